// The board field of a position string, also the Start tag of a record (docs/FORMATS.md,
// "Position strings"): ranks from the top down, '/' between them; each rank from file a:
// '.' empty, '~' lake, or a piece such as "r7" or "b2*+#" (side, rank, knowledge flags).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/config.hpp"
#include "core/placement.hpp"
#include "formats/parse_result.hpp"

namespace stratego {

// Pieces on a board and what the opponent knows of each.
struct BoardPieces {
  Placement placement;
  std::array<std::uint8_t, kGridSize> flags{};  // PieceFlag bits by square
  friend bool operator==(const BoardPieces&, const BoardPieces&) = default;
};

std::string formatBoardField(const Board& board, const BoardPieces& pieces);

// Checks the picture against `board`: every rank has the board's files, lakes are marked
// '~' exactly where the board has them, and each piece's flags are possible for its rank.
// Errors start with `what` (the field's name).
Parsed<BoardPieces> parseBoardField(const Board& board, std::string_view text, std::string_view what);

}  // namespace stratego
