// The Card Battle table and events in words (play/card_render): what they show, and that
// they never show an enemy card the viewer has not seen.
#include "play/card_render.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cards/random_card_player.hpp"
#include "play/render_fixtures.hpp"

namespace stratego {
namespace {

using namespace cards;

CardList list(std::initializer_list<Rank> ranks) {
  CardList out;
  for (Rank r : ranks) out.push(r);
  return out;
}

CardEvent eventBy(Side actor, const CardAction& action) {
  CardEvent event;
  event.actor = actor;
  event.action = action;
  return event;
}

FrontSlot card(Rank r, bool exposed = false) { return FrontSlot{r, true, exposed}; }

// Turn 7, Red to act. Red: front 10 (known to Blue) 9 B 3 F, hand 7 6 S, discards 5 4.
// Blue: front 10 B 9 (known to Red) - 3, hand 7 S F (which Red's Spy saw on turn 3),
// discards 2 2 B.
CardGame tableGame() {
  std::array<SideCards, 2> sides{};
  SideCards& red = sides[0];
  red.front = {card(Rank::Marshal, true), card(Rank::General), card(Rank::Bomb), card(Rank::Miner), card(Rank::Flag)};
  red.hand = list({Rank::Major, Rank::Captain, Rank::Spy});
  red.discards = list({Rank::Lieutenant, Rank::Sergeant});
  red.pile = list({Rank::Scout, Rank::Scout, Rank::Scout, Rank::Scout, Rank::Miner, Rank::Miner, Rank::Miner,
                   Rank::Sergeant, Rank::Lieutenant, Rank::Captain, Rank::Colonel, Rank::Bomb, Rank::Bomb});
  SideCards& blue = sides[1];
  blue.front = {card(Rank::Marshal), card(Rank::Bomb), card(Rank::General, true), FrontSlot{}, card(Rank::Miner)};
  blue.hand = list({Rank::Major, Rank::Spy, Rank::Flag});
  blue.discards = list({Rank::Scout, Rank::Scout, Rank::Bomb});
  blue.pile = list({Rank::Scout, Rank::Scout, Rank::Miner, Rank::Miner, Rank::Miner, Rank::Sergeant, Rank::Sergeant,
                    Rank::Lieutenant, Rank::Lieutenant, Rank::Captain, Rank::Captain, Rank::Colonel, Rank::Bomb});
  std::array<HandGlimpse, 2> glimpses{};
  glimpses[0] = {blue.hand, 3};
  return CardGame::assemble(CardRules{}, sides, glimpses, Phase::Act, Side::Red, 7, 0, true, 1);
}

TEST(CardRender, TheTableShowsWhatTheViewerKnows) {
  const CardGame game = tableGame();
  const std::string red = renderCardTable(makeCardView(game, Side::Red), {});
  EXPECT_NE(red.find("Card Battle, turn 7: Red to act (you)\n"
                     "           a    b    c    d    e\n"
                     "Blue      ??   ??    9   --   ??     hand 3, pile 13\n"
                     "You       10*   9    B    3    F\n"
                     "Your hand: 7 6 S; your pile: 13\n"
                     "Discards: yours 5 4; theirs 2 2 B\n"
                     "Enemy cards you cannot place (19): 10 8 7 6 6 5 5 4 4 3 3 3 3 2 2 S B B F\n"
                     "Their hand when your Spy looked (turn 3): 7 S F\n"
                     "Act with one front-line card: attack MINE THEIRS, flag e\n"),
            std::string::npos)
      << red;

  // Blue sees Red's Marshal, which it knows, and its own 9 marked as known to Red; no glimpse.
  const std::string blue = renderCardTable(makeCardView(game, Side::Blue), {});
  EXPECT_NE(blue.find("Card Battle, turn 7: Red to act\n"), std::string::npos) << blue;
  EXPECT_NE(blue.find("Red       10   ??   ??   ??   ??     hand 3, pile 13\n"
                      "You       10    B    9*  --    3\n"),
            std::string::npos)
      << blue;
  EXPECT_EQ(blue.find("Spy looked"), std::string::npos) << blue;
  EXPECT_NE(blue.find("Waiting for Red\n"), std::string::npos) << blue;
}

TEST(CardRender, ColoursOnlyWhenAsked) {
  const CardView view = makeCardView(tableGame(), Side::Red);
  const std::string coloured = renderCardTable(view, {}, {.color = true});
  EXPECT_NE(coloured.find("\x1b["), std::string::npos);
  EXPECT_EQ(testing::stripAnsi(coloured), renderCardTable(view, {}));
}

TEST(CardRender, EventsAreToldAsEachSideSawThem) {
  CardGame game = tableGame();
  const CardEvent attack = game.apply(CardAction::attack(1, 2));  // Red's 9 ties Blue's 9
  EXPECT_EQ(describeCardEvent(attack, Side::Red), "You attack their c with your b: your 9 ties their 9");
  EXPECT_EQ(describeCardEvent(attack, Side::Blue), "Red attacks your c with their b: their 9 ties your 9");
  const CardEvent fill = game.apply(CardAction::fill(Rank::Major, 1));
  EXPECT_EQ(describeCardEvent(fill, Side::Red), "You fill your b with 7");
  EXPECT_EQ(describeCardEvent(fill, Side::Blue), "Red fills their b");

  CardEvent spy = eventBy(Side::Blue, CardAction::spy(0));
  spy.seen = list({Rank::Major, Rank::Spy});
  EXPECT_EQ(describeCardEvent(spy, Side::Blue), "Your Spy in a looks at their hand: 7 S");
  EXPECT_EQ(describeCardEvent(spy, Side::Red), "Blue's Spy in a looks at your hand");
  CardEvent scout = eventBy(Side::Red, CardAction::scout(3, 0, 4));
  scout.seen = list({Rank::Marshal, Rank::Bomb});
  EXPECT_EQ(describeCardEvent(scout, Side::Red), "Your Scout in d looks at their a and e: a is 10, e is B");
  EXPECT_EQ(describeCardEvent(scout, Side::Blue), "Red's Scout in d looks at your a and e");
  CardEvent arrange = eventBy(Side::Red, CardAction{ActionKind::Arrange});
  arrange.action.front = {Rank::Marshal, Rank::Bomb, Rank::Flag, Rank::Scout, Rank::Spy};
  arrange.action.frontCount = 5;
  EXPECT_EQ(describeCardEvent(arrange, Side::Red), "You arrange your front line: 10 B F 2 S");
  EXPECT_EQ(describeCardEvent(arrange, Side::Blue), "Red arranges their front line");
  CardEvent capture = eventBy(Side::Blue, CardAction::attack(2, 4));
  capture.attacker = Rank::Miner;
  capture.defender = Rank::Flag;
  EXPECT_EQ(describeCardEvent(capture, Side::Red), "Blue attacks your e with their c: their 3 captures your F");

  const std::vector<CardEvent> recent = {attack, fill};
  const std::string table = renderCardTable(makeCardView(game, Side::Blue), recent);
  EXPECT_NE(table.find("Last: Red attacks your c with their b: their 9 ties your 9\nLast: Red fills their b\n"),
            std::string::npos)
      << table;
}

TEST(CardRender, TheOutcomeInWords) {
  CardGame game = tableGame();
  game.resign(Side::Blue);
  EXPECT_EQ(describeCardOutcome(makeCardView(game, Side::Red)), "Red wins: Blue resigned");
  EXPECT_NE(renderCardTable(makeCardView(game, Side::Red), {}).find("Game over: Red wins: Blue resigned"),
            std::string::npos);
  EXPECT_EQ(describeCardOutcome(makeCardView(tableGame(), Side::Red)), "");
}

// What the referee knows and the viewer does not, changed: the other side's cards in the
// enemy's hidden places (their unknown front slots, hand and pile, dealt at random), and
// what the enemy's own looks and placements showed only to the enemy.
CardEvent withHiddenPartsChanged(CardEvent event, Side viewer, Random& random) {
  if (event.actor == viewer) return event;
  event.seen.clear();
  for (int i = 0, n = static_cast<int>(random.below(4)); i < n; ++i)
    event.seen.push(static_cast<Rank>(random.below(12)));
  event.action.rank = static_cast<Rank>(random.below(12));
  for (Rank& r : event.action.front) r = static_cast<Rank>(random.below(12));
  return event;
}

CardList shuffled(CardList cards, Random& random) {
  for (int i = cards.size() - 1; i > 0; --i)
    cards.swap(i, static_cast<int>(random.below(static_cast<std::uint32_t>(i + 1))));
  return cards;
}

// Many random games, rendered for both sides after every action: the text is the same
// whatever the enemy's hidden cards are, and the enemy row shows a rank only where the
// enemy card is exposed.
TEST(CardRender, NothingHiddenIsEverShown) {
  Random random(99);
  int renders = 0;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    CardRules rules;
    if (seed % 3 == 0) rules.deck = deckByName("us")->counts;
    CardGame game(rules, seed);
    std::array<RandomCardPlayer, 2> players;
    players[0].newGame(Side::Red, seed);
    players[1].newGame(Side::Blue, seed + 100);
    std::vector<CardEvent> events;
    while (game.phase() != Phase::Over && events.size() < 400) {
      for (Side viewer : {Side::Red, Side::Blue}) {
        const CardView view = makeCardView(game, viewer);
        const std::size_t from = events.size() > 4 ? events.size() - 4 : 0;
        const std::vector<CardEvent> recent(events.begin() + static_cast<std::ptrdiff_t>(from), events.end());
        const std::string text = renderCardTable(view, recent);
        std::vector<CardEvent> changed;
        for (const CardEvent& e : recent) changed.push_back(withHiddenPartsChanged(e, viewer, random));
        const CardGame other =
            assembleFromView(view, shuffled(enemyUnseenCards(view), random), shuffled(myPileCards(view), random), seed);
        ASSERT_EQ(renderCardTable(makeCardView(other, viewer), changed), text) << "seed " << seed;
        // The enemy row, cell by cell: "??" unless exposed.
        const std::string enemyName(sideName(opponent(viewer)));
        const std::size_t row = text.find("\n" + enemyName + " ") + 1;
        for (int s = 0; s < kFrontSlots; ++s) {
          const FrontSlot& slot = game.side(opponent(viewer)).front[static_cast<std::size_t>(s)];
          const std::string cell = text.substr(row + 8 + 5 * static_cast<std::size_t>(s), 5);
          const std::string expected = !slot.occupied ? "  -- " : !slot.exposed ? "  ?? " : "";
          if (!expected.empty()) EXPECT_EQ(cell, expected) << text;
        }
        ++renders;
      }
      const Side side = game.toAct();
      const CardAction action = players[static_cast<std::size_t>(index(side))].choose(makeCardView(game, side));
      events.push_back(game.apply(action));
    }
  }
  EXPECT_GT(renders, 1000);
}

}  // namespace
}  // namespace stratego
