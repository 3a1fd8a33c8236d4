// What each player of Card Battle knows (cards/card_view): never an enemy card they have
// not seen; the winner of a battle is known to both; a Flag redeal wipes what the opponent
// knew; the events as each side saw them; and a state rebuilt from a view and the true
// hidden cards plays on exactly as the real one.
#include <gtest/gtest.h>

#include "card_table_builder.hpp"
#include "core/random.hpp"

namespace stratego::cards::testing {
namespace {

// Complete sides (every card of the deck somewhere) so that the views' counts add up.
Table midGame() {
  return {.red = {.front = "10 B 3 F 2", .hand = "S 4", .pile = "5 6", .discards = "2"},
          .blue = {.front = "9 8 B 2 F", .hand = "10 3 3", .pile = "7"},
          .complete = true};
}

TEST(CardView, OwnCardsAreKnownAndHiddenEnemyCardsHaveNoRank) {
  const CardGame game = build(midGame());
  const CardView red = makeCardView(game, Side::Red);
  EXPECT_EQ(red.viewer, Side::Red);
  for (int s = 0; s < kFrontSlots; ++s) {
    EXPECT_EQ(red.myFront[s].rank, game.side(Side::Red).front[s].rank);
    EXPECT_TRUE(red.enemyFront[s].occupied);
    EXPECT_FALSE(red.enemyFront[s].rank) << "slot " << slotLetter(s);
  }
  EXPECT_EQ(cardsText(red.myHand), "S 4");
  EXPECT_EQ(red.myPile, game.side(Side::Red).pile.size());
  EXPECT_EQ(red.enemyHand, 3);
  EXPECT_EQ(red.enemyPile, game.side(Side::Blue).pile.size());
  EXPECT_EQ(cardsText(red.myDiscards()), "2");
  EXPECT_FALSE(red.enemyHandSeen.valid());
  // What Red's own pile holds is known (not its order); the enemy's unseen cards are the
  // deck less its discards and its known cards: here all 23.
  CardList truePile = game.side(Side::Red).pile;
  CardList mine = myPileCards(red);
  EXPECT_EQ(mine.size(), truePile.size());
  for (Rank r : truePile) EXPECT_TRUE(mine.remove(r));
  EXPECT_EQ(enemyUnseenCards(red).size(), 23);
}

TEST(CardView, TheWinnerOfABattleIsKnownToBoth) {
  CardGame game = build(midGame());
  play(game, "attack a b");  // Red's 10 on Blue's 8: the 10 stays, exposed
  const CardView red = makeCardView(game, Side::Red), blue = makeCardView(game, Side::Blue);
  EXPECT_EQ(blue.enemyFront[0].rank, Rank::Marshal);
  EXPECT_TRUE(red.myFront[0].exposed);  // Red knows that Blue knows
  EXPECT_FALSE(red.enemyFront[1].occupied);
  EXPECT_EQ(cardsText(red.enemyDiscards()), "8");
  EXPECT_EQ(cardsText(blue.myDiscards()), "8");
  EXPECT_EQ(enemyUnseenCards(red).size(), 22);
  EXPECT_EQ(enemyUnseenCards(blue).size(), 21);  // less Red's discarded 2 and the 10

  CardGame lost = build(midGame());
  play(lost, "attack e a");  // Red's Scout on Blue's 9: the 9 is exposed
  EXPECT_EQ(makeCardView(lost, Side::Red).enemyFront[0].rank, Rank::General);
  EXPECT_TRUE(makeCardView(lost, Side::Blue).myFront[0].exposed);
}

TEST(CardView, AFlagRedealIsForgottenByTheOpponent) {
  Table t = midGame();
  t.red.front = "10* B* 3 F 2*";
  t.glimpses[index(Side::Blue)] = {cards("S 4"), 8};
  CardGame game = build(t);
  const CardView before = makeCardView(game, Side::Blue);
  EXPECT_EQ(before.enemyFront[0].rank, Rank::Marshal);
  EXPECT_TRUE(before.enemyHandSeen.valid());
  play(game, "flag d");
  std::vector<CardAction> actions;
  game.legalActions(actions);
  game.apply(actions.back());
  const CardView blue = makeCardView(game, Side::Blue);
  for (const SlotView& slot : blue.enemyFront) EXPECT_FALSE(slot.rank);
  EXPECT_FALSE(blue.enemyHandSeen.valid());
  EXPECT_EQ(enemyUnseenCards(blue).size(), 22);  // all but Red's discarded 2
}

TEST(CardView, EventsHideWhatOnlyTheActorSaw) {
  Table t = midGame();
  t.red.front = "10 S 2 F B";
  t.red.hand = "4 3";
  CardGame g = build(t);
  const CardEvent look = play(g, "spy b");
  EXPECT_EQ(cardsText(eventSeenBy(look, Side::Red).seen), "10 3 3");
  EXPECT_TRUE(eventSeenBy(look, Side::Blue).seen.empty());
  EXPECT_EQ(eventSeenBy(look, Side::Blue).action, look.action);  // that the Spy looked is public

  const CardEvent scout = play(g, "scout d a b");
  EXPECT_EQ(cardsText(eventSeenBy(scout, Side::Blue).seen), "10 S");
  EXPECT_TRUE(eventSeenBy(scout, Side::Red).seen.empty());

  const CardEvent battle = play(g, "attack c a");  // Red's 2 on Blue's 9: a battle is public
  EXPECT_EQ(shownText(eventSeenBy(battle, Side::Blue)), "2 loses to 9");
  EXPECT_EQ(shownText(eventSeenBy(battle, Side::Red)), "2 loses to 9");
  const CardEvent fill = play(g, "fill c 4");
  EXPECT_EQ(eventSeenBy(fill, Side::Red).action.rank, Rank::Sergeant);
  EXPECT_TRUE(eventSeenBy(fill, Side::Blue).concealed);
  EXPECT_EQ(eventSeenBy(fill, Side::Blue).action.slot, 2);  // where, not what
  EXPECT_NE(eventSeenBy(fill, Side::Blue).action.rank, Rank::Sergeant);

  CardGame setup(CardRules{}, 3);
  std::vector<CardAction> actions;
  setup.legalActions(actions);
  const CardEvent arrange = setup.apply(actions.front());
  EXPECT_EQ(eventSeenBy(arrange, Side::Red).action, actions.front());
  EXPECT_TRUE(eventSeenBy(arrange, Side::Blue).concealed);
  EXPECT_EQ(eventSeenBy(arrange, Side::Blue).action.front, (std::array<Rank, kFrontSlots>{}));
}

// Plays the same random legal actions on both games, comparing what both sides see.
void expectSameFuture(CardGame real, CardGame copy, std::uint64_t seed) {
  Random random(seed);
  std::vector<CardAction> actions, copyActions;
  for (int step = 0; step < 300 && !real.outcome().over(); ++step) {
    for (Side s : {Side::Red, Side::Blue})
      ASSERT_EQ(makeCardView(copy, s), makeCardView(real, s)) << "step " << step << ", " << sideName(s);
    real.legalActions(actions);
    copy.legalActions(copyActions);
    ASSERT_EQ(copyActions, actions) << "step " << step;
    const CardAction a = actions[random.below(static_cast<std::uint32_t>(actions.size()))];
    real.apply(a);
    copy.apply(a);
  }
  EXPECT_EQ(copy.outcome(), real.outcome());
}

TEST(CardView, AStateRebuiltFromAViewAndTheTrueCardsPlaysOnTheSame) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Table t = midGame();
    t.red.front = "10* B 3 F 2*";
    t.blue.front = "9 8* B . F";
    t.seed = seed;
    const CardGame real = build(t);
    for (Side viewer : {Side::Red, Side::Blue}) {
      const CardView view = makeCardView(real, viewer);
      const CardGame copy = assembleFromView(view, hiddenCards(real, viewer), real.side(viewer).pile, seed);
      expectSameFuture(real, copy, seed * 7 + 1);
      if (viewer != real.toAct()) continue;  // legalActions(view) is for the side to act
      std::vector<CardAction> fromView, fromGame;
      legalActions(view, fromView);
      real.legalActions(fromGame);
      EXPECT_EQ(fromView, fromGame);
    }
  }
}

