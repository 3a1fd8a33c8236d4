// What a player believes about the enemy pieces it cannot see: for every piece, a
// probability over ranks. Hard facts are certain (a revealed rank; a piece that moved is
// neither Bomb nor Flag; one that moved more than one square is a Scout; a rank whose
// pieces are all accounted for is gone). Soft evidence shifts the odds: where pieces start
// (priors learned from human setups), and how they behave (one that attacks or
// approaches a known strong piece is likely stronger; one that flees is likely weaker).
// The probabilities respect the counts still unaccounted for: over the hidden pieces the
// probabilities of a rank sum to the number of pieces of that rank not yet identified.
#pragma once

#include <array>
#include <vector>

#include "ai/setup_prior.hpp"
#include "core/random.hpp"
#include "core/types.hpp"
#include "core/view.hpp"

namespace stratego {

using RankOdds = std::array<float, kRankCount>;  // indexed by Rank, sums to 1

struct Beliefs {
  // By piece id, for every piece in the view: the viewer's own pieces and revealed enemy
  // pieces are certain (1 on their rank).
  std::vector<RankOdds> pieces;
  // Enemy pieces of each rank not yet identified (the army minus the revealed ones).
  Army unaccounted{};
};

Beliefs computeBeliefs(const PlayerView& view, const SetupPrior& prior);

// A full guess of the hidden enemy ranks, by piece id (entries of known pieces hold their
// rank), drawn in proportion to the beliefs and respecting every hard fact and the
// unaccounted counts exactly, so that rebuild(view, guess) always succeeds.
std::vector<Rank> sampleHiddenRanks(const PlayerView& view, const Beliefs& beliefs, Random& rng);

}  // namespace stratego
