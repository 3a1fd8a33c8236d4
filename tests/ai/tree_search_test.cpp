// Information-set Monte Carlo tree search: it takes a Flag that the view pins down, saves a
// piece from a shown threat, stays within its budget, repeats itself for a seed, and plays
// whole games legally as a player option.
#include "ai/tree_search.hpp"

#include <gtest/gtest.h>

#include "ai/builtin_players.hpp"
#include "ai/shared_resources.hpp"
#include "core/position_builder.hpp"
#include "support/refereed_game.hpp"

namespace stratego {
namespace {

using testing::freeGame;
using testing::mv;
using testing::play;

Decision decide(const GameState& state, std::int64_t nodes, std::uint64_t seed = 1) {
  const PlayerView view = makeView(state, state.toMove());
  SampledSearchSettings settings;
  settings.samples = 4;
  settings.nodes = nodes;
  Random rng(seed);
  return decideByTreeSearch(view, sharedSetupPrior(state.config()), settings, rng);
}

TEST(TreeSearch, TakesTheFlagThatTheViewPinsDown) {
  // Blue's Scout has moved, so its one unmoved piece, beside Red's Sergeant, is the Flag.
  GameState s = freeGame({"r4 e4", "r5 b1", "rF a1", "bF e5", "b2 j9"});
  play(s, "b1", "b2");
  play(s, "j9", "j8");
  const Decision d = decide(s, 4000);
  EXPECT_EQ(d.move, mv("e4", "e5"));
  EXPECT_GT(d.report.score, 1000);
}

TEST(TreeSearch, MovesAPieceOutOfAShownThreat) {
  // Blue's Marshal showed itself taking Red's Scout and now stands beside Red's General.
  // Red's Captain could take the piece that stepped up to it (it moved, so it is Blue's
  // Lieutenant), but that, or attacking, loses the General.
  GameState s = freeGame({"r9 e3", "r2 f4", "r6 g1", "rF a1", "rB b1", "bX e5", "b5 g4", "bF j10", "bB i10"});
  play(s, "g1", "g2");
  play(s, "g4", "g3");
  play(s, "f4", "e4");
  play(s, "e5", "e4");
  const Decision d = decide(s, 20000);
  EXPECT_EQ(d.move.from(), testing::sq("e3"));
  EXPECT_NE(d.move.to(), testing::sq("e4"));
}

TEST(TreeSearch, StaysWithinItsBudgetAndRepeatsForASeed) {
  GameState s = freeGame({"r9 e3", "r2 f4", "r6 h2", "rF a1", "rB b1", "bX e5", "b7 f7", "bF j10", "bB i10"});
  const Decision a = decide(s, 3000, 7), b = decide(s, 3000, 7);
  EXPECT_GE(a.report.nodes, 3000);
  EXPECT_LE(a.report.nodes, 3500);  // the last walk and its leaf's quiescence may end past it
  EXPECT_EQ(a.report.samples, 16);
  EXPECT_EQ(a.move, b.move);
  EXPECT_EQ(a.report.nodes, b.report.nodes);
  EXPECT_EQ(a.report.pv, b.report.pv);
  ASSERT_FALSE(a.report.pv.empty());
  EXPECT_EQ(a.report.pv.front(), a.move);
}

TEST(TreeSearch, IsAPlayerOptionThatPlaysLegalGames) {
  std::string error;
  const std::unique_ptr<Player> red = makeBuiltinPlayer("strong:3,search=mcts", error);
  ASSERT_NE(red, nullptr) << error;
  EXPECT_EQ(red->name(), "strong:3,search=mcts");
  const std::unique_ptr<Player> blue = makeBuiltinPlayer("strong:1", error);
  for (Variant v : {Variant::Classic, Variant::Duel}) {
    const auto end = testing::refereeGame(*red, *blue, presetConfig(v), 3, {.nodes = 1500});
    ASSERT_TRUE(end);
    EXPECT_TRUE(end->outcome().over());
    EXPECT_NE(end->outcome().reason, EndReason::Resignation) << variantName(v);
  }
  EXPECT_EQ(makeBuiltinPlayer("strong,search=alphabeta", error)->name(), "strong:5,search=alphabeta");
  EXPECT_EQ(makeBuiltinPlayer("strong,search=uct", error), nullptr);
  EXPECT_EQ(error, "search in 'strong,search=uct': expected alphabeta or mcts");
}

}  // namespace
}  // namespace stratego
