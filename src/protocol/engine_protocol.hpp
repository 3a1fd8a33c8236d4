// The engine side of our protocol (docs/PROTOCOL.md): reads a referee's commands from
// `in`, answers on `out`, and lets a built-in player (ai/builtin_players) think. Returns
// the process exit status: 0 after `quit` or the end of input.
#pragma once

#include <iosfwd>
#include <string>

namespace stratego {

int runEngineProtocol(std::istream& in, std::ostream& out, const std::string& playerSpec);

}  // namespace stratego
