// RULES.md 4.2: the chasing rule, on hand-made chases. The 220 recorded reference cases
// are checked ply by ply in tests/formats (they are Gravon-coded).
#include <gtest/gtest.h>

#include "position_builder.hpp"

namespace stratego {
namespace {

using testing::freeGame;
using testing::mv;
using testing::play;

RuleOptions onlyChasing() {
  RuleOptions rules;
  rules.twoSquareLimit = 0;  // isolate the chasing rule
  return rules;
}

// Red's Major chases Blue's Lieutenant down the d/e files and back up, the chase of
// recorded case continuous_chase_games/game1.
GameState chaseUntilRepetition(RuleOptions rules) {
  GameState s = freeGame({"r7 f3", "b5 d3", "rF a10", "bF j10"}, rules);
  play(s, "f3", "e3");  // threatens d3: the chase begins
  play(s, "d3", "d2");  // evades
  play(s, "e3", "e2");
  play(s, "d2", "d1");
  play(s, "e2", "e1");
  play(s, "d1", "d2");
  play(s, "e1", "e2");  // exactly reverses Red's last move: always allowed
  play(s, "d2", "d3");
  return s;
}

TEST(Chasing, ChaserMayNotRecreateABoardOfTheChase) {
  GameState s = chaseUntilRepetition(onlyChasing());
  // e2-e3 would recreate the board after f3-e3.
  EXPECT_EQ(s.check(mv("e2", "e3")), MoveError::kChasingRule);
  // A move that threatens nothing is allowed, and so is one to a new board.
  EXPECT_EQ(s.check(mv("e2", "f2")), MoveError::kLegal);
}

TEST(Chasing, StraightBackIsAllowed) {
  GameState s = freeGame({"r7 f4", "b5 d4", "rF a10", "bF j10"}, onlyChasing());
  play(s, "f4", "e4");  // threatens d4
  const std::uint64_t afterFirstThreat = s.hash();
  play(s, "d4", "d3");
  play(s, "e4", "e3");  // threatens d3
  play(s, "d3", "d4");
  EXPECT_EQ(s.chase().length(Side::Red), 4);
  // e3-e4 recreates the board after f4-e4, but it exactly reverses Red's last move.
  EXPECT_EQ(s.check(mv("e3", "e4")), MoveError::kLegal);
  play(s, "e3", "e4");
  EXPECT_EQ(s.hash(), afterFirstThreat);
}

TEST(Chasing, OffAllowsTheRepetition) {
  RuleOptions rules = onlyChasing();
  rules.chasingRule = false;
  GameState s = chaseUntilRepetition(rules);
  EXPECT_EQ(s.check(mv("e2", "e3")), MoveError::kLegal);
}

TEST(Chasing, OnlyTheChaserIsRestricted) {
  GameState s = chaseUntilRepetition(onlyChasing());
  play(s, "e2", "f2");  // Red stops threatening: the chase is over
  // Blue may go back to boards of the chase freely.
  play(s, "d3", "d2");
  EXPECT_EQ(s.chase().length(Side::Blue), 0);
}

TEST(Chasing, AnAttackEndsTheChase) {
  GameState s = freeGame({"r7 f3", "b5 d3", "b2 j2", "rF a10", "bF j10"}, onlyChasing());
  play(s, "f3", "e3");
  play(s, "d3", "d2");
  play(s, "e3", "e2");
  play(s, "j2", "f2");  // Blue's Scout steps next to the Major instead of evading
  EXPECT_EQ(s.chase().length(Side::Red), 0);
  EXPECT_EQ(s.chase().length(Side::Blue), 1);  // the Scout's step threatened e2
  play(s, "e2", "f2");  // an attack: every chase ends, and f2 touches no Blue piece
  EXPECT_EQ(s.chase().length(Side::Red), 0);
  EXPECT_EQ(s.chase().length(Side::Blue), 0);
}

TEST(Chasing, UnmakeRestoresTheChase) {
  GameState s = chaseUntilRepetition(onlyChasing());
  const GameState before = s;
  play(s, "e2", "f2");
  s.unmake();
  EXPECT_TRUE(s == before);
  EXPECT_EQ(s.check(mv("e2", "e3")), MoveError::kChasingRule);
}

}  // namespace
}  // namespace stratego
