// Tallies of a power learned over a series (ai/power_choice.hpp), made up for tests.
#pragma once

#include "ai/power_choice.hpp"

namespace stratego::testing {

// `notes` noted, with these losses at the powers 0, 1/2 and 1.
template <typename Tally>
Tally tallyOf(double notes, double lossAt0, double lossAtHalf, double lossAt1) {
  Tally tally;
  tally.notes = notes;
  tally.loss = {lossAt0, lossAtHalf, lossAt1};
  return tally;
}

}  // namespace stratego::testing
