#include "ai/search_player.hpp"

#include <algorithm>
#include <array>
#include <chrono>

#include "ai/setup_generator.hpp"
#include "ai/shared_resources.hpp"

namespace stratego {
namespace {

constexpr int kTableLog2 = 18;  // 4 MiB a player
// By level (1-based): node budget, sampled states, and a depth cap for the lowest. Measured
// on duel (README, "The levels against each other"): one ply, two plies and more samples
// at one ply all play alike (the quiescence search already sees the replies that capture);
// what makes a level stronger is searching as deep as its budget allows.
constexpr std::array<std::int64_t, 5> kLevelNodes = {4000, 8000, 32000, 128000, 512000};
constexpr std::array<int, 5> kLevelSamples = {4, 6, 10, 14, 20};
constexpr std::array<int, 5> kLevelDepth = {1, 64, 64, 64, 64};

}  // namespace

SearchPlayerSettings greedySettings() { return {"greedy", 6, 0, 1, 0, EvalTerms{.progress = false}}; }

SearchPlayerSettings strongSettings(int level) {
  const auto i = static_cast<std::size_t>(std::clamp(level, 1, static_cast<int>(kLevelNodes.size())) - 1);
  return {"strong:" + std::to_string(i + 1), kLevelSamples[i], kLevelNodes[i], kLevelDepth[i], 4, EvalTerms{}};
}

std::int64_t moveBudgetMs(const ThinkLimits& limits) {
  if (limits.moveTimeMs > 0) return limits.moveTimeMs;
  if (limits.remainingMs <= 0) return 0;
  const std::int64_t share = limits.remainingMs / 40 + limits.incrementMs * 4 / 5;
  return std::max<std::int64_t>(1, std::min(share, limits.remainingMs / 4));
}

SearchPlayer::SearchPlayer(SearchPlayerSettings settings) : settings_(std::move(settings)) {}

void SearchPlayer::newGame(const GameConfig& config, Side side, std::uint64_t seed) {
  config_ = config;
  side_ = side;
  rng_ = Random(seed);
  prior_ = &sharedSetupPrior(config);
  if (!table_) table_ = std::make_unique<TranspositionTable>(kTableLog2);
  table_->clear();
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
  return decideBySampling(view, *prior_, search, rng_, *table_);
}

}  // namespace stratego
