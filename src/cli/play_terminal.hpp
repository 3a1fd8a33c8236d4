// What the terminal loops of `stratego play` share, the board game's (cli/play_loop) and
// Card Battle's (cli/play_cards): reading commands, the screen that passes the keyboard
// between two people, the computer's seeds and the name of a finished game's record.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "core/random.hpp"
#include "core/types.hpp"

namespace stratego::cli {

// Independent random streams drawn from the seed, so that a resumed game plays on exactly
// as the uninterrupted one: a decision numbered `n` depends on (seed, stream, n) only.
Random streamRandom(std::uint64_t seed, std::uint64_t stream, std::uint64_t n);

std::vector<std::string> words(const std::string& line);
std::string lower(std::string s);

// Shows `prompt` and reads one line (without a trailing '\r'); false at the end of the
// input.
bool readLine(std::istream& in, std::ostream& out, const std::string& prompt, std::string& line);

// Two people at one keyboard: clears the screen (on a terminal, its scrollback too, where
// the last player's cards would be; elsewhere, blank lines) and waits for Enter from
// `side`, who is to `what` ("move", "set up"). False at the end of the input.
bool passKeyboard(std::istream& in, std::ostream& out, bool terminal, Side side, const std::string& what);

// "stratego-<game>-<date>-<time><extension>" in the current directory, from local time.
std::string timestampedRecordPath(std::string_view game, std::string_view extension);

// Writes a game to continue later to `path` and tells how to resume it; false (with the
// error on `out`) when the file could not be written.
bool writeSavedGame(std::ostream& out, const std::string& path, const std::string& text);

// Writes a finished game's record to `path` and says so on `out`; the exit code of the game
// (1 when the file could not be written).
int writeFinishedRecord(std::ostream& out, const std::string& path, const std::string& text);

}  // namespace stratego::cli
