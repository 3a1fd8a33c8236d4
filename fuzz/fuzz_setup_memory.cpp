// libFuzzer target: one line of a setup memory file (ai/setup_memory_file). Whatever
// parseSeenSetup accepts must be written back as exactly the line it read.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "ai/setup_memory_file.hpp"
#include "round_trip.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto seen = stratego::parseSeenSetup(text);
  if (!seen) return 0;
  const std::string back = stratego::formatSeenSetup(*seen);
  return stratego::fuzz::abortOn(back == text ? stratego::fuzz::Mismatch{}
                                              : "read '" + std::string(text) + "', wrote '" + back + "'");
}
