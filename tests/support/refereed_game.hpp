// Referees a whole game between two Players the way the arena does, but as a test: every
// setup and every move is checked with GoogleTest assertions. Header-only, for the test
// binaries that link the players (ai, protocol).
#pragma once

#include <gtest/gtest.h>

#include <optional>

#include "ai/player.hpp"
#include "core/placement.hpp"
#include "core/state.hpp"
#include "core/view.hpp"

namespace stratego::testing {

// The final state, or nothing when the setups are not valid (a failure is recorded). A
// player that errs or moves illegally fails the test and ends the game where it stands;
// a player that resigns loses.
inline std::optional<GameState> refereeGame(Player& red, Player& blue, const GameConfig& config,
                                            std::uint64_t seed, const ThinkLimits& limits = {}) {
  red.newGame(config, Side::Red, seed);
  blue.newGame(config, Side::Blue, seed + 1);
  const SetupDecision redSetup = red.setup(), blueSetup = blue.setup();
  EXPECT_EQ(redSetup.error, "");
  EXPECT_EQ(blueSetup.error, "");
  Placement both = redSetup.setup;
  both.merge(blueSetup.setup);
  if (const auto problem = validatePlacement(config, both)) {
    ADD_FAILURE() << *problem;
    return std::nullopt;
  }
  GameState state(config, both);
  while (!state.outcome().over()) {
    const Side side = state.toMove();
    const Decision d = (side == Side::Red ? red : blue).choose(makeView(state, side), limits);
    if (!d.error.empty()) {
      ADD_FAILURE() << sideName(side) << " failed at ply " << state.ply() << ": " << d.error;
      break;
    }
    if (d.move.isNone()) {
      state.setOutcome({winnerFor(opponent(side)), EndReason::Resignation});
      break;
    }
    if (const MoveError e = state.check(d.move); e != MoveError::kLegal) {
      ADD_FAILURE() << sideName(side) << " played " << squareName(d.move.from()) << "-" << squareName(d.move.to())
                    << " at ply " << state.ply() << ": " << moveErrorText(e);
      break;
    }
    state.make(d.move);
    state.updateNoMoveOutcome();
  }
  red.gameOver(makeView(state, Side::Red));
  blue.gameOver(makeView(state, Side::Blue));
  return state;
}

}  // namespace stratego::testing
