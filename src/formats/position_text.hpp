// Position strings, like chess FEN: everything needed to continue a game exactly, rule
// state included (docs/FORMATS.md, "Position strings"). Thirteen fields, single spaces:
//   <variant> <board> <r|b> <ply> <plies-since-battle> two-square=.. chasing=..
//   scout-strike=.. ply-cap=.. no-battle-cap=.. runs=<red>;<blue>
//   chase=<red>;<blue>;<moves> result=<ongoing|winner:reason>
#pragma once

#include <string>
#include <string_view>

#include "core/state.hpp"
#include "formats/parse_result.hpp"

namespace stratego {

std::string formatPosition(const GameState& state);

// A state built from the position's pieces (GameState ids in square order, Red first)
// with the flags and rule state of the string restored.
Parsed<GameState> parsePosition(std::string_view text);

}  // namespace stratego
