// RULES.md section 5: the end of the game.
#include <gtest/gtest.h>

#include "position_builder.hpp"

namespace stratego {
namespace {

using testing::freeGame;
using testing::mv;
using testing::play;

TEST(GameEnd, CapturingTheFlagWins) {
  GameState s = freeGame({"r2 a1", "rF j1", "bF a9", "b5 j9"});
  play(s, "a1", "a9");
  EXPECT_EQ(s.outcome(), (Outcome{Winner::Red, EndReason::FlagCaptured}));
  EXPECT_EQ(s.check(mv("j9", "j8")), MoveError::kGameOver);
  MoveList list;
  EXPECT_EQ(s.legalMoves(list), 0);
}

TEST(GameEnd, APlayerWithoutLegalMoveLoses) {
  // Blue's last movable piece dies attacking a Bomb; Blue is left with Bomb and Flag.
  GameState s = freeGame({"rB e5", "r5 a1", "rF j1", "b4 e6", "bB a10", "bF j10"});
  play(s, "a1", "a2");
  play(s, "e6", "e5");
  EXPECT_FALSE(s.outcome().over());  // known only once the side to move is examined
  play(s, "a2", "a3");
  s.updateNoMoveOutcome();
  EXPECT_EQ(s.outcome(), (Outcome{Winner::Red, EndReason::NoLegalMove}));
}

TEST(GameEnd, BothWithoutLegalMoveIsADraw) {
  GameState s = freeGame({"r5 e4", "rF a1", "b5 e5", "bF j10"});
  play(s, "e4", "e5");  // equal ranks: both removed, neither side can move
  s.updateNoMoveOutcome();
  EXPECT_EQ(s.outcome(), (Outcome{Winner::Draw, EndReason::BothNoLegalMove}));
}

TEST(GameEnd, ASetupThatCanNeverMoveIsLegalAndLoses) {
  GameState s = freeGame({"r5 a1", "rB a2", "rB b1", "rF j1", "b5 j9", "bF j10"});
  s.updateNoMoveOutcome();
  EXPECT_EQ(s.outcome(), (Outcome{Winner::Blue, EndReason::NoLegalMove}));
}

TEST(GameEnd, TotalPlyCapIsADraw) {
  GameConfig config = presetConfig(Variant::Free);
  config.rules.plyCap = 4;
  GameState s(config, testing::pieces({"r5 a1", "rF j1", "b5 a10", "bF j10"}));
  play(s, "a1", "a2");
  play(s, "a10", "a9");
  play(s, "a2", "b2");
  EXPECT_FALSE(s.outcome().over());
  play(s, "a9", "b9");
  EXPECT_EQ(s.outcome(), (Outcome{Winner::Draw, EndReason::PlyCap}));
}

TEST(GameEnd, PliesWithoutBattleCapIsADrawAndABattleResetsIt) {
  GameConfig config = presetConfig(Variant::Free);
  config.rules.noBattleCap = 3;
  config.rules.plyCap = 0;
  GameState s(config, testing::pieces({"r5 a1", "r6 e4", "rF j1", "b4 e5", "b5 a10", "bF j10"}));
  play(s, "a1", "a2");
  play(s, "a10", "a9");
  play(s, "e4", "e5");  // battle
  EXPECT_EQ(s.pliesSinceBattle(), 0);
  play(s, "a9", "a8");
  play(s, "a2", "a3");
  EXPECT_FALSE(s.outcome().over());
  play(s, "a8", "a7");
  EXPECT_EQ(s.outcome(), (Outcome{Winner::Draw, EndReason::NoBattleCap}));
}

TEST(GameEnd, ResignationAndAgreementAreRecorded) {
  GameState s = freeGame({"r5 a1", "rF j1", "b5 a10", "bF j10"});
  s.setOutcome({Winner::Blue, EndReason::Resignation});
  EXPECT_EQ(s.check(mv("a1", "a2")), MoveError::kGameOver);
  EXPECT_EQ(endReasonName(s.outcome().reason), "resignation");
}

}  // namespace
}  // namespace stratego
