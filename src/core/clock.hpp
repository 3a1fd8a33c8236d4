// Time controls (RULES.md sections 5 and 7): per-player time with a Fischer increment or
// a Bronstein delay, and an optional game clock whose expiry is a draw. Pure arithmetic
// on milliseconds that the caller measures: the core never reads a time source.
#pragma once

#include <array>
#include <cstdint>

#include "core/outcome.hpp"
#include "core/types.hpp"

namespace stratego {

struct TimeControl {
  std::int64_t initialMs = 0;    // per player; 0 means no per-player clock
  std::int64_t incrementMs = 0;  // Fischer: added after each completed move
  std::int64_t delayMs = 0;      // Bronstein: time used, up to this much, is given back
  std::int64_t gameMs = 0;       // the whole game's time; 0 means no game clock
  friend bool operator==(const TimeControl&, const TimeControl&) = default;
};

class Clock {
 public:
  explicit Clock(const TimeControl& control);

  const TimeControl& control() const { return control_; }
  std::int64_t remaining(Side side) const { return remaining_[index(side)]; }
  std::int64_t gameRemaining() const { return gameRemaining_; }

  // The side to move completed a move after thinking `elapsedMs`. Returns the end of the
  // game if a clock ran out during the move (the move then does not count), else nothing.
  Outcome charge(Side mover, std::int64_t elapsedMs);
  // Whether a clock has run out for the side to move, `elapsedMs` into its thinking.
  Outcome check(Side toMove, std::int64_t elapsedMs) const;

  // Restores the times a saved game carries.
  void restore(std::int64_t red, std::int64_t blue, std::int64_t game);
  friend bool operator==(const Clock&, const Clock&) = default;

 private:
  TimeControl control_;
  std::array<std::int64_t, 2> remaining_{};
  std::int64_t gameRemaining_ = 0;
};

}  // namespace stratego
