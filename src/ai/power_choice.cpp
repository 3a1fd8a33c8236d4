#include "ai/power_choice.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace stratego {

// Odds below this count as this: one event the odds all but ruled out would otherwise
// outweigh a game of notes.
constexpr double kLeastOdds = 1e-4;

void PowerChoiceTally::add(const PowerChoiceTally& other) {
  for (std::size_t p = 0; p < kPowers.size(); ++p) loss[p] += other.loss[p];
  notes += other.notes;
}

void PowerChoiceTally::note(const std::array<float, kPowers.size()>& odds, bool happened) {
  for (std::size_t p = 0; p < kPowers.size(); ++p) {
    const double q = happened ? odds[p] : 1.0 - odds[p];
    loss[p] -= std::log(std::max(kLeastOdds, q));
  }
  ++notes;
}

float PowerChoiceTally::choice(double leastNotes, double costPerNote) const {
  if (notes < leastNotes) return kPowers.back();
  std::size_t best = kPowers.size() - 1;
  auto cost = [&](std::size_t p) { return loss[p] + costPerNote * notes * (1.0 - kPowers[p]); };
  for (std::size_t p = 0; p < kPowers.size(); ++p)
    if (cost(p) < cost(best)) best = p;
  return kPowers[best];
}

}  // namespace stratego
