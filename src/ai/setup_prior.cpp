#include "ai/setup_prior.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstddef>
#include <cstdint>

#include "ai/setup_generator.hpp"
#include "core/bitboard.hpp"

namespace stratego {
namespace {

// The model stands in for people where the library has no human setups: enough of its
// setups that every square's counts settle, few enough to learn in a few milliseconds.
constexpr int kModelSetups = 4000;
constexpr std::uint64_t kModelSeed = 0x5E7F0123;
// Every square gets a pseudo-count of 1 + 1% of the setups seen, spread as the army's
// share: a rank never seen on a square keeps about a hundredth of its share there.
constexpr double kFloorPerSetup = 0.01;
// The odds given the Flag's square lean on that many setups' worth of the plain odds, so
// that a Flag square few setups used teaches little (and a rank never seen keeps its floor).
constexpr double kGivenFlagPseudoSetups = 20.0;
// A pairing of ranks on neighbouring squares leans on that many pairs' worth of no pairing
// at all, so that pairs few setups could show (in Barrage's 8 pieces) teach little.
constexpr double kLiftPseudoPairs = 50.0;
// oddsOfLikeSetups: a library setup's weight is multiplied by kLikeMismatch for each square
// where it has another rank than the one shown there, by kLikeMovedBomb for each where it
// has a Bomb or the Flag and the piece moved (the log loss of the guess over our games
// against Demon of Ignorance is least near these: docs/AI.md, Beliefs, step 5). Setups
// weighing under kLikeNegligible of the heaviest are left out: the 64,920 classic ones
// together would hold under 1% of the weight, and skipping them spares work late in a game.
constexpr double kLikeMismatch = 0.2;
constexpr double kLikeMovedBomb = 0.1;
constexpr double kLikeNegligible = 1e-7;

// 0 for squares beside each other, 1 for diagonal ones, -1 otherwise.
int neighbourKind(Square a, Square b) {
  const int files = std::abs(fileOf(a) - fileOf(b)), ranks = std::abs(rankOf(a) - rankOf(b));
  return std::max(files, ranks) != 1 ? -1 : files + ranks == 2 ? 1 : 0;
}

std::array<float, kRankCount> armyShare(const GameConfig& config) {
  const Army army = modelArmy(config);
  const float size = static_cast<float>(std::max(1, armySize(army)));
  std::array<float, kRankCount> share{};
  for (int r = 0; r < kRankCount; ++r) share[r] = static_cast<float>(army[r]) / size;
  return share;
}

// How often each rank stood on each square of Red's zone, overall and by the Flag's square
// (squares numbered in the zone's order: [flag][square][rank]).
struct Tally {
  std::array<std::array<std::uint32_t, kRankCount>, kGridSize> counts{};
  std::uint32_t count = 0;  // setups added
  std::vector<Square> zone;
  std::vector<std::uint32_t> givenFlag, flagSetups;
  // When kept (people's setups), each setup added, as ranks by zone square (-1 empty).
  bool keepSetups = false;
  std::vector<std::int8_t> setups;
  // Every ordered pair of neighbouring zone squares, with its neighbourKind, and how often
  // each pair of ranks stood on such pairs: [kind][rank on the first][rank on the second].
  struct Neighbours {
    Square a, b;
    int kind;
  };
  std::vector<Neighbours> neighbours;
  std::array<std::array<std::array<std::uint32_t, kRankCount>, kRankCount>, 2> pairs{};

  Tally(Bitboard squares, bool keep) : keepSetups(keep) {
    while (!squares.empty()) zone.push_back(squares.popLowest());
    givenFlag.assign(zone.size() * zone.size() * kRankCount, 0);
    flagSetups.assign(zone.size(), 0);
    for (Square a : zone)
      for (Square b : zone)
        if (const int kind = neighbourKind(a, b); kind >= 0) neighbours.push_back({a, b, kind});
  }

