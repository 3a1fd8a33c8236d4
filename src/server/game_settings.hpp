// What a game is, as chosen when it was created and stored with it: the variant and its
// rule options, the clock, and who plays (two people, or a person and the computer at a
// level); or Card Battle ("variant":"cards") with its deck and no clock or rule options.
// Read from the JSON of a create request or of storage; written back the same way.
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "core/clock.hpp"
#include "core/config.hpp"
#include "formats/parse_result.hpp"

namespace stratego::server {

struct GameSettings {
  GameConfig config = presetConfig(Variant::Classic);  // a board game's
  std::string deck;       // Card Battle: the deck's name (cards/deck); empty for a board game
  TimeControl clock;      // all zero: no clock
  bool vsComputer = false;
  std::string level;      // vsComputer: the built-in player, e.g. "strong:3"
  std::uint64_t seed = 0; // the computer's randomness; Card Battle's shuffles (secret)
  bool cards() const { return !deck.empty(); }
  // "cards", or the board variant's text: what ratings and the lobby call the game.
  std::string variantName() const;
  friend bool operator==(const GameSettings&, const GameSettings&) = default;
};

// {"variant":"classic","twoSquare":3,"chasing":true,"scoutStrike":true,"clock":"10+5",
//  "opponent":"computer","level":"3"}, or {"variant":"cards","deck":"us",...}: every field
// optional but the variant; errors name the field. A stored seed is read back; a create
// request's is replaced by the one the server draws.
Parsed<GameSettings> parseGameSettings(const nlohmann::json& json);
nlohmann::json gameSettingsJson(const GameSettings& settings);  // with the seed, for storage
// Settings JSON as clients may see it: the seed stays with the server.
nlohmann::json publicSettingsJson(nlohmann::json settings);

}  // namespace stratego::server
