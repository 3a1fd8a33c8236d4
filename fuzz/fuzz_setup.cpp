// libFuzzer target: the first byte picks the configuration and side, the rest is a setup
// string. Whatever parseSetup accepts must read back unchanged.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "round_trip.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const stratego::GameConfig config = stratego::fuzz::configFromByte(data[0]);
  const stratego::Side side = data[0] & 0x80 ? stratego::Side::Blue : stratego::Side::Red;
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  return stratego::fuzz::abortOn(stratego::fuzz::checkSetup(config, side, text));
}
