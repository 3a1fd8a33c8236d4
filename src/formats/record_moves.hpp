// The move text of a record: "1. a4-a5 a7-a6 2. b2xb7(7>5) ..." wrapped at 80 columns,
// then the result token 1-0, 0-1, 1/2-1/2 or * (docs/FORMATS.md, "Game records").
//
// Battle notes come from replaying the moves with core's GameState. A record keeps moves
// the rules forbid (checking them is `stratego validate`'s job), so the replay follows
// every move that obeys movement (RULES.md 1), which is all GameState::make needs, and
// ignores the repetition rules and the end of the game. At the first move that breaks
// movement the replay stops: that move and the later ones are written plainly, "e4-e5".
#pragma once

#include <string>
#include <vector>

#include "formats/parse_result.hpp"
#include "formats/record.hpp"
#include "formats/text_cursor.hpp"

namespace stratego {

std::string formatMoveText(const GameRecord& record);

// Reads the move text from `in` up to the end of the text for a record whose config,
// start and result are already read. Move numbers and battle notes are optional but must
// be right when given; comments ("; to the end of the line", "{...}") are skipped.
Parsed<std::vector<Move>> readMoveText(TextCursor& in, const GameRecord& header);

}  // namespace stratego
