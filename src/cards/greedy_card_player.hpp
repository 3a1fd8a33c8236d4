// The heuristic Card Battle player ("greedy"): every action scored once from its view by
// cards/card_heuristics (material, the odds of striking the Flag, what a look reveals,
// keeping its own Flag out of reach), the best one played.
#pragma once

#include "cards/card_player.hpp"

namespace stratego::cards {

class GreedyCardPlayer : public SeededCardPlayer {
 public:
  std::string name() const override { return "greedy"; }
  CardAction choose(const CardView& view) override;
};

}  // namespace stratego::cards
