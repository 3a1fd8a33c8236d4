#include "core/clock.hpp"

#include <algorithm>

namespace stratego {

Clock::Clock(const TimeControl& control)
    : control_(control), remaining_{control.initialMs, control.initialMs}, gameRemaining_(control.gameMs) {}

Outcome Clock::check(Side toMove, std::int64_t elapsedMs) const {
  if (control_.gameMs > 0 && elapsedMs >= gameRemaining_) return {Winner::Draw, EndReason::GameClock};
  if (control_.initialMs > 0 && elapsedMs >= remaining_[index(toMove)])
    return {winnerFor(opponent(toMove)), EndReason::Timeout};
  return {};
}

Outcome Clock::charge(Side mover, std::int64_t elapsedMs) {
  elapsedMs = std::max<std::int64_t>(elapsedMs, 0);
  if (const Outcome out = check(mover, elapsedMs); out.over()) return out;
  if (control_.gameMs > 0) gameRemaining_ -= elapsedMs;
  if (control_.initialMs > 0) {
    // The clock ran during the move; Bronstein gives back what was used, up to the delay.
    remaining_[index(mover)] += control_.incrementMs - elapsedMs + std::min(elapsedMs, control_.delayMs);
  }
  return {};
}

void Clock::restore(std::int64_t red, std::int64_t blue, std::int64_t game) {
  remaining_ = {red, blue};
  gameRemaining_ = game;
}

}  // namespace stratego
