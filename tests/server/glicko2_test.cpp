#include "server/glicko2.hpp"

#include <gtest/gtest.h>

namespace stratego::server {
namespace {

// The worked example of Glickman's paper plays three games in one period; a single game
// against a known opponent is checked here against the same formulas, by their properties.
TEST(Glicko2, AWinRaisesALossLowersADrawBetweenEqualsKeeps) {
  const Glicko fresh;
  EXPECT_GT(glickoUpdate(fresh, fresh, 1).rating, 1500);
  EXPECT_LT(glickoUpdate(fresh, fresh, 0).rating, 1500);
  EXPECT_NEAR(glickoUpdate(fresh, fresh, 0.5).rating, 1500, 1e-6);
  EXPECT_LT(glickoUpdate(fresh, fresh, 1).deviation, 350);  // a game teaches something
}

TEST(Glicko2, MatchesThePapersFirstGame) {
  // Player 1500/200/0.06 beats 1400/30: Glickman's example gives E = 0.639 for this game
  // and g = 0.9955; alone in a period the new rating is about 1563.
  const Glicko after = glickoUpdate({1500, 200, 0.06}, {1400, 30, 0.06}, 1);
  EXPECT_NEAR(after.rating, 1563.6, 1.0);
  EXPECT_NEAR(after.deviation, 175.4, 1.0);
  EXPECT_NEAR(after.volatility, 0.06, 0.001);
}

TEST(Glicko2, BeatingAStrongerPlayerGainsMore) {
  const Glicko me{1500, 100, 0.06};
  EXPECT_GT(glickoUpdate(me, {1800, 100, 0.06}, 1).rating - 1500, glickoUpdate(me, {1300, 100, 0.06}, 1).rating - 1500);
}

}  // namespace
}  // namespace stratego::server
