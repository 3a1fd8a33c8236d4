// RULES.md section 1: how pieces move, and section 2: what a battle does to the board.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "core/playout.hpp"
#include "position_builder.hpp"

namespace stratego {
namespace {

using testing::freeGame;
using testing::hasLegal;
using testing::mv;
using testing::play;
using testing::sq;

std::set<std::uint16_t> legalSet(const GameState& s) {
  MoveList list;
  const int n = s.legalMoves(list);
  std::set<std::uint16_t> out;
  for (int i = 0; i < n; ++i) out.insert(list[i].bits);
  return out;
}

TEST(Movement, OneSquarePieceMovesOrthogonallyOneSquare) {
  GameState s = freeGame({"r7 e2", "rF a1", "bF j10"});
  EXPECT_TRUE(hasLegal(s, "e2", "e3"));
  EXPECT_TRUE(hasLegal(s, "e2", "e1"));
  EXPECT_TRUE(hasLegal(s, "e2", "d2"));
  EXPECT_TRUE(hasLegal(s, "e2", "f2"));
  EXPECT_EQ(legalSet(s).size(), 4u);
  EXPECT_EQ(s.check(mv("e2", "e4")), MoveError::kTooFar);
  EXPECT_EQ(s.check(mv("e2", "f3")), MoveError::kNotStraight);
  EXPECT_EQ(s.check(mv("e2", "e2")), MoveError::kNotStraight);
}

TEST(Movement, BombsAndFlagNeverMove) {
  GameState s = freeGame({"rB e2", "rF a1", "bF j10"});
  EXPECT_TRUE(legalSet(s).empty());
  EXPECT_EQ(s.check(mv("e2", "e3")), MoveError::kImmovable);
  EXPECT_EQ(s.check(mv("a1", "a2")), MoveError::kImmovable);
}

TEST(Movement, NeverOntoALakeOrOffTheBoard) {
  GameState s = freeGame({"r5 c4", "r6 a1", "bF j10"});
  EXPECT_EQ(s.check(mv("c4", "c5")), MoveError::kOffBoard);  // c5 is a lake
  EXPECT_FALSE(hasLegal(s, "c4", "c5"));
  EXPECT_EQ(legalSet(s).size(), 3u + 2u);  // c4: b4 d4 c3; a1: a2 b1
}

TEST(Movement, OnlyOwnPiecesMoveAndNeverOntoOwnPieces) {
  GameState s = freeGame({"r5 e2", "r6 e3", "b5 e8", "bF j10"});
  EXPECT_EQ(s.check(mv("e8", "e7")), MoveError::kNoOwnPiece);
  EXPECT_EQ(s.check(mv("e5", "e6")), MoveError::kNoOwnPiece);
  EXPECT_EQ(s.check(mv("e2", "e3")), MoveError::kOwnPiece);
}

TEST(Movement, ScoutSlidesOverEmptySquaresOnly) {
  GameState s = freeGame({"r2 a1", "r5 a6", "b5 e1", "bF j10"});
  // North: a2..a5 (a6 is own); east: b1..d1 then the attack on e1.
  for (auto to : {"a2", "a3", "a4", "a5", "b1", "c1", "d1", "e1"}) EXPECT_TRUE(hasLegal(s, "a1", to)) << to;
  EXPECT_EQ(s.check(mv("a1", "a7")), MoveError::kBlocked);
  EXPECT_EQ(s.check(mv("a1", "f1")), MoveError::kBlocked);
}

TEST(Movement, ScoutStopsAtLakes) {
  GameState s = freeGame({"r2 c1", "bF j10", "rF j1"});
  EXPECT_TRUE(hasLegal(s, "c1", "c4"));
  EXPECT_FALSE(hasLegal(s, "c1", "c5"));
  EXPECT_EQ(s.check(mv("c1", "c7")), MoveError::kBlocked);
}

TEST(Movement, ScoutStrikeOffAllowsOnlyAdjacentAttacks) {
  RuleOptions rules;
  rules.scoutStrike = false;
  GameState s = freeGame({"r2 a1", "b5 a5", "b5 b1", "bF j10"}, rules);
  EXPECT_TRUE(hasLegal(s, "a1", "a4"));
  EXPECT_FALSE(hasLegal(s, "a1", "a5"));
  EXPECT_EQ(s.check(mv("a1", "a5")), MoveError::kScoutStrikeOff);
  EXPECT_TRUE(hasLegal(s, "a1", "b1"));  // adjacent attacks stay legal
  GameState on = freeGame({"r2 a1", "b5 a5", "b5 b1", "bF j10"});
  EXPECT_TRUE(hasLegal(on, "a1", "a5"));
}

TEST(Movement, AttackerThatWinsTakesTheSquare) {
  GameState s = freeGame({"r7 e4", "b5 e5", "rF a1", "bF j10"});
  play(s, "e4", "e5");
  EXPECT_EQ(s.piece(s.pieceAt(sq("e5"))).rank, Rank::Major);
  EXPECT_EQ(s.pieceAt(sq("e4")), kNoPiece);
  EXPECT_EQ(s.history().back().battle, BattleResult::AttackerWins);
}

TEST(Movement, DefenderThatWinsStays) {
  GameState s = freeGame({"r5 e4", "b7 e5", "rF a1", "bF j10"});
  play(s, "e4", "e5");
  EXPECT_EQ(s.piece(s.pieceAt(sq("e5"))).side, Side::Blue);
  EXPECT_EQ(s.pieceAt(sq("e4")), kNoPiece);
}

TEST(Movement, EqualRanksRemoveBoth) {
  GameState s = freeGame({"r6 e4", "b6 e5", "rF a1", "bF j10"});
  play(s, "e4", "e5");
  EXPECT_EQ(s.pieceAt(sq("e4")), kNoPiece);
  EXPECT_EQ(s.pieceAt(sq("e5")), kNoPiece);
}

TEST(Movement, BombStaysUnlessAMinerAttacks) {
  GameState s = freeGame({"rX e4", "bB e5", "rF a1", "bF j10"});
  play(s, "e4", "e5");
  EXPECT_EQ(s.piece(s.pieceAt(sq("e5"))).rank, Rank::Bomb);
  EXPECT_EQ(s.pieceAt(sq("e4")), kNoPiece);
}

TEST(Movement, MinerRemovesBombAndTakesItsSquare) {
  GameState s = freeGame({"r3 e4", "bB e5", "rF a1", "bF j10", "b5 j9"});
  play(s, "e4", "e5");
  EXPECT_EQ(s.piece(s.pieceAt(sq("e5"))).rank, Rank::Miner);
}

// Random games: every generated pseudo-legal move passes the full check unless a
// repetition rule forbids it, and the legal list is exactly the moves check() accepts.
TEST(Movement, GeneratorAgreesWithCheckInRandomGames) {
  for (Variant v : {Variant::Classic, Variant::Duel, Variant::Barrage}) {
    const GameConfig config = presetConfig(v);
    Random rng(11);
    for (int g = 0; g < 4; ++g) {
      GameState s(config, randomStart(config, rng));
      for (int ply = 0; ply < 120 && !s.outcome().over(); ++ply) {
        const auto legal = legalSet(s);
        int accepted = 0;
        for (int from = 0; from < kGridSize; ++from)
          for (int to = 0; to < kGridSize; ++to) {
            const Move m(static_cast<Square>(from), static_cast<Square>(to));
            const bool ok = s.check(m) == MoveError::kLegal;
            accepted += ok;
            ASSERT_EQ(ok, legal.count(m.bits) == 1) << variantName(v) << " " << squareName(m.from()) << "-"
                                                    << squareName(m.to());
          }
        ASSERT_EQ(accepted, static_cast<int>(legal.size()));
        const Move m = s.randomLegalMove(rng);
        if (m.isNone()) break;
        s.make(m);
      }
    }
  }
}

}  // namespace
}  // namespace stratego

