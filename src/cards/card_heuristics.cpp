#include "cards/card_heuristics.hpp"

#include <algorithm>

namespace stratego::cards {
namespace {

constexpr double kWin = 1000;           // a captured Flag
constexpr double kExposure = 0.15;      // share of a card's worth lost when the enemy learns it
constexpr double kLookedAt = 0.6;       // knowing one more enemy card
constexpr double kFlagSighting = 30;    // seeing the enemy Flag (they may redeal before we strike)
constexpr double kRevealedByBattle = 0.5;

// Worth of one rank, given what its enemy still has: a Spy matters while the enemy Marshal
// lives, a Miner while enemy Bombs remain.
double worth(Rank rank, bool enemyMarshalLives, bool enemyBombsRemain) {
  switch (rank) {
    case Rank::Flag: return 0;
    case Rank::Spy: return enemyMarshalLives ? 6 : 1;
    case Rank::Scout: return 1.5;
    case Rank::Miner: return enemyBombsRemain ? 3.5 : 2;
    case Rank::Bomb: return 3;
    case Rank::General: return 8.5;
    case Rank::Marshal: return 10;
    default: return index(rank) - 1.0;  // Sergeant 3, Lieutenant 4, ... Colonel 7
  }
}

bool lives(const CardList& discards, const Army& deck, Rank rank) {
  return discards.count(rank) < deck[static_cast<std::size_t>(index(rank))];
}

std::size_t at(Rank r) { return static_cast<std::size_t>(index(r)); }

}  // namespace

CardJudgement::CardJudgement(const CardView& view) : view_(view) {
  const Army& deck = view.rules.deck;
  const bool theirMarshal = lives(view.enemyDiscards(), deck, Rank::Marshal);
  const bool theirBombs = lives(view.enemyDiscards(), deck, Rank::Bomb);
  const bool ourMarshal = lives(view.myDiscards(), deck, Rank::Marshal);
  const bool ourBombs = lives(view.myDiscards(), deck, Rank::Bomb);
  for (int r = 0; r < kRankCount; ++r) {
    mine_[static_cast<std::size_t>(r)] = worth(static_cast<Rank>(r), theirMarshal, theirBombs);
    theirs_[static_cast<std::size_t>(r)] = worth(static_cast<Rank>(r), ourMarshal, ourBombs);
  }
  for (int r = 0; r < kRankCount; ++r) unseen_[static_cast<std::size_t>(r)] = deck[static_cast<std::size_t>(r)];
  for (Rank r : view.enemyDiscards()) --unseen_[at(r)];
  for (const SlotView& slot : view.enemyFront)
    if (slot.rank) --unseen_[at(*slot.rank)];
  for (int n : unseen_) unseenTotal_ += n;
  if (unseenTotal_ > 0) flagOdds_ = static_cast<double>(unseen_[at(Rank::Flag)]) / unseenTotal_;
}

void CardJudgement::judgeBlindAttacks(Rank attacker) const {
  blindJudged_[at(attacker)] = true;
  if (unseenTotal_ == 0) return;
  double sum = 0, survive = 0;
  for (int d = 0; d < kRankCount; ++d) {
    const int n = unseen_[static_cast<std::size_t>(d)];
    if (n == 0) continue;
    const Rank defender = static_cast<Rank>(d);
    if (defender == Rank::Flag) {
      sum += n * kWin;
      continue;
    }
    switch (battle(attacker, defender)) {
      case BattleResult::AttackerWins:
        sum += n * theirs_[at(defender)];
        survive += n;
        break;
      case BattleResult::DefenderWins: sum += n * (kRevealedByBattle - mine_[at(attacker)]); break;
      case BattleResult::BothDie: sum += n * (theirs_[at(defender)] - mine_[at(attacker)]); break;
    }
  }
  blindAttack_[at(attacker)] = sum / unseenTotal_;
  blindSurvival_[at(attacker)] = survive / unseenTotal_;
}

double CardJudgement::attackScore(int slot, int target) const {
  const SlotView& ours = view_.myFront[static_cast<std::size_t>(slot)];
  const SlotView& enemy = view_.enemyFront[static_cast<std::size_t>(target)];
  const Rank attacker = *ours.rank;
  const double exposure = ours.exposed ? 0.0 : kExposure * mine_[at(attacker)];
  if (!enemy.rank) {
    if (!blindJudged_[at(attacker)]) judgeBlindAttacks(attacker);
    return blindAttack_[at(attacker)] - blindSurvival_[at(attacker)] * exposure;
  }
  const Rank defender = *enemy.rank;
  if (defender == Rank::Flag) return kWin;
  switch (battle(attacker, defender)) {
    case BattleResult::AttackerWins: return theirs_[at(defender)] - exposure;
    case BattleResult::DefenderWins: return -mine_[at(attacker)];
    case BattleResult::BothDie: return theirs_[at(defender)] - mine_[at(attacker)];
  }
  return 0;
}

double CardJudgement::lookScore(int target) const {
  if (target < 0 || view_.enemyFront[static_cast<std::size_t>(target)].rank) return 0;
  return kLookedAt + kFlagSighting * flagOdds_;
}

// Redealing hides every card of ours the enemy knows and, with more than five cards, lets
// the Flag go to the hand, out of reach.
double CardJudgement::redealScore(int flagSlot) const {
  int front = 0, exposed = 0;
  for (const SlotView& slot : view_.myFront) {
    front += slot.occupied ? 1 : 0;
    exposed += slot.occupied && slot.exposed ? 1 : 0;
  }
  const int cards = front + view_.myHand.size() + view_.myPile;
  double score = kLookedAt * exposed - 1.0;  // a turn spent without fighting
  if (cards > kFrontSlots) {
    const double danger = view_.myFront[static_cast<std::size_t>(flagSlot)].exposed ? 0.9 : 1.0 / front;
    score += kWin * danger * 0.5;
  }
  return score;
}

double CardJudgement::score(const CardAction& a) const {
  const bool known = a.slot >= 0 && view_.myFront[static_cast<std::size_t>(a.slot)].exposed;
  switch (a.kind) {
    case ActionKind::Attack: return attackScore(a.slot, a.target);
    case ActionKind::Scout:
      return lookScore(a.target) + lookScore(a.target2) - (known ? 0.0 : kExposure * mine_[at(Rank::Scout)]);
    case ActionKind::Spy: return 0.3 - (known ? 0.0 : kExposure * mine_[at(Rank::Spy)]);
    case ActionKind::Flag: return redealScore(a.slot);
    case ActionKind::Fill: return frontPriority(a.rank);
    case ActionKind::Arrange: {
      double sum = 0;
      for (int i = 0; i < a.frontCount; ++i) sum += frontPriority(a.front[static_cast<std::size_t>(i)]);
      return sum;
    }
  }
  return 0;
}

double CardJudgement::frontPriority(Rank rank) const {
  if (rank == Rank::Flag) return -100;
  if (rank == Rank::Spy)
    for (const SlotView& slot : view_.enemyFront)
      if (slot.rank == Rank::Marshal) return 100;  // it can strike at once
  return mine_[at(rank)];
}

CardAction CardJudgement::bestPlacement() const {
  std::array<Rank, kDealSize> ranked{};
  const int n = view_.myHand.size();
  std::copy(view_.myHand.begin(), view_.myHand.end(), ranked.begin());
  std::stable_sort(ranked.begin(), ranked.begin() + n,
                   [&](Rank a, Rank b) { return frontPriority(a) > frontPriority(b); });
  if (view_.phase == Phase::Arrange) {
    CardAction a{ActionKind::Arrange};
    a.frontCount = static_cast<std::uint8_t>(std::min(kFrontSlots, n));
    std::copy_n(ranked.begin(), a.frontCount, a.front.begin());
    return a;
  }
  int gap = 0;
  while (view_.myFront[static_cast<std::size_t>(gap)].occupied) ++gap;
  return CardAction::fill(ranked[0], gap);
}

CardAction greedyAction(const CardView& view, const std::vector<CardAction>& actions, Random* random) {
  const CardJudgement judge(view);
  if (view.phase != Phase::Act) return judge.bestPlacement();
  std::size_t best = 0;
  double bestScore = -1e18;
  int ties = 0;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const double score = judge.score(actions[i]);
    if (score > bestScore + 1e-9) {
      best = i;
      bestScore = score;
      ties = 1;
    } else if (random && score > bestScore - 1e-9 && random->below(static_cast<std::uint32_t>(++ties)) == 0) {
      best = i;
    }
  }
  return actions[best];
}

}  // namespace stratego::cards
