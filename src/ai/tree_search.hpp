// Information-set Monte Carlo tree search (single observer; Cowling, Powley and Whitehouse,
// 2012): the other way of searching under hidden information, set against sampled
// alpha-beta (ai/sampled_search) by measurement (docs/AI.md, "Tree search").
//
// One tree over what the searcher can observe: a node is a line of moves and the ranks its
// battles showed, so full states that differ only in ranks still hidden share it, and a
// plan cannot count on a rank the searcher could not know when it acts (alpha-beta on
// each sampled state can). Each iteration takes one full state sampled from the beliefs,
// walks down by UCB among the moves legal in that state (a move's exploration counted by
// how often it was available, since an enemy Scout's long moves exist only in the states
// that make it a Scout), adds one node, scores it by a quiescence search of attacks
// (ai/search) read as odds of winning, and backs that up. The move played is the best of
// the root's well-visited moves, less the chance of losing the Flag at once
// (ai/flag_safety), as sampled search does.
#pragma once

#include "ai/player.hpp"
#include "ai/sampled_search.hpp"
#include "ai/setup_prior.hpp"
#include "core/random.hpp"
#include "core/view.hpp"

namespace stratego {

// `settings.samples` sets how many full states the iterations take in turn (four for
// each); `nodes` counts the moves made in them, the leaves' quiescence search included;
// quiescenceDepth bounds that search; maxDepth does not apply.
// The report's depth is the deepest line of the tree, its pv the most visited line.
Decision decideByTreeSearch(const PlayerView& view, const SetupPrior& prior, const SampledSearchSettings& settings,
                            Random& rng);

}  // namespace stratego
