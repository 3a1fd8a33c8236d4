// The strong Card Battle player: it counts cards (the enemy cards it cannot place are
// exactly the deck less what it has seen go or sits where it knows), samples deals of
// them consistent with its view, and plays each candidate action out to the end of the
// game in every sampled deal, both sides playing the greedy judgement from their own view
// of the sampled game (so neither side sees through the other's cards). The action with
// the best average result is played: every action gets the same deals, and the worse
// half is dropped after each round (successive halving), so play-outs go where they
// decide something. Levels set the number of play-outs.
#pragma once

#include <cstdint>
#include <vector>

#include "cards/card_player.hpp"
#include "core/random.hpp"

namespace stratego::cards {

inline constexpr int kStrongCardLevels = 5;
inline constexpr int kDefaultStrongCardLevel = 3;

struct StrongCardSettings {
  int playouts = 1000;  // per decision, spread over the legal actions
};

StrongCardSettings strongCardSettings(int level);

class StrongCardPlayer : public CardPlayer {
 public:
  explicit StrongCardPlayer(int level);
  std::string name() const override { return "strong:" + std::to_string(level_); }
  void newGame(Side side, std::uint64_t seed) override;
  void observe(const CardEvent& seen) override;
  CardAction choose(const CardView& view) override;

 private:
  // A deal of the hidden cards: the enemy's (in assembleFromView's order) and our pile.
  void sampleDeal(const CardView& view, CardList& enemyCards, CardList& myPile);

  Side side_ = Side::Red;
  // Enemy slots whose card was there when the enemy acted without redealing: a player who
  // keeps the Flag out of reach would not have left it there, so it is rarely sampled
  // there. A fill or a redeal makes a slot new again.
  std::array<bool, kFrontSlots> settled_{};
  int level_;
  StrongCardSettings settings_;
  Random random_;
  std::vector<CardAction> actions_;
};

}  // namespace stratego::cards
