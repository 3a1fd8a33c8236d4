// The judgement the Card Battle players share: what a card is worth, which cards belong in
// the front line, and what an action is expected to bring from one player's view (the
// enemy's unseen cards taken as equally likely anywhere they could be). The greedy player
// is these scores; the strong player uses them to pick its candidates and to play out
// sampled deals, where they run millions of times: what depends only on the view is
// computed once, when the judgement is made.
#pragma once

#include <array>
#include <vector>

#include "cards/card_view.hpp"
#include "core/random.hpp"

namespace stratego::cards {

class CardJudgement {
 public:
  explicit CardJudgement(const CardView& view);

  // The expected score of an action in the Act phase; for an arrangement or a fill, how
  // much the cards it lays belong in the front line.
  double score(const CardAction& action) const;
  // The best arrangement or fill: strong cards and Bombs to the front, the Flag kept in
  // the hand while there is anything else to lay.
  CardAction bestPlacement() const;

 private:
  double attackScore(int slot, int target) const;
  double lookScore(int target) const;
  double redealScore(int flagSlot) const;
  double frontPriority(Rank rank) const;
  void judgeBlindAttacks(Rank attacker) const;  // fills the two tables below for one rank

  const CardView& view_;
  std::array<double, kRankCount> mine_{};    // worth of our cards
  std::array<double, kRankCount> theirs_{};  // worth of the enemy's cards
  // Against an enemy card we have not seen, by attacker rank: the expected score with the
  // attacker already known to the enemy, and the chance it survives (when it then becomes
  // known, at a cost).
  // Filled on first use: play-outs judge many views and most ranks never attack in them.
  mutable std::array<double, kRankCount> blindAttack_{};
  mutable std::array<double, kRankCount> blindSurvival_{};
  mutable std::array<bool, kRankCount> blindJudged_{};
  std::array<int, kRankCount> unseen_{};  // enemy cards we cannot place, by rank
  int unseenTotal_ = 0;
  double flagOdds_ = 0;  // the chance an unseen enemy front card is the Flag
};

// The greedy choice: bestPlacement outside the Act phase, else the action of highest score;
// ties go to the first in `actions` unless `random` is given, which breaks them at random.
CardAction greedyAction(const CardView& view, const std::vector<CardAction>& actions, Random* random);

}  // namespace stratego::cards
