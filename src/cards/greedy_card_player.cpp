#include "cards/greedy_card_player.hpp"

#include "cards/card_heuristics.hpp"

namespace stratego::cards {

CardAction GreedyCardPlayer::choose(const CardView& view) {
  legalActions(view, actions_);
  return greedyAction(view, actions_, &random_);
}

}  // namespace stratego::cards
