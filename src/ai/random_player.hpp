// The weakest level: a uniformly random legal move, a uniformly random setup. The floor
// every other player is measured against.
#pragma once

#include "ai/player.hpp"
#include "core/random.hpp"

namespace stratego {

class RandomPlayer : public Player {
 public:
  std::string name() const override { return "random"; }
  void newGame(const GameConfig& config, Side side, std::uint64_t seed) override;
  SetupDecision setup() override;
  Decision choose(const PlayerView& view, const ThinkLimits& limits) override;

 private:
  GameConfig config_;
  Side side_ = Side::Red;
  Random rng_{1};
};

}  // namespace stratego
