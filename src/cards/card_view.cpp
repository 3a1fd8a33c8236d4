#include "cards/card_view.hpp"

namespace stratego::cards {

CardView makeCardView(const CardGame& game, Side viewer) {
  CardView view;
  view.viewer = viewer;
  view.rules = game.rules();
  view.phase = game.phase();
  view.toAct = game.toAct();
  view.outcome = game.outcome();
  view.turn = game.turn();
  view.turnsWithoutBattle = game.turnsWithoutBattle();
  view.battleThisTurn = game.battleThisTurn();
  view.setupDone = game.turn() > 0;
  const SideCards& mine = game.side(viewer);
  const SideCards& enemy = game.side(opponent(viewer));
  for (int s = 0; s < kFrontSlots; ++s) {
    const FrontSlot& own = mine.front[static_cast<std::size_t>(s)];
    view.myFront[static_cast<std::size_t>(s)] =
        SlotView{own.occupied, own.occupied ? std::optional<Rank>(own.rank) : std::nullopt, own.exposed};
    const FrontSlot& their = enemy.front[static_cast<std::size_t>(s)];
    view.enemyFront[static_cast<std::size_t>(s)] =
        SlotView{their.occupied, their.occupied && their.exposed ? std::optional<Rank>(their.rank) : std::nullopt,
                 their.exposed};
  }
  view.myHand = mine.hand;
  view.myPile = mine.pile.size();
  view.enemyHand = enemy.hand.size();
  view.enemyPile = enemy.pile.size();
  view.enemyHandSeen = game.glimpse(viewer);
  view.discards = {game.side(Side::Red).discards, game.side(Side::Blue).discards};
  return view;
}

namespace {

// The deck less `minus`, as a list in rank order.
CardList deckLess(const Army& deck, const CardList& minus) {
  Army left = deck;
  for (Rank r : minus) --left[static_cast<std::size_t>(index(r))];
  CardList out;
  for (int r = 0; r < kRankCount; ++r)
    for (int n = 0; n < left[static_cast<std::size_t>(r)]; ++n) out.push(static_cast<Rank>(r));
  return out;
}

}  // namespace

CardList myPileCards(const CardView& view) {
  CardList placed = view.myDiscards();
  for (Rank r : view.myHand) placed.push(r);
  for (const SlotView& slot : view.myFront)
    if (slot.occupied) placed.push(*slot.rank);
  return deckLess(view.rules.deck, placed);
}

CardList enemyUnseenCards(const CardView& view) {
  CardList placed = view.enemyDiscards();
  for (const SlotView& slot : view.enemyFront)
    if (slot.rank) placed.push(*slot.rank);
  return deckLess(view.rules.deck, placed);
}

CardGame assembleFromView(const CardView& view, const CardList& enemyCards, const CardList& myPile, std::uint64_t seed) {
  std::array<SideCards, 2> sides{};
  SideCards& mine = sides[static_cast<std::size_t>(index(view.viewer))];
  SideCards& enemy = sides[static_cast<std::size_t>(index(opponent(view.viewer)))];
  for (int s = 0; s < kFrontSlots; ++s) {
    const SlotView& own = view.myFront[static_cast<std::size_t>(s)];
    if (own.occupied) mine.front[static_cast<std::size_t>(s)] = FrontSlot{*own.rank, true, own.exposed};
  }
  mine.hand = view.myHand;
  mine.pile = myPile;
  mine.discards = view.myDiscards();
  int next = 0;
  for (int s = 0; s < kFrontSlots; ++s) {
    const SlotView& their = view.enemyFront[static_cast<std::size_t>(s)];
    if (their.occupied)
      enemy.front[static_cast<std::size_t>(s)] = FrontSlot{their.rank ? *their.rank : enemyCards[next++], true, their.exposed};
  }
  for (int i = 0; i < view.enemyHand; ++i) enemy.hand.push(enemyCards[next++]);
  while (next < enemyCards.size()) enemy.pile.push(enemyCards[next++]);
  enemy.discards = view.enemyDiscards();
  std::array<HandGlimpse, 2> glimpses{};
  glimpses[static_cast<std::size_t>(index(view.viewer))] = view.enemyHandSeen;
  return CardGame::assemble(view.rules, sides, glimpses, view.phase, view.toAct, view.turn, view.turnsWithoutBattle,
                            view.setupDone, seed, view.battleThisTurn);
}

void legalActions(const CardView& view, std::vector<CardAction>& out) {
  assembleFromView(view, enemyUnseenCards(view), myPileCards(view), 0).legalActions(out);
}

CardEvent eventSeenBy(const CardEvent& event, Side viewer) {
  if (viewer == event.actor) return event;
  CardEvent seen = event;
  seen.seen.clear();
  if (event.action.kind == ActionKind::Fill || event.action.kind == ActionKind::Arrange) {
    seen.action.rank = Rank::Flag;
    seen.action.front = {};
    seen.concealed = true;
  }
  return seen;
}

}  // namespace stratego::cards
