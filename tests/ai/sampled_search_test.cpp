// What a sampled state's score counts across samples (ai/sampled_search): about the odds
// of winning, so that a gamble is worth more to the side behind than to the side ahead.
#include "ai/sampled_search.hpp"

#include <gtest/gtest.h>

#include "ai/evaluation.hpp"

namespace stratego {
namespace {

TEST(SampleWorth, SmallScoresCountAsThemselves) {
  EXPECT_EQ(sampleWorth(0), 0);
  EXPECT_NEAR(static_cast<double>(sampleWorth(100)), 100.0, 1.0);
  EXPECT_EQ(sampleWorth(-250), -sampleWorth(250));
}

TEST(SampleWorth, LeadsCountLessTheLargerTheyAre) {
  int previous = 0;
  for (int score = 0; score <= 5000; score += 500) {
    const auto worth = sampleWorth(score);
    EXPECT_GE(worth, previous);
    EXPECT_LT(worth, 1001) << score;
    previous = static_cast<int>(worth);
  }
  // A Marshal lost (1,000) costs the side 700 ahead more than a won game would bring it,
  // and the side 700 behind less.
  const auto ahead = sampleWorth(700), behind = sampleWorth(-700);
  const auto win = sampleWorth(kWinScore - 1);
  EXPECT_GT(ahead - sampleWorth(-300), win - ahead);
  EXPECT_LT(behind - sampleWorth(-1700), win - behind);
}

TEST(SampleWorth, AWinOutweighsEveryScoreAndALossCountsInFull) {
  const auto slowWin = sampleWorth(kWinThreshold + 1), quickWin = sampleWorth(kWinScore - 1);
  EXPECT_GT(quickWin, slowWin);
  EXPECT_GT(slowWin, sampleWorth(kWinThreshold));
  EXPECT_EQ(sampleWorth(-kWinScore + 3), -kWinScore + 3);
  EXPECT_LT(sampleWorth(-kWinScore + 3), 10 * sampleWorth(-kWinThreshold));
}

}  // namespace
}  // namespace stratego
