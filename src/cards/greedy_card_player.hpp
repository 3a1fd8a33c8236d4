// The heuristic Card Battle player ("greedy"): every action scored once from its view by
// cards/card_heuristics (material, the odds of striking the Flag, what a look reveals,
// keeping its own Flag out of reach), the best one played.
#pragma once

#include <vector>

#include "cards/card_player.hpp"
#include "core/random.hpp"

namespace stratego::cards {

class GreedyCardPlayer : public CardPlayer {
 public:
  std::string name() const override { return "greedy"; }
  void newGame(Side, std::uint64_t seed) override { random_.reseed(seed); }
  CardAction choose(const CardView& view) override;

 private:
  Random random_;
  std::vector<CardAction> actions_;
};

}  // namespace stratego::cards
