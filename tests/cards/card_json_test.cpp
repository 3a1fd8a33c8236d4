// The JSON of Card Battle views (cards/card_json): the shape docs/SERVER.md describes, no
// enemy card the seat has not seen (on random games), and the seat's legal actions.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "card_table_builder.hpp"
#include "cards/card_json.hpp"
#include "core/random.hpp"

namespace stratego::cards::testing {
namespace {

using nlohmann::json;

TEST(CardViewJson, HasTheShapeTheServerDocumentDescribes) {
  Table table{.red = {.front = "10 B* . F 2", .hand = "S 4", .pile = "5 6", .discards = "2"},
              .blue = {.front = "9* 8 B 2 F", .hand = "10 3 3", .pile = "7", .discards = "3"}};
  table.glimpses[index(Side::Red)] = {cards("10 3 3"), 8};
  const CardGame game = build(table);
  json j = cardViewJson(makeCardView(game, Side::Red));
  const json legal = j["legal"];
  j.erase("legal");
  EXPECT_EQ(j, json::parse(R"j({
    "deck": "F:1 S:1 2:4 3:4 4:2 5:2 6:2 7:1 8:1 9:1 10:1 B:3",
    "noBattleTurns": 100, "phase": "act", "toAct": "red", "turn": 9, "turnsWithoutBattle": 0,
    "battleThisTurn": false, "setupDone": true,
    "me": {"front": [{"rank": "10", "exposed": false}, {"rank": "B", "exposed": true}, null,
                     {"rank": "F", "exposed": false}, {"rank": "2", "exposed": false}],
           "hand": ["S", "4"], "pile": 2},
    "enemy": {"front": [{"rank": "9", "exposed": true}, {"exposed": false}, {"exposed": false}, {"exposed": false},
                        {"exposed": false}],
              "hand": 3, "pile": 1, "handSeen": {"cards": ["10", "3", "3"], "turn": 8}},
    "discards": {"red": ["2"], "blue": ["3"]},
    "outcome": null
  })j"));
  std::vector<CardAction> actions;
  game.legalActions(actions);
  ASSERT_EQ(legal.size(), actions.size());
  for (const CardAction& action : actions)
    EXPECT_TRUE(std::find(legal.begin(), legal.end(), actionText(action)) != legal.end()) << actionText(action);
  EXPECT_EQ(cardViewJson(makeCardView(game, Side::Blue))["legal"], json::array()) << "Blue is not to act";
}

// Everything the JSON says of enemy cards is what the seat has seen; its legal actions are
// the game's own when it is to act.
void checkJson(const CardGame& game, Side seat) {
  const json j = cardViewJson(makeCardView(game, seat));
  const SideCards& mine = game.side(seat);
  const SideCards& enemy = game.side(opponent(seat));
  for (std::size_t s = 0; s < kFrontSlots; ++s) {
    const FrontSlot& truth = enemy.front[s];
    const json& slot = j["enemy"]["front"][s];
    ASSERT_EQ(slot.is_null(), !truth.occupied);
    if (!truth.occupied) continue;
    ASSERT_EQ(slot.contains("rank"), truth.exposed) << "slot " << slotLetter(static_cast<int>(s)) << " in " << j;
    if (truth.exposed) EXPECT_EQ(slot["rank"], rankText(truth.rank));
    if (mine.front[s].occupied) EXPECT_EQ(j["me"]["front"][s]["rank"], rankText(mine.front[s].rank));
  }
  EXPECT_EQ(j["enemy"]["hand"], enemy.hand.size());
  EXPECT_EQ(j["enemy"]["handSeen"].is_null(), !game.glimpse(seat).valid());
  std::vector<std::string> expected;
  if (seat == game.toAct() && !game.outcome().over()) {
    std::vector<CardAction> actions;
    game.legalActions(actions);
    for (const CardAction& action : actions) expected.push_back(actionText(action));
  }
  EXPECT_EQ(j["legal"].get<std::vector<std::string>>(), expected);
}

TEST(CardViewJson, HoldsOnlyWhatEachSeatHasSeenInRandomGames) {
  Random random(11);
  std::vector<CardAction> actions;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    CardRules rules;
    rules.deck = deckPresets()[seed % deckPresets().size()].counts;
    CardGame game(rules, seed);
    for (int step = 0; step < 2000 && !game.outcome().over(); ++step) {
      for (Side seat : {Side::Red, Side::Blue}) checkJson(game, seat);
      if (::testing::Test::HasFatalFailure()) return;
      game.legalActions(actions);
      game.apply(actions[random.below(static_cast<std::uint32_t>(actions.size()))]);
    }
    for (Side seat : {Side::Red, Side::Blue}) checkJson(game, seat);
    EXPECT_FALSE(cardViewJson(makeCardView(game, Side::Red))["outcome"].is_null()) << "seed " << seed;
  }
}

}  // namespace
}  // namespace stratego::cards::testing
