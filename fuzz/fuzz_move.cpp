// libFuzzer target: the first byte picks the board, the rest is a move ("e4-e5") or a
// battle note ("(7>5)"). Whatever the notation reads must read back unchanged.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "round_trip.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const stratego::Board& board = stratego::fuzz::configFromByte(data[0]).geometry();
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  return stratego::fuzz::abortOn(stratego::fuzz::checkNotation(board, text));
}
