#include "ai/setup_generator.hpp"

#include <array>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <utility>

namespace stratego {
namespace {

// Where a rank likes to stand: a preferred depth in the zone (0 = back rank, 1 = front
// rank) and how far it strays from it. Strong pieces and Scouts lead (they fight and
// scout first); Miners stay back for the bombs of the endgame; decoy Bombs sit in the
// middle and back, where a Flag could be. Every square keeps kTasteFloor, so any rank can
// stand anywhere and the setups stay varied.
struct DepthTaste {
  float preferred;
  float spread;
};
constexpr std::array<DepthTaste, kRankCount> kTaste = {{
    {0.0f, 0.2f},   // Flag (placed on its own, see placeFlag)
    {0.5f, 0.3f},   // Spy
    {0.9f, 0.35f},  // Scout
    {0.2f, 0.35f},  // Miner
    {0.5f, 0.5f},   // Sergeant
    {0.6f, 0.5f},   // Lieutenant
    {0.6f, 0.5f},   // Captain
    {0.6f, 0.4f},   // Major
    {0.7f, 0.4f},   // Colonel
    {0.7f, 0.3f},   // General
    {0.7f, 0.3f},   // Marshal
    {0.35f, 0.35f}, // Bomb (the decoys; those guarding the Flag are placed beside it)
}};
constexpr float kTasteFloor = 0.1f;

// Movable ranks, the most particular first: on a full zone the last ones take the squares
// that are left. The Spy comes right after the General, whom it guards.
constexpr std::array<Rank, 10> kPlacingOrder = {Rank::Marshal, Rank::General, Rank::Spy,   Rank::Colonel,
                                                Rank::Major,   Rank::Miner,   Rank::Scout, Rank::Captain,
                                                Rank::Lieutenant, Rank::Sergeant};

constexpr float kFlagOnBackRank = 0.85f;  // else on the second rank
constexpr float kGuardBomb = 0.85f;       // chance that an open neighbour of the Flag gets a Bomb
constexpr float kSpyNearGeneral = 3.0f;   // weight of squares within two steps of the General
constexpr float kClosableFlag = 20.0f;    // weight of Flag squares the Bombs can close off

float uniform01(Random& rng) { return static_cast<float>(rng.next() >> 40) * 0x1p-24f; }

// Whether a lake lies on the file: the back rank behind it is where Flags are put most.
bool lakeFile(const Board& board, int file) {
  for (int rank = 0; rank < board.ranks; ++rank)
    if (board.isLake(makeSquare(file, rank))) return true;
  return false;
}

// Builds a setup as Red sees it (rank 0 is the back rank); Blue's is its reflection.
class Builder {
 public:
  Builder(const Board& board, const Army& army, Random& rng)
      : board_(board), left_(army), rng_(rng), open_(board.setupZone(Side::Red)) {
    const int depth = board.setupDepth;
    for (int r = 0; r < kRankCount; ++r)
      for (int d = 0; d < depth; ++d) {
        const float t = depth > 1 ? static_cast<float>(d) / static_cast<float>(depth - 1) : 0.0f;
        const float z = (t - kTaste[r].preferred) / kTaste[r].spread;
        taste_[r][d] = kTasteFloor + std::exp(-0.5f * z * z);
      }
  }

  Placement build(Side side) {
    if (left_[index(Rank::Flag)] > 0) placeFlag();
    guardFlag();
    placeAll(Rank::Bomb);  // the decoys, before the fill takes the last squares
    for (Rank r : kPlacingOrder) placeAll(r);
    return side == Side::Red ? red_ : reflected(side);
  }

