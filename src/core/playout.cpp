#include "core/playout.hpp"

namespace stratego {

int playRandomToEnd(GameState& state, Random& rng) {
  int plies = 0;
  while (!state.outcome().over()) {
    const Move m = state.randomLegalMove(rng);
    if (m.isNone()) {
      state.updateNoMoveOutcome();
      break;
    }
    state.make(m);
    ++plies;
  }
  return plies;
}

Placement randomStart(const GameConfig& config, Random& rng) {
  Placement p = randomSetup(config, Side::Red, rng);
  p.merge(randomSetup(config, Side::Blue, rng));
  return p;
}

}  // namespace stratego
