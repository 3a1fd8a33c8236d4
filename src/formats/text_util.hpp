// Small text helpers shared by the parsers of formats/: splitting, numbers, and showing
// untrusted input safely inside error messages.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/types.hpp"
#include "formats/parse_result.hpp"

namespace stratego {

// "Red" or "Blue", for messages.

// Space, tab, carriage return or newline.
constexpr bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// The pieces of `text` between separators; empty pieces are kept, so "a//b" has three.
std::vector<std::string_view> split(std::string_view text, char separator);

// `text` without leading and trailing spaces, tabs, carriage returns and newlines.
std::string_view trim(std::string_view text);

// The index of `text` in a table of names, or nothing when it is not one of them.
template <std::size_t N>
std::optional<std::size_t> indexIn(const std::array<std::string_view, N>& names, std::string_view text) {
  for (std::size_t i = 0; i < N; ++i)
    if (names[i] == text) return i;
  return std::nullopt;
}

// A decimal number 0..max written with digits only (no sign, no spaces); nothing otherwise.
std::optional<int> parseNumber(std::string_view text, int max);

// `text` in single quotes for an error message: bytes that are not printable ASCII are
// written as \xNN and long text is cut short, so any input makes a readable message.
std::string quoted(std::string_view text);

// `text` split at '/' into one group per rank of a grid: exactly `ranks` groups, else an
// error that starts with `what` (the field's name).
Parsed<std::vector<std::string_view>> splitRanks(std::string_view text, int ranks, std::string_view what);

// `text` split at '/' into one group of `files` characters (one a square) per rank of a
// grid whose ranks are `rankNumbers` (0-based, in the order written), else an error that
// starts with `what` and names the rank that is too long or too short.
Parsed<std::vector<std::string_view>> splitGrid(std::string_view text, std::span<const int> rankNumbers, int files,
                                                std::string_view what);

// "rank 2, file c" for square (file, rank) given 0-based: where a cell is in a grid of text.
std::string cellPlace(int file, int rank);

}  // namespace stratego
