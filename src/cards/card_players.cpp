#include "cards/card_player.hpp"
#include "cards/greedy_card_player.hpp"
#include "cards/random_card_player.hpp"
#include "cards/strong_card_player.hpp"

namespace stratego::cards {

std::unique_ptr<CardPlayer> makeCardPlayer(std::string_view spec, std::string& error) {
  if (spec == "random") return std::make_unique<RandomCardPlayer>();
  if (spec == "greedy") return std::make_unique<GreedyCardPlayer>();
  if (spec == "strong") return std::make_unique<StrongCardPlayer>(kDefaultStrongCardLevel);
  for (int level = 1; level <= kStrongCardLevels; ++level)
    if (spec == "strong:" + std::to_string(level)) return std::make_unique<StrongCardPlayer>(level);
  error = "unknown card player '" + std::string(spec) + "' (random, greedy, strong, strong:1 to strong:5)";
  return nullptr;
}

}  // namespace stratego::cards
