// A memory of the opponent's setups and moves that outlives the process: `stratego engine
// --memory FILE`, for referees that start the engine afresh for every game (the 2012
// contest's).
// The file is text, one line per game, oldest first (docs/FORMATS.md, "Setup memory
// files"); each game the engine finishes adds its line at the end.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "ai/setup_memory.hpp"
#include "formats/parse_result.hpp"

namespace stratego {

// One game's line: the variant's name, a space, and the opponent's setup zone as its owner
// set it up (a Blue setup turned round), written like Red's setup string: rank by rank
// from the back rank, files left to right, '/' between ranks; on each square the letter of
// the rank a battle showed, 'm' where the piece moved without showing its rank, '.' where
// nothing was seen. Then, where the player's notes tallied any, its moved ranks: "moved"
// and, for each rank, its letter, the odds the beliefs foretold it and the times it was
// seen among the moved pieces noted; and how far its moves bore out the behaviour cues:
// "trust" and the loss at each trust and the notes, '/' between them; and how often it took
// back our pieces that had taken its shown ones: "recaptures" and the loss at each power of
// people's odds ratio and the captures noted, likewise (the tallies in any order; lines
// written before tallies were kept have none).
// "classic ..F......./.m......../......m.../3......2.. moved 3:0.82/1 4:1.5/2 trust 9/8.5/8.8/6"
std::string formatRememberedGame(const RememberedGame& game);
Parsed<RememberedGame> parseRememberedGame(std::string_view line);

// The memory kept in `path` (created when missing): it starts with the games the file
// holds, and appends each game it remembers from now on. A game that cannot be written is
// still remembered by the process and reported to `onWriteError`. Errors name the file
// and, for a line that is wrong, its number and what is wrong with it.
Parsed<std::shared_ptr<SetupMemory>> openSetupMemoryFile(const std::filesystem::path& path,
                                                         std::function<void(const std::string&)> onWriteError);

}  // namespace stratego
