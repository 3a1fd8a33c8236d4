// Setup strings: one side's pieces at the start, rank by rank (docs/FORMATS.md, "Setup
// strings"). Classic Red: "FB2.../..." with 4 groups of 10 letters, rank 1 first.
#pragma once

#include <string>
#include <string_view>

#include "core/config.hpp"
#include "core/placement.hpp"
#include "formats/parse_result.hpp"

namespace stratego {

// The side's pieces of `placement` (the other side's are left out) over the side's setup
// zone, or over the whole board for the free variant.
std::string formatSetup(const GameConfig& config, Side side, const Placement& placement);

// Reads a setup string and checks it with validateSetup: a valid setup of `side` or an error.
Parsed<Placement> parseSetup(const GameConfig& config, Side side, std::string_view text);

}  // namespace stratego
