// Random moves for tests of every room: a game some way in, wherever the moves lead.
#pragma once

#include "core/config.hpp"
#include "core/playout.hpp"
#include "core/random.hpp"
#include "core/state.hpp"

namespace stratego::testing {

// Plays up to `plies` random legal moves, stopping at the game's end or where the side to
// move has none (the referee's no-move end is left to the caller).
inline void playRandomMoves(GameState& state, Random& rng, int plies) {
  for (int ply = 0; ply < plies && !state.outcome().over(); ++ply) {
    const Move m = state.randomLegalMove(rng);
    if (m.isNone()) return;
    state.make(m);
  }
}

// A game of `config` from a random start, up to `plies` random moves in.
inline GameState randomlyPlayedGame(const GameConfig& config, Random& rng, int plies) {
  GameState state(config, randomStart(config, rng));
  playRandomMoves(state, rng, plies);
  return state;
}

}  // namespace stratego::testing
