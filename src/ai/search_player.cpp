#include "ai/search_player.hpp"

#include <algorithm>
#include <array>
#include <chrono>

#include "ai/setup_generator.hpp"
#include "ai/shared_resources.hpp"
#include "ai/tree_search.hpp"

namespace stratego {
namespace {

constexpr int kTableLog2 = 18;  // 4 MiB a player
// By level (1-based): node budget, sampled states, a depth cap for the lowest two, and
// whether the evaluation pulls toward the enemy Flag. Measured (README, "The levels
// against each other"): one ply, two plies and more samples at one ply all play alike
// (the quiescence search already sees the replies that capture), so what sets level 1
// below level 2 is the pull toward the Flag, which level 1 lacks; above them, searching
// as deep as the budget allows makes a level stronger, and a level needs about four times
// the nodes of the one below to be clearly so. More than 128k nodes measured no
// stronger (512k over 128k: +13 Elo over 544 duel games), so the top level stops there.
struct Level {
  std::int64_t nodes;
  int samples;
  int maxDepth;
  bool progress;
};
constexpr std::array<Level, 5> kLevels = {{
    {4000, 4, 1, false},
    {4000, 4, 1, true},
    {8000, 6, 64, true},
    {32000, 10, 64, true},
    {128000, 14, 64, true},
}};

// What a draw costs a strong level (EvalTerms::contempt): as much as losing the Marshal.
// With none, ours took the draw by the no-battle cap whenever a little behind, and a passive
// bot drew a third of its games (hunter, 2012: 21-9-0); with 150 or 300 the search still
// found no battle worth the reset in time (23-7-0, 10-3-0 of 13); with 1,000, 30-0-0.
constexpr int kDrawContempt = 1000;

}  // namespace

SearchPlayerSettings greedySettings() { return {"greedy", 6, 0, 1, 0, EvalTerms{.progress = false}}; }

SearchPlayerSettings strongSettings(int level) {
  const auto i = static_cast<std::size_t>(std::clamp(level, 1, static_cast<int>(kLevels.size())) - 1);
  const Level& l = kLevels[i];
  return {"strong:" + std::to_string(i + 1), l.samples, l.nodes, l.maxDepth, 4,
          EvalTerms{.progress = l.progress, .contempt = kDrawContempt}};
}

std::int64_t moveBudgetMs(const ThinkLimits& limits) {
  if (limits.moveTimeMs > 0) return limits.moveTimeMs;
  if (limits.remainingMs <= 0) return 0;
  const std::int64_t share = limits.remainingMs / 40 + limits.incrementMs * 4 / 5;
  return std::max<std::int64_t>(1, std::min(share, limits.remainingMs / 4));
}

SearchPlayer::SearchPlayer(SearchPlayerSettings settings, SeriesSeat seat)
    : settings_(std::move(settings)), nextGame_(seat.game) {
  if (settings_.remembersSetups) memory_ = seat.memory ? std::move(seat.memory) : std::make_shared<SetupMemory>();
}

void SearchPlayer::newGame(const GameConfig& config, Side side, std::uint64_t seed) {
  config_ = config;
  side_ = side;
  rng_ = Random(seed);
  prior_ = &sharedSetupPrior(config);
  if (!table_) table_ = std::make_unique<TranspositionTable>(kTableLog2);
  table_->clear();
  game_ = nextGame_++;
  if (memory_) recall_ = memory_->recall(config, game_);
  movedPieces_ = {};
  recaptures_ = {};
}

SetupDecision SearchPlayer::setup() { return {chooseSetup(sharedSetupLibrary(), config_, side_, rng_), {}}; }

Decision SearchPlayer::choose(const PlayerView& view, const ThinkLimits& limits) {
  if (!prior_) newGame(view.config, view.viewer, 1);
  SampledSearchSettings search;
  search.samples = settings_.samples;
  search.nodes = limits.nodes > 0 ? limits.nodes : settings_.nodes;
  search.maxDepth = settings_.maxDepth;
  search.quiescenceDepth = settings_.quiescenceDepth;
  search.terms = settings_.terms;
  if (const std::int64_t ms = moveBudgetMs(limits); ms > 0)
    search.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms * 9 / 10);
  search.recall = &recall_;
  Decision decision = settings_.treeSearch ? decideByTreeSearch(view, *prior_, search, rng_)
                                           : decideBySampling(view, *prior_, search, rng_, *table_);
  if (memory_) {
    movedPieces_.observe(view, decision.report.beliefs, {recall_.movedRankFactors(), recall_.behaviourTrust()},
                         [&](float trust) { return computeBeliefs(view, *prior_, &recall_, trust); });
    recaptures_.observe(view, decision.move, decision.report.beliefs);
  }
  return decision;
}

void SearchPlayer::gameOver(const PlayerView& view) {
  if (!memory_ || game_ < 0) return;
  memory_->remember(game_, view,
                    {movedPieces_.movedRanks(view), movedPieces_.behaviourTrust(view), recaptures_.tally(view)});
  memory_->close(game_);
  game_ = -1;  // remembered once
}

}  // namespace stratego
