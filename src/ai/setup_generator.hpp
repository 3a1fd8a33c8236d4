// Setups for the computer: drawn from the human library where the variant has one,
// generated otherwise by a model that hides the Flag where it is hard to reach (back
// rank, corners, behind lakes), puts Bombs around it, and spreads the rest with
// randomness enough that an opponent cannot learn one fixed setup.
#pragma once

#include <cstddef>

#include <span>

#include "ai/setup_library.hpp"
#include "core/config.hpp"
#include "core/placement.hpp"
#include "core/random.hpp"

namespace stratego {

// A setup from the model for any variant (the free variant gets the classic army; on the
// 8x8 board the pieces that do not fit its 24 squares are left out, as randomSetup does).
Placement generateSetup(const GameConfig& config, Side side, Random& rng);

// The computer's setup: the library's when it holds at least kMinLibrarySetups for the
// variant (human setups: classic and barrage10), else the model's. A draw is kept when its
// Flag is walled in by Bombs (flagBombedIn) where the army has kWallBombs Bombs or more,
// and when its Flag has no open file toward the enemy (flagShielded) where it has fewer;
// otherwise it is drawn again, up to kShieldAttempts times, keeping the first shielded
// draw if none is walled in. In the sparse Barrage armies a Scout could take an open Flag
// on its first move; in the full army, bots that run a strong piece at every unmoved one
// took a Flag with a single non-Bomb beside it in 2 of 10 games against the 2012 contest's
// sample bots. Nearly half the human setups wall the Flag in, so this still leaves
// tens of thousands to vary among.
inline constexpr std::size_t kMinLibrarySetups = 100;
inline constexpr int kShieldAttempts = 16;
inline constexpr int kWallBombs = 3;
Placement chooseSetup(const SetupLibrary& library, const GameConfig& config, Side side, Random& rng);

// Whether the squares in front of the side's Flag, up to the edge of its setup zone, hold
// a piece or a lake before the zone ends (true too when there is no Flag).
bool flagShielded(const Placement& setup, const Board& board, Side side);

// Whether every square beside the side's Flag (on the board, not a lake) holds one of its
// Bombs, so that only a Miner can reach it (true too when there is no Flag).
bool flagBombedIn(const Placement& setup, const Board& board, Side side);

// The army the model sets up: the configuration's, or the classic one for free positions,
// which have no army of their own.
Army modelArmy(const GameConfig& config);

// An index drawn with probability proportional to its weight (weights are >= 0); -1 when
// every weight is 0. Shared by the generator and the belief sampler.
int pickWeighted(std::span<const float> weights, Random& rng);

}  // namespace stratego
