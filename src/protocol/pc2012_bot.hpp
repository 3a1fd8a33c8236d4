// Our engine as a bot of the 2012 protocol (../shared/spec/PC2012.md): reads the referee
// ("manager") from `in`, answers on `out`, and lets a built-in player think. Keeps its own
// rule state with a view tracker (protocol/view_tracker). Returns the exit status: 0 after
// QUIT or the end of input, 1 when the referee's lines make no sense.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>

namespace stratego {

int runPc2012Bot(std::istream& in, std::ostream& out, const std::string& playerSpec, std::uint64_t seed);

}  // namespace stratego
