// Which ranks one opponent moves, against what the beliefs foretell: learned over the games
// of a series. The beliefs' picture of the pieces that move comes from people's games, and
// opponents differ (Demon of Ignorance's hidden moved pieces were Lieutenants 1.32 times as
// often as foretold, Captains 0.74 times; people's Spies 1.25 times). So each game the
// player writes down, at some of its turns, the odds it gave each hidden enemy piece that
// had moved (ai/moved_piece_notes.hpp); at the end, for the pieces whose rank the game
// showed, it adds those odds and the ranks they were to a tally that the next games'
// beliefs weigh moved pieces by.
// Only pieces shown by the end can be counted; over 150 of people's games the shown ones'
// ratios matched every moved piece's to within 0.04, over 324 games against the bot within
// 0.08 (Lieutenants 1.40 against 1.32) but for its Spy (0.92 against 1.07).
#pragma once

#include <array>

#include "core/types.hpp"

namespace stratego {

struct MovedRankTally {
  // By rank: the odds the beliefs gave (without the tally's own factors), summed over the
  // moved hidden pieces written down, and how many of them were that rank.
  std::array<double, kRankCount> foretold{};
  std::array<double, kRankCount> seen{};

  void add(const MovedRankTally& other);
  // Whether nothing was written down.
  bool empty() const;
  // How much likelier each rank is among this opponent's moved pieces than the beliefs
  // say: seen against foretold, each with kPseudoCount of the foretold added so that a few
  // games move it little, kept within [1 / kMostFactor, kMostFactor]; all 1 with no data.
  std::array<float, kRankCount> factors() const;

  static constexpr double kPseudoCount = 100.0;
  static constexpr float kMostFactor = 2.0f;
};

}  // namespace stratego
