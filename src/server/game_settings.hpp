// What a game is, as chosen when it was created and stored with it: the variant and its
// rule options, the clock, and who plays (two people, or a person and the computer at a
// level). Read from the JSON of a create request or of storage; written back the same way.
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "core/clock.hpp"
#include "core/config.hpp"
#include "formats/parse_result.hpp"

namespace stratego::server {

struct GameSettings {
  GameConfig config = presetConfig(Variant::Classic);
  TimeControl clock;      // all zero: no clock
  bool vsComputer = false;
  std::string level;      // vsComputer: the built-in player, e.g. "strong:3"
  std::uint64_t seed = 0; // the computer's randomness
  friend bool operator==(const GameSettings&, const GameSettings&) = default;
};

// {"variant":"classic","twoSquare":3,"chasing":true,"scoutStrike":true,"clock":"10+5",
//  "opponent":"computer","level":"3"}: every field optional but the variant; errors name
// the field. The seed is not read: the server draws it.
Parsed<GameSettings> parseGameSettings(const nlohmann::json& json);
nlohmann::json gameSettingsJson(const GameSettings& settings);  // with the seed, for storage

}  // namespace stratego::server
