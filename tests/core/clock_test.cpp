// RULES.md sections 5 and 7: clocks.
#include <gtest/gtest.h>

#include "core/clock.hpp"

namespace stratego {
namespace {

TEST(Clock, FischerIncrementIsAddedAfterEachMove) {
  Clock c(TimeControl{.initialMs = 60'000, .incrementMs = 5'000});
  EXPECT_FALSE(c.charge(Side::Red, 10'000).over());
  EXPECT_EQ(c.remaining(Side::Red), 55'000);
  EXPECT_EQ(c.remaining(Side::Blue), 60'000);
}

TEST(Clock, BronsteinDelayGivesBackAtMostTheDelay) {
  Clock c(TimeControl{.initialMs = 60'000, .delayMs = 3'000});
  c.charge(Side::Red, 2'000);  // within the delay: nothing used
  EXPECT_EQ(c.remaining(Side::Red), 60'000);
  c.charge(Side::Red, 10'000);  // 3 s given back of 10 s used
  EXPECT_EQ(c.remaining(Side::Red), 53'000);
}

TEST(Clock, APlayerWhoseTimeRunsOutLoses) {
  Clock c(TimeControl{.initialMs = 1'000, .incrementMs = 5'000});
  EXPECT_EQ(c.check(Side::Blue, 999), Outcome{});
  EXPECT_EQ(c.check(Side::Blue, 1'000), (Outcome{Winner::Red, EndReason::Timeout}));
  // A move completed after the flag fell does not count: the increment comes too late.
  EXPECT_EQ(c.charge(Side::Blue, 1'200), (Outcome{Winner::Red, EndReason::Timeout}));
  EXPECT_EQ(c.remaining(Side::Blue), 1'000);
}

TEST(Clock, TheGameClockRunningOutIsADraw) {
  Clock c(TimeControl{.initialMs = 60'000, .gameMs = 15'000});
  EXPECT_FALSE(c.charge(Side::Red, 10'000).over());
  EXPECT_EQ(c.gameRemaining(), 5'000);
  EXPECT_EQ(c.check(Side::Blue, 5'000), (Outcome{Winner::Draw, EndReason::GameClock}));
}

TEST(Clock, NoClockNeverRunsOut) {
  Clock c(TimeControl{});
  EXPECT_FALSE(c.charge(Side::Red, 1'000'000'000).over());
  EXPECT_FALSE(c.check(Side::Blue, 1'000'000'000).over());
}

TEST(Clock, RestoreCarriesSavedTimes) {
  Clock c(TimeControl{.initialMs = 60'000, .gameMs = 100'000});
  c.restore(12'000, 34'000, 56'000);
  EXPECT_EQ(c.remaining(Side::Red), 12'000);
  EXPECT_EQ(c.remaining(Side::Blue), 34'000);
  EXPECT_EQ(c.gameRemaining(), 56'000);
}

}  // namespace
}  // namespace stratego
