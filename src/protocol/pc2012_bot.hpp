// Our engine as a bot of the 2012 protocol (../shared/spec/PC2012.md): reads the referee
// ("manager") from `in`, answers on `out`, and lets a built-in player think. Keeps its own
// rule state with a view tracker (protocol/view_tracker). Returns the exit status: 0 after
// QUIT or the end of input, 1 when the referee's lines make no sense. When the game ends
// the player is told what it saw; with `memory` (a file's: ai/setup_memory_file.hpp) it
// remembers the opponent's setup there, for the games of later processes.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>

namespace stratego {

class SetupMemory;

int runPc2012Bot(std::istream& in, std::ostream& out, const std::string& playerSpec, std::uint64_t seed,
                 std::shared_ptr<SetupMemory> memory = nullptr);

}  // namespace stratego