namespace stratego {
namespace {

// The random mover draws uniformly over the legal moves, also when the repetition rules
// forbid some pseudo-legal ones (its fallback path).
TEST(Movement, RandomLegalMoveIsUniformOverLegalMoves) {
  GameState s = testing::freeGame({"r5 e2", "r2 a1", "rF j1", "b5 j7", "bF j10"});
  testing::play(s, "e2", "e3");
  testing::play(s, "j7", "j6");
  testing::play(s, "e3", "e2");
  testing::play(s, "j6", "i6");
  testing::play(s, "e2", "e3");
  testing::play(s, "i6", "i7");  // now e3-e2 is forbidden by the two-square rule
  MoveList legal;
  const int n = s.legalMoves(legal);
  ASSERT_EQ(n, 3 + 9 + 8);  // e3: e4 d3 f3; a1: a2..a10 (9); b1..i1 (8)
  std::map<std::uint16_t, int> counts;
  Random rng(5);
  constexpr int kDraws = 40000;
  for (int i = 0; i < kDraws; ++i) ++counts[s.randomLegalMove(rng).bits];
  ASSERT_EQ(static_cast<int>(counts.size()), n);
  const double expected = static_cast<double>(kDraws) / n;
  double chiSquare = 0;
  for (auto [bits, c] : counts) chiSquare += (c - expected) * (c - expected) / expected;
  EXPECT_LT(chiSquare, 43.8) << "chi-square with 19 degrees of freedom (p = 0.001)";
}

}  // namespace
}  // namespace stratego