  void add(const Placement& red) {
    const auto flag = std::find_if(zone.begin(), zone.end(), [&](Square s) {
      const auto p = red.at(s);
      return p && p->rank == Rank::Flag;
    });
    const std::size_t f = static_cast<std::size_t>(flag - zone.begin());
    if (flag != zone.end()) ++flagSetups[f];
    for (std::size_t i = 0; i < zone.size(); ++i) {
      const auto p = red.at(zone[i]);
      if (keepSetups) setups.push_back(p ? static_cast<std::int8_t>(index(p->rank)) : std::int8_t{-1});
      if (!p) continue;
      ++counts[zone[i]][index(p->rank)];
      if (flag != zone.end()) ++givenFlag[(f * zone.size() + i) * kRankCount + index(p->rank)];
    }
    for (const Neighbours& n : neighbours) {
      const auto a = red.at(n.a), b = red.at(n.b);
      if (a && b) ++pairs[static_cast<std::size_t>(n.kind)][index(a->rank)][index(b->rank)];
    }
    ++count;
  }
};

using LiftTables = std::array<std::array<std::array<float, kRankCount>, kRankCount>, 2>;

// How often each pair of ranks stood on neighbouring squares over how often the squares'
// own odds would put them there (as if each square were drawn on its own).
LiftTables liftsOf(const Tally& tally) {
  std::array<std::array<std::array<double, kRankCount>, kRankCount>, 2> expected{};
  for (const Tally::Neighbours& n : tally.neighbours)
    for (int x = 0; x < kRankCount; ++x)
      for (int y = 0; y < kRankCount; ++y)
        expected[static_cast<std::size_t>(n.kind)][x][y] +=
            static_cast<double>(tally.counts[n.a][x]) * tally.counts[n.b][y] / std::max(1u, tally.count);
  LiftTables lift{};
  for (std::size_t kind = 0; kind < 2; ++kind)
    for (int x = 0; x < kRankCount; ++x)
      for (int y = 0; y < kRankCount; ++y)
        lift[kind][x][y] = y == index(Rank::Flag) ? 1.0f
                                                  : static_cast<float>((tally.pairs[kind][x][y] + kLiftPseudoPairs) /
                                                                       (expected[kind][x][y] + kLiftPseudoPairs));
  return lift;
}

// flagRingShare(), read from what `prior` learned of the squares beside each Flag square
// (as Red sees them; Blue's are their reflection). Only zone squares count (the grid's
// padding is no square), and the learned prior knows the surroundings of every one.
std::optional<double> flagRingShareOf(const SetupPrior& prior, const GameConfig& config) {
  double bombs = 0.0, weight = 0.0;
  const Bitboard zone = config.geometry().setupZone(Side::Red);
  for (Bitboard flags = zone; !flags.empty();) {
    const Square flag = flags.popLowest();
    const double odds = prior.odds(Side::Red, flag, Rank::Flag);
    for (Bitboard around = kNeighbours[flag] & zone; !around.empty();) {
      bombs += odds * prior.oddsGivenFlag(Side::Red, flag, around.popLowest())[index(Rank::Bomb)];
      weight += odds;
    }
  }
  if (weight <= 0.0) return std::nullopt;
  return bombs / weight;
}

}  // namespace

SetupPrior SetupPrior::learn(const SetupLibrary& library, const GameConfig& config) {
  // The library lists human setups first, then its few built-ins; only people's habits
  // make a prior (a handful of built-ins would only teach those few setups).
  const std::size_t humans = library.count(config.variant) - library.names(config.variant).size();
  Tally tally(config.geometry().setupZone(Side::Red), humans > 0);
  if (humans > 0) {
    for (std::size_t i = 0; i < humans; ++i) tally.add(library.at(config.variant, Side::Red, i));
  } else {
    Random rng(kModelSeed);
    for (int i = 0; i < kModelSetups; ++i) tally.add(generateSetup(config, Side::Red, rng));
  }

  SetupPrior prior = uniform(config);
  const auto share = armyShare(config);
  const double floor = 1.0 + kFloorPerSetup * tally.count;
  for (int s = 0; s < kGridSize; ++s) {
    const auto& counts = tally.counts[s];
    std::uint32_t seen = 0;
    for (auto c : counts) seen += c;
    if (seen == 0) continue;  // outside the zone, or never used: the army's share
    for (int r = 0; r < kRankCount; ++r)
      prior.odds_[s][r] = static_cast<float>((counts[r] + floor * share[r]) / (seen + floor));
  }

  const std::size_t z = tally.zone.size();
  prior.zoneSize_ = static_cast<int>(z);
  for (std::size_t i = 0; i < z; ++i) prior.zoneIndex_[tally.zone[i]] = static_cast<std::int8_t>(i);
  prior.givenFlag_.assign(z * z * kRankCount, 0.0f);
  for (std::size_t f = 0; f < z; ++f)
    for (std::size_t i = 0; i < z; ++i) {
      if (i == f) continue;
      const auto& plain = prior.odds_[tally.zone[i]];
      const double notFlag = 1.0 - plain[index(Rank::Flag)];
      const double n = tally.flagSetups[f] + kGivenFlagPseudoSetups;
      for (int r = 0; r < kRankCount; ++r) {
        if (r == index(Rank::Flag)) continue;
        const std::size_t at = (f * z + i) * kRankCount + static_cast<std::size_t>(r);
        prior.givenFlag_[at] = static_cast<float>((tally.givenFlag[at] + kGivenFlagPseudoSetups * plain[r] / notFlag) / n);
      }
    }
  prior.lift_ = liftsOf(tally);
  prior.setups_ = std::move(tally.setups);
  prior.flagRingShare_ = flagRingShareOf(prior, config);
  return prior;
}

SetupPrior SetupPrior::uniform(const GameConfig& config) {
  SetupPrior prior;
  prior.board_ = config.board;
  prior.odds_.fill(armyShare(config));
  prior.zoneIndex_.fill(-1);
  for (auto& table : prior.lift_)
    for (auto& row : table) row.fill(1.0f);
  return prior;
}

Square SetupPrior::asRed(Side side, Square s) const { return Board::of(board_).asRed(side, s); }

float SetupPrior::odds(Side side, Square start, Rank rank) const { return odds_[asRed(side, start)][index(rank)]; }

std::array<float, kRankCount> SetupPrior::neighbourLift(Side side, Square knownStart, Rank known, Square start) const {
  const int kind = knownStart < kGridSize && start < kGridSize && zoneIndex_[asRed(side, knownStart)] >= 0 &&
                           zoneIndex_[asRed(side, start)] >= 0
                       ? neighbourKind(knownStart, start)
                       : -1;
  if (kind < 0) {
    std::array<float, kRankCount> none;
    none.fill(1.0f);
    return none;
  }
  return lift_[static_cast<std::size_t>(kind)][index(known)];
}

SetupPrior::SquareOdds SetupPrior::oddsOfLikeSetups(const SeenCells& seen) const {
  SquareOdds odds;
  for (auto& square : odds) square.fill(-1.0f);
  if (setups_.empty()) return odds;
  const auto z = static_cast<std::size_t>(zoneSize_);
  struct Shown {
    std::size_t square;  // zone index
    std::int8_t cell;
  };
  std::vector<Shown> shown;
  for (Square s = 0; s < kGridSize; ++s)
    if (zoneIndex_[s] >= 0 && seen[s] != kSeenNothing)
      shown.push_back({static_cast<std::size_t>(zoneIndex_[s]), seen[s]});
  // Weights by how many squares contradict: powers, looked up rather than computed 65k times.
  std::array<double, kGridSize + 1> mismatch{}, movedBomb{};
  mismatch[0] = movedBomb[0] = 1.0;
  for (std::size_t n = 1; n < mismatch.size(); ++n) {
    mismatch[n] = mismatch[n - 1] * kLikeMismatch;
    movedBomb[n] = movedBomb[n - 1] * kLikeMovedBomb;
  }
  const std::size_t count = setups_.size() / z;
  std::vector<double> weight(count);
  double heaviest = 0.0;
  const auto bomb = static_cast<std::int8_t>(index(Rank::Bomb)), flag = static_cast<std::int8_t>(index(Rank::Flag));
  for (std::size_t k = 0; k < count; ++k) {
    const std::int8_t* ranks = setups_.data() + k * z;
    std::size_t contradicted = 0, bombsMoved = 0;
    for (const Shown& s : shown) {
      const std::int8_t r = ranks[s.square];
      if (s.cell != kSeenMoved) contradicted += r != s.cell;
      else if (r == bomb || r == flag) ++bombsMoved;
      else contradicted += r < 0;  // no piece started there in this setup
    }
    weight[k] = mismatch[contradicted] * movedBomb[bombsMoved];
    heaviest = std::max(heaviest, weight[k]);
  }
  std::vector<double> byRank(z * kRankCount, 0.0);
  double total = 0.0;
  for (std::size_t k = 0; k < count; ++k) {
    if (weight[k] < heaviest * kLikeNegligible) continue;
    total += weight[k];
    const std::int8_t* ranks = setups_.data() + k * z;
    for (std::size_t i = 0; i < z; ++i)
      if (ranks[i] >= 0) byRank[i * kRankCount + static_cast<std::size_t>(ranks[i])] += weight[k];
  }
  for (Square s = 0; s < kGridSize; ++s) {
    if (zoneIndex_[s] < 0) continue;
    const double* ranks = byRank.data() + static_cast<std::size_t>(zoneIndex_[s]) * kRankCount;
    for (int r = 0; r < kRankCount; ++r) odds[s][r] = static_cast<float>(ranks[r] / total);
  }
  return odds;
}

bool SetupPrior::knowsFlagSurroundings(Side side, Square flagStart, Square start) const {
  return !givenFlag_.empty() && start < kGridSize && flagStart < kGridSize && flagStart != start &&
         zoneIndex_[asRed(side, flagStart)] >= 0 && zoneIndex_[asRed(side, start)] >= 0;
}

std::array<float, kRankCount> SetupPrior::oddsGivenFlag(Side side, Square flagStart, Square start) const {
  std::array<float, kRankCount> out{};
  if (!knowsFlagSurroundings(side, flagStart, start)) {  // the square's plain odds less the Flag's
    const float notFlag = 1.0f - odds(side, start, Rank::Flag);
    if (notFlag > 0.0f)
      for (int r = 0; r < kRankCount; ++r)
        if (r != index(Rank::Flag)) out[r] = odds(side, start, static_cast<Rank>(r)) / notFlag;
    return out;
  }
  const auto f = static_cast<std::size_t>(zoneIndex_[asRed(side, flagStart)]);
  const auto i = static_cast<std::size_t>(zoneIndex_[asRed(side, start)]);
  std::copy_n(givenFlag_.begin() + static_cast<std::ptrdiff_t>((f * static_cast<std::size_t>(zoneSize_) + i) * kRankCount),
              kRankCount, out.begin());
  return out;
}

}  // namespace stratego
