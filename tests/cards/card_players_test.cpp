// The Card Battle players: every one plays only legal actions in every phase, with either
// deck; the same seed gives the same game; and the judgement behind greedy and strong makes
// the plays a player must not miss (take a Flag it sees, redeal a Flag the enemy has seen).
// How strong they are is measured by `stratego match --variant cards`, not here.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "card_table_builder.hpp"
#include "cards/card_player.hpp"

namespace stratego::cards {
namespace {

using testing::act;
using testing::build;
using testing::Table;

std::unique_ptr<CardPlayer> player(const std::string& spec) {
  std::string error;
  auto made = makeCardPlayer(spec, error);
  EXPECT_TRUE(made) << spec << ": " << error;
  return made;
}

// Plays a whole game between two players, failing on any illegal action; returns the
// actions played.
std::vector<CardAction> playGame(CardPlayer& red, CardPlayer& blue, const CardRules& rules, std::uint64_t seed) {
  CardGame game(rules, seed);
  red.newGame(Side::Red, seed + 1);
  blue.newGame(Side::Blue, seed + 2);
  std::vector<CardAction> actions;
  while (game.phase() != Phase::Over) {
    CardPlayer& mover = game.toAct() == Side::Red ? red : blue;
    const CardAction action = mover.choose(makeCardView(game, game.toAct()));
    if (auto problem = game.check(action)) {
      ADD_FAILURE() << mover.name() << " played " << actionText(action) << ": " << *problem;
      break;
    }
    const CardEvent event = game.apply(action);
    red.observe(eventSeenBy(event, Side::Red));
    blue.observe(eventSeenBy(event, Side::Blue));
    actions.push_back(action);
  }
  return actions;
}

TEST(CardPlayers, EveryPlayerPlaysOnlyLegalActionsWithEitherDeck) {
  for (const char* deck : {"standard", "us"}) {
    CardRules rules;
    rules.deck = deckByName(deck)->counts;
    for (const char* spec : {"random", "greedy", "strong:1"}) {
      auto a = player(spec), b = player("random"), c = player("greedy");
      for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        EXPECT_FALSE(playGame(*a, *b, rules, seed).empty()) << spec << " vs random, " << deck;
        EXPECT_FALSE(playGame(*c, *a, rules, seed + 10).empty()) << "greedy vs " << spec << ", " << deck;
      }
    }
  }
}

TEST(CardPlayers, TheSameSeedsGiveTheSameGame) {
  auto a1 = player("strong:1"), b1 = player("greedy"), a2 = player("strong:1"), b2 = player("greedy");
  EXPECT_EQ(playGame(*a1, *b1, CardRules{}, 42), playGame(*a2, *b2, CardRules{}, 42));
}

TEST(CardPlayers, UnknownNamesAreRefusedWithTheChoices) {
  std::string error;
  EXPECT_FALSE(makeCardPlayer("strong:6", error));
  EXPECT_NE(error.find("strong:1 to strong:5"), std::string::npos) << error;
  for (const char* spec : {"random", "greedy", "strong", "strong:1", "strong:5"}) {
    auto made = makeCardPlayer(spec, error);
    ASSERT_TRUE(made) << spec;
    EXPECT_EQ(made->name(), std::string(spec) == "strong" ? "strong:3" : spec);
  }
}

// Red sees Blue's Flag in slot c: every judging player takes it at once.
TEST(CardPlayers, AFlagInSightIsTaken) {
  Table table;
  table.complete = true;
  table.red = {"2 3 10 B 4", "5 6 7", "", ""};
  table.blue = {"9 8 F* B 6", "5 5 4", "", ""};
  const CardGame game = build(table);
  for (const char* spec : {"greedy", "strong:1", "strong:3"}) {
    auto p = player(spec);
    p->newGame(Side::Red, 3);
    const CardAction choice = p->choose(makeCardView(game, Side::Red));
    EXPECT_EQ(choice.kind, ActionKind::Attack) << spec << " chose " << actionText(choice);
    EXPECT_EQ(choice.target, 2) << spec << " chose " << actionText(choice);
  }
}

// Blue knows where Red's Flag is and Red cannot win this turn: Red redeals, so that the
// Flag can go to the hand (Red has more than five cards).
TEST(CardPlayers, AFlagTheEnemyHasSeenIsRedealt) {
  Table table;
  table.complete = true;
  table.red = {"2 3 F* 7 4", "5 6 8", "", ""};
  table.blue = {"10* 9 8 B 6", "5 5 4", "", ""};
  const CardGame game = build(table);
  for (const char* spec : {"greedy", "strong:1", "strong:3"}) {
    auto p = player(spec);
    p->newGame(Side::Red, 5);
    const CardAction choice = p->choose(makeCardView(game, Side::Red));
    EXPECT_EQ(choice.kind, ActionKind::Flag) << spec << " chose " << actionText(choice);
  }
}

// After a redeal the Flag goes to the hand when there is room for it there.
TEST(CardPlayers, TheFlagStaysInTheHandWhenItCan) {
  Table table;
  table.complete = true;
  table.phase = Phase::Arrange;
  table.red = {". . . . .", "F 2 3 4 5 6 7 8", "", ""};
  table.blue = {"10 9 8 B 6", "5 5 4", "", ""};
  const CardGame game = build(table);
  for (const char* spec : {"greedy", "strong:1"}) {
    auto p = player(spec);
    p->newGame(Side::Red, 9);
    const CardAction choice = p->choose(makeCardView(game, Side::Red));
    ASSERT_EQ(choice.kind, ActionKind::Arrange) << spec;
    for (int i = 0; i < choice.frontCount; ++i)
      EXPECT_NE(choice.front[static_cast<std::size_t>(i)], Rank::Flag) << spec << ": " << actionText(choice);
  }
}

}  // namespace
}  // namespace stratego::cards
