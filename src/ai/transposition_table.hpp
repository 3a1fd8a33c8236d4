// The transposition table of the alpha-beta search: scores and best moves of positions
// already searched, keyed by the state's Zobrist hash (which covers the ranks, so the
// states sampled for one decision can share a table). Always-replace, one entry a slot.
#pragma once

#include <cstdint>
#include <vector>

#include "core/types.hpp"

namespace stratego {

enum class Bound : std::uint8_t { None, Exact, Lower, Upper };

struct TableEntry {
  std::uint64_t key = 0;
  Move move;
  std::int16_t score = 0;
  std::int8_t depth = 0;
  Bound bound = Bound::None;
};

class TranspositionTable {
 public:
  explicit TranspositionTable(int log2Entries) : entries_(std::size_t{1} << log2Entries), mask_(entries_.size() - 1) {}

  const TableEntry* probe(std::uint64_t key) const {
    const TableEntry& e = entries_[key & mask_];
    return e.bound != Bound::None && e.key == key ? &e : nullptr;
  }
  void store(std::uint64_t key, Move move, int score, int depth, Bound bound) {
    entries_[key & mask_] = {key, move, static_cast<std::int16_t>(score), static_cast<std::int8_t>(depth), bound};
  }
  void clear() { entries_.assign(entries_.size(), TableEntry{}); }

 private:
  std::vector<TableEntry> entries_;
  std::size_t mask_;
};

}  // namespace stratego
