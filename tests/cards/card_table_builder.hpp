// Builds Card Battle states by hand from short texts, so that each rule can be tested on
// the exact cards it is about:
//   front "10 B* . F 2"  five slots a..e; "." is an empty slot, "*" a card the enemy knows
//   hand  "S 4"          the cards in hand
//   pile  "3 5 7"        the draw pile, TOP FIRST: the next draw takes the 3
// A table may be `complete`: the cards of the deck a side does not name go to the bottom of
// its pile, so that every side holds its whole deck (needed where views count cards).
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "cards/card_game.hpp"
#include "cards/card_notation.hpp"
#include "cards/card_view.hpp"

namespace stratego::cards {
// Readable failure messages: gtest finds these by argument-dependent lookup.
inline void PrintTo(const CardAction& a, std::ostream* os) { *os << actionText(a); }
inline void PrintTo(const CardList& list, std::ostream* os) { *os << '"' << cardsText(list) << '"'; }
}  // namespace stratego::cards

namespace stratego::cards::testing {

inline Rank rk(std::string_view text) {
  const auto rank = parseRankText(text);
  EXPECT_TRUE(rank.has_value()) << "not a card: " << text;
  return rank.value_or(Rank::Flag);
}

inline std::vector<std::string> tokens(std::string_view text) {
  std::vector<std::string> out;
  std::string word;
  for (char c : std::string(text) + ' ') {
    if (c != ' ') {
      word += c;
    } else if (!word.empty()) {
      out.push_back(word);
      word.clear();
    }
  }
  return out;
}

inline CardList cards(std::string_view text) {
  CardList out;
  for (const std::string& w : tokens(text)) out.push(rk(w));
  return out;
}

inline std::array<FrontSlot, kFrontSlots> frontLine(std::string_view text) {
  std::array<FrontSlot, kFrontSlots> front{};
  const auto words = tokens(text);
  EXPECT_LE(words.size(), static_cast<std::size_t>(kFrontSlots)) << text;
  for (std::size_t i = 0; i < words.size() && i < front.size(); ++i) {
    std::string w = words[i];
    if (w == ".") continue;
    const bool exposed = w.back() == '*';
    if (exposed) w.pop_back();
    front[i] = FrontSlot{rk(w), true, exposed};
  }
  return front;
}

struct SideSpec {
  std::string front, hand, pile, discards;
};

struct Table {
  SideSpec red, blue;
  Phase phase = Phase::Act;
  Side toAct = Side::Red;
  int turn = 9;
  int turnsWithoutBattle = 0;
  int noBattleTurns = 100;
  std::uint64_t seed = 1;
  bool complete = false;
  Army deck = standardDeck().counts;
  std::array<HandGlimpse, 2> glimpses{};  // by viewer
};

inline SideCards sideCards(const SideSpec& spec, const Table& table) {
  SideCards side;
  side.front = frontLine(spec.front);
  side.hand = cards(spec.hand);
  side.discards = cards(spec.discards);
  const CardList top = cards(spec.pile);
  if (table.complete) {
    Army left = table.deck;
    auto take = [&](Rank r) {
      EXPECT_GT(left[static_cast<std::size_t>(index(r))], 0) << "more " << rankText(r) << " than the deck holds";
      --left[static_cast<std::size_t>(index(r))];
    };
    for (const FrontSlot& slot : side.front)
      if (slot.occupied) take(slot.rank);
    for (const CardList* list : std::initializer_list<const CardList*>{&side.hand, &side.discards, &top})
      for (Rank r : *list) take(r);
    for (int r = 0; r < kRankCount; ++r)
      for (int n = 0; n < left[static_cast<std::size_t>(r)]; ++n) side.pile.push(static_cast<Rank>(r));
  }
  for (int i = top.size() - 1; i >= 0; --i) side.pile.push(top[i]);  // the top is the last card
  return side;
}

inline CardGame build(const Table& table) {
  CardRules rules;
  rules.deck = table.deck;
  rules.noBattleTurns = table.noBattleTurns;
  return CardGame::assemble(rules, {sideCards(table.red, table), sideCards(table.blue, table)}, table.glimpses,
                            table.phase, table.toAct, table.turn, table.turnsWithoutBattle, table.turn > 0,
                            table.seed);
}

// An action from its text ("attack b d"); the text must parse.
inline CardAction act(std::string_view text) {
  auto action = parseAction(text);
  EXPECT_TRUE(action.ok()) << text << ": " << (action.ok() ? "" : action.error());
  return action.ok() ? *action : CardAction{};
}

// Why the action is illegal now, or "" when it is legal.
inline std::string why(const CardGame& game, std::string_view text) { return game.check(act(text)).value_or(""); }

// Plays an action that must be legal (an illegal one fails the test and is not applied).
inline CardEvent play(CardGame& game, std::string_view text) {
  const auto problem = game.check(act(text));
  if (problem) {
    ADD_FAILURE() << text << " should be legal: " << *problem;
    return {};
  }
  return game.apply(act(text));
}

inline bool isLegal(const CardGame& game, std::string_view text) {
  std::vector<CardAction> actions;
  game.legalActions(actions);
  for (const CardAction& a : actions)
    if (a == act(text)) return true;
  return false;
}

// A side's cards in play plus its discards, by rank: always its whole deck.
inline Army allCards(const SideCards& side) {
  Army counts{};
  auto add = [&](Rank r) { ++counts[static_cast<std::size_t>(index(r))]; };
  for (Rank r : side.pile) add(r);
  for (Rank r : side.hand) add(r);
  for (Rank r : side.discards) add(r);
  for (const FrontSlot& slot : side.front)
    if (slot.occupied) add(slot.rank);
  return counts;
}

// The front line as text, in the builder's format ("10* . B . F").
inline std::string frontText(const SideCards& side) {
  std::string out;
  for (const FrontSlot& slot : side.front)
    out += (out.empty() ? "" : " ") + (slot.occupied ? rankText(slot.rank) + (slot.exposed ? "*" : "") : ".");
  return out;
}

// The enemy's true hidden cards in the order assembleFromView takes them: the unknown
// front slots, the hand, the pile bottom first. With them a view rebuilds the real state.
inline CardList hiddenCards(const CardGame& game, Side viewer) {
  const SideCards& enemy = game.side(opponent(viewer));
  CardList out;
  for (const FrontSlot& slot : enemy.front)
    if (slot.occupied && !slot.exposed) out.push(slot.rank);
  for (Rank r : enemy.hand) out.push(r);
  for (Rank r : enemy.pile) out.push(r);
  return out;
}

// The fields in which two views differ, for failure messages ("" when equal).
inline std::string viewDiff(const CardView& a, const CardView& b) {
  std::string out;
  auto field = [&](bool same, const char* name) {
    if (!same) out += std::string(out.empty() ? "" : ", ") + name;
  };
  field(a.viewer == b.viewer, "viewer");
  field(a.rules == b.rules, "rules");
  field(a.phase == b.phase, "phase");
  field(a.toAct == b.toAct, "toAct");
  field(a.outcome == b.outcome, "outcome");
  field(a.turn == b.turn, "turn");
  field(a.turnsWithoutBattle == b.turnsWithoutBattle, "turnsWithoutBattle");
  field(a.battleThisTurn == b.battleThisTurn, "battleThisTurn");
  field(a.setupDone == b.setupDone, "setupDone");
  field(a.myFront == b.myFront, "myFront");
  field(a.myHand == b.myHand, "myHand");
  field(a.myPile == b.myPile, "myPile");
  field(a.enemyFront == b.enemyFront, "enemyFront");
  field(a.enemyHand == b.enemyHand, "enemyHand");
  field(a.enemyPile == b.enemyPile, "enemyPile");
  field(a.enemyHandSeen == b.enemyHandSeen, "enemyHandSeen");
  field(a.discards == b.discards, "discards");
  return out;
}

// The pile as text, top first (the builder's format).
inline std::string pileText(const SideCards& side) {
  CardList top;
  for (int i = side.pile.size() - 1; i >= 0; --i) top.push(side.pile[i]);
  return cardsText(top);
}

}  // namespace stratego::cards::testing
