// The play phase of a GameSession: turns, the ends of a game, draw offers, clocks, undo.
#include <gtest/gtest.h>

#include "play/session.hpp"
#include "session_helpers.hpp"

namespace stratego {
namespace {

using testing::expectRefused;
using testing::freeGame;
using testing::mv;

// Red's Marshal faces Blue's Flag; Red's Sergeant faces a Bomb; Blue's Marshal waits.
GameSession smallGame(const TimeControl& control = {}) {
  return freeGame({{"a1", Side::Red, Rank::Flag},
                   {"d4", Side::Red, Rank::Marshal},
                   {"e4", Side::Red, Rank::Sergeant},
                   {"d5", Side::Blue, Rank::Flag},
                   {"e5", Side::Blue, Rank::Bomb},
                   {"h8", Side::Blue, Rank::Marshal}},
                  control);
}

TEST(SessionPlay, MovesAlternateAndAreChecked) {
  GameSession session = smallGame();
  expectRefused(
      session, [](GameSession& s) { return s.move(Side::Blue, mv("h8", "h7"), 0); },
      "Blue cannot move: it is Red's turn");
  expectRefused(
      session, [](GameSession& s) { return s.move(Side::Red, mv("a1", "a2"), 0); }, "a1 to a2:");
  expectRefused(
      session, [](GameSession& s) { return s.move(Side::Red, mv("d4", "d6"), 0); }, "d4 to d6:");
  EXPECT_FALSE(session.move(Side::Red, mv("d4", "d3"), 0));
  EXPECT_EQ(testing::toMove(session), Side::Blue);
  EXPECT_FALSE(session.move(Side::Blue, mv("h8", "h7"), 0));
  EXPECT_EQ(session.record().moves, (std::vector<Move>{mv("d4", "d3"), mv("h8", "h7")}));
}

TEST(SessionPlay, CapturingTheFlagWins) {
  GameSession session = smallGame();
  EXPECT_FALSE(session.move(Side::Red, mv("d4", "d5"), 0));
  EXPECT_EQ(session.outcome(), (Outcome{Winner::Red, EndReason::FlagCaptured}));
  EXPECT_EQ(session.phase(), Phase::Over);
  EXPECT_EQ(session.record().result, session.outcome());
  expectRefused(
      session, [](GameSession& s) { return s.move(Side::Blue, mv("h8", "h7"), 0); }, "the game is over");
  expectRefused(
      session, [](GameSession& s) { return s.resign(Side::Blue); }, "the game is over");
}

TEST(SessionPlay, ASideWithoutLegalMovesLoses) {
  GameSession session = freeGame({{"a1", Side::Red, Rank::Flag},
                                  {"e4", Side::Red, Rank::Sergeant},
                                  {"e5", Side::Blue, Rank::Bomb},
                                  {"h8", Side::Blue, Rank::Flag},
                                  {"g8", Side::Blue, Rank::Marshal}});
  EXPECT_FALSE(session.move(Side::Red, mv("e4", "e5"), 0));  // the Sergeant dies on the Bomb
  EXPECT_FALSE(session.outcome().over());
  EXPECT_FALSE(session.move(Side::Blue, mv("g8", "g7"), 0));
  EXPECT_EQ(session.outcome(), (Outcome{Winner::Blue, EndReason::NoLegalMove}));
}

TEST(SessionPlay, ResignationLoses) {
  GameSession session = smallGame();
  EXPECT_FALSE(session.resign(Side::Blue));  // at any moment, not only on one's turn
  EXPECT_EQ(session.outcome(), (Outcome{Winner::Red, EndReason::Resignation}));
}

TEST(SessionPlay, AnAcceptedDrawOfferEndsTheGame) {
  GameSession session = smallGame();
  EXPECT_FALSE(session.offerDraw(Side::Red));
  EXPECT_EQ(session.drawOffer(), Side::Red);
  expectRefused(
      session, [](GameSession& s) { return s.offerDraw(Side::Blue); }, "Red has already offered a draw");
  expectRefused(
      session, [](GameSession& s) { return s.acceptDraw(Side::Red); }, "Blue has not offered a draw");
  EXPECT_FALSE(session.acceptDraw(Side::Blue));
  EXPECT_EQ(session.outcome(), (Outcome{Winner::Draw, EndReason::AgreedDraw}));
  EXPECT_FALSE(session.drawOffer());
}

TEST(SessionPlay, ADrawOfferIsDeclinedOrLapsesWithAMove) {
  GameSession session = smallGame();
  ASSERT_FALSE(session.offerDraw(Side::Blue));
  expectRefused(
      session, [](GameSession& s) { return s.declineDraw(Side::Blue); }, "Red has not offered a draw");
  EXPECT_FALSE(session.declineDraw(Side::Red));
  EXPECT_FALSE(session.drawOffer());
  ASSERT_FALSE(session.offerDraw(Side::Red));
  ASSERT_FALSE(session.move(Side::Red, mv("d4", "d3"), 0));
  EXPECT_EQ(session.drawOffer(), Side::Red);  // the offer stands for Blue to answer
  ASSERT_FALSE(session.move(Side::Blue, mv("h8", "h7"), 0));
  EXPECT_FALSE(session.drawOffer());  // Blue moved instead
  EXPECT_FALSE(session.outcome().over());
}

TEST(SessionPlay, TheClockIsChargedAndATooLateMoveLosesOnTime) {
  GameSession session = smallGame({.initialMs = 10'000, .incrementMs = 1'000});
  ASSERT_FALSE(session.move(Side::Red, mv("d4", "d3"), 4'000));
  EXPECT_EQ(session.clock().remaining(Side::Red), 7'000);
  ASSERT_FALSE(session.move(Side::Blue, mv("h8", "h7"), 10'000));  // too late: not played
  EXPECT_EQ(session.outcome(), (Outcome{Winner::Red, EndReason::Timeout}));
  EXPECT_EQ(session.state()->ply(), 1);
}

TEST(SessionPlay, AFlagFallEndsTheGame) {
  GameSession session = smallGame({.initialMs = 10'000});
  expectRefused(
      session, [](GameSession& s) { return s.flagFall(Side::Red, 9'999); }, "no clock has run out");
  expectRefused(
      session, [](GameSession& s) { return s.flagFall(Side::Blue, 10'000); }, "it is Red's turn");
  EXPECT_FALSE(session.flagFall(Side::Red, 10'000));
  EXPECT_EQ(session.outcome(), (Outcome{Winner::Blue, EndReason::Timeout}));
}

TEST(SessionPlay, TheGameClockRunningOutIsADraw) {
  GameSession session = smallGame({.gameMs = 5'000});
  ASSERT_FALSE(session.move(Side::Red, mv("d4", "d3"), 3'000));
  EXPECT_FALSE(session.flagFall(Side::Blue, 2'000));
  EXPECT_EQ(session.outcome(), (Outcome{Winner::Draw, EndReason::GameClock}));
}

TEST(SessionPlay, UndoTakesBackToTheHumansTurn) {
  GameSession session = smallGame();
  const GameSession atStart = session;
  expectRefused(
      session, [](GameSession& s) { return s.undo(Side::Red); }, "Red has no move to take back");
  ASSERT_FALSE(session.move(Side::Red, mv("d4", "d3"), 0));
  expectRefused(
      session, [](GameSession& s) { return s.undo(Side::Blue); }, "Blue has no move to take back");
  ASSERT_FALSE(session.move(Side::Blue, mv("h8", "h7"), 0));
  EXPECT_FALSE(session.undo(Side::Red));  // the pair
  EXPECT_TRUE(session == atStart);
  ASSERT_FALSE(session.move(Side::Red, mv("d4", "d3"), 0));
  EXPECT_FALSE(session.undo(Side::Red));  // the computer has not answered yet
  EXPECT_TRUE(session == atStart);
  ASSERT_FALSE(session.move(Side::Red, mv("d4", "d5"), 0));
  expectRefused(
      session, [](GameSession& s) { return s.undo(Side::Red); }, "the game is over");
}

TEST(SessionPlay, TheRecordHoldsTheGame) {
  GameSession session = smallGame();
  ASSERT_FALSE(session.move(Side::Red, mv("d4", "d3"), 0));
  const GameRecord record = session.record();
  EXPECT_EQ(record.config, session.config());
  EXPECT_EQ(record.start, session.state()->start());
  EXPECT_EQ(record.moves, std::vector<Move>{mv("d4", "d3")});
  EXPECT_EQ(record.tags, (std::vector<std::pair<std::string, std::string>>{{"Red", "Alice"}, {"Blue", "Bob"}}));
}

}  // namespace
}  // namespace stratego
