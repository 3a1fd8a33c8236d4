// The two-square rule (RULES.md 4.1) for one side, in constant space.
//
// A run is the side's most recent moves made by one piece along one line. Each move
// crosses the borders between consecutive squares from its origin to its destination: an
// interval [lo, hi) of border indices along the line (border k lies between squares k
// and k+1). A move of the run's piece along the run's line is forbidden when it would
// cross a border crossed by each of the last N moves of the run, that is when it overlaps
// the intersection of their intervals. Recording a move is a few shifts; the intersection
// is computed only when the run's own piece moves again along its line.
#pragma once

#include <algorithm>
#include <cstdint>

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
  // Branch-free: random play makes every branch here unpredictable. On one file the
  // coordinates along the line are the ranks, on one rank the files.
  const bool vertical = fileOf(from) == fileOf(to);
  const int a = kCoordinates[vertical][from];
  const int b = kCoordinates[vertical][to];
  const int swap = (a ^ b) & -static_cast<int>(a > b);
  return {vertical, {static_cast<std::uint8_t>(a ^ swap), static_cast<std::uint8_t>(b ^ swap)}};
}

class TwoSquareRun {
 public:
  PieceId piece() const { return piece_; }
  bool vertical() const { return vertical_; }
  int length() const { return length_; }
  // The i-th most recent span of the run (i < length()).
  BorderSpan span(int i) const {
    return {static_cast<std::uint8_t>(los_ >> (8 * i)), static_cast<std::uint8_t>(his_ >> (8 * i))};
  }

  // Whether piece p may not make the move from-to. Limits above kMaxTwoSquareLimit act as
  // kMaxTwoSquareLimit (parsers reject them).
  bool forbids(PieceId p, Square from, Square to, int limit) const {
    limit = std::min(limit, kMaxTwoSquareLimit);
    if (p != piece_ || length_ < limit || limit <= 0) return false;
    const LineMove m = lineMove(from, to);
    if (m.vertical != vertical_) return false;
    BorderSpan blocked = span(0);
    for (int i = 1; i < limit; ++i) {
      const BorderSpan s = span(i);
      blocked.lo = std::max(blocked.lo, s.lo);
      blocked.hi = std::min(blocked.hi, s.hi);
    }
    return blocked.lo < blocked.hi && std::max(m.span.lo, blocked.lo) < std::min(m.span.hi, blocked.hi);
  }

  void record(PieceId p, LineMove m, int limit) {
    limit = std::min(limit, kMaxTwoSquareLimit);
    if (limit <= 0) return;
    // Another piece or line starts a new run; done with masks rather than a branch.
    const bool same = (p == piece_) & (m.vertical == vertical_);
    const std::uint64_t keepRun = 0 - static_cast<std::uint64_t>(same);
    piece_ = p;
    vertical_ = m.vertical;
    length_ = static_cast<std::uint8_t>(length_ * same);
    los_ &= keepRun;
    his_ &= keepRun;
    // The spans are packed a byte each, newest lowest: a new span is one shift. Once the
    // run is as long as the limit, the span shifted beyond it is masked off so that equal
    // runs compare equal.
    los_ = (los_ << 8) | m.span.lo;
    his_ = (his_ << 8) | m.span.hi;
    if (length_ < limit) {
      ++length_;
    } else if (limit < kMaxTwoSquareLimit) {
      const std::uint64_t keep = (std::uint64_t{1} << (8 * limit)) - 1;
      los_ &= keep;
      his_ &= keep;
    }
  }

  friend bool operator==(const TwoSquareRun&, const TwoSquareRun&) = default;

 private:
  std::uint64_t los_ = 0, his_ = 0;
  PieceId piece_ = kNoPiece;
  bool vertical_ = false;
  std::uint8_t length_ = 0;  // moves in the run, capped at the limit
};

}  // namespace stratego
