// The weakest Card Battle player: a uniformly random legal action.
#pragma once

#include <vector>

#include "cards/card_player.hpp"
#include "core/random.hpp"

namespace stratego::cards {

class RandomCardPlayer : public CardPlayer {
 public:
  std::string name() const override { return "random"; }
  void newGame(Side, std::uint64_t seed) override { random_.reseed(seed); }
  CardAction choose(const CardView& view) override;

 private:
  Random random_;
  std::vector<CardAction> actions_;
};

}  // namespace stratego::cards
