// Beliefs about hidden ranks mixed over where the enemy Flag stands. Setups are not a
// square-by-square lottery: people ring the Flag with Bombs and keep their strong pieces
// away from it. So the odds of the pieces beside a likely Flag are not the plain odds of
// their squares, and what is seen of those pieces (one moved: no Bomb; a Bomb taken: the
// Flag is near) says where the Flag is. This weighs every hidden piece that may be the Flag
// by the prior odds of its square and how well the Flag there explains everything seen of
// the other pieces (each piece taken on its own, given the Flag's square), then mixes each
// piece's odds given each Flag square by those weights.
#pragma once

#include <span>
#include <utility>
#include <vector>

#include "ai/beliefs.hpp"
#include "ai/setup_prior.hpp"
#include "core/types.hpp"

namespace stratego {

struct HiddenRow {
  Square start = kNoSquare;
  bool moved = false;     // so no Bomb
  RankOdds likelihood{};  // the evidence on each rank, 0 where the facts or the counts rule it out
  RankOdds facts{};       // the same with only the piece's own facts (moved, a Scout) ruling out
};

struct FlagMixture {
  int rows = 0;
  std::vector<int> candidates;  // the rows that may hold the Flag
  std::vector<float> weight;    // by candidate: the odds that it holds it (sum 1)
  // [candidate * rows + row]: the row's odds if the candidate holds the Flag (sum 1; the
  // candidate's own row is the Flag for certain).
  std::vector<RankOdds> given;

  // The row's odds over every Flag square (sum 1).
  RankOdds marginal(int row) const;
};

// How an opponent rings its Flag, against people: by how much likelier a Flag square is for
// each piece beside it that is known to be a Bomb, and for each known to be none.
struct FlagRing {
  float besideBomb = 1.0f;
  float besideNonBomb = 1.0f;
};

// Empty (no candidates) when no hidden piece may be the Flag. `known` holds the start
// square and rank of every enemy piece revealed so far.
FlagMixture mixOverFlagSquares(const SetupPrior& prior, Side enemy, std::span<const HiddenRow> hidden,
                               std::span<const std::pair<Square, Rank>> known, FlagRing ring = {});

}  // namespace stratego
