#include "cards/card_game.hpp"

#include <algorithm>

#include "cards/card_notation.hpp"

namespace stratego::cards {
namespace {

bool validSlot(int slot) { return slot >= 0 && slot < kFrontSlots; }

// Calls `visit` with every multiset of `k` cards from `hand`, as ranks ascending.
template <typename Visit>
void forEachChoice(const CardList& hand, int k, Visit visit) {
  std::array<int, kRankCount> available{};
  for (Rank r : hand) ++available[static_cast<std::size_t>(index(r))];
  std::array<Rank, kFrontSlots> chosen{};
  auto recurse = [&](auto& self, int rank, int taken) -> void {
    if (taken == k) {
      visit(chosen);
      return;
    }
    if (rank == kRankCount) return;
    const int most = std::min(available[static_cast<std::size_t>(rank)], k - taken);
    for (int n = most; n >= 0; --n) {
      for (int i = 0; i < n; ++i) chosen[static_cast<std::size_t>(taken + i)] = static_cast<Rank>(rank);
      self(self, rank + 1, taken + n);
    }
  };
  recurse(recurse, 0, 0);
}

}  // namespace

int SideCards::frontCount() const {
  int n = 0;
  for (const FrontSlot& slot : front) n += slot.occupied ? 1 : 0;
  return n;
}

bool canAttack(const SideCards& cards) {
  for (const FrontSlot& slot : cards.front)
    if (slot.occupied && isMovable(slot.rank)) return true;
  return false;
}

CardGame::CardGame(const CardRules& rules, std::uint64_t seed) : rules_(rules), random_(seed) {
  for (SideCards& cards : sides_) {
    for (int r = 0; r < kRankCount; ++r)
      for (int n = 0; n < rules_.deck[static_cast<std::size_t>(r)]; ++n) cards.pile.push(static_cast<Rank>(r));
    deal(cards);
  }
}

CardGame CardGame::assemble(const CardRules& rules, const std::array<SideCards, 2>& sides,
                            const std::array<HandGlimpse, 2>& glimpses, Phase phase, Side toAct, int turn,
                            int turnsWithoutBattle, bool setupDone, std::uint64_t seed, bool battleThisTurn) {
  CardGame game;
  game.rules_ = rules;
  game.sides_ = sides;
  game.glimpses_ = glimpses;
  game.random_.reseed(seed);
  game.phase_ = phase;
  game.toAct_ = toAct;
  game.turn_ = turn;
  game.turnsWithoutBattle_ = turnsWithoutBattle;
  game.setupDone_ = setupDone;
  game.battleThisTurn_ = battleThisTurn;
  return game;
}

void CardGame::shuffle(CardList& cards) {  // Fisher-Yates
  for (int i = cards.size() - 1; i > 0; --i) cards.swap(i, static_cast<int>(random_.below(static_cast<std::uint32_t>(i + 1))));
}

// Gathers every card the side has in play into the pile, shuffles it and deals up to eight
// into the hand, to be arranged.
void CardGame::deal(SideCards& cards) {
  for (FrontSlot& slot : cards.front) {
    if (slot.occupied) cards.pile.push(slot.rank);
    slot = FrontSlot{};
  }
  for (Rank r : cards.hand) cards.pile.push(r);
  cards.hand.clear();
  shuffle(cards.pile);
  while (cards.hand.size() < kDealSize && !cards.pile.empty()) cards.hand.push(cards.pile.pop());
}

void CardGame::legalActions(std::vector<CardAction>& out) const {
  out.clear();
  if (phase_ == Phase::Over) return;
  const SideCards& me = side(toAct_);
  const SideCards& enemy = side(opponent(toAct_));
  if (phase_ == Phase::Arrange) {
    const int k = std::min(kFrontSlots, me.hand.size());
    forEachChoice(me.hand, k, [&](const std::array<Rank, kFrontSlots>& chosen) {
      CardAction a{ActionKind::Arrange};
      a.front = chosen;
      a.frontCount = static_cast<std::uint8_t>(k);
      out.push_back(a);
    });
    return;
  }
  if (phase_ == Phase::Fill) {
    int gap = 0;
    while (me.front[static_cast<std::size_t>(gap)].occupied) ++gap;
    for (int r = 0; r < kRankCount; ++r)
      if (me.hand.contains(static_cast<Rank>(r))) out.push_back(CardAction::fill(static_cast<Rank>(r), gap));
    return;
  }
  std::array<int, kFrontSlots> targets{};
  int targetCount = 0;
  for (int t = 0; t < kFrontSlots; ++t)
    if (enemy.front[static_cast<std::size_t>(t)].occupied) targets[static_cast<std::size_t>(targetCount++)] = t;
  for (int s = 0; s < kFrontSlots; ++s) {
    const FrontSlot& slot = me.front[static_cast<std::size_t>(s)];
    if (!slot.occupied) continue;
    if (isMovable(slot.rank))
      for (int i = 0; i < targetCount; ++i) out.push_back(CardAction::attack(s, targets[static_cast<std::size_t>(i)]));
    if (slot.rank == Rank::Spy) out.push_back(CardAction::spy(s));
    if (slot.rank == Rank::Flag) out.push_back(CardAction::flag(s));
    if (slot.rank == Rank::Scout) {
      if (targetCount == 1) out.push_back(CardAction::scout(s, targets[0], -1));
      for (int i = 0; i < targetCount; ++i)
        for (int j = i + 1; j < targetCount; ++j)
          out.push_back(CardAction::scout(s, targets[static_cast<std::size_t>(i)], targets[static_cast<std::size_t>(j)]));
    }
  }
}

std::optional<std::string> CardGame::check(const CardAction& a) const {
  if (phase_ == Phase::Over) return "the game is over";
  const SideCards& me = side(toAct_);
  const SideCards& enemy = side(opponent(toAct_));
  if (phase_ == Phase::Arrange) {
    if (a.kind != ActionKind::Arrange) return "arrange the cards you were dealt first";
    const int k = std::min(kFrontSlots, me.hand.size());
    if (a.frontCount != k) return "the front line takes " + std::to_string(k) + " cards";
    CardList left = me.hand;
    for (int i = 0; i < k; ++i)
      if (!left.remove(a.front[static_cast<std::size_t>(i)])) return "you were not dealt that many of a rank you named";
    return std::nullopt;
  }
  if (phase_ == Phase::Fill) {
    if (a.kind != ActionKind::Fill) return "fill the gaps in your front line from your hand first";
    if (!validSlot(a.slot) || me.front[static_cast<std::size_t>(a.slot)].occupied)
      return "slot " + std::string(1, validSlot(a.slot) ? slotLetter(a.slot) : '?') + " of your front line is not empty";
    if (!me.hand.contains(a.rank)) return "that card is not in your hand";
    return std::nullopt;
  }
  if (a.kind == ActionKind::Arrange || a.kind == ActionKind::Fill) return "it is time to act with a front-line card";
  if (!validSlot(a.slot) || !me.front[static_cast<std::size_t>(a.slot)].occupied)
    return "there is no card of yours in that slot";
  const Rank rank = me.front[static_cast<std::size_t>(a.slot)].rank;
  auto targetOk = [&](int t) { return validSlot(t) && enemy.front[static_cast<std::size_t>(t)].occupied; };
  switch (a.kind) {
    case ActionKind::Attack:
      if (!isMovable(rank)) return "a Bomb or the Flag cannot attack";
      if (!targetOk(a.target)) return "there is no enemy card in the slot you attack";
      return std::nullopt;
    case ActionKind::Spy:
      if (rank != Rank::Spy) return "only the Spy looks at the enemy hand";
      return std::nullopt;
    case ActionKind::Flag:
      if (rank != Rank::Flag) return "only the Flag redeals";
      return std::nullopt;
    case ActionKind::Scout: {
      if (rank != Rank::Scout) return "only a Scout looks at enemy cards";
      if (!targetOk(a.target)) return "the Scout must look at an enemy card";
      const bool two = enemy.frontCount() >= 2;
      if (two && (!targetOk(a.target2) || a.target2 == a.target)) return "the Scout looks at two different enemy cards";
      if (!two && a.target2 != -1) return "the enemy has only one card to look at";
      return std::nullopt;
    }
    default: return "unknown action";
  }
}

CardEvent CardGame::apply(const CardAction& a) {
  CardEvent event;
  event.actor = toAct_;
  event.action = a;
  SideCards& me = mine();
  SideCards& enemy = theirs();
  switch (a.kind) {
    case ActionKind::Arrange:
      for (int i = 0; i < a.frontCount; ++i) {
        me.hand.remove(a.front[static_cast<std::size_t>(i)]);
        me.front[static_cast<std::size_t>(i)] = FrontSlot{a.front[static_cast<std::size_t>(i)], true, false};
      }
      if (!setupDone_ && toAct_ == Side::Red) {
        toAct_ = Side::Blue;  // the first arrangements: Red, then Blue, then Red's first turn
      } else if (!setupDone_) {
        setupDone_ = true;
        startTurn(Side::Red);
      } else {
        endTurn();  // a Flag ability's deal fills the front line: nothing is left to fill
      }
      return event;
    case ActionKind::Fill:
      me.hand.remove(a.rank);
      me.front[static_cast<std::size_t>(a.slot)] = FrontSlot{a.rank, true, false};
      afterAction();
      return event;
    case ActionKind::Attack: {
      FrontSlot& attacker = me.front[static_cast<std::size_t>(a.slot)];
      FrontSlot& defender = enemy.front[static_cast<std::size_t>(a.target)];
      event.attacker = attacker.rank;
      event.defender = defender.rank;
      event.result = battle(attacker.rank, defender.rank);
      battleThisTurn_ = true;
      if (defender.rank == Rank::Flag) {
        outcome_ = {winnerFor(toAct_), EndReason::FlagCaptured};
        phase_ = Phase::Over;
        return event;
      }
      if (event.result == BattleResult::DefenderWins || event.result == BattleResult::BothDie) {
        me.discards.push(attacker.rank);
        attacker = FrontSlot{};
      } else {
        attacker.exposed = true;
      }
      if (event.result == BattleResult::AttackerWins || event.result == BattleResult::BothDie) {
        enemy.discards.push(defender.rank);
        defender = FrontSlot{};
      } else {
        defender.exposed = true;
      }
      afterAction();
      return event;
    }
    case ActionKind::Spy:
      me.front[static_cast<std::size_t>(a.slot)].exposed = true;
      event.seen = enemy.hand;
      glimpses_[static_cast<std::size_t>(index(toAct_))] = {enemy.hand, turn_};
      afterAction();
      return event;
    case ActionKind::Scout:
      me.front[static_cast<std::size_t>(a.slot)].exposed = true;
      for (int t : {static_cast<int>(a.target), static_cast<int>(a.target2)})
        if (t >= 0) {
          enemy.front[static_cast<std::size_t>(t)].exposed = true;
          event.seen.push(enemy.front[static_cast<std::size_t>(t)].rank);
        }
      afterAction();
      return event;
    case ActionKind::Flag:
      deal(me);  // every card is face down again: the opponent's knowledge goes with it
      glimpses_[static_cast<std::size_t>(index(opponent(toAct_)))] = HandGlimpse{};
      phase_ = Phase::Arrange;
      return event;
  }
  return event;
}

void CardGame::afterAction() {
  const SideCards& me = side(toAct_);
  if (me.gaps() > 0 && !me.hand.empty()) {
    phase_ = Phase::Fill;
    return;
  }
  endTurn();
}

void CardGame::endTurn() {
  turnsWithoutBattle_ = battleThisTurn_ ? 0 : turnsWithoutBattle_ + 1;
  battleThisTurn_ = false;
  startTurn(opponent(toAct_));
}

// Step 1 (draw up to three) and the test of step 2: a side that cannot attack loses.
void CardGame::startTurn(Side s) {
  toAct_ = s;
  ++turn_;
  SideCards& me = mine();
  while (me.hand.size() < kHandSize && !me.pile.empty()) me.hand.push(me.pile.pop());
  if (!canAttack(me)) {
    outcome_ = {winnerFor(opponent(s)), EndReason::NoLegalMove};
    phase_ = Phase::Over;
  } else if (rules_.noBattleTurns > 0 && turnsWithoutBattle_ >= rules_.noBattleTurns) {
    outcome_ = {Winner::Draw, EndReason::NoBattleCap};
    phase_ = Phase::Over;
  } else {
    phase_ = Phase::Act;
  }
}

void CardGame::resign(Side loser) {
  if (phase_ == Phase::Over) return;
  outcome_ = {winnerFor(opponent(loser)), EndReason::Resignation};
  phase_ = Phase::Over;
}

}  // namespace stratego::cards
