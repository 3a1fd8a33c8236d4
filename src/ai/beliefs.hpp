// What a player believes about the enemy pieces it cannot see: for every piece, a
// probability over ranks. Hard facts are certain (a revealed rank; a piece that moved is
// neither Bomb nor Flag; one that moved more than one square is a Scout; a rank whose
// pieces are all accounted for is gone). Soft evidence shifts the odds: where pieces start
// (priors learned from human setups, and which ranks people put beside the ones revealed
// since: the Spy beside the General), and how they behave (one that steps up to a piece
// whose rank its owner has seen can likely beat it; one that steps away likely cannot; one
// beside a shown piece its owner leaves where ours could take it likely guards it).
// The probabilities respect the counts still unaccounted for: over the hidden pieces the
// probabilities of a rank sum to the number of pieces of that rank not yet identified
// (fitted iteratively, to within about 0.01). So, as pieces move, the Bombs and the Flag
// gather on the pieces that never did. A position resumed mid-game (or a free one, which
// gets the classic army) may have fewer hidden pieces than the counts: the counts are then
// upper bounds. Where the Flag stands matters most and shapes the rest (Bombs ring it), so
// the odds are mixed over the Flag's possible squares (ai/flag_mixture.hpp), and kept for
// each of them, for drawing whole guesses.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "ai/setup_prior.hpp"
#include "core/random.hpp"
#include "core/types.hpp"
#include "core/view.hpp"

namespace stratego {

class SetupRecall;

using RankOdds = std::array<float, kRankCount>;  // indexed by Rank, sums to 1

struct Beliefs {
  // By piece id, for every piece in the view: the viewer's own pieces and revealed enemy
  // pieces are certain (1 on their rank).
  std::vector<RankOdds> pieces;
  // Enemy pieces of each rank not yet identified: the army (modelArmy, ai/setup_generator.hpp) minus the revealed
  // ones, alive or captured. Where that cannot cover the hidden pieces (free positions
  // with other armies), whole armies are added.
  Army unaccounted{};
  // By piece id: where its odds given that it is the Flag begin in `givenFlag` (-1: it
  // cannot be, or the odds were not mixed over the Flag's squares). givenFlag[block + id]
  // holds piece id's odds (fitted like `pieces`) given the Flag on the block's piece.
  std::vector<int> flagBlock;
  std::vector<RankOdds> givenFlag;

  // Makes piece `id` certainly `rank`, or certainly not, here and given every Flag square
  // (sampled search draws such cases apart).
  void fix(PieceId id, Rank rank);
  void exclude(PieceId id, Rank rank);
};

// With a recall (ai/setup_memory.hpp), the opponent's setups remembered from earlier games
// weigh in as evidence too, and what was learned of how it moves. `behaviourTrust`, when
// given, weighs the cues read from how far its pieces went forward and their steps away
// from our pieces (their odds raised to that power, 0 to 1) instead of the trust the
// recall learned (ai/behaviour_trust.hpp; full trust without a recall).
Beliefs computeBeliefs(const PlayerView& view, const SetupPrior& prior, const SetupRecall* recall = nullptr,
                       std::optional<float> behaviourTrust = std::nullopt);

// A full guess of the hidden enemy ranks, by piece id (entries of known pieces hold their
// rank), drawn in proportion to the beliefs and respecting every hard fact and the
// unaccounted counts exactly (never more of a rank than unaccounted), so that
// rebuild(view, guess) always succeeds. The Flag draws first; then the pieces draw one by
// one, the most constrained first, each in proportion to its odds given that Flag over the
// ranks still left.
std::vector<Rank> sampleHiddenRanks(const PlayerView& view, const Beliefs& beliefs, Random& rng);

}  // namespace stratego
