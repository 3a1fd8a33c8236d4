// The rules of Card Battle (RULES.md section 9): the state of a game, its legal actions and
// what each does. Like the board core it does no I/O and allocates nothing in play (the
// list of legal actions fills the caller's vector). The shuffles come from a seeded random
// stream in the state, so a seed and the actions replay a game exactly.
//
// Decisions the rulebook leaves open, settled here (docs/CARDS.md):
// - A deal with fewer than 8 cards left (a late Flag ability) puts min(5, n) in the front
//   line and the rest in the hand.
// - The Scout looks at two different enemy slots, or at the only one there is.
// - A game with `noBattleTurns` turns in a row without a battle is a draw (0: no limit), so
//   that two players who only look and redeal cannot play forever.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cards/card_action.hpp"
#include "cards/card_list.hpp"
#include "cards/deck.hpp"
#include "core/battle.hpp"
#include "core/outcome.hpp"
#include "core/random.hpp"

namespace stratego::cards {

struct CardRules {
  Army deck = standardDeck().counts;
  int noBattleTurns = 100;
  friend bool operator==(const CardRules&, const CardRules&) = default;
};

struct FrontSlot {
  Rank rank = Rank::Flag;
  bool occupied = false;
  bool exposed = false;  // the opponent knows this card (a battle, a look, or it showed itself)
  friend bool operator==(const FrontSlot&, const FrontSlot&) = default;
};

struct SideCards {
  CardList pile;  // the top is the last card
  CardList hand;  // during an arrangement: every card dealt
  std::array<FrontSlot, kFrontSlots> front{};
  CardList discards;  // public: every discarded card was shown in its battle
  int frontCount() const;
  int gaps() const { return kFrontSlots - frontCount(); }
  int total() const { return pile.size() + hand.size() + frontCount(); }  // cards in play
};

enum class Phase : std::uint8_t { Arrange, Act, Fill, Over };

// The enemy hand as a Spy saw it, and on which turn; forgotten when that hand is redealt.
struct HandGlimpse {
  CardList ranks;
  int turn = -1;
  bool valid() const { return turn >= 0; }
  friend bool operator==(const HandGlimpse&, const HandGlimpse&) = default;
};

// What one action did, as the referee saw it. cards/card_view tells what each player saw.
struct CardEvent {
  Side actor = Side::Red;
  CardAction action;
  Rank attacker = Rank::Flag, defender = Rank::Flag;  // Attack
  BattleResult result = BattleResult::AttackerWins;  // Attack
  CardList seen;  // Spy: the enemy hand; Scout: the ranks at target and target2
  bool concealed = false;  // seen by the other side: the ranks placed (fill, arrange) are blanked
};

class CardGame {
 public:
  // Shuffles both decks from `seed` and deals eight cards to each side; Red arranges first.
  CardGame(const CardRules& rules, std::uint64_t seed);

  const CardRules& rules() const { return rules_; }
  Phase phase() const { return phase_; }
  Side toAct() const { return toAct_; }
  const Outcome& outcome() const { return outcome_; }
  int turn() const { return turn_; }  // 0 during the first arrangements, then 1, 2, ...
  int turnsWithoutBattle() const { return turnsWithoutBattle_; }
  bool battleThisTurn() const { return battleThisTurn_; }  // public: a fill after a battle ends the count
  const SideCards& side(Side s) const { return sides_[static_cast<std::size_t>(index(s))]; }
  const HandGlimpse& glimpse(Side viewer) const { return glimpses_[static_cast<std::size_t>(index(viewer))]; }

  // Every legal action of the side to act, with interchangeable ones given once: an
  // arrangement per multiset of front cards (ranks ascending), a fill per hand rank into
  // the first gap. check() accepts any slot order too.
  void legalActions(std::vector<CardAction>& out) const;
  // Why `action` is not legal now, or nothing when it is.
  std::optional<std::string> check(const CardAction& action) const;
  // Plays a legal action (check() first when it comes from outside).
  CardEvent apply(const CardAction& action);
  void resign(Side loser);

  // A full state from pieces a caller supplies (the AI: its own cards and a guess of the
  // enemy's); `seed` drives later redeals; `battleThisTurn` whether the side filling now
  // fought this turn.
  static CardGame assemble(const CardRules& rules, const std::array<SideCards, 2>& sides,
                           const std::array<HandGlimpse, 2>& glimpses, Phase phase, Side toAct, int turn,
                           int turnsWithoutBattle, bool setupDone, std::uint64_t seed, bool battleThisTurn = false);

 private:
  CardGame() = default;
  SideCards& mine() { return sides_[static_cast<std::size_t>(index(toAct_))]; }
  SideCards& theirs() { return sides_[static_cast<std::size_t>(index(opponent(toAct_)))]; }
  void shuffle(CardList& cards);
  void deal(SideCards& cards);
  void afterAction();
  void endTurn();
  void startTurn(Side s);

  CardRules rules_;
  std::array<SideCards, 2> sides_{};
  std::array<HandGlimpse, 2> glimpses_{};  // by viewer
  Random random_;
  Phase phase_ = Phase::Arrange;
  Side toAct_ = Side::Red;
  Outcome outcome_;
  int turn_ = 0;
  int turnsWithoutBattle_ = 0;
  bool battleThisTurn_ = false;
  bool setupDone_ = false;  // both first arrangements made
};

// True when a side's front line holds a card that may attack (not a Bomb or the Flag).
bool canAttack(const SideCards& cards);

}  // namespace stratego::cards
