// The abilities of Card Battle (RULES.md section 9), each instead of an attack: the Spy
// looks at the enemy hand, a Scout at two enemy front-line cards, the Flag redeals.
#include <gtest/gtest.h>

#include "card_table_builder.hpp"

namespace stratego::cards::testing {
namespace {

// ---- Spy ----

TEST(CardSpy, ShowsTheEnemyHandToItsOwnerOnlyAndExposesTheSpy) {
  CardGame game = build({.red = {.front = "9 8 S 7 6"}, .blue = {.front = "9 8 7 6 F", .hand = "10 B 4"}, .turn = 7});
  const CardEvent event = play(game, "spy c");
  EXPECT_EQ(cardsText(event.seen), "10 B 4");
  EXPECT_EQ(shownText(event), "10 B 4");
  EXPECT_EQ(game.glimpse(Side::Red), (HandGlimpse{cards("10 B 4"), 7}));
  EXPECT_FALSE(game.glimpse(Side::Blue).valid());
  EXPECT_EQ(frontText(game.side(Side::Red)), "9 8 S* 7 6");
  // Red's view holds the glimpse; Blue learns only that the Spy looked.
  EXPECT_EQ(cardsText(makeCardView(game, Side::Red).enemyHandSeen.ranks), "10 B 4");
  EXPECT_FALSE(makeCardView(game, Side::Blue).enemyHandSeen.valid());
  EXPECT_EQ(makeCardView(game, Side::Blue).enemyFront[2].rank, Rank::Spy);
  EXPECT_TRUE(eventSeenBy(event, Side::Blue).seen.empty());
  // A look is no battle.
  EXPECT_EQ(game.turnsWithoutBattle(), 1);
  EXPECT_EQ(game.toAct(), Side::Blue);
}

TEST(CardSpy, AnEmptyEnemyHandShowsNothing) {
  CardGame game = build({.red = {.front = "S 8 7 6 5"}, .blue = {.front = "9 8 7 6 F"}});
  const CardEvent event = play(game, "spy a");
  EXPECT_TRUE(event.seen.empty());
  EXPECT_TRUE(game.glimpse(Side::Red).valid());  // Red knows Blue held nothing
}

// ---- Scout ----

TEST(CardScout, LooksAtTwoChosenEnemyCardsAndExposesThemAndItself) {
  CardGame game = build({.red = {.front = "9 2 8 7 6"}, .blue = {.front = "10 B 7 6 F"}});
  const CardEvent event = play(game, "scout b e b");
  EXPECT_EQ(shownText(event), "F B");  // in the order asked
  EXPECT_EQ(frontText(game.side(Side::Red)), "9 2* 8 7 6");
  EXPECT_EQ(frontText(game.side(Side::Blue)), "10 B* 7 6 F*");
  const CardView red = makeCardView(game, Side::Red);
  EXPECT_EQ(red.enemyFront[4].rank, Rank::Flag);
  EXPECT_EQ(red.enemyFront[1].rank, Rank::Bomb);
  EXPECT_FALSE(red.enemyFront[0].rank);
  EXPECT_TRUE(eventSeenBy(event, Side::Blue).seen.empty());
  EXPECT_EQ(game.toAct(), Side::Blue);
}

TEST(CardScout, TheTwoCardsAreInDifferentOccupiedSlots) {
  const CardGame game = build({.red = {.front = "9 2 8 7 6"}, .blue = {.front = "10 . 7 6 F"}});
  EXPECT_EQ(why(game, "scout b a a"), "the Scout looks at two different enemy cards");
  EXPECT_EQ(why(game, "scout b a b"), "the Scout looks at two different enemy cards");
  EXPECT_EQ(why(game, "scout b b a"), "the Scout must look at an enemy card");
  EXPECT_EQ(why(game, "scout b a"), "the Scout looks at two different enemy cards");
  EXPECT_EQ(why(game, "scout b e a"), "");  // any order
  std::vector<CardAction> actions;
  game.legalActions(actions);
  int looks = 0;
  for (const CardAction& a : actions) looks += a.kind == ActionKind::Scout ? 1 : 0;
  EXPECT_EQ(looks, 6);  // the pairs of four enemy cards
}

TEST(CardScout, LooksAtTheOnlyEnemyCardWhenThereIsOne) {
  CardGame game = build({.red = {.front = "9 2 8 7 6"}, .blue = {.front = ". . F . ."}});
  EXPECT_TRUE(isLegal(game, "scout b c"));
  EXPECT_EQ(why(game, "scout b c a"), "the enemy has only one card to look at");
  const CardEvent event = play(game, "scout b c");
  EXPECT_EQ(shownText(event), "F");
  EXPECT_EQ(frontText(game.side(Side::Blue)), ". . F* . .");
}

// ---- Flag ----

// Red: Flag in slot a, exposed 7, hand and pile; Blue's Spy has seen Red's hand, and Red's
// Spy has seen Blue's.
Table flagTable() {
  Table t{.red = {.front = "F 7* 3 B S*", .hand = "4 5", .pile = "6 9 10", .discards = "2"},
          .blue = {.front = "10* 9 8 7 F", .hand = "B"}};
  t.glimpses[index(Side::Blue)] = {cards("4 5"), 6};
  t.glimpses[index(Side::Red)] = {cards("B"), 7};
  return t;
}

TEST(CardFlag, GathersEverythingReshufflesAndDealsAgain) {
  CardGame game = build(flagTable());
  const Army before = allCards(game.side(Side::Red));
  play(game, "flag a");
  const SideCards& red = game.side(Side::Red);
  EXPECT_EQ(game.phase(), Phase::Arrange);
  EXPECT_EQ(game.toAct(), Side::Red);
  EXPECT_EQ(red.frontCount(), 0);
  EXPECT_EQ(red.hand.size(), 8);  // 10 cards in play: 8 dealt, 2 left in the pile
  EXPECT_EQ(red.pile.size(), 2);
  EXPECT_EQ(cardsText(red.discards), "2");  // the discards stay out
  EXPECT_EQ(allCards(red), before);
  // The redeal is no battle, and Blue is untouched.
  EXPECT_EQ(frontText(game.side(Side::Blue)), "10* 9 8 7 F");
  std::vector<CardAction> actions;
  game.legalActions(actions);
  ASSERT_FALSE(actions.empty());
  for (const CardAction& a : actions) EXPECT_EQ(a.kind, ActionKind::Arrange);
}

TEST(CardFlag, TheOpponentForgetsEverythingAboutTheRedealtSide) {
  CardGame game = build(flagTable());
  play(game, "flag a");
  // Blue's Spy glimpse of Red's old hand is gone; Red keeps its own glimpse of Blue.
  EXPECT_FALSE(game.glimpse(Side::Blue).valid());
  EXPECT_EQ(game.glimpse(Side::Red), (HandGlimpse{cards("B"), 7}));
  std::vector<CardAction> actions;
  game.legalActions(actions);
  game.apply(actions.front());
  EXPECT_EQ(game.toAct(), Side::Blue);  // arranging ends Red's turn: no fill is needed
  EXPECT_EQ(game.phase(), Phase::Act);
  EXPECT_EQ(game.side(Side::Red).frontCount(), 5);
  EXPECT_EQ(game.side(Side::Red).hand.size(), 3);
  const CardView blue = makeCardView(game, Side::Blue);
  for (const SlotView& slot : blue.enemyFront) {
    EXPECT_TRUE(slot.occupied);
    EXPECT_FALSE(slot.rank);
    EXPECT_FALSE(slot.exposed);
  }
  EXPECT_FALSE(blue.enemyHandSeen.valid());
  // Blue's own exposed 10 stays known to Red.
  EXPECT_EQ(makeCardView(game, Side::Red).enemyFront[0].rank, Rank::Marshal);
  EXPECT_EQ(game.turnsWithoutBattle(), 1);
}

TEST(CardFlag, TheDealIsReproducibleForOneSeedAndDiffersBetweenSeeds) {
  auto dealt = [](std::uint64_t seed) {
    Table t = flagTable();
    t.seed = seed;
    CardGame game = build(t);
    play(game, "flag a");
    return game.side(Side::Red).hand;
  };
  EXPECT_EQ(dealt(3), dealt(3));
  int differ = 0;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) differ += dealt(seed) == dealt(seed + 100) ? 0 : 1;
  EXPECT_GE(differ, 6);  // ten cards, eight dealt in order: equal deals are rare
}

TEST(CardFlag, ALateRedealWithFewCardsPutsThemAllInTheFront) {
  CardGame game = build({.red = {.front = "F 3 . B ."}, .blue = {.front = "10 9 8 7 F"}});
  play(game, "flag a");
  EXPECT_EQ(game.side(Side::Red).hand.size(), 3);
  EXPECT_EQ(why(game, "arrange F 3 B"), "");
  EXPECT_EQ(why(game, "arrange F 3"), "the front line takes 3 cards");
  play(game, "arrange B F 3");
  EXPECT_EQ(frontText(game.side(Side::Red)), "B F 3 . .");
  EXPECT_TRUE(game.side(Side::Red).hand.empty());
  EXPECT_EQ(game.toAct(), Side::Blue);
}

TEST(CardFlag, OnlyTheFlagRedeals) {
  const CardGame game = build(flagTable());
  EXPECT_EQ(why(game, "flag b"), "only the Flag redeals");
  EXPECT_EQ(why(game, "flag d"), "only the Flag redeals");
  EXPECT_TRUE(isLegal(game, "flag a"));
}

}  // namespace
}  // namespace stratego::cards::testing
