#include "ai/setup_prior.hpp"

#include <algorithm>
#include <cstdint>

#include "ai/setup_generator.hpp"

namespace stratego {
namespace {

// The model stands in for people where the library has no human setups: enough of its
// setups that every square's counts settle, few enough to learn in a few milliseconds.
constexpr int kModelSetups = 4000;
constexpr std::uint64_t kModelSeed = 0x5E7F0123;
// Every square gets a pseudo-count of 1 + 1% of the setups seen, spread as the army's
// share: a rank never seen on a square keeps about a hundredth of its share there.
constexpr double kFloorPerSetup = 0.01;

std::array<float, kRankCount> armyShare(const GameConfig& config) {
  const Army army = modelArmy(config);
  const float size = static_cast<float>(std::max(1, armySize(army)));
  std::array<float, kRankCount> share{};
  for (int r = 0; r < kRankCount; ++r) share[r] = static_cast<float>(army[r]) / size;
  return share;
}

// How often each rank stood on each square of Red's zone.
struct Tally {
  std::array<std::array<std::uint32_t, kRankCount>, kGridSize> counts{};
  std::uint32_t setups = 0;

  void add(const Placement& red, Bitboard zone) {
    while (!zone.empty()) {
      const Square s = zone.popLowest();
      if (const auto p = red.at(s)) ++counts[s][index(p->rank)];
    }
    ++setups;
  }
};

}  // namespace

SetupPrior SetupPrior::learn(const SetupLibrary& library, const GameConfig& config) {
  const Bitboard zone = config.geometry().setupZone(Side::Red);
  Tally tally;
  // The library lists human setups first, then its few built-ins; only people's habits
  // make a prior (a handful of built-ins would only teach those few setups).
  const std::size_t humans = library.count(config.variant) - library.names(config.variant).size();
  if (humans > 0) {
    for (std::size_t i = 0; i < humans; ++i) tally.add(library.at(config.variant, Side::Red, i), zone);
  } else {
    Random rng(kModelSeed);
    for (int i = 0; i < kModelSetups; ++i) tally.add(generateSetup(config, Side::Red, rng), zone);
  }

  SetupPrior prior = uniform(config);
  const auto share = armyShare(config);
  const double floor = 1.0 + kFloorPerSetup * tally.setups;
  for (int s = 0; s < kGridSize; ++s) {
    const auto& counts = tally.counts[s];
    std::uint32_t seen = 0;
    for (auto c : counts) seen += c;
    if (seen == 0) continue;  // outside the zone, or never used: the army's share
    for (int r = 0; r < kRankCount; ++r)
      prior.odds_[s][r] = static_cast<float>((counts[r] + floor * share[r]) / (seen + floor));
  }
  return prior;
}

SetupPrior SetupPrior::uniform(const GameConfig& config) {
  SetupPrior prior;
  prior.board_ = config.board;
  prior.odds_.fill(armyShare(config));
  return prior;
}

float SetupPrior::odds(Side side, Square start, Rank rank) const {
  if (side == Side::Blue) {
    const Board& board = Board::of(board_);
    start = makeSquare(board.files - 1 - fileOf(start), board.ranks - 1 - rankOf(start));
  }
  return odds_[start][index(rank)];
}

}  // namespace stratego
