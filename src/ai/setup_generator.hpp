// Setups for the computer: drawn from the human library where the variant has one,
// generated otherwise by a model that hides the Flag where it is hard to reach (back
// rank, corners, behind lakes), puts Bombs around it, and spreads the rest with
// randomness enough that an opponent cannot learn one fixed setup.
#pragma once

#include "ai/setup_library.hpp"
#include "core/config.hpp"
#include "core/placement.hpp"
#include "core/random.hpp"

namespace stratego {

// A setup from the model for any variant (the free variant gets the classic army).
Placement generateSetup(const GameConfig& config, Side side, Random& rng);

// The computer's setup: the library's when it has some for the variant, else the model's.
Placement chooseSetup(const SetupLibrary& library, const GameConfig& config, Side side, Random& rng);

}  // namespace stratego
