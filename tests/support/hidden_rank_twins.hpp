// Games that a view cannot tell from the real one: the real game with the true ranks of two
// pieces the view hides (of one side) swapped, rebuilt from the view. A view, or anything
// made from it, must be the same for each of them as for the real game.
#pragma once

#include <utility>
#include <vector>

#include "core/random.hpp"
#include "core/view.hpp"

namespace stratego::testing {

// Up to `attempts` twins of `state` as `view` sees it: a random swap that contradicts what
// was seen (a Bomb that moved, a Major that moved far) gives none.
inline std::vector<GameState> hiddenRankTwins(const GameState& state, const PlayerView& view, Random& rng,
                                              int attempts) {
  std::vector<Rank> ranks;
  for (int id = 0; id < state.pieceCount(); ++id) ranks.push_back(state.piece(static_cast<PieceId>(id)).rank);
  std::vector<GameState> twins;
  for (int attempt = 0; attempt < attempts; ++attempt) {
    const auto a = rng.below(static_cast<std::uint32_t>(ranks.size()));
    const auto b = rng.below(static_cast<std::uint32_t>(ranks.size()));
    if (!view.isHidden(static_cast<PieceId>(a)) || !view.isHidden(static_cast<PieceId>(b)) ||
        view.pieces[a].side != view.pieces[b].side || ranks[a] == ranks[b])
      continue;
    std::vector<Rank> swapped = ranks;
    std::swap(swapped[a], swapped[b]);
    if (auto twin = rebuild(view, swapped)) twins.push_back(std::move(*twin));
  }
  return twins;
}

}  // namespace stratego::testing
