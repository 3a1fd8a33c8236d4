// The thinking players as a whole: legal moves wherever a game stands, in every variant;
// the same move for the same seed and node budget; time budgets from the clock; and the
// built-in names and their options.
#include "ai/search_player.hpp"

#include <gtest/gtest.h>

#include "ai/builtin_players.hpp"
#include "core/playout.hpp"
#include "core/position_builder.hpp"
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

// The view of the side to move after `plies` random moves from a random classic start.
PlayerView randomMidgameView(std::uint64_t seed, int plies) {
  const GameConfig config = presetConfig(Variant::Classic);
  Random rng(seed);
  GameState state(config, randomStart(config, rng));
  for (int i = 0; i < plies; ++i) state.make(state.randomLegalMove(rng));
  return makeView(state, state.toMove());
}

TEST(SearchPlayer, SameSeedAndNodesSameMoves) {
  const PlayerView view = randomMidgameView(3, 30);
  ThinkLimits limits;
  limits.nodes = 20000;
  std::vector<Decision> decisions;
  for (int run = 0; run < 2; ++run) {
    SearchPlayer player(strongSettings(2));
    player.newGame(view.config, view.viewer, 99);
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
  EXPECT_EQ(makeBuiltinPlayer("strong:3,contempt=-250", error)->name(), "strong:3,contempt=-250");
  EXPECT_EQ(makeBuiltinPlayer("greedy,contempt=2000", error)->name(), "greedy,contempt=2000");
  EXPECT_EQ(makeBuiltinPlayer("strong:2,memory=off,contempt=0", error)->name(), "strong:2,memory=off,contempt=0");
  for (const char* bad : {"strong:0", "strong:6", "strong:x", "strong:", "genius", "", "strong,", "strong,contempt",
                          "strong,contempt=", "strong,contempt=2001", "strong,contempt=-2001", "strong,contempt=1.5",
                          "strong,contempt=0,", "strong,hash=64", "random,contempt=0", "strong:9,contempt=0",
                          "strong,memory", "strong,memory=", "strong,memory=yes", "random,memory=off",
                          "strong,nodes", "strong,nodes=", "strong,nodes=1e6", "strong,nodes=100000001",
                          "strong,samples=-3", "strong,samples=257", "random,samples=4"}) {
    error.clear();
    EXPECT_EQ(makeBuiltinPlayer(bad, error), nullptr) << bad;
    EXPECT_FALSE(error.empty()) << bad;
  }
  makeBuiltinPlayer("strong,contempt=5000", error);
  EXPECT_EQ(error, "contempt in 'strong,contempt=5000': expected a whole number from -2000 to 2000");
  makeBuiltinPlayer("strong,hash=64", error);
  EXPECT_EQ(error, "unknown option 'hash' in 'strong,hash=64' (known: contempt=N, memory=on|off, nodes=N, samples=N, "
            "search=alphabeta|mcts)");
  makeBuiltinPlayer("strong,nodes=99", error);
  EXPECT_EQ(error, "nodes in 'strong,nodes=99': expected a whole number from 100 to 100000000");
  makeBuiltinPlayer("strong,samples=0", error);
  EXPECT_EQ(error, "samples in 'strong,samples=0': expected a whole number from 1 to 256");
  makeBuiltinPlayer("strong,memory=1", error);
  EXPECT_EQ(error, "memory in 'strong,memory=1': expected on or off");
}

// `nodes=N` and `samples=N` replace the level's budget and number of sampled states; a
// caller's node limit still bounds the search.
TEST(BuiltinPlayers, NodesAndSamplesOptionsSetTheSearchsBudget) {
  const PlayerView view = randomMidgameView(8, 20);
  const auto think = [&](const char* spec, ThinkLimits limits) {
    std::string error;
    const std::unique_ptr<Player> player = makeBuiltinPlayer(spec, error);
    EXPECT_NE(player, nullptr) << error;
    if (!player) return ThinkReport{};
    player->newGame(view.config, view.viewer, 3);
    return player->choose(view, limits).report;
  };
  const ThinkReport level = think("strong:3", {});
  EXPECT_EQ(level.samples, strongSettings(3).samples);
  EXPECT_LE(level.nodes, strongSettings(3).nodes + 1000);
  const ThinkReport more = think("strong:3,nodes=40000,samples=11", {});
  EXPECT_EQ(more.samples, 11);
  EXPECT_GT(more.nodes, strongSettings(3).nodes + 1000);
  EXPECT_LE(more.nodes, 41000);
  EXPECT_LE(think("strong:3,nodes=40000", {.nodes = 2000}).nodes, 3000);
  std::string error;
  EXPECT_EQ(makeBuiltinPlayer("strong,nodes=500000,samples=20", error)->name(), "strong:5,nodes=500000,samples=20");
}

// Red's Sergeant and Spy against Blue's Lieutenant and a Bomb, both shown (each took a
// Scout), and Red's move the last before the no-battle cap draws the game. The strong
// levels would rather lose the Sergeant on the Bomb than draw a little behind; told that
// a draw costs nothing, the same level takes it.
TEST(BuiltinPlayers, ContemptDecidesWhetherToPlayOnOrTakeTheDraw) {
  GameConfig config = presetConfig(Variant::Free);
  config.rules.noBattleCap = 20;
  config.rules.plyCap = 0;
  config.rules.twoSquareLimit = 0;
  GameState s(config, testing::pieces({"r4 e4", "rS a3", "r2 e6", "r2 i9", "rF a1", "bB e5", "b5 h10", "bF j10"}));
  for (const auto& [from, to] : {std::pair{"e6", "e5"}, {"h10", "h9"}, {"i9", "h9"}, {"h9", "h10"}}) testing::play(s, from, to);
  for (int i = 0; i < 9; ++i) {  // Spy and Lieutenant walk back and forth
    testing::play(s, i % 2 == 0 ? "a3" : "a4", i % 2 == 0 ? "a4" : "a3");
    testing::play(s, i % 2 == 0 ? "h10" : "h9", i % 2 == 0 ? "h9" : "h10");
  }
  ASSERT_EQ(s.pliesSinceBattle(), 19);
  const PlayerView view = makeView(s, Side::Red);
  const auto choice = [&](const char* spec) {
    std::string error;
    const std::unique_ptr<Player> player = makeBuiltinPlayer(spec, error);
    player->newGame(config, Side::Red, 5);
    return player->choose(view, {}).move;
  };
  EXPECT_EQ(choice("strong:3"), testing::mv("e4", "e5"));
  EXPECT_NE(choice("strong:3,contempt=0"), testing::mv("e4", "e5"));
}

}  // namespace
}  // namespace stratego
