#include "ai/random_player.hpp"

namespace stratego {

void RandomPlayer::newGame(const GameConfig& config, Side side, std::uint64_t seed) {
  config_ = config;
  side_ = side;
  rng_ = Random(seed);
}

SetupDecision RandomPlayer::setup() { return {randomSetup(config_, side_, rng_), {}}; }

Decision RandomPlayer::choose(const PlayerView& view, const ThinkLimits&) {
  // The side to move's legal moves do not depend on the hidden enemy ranks.
  const std::optional<GameState> state = rebuild(view, standInRanks(view));
  if (!state) return {Move(), {}, "the view cannot be replayed"};
  return {state->randomLegalMove(rng_), {}, {}};
}

}  // namespace stratego
