// The engine side of our protocol (docs/PROTOCOL.md): reads a referee's commands from
// `in`, answers on `out`, and lets a built-in player (ai/builtin_players) think. `seed` is
// the default of the Seed option: the seed of each game whose newgame names none.
// `memory`, when given, is what every player the session makes remembers of the opponent's
// setups (a file's: ai/setup_memory_file.hpp); without it each player keeps its own.
// Returns the process exit status: 0 after `quit` or the end of input, 1 when
// `playerSpec` names no built-in player.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>

namespace stratego {

class SetupMemory;

int runEngineProtocol(std::istream& in, std::ostream& out, const std::string& playerSpec, std::uint64_t seed = 0,
                      std::shared_ptr<SetupMemory> memory = nullptr);

}  // namespace stratego
