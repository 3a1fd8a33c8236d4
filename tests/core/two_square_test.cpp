// RULES.md 4.1: the two-square rule.
#include <gtest/gtest.h>

#include "position_builder.hpp"

namespace stratego {
namespace {

using testing::freeGame;
using testing::hasLegal;
using testing::mv;
using testing::play;

// Blue shuffles a piece on the far side between Red's moves; its own run never reaches
// the limit because it alternates two lines.
struct BlueShuffle {
  int step = 0;
  void operator()(GameState& s) {
    static constexpr const char* kMoves[][2] = {{"j7", "j6"}, {"j6", "i6"}, {"i6", "i7"}, {"i7", "j7"}};
    const auto& m = kMoves[step++ % 4];
    play(s, m[0], m[1]);
  }
};

// Red's piece on e2 moves `moves` times between e2 and e3, Blue shuffling in between.
void shuttleE2E3(GameState& s, int moves) {
  BlueShuffle blue;
  for (int i = 0; i < moves; ++i) {
    const bool up = i % 2 == 0;
    play(s, up ? "e2" : "e3", up ? "e3" : "e2");
    blue(s);
  }
}

TEST(TwoSquare, AtMostThreeMovesBetweenTheSameTwoSquares) {
  GameState s = freeGame({"r5 e2", "rF a1", "b5 j7", "bF j10"});
  shuttleE2E3(s, 3);
  EXPECT_EQ(s.check(mv("e3", "e2")), MoveError::kTwoSquareRule);
  EXPECT_FALSE(hasLegal(s, "e3", "e2"));
  EXPECT_TRUE(hasLegal(s, "e3", "e4"));  // a border not crossed three times
  EXPECT_TRUE(hasLegal(s, "e3", "d3"));  // the other line starts a new run
}

TEST(TwoSquare, MovingAnotherPieceStartsANewRun) {
  GameState s = freeGame({"r5 e2", "r4 a2", "rF a1", "b5 j7", "bF j10"});
  BlueShuffle blue;
  for (auto [from, to] : {std::pair{"e2", "e3"}, {"e3", "e2"}, {"a2", "a3"}, {"e2", "e3"}, {"e3", "e2"}}) {
    play(s, from, to);
    blue(s);
  }
  EXPECT_TRUE(hasLegal(s, "e2", "e3"));
}

TEST(TwoSquare, ScoutCannotRecrossABorderCrossedByItsLastThreeMoves) {
  // RULES.md's example on a file without lakes: e4-e8, e8-e1, e1-e10 all crossed the
  // borders e4|e5 .. e7|e8; coming back down the Scout may stop on e9 or e8, not beyond.
  GameState s = freeGame({"r2 e4", "rF a1", "b5 j7", "bF j10"});
  BlueShuffle blue;
  play(s, "e4", "e8");
  blue(s);
  play(s, "e8", "e1");
  blue(s);
  play(s, "e1", "e10");
  blue(s);
  EXPECT_TRUE(hasLegal(s, "e10", "e9"));
  EXPECT_TRUE(hasLegal(s, "e10", "e8"));
  for (auto to : {"e7", "e6", "e5", "e4", "e3", "e2", "e1"})
    EXPECT_EQ(s.check(mv("e10", to)), MoveError::kTwoSquareRule) << to;
}

TEST(TwoSquare, AttacksCountAsMoves) {
  GameState s = freeGame({"rX e2", "rF a1", "b2 e9", "b5 j7", "bF j10"});
  BlueShuffle blue;
  play(s, "e2", "e3");
  blue(s);
  play(s, "e3", "e2");
  play(s, "e9", "e3");  // a blue Scout walks into the Marshal's path
  play(s, "e2", "e3");  // third crossing, by an attack
  blue(s);
  EXPECT_EQ(s.check(mv("e3", "e2")), MoveError::kTwoSquareRule);
}

TEST(TwoSquare, IsfLimitOfFive) {
  RuleOptions rules;
  rules.twoSquareLimit = 5;
  GameState s = freeGame({"r5 e2", "rF a1", "b5 j7", "bF j10"}, rules);
  shuttleE2E3(s, 5);
  EXPECT_EQ(s.check(mv("e3", "e2")), MoveError::kTwoSquareRule);
}

TEST(TwoSquare, OffAllowsEndlessShuffling) {
  RuleOptions rules;
  rules.twoSquareLimit = 0;
  GameState s = freeGame({"r5 e2", "rF a1", "b5 j7", "bF j10"}, rules);
  shuttleE2E3(s, 12);
  EXPECT_EQ(s.check(mv("e2", "e3")), MoveError::kLegal);
}

TEST(TwoSquare, APlayerWhoseEveryMoveIsForbiddenLoses) {
  // Red's only movable piece is boxed into a1/a2 by its own Bombs.
  GameState s = freeGame({"r5 a2", "rB b1", "rB b2", "rB a3", "rF j1", "b5 j7", "bF j10"});
  BlueShuffle blue;
  play(s, "a2", "a1");
  blue(s);
  play(s, "a1", "a2");
  blue(s);
  play(s, "a2", "a1");
  EXPECT_FALSE(s.hasLegalMove(Side::Red));  // what Gravon scores at once
  blue(s);
  s.updateNoMoveOutcome();
  EXPECT_EQ(s.outcome(), (Outcome{Winner::Blue, EndReason::NoLegalMove}));
}

}  // namespace
}  // namespace stratego
