#pragma once
// How long people leave each rank unmoved: a hidden enemy piece that has not moved yet is
// likelier a Bomb (or the Flag) the longer its side has played and the nearer the front it
// stood, since people move their front pieces early and keep their back rows still. The
// rest of the beliefs only rule Bombs out of pieces that moved; without this, over Gravon
// classic games, never-moved front-row pieces were Bombs 1.7 times as often as the beliefs
// said and back-row ones 0.8 times (docs/AI.md, Beliefs, step 3).
#include "ai/beliefs.hpp"

namespace stratego {

// The odds, rank by rank, that a hidden piece of that rank which started `rowFromFront`
// rows behind its side's front row (0: the front row) has still not moved after its side
// made `ownMoves` moves: 1 for the Bomb and the Flag. Fitted on the 40-piece game; rows
// past the fourth count as the fourth.
RankOdds unmovedEvidence(int rowFromFront, int ownMoves);

}  // namespace stratego
