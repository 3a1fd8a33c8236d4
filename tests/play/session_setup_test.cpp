// The setup phase of a GameSession: editing, validation, readiness and the start.
#include <gtest/gtest.h>

#include "play/session.hpp"
#include "session_helpers.hpp"

namespace stratego {
namespace {

using testing::expectRefused;
using testing::sq;

GameSession classicSession() { return GameSession(presetConfig(Variant::Classic), {}, {"Alice", "Bob"}); }

TEST(SessionSetup, StartsInTheSetupPhaseWithEmptySetups) {
  const GameSession session = classicSession();
  EXPECT_EQ(session.phase(), Phase::Setup);
  EXPECT_EQ(session.setup(Side::Red), Placement{});
  EXPECT_FALSE(session.state());
  EXPECT_FALSE(session.view(Side::Red));
  EXPECT_EQ(session.name(Side::Blue), "Bob");
  EXPECT_FALSE(session.outcome().over());
}

TEST(SessionSetup, PlacesPiecesInTheZone) {
  GameSession session = classicSession();
  EXPECT_FALSE(session.place(Side::Red, sq("a1"), Rank::Flag));
  EXPECT_FALSE(session.place(Side::Blue, sq("j10"), Rank::Marshal));
  EXPECT_EQ(session.setup(Side::Red).at(sq("a1")), (PlacedPiece{Side::Red, Rank::Flag}));
  EXPECT_EQ(session.setup(Side::Blue).at(sq("j10")), (PlacedPiece{Side::Blue, Rank::Marshal}));
}

TEST(SessionSetup, RefusesBadPlacementsNamingSquareAndPiece) {
  GameSession session = classicSession();
  ASSERT_FALSE(session.place(Side::Red, sq("a1"), Rank::Marshal));
  expectRefused(
      session, [](GameSession& s) { return s.place(Side::Red, sq("e5"), Rank::Spy); },
      "e5 is outside Red's setup zone");
  expectRefused(
      session, [](GameSession& s) { return s.place(Side::Red, sq("c5"), Rank::Spy); }, "c5 is a lake");
  expectRefused(
      session, [](GameSession& s) { return s.place(Side::Red, makeSquare(10, 0), Rank::Spy); }, "is not on the board");
  expectRefused(
      session, [](GameSession& s) { return s.place(Side::Red, sq("a1"), Rank::Spy); },
      "a1 already holds Red's Marshal: clear it or swap");
  expectRefused(
      session, [](GameSession& s) { return s.place(Side::Red, sq("b1"), Rank::Marshal); },
      "Red has no Marshal left to place on b1 (the classic army has 1)");
  expectRefused(
      session, [](GameSession& s) { return s.place(Side::Blue, sq("a1"), Rank::Spy); }, "outside Blue's setup zone");
}

TEST(SessionSetup, ClearsAndSwaps) {
  GameSession session = classicSession();
  ASSERT_FALSE(session.place(Side::Red, sq("a1"), Rank::Flag));
  ASSERT_FALSE(session.place(Side::Red, sq("b1"), Rank::Bomb));
  EXPECT_FALSE(session.swap(Side::Red, sq("a1"), sq("b1")));
  EXPECT_EQ(session.setup(Side::Red).at(sq("a1"))->rank, Rank::Bomb);
  EXPECT_EQ(session.setup(Side::Red).at(sq("b1"))->rank, Rank::Flag);
  EXPECT_FALSE(session.swap(Side::Red, sq("b1"), sq("c4")));  // onto an empty square
  EXPECT_FALSE(session.setup(Side::Red).at(sq("b1")));
  EXPECT_EQ(session.setup(Side::Red).at(sq("c4"))->rank, Rank::Flag);
  EXPECT_FALSE(session.clearSquare(Side::Red, sq("c4")));
  EXPECT_FALSE(session.setup(Side::Red).at(sq("c4")));
}

TEST(SessionSetup, RefusesBadClearsAndSwaps) {
  GameSession session = classicSession();
  ASSERT_FALSE(session.place(Side::Red, sq("a1"), Rank::Flag));
  expectRefused(
      session, [](GameSession& s) { return s.clearSquare(Side::Red, sq("b1")); }, "b1 holds no piece of Red");
  expectRefused(
      session, [](GameSession& s) { return s.swap(Side::Red, sq("b1"), sq("c1")); }, "neither b1 nor c1 holds a piece");
  expectRefused(
      session, [](GameSession& s) { return s.swap(Side::Red, sq("a1"), sq("a5")); }, "a5 is outside Red's setup zone");
}

TEST(SessionSetup, SetSetupTakesOnlyValidSetups) {
  GameSession session = classicSession();
  Random rng(1);
  const Placement good = randomSetup(session.config(), Side::Red, rng);
  Placement partial = good;
  partial.clear(sq("a1"));
  expectRefused(
      session, [&](GameSession& s) { return s.setSetup(Side::Red, partial); }, "the classic army needs");
  expectRefused(
      session, [&](GameSession& s) { return s.setSetup(Side::Blue, good); },
      "a setup of Blue may hold only Blue's pieces");
  EXPECT_FALSE(session.setSetup(Side::Red, good));
  EXPECT_EQ(session.setup(Side::Red), good);
}

TEST(SessionSetup, ReadyOnlyWithAValidSetupAndThenLocked) {
  GameSession session = classicSession();
  Random rng(2);
  ASSERT_FALSE(session.place(Side::Red, sq("a1"), Rank::Flag));
  expectRefused(
      session, [](GameSession& s) { return s.ready(Side::Red); }, "Red's setup is not complete");
  ASSERT_FALSE(session.randomSetup(Side::Red, rng));
  EXPECT_FALSE(session.ready(Side::Red));
  EXPECT_TRUE(session.isReady(Side::Red));
  EXPECT_EQ(session.phase(), Phase::Setup);
  expectRefused(
      session, [](GameSession& s) { return s.clearSquare(Side::Red, sq("a1")); }, "Red is ready");
  expectRefused(
      session, [&](GameSession& s) { return s.randomSetup(Side::Red, rng); }, "Red is ready");
  expectRefused(
      session, [](GameSession& s) { return s.ready(Side::Red); }, "Red is ready");
  expectRefused(
      session, [](GameSession& s) { return s.move(Side::Red, testing::mv("a4", "a5"), 0); },
      "the game has not started");
  expectRefused(
      session, [](GameSession& s) { return s.resign(Side::Red); }, "the game has not started");
}

TEST(SessionSetup, TheGameStartsWhenBothAreReady) {
  GameSession session = classicSession();
  Random rng(3);
  for (Side side : {Side::Blue, Side::Red}) {
    EXPECT_EQ(session.phase(), Phase::Setup);
    ASSERT_FALSE(session.randomSetup(side, rng));
    ASSERT_FALSE(session.ready(side));
  }
  ASSERT_EQ(session.phase(), Phase::Playing);
  Placement both = session.setup(Side::Red);
  both.merge(session.setup(Side::Blue));
  EXPECT_EQ(*session.state(), GameState(session.config(), both));
  EXPECT_EQ(session.view(Side::Blue), makeView(*session.state(), Side::Blue));
  expectRefused(
      session, [](GameSession& s) { return s.place(Side::Red, sq("a1"), Rank::Flag); }, "the game has started");
}

TEST(SessionSetup, FreeSetupsMayNotShareASquare) {
  GameSession session(presetConfig(Variant::Free, BoardKind::Small), {}, {"", ""});
  ASSERT_FALSE(session.place(Side::Red, sq("d4"), Rank::Marshal));
  expectRefused(
      session, [](GameSession& s) { return s.place(Side::Blue, sq("d4"), Rank::Spy); },
      "d4 already holds Red's Marshal");
  Placement blue;
  blue.put(sq("d4"), {Side::Blue, Rank::Spy});
  expectRefused(
      session, [&](GameSession& s) { return s.setSetup(Side::Blue, blue); }, "the other side's setup");
}

}  // namespace
}  // namespace stratego
