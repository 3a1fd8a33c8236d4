// The weakest Card Battle player: a uniformly random legal action.
#pragma once

#include "cards/card_player.hpp"

namespace stratego::cards {

class RandomCardPlayer : public SeededCardPlayer {
 public:
  std::string name() const override { return "random"; }
  CardAction choose(const CardView& view) override;
};

}  // namespace stratego::cards