 private:
  // The Flag goes on the back rank (sometimes the second), preferring the corners and the
  // files behind the lakes, which attackers can reach from fewer directions, and avoiding
  // the files next to the corners (people rarely use them: the classic library has 2% of
  // its Flags on b1 against 10% on a1 and 15% on d1). A square the army's Bombs can close
  // on every side is worth much more: with the two Bombs of Duel, only a corner is.
  void placeFlag() {
    // Off the back rank a Flag has three neighbours or more: armies with fewer Bombs keep
    // it on the back rank.
    const bool fewBombs = left_[index(Rank::Bomb)] < 3;
    const int row = fewBombs || uniform01(rng_) < kFlagOnBackRank ? 0 : 1;
    pick(Rank::Flag, [&](Square s) {
      if (rankOf(s) != row) return 0.0f;
      const int f = fileOf(s), edge = std::min(f, board_.files - 1 - f);
      const float place = edge == 0 || lakeFile(board_, f) ? 3.0f : edge == 1 ? 0.7f : 2.0f;
      return (kNeighbours[s] & open_).count() <= left_[index(Rank::Bomb)] ? place * kClosableFlag : place;
    });
  }

  // Bombs on the Flag's open neighbours: all of them when there are Bombs enough (an open
  // side is a lane for a Scout from afar, in the sparse zones of the small armies above
  // all), else most of the time each.
  void guardFlag() {
    if (flag_ == kNoSquare) return;
    const bool closable = (kNeighbours[flag_] & open_).count() <= left_[index(Rank::Bomb)];
    std::array<int, 4> steps = {1, -1, kStride, -kStride};
    for (int i = 3; i > 0; --i) std::swap(steps[i], steps[rng_.below(static_cast<std::uint32_t>(i + 1))]);
    for (int step : steps) {
      const int s = flag_ + step;
      if (s < 0 || s >= kGridSize || !open_.has(static_cast<Square>(s))) continue;
      if (left_[index(Rank::Bomb)] == 0) return;
      if (closable || uniform01(rng_) < kGuardBomb) put(static_cast<Square>(s), Rank::Bomb);
    }
  }

  void placeAll(Rank r) {
    while (left_[index(r)] > 0 && !open_.empty()) {
      pick(r, [&](Square s) {
        const float w = taste_[index(r)][rankOf(s)];
        const bool nearGeneral = general_ != kNoSquare &&
                                 std::abs(fileOf(s) - fileOf(general_)) + std::abs(rankOf(s) - rankOf(general_)) <= 2;
        return r == Rank::Spy && nearGeneral ? w * kSpyNearGeneral : w;
      });
    }
  }

  // Puts `r` on an open square drawn in proportion to weight(square).
  template <class Weight>
  void pick(Rank r, Weight weight) {
    std::array<Square, kMaxPieces> squares{};
    std::array<float, kMaxPieces> weights{};
    int n = 0;
    for (Bitboard open = open_; !open.empty(); ++n) {
      squares[n] = open.popLowest();
      weights[n] = weight(squares[n]);
    }
    const int i = pickWeighted(std::span<const float>(weights.data(), static_cast<std::size_t>(n)), rng_);
    put(squares[i < 0 ? rng_.below(static_cast<std::uint32_t>(n)) : i], r);  // all weights 0: any square
  }

  void put(Square s, Rank r) {
    red_.put(s, {Side::Red, r});
    open_.clear(s);
    --left_[index(r)];
    if (r == Rank::Flag) flag_ = s;
    if (r == Rank::General) general_ = s;
  }

  // Reflection through the board centre: the setup as `side` sees it from its own end.
  Placement reflected(Side side) const {
    Placement out;
    for (int i = 0; i < kGridSize; ++i) {
      const auto s = static_cast<Square>(i);
      if (auto p = red_.at(s))
        out.put(board_.reflect(s), {side, p->rank});
    }
    return out;
  }

