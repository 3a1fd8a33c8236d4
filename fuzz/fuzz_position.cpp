// libFuzzer target: bytes as a position string. Whatever parsePosition accepts must read
// back to the same state.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "round_trip.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  return stratego::fuzz::abortOn(stratego::fuzz::checkPosition(text));
}
