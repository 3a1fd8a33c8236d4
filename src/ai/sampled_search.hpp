// Search under hidden information: sample full states from the beliefs (each hidden enemy
// rank guessed in proportion to its odds, counts respected), score every legal move in
// each sample with alpha-beta (ai/search), and play the move whose average score is best
// (ai/root_tally: how the samples' scores add up). Averaging over samples turns "attack
// that unknown piece" into its expected outcome, and the samples' different Flag squares
// into a pull toward where the Flag likely is.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "ai/beliefs.hpp"
#include "ai/evaluation.hpp"
#include "ai/player.hpp"
#include "ai/setup_prior.hpp"
#include "ai/transposition_table.hpp"
#include "core/random.hpp"
#include "core/view.hpp"

namespace stratego {

class SetupRecall;

struct SampledSearchSettings {
  int samples = 8;
  std::int64_t nodes = 0;  // for the whole decision; 0: no node limit
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  int maxDepth = 64;
  int quiescenceDepth = 4;
  EvalTerms terms;
  const SetupRecall* recall = nullptr;  // the opponent's setups from earlier games, if any
};

// Where a search of the view starts: its position with stand-ins for the hidden ranks (the
// legal moves do not depend on them) and the beliefs, which it reports in `decision`.
// Nothing when there is nothing to search: the view cannot be replayed (`decision.error`
// says so), or it has no legal move, or one (`decision.move` holds it).
struct SearchStart {
  GameState standIn;
  std::vector<Move> moves;
  Beliefs beliefs;
};
std::optional<SearchStart> startSearch(const PlayerView& view, const SetupPrior& prior, const SetupRecall* recall,
                                       Decision& decision);

// The hidden enemy pieces likeliest to be the Flag, most likely first.
FlagCandidates flagCandidates(const PlayerView& view, const Beliefs& beliefs);

// The move for the side to move in `view` (Move() when it has none), with a report of the
// thinking (depth: the shallowest completed over the samples; score: the chosen move's
// average; beliefs: every hidden enemy piece on the board).
Decision decideBySampling(const PlayerView& view, const SetupPrior& prior, const SampledSearchSettings& settings,
                          Random& rng, TranspositionTable& table);

}  // namespace stratego
