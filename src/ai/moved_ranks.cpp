#include "ai/moved_ranks.hpp"

#include <algorithm>

namespace stratego {

void MovedRankTally::add(const MovedRankTally& other) {
  for (int r = 0; r < kRankCount; ++r) {
    foretold[r] += other.foretold[r];
    seen[r] += other.seen[r];
  }
}

bool MovedRankTally::empty() const {
  return std::all_of(foretold.begin(), foretold.end(), [](double x) { return x == 0; }) &&
         std::all_of(seen.begin(), seen.end(), [](double x) { return x == 0; });
}

std::array<float, kRankCount> MovedRankTally::factors() const {
  std::array<float, kRankCount> out;
  for (int r = 0; r < kRankCount; ++r) {
    const double f = (seen[r] + kPseudoCount) / (foretold[r] + kPseudoCount);
    out[r] = std::clamp(static_cast<float>(f), 1.0f / kMostFactor, kMostFactor);
  }
  return out;
}

}  // namespace stratego
