#include "core/config.hpp"

#include <array>

namespace stratego {
namespace {

Board makeBoard(BoardKind kind) {
  Board b;
  b.kind = kind;
  const bool large = kind == BoardKind::Large;
  b.files = large ? 10 : 8;
  b.ranks = large ? 10 : 8;
  b.setupDepth = large ? 4 : 3;
  // Large: c5 d5 g5 h5 c6 d6 g6 h6. Small: c4 c5 f4 f5 (RULES.md section 3).
  const std::array<int, 2> lakeFiles = large ? std::array<int, 2>{2, 6} : std::array<int, 2>{2, 5};
  const int lakeWidth = large ? 2 : 1;
  const int firstLakeRank = large ? 4 : 3;
  for (int rank = firstLakeRank; rank < firstLakeRank + 2; ++rank)
    for (int f0 : lakeFiles)
      for (int f = f0; f < f0 + lakeWidth; ++f) b.lakes.set(makeSquare(f, rank));
  for (int rank = 0; rank < b.ranks; ++rank)
    for (int f = 0; f < b.files; ++f)
      if (!b.lakes.has(makeSquare(f, rank))) b.playable.set(makeSquare(f, rank));
  return b;
}

const Board kLarge = makeBoard(BoardKind::Large);
const Board kSmall = makeBoard(BoardKind::Small);

Army armyOf(std::initializer_list<std::pair<Rank, int>> counts) {
  Army a{};
  for (auto [rank, n] : counts) a[index(rank)] = static_cast<std::uint8_t>(n);
  return a;
}

constexpr std::array<std::string_view, 6> kVariantNames = {"classic", "duel", "barrage",
                                                           "duel10", "barrage10", "free"};

}  // namespace

const Board& Board::of(BoardKind kind) { return kind == BoardKind::Large ? kLarge : kSmall; }

Bitboard Board::setupZone(Side side) const {
  Bitboard zone;
  for (int i = 0; i < setupDepth; ++i) {
    const int rank = side == Side::Red ? i : ranks - 1 - i;
    for (int f = 0; f < files; ++f) zone.set(makeSquare(f, rank));
  }
  return zone & playable;
}

std::string_view variantName(Variant v) { return kVariantNames[static_cast<int>(v)]; }

std::optional<Variant> variantFromName(std::string_view name) {
  for (std::size_t i = 0; i < kVariantNames.size(); ++i)
    if (kVariantNames[i] == name) return static_cast<Variant>(i);
  return std::nullopt;
}

Army presetArmy(Variant v) {
  using R = Rank;
  switch (v) {
    case Variant::Classic:
      return armyOf({{R::Flag, 1}, {R::Bomb, 6}, {R::Spy, 1}, {R::Scout, 8}, {R::Miner, 5},
                     {R::Sergeant, 4}, {R::Lieutenant, 4}, {R::Captain, 4}, {R::Major, 3},
                     {R::Colonel, 2}, {R::General, 1}, {R::Marshal, 1}});
    case Variant::Duel:
    case Variant::Duel10:
      return armyOf({{R::Flag, 1}, {R::Bomb, 2}, {R::Spy, 1}, {R::Scout, 2}, {R::Miner, 2},
                     {R::General, 1}, {R::Marshal, 1}});
    case Variant::Barrage:
    case Variant::Barrage10:
      return armyOf({{R::Flag, 1}, {R::Bomb, 1}, {R::Spy, 1}, {R::Scout, 2}, {R::Miner, 1},
                     {R::General, 1}, {R::Marshal, 1}});
    case Variant::Free:
      return Army{};
  }
  return Army{};
}

GameConfig presetConfig(Variant v, BoardKind freeBoard) {
  GameConfig c;
  c.variant = v;
  c.army = presetArmy(v);
  c.board = (v == Variant::Duel || v == Variant::Barrage) ? BoardKind::Small
            : v == Variant::Free                         ? freeBoard
                                                         : BoardKind::Large;
  return c;
}

int armySize(const Army& army) {
  int n = 0;
  for (auto c : army) n += c;
  return n;
}

std::string_view rankName(Rank r) {
  static constexpr std::array<std::string_view, kRankCount> names = {
      "Flag", "Spy", "Scout", "Miner", "Sergeant", "Lieutenant", "Captain",
      "Major", "Colonel", "General", "Marshal", "Bomb"};
  return names[index(r)];
}

char rankLetter(Rank r) {
  static constexpr std::array<char, kRankCount> letters = {'F', 'S', '2', '3', '4', '5',
                                                           '6', '7', '8', '9', 'X', 'B'};
  return letters[index(r)];
}

std::optional<Rank> rankFromLetter(char c) {
  for (int r = 0; r < kRankCount; ++r)
    if (rankLetter(static_cast<Rank>(r)) == c) return static_cast<Rank>(r);
  return std::nullopt;
}

}  // namespace stratego
