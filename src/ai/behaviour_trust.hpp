// How far to trust what one opponent's steps tell of its pieces: learned over a series.
// Two of the beliefs' cues read a hidden piece's rank from how it moves: how far forward it
// went, and its steps away from our pieces it has seen (docs/AI.md, Beliefs, step 3). Their
// odds are people's, and opponents move otherwise: over four matches against Demon of
// Ignorance (330 games, every third turn) the beliefs guessed its moved hidden pieces
// better without those cues and the steps next to ours (log loss 1.458 -> 1.446), over 150
// Gravon classic games people's far worse (1.504 -> 1.535). The steps next to ours are not
// weighed by the trust: the bot's bear people's odds out, and more (ai/beliefs.cpp,
// gatherEvidence). So at some of its turns the player works its beliefs out again with
// those cues weighed at each trust (their odds raised to each of kTrusts), and at the
// game's end tallies, over the moved hidden pieces whose rank the game showed
// (ai/moved_piece_notes.hpp), the log loss each trust would have had; the next games weigh
// the cues by the trust the tally favours (ai/power_choice.hpp).
#pragma once

#include "ai/power_choice.hpp"

namespace stratego {

struct BehaviourTrustTally : PowerChoiceTally {
  static constexpr auto kTrusts = kPowers;
  // The trust the beliefs weigh the cues by: full trust until kLeastNotes are tallied, then
  // the one whose loss is least once each step down from full trust pays kCostPerNote a
  // note. The cost keeps people's cues, fitted on their games, unless an opponent's moves
  // belie them clearly (people's loss rose 0.007 a note at half trust, the bot's fell 0.009).
  float trust() const { return choice(kLeastNotes, kCostPerNote); }

  static constexpr double kLeastNotes = 1000;
  static constexpr double kCostPerNote = 0.003;
};

}  // namespace stratego
