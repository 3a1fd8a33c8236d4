#include "ai/builtin_players.hpp"

#include <charconv>

#include "ai/random_player.hpp"
#include "ai/search_player.hpp"

namespace stratego {

std::unique_ptr<Player> makeBuiltinPlayer(std::string_view spec, std::string& error) {
  if (spec == "random") return std::make_unique<RandomPlayer>();
  if (spec == "greedy") return std::make_unique<SearchPlayer>(greedySettings());
  if (spec == "strong") return std::make_unique<SearchPlayer>(strongSettings(kDefaultStrongLevel));
  if (spec.starts_with("strong:")) {
    const std::string_view digits = spec.substr(7);
    int level = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), level);
    if (ec == std::errc() && end == digits.data() + digits.size() && level >= 1 && level <= kStrongLevels)
      return std::make_unique<SearchPlayer>(strongSettings(level));
    error = "unknown level in '" + std::string(spec) + "' (levels are 1 to " + std::to_string(kStrongLevels) + ")";
    return nullptr;
  }
  error = "unknown player '" + std::string(spec) + "' (known: random, greedy, strong, strong:1 to strong:" +
          std::to_string(kStrongLevels) + ")";
  return nullptr;
}

std::vector<std::string> builtinPlayerNames() {
  std::vector<std::string> names = {"random", "greedy", "strong"};
  for (int level = 1; level <= kStrongLevels; ++level) names.push_back("strong:" + std::to_string(level));
  return names;
}

}  // namespace stratego
