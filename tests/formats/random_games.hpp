// Random games for the property tests of the text formats.
#pragma once

#include <cstdint>
#include <vector>

#include "core/config.hpp"
#include "core/random.hpp"
#include "core/state.hpp"
#include "formats/record.hpp"

namespace stratego::testing {

// Every preset, the free variant on both boards.
std::vector<GameConfig> allPresets();

// One of allPresets() with rule options drawn at random (limits on and off, both switches).
GameConfig randomConfig(Random& rng);

// A game from a random start, `plies` random legal moves long or shorter if it ends, or
// with `untilChase` as soon as a chase is under way.
GameState randomGame(const GameConfig& config, Random& rng, int plies, bool untilChase = false);

// The record of a random game with random free tags (quotes, backslashes, newlines) and
// a random result.
GameRecord randomRecord(const GameConfig& config, Random& rng, int plies);

}  // namespace stratego::testing
