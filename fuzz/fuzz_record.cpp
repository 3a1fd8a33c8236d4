// libFuzzer target: bytes as a game record (.sgr). Whatever parseRecord accepts must read
// back to the same record and the same text.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "round_trip.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  return stratego::fuzz::abortOn(stratego::fuzz::checkRecord(text));
}
