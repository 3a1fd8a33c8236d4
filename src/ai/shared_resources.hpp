// What every computer player of a process shares, loaded once: the human setup library
// (data/setups) and the setup priors learned from it. Safe to call from several threads
// (the arena runs games in parallel); the objects returned live until the process ends.
#pragma once

#include "ai/setup_library.hpp"
#include "ai/setup_prior.hpp"
#include "core/config.hpp"

namespace stratego {

// The shipped library (defaultSetupDirectory()) as loading it went: the library, or why
// it could not be loaded (for the front ends that must say so).
const Parsed<SetupLibrary>& loadedSetupLibrary();
// The same library, or an empty one when it could not be loaded: players then fall back
// on generated setups and generated priors.
const SetupLibrary& sharedSetupLibrary();

// The prior for the configuration's variant (and board, for the free variant).
const SetupPrior& sharedSetupPrior(const GameConfig& config);

}  // namespace stratego
