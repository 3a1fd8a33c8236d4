// What one player of Card Battle knows (RULES.md section 9): their own cards, the enemy
// cards they have seen and still can follow (a front-line card stays in its slot until it
// is discarded or its owner redeals), the public discards and counts, and the enemy hand
// as their Spy last saw it. It never holds an enemy card the player has not seen.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "cards/card_game.hpp"

namespace stratego::cards {

struct SlotView {
  bool occupied = false;
  std::optional<Rank> rank;  // own cards always; enemy cards only when seen
  bool exposed = false;      // the opponent of the slot's owner knows this card
  friend bool operator==(const SlotView&, const SlotView&) = default;
};

struct CardView {
  Side viewer = Side::Red;
  CardRules rules;
  Phase phase = Phase::Arrange;
  Side toAct = Side::Red;
  Outcome outcome;
  int turn = 0;
  int turnsWithoutBattle = 0;
  bool battleThisTurn = false;  // the side to act fought this turn (it is filling now)
  bool setupDone = false;
  // Own cards.
  std::array<SlotView, kFrontSlots> myFront{};
  CardList myHand;  // while arranging: every card dealt
  int myPile = 0;
  // Enemy cards.
  std::array<SlotView, kFrontSlots> enemyFront{};
  int enemyHand = 0;
  int enemyPile = 0;
  HandGlimpse enemyHandSeen;  // empty unless a Spy looked since the enemy last redealt
  std::array<CardList, 2> discards;  // by side
  friend bool operator==(const CardView&, const CardView&) = default;

  const CardList& myDiscards() const { return discards[static_cast<std::size_t>(index(viewer))]; }
  const CardList& enemyDiscards() const { return discards[static_cast<std::size_t>(index(opponent(viewer)))]; }
};

CardView makeCardView(const CardGame& game, Side viewer);

// The cards of the viewer's own pile (its order is unknown to them too).
CardList myPileCards(const CardView& view);
// The enemy cards the viewer cannot place: the deck less the enemy discards and the enemy
// front-line cards the viewer knows. They are somewhere in the enemy's unknown front
// slots, hand and pile.
CardList enemyUnseenCards(const CardView& view);

// A full state from a view plus a guess of what it hides: `enemyCards` (a permutation of
// enemyUnseenCards) fills the unknown enemy front slots in slot order, then the enemy
// hand, then the enemy pile from the bottom up; `myPile` is the viewer's pile, bottom
// first. With the true cards the state plays on as the real one would (`seed` drives
// later shuffles).
CardGame assembleFromView(const CardView& view, const CardList& enemyCards, const CardList& myPile, std::uint64_t seed);

// The legal actions of the side to act, from its view (they never depend on hidden cards).
void legalActions(const CardView& view, std::vector<CardAction>& out);

// What a player saw of an event: the actor sees everything their action showed them; the
// other side sees the ranks a battle revealed, the Spy's or Scout's own card, but neither
// the hand a Spy saw nor what a Scout saw, and never the rank of a card filled in.
CardEvent eventSeenBy(const CardEvent& event, Side viewer);

}  // namespace stratego::cards
