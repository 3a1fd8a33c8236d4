// How a game of Card Battle ends (RULES.md section 9): a side that cannot attack at step 2
// loses (the Flag ability does not save it), the no-battle cap draws, a player resigns.
// The Flag capture is in card_battle_test.cpp.
#include <gtest/gtest.h>

#include "card_table_builder.hpp"

namespace stratego::cards::testing {
namespace {

TEST(CardEnd, ASideWithOnlyBombsAndTheFlagLosesAtItsStepTwo) {
  // Blue acts; then Red's turn begins with Bombs and the Flag in front: Red loses, though
  // its Flag could redeal and its hand holds attackers.
  CardGame game = build({.red = {.front = "F B B . .", .hand = "10 9", .pile = "8"},
                         .blue = {.front = "S 9 8 7 F"},
                         .toAct = Side::Blue});
  play(game, "spy a");
  EXPECT_EQ(game.phase(), Phase::Over);
  EXPECT_EQ(game.outcome(), (Outcome{Winner::Blue, EndReason::NoLegalMove}));
  std::vector<CardAction> actions;
  game.legalActions(actions);
  EXPECT_TRUE(actions.empty());
  EXPECT_EQ(why(game, "flag a"), "the game is over");
}

TEST(CardEnd, LosingTheLastAttackerInBattleLosesTheGame) {
  // Red's only attacker dies against a Bomb; Red has nothing to fill with.
  CardGame game = build({.red = {.front = "F B 4 . ."}, .blue = {.front = "B 9 8 7 F"}});
  play(game, "attack c a");
  // Blue is not stuck; Blue acts, and Red's next turn finds no attacker.
  EXPECT_EQ(game.toAct(), Side::Blue);
  EXPECT_EQ(game.phase(), Phase::Act);
  play(game, "attack b b");  // Blue's 9 on Red's Bomb: lost
  EXPECT_EQ(game.outcome(), (Outcome{Winner::Blue, EndReason::NoLegalMove}));
}

TEST(CardEnd, BlueLosesTheSameWay) {
  CardGame game = build({.red = {.front = "S 9 8 7 F"}, .blue = {.front = "B . F . ."}});
  play(game, "spy a");
  EXPECT_EQ(game.outcome(), (Outcome{Winner::Red, EndReason::NoLegalMove}));
}

TEST(CardEnd, TurnsWithoutABattleUpToTheCapDraw) {
  CardGame game = build({.red = {.front = "S 9 8 7 F"},
                         .blue = {.front = "S 9 8 7 F"},
                         .turnsWithoutBattle = 1,
                         .noBattleTurns = 3});
  play(game, "spy a");  // the second turn without a battle
  EXPECT_EQ(game.turnsWithoutBattle(), 2);
  EXPECT_EQ(game.phase(), Phase::Act);
  play(game, "spy a");  // the third: the cap
  EXPECT_EQ(game.turnsWithoutBattle(), 3);
  EXPECT_EQ(game.phase(), Phase::Over);
  EXPECT_EQ(game.outcome(), (Outcome{Winner::Draw, EndReason::NoBattleCap}));
}

TEST(CardEnd, ACapOfZeroMeansNoLimit) {
  CardGame game = build({.red = {.front = "S 9 8 7 F"},
                         .blue = {.front = "S 9 8 7 F"},
                         .turnsWithoutBattle = 5000,
                         .noBattleTurns = 0});
  play(game, "spy a");
  EXPECT_FALSE(game.outcome().over());
  EXPECT_EQ(game.turnsWithoutBattle(), 5001);
}

TEST(CardEnd, ARedealCountsAsATurnWithoutABattle) {
  CardGame game = build({.red = {.front = "F 9 8 7 6"},
                         .blue = {.front = "S 9 8 7 F"},
                         .turnsWithoutBattle = 2,
                         .noBattleTurns = 3});
  play(game, "flag a");
  std::vector<CardAction> actions;
  game.legalActions(actions);
  game.apply(actions.front());
  EXPECT_EQ(game.outcome(), (Outcome{Winner::Draw, EndReason::NoBattleCap}));
}

TEST(CardEnd, ResigningGivesTheGameToTheOpponent) {
  CardGame game = build({.red = {.front = "S 9 8 7 F"}, .blue = {.front = "S 9 8 7 F"}});
  game.resign(Side::Red);
  EXPECT_EQ(game.outcome(), (Outcome{Winner::Blue, EndReason::Resignation}));
  EXPECT_EQ(game.phase(), Phase::Over);
  game.resign(Side::Blue);  // too late: the game is over
  EXPECT_EQ(game.outcome(), (Outcome{Winner::Blue, EndReason::Resignation}));

  CardGame other = build({.red = {.front = "S 9 8 7 F"}, .blue = {.front = "S 9 8 7 F"}});
  other.resign(Side::Blue);  // out of turn too
  EXPECT_EQ(other.outcome(), (Outcome{Winner::Red, EndReason::Resignation}));
}

TEST(CardEnd, AGameRunsOnAfterBothPilesAreEmpty) {
  // Few cards left everywhere: turns pass, hands run dry, and battles still decide it.
  CardGame game = build({.red = {.front = "10 . . . F", .hand = "3"}, .blue = {.front = "9 . 2 . F"}});
  play(game, "attack a a");  // 10 beats 9
  EXPECT_EQ(game.phase(), Phase::Fill);
  play(game, "fill b 3");
  EXPECT_EQ(game.toAct(), Side::Blue);
  play(game, "attack c a");  // 2 loses to the exposed 10
  EXPECT_EQ(game.toAct(), Side::Red);
  EXPECT_FALSE(game.outcome().over());
  play(game, "attack a e");
  EXPECT_EQ(game.outcome(), (Outcome{Winner::Red, EndReason::FlagCaptured}));
}

}  // namespace
}  // namespace stratego::cards::testing
