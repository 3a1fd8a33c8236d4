// Uniformly random games with full rules: the hot loop of simulations and of `bench`.
#pragma once

#include "core/config.hpp"
#include "core/random.hpp"
#include "core/state.hpp"

namespace stratego {

// Plays uniformly random legal moves until the game ends; returns the plies played.
int playRandomToEnd(GameState& state, Random& rng);

// A random starting position of the configuration (both sides set up at random).
Placement randomStart(const GameConfig& config, Random& rng);

}  // namespace stratego
