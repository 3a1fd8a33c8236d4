// libFuzzer target: one line of a setup memory file (ai/setup_memory_file). Whatever
// parseRememberedGame accepts must be written as a line that reads back to itself; a line
// with only the setup (no tallies) must be written back as exactly the line it read (the
// tallies' numbers are written to a few digits, and in one order).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "ai/setup_memory_file.hpp"
#include "round_trip.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto game = stratego::parseRememberedGame(text);
  if (!game) return 0;
  const std::string written = stratego::formatRememberedGame(*game);
  const auto again = stratego::parseRememberedGame(written);
  if (!again) return stratego::fuzz::abortOn("wrote '" + written + "', which does not read back: " + again.error());
  const std::string rewritten = stratego::formatRememberedGame(*again);
  if (rewritten != written) return stratego::fuzz::abortOn("wrote '" + written + "', then '" + rewritten + "'");
  const bool setupOnly = std::count(text.begin(), text.end(), ' ') == 1;
  if (!setupOnly || written == text) return 0;
  return stratego::fuzz::abortOn("read '" + std::string(text) + "', wrote '" + written + "'");
}
