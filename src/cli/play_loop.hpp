// The interactive loop of `stratego play` (cli/play.cpp): the setup phase and the play
// phase of one GameSession, read from a stream of commands and written as text.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>

#include "play/session.hpp"

namespace stratego::cli {

// The name a session gives the computer's side; a resumed game finds its opponent by it.
inline constexpr const char* kComputerName = "Computer";
inline constexpr const char* kHumanName = "Human";

struct PlayOptions {
  std::optional<Side> computer;  // the computer's side; none for two people
  std::uint64_t seed = 0;        // random setups and the computer's moves
  bool color = false;            // ANSI colours
  bool terminal = false;         // stdout is a terminal: clear the screen between turns
  std::string recordPath;        // empty: stratego-<variant>-<date>-<time>.sgr
};

// Plays until the game ends, a player quits or the input ends; returns the exit code.
int runPlay(GameSession& session, const PlayOptions& options, std::istream& in, std::ostream& out);

}  // namespace stratego::cli
