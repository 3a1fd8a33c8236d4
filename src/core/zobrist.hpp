// Zobrist keys: one per (side, rank, square) and one for the side to move. A position's
// hash is the XOR of the keys of its pieces; make and unmake update it incrementally.
// The keys are computed at compile time from a fixed seed, so hashes are stable across
// runs and builds and cost no start-up work.
#pragma once

#include <array>
#include <cstdint>

#include "core/random.hpp"
#include "core/types.hpp"

namespace stratego::zobrist {

struct Keys {
  std::array<std::array<std::array<std::uint64_t, kGridSize>, kRankCount>, 2> piece{};
  std::uint64_t blueToMove = 0;
};

constexpr Keys makeKeys() {
  Keys out;
  Random rng(0x5742A7E6C0DEULL);
  for (auto& side : out.piece)
    for (auto& rank : side)
      for (auto& key : rank) key = rng.next();
  out.blueToMove = rng.next();
  return out;
}

inline constexpr Keys kKeys = makeKeys();

constexpr std::uint64_t piece(Side side, Rank rank, Square square) {
  return kKeys.piece[index(side)][index(rank)][square];
}

}  // namespace stratego::zobrist