  const Board& board_;
  Army left_;
  Random& rng_;
  Bitboard open_;  // zone squares still empty
  Placement red_;
  Square flag_ = kNoSquare, general_ = kNoSquare;
  std::array<std::array<float, kMaxRanks>, kRankCount> taste_{};  // by rank and depth
};

}  // namespace

Army modelArmy(const GameConfig& config) { return config.freeSetup() ? presetArmy(Variant::Classic) : config.army; }

int pickWeighted(std::span<const float> weights, Random& rng) {
  float total = 0.0f;
  for (float w : weights) total += w;
  if (!(total > 0.0f)) return -1;
  float x = uniform01(rng) * total;
  int last = -1;
  for (std::size_t i = 0; i < weights.size(); ++i) {
    if (weights[i] <= 0.0f) continue;
    last = static_cast<int>(i);
    x -= weights[i];
    if (x < 0.0f) return last;
  }
  return last;  // rounding left x a hair above 0: the last positive weight
}

Placement generateSetup(const GameConfig& config, Side side, Random& rng) {
  return Builder(config.geometry(), modelArmy(config), rng).build(side);
}

namespace {

// Whether the line from `flag` in direction `step` meets a piece or a lake before it
// leaves the zone (forward) or reaches the board's side edge (sideways: a Scout that came
// up the edge file strikes along the rank from there).
bool lineCovered(const Placement& setup, const Board& board, Side side, Square flag, int step) {
  const Bitboard zone = board.setupZone(side);
  for (int t = flag + step;; t += step) {
    if (t < 0 || t >= kGridSize || fileOf(static_cast<Square>(t)) >= board.files) return fileOf(static_cast<Square>(t - step)) == fileOf(flag);
    if (board.isLake(static_cast<Square>(t)) || setup.at(static_cast<Square>(t))) return true;
    if (!zone.has(static_cast<Square>(t))) return false;
  }
}

// The square of the side's Flag, if it has one.
std::optional<Square> flagSquare(const Placement& setup, Side side) {
  for (int s = 0; s < kGridSize; ++s) {
    const auto piece = setup.at(static_cast<Square>(s));
    if (piece && piece->side == side && piece->rank == Rank::Flag) return static_cast<Square>(s);
  }
  return std::nullopt;
}

}  // namespace

bool flagShielded(const Placement& setup, const Board& board, Side side) {
  const auto flag = flagSquare(setup, side);
  if (!flag) return true;  // no Flag to shield
  return lineCovered(setup, board, side, *flag, side == Side::Red ? kStride : -kStride) &&
         lineCovered(setup, board, side, *flag, 1) && lineCovered(setup, board, side, *flag, -1);
}

bool flagWhereLookedForFirst(const Placement& setup, const Board& board, Side side) {
  const auto flag = flagSquare(setup, side);
  if (!flag) return false;
  const Square home = board.asRed(side, *flag);
  if (fileOf(home) == 0 || fileOf(home) == board.files - 1) return true;
  return rankOf(home) == 0 && lakeFile(board, fileOf(home));
}

bool flagBombedIn(const Placement& setup, const Board& board, Side side) {
  const auto flag = flagSquare(setup, side);
  if (!flag) return true;  // no Flag to wall in
  for (const auto& [df, dr] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
    const int file = fileOf(*flag) + df, rank = rankOf(*flag) + dr;
    if (file < 0 || file >= board.files || rank < 0 || rank >= board.ranks) continue;
    const Square next = makeSquare(file, rank);
    if (board.isLake(next)) continue;
    const auto beside = setup.at(next);
    if (!beside || beside->side != side || beside->rank != Rank::Bomb) return false;
  }
  return true;
}

Placement chooseSetup(const SetupLibrary& library, const GameConfig& config, Side side, Random& rng) {
  // A handful of built-in setups would soon be learned by an opponent: only a library of
  // human setups large enough to vary is drawn from.
  const bool human = library.count(config.variant) >= kMinLibrarySetups;
  const bool wall = modelArmy(config)[index(Rank::Bomb)] >= kWallBombs;
  const Board& board = config.geometry();
  std::optional<Placement> shielded, walled;
  Placement setup;
  for (int attempt = 0; attempt < kSetupAttempts; ++attempt) {
    setup = human ? library.drawDistinct(config.variant, side, rng) : generateSetup(config, side, rng);
    if (!flagShielded(setup, board, side)) continue;
    if (!wall) return setup;
    if (!flagBombedIn(setup, board, side)) {
      if (!shielded) shielded = setup;
      continue;
    }
    if (!flagWhereLookedForFirst(setup, board, side)) return setup;
    if (!walled) walled = setup;
  }
  return walled ? *walled : shielded ? *shielded : setup;
}

}  // namespace stratego
