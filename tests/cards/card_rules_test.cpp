// Card Battle (RULES.md section 9): the decks, the setup, step 1 (draw up to three), step 3
// (fill the gaps) and illegal actions. Battles, abilities and the end of a game have their
// own files.
#include <gtest/gtest.h>

#include "card_table_builder.hpp"

namespace stratego::cards::testing {
namespace {

// ---- Decks ----

TEST(CardDecks, PresetsHoldTwentyThreeCardsAndAreLegal) {
  for (const char* name : {"standard", "us"}) {
    const Deck* deck = deckByName(name);
    ASSERT_NE(deck, nullptr) << name;
    EXPECT_EQ(deck->size(), 23) << name;
    EXPECT_FALSE(deckProblem(deck->counts)) << name;
  }
  // The US edition trades a Miner for a Sergeant.
  EXPECT_EQ(deckByName("us")->counts[index(Rank::Sergeant)], 3);
  EXPECT_EQ(deckByName("us")->counts[index(Rank::Miner)], 3);
  EXPECT_EQ(standardDeck().counts[index(Rank::Miner)], 4);
  EXPECT_EQ(armyCountsText(standardDeck().counts), "F:1 S:1 2:4 3:4 4:2 5:2 6:2 7:1 8:1 9:1 10:1 B:3");
  // The 24-card edition's extra card has no published rules: no preset.
  EXPECT_EQ(deckByName("24"), nullptr);
}

TEST(CardDecks, DeckProblemsAreNamed) {
  Army noFlag = standardDeck().counts;
  noFlag[index(Rank::Flag)] = 0;
  EXPECT_EQ(deckProblem(noFlag).value_or(""), "a deck holds exactly one Flag");
  Army twoFlags = standardDeck().counts;
  twoFlags[index(Rank::Flag)] = 2;
  EXPECT_TRUE(deckProblem(twoFlags));
  Army onlyBombs{};
  onlyBombs[index(Rank::Flag)] = 1;
  onlyBombs[index(Rank::Bomb)] = 5;
  EXPECT_EQ(deckProblem(onlyBombs).value_or(""), "a deck needs at least one card that can attack");
  Army huge = standardDeck().counts;
  huge[index(Rank::Scout)] = 30;
  EXPECT_EQ(deckProblem(huge).value_or(""), "a deck holds at most 40 cards");
}

// ---- Setup ----

TEST(CardSetup, EachSideIsDealtEightAndRedArrangesFirst) {
  const CardGame game(CardRules{}, 1);
  EXPECT_EQ(game.phase(), Phase::Arrange);
  EXPECT_EQ(game.toAct(), Side::Red);
  EXPECT_EQ(game.turn(), 0);
  for (Side s : {Side::Red, Side::Blue}) {
    EXPECT_EQ(game.side(s).hand.size(), 8);
    EXPECT_EQ(game.side(s).pile.size(), 15);
    EXPECT_EQ(game.side(s).frontCount(), 0);
    EXPECT_EQ(allCards(game.side(s)), standardDeck().counts);
  }
  std::vector<CardAction> actions;
  game.legalActions(actions);
  ASSERT_FALSE(actions.empty());
  for (const CardAction& a : actions) {
    EXPECT_EQ(a.kind, ActionKind::Arrange);
    EXPECT_EQ(a.frontCount, 5);
  }
}

TEST(CardSetup, RedArrangesThenBlueThenRedTakesTheFirstTurn) {
  CardGame game(CardRules{}, 2);
  std::vector<CardAction> actions;
  game.legalActions(actions);
  game.apply(actions.front());
  EXPECT_EQ(game.side(Side::Red).frontCount(), 5);
  EXPECT_EQ(game.side(Side::Red).hand.size(), 3);
  EXPECT_EQ(game.phase(), Phase::Arrange);
  EXPECT_EQ(game.toAct(), Side::Blue);
  EXPECT_EQ(game.turn(), 0);

  game.legalActions(actions);
  game.apply(actions.back());
  EXPECT_EQ(game.side(Side::Blue).frontCount(), 5);
  EXPECT_EQ(game.toAct(), Side::Red);
  EXPECT_EQ(game.phase(), Phase::Act);
  EXPECT_EQ(game.turn(), 1);
  // Red already holds three cards: step 1 draws nothing.
  EXPECT_EQ(game.side(Side::Red).hand.size(), 3);
  EXPECT_EQ(game.side(Side::Red).pile.size(), 15);
  // Nothing has been shown yet.
  for (Side s : {Side::Red, Side::Blue})
    for (const FrontSlot& slot : game.side(s).front) EXPECT_FALSE(slot.exposed);
}

TEST(CardSetup, AnArrangementMayNameTheDealtCardsInAnyOrder) {
  const CardGame game = build({.red = {.hand = "10 9 B 3 F 2 2 S"}, .phase = Phase::Arrange, .turn = 0});
  EXPECT_EQ(why(game, "arrange F 2 10 B 3"), "");
  EXPECT_EQ(why(game, "arrange 2 2 S F B"), "");
  EXPECT_EQ(why(game, "arrange 10 9 B 3"), "the front line takes 5 cards");
  EXPECT_EQ(why(game, "arrange 10 10 B 3 F"), "you were not dealt that many of a rank you named");
  EXPECT_EQ(why(game, "arrange 10 9 B 3 7"), "you were not dealt that many of a rank you named");
  // The legal list holds each multiset once.
  std::vector<CardAction> actions;
  game.legalActions(actions);
  // Five of {10 9 B 3 F S} and no 2, one 2 or both: C(6,5) + C(6,4) + C(6,3).
  EXPECT_EQ(actions.size(), 6u + 15u + 20u);
}

TEST(CardSetup, TheArrangedCardsTakeSlotsAToEAndTheRestStayInHand) {
  CardGame game = build({.red = {.hand = "10 9 B 3 F 2 2 S"}, .phase = Phase::Arrange, .turn = 0});
  play(game, "arrange F 2 10 B 3");
  EXPECT_EQ(frontText(game.side(Side::Red)), "F 2 10 B 3");
  EXPECT_EQ(cardsText(game.side(Side::Red).hand), "9 2 S");
  EXPECT_EQ(game.toAct(), Side::Blue);
}

TEST(CardSetup, ShufflesAreReproducibleForOneSeedAndDifferBetweenSeeds) {
  EXPECT_EQ(CardGame(CardRules{}, 42).side(Side::Red).hand, CardGame(CardRules{}, 42).side(Side::Red).hand);
  EXPECT_EQ(CardGame(CardRules{}, 42).side(Side::Blue).pile, CardGame(CardRules{}, 42).side(Side::Blue).pile);
  int differentSeeds = 0, differentSides = 0;
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    const CardGame a(CardRules{}, seed), b(CardRules{}, seed + 1000);
    differentSeeds += a.side(Side::Red).pile == b.side(Side::Red).pile ? 0 : 1;
    differentSides += a.side(Side::Red).pile == a.side(Side::Blue).pile ? 0 : 1;
  }
  EXPECT_EQ(differentSeeds, 10);  // 23 cards: equal orders by chance are all but impossible
  EXPECT_EQ(differentSides, 10);  // each side shuffles its own deck
}

TEST(CardSetup, TheUsDeckIsDealtTheSameWay) {
  CardRules rules;
  rules.deck = deckByName("us")->counts;
  const CardGame game(rules, 5);
  for (Side s : {Side::Red, Side::Blue}) {
    EXPECT_EQ(game.side(s).hand.size(), 8);
    EXPECT_EQ(allCards(game.side(s)), rules.deck);
  }
}

TEST(CardSetup, ADeckOfFewerThanEightCardsIsDealtWhole) {
  CardRules rules;
  rules.deck = Army{};
  rules.deck[index(Rank::Flag)] = 1;
  rules.deck[index(Rank::Marshal)] = 2;
  const CardGame game(rules, 5);
  EXPECT_EQ(game.side(Side::Red).hand.size(), 3);
  EXPECT_TRUE(game.side(Side::Red).pile.empty());
  std::vector<CardAction> actions;
  game.legalActions(actions);
  ASSERT_FALSE(actions.empty());
  EXPECT_EQ(actions.front().frontCount, 3);  // min(5, cards dealt) go to the front
}

// ---- Step 1: draw until you hold three ----

// Red's Spy looks and ends Red's turn; Blue's turn starts with its draw.
Table blueDrawsNext(std::string blueHand, std::string bluePile) {
  return {.red = {.front = "S 10 9 8 7"}, .blue = {.front = "6 5 4 3 2", .hand = blueHand, .pile = bluePile}};
}

TEST(CardDraw, DrawsUntilTheHandHoldsThree) {
  CardGame game = build(blueDrawsNext("B", "5 6 7"));
  play(game, "spy a");
  EXPECT_EQ(game.toAct(), Side::Blue);
  EXPECT_EQ(game.phase(), Phase::Act);
  EXPECT_EQ(cardsText(game.side(Side::Blue).hand), "B 5 6");  // from the top of the pile
  EXPECT_EQ(pileText(game.side(Side::Blue)), "7");
}

TEST(CardDraw, AFullHandDrawsNothing) {
  CardGame game = build(blueDrawsNext("B 8 9", "5 6 7"));
  play(game, "spy a");
  EXPECT_EQ(game.side(Side::Blue).hand.size(), 3);
  EXPECT_EQ(pileText(game.side(Side::Blue)), "5 6 7");
}

TEST(CardDraw, AShortPileGivesWhatItHas) {
  CardGame game = build(blueDrawsNext("", "5"));
  play(game, "spy a");
  EXPECT_EQ(cardsText(game.side(Side::Blue).hand), "5");
  EXPECT_TRUE(game.side(Side::Blue).pile.empty());
  EXPECT_EQ(game.phase(), Phase::Act);
}

TEST(CardDraw, AnEmptyPileAndHandLetTheGameGoOn) {
  CardGame game = build(blueDrawsNext("", ""));
  play(game, "spy a");
  EXPECT_TRUE(game.side(Side::Blue).hand.empty());
  EXPECT_EQ(game.phase(), Phase::Act);
  EXPECT_EQ(game.toAct(), Side::Blue);
  // Blue acts and, with nothing to fill from, the gap stays and the turn passes.
  play(game, "attack e b");  // Scout against the 10: lost
  EXPECT_EQ(frontText(game.side(Side::Blue)), "6 5 4 3 .");
  EXPECT_EQ(game.toAct(), Side::Red);
  EXPECT_EQ(game.phase(), Phase::Act);
}

// ---- Step 3: fill the gaps from the hand ----

TEST(CardFill, ALostAttackerLeavesAGapFilledFromTheHand) {
  CardGame game = build({.red = {.front = "5 10 9 8 7", .hand = "4 6"}, .blue = {.front = "9 B 3 2 F"}});
  play(game, "attack a a");  // 5 against 9: the 5 is discarded
  EXPECT_EQ(game.phase(), Phase::Fill);
  EXPECT_EQ(game.toAct(), Side::Red);
  EXPECT_TRUE(isLegal(game, "fill a 4"));
  EXPECT_TRUE(isLegal(game, "fill a 6"));
  EXPECT_EQ(why(game, "fill b 4"), "slot b of your front line is not empty");
  EXPECT_EQ(why(game, "fill a 10"), "that card is not in your hand");
  EXPECT_EQ(why(game, "attack b a"), "fill the gaps in your front line from your hand first");
  play(game, "fill a 6");
  EXPECT_EQ(frontText(game.side(Side::Red)), "6 10 9 8 7");
  EXPECT_EQ(cardsText(game.side(Side::Red).hand), "4");
  EXPECT_EQ(game.toAct(), Side::Blue);
  EXPECT_EQ(game.phase(), Phase::Act);
}

TEST(CardFill, EveryGapIsFilledWhileCardsRemain) {
  // Blue took two of Red's cards on its turn; Red's own attacker now loses too.
  CardGame game = build({.red = {.front = "5 . . 8 7", .hand = "4 6"}, .blue = {.front = "9 B 3 2 F"}});
  play(game, "attack a a");
  EXPECT_EQ(game.phase(), Phase::Fill);
  play(game, "fill c 4");  // any gap may be filled, not only the first
  EXPECT_EQ(game.phase(), Phase::Fill);
  play(game, "fill a 6");
  // The hand is empty: one gap stays and the turn passes.
  EXPECT_EQ(frontText(game.side(Side::Red)), "6 . 4 8 7");
  EXPECT_EQ(game.toAct(), Side::Blue);
}

TEST(CardFill, NoGapOrNoHandMeansNoFill) {
  CardGame full = build({.red = {.front = "10 9 8 7 6", .hand = "4"}, .blue = {.front = "5 B 3 2 F"}});
  play(full, "attack a a");  // the 10 wins and stays
  EXPECT_EQ(full.toAct(), Side::Blue);
  EXPECT_EQ(cardsText(full.side(Side::Red).hand), "4");

  CardGame empty = build({.red = {.front = "4 9 8 7 6"}, .blue = {.front = "5 B 3 2 F"}});
  play(empty, "attack a a");  // the 4 loses: a gap, no hand
  EXPECT_EQ(empty.toAct(), Side::Blue);
  EXPECT_EQ(frontText(empty.side(Side::Red)), ". 9 8 7 6");
}

// ---- Illegal actions ----

TEST(CardIllegal, EachIllegalActionIsRefusedWithAReasonAndChangesNothing) {
  const CardGame game = build({.red = {.front = "B F S 2 .", .hand = "7"}, .blue = {.front = "9 . 3 2 F"}});
  const CardView redBefore = makeCardView(game, Side::Red), blueBefore = makeCardView(game, Side::Blue);
  const std::pair<const char*, const char*> cases[] = {
      {"attack a a", "a Bomb or the Flag cannot attack"},
      {"attack b a", "a Bomb or the Flag cannot attack"},
      {"attack e a", "there is no card of yours in that slot"},
      {"attack c b", "there is no enemy card in the slot you attack"},
      {"spy d", "only the Spy looks at the enemy hand"},
      {"scout c a c", "only a Scout looks at enemy cards"},
      {"scout d a a", "the Scout looks at two different enemy cards"},
      {"scout d a b", "the Scout looks at two different enemy cards"},
      {"scout d b c", "the Scout must look at an enemy card"},
      {"scout d a", "the Scout looks at two different enemy cards"},
      {"flag a", "only the Flag redeals"},
      {"fill e 7", "it is time to act with a front-line card"},
      {"arrange 7", "it is time to act with a front-line card"},
  };
  for (const auto& [text, reason] : cases) {
    EXPECT_EQ(why(game, text), reason) << text;
    EXPECT_FALSE(isLegal(game, text)) << text;
  }
  // check() is all it takes: the state, as both players see it, is as it was.
  EXPECT_EQ(makeCardView(game, Side::Red), redBefore);
  EXPECT_EQ(makeCardView(game, Side::Blue), blueBefore);
}

TEST(CardIllegal, ArrangingIsTheOnlyThingToDoAfterADeal) {
  const CardGame game = build({.red = {.hand = "10 9 B 3 F 2 2 S"}, .phase = Phase::Arrange, .turn = 0});
  EXPECT_EQ(why(game, "attack a a"), "arrange the cards you were dealt first");
  EXPECT_EQ(why(game, "fill a 10"), "arrange the cards you were dealt first");
}

TEST(CardIllegal, LegalActionsAreExactlyThoseCheckAccepts) {
  const CardGame game = build({.red = {.front = "B F S 2 10", .hand = "7"}, .blue = {.front = "9 . 3 2 F"}});
  std::vector<CardAction> actions;
  game.legalActions(actions);
  for (const CardAction& a : actions) EXPECT_FALSE(game.check(a)) << actionText(a);
  // 3 attackers (S, 2, 10) x 4 targets, the Spy's look, the Flag, the Scout's C(4,2) pairs.
  EXPECT_EQ(actions.size(), 12u + 1u + 1u + 6u);
}

}  // namespace
}  // namespace stratego::cards::testing
