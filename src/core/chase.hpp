// PROVISIONAL chase tracker; replaced once the reference semantics are confirmed.
#pragma once

#include <cstdint>
#include <span>

#include "core/bitboard.hpp"
#include "core/types.hpp"

namespace stratego {

struct ChaseMove {
  Side side = Side::Red;
  PieceId piece = kNoPiece;
  Square from = kNoSquare, to = kNoSquare;
  bool attack = false;
  Bitboard threatened;          // enemy pieces next to the destination
  std::uint64_t hashAfter = 0;  // position after the move (non-attacks only)
};

struct ChaseState {
  bool active = false;
  Side chaser = Side::Red;
  std::int16_t start = 0;
  bool mayForbid(Side s) const { return active && s == chaser; }
  bool forbids(const ChaseMove&, std::span<const std::uint64_t>) const { return false; }
  void update(const ChaseMove&, int) {}
  friend bool operator==(const ChaseState&, const ChaseState&) = default;
};

}  // namespace stratego
