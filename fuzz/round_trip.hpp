// What the fuzz targets (and tests/formats/parser_robustness_test.cpp) check for every
// input: the parser returns, and a value it accepts is written and read back unchanged.
// Each check returns nothing when the text was rejected or its value came back intact,
// else what went wrong.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

#include "formats/notation.hpp"
#include "formats/position_text.hpp"
#include "formats/record_text.hpp"
#include "formats/setup_text.hpp"

namespace stratego::fuzz {

using Mismatch = std::optional<std::string>;

// One of the seven configurations (every preset, free on both boards), picked by a byte.
inline GameConfig configFromByte(std::uint8_t byte) {
  const int pick = byte % 7;
  if (pick == 6) return presetConfig(Variant::Free, BoardKind::Small);
  return presetConfig(static_cast<Variant>(pick));
}

// Reads `text`; if that gives a value, writes it, reads that back, and compares both the
// values and the texts.
template <class Parse, class Format>
Mismatch checkReadsBack(const std::string& what, std::string_view text, Parse parse, Format format) {
  const auto value = parse(text);
  if (!value) return std::nullopt;
  const std::string written = format(*value);
  const auto again = parse(written);
  if (!again) return what + " does not read back: " + again.error() + "\n" + written;
  if (!(*again == *value) || format(*again) != written) return what + " reads back changed:\n" + written;
  return std::nullopt;
}

inline Mismatch checkSetup(const GameConfig& config, Side side, std::string_view text) {
  return checkReadsBack(
      "setup", text, [&](std::string_view t) { return parseSetup(config, side, t); },
      [&](const Placement& setup) { return formatSetup(config, side, setup); });
}

inline Mismatch checkPosition(std::string_view text) {
  return checkReadsBack("position", text, parsePosition, formatPosition);
}

inline Mismatch checkRecord(std::string_view text) { return checkReadsBack("record", text, parseRecord, formatRecord); }

// Moves, squares and battle notes of the people's notation.
inline Mismatch checkNotation(const Board& board, std::string_view text) {
  for (bool attack : {false, true}) {
    auto mismatch = checkReadsBack(
        "move", text, [&](std::string_view t) { return parseMove(board, t); },
        [&](Move move) { return formatMove(move, attack); });
    if (mismatch) return mismatch;
  }
  return checkReadsBack("battle note", text, parseBattle, formatBattle);
}

// For a fuzz target: says what went wrong and aborts, which libFuzzer reports as a crash.
inline int abortOn(const Mismatch& mismatch) {
  if (!mismatch) return 0;
  std::fprintf(stderr, "%s\n", mismatch->c_str());
  std::abort();
}

}  // namespace stratego::fuzz
