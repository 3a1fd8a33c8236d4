#include "ai/setup_memory.hpp"

#include <algorithm>
#include <cmath>

#include "ai/series_seat.hpp"
#include "core/bitboard.hpp"

namespace stratego {
namespace {

// Two games' setups count as one only where at least this many squares showed the same
// rank in both (and none differed): fewer could be chance between different setups.
constexpr int kSameSetupAgreements = 3;
// A rank the prior gives less than this on a square counts as this likely there, so that
// one odd match does not outweigh everything else seen.
constexpr double kLeastPrior = 0.01;
// How much one shown rank that a remembered setup foretold counts for it: its likelihood
// ratio (one over the prior's odds of the rank there) to this power. The squares of a setup
// are not independent, and with many setups remembered some agree with a new one by chance
// (Scouts on the front row). Replaying the memory over 100 recorded games against Demon of
// Ignorance, which draws from 500 setups, a setup that was not the one played held 0.09 of
// the weight on average ten plies in with whole ratios, 0.03 with their square roots; the
// setup peternlewis repeated held 0.94 and 0.93.
constexpr double kAgreementWeight = 0.5;
// However sure the remembered setups make a square, the prior keeps this share: no rank is
// ever ruled out by memory alone (the opponent may have changed one piece).
constexpr double kLeastUnremembered = 0.001;

bool isRank(std::int8_t cell) { return cell >= 0 && cell < kRankCount; }

// Whether a piece seen as `a` in one game and `b` in another may have been the same rank.
bool compatible(std::int8_t a, std::int8_t b) {
  if (a == SeenSetup::kUnknown || b == SeenSetup::kUnknown || a == b) return true;
  if (a == SeenSetup::kMovable) return isMovable(static_cast<Rank>(b));
  if (b == SeenSetup::kMovable) return isMovable(static_cast<Rank>(a));
  return false;
}

// How likely the prior makes what a remembered cell says of a piece of `side` on `start`.
double priorOf(const SetupPrior& prior, Side side, Square start, std::int8_t cell) {
  if (cell == SeenSetup::kMovable)
    return 1.0 - prior.odds(side, start, Rank::Bomb) - prior.odds(side, start, Rank::Flag);
  return prior.odds(side, start, static_cast<Rank>(cell));
}

bool cellAllows(std::int8_t cell, int rank) {
  return cell == rank || (cell == SeenSetup::kMovable && isMovable(static_cast<Rank>(rank)));
}

}  // namespace

SeenSetup SeenSetup::of(const PlayerView& view) {
  SeenSetup seen;
  seen.variant = view.config.variant;
  seen.board = view.config.board;
  seen.cells.fill(kUnknown);
  const Side enemy = opponent(view.viewer);
  const Board& geometry = view.config.geometry();
  for (const ViewPiece& p : view.pieces) {
    if (p.side != enemy || p.startSquare >= kGridSize) continue;
    const Square s = geometry.asRed(enemy, p.startSquare);
    if (p.rank) seen.cells[s] = static_cast<std::int8_t>(index(*p.rank));
    else if (p.flags & kMoved) seen.cells[s] = kMovable;
  }
  return seen;
}

bool SeenSetup::fits(const SeenSetup& other) const {
  if (variant != other.variant || board != other.board) return false;
  for (int s = 0; s < kGridSize; ++s)
    if (!compatible(cells[s], other.cells[s])) return false;
  return true;
}

int SeenSetup::agreements(const SeenSetup& other) const {
  int n = 0;
  for (int s = 0; s < kGridSize; ++s) n += isRank(cells[s]) && cells[s] == other.cells[s];
  return n;
}

void SeenSetup::merge(const SeenSetup& other) {
  for (int s = 0; s < kGridSize; ++s)
    if (cells[s] == kUnknown || (cells[s] == kMovable && isRank(other.cells[s]))) cells[s] = other.cells[s];
  games += other.games;
}

bool SeenSetup::blank() const {
  return std::all_of(cells.begin(), cells.end(), [](std::int8_t cell) { return cell == kUnknown; });
}

namespace {

SetupRecall::FlagNeighbours countFlagNeighbours(const std::vector<SeenSetup>& setups) {
  SetupRecall::FlagNeighbours out;
  for (const SeenSetup& setup : setups)
    for (int flag = 0; flag < kGridSize; ++flag) {
      if (setup.cells[static_cast<std::size_t>(flag)] != index(Rank::Flag)) continue;
      for (Bitboard around = kNeighbours[static_cast<Square>(flag)]; !around.empty();) {
        const std::int8_t cell = setup.cells[around.popLowest()];
        if (cell == SeenSetup::kUnknown) continue;
        ++out.seen;
        out.bombs += cell == index(Rank::Bomb);
      }
    }
  return out;
}

}  // namespace

void OpponentTallies::add(const OpponentTallies& other) {
  movedRanks.add(other.movedRanks);
  behaviourTrust.add(other.behaviourTrust);
  recaptures.add(other.recaptures);
}

SetupRecall::SetupRecall(std::vector<SeenSetup> setups, double repeatOdds, const OpponentTallies& tallies)
    : setups_(std::move(setups)),
      repeatOdds_(repeatOdds),
      flagNeighbours_(countFlagNeighbours(setups_)),
      tallies_(tallies),
      movedRankFactors_(tallies_.movedRanks.factors()),
      trust_(tallies_.behaviourTrust.trust()),
      recapturePower_(tallies_.recaptures.power()) {}

std::vector<double> SetupRecall::posterior(const PlayerView& view, const SetupPrior& prior) const {
  const Side enemy = opponent(view.viewer);
  const Board& geometry = view.config.geometry();
  int games = 0;
  for (const SeenSetup& setup : setups_) games += setup.games;
  // Each remembered setup against a setup not seen before, whose likelihood is 1: a shown
  // rank the setup foretold counts for it (kAgreementWeight), one it did not rules it out.
  std::vector<double> weight(setups_.size());
  double total = 1.0 - repeatOdds_;
  for (std::size_t k = 0; k < setups_.size(); ++k) {
    double w = repeatOdds_ * setups_[k].games / std::max(1, games);
    for (const ViewPiece& p : view.pieces) {
      if (p.side != enemy || p.startSquare >= kGridSize || w == 0) continue;
      const std::int8_t cell = setups_[k].cells[geometry.asRed(enemy, p.startSquare)];
      if (cell == SeenSetup::kUnknown) continue;
      if (p.rank) {
        const double ratio = 1.0 / std::max(kLeastPrior, priorOf(prior, enemy, p.startSquare, cell));
        w = cellAllows(cell, index(*p.rank)) ? w * std::pow(ratio, kAgreementWeight) : 0;
      } else if ((p.flags & kMoved) && isRank(cell) && !isMovable(static_cast<Rank>(cell))) {
        w = 0;  // it moved where the setup had a Bomb or the Flag
      }
    }
    weight[k] = w;
    total += w;
  }
  for (double& w : weight) w /= total;
  return weight;
}

std::vector<std::array<float, kRankCount>> SetupRecall::evidence(const PlayerView& view, const SetupPrior& prior,
                                                                 const std::vector<double>& weight) const {
  std::vector<std::array<float, kRankCount>> out(view.pieces.size());
  for (auto& row : out) row.fill(1.0f);
  if (setups_.empty()) return out;
  const Side enemy = opponent(view.viewer);
  const Board& geometry = view.config.geometry();
  for (std::size_t id = 0; id < view.pieces.size(); ++id) {
    const ViewPiece& p = view.pieces[id];
    if (p.side != enemy || p.rank || p.startSquare >= kGridSize) continue;
    // A mixture: each remembered setup that knows this square by its weight, the prior by
    // what is left; as a factor on the prior.
    std::array<double, kRankCount> factor{};
    double unknown = 1.0;
    for (std::size_t k = 0; k < setups_.size(); ++k) {
      const std::int8_t cell = setups_[k].cells[geometry.asRed(enemy, p.startSquare)];
      if (cell == SeenSetup::kUnknown || weight[k] == 0) continue;
      unknown -= weight[k];
      const double share = weight[k] / std::max(kLeastPrior, priorOf(prior, enemy, p.startSquare, cell));
      for (int r = 0; r < kRankCount; ++r)
        if (cellAllows(cell, r)) factor[r] += share;
    }
    for (int r = 0; r < kRankCount; ++r) out[id][r] = static_cast<float>(std::max(kLeastUnremembered, unknown) + factor[r]);
  }
  return out;
}

SetupMemory::SetupMemory(int lag, const std::vector<RememberedGame>& earlier, Journal journal)
    : lag_(lag), journal_(std::move(journal)) {
  const int count = static_cast<int>(earlier.size());
  for (int i = 0; i < count; ++i) {
    const RememberedGame& g = earlier[static_cast<std::size_t>(i)];
    tallies_.push_back({i - count, g.seen.variant, g.seen.board, g.tallies});
    if (!g.seen.blank()) entries_.push_back({i - count, g.seen});
  }
}

void SetupMemory::remember(int game, const PlayerView& finalView, const OpponentTallies& tallies) {
  if (finalView.config.freeSetup()) return;  // pieces of any army anywhere: nothing to learn
  const SeenSetup seen = SeenSetup::of(finalView);
  std::lock_guard lock(mutex_);
  nextGame_ = std::max(nextGame_, game + 1);
  tallies_.push_back({game, finalView.config.variant, finalView.config.board, tallies});
  // A game in which nothing moved tallied nothing either: it would tell a later one nothing.
  if (seen.blank() && tallies.empty()) return;
  if (!seen.blank()) entries_.push_back({game, seen});
  if (journal_) journal_({seen, tallies});
}

void SetupMemory::close(int game) {
  std::lock_guard lock(mutex_);
  nextGame_ = std::max(nextGame_, game + 1);
  closedGames_.insert(game);
  while (closedGames_.contains(closedPrefix_)) closedGames_.erase(closedPrefix_++);
  closed_.notify_all();
}

void SetupMemory::awaitRecallable(int game) {
  std::unique_lock lock(mutex_);
  closed_.wait(lock, [&] { return closedPrefix_ > game - lag_; });
}

int SetupMemory::nextGame() const {
  std::lock_guard lock(mutex_);
  return nextGame_;
}

SeriesSeat nextSeat(const std::shared_ptr<SetupMemory>& memory) {
  return memory ? SeriesSeat{memory, memory->nextGame()} : SeriesSeat{};
}

SetupRecall SetupMemory::recall(const GameConfig& config, int game) const {
  std::vector<Entry> entries;
  OpponentTallies tallies;
  {
    std::lock_guard lock(mutex_);
    for (const Entry& e : entries_)
      if (e.game <= game - lag_ && e.seen.variant == config.variant && e.seen.board == config.board)
        entries.push_back(e);
    for (const TallyEntry& t : tallies_)
      if (t.game <= game - lag_ && t.variant == config.variant && t.board == config.board) tallies.add(t.tallies);
  }
  std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.game < b.game; });
  // In game order: a game that fits a setup seen before, on enough squares, was a repeat
  // and adds what it showed; one that fits none was a new setup; one that fits but shows
  // too little to tell is left out. The odds of a repeat: (repeats + 1) / (games told + 2).
  std::vector<SeenSetup> setups;
  int repeats = 0, told = 0;
  for (const Entry& e : entries) {
    auto same = std::find_if(setups.begin(), setups.end(), [&](const SeenSetup& s) {
      return s.fits(e.seen) && s.agreements(e.seen) >= kSameSetupAgreements;
    });
    if (same != setups.end()) {
      same->merge(e.seen);
      ++repeats, ++told;
    } else if (std::none_of(setups.begin(), setups.end(), [&](const SeenSetup& s) { return s.fits(e.seen); })) {
      told += !setups.empty();
      setups.push_back(e.seen);
    }
  }
  return {std::move(setups), (repeats + 1.0) / (told + 2.0), tallies};
}

}  // namespace stratego
