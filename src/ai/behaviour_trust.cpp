#include "ai/behaviour_trust.hpp"

#include <cstddef>

namespace stratego {

void BehaviourTrustTally::add(const BehaviourTrustTally& other) {
  for (std::size_t t = 0; t < kTrusts.size(); ++t) loss[t] += other.loss[t];
  notes += other.notes;
}

float BehaviourTrustTally::trust() const {
  if (notes < kLeastNotes) return kTrusts.back();
  std::size_t best = kTrusts.size() - 1;
  auto cost = [&](std::size_t t) { return loss[t] + kCostPerNote * notes * (1.0 - kTrusts[t]); };
  for (std::size_t t = 0; t < kTrusts.size(); ++t)
    if (cost(t) < cost(best)) best = t;
  return kTrusts[best];
}

}  // namespace stratego
