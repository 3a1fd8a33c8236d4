// Basic vocabulary of the rules core: sides, ranks, squares and moves.
// Everything here is a small value type; nothing allocates.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace stratego {

enum class Side : std::uint8_t { Red = 0, Blue = 1 };

constexpr Side opponent(Side s) { return s == Side::Red ? Side::Blue : Side::Red; }
constexpr int index(Side s) { return static_cast<int>(s); }
constexpr std::string_view sideName(Side s) { return s == Side::Red ? "Red" : "Blue"; }

// Ranks carry their strength as their value so that battles compare numbers.
// Flag and Bomb sit outside 1..10 and are handled as exceptions by the battle table.
enum class Rank : std::uint8_t {
  Flag = 0,
  Spy = 1,
  Scout = 2,
  Miner = 3,
  Sergeant = 4,
  Lieutenant = 5,
  Captain = 6,
  Major = 7,
  Colonel = 8,
  General = 9,
  Marshal = 10,
  Bomb = 11,
};
constexpr int kRankCount = 12;
constexpr int index(Rank r) { return static_cast<int>(r); }
constexpr bool isMovable(Rank r) { return r != Rank::Flag && r != Rank::Bomb; }

// Counts of each rank, indexed by Rank; the shape of an army.
using Army = std::array<std::uint8_t, kRankCount>;

// Squares live on a grid with a stride of 11: the 11th column is a guard that is never
// on the board, so a one-column shift of a bit mask can never wrap onto the next rank.
// Both the 10x10 and the 8x8 boards use the same layout.
using Square = std::uint8_t;
constexpr int kStride = 11;
constexpr int kMaxFiles = 10;
constexpr int kMaxRanks = 10;
constexpr int kGridSize = kStride * kMaxRanks;  // 110 grid cells, bits 0..109
constexpr Square kNoSquare = 0xFF;

constexpr Square makeSquare(int file, int rank) { return static_cast<Square>(rank * kStride + file); }
// Table lookups: cheaper than the division by 11 in the hot loop.
// kCoordinates[0] holds files and kCoordinates[1] ranks, so that the coordinate along a
// line can be picked by index rather than by a branch.
inline constexpr std::array<std::array<std::uint8_t, 256>, 2> kCoordinates = [] {
  std::array<std::array<std::uint8_t, 256>, 2> c{};
  for (int s = 0; s < 256; ++s) {
    c[0][s] = static_cast<std::uint8_t>(s % kStride);
    c[1][s] = static_cast<std::uint8_t>(s / kStride);
  }
  return c;
}();
constexpr int fileOf(Square s) { return kCoordinates[0][s]; }
constexpr int rankOf(Square s) { return kCoordinates[1][s]; }
// Steps between two squares along ranks and files (lakes ignored).
constexpr int stepsBetween(Square a, Square b) {
  const int files = fileOf(a) - fileOf(b), ranks = rankOf(a) - rankOf(b);
  return (files < 0 ? -files : files) + (ranks < 0 ? -ranks : ranks);
}

// A move is its origin and destination square, packed into 16 bits. What the move did
// (battle, captures, previous rule state) is kept on the undo stack, not in the move.
struct Move {
  std::uint16_t bits = 0xFFFF;

  constexpr Move() = default;
  constexpr Move(Square from, Square to) : bits(static_cast<std::uint16_t>(from | (to << 8))) {}
  constexpr Square from() const { return static_cast<Square>(bits & 0xFF); }
  constexpr Square to() const { return static_cast<Square>(bits >> 8); }
  constexpr bool isNone() const { return bits == 0xFFFF; }
  friend constexpr bool operator==(Move a, Move b) { return a.bits == b.bits; }
};

// Upper bound on pseudo-legal moves in any position: each non-own square can be entered
// from at most four directions (by the nearest piece in each), and a board has at most
// 92 playable squares.
constexpr int kMaxMoves = 4 * 92;

// Upper bound on pieces on a board (free setups may fill every playable square).
constexpr int kMaxPieces = 92;
using PieceId = std::uint8_t;
constexpr PieceId kNoPiece = 0xFF;

}  // namespace stratego
