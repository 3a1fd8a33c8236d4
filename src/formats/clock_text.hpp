// Time controls as people type them: "M+S" (minutes each, fractions allowed such as 0.5,
// then a Fischer increment in seconds), "M" (no increment) or "MdS" (a Bronstein delay of
// S seconds). The terminal game and the server read the same words.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/clock.hpp"

namespace stratego {

std::optional<TimeControl> parseClock(std::string_view text);
// The text parseClock reads back; "" for no clock.
std::string clockText(const TimeControl& control);

}  // namespace stratego
