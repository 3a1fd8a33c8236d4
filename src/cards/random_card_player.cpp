#include "cards/random_card_player.hpp"

namespace stratego::cards {

CardAction RandomCardPlayer::choose(const CardView& view) {
  legalActions(view, actions_);
  return actions_[random_.below(static_cast<std::uint32_t>(actions_.size()))];
}

}  // namespace stratego::cards