TEST(CardView, AStateRebuiltDuringAFillRemembersTheBattleOfThatTurn) {
  Table t = midGame();
  t.turnsWithoutBattle = 7;
  CardGame real = build(t);
  play(real, "attack e a");  // Red's 2 loses to the 9: a gap to fill, and a battle this turn
  ASSERT_EQ(real.phase(), Phase::Fill);
  const CardGame copy =
      assembleFromView(makeCardView(real, Side::Red), hiddenCards(real, Side::Red), real.side(Side::Red).pile, 1);
  expectSameFuture(real, copy, 5);
  play(real, "fill e 4");
  EXPECT_EQ(real.turnsWithoutBattle(), 0);
}

TEST(CardView, TheViewDoesNotDependOnWhereTheHiddenEnemyCardsAre) {
  const CardGame real = build(midGame());
  const CardView red = makeCardView(real, Side::Red);
  CardList unseen = enemyUnseenCards(red);  // in rank order: not where they really are
  const CardGame guess = assembleFromView(red, unseen, real.side(Side::Red).pile, 9);
  EXPECT_EQ(makeCardView(guess, Side::Red), red);
  unseen.swap(0, unseen.size() - 1);
  EXPECT_EQ(makeCardView(assembleFromView(red, unseen, real.side(Side::Red).pile, 9), Side::Red), red);
}

}  // namespace
}  // namespace stratego::cards::testing
