// Elo, LOS and SPRT on results whose values are known.
#include "arena/elo.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace stratego {
namespace {

TEST(Elo, EvenScoreIsZero) {
  EXPECT_EQ(eloFromScore(0.5), 0.0);
  EXPECT_EQ(estimateElo({10, 5, 10}).elo, 0.0);
  EXPECT_EQ(estimateElo({}).elo, 0.0);
}

TEST(Elo, ThreeQuartersIsPlus190Point8) {
  EXPECT_NEAR(eloFromScore(0.75), 190.8485, 1e-4);
  EXPECT_NEAR(estimateElo({3, 0, 1}).elo, 190.8485, 1e-4);
  EXPECT_NEAR(estimateElo({1, 2, 0}).elo, -estimateElo({0, 2, 1}).elo, 1e-9);
  EXPECT_NEAR(scoreFromElo(eloFromScore(0.3)), 0.3, 1e-12);
}

TEST(Elo, IntervalHoldsTheEstimateAndShrinksWithMoreGames) {
  const EloEstimate few = estimateElo({30, 40, 30}), many = estimateElo({300, 400, 300});
  EXPECT_LT(few.low, few.elo);
  EXPECT_GT(few.high, few.elo);
  EXPECT_LT(many.high - many.low, few.high - few.low);
  EXPECT_LT(many.low, 0);
  EXPECT_GT(many.high, 0);
  // Ten times the games: about sqrt(10) times narrower.
  EXPECT_NEAR((few.high - few.low) / (many.high - many.low), std::sqrt(10.0), 0.1);
}

TEST(Elo, AllWinsOrAllLossesStayFinite) {
  for (const Wdl& wdl : {Wdl{10, 0, 0}, Wdl{0, 0, 10}, Wdl{1, 0, 0}, Wdl{0, 7, 0}, Wdl{99, 0, 1}, Wdl{1, 0, 99}}) {
    const EloEstimate e = estimateElo(wdl);
    EXPECT_TRUE(std::isfinite(e.elo) && std::isfinite(e.low) && std::isfinite(e.high))
        << wdl.wins << " " << wdl.draws << " " << wdl.losses;
    EXPECT_LE(e.low, e.elo);
    EXPECT_LE(e.elo, e.high);
  }
  // All wins in N games count as N + 1/2 points of N + 1.
  EXPECT_NEAR(estimateElo({10, 0, 0}).elo, eloFromScore(10.5 / 11), 1e-9);
  EXPECT_GT(estimateElo({20, 0, 0}).elo, estimateElo({10, 0, 0}).elo);
}

TEST(Elo, LikelihoodOfSuperiority) {
  EXPECT_EQ(likelihoodOfSuperiority({}), 0.5);
  EXPECT_EQ(likelihoodOfSuperiority({5, 100, 5}), 0.5);
  EXPECT_NEAR(likelihoodOfSuperiority({60, 0, 40}), 0.977, 1e-3);  // Phi(20 / 10) = Phi(2)
  EXPECT_NEAR(likelihoodOfSuperiority({40, 0, 60}), 1 - 0.977, 1e-3);
  EXPECT_GT(likelihoodOfSuperiority({100, 0, 0}), 0.999999);
}

TEST(Sprt, BoundsFollowAlphaAndBeta) {
  const SprtStatus status = sprtStatus({}, {0, 5, 0.05, 0.05});
  EXPECT_NEAR(status.lower, -2.944, 1e-3);
  EXPECT_NEAR(status.upper, 2.944, 1e-3);
  EXPECT_EQ(status.llr, 0);
  EXPECT_EQ(status.verdict, SprtVerdict::Continue);
  EXPECT_NEAR(sprtStatus({}, {0, 5, 0.01, 0.1}).upper, std::log(0.9 / 0.01), 1e-12);
}

TEST(Sprt, LogLikelihoodRatioMatchesTheNormalApproximation) {
  // N (s1 - s0) (2 mean - s0 - s1) / (2 variance) for 100 wins, 100 draws, 80 losses.
  EXPECT_NEAR(sprtStatus({100, 100, 80}, {0, 10}).llr, 0.7206095, 1e-6);
}

TEST(Sprt, OneGameDecidesNothing) {
  for (const Wdl& one : {Wdl{1, 0, 0}, Wdl{0, 1, 0}, Wdl{0, 0, 1}})
    EXPECT_EQ(sprtStatus(one, {0, 5}).verdict, SprtVerdict::Continue) << one.wins << one.draws << one.losses;
}

TEST(Sprt, DecidesClearCases) {
  EXPECT_EQ(sprtStatus({600, 200, 200}, {0, 5}).verdict, SprtVerdict::AcceptH1);
  EXPECT_EQ(sprtStatus({200, 200, 600}, {0, 5}).verdict, SprtVerdict::AcceptH0);
  EXPECT_EQ(sprtStatus({10, 10, 10}, {0, 5}).verdict, SprtVerdict::Continue);
  EXPECT_EQ(sprtStatus({30, 0, 0}, {0, 5}).verdict, SprtVerdict::AcceptH1);
  EXPECT_EQ(sprtStatus({0, 0, 30}, {0, 5}).verdict, SprtVerdict::AcceptH0);
  // Many draws and nothing else is no evidence of a gain: H0 (no difference) and a finite
  // ratio.
  const SprtStatus draws = sprtStatus({0, 1000, 0}, {0, 5});
  EXPECT_TRUE(std::isfinite(draws.llr));
  EXPECT_EQ(draws.verdict, SprtVerdict::AcceptH0);
}

}  // namespace
}  // namespace stratego
