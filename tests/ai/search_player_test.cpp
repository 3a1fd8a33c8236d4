// The thinking players as a whole: legal moves wherever a game stands, in every variant;
// the same move for the same seed and node budget; time budgets from the clock; and the
// built-in names.
#include "ai/search_player.hpp"

#include <gtest/gtest.h>

#include "ai/builtin_players.hpp"
#include "core/playout.hpp"
#include "support/refereed_game.hpp"

namespace stratego {
namespace {

constexpr Variant kAll[] = {Variant::Classic, Variant::Duel,      Variant::Barrage,
                            Variant::Duel10,  Variant::Barrage10, Variant::Free};

// A game between two players of `spec` with a small node budget, every move checked.
void playWholeGame(Variant variant, const std::string& spec, std::uint64_t seed) {
  std::string error;
  std::unique_ptr<Player> red = makeBuiltinPlayer(spec, error), blue = makeBuiltinPlayer(spec, error);
  ASSERT_TRUE(red && blue) << error;
  const auto end = testing::refereeGame(*red, *blue, presetConfig(variant), seed, {.nodes = 1500});
  ASSERT_TRUE(end);
  EXPECT_TRUE(end->outcome().over());
  EXPECT_NE(end->outcome().reason, EndReason::Resignation) << variantName(variant);
}

TEST(SearchPlayer, PlaysOnlyLegalMovesInEveryVariant) {
  for (Variant v : kAll) playWholeGame(v, "strong:1", 11);
}

TEST(SearchPlayer, GreedyPlaysOnlyLegalMovesToo) {
  for (Variant v : {Variant::Classic, Variant::Duel}) playWholeGame(v, "greedy", 5);
}

TEST(SearchPlayer, SameSeedAndNodesSameMoves) {
  const GameConfig config = presetConfig(Variant::Classic);
  Random rng(3);
  GameState state(config, randomStart(config, rng));
  for (int i = 0; i < 30; ++i) state.make(state.randomLegalMove(rng));
  const PlayerView view = makeView(state, state.toMove());
  ThinkLimits limits;
  limits.nodes = 20000;
  std::vector<Decision> decisions;
  for (int run = 0; run < 2; ++run) {
    SearchPlayer player(strongSettings(2));
    player.newGame(config, state.toMove(), 99);
    decisions.push_back(player.choose(view, limits));
  }
  EXPECT_EQ(decisions[0].move, decisions[1].move);
  EXPECT_EQ(decisions[0].report.nodes, decisions[1].report.nodes);
  EXPECT_EQ(decisions[0].report.score, decisions[1].report.score);
  EXPECT_EQ(decisions[0].report.pv, decisions[1].report.pv);
}

TEST(SearchPlayer, ReportsItsThinkingAndBeliefs) {
  const GameConfig config = presetConfig(Variant::Classic);
  Random rng(4);
  GameState state(config, randomStart(config, rng));
  SearchPlayer player(strongSettings(1));
  player.newGame(config, Side::Red, 1);
  const Decision d = player.choose(makeView(state, Side::Red), {});
  EXPECT_GE(d.report.depth, 1);
  EXPECT_GT(d.report.nodes, 0);
  EXPECT_EQ(d.report.samples, strongSettings(1).samples);
  ASSERT_FALSE(d.report.pv.empty());
  EXPECT_EQ(d.report.pv.front(), d.move);
  EXPECT_EQ(d.report.beliefs.size(), 40u);  // every enemy piece is hidden at the start
  for (const PieceBelief& b : d.report.beliefs) {
    float sum = 0;
    for (float p : b.odds) sum += p;
    EXPECT_NEAR(sum, 1.0f, 1e-3);
  }
}

TEST(SearchPlayer, HigherLevelsSearchMore) {
  // Levels 1 and 2 look one ply ahead and at the attacks that follow; level 2 also heads
  // for the Flag. Above them, each level searches more nodes in more samples.
  EXPECT_EQ(strongSettings(1).maxDepth, 1);
  EXPECT_EQ(strongSettings(2).maxDepth, 1);
  EXPECT_FALSE(strongSettings(1).terms.progress);
  EXPECT_TRUE(strongSettings(2).terms.progress);
  for (int level = 1; level <= kStrongLevels; ++level) EXPECT_GT(strongSettings(level).quiescenceDepth, 0) << level;
  for (int level = 3; level <= kStrongLevels; ++level) {
    EXPECT_GT(strongSettings(level).nodes, strongSettings(level - 1).nodes);
    EXPECT_GT(strongSettings(level).samples, strongSettings(level - 1).samples);
    EXPECT_GT(strongSettings(level).maxDepth, 8);  // as deep as its budget allows
  }
  EXPECT_EQ(greedySettings().maxDepth, 1);
  EXPECT_EQ(greedySettings().quiescenceDepth, 0);
  EXPECT_FALSE(greedySettings().terms.progress);
}

TEST(MoveBudget, FromTheMoveTimeOrTheClock) {
  EXPECT_EQ(moveBudgetMs({}), 0);
  ThinkLimits fixed;
  fixed.moveTimeMs = 250;
  EXPECT_EQ(moveBudgetMs(fixed), 250);
  ThinkLimits clock;
  clock.remainingMs = 60000;
  clock.incrementMs = 1000;
  EXPECT_EQ(moveBudgetMs(clock), 60000 / 40 + 800);
  clock.remainingMs = 2000;  // short of time: never more than a quarter of what is left
  EXPECT_EQ(moveBudgetMs(clock), 500);
}

TEST(BuiltinPlayers, NamesAndLevels) {
  std::string error;
  for (const std::string& name : builtinPlayerNames()) EXPECT_NE(makeBuiltinPlayer(name, error), nullptr) << name;
  EXPECT_EQ(makeBuiltinPlayer("strong:3", error)->name(), "strong:3");
  EXPECT_EQ(makeBuiltinPlayer("strong", error)->name(), "strong:" + std::to_string(kDefaultStrongLevel));
  for (const char* bad : {"strong:0", "strong:6", "strong:x", "strong:", "genius", ""}) {
    error.clear();
    EXPECT_EQ(makeBuiltinPlayer(bad, error), nullptr) << bad;
    EXPECT_FALSE(error.empty()) << bad;
  }
}

}  // namespace
}  // namespace stratego
