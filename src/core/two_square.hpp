// The two-square rule (RULES.md 4.1) for one side, in constant space.
//
// A run is the side's most recent moves made by one piece along one line. Each move
// crosses the borders between consecutive squares from its origin to its destination: an
// interval [lo, hi) of border indices along the line (border k lies between squares k
// and k+1). A move of the run's piece along the run's line is forbidden when it would
// cross a border crossed by each of the last N moves of the run, that is when it overlaps
// the intersection of their intervals. The intersection is cached so the test is O(1).
#pragma once

#include <algorithm>
#include <array>

#include "core/config.hpp"
#include "core/types.hpp"

namespace stratego {

struct BorderSpan {
  std::uint8_t lo = 0, hi = 0;  // borders lo .. hi-1 are crossed
  friend bool operator==(BorderSpan, BorderSpan) = default;
};

// The line a move runs along and the borders it crosses.
struct LineMove {
  bool vertical;
  BorderSpan span;
};

inline LineMove lineMove(Square from, Square to) {
  if (fileOf(from) == fileOf(to)) {
    auto a = static_cast<std::uint8_t>(rankOf(from)), b = static_cast<std::uint8_t>(rankOf(to));
    return {true, {std::min(a, b), std::max(a, b)}};
  }
  auto a = static_cast<std::uint8_t>(fileOf(from)), b = static_cast<std::uint8_t>(fileOf(to));
  return {false, {std::min(a, b), std::max(a, b)}};
}

struct TwoSquareRun {
  PieceId piece = kNoPiece;
  bool vertical = false;
  std::uint8_t length = 0;                          // moves in the run, capped at the limit
  std::array<BorderSpan, kMaxTwoSquareLimit> spans{};  // newest first
  BorderSpan blocked{};                             // intersection of the last `limit` spans

  bool forbids(PieceId p, LineMove m) const {
    return p == piece && m.vertical == vertical && blocked.lo < blocked.hi &&
           std::max(m.span.lo, blocked.lo) < std::min(m.span.hi, blocked.hi);
  }

  void record(PieceId p, LineMove m, int limit) {
    if (limit <= 0) return;
    if (p != piece || m.vertical != vertical) {
      piece = p;
      vertical = m.vertical;
      length = 0;
      spans = {};  // keep the state canonical: equal runs compare equal
    }
    // A fixed-size shift (no length-dependent copy); the slot that falls beyond the
    // limit is cleared so that equal runs compare equal.
    for (int i = kMaxTwoSquareLimit - 1; i > 0; --i) spans[i] = spans[i - 1];
    spans[0] = m.span;
    if (limit < kMaxTwoSquareLimit) spans[limit] = {};
    if (length < limit) ++length;
    blocked = {};
    if (length == limit) {
      blocked = spans[0];
      for (int i = 1; i < limit; ++i) {
        blocked.lo = std::max(blocked.lo, spans[i].lo);
        blocked.hi = std::min(blocked.hi, spans[i].hi);
      }
    }
  }

  friend bool operator==(const TwoSquareRun&, const TwoSquareRun&) = default;
};

}  // namespace stratego
