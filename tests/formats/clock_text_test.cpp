#include "formats/clock_text.hpp"

#include <gtest/gtest.h>

namespace stratego {
namespace {

TEST(ClockText, ClocksTakeFractionsOfAMinute) {
  EXPECT_EQ(parseClock("10+5")->initialMs, 600000);
  EXPECT_EQ(parseClock("10+5")->incrementMs, 5000);
  EXPECT_EQ(parseClock("0.01+0")->initialMs, 600);
  EXPECT_EQ(parseClock("1.5")->initialMs, 90000);
  for (const char* bad : {"0", "0+0", "", "+5", "1+", "-1+0", "1e3", "1..5", ".", "1+5+5", "soon", "10001", "1+3601",
                          "5d", "d5", "5d5d5", "5+5d5", "5 + 5"})
    EXPECT_FALSE(parseClock(bad).has_value()) << bad;
}

TEST(ClockText, ADelayIsBronsteins) {
  const auto control = parseClock("3d2");
  ASSERT_TRUE(control);
  EXPECT_EQ(control->initialMs, 180000);
  EXPECT_EQ(control->delayMs, 2000);
  EXPECT_EQ(control->incrementMs, 0);
}

TEST(ClockText, TextReadsBack) {
  for (const char* text : {"10+5", "0.5+0", "3d2", "1.5+30"}) {
    const auto control = parseClock(text);
    ASSERT_TRUE(control) << text;
    EXPECT_EQ(clockText(*control), text);
    EXPECT_EQ(parseClock(clockText(*control)), control);
  }
  EXPECT_EQ(clockText(TimeControl{}), "");
}

}  // namespace
}  // namespace stratego
