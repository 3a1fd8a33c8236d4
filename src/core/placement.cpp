#include "core/placement.hpp"

#include <utility>

namespace stratego {

Army Placement::army(Side side) const {
  Army a{};
  for (int s = 0; s < kGridSize; ++s)
    if (auto p = at(static_cast<Square>(s)); p && p->side == side) ++a[index(p->rank)];
  return a;
}

Placement Placement::sideOnly(Side side) const {
  Placement out;
  for (int s = 0; s < kGridSize; ++s)
    if (auto p = at(static_cast<Square>(s)); p && p->side == side) out.put(static_cast<Square>(s), *p);
  return out;
}

void Placement::merge(const Placement& other) {
  for (int s = 0; s < kGridSize; ++s)
    if (other.code_[s] != 0) code_[s] = other.code_[s];
}

std::string squareName(Square s) {
  return std::string(1, static_cast<char>('a' + fileOf(s))) + std::to_string(rankOf(s) + 1);
}

Placement randomSetup(const GameConfig& config, Side side, Random& rng) {
  const Army army = config.freeSetup() ? presetArmy(Variant::Classic) : config.army;
  std::array<Square, kMaxPieces> squares{};
  int n = 0;
  Bitboard zone = config.geometry().setupZone(side);
  while (!zone.empty()) squares[n++] = zone.popLowest();
  // Fisher-Yates over the zone, then the army fills the first squares in rank order.
  for (int i = n - 1; i > 0; --i) std::swap(squares[i], squares[rng.below(static_cast<std::uint32_t>(i + 1))]);
  Placement out;
  int next = 0;
  for (int r = 0; r < kRankCount; ++r)
    for (int k = 0; k < army[r] && next < n; ++k) out.put(squares[next++], {side, static_cast<Rank>(r)});
  return out;
}

std::optional<std::string> validateSetup(const GameConfig& config, Side side, const Placement& setup) {
  const Board& board = config.geometry();
  const Bitboard zone = board.setupZone(side);
  std::string problems;
  auto report = [&](const std::string& what) {
    if (!problems.empty()) problems += "; ";
    problems += what;
  };
  for (int i = 0; i < kGridSize; ++i) {
    const auto s = static_cast<Square>(i);
    auto p = setup.at(s);
    if (!p || p->side != side) continue;
    const std::string where = std::string(rankName(p->rank)) + " on " + squareName(s);
    if (!board.onBoard(fileOf(s), rankOf(s)))
      report(where + " is off the " + std::to_string(board.files) + "x" + std::to_string(board.ranks) + " board");
    else if (board.isLake(s))
      report(where + " stands on a lake");
    else if (!config.freeSetup() && !zone.has(s))
      report(where + " is outside " + std::string(sideName(side)) + "'s setup zone");
  }
  if (!config.freeSetup()) {
    const Army have = setup.army(side);
    for (int r = 0; r < kRankCount; ++r) {
      if (have[r] == config.army[r]) continue;
      report(std::string(sideName(side)) + " has " + std::to_string(have[r]) + " " +
             std::string(rankName(static_cast<Rank>(r))) + (have[r] == 1 ? "" : "s") + ", the " +
             std::string(variantName(config.variant)) + " army needs " + std::to_string(config.army[r]));
    }
  }
  if (problems.empty()) return std::nullopt;
  return problems;
}

std::optional<std::string> validatePlacement(const GameConfig& config, const Placement& both) {
  auto red = validateSetup(config, Side::Red, both);
  auto blue = validateSetup(config, Side::Blue, both);
  if (red && blue) return *red + "; " + *blue;
  return red ? red : blue;
}

}  // namespace stratego
