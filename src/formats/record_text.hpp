// Game records as text, like PGN; files end in .sgr (docs/FORMATS.md, "Game records").
//
//   [Variant "classic"]            required tags first, in this order
//   [TwoSquare "3"] [Chasing "on"] [ScoutStrike "on"] [PlyCap "4000"] [NoBattleCap "200"]
//   [RedSetup "..."] [BlueSetup "..."]   or, for free games, [Start "<board field>"]
//   [Result "red"] [Reason "flag-captured"]
//   [Event "..."] ...              then GameRecord::tags in order
//
//   1. a4-a5 a7-a6 2. b2xb7(7>5) ... 1-0
#pragma once

#include <string>
#include <string_view>

#include "formats/parse_result.hpp"
#include "formats/record.hpp"

namespace stratego {

// The record's free tags must have names of letters, digits and '_' other than the
// required tags' names; its start must be valid for its configuration.
std::string formatRecord(const GameRecord& record);

// Reads a record; the moves are replayed for their battle notes but not checked against
// the rules (record_moves.hpp). Required tags may come in any order on input.
Parsed<GameRecord> parseRecord(std::string_view text);

}  // namespace stratego
