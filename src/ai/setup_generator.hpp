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
// Flag has no open file toward the enemy (flagShielded) where the army has fewer than
// kWallBombs Bombs; where it has more, when its Flag is walled in by Bombs (flagBombedIn)
// and stands off the squares where the Flag is looked for first (flagWhereLookedForFirst).
// Otherwise it is drawn again, up to kSetupAttempts times, keeping the first walled-in
// draw, else the first shielded one. In the sparse Barrage armies a Scout could take an
// open Flag on its first move; in the full army, bots that run a strong piece at every
// unmoved one took a Flag with a single non-Bomb beside it in 2 of 10 games against the
// 2012 contest's sample bots. Nearly half the human setups wall the Flag in, and a fifth
// of those keep it off those squares, so this still leaves thousands to vary among.
inline constexpr std::size_t kMinLibrarySetups = 100;
inline constexpr int kSetupAttempts = 64;
inline constexpr int kWallBombs = 3;
Placement chooseSetup(const SetupLibrary& library, const GameConfig& config, Side side, Random& rng);

// Whether the squares in front of the side's Flag, up to the edge of its setup zone, hold
// a piece or a lake before the zone ends (true too when there is no Flag).
bool flagShielded(const Placement& setup, const Board& board, Side side);
// Whether the side's Flag stands where Demon of Ignorance looks first, and where most
// people's Flags stand: on an edge file, or on the back rank behind a lake (the c, d, g and
// h files of the classic board); false when there is no Flag. 77% of the human setups that
// wall their Flag in put it there. Against that bot (level 1, three seeds, 487 and 494
// games, each build at the same time as the other), keeping ours off them scored 0.677
// against 0.594, with 65 games lost by the Flag's capture against 104; in 1,430 Gravon
// games that ended on the board people lost a back-rank Flag on the other files about as
// often (0.34 against 0.32).
bool flagWhereLookedForFirst(const Placement& setup, const Board& board, Side side);

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
