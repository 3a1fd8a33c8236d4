// How long people leave each rank unmoved (ai/unmoved_evidence): the likelihood that a
// hidden piece has not moved yet, by rank, by the row it started on and by its side's moves.
#include "ai/unmoved_evidence.hpp"

#include <gtest/gtest.h>

namespace stratego {
namespace {

constexpr Rank kMobile[] = {Rank::Spy,   Rank::Scout, Rank::Miner,   Rank::Sergeant, Rank::Lieutenant,
                            Rank::Captain, Rank::Major, Rank::Colonel, Rank::General,  Rank::Marshal};

TEST(UnmovedEvidence, BeforeAnyMoveNothingIsTold) {
  for (int row = 0; row < 4; ++row)
    for (float x : unmovedEvidence(row, 0)) EXPECT_FLOAT_EQ(x, 1.0f);
}

TEST(UnmovedEvidence, BombsAndTheFlagNeverMove) {
  for (int moves : {5, 40, 300, 1000}) {
    EXPECT_FLOAT_EQ(unmovedEvidence(0, moves)[index(Rank::Bomb)], 1.0f);
    EXPECT_FLOAT_EQ(unmovedEvidence(0, moves)[index(Rank::Flag)], 1.0f);
  }
}

TEST(UnmovedEvidence, FrontPiecesMoveSoonerThanBackOnes) {
  for (Rank r : kMobile) {
    EXPECT_LT(unmovedEvidence(0, 40)[index(r)], 0.8f) << index(r);
    EXPECT_GT(unmovedEvidence(3, 40)[index(r)], 0.9f) << index(r);
    EXPECT_LT(unmovedEvidence(0, 40)[index(r)], unmovedEvidence(3, 40)[index(r)]) << index(r);
  }
}

TEST(UnmovedEvidence, TheLongerASideHasPlayedTheLessLikelyAPieceStillStands) {
  for (Rank r : kMobile)
    for (int row = 0; row < 4; ++row) {
      float before = 1.0f;
      for (int moves : {5, 10, 15, 20, 30, 40, 60, 80, 120, 160}) {
        const float now = unmovedEvidence(row, moves)[index(r)];
        EXPECT_LE(now, before) << index(r) << " row " << row << " at " << moves;
        before = now;
      }
    }
}

TEST(UnmovedEvidence, BetweenTheCountedMovesItLiesBetween) {
  const float at10 = unmovedEvidence(0, 10)[index(Rank::Scout)], at20 = unmovedEvidence(0, 20)[index(Rank::Scout)];
  EXPECT_NEAR(unmovedEvidence(0, 15)[index(Rank::Scout)], (at10 + at20) / 2.0f, 1e-5f);
  // Past the last count, and on rows past the fourth, the last one holds.
  EXPECT_FLOAT_EQ(unmovedEvidence(0, 2000)[index(Rank::Scout)], unmovedEvidence(0, 320)[index(Rank::Scout)]);
  EXPECT_FLOAT_EQ(unmovedEvidence(6, 40)[index(Rank::Scout)], unmovedEvidence(3, 40)[index(Rank::Scout)]);
}

}  // namespace
}  // namespace stratego
