#include "ai/builtin_players.hpp"

#include "ai/random_player.hpp"

namespace stratego {

std::unique_ptr<Player> makeBuiltinPlayer(std::string_view spec, std::string& error) {
  if (spec == "random") return std::make_unique<RandomPlayer>();
  error = "unknown player '" + std::string(spec) + "' (known: random)";
  return nullptr;
}

std::vector<std::string> builtinPlayerNames() { return {"random"}; }

}  // namespace stratego
