// The rule-state fields of a position string (docs/FORMATS.md, "Position strings"): each
// side's two-square run and the state of the chasing rule.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "core/chase.hpp"
#include "core/state.hpp"
#include "core/two_square.hpp"
#include "formats/parse_result.hpp"

namespace stratego {

// "d3@d2-d3,d2-d3;-": Red's run, then Blue's, each '-' or the square of the run's piece
// and the spans of its moves, newest first.
std::string formatRuns(const GameState& state);
// The runs for the pieces of `state`, whose ids are found by the pieces' squares.
Parsed<std::array<TwoSquareRun, 2>> parseRuns(const GameState& state, std::string_view text);

// What restoreRuleState needs of the chase.
struct SavedChase {
  ChaseState state;
  std::vector<Move> moves;  // the moves since the oldest board the rule looks back to
};

// "9:c3-c2;0:d3-d2;c1-c2,...": each side's chase (plies and last move, '-' before its
// first move), then the moves the rule looks back over, oldest first.
std::string formatChase(const GameState& state);
// `ply` bounds the chase lengths.
Parsed<SavedChase> parseChase(const Board& board, std::string_view text, int ply);

}  // namespace stratego
