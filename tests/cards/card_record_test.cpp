// The text record of Card Battle (cards/card_record): a game saved from its seed and its
// actions replays exactly; every error names its line and its reason.
#include <gtest/gtest.h>

#include "card_table_builder.hpp"
#include "cards/card_record.hpp"

namespace stratego::cards::testing {
namespace {

// A short game of seed 7, as written by writeCardRecord. Kept as text on purpose: records
// saved today must replay the same way tomorrow, so the shuffles of a seed may not change.
const std::string kGame =
    "[Game \"Card Battle\"]\n"                                           // line 1
    "[Deck \"standard\"]\n"                                              // 2
    "[Army \"F:1 S:1 2:4 3:4 4:2 5:2 6:2 7:1 8:1 9:1 10:1 B:3\"]\n"      // 3
    "[NoBattleTurns \"100\"]\n"                                          // 4
    "[Seed \"7\"]\n"                                                     // 5
    "[Red \"Red\"]\n"                                                    // 6
    "[Blue \"Blue\"]\n"                                                  // 7
    "[Result \"red\"]\n"                                                 // 8
    "[Reason \"flag-captured\"]\n"                                       // 9
    "\n"                                                                 // 10
    "Red arrange S 3 6 7 8\n"                                            // 11
    "Blue arrange F 2 3 3 6\n"                                           // 12
    "Red attack a c = S loses to 3\n"                                    // 13
    "Red fill a 9\n"                                                     // 14
    "Blue attack b d = 2 loses to 7\n"                                   // 15
    "Blue fill b B\n"                                                    // 16
    "Red attack b b = 3 beats B\n"                                       // 17
    "Blue attack d b = 3 ties 3\n"                                       // 18
    "Blue fill b 10\n"                                                   // 19
    "Blue fill d 4\n"                                                    // 20
    "Red attack d a = 7 captures F\n";                                   // 21

// kGame with `from` replaced by `to` (which must occur).
std::string edited(const std::string& from, const std::string& to, std::string text = kGame) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return at == std::string::npos ? text : text.replace(at, from.size(), to);
}

// kGame cut after `line` (1-based), then `tail`.
std::string cutAfter(int line, const std::string& tail, const std::string& result = "*") {
  std::string text = edited("[Result \"red\"]\n[Reason \"flag-captured\"]\n", "[Result \"" + result + "\"]\n");
  std::size_t at = 0;
  for (int i = 0; i < line - 1; ++i) at = text.find('\n', at) + 1;  // one line fewer: no Reason
  return text.substr(0, at) + tail;
}

std::string errorOf(const std::string& text) {
  const auto read = readCardRecord(text);
  return read.ok() ? "(no error)" : read.error();
}

TEST(CardRecord, ASavedGameReadsBackAndWritesTheSameText) {
  const auto read = readCardRecord(kGame);
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_EQ(read->seed, 7u);
  EXPECT_EQ(read->actions.size(), 11u);
  EXPECT_EQ(read->actions[2], CardAction::attack(0, 2));
  EXPECT_EQ(writeCardRecord(*read), kGame);
  const auto replay = replayCardRecord(*read);
  ASSERT_TRUE(replay.ok());
  EXPECT_EQ(replay->game.outcome(), (Outcome{Winner::Red, EndReason::FlagCaptured}));
  EXPECT_EQ(replay->events.size(), 11u);
}

TEST(CardRecord, AnUnfinishedGameIsAGameToResume) {
  const std::string saved = cutAfter(16, "");
  const auto read = readCardRecord(saved);
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_EQ(read->actions.size(), 6u);
  const auto replay = replayCardRecord(*read);
  EXPECT_EQ(replay->game.toAct(), Side::Red);
  EXPECT_FALSE(replay->game.outcome().over());
  EXPECT_EQ(writeCardRecord(*read), saved);
}

TEST(CardRecord, TheShownOutcomeIsOptionalButMustBeTrue) {
  EXPECT_TRUE(readCardRecord(edited("Red attack a c = S loses to 3", "Red attack a c")).ok());
  EXPECT_EQ(errorOf(edited("= S loses to 3", "= S beats 3")),
            "line 13: the record says 'S beats 3' but the replay shows 'S loses to 3'");
  EXPECT_EQ(errorOf(edited("Red fill a 9", "Red fill a 9 = 9")),
            "line 14: the record says '9' but the replay shows ''");
}

TEST(CardRecord, ErrorsInTheActionsNameTheLineAndTheReason) {
  EXPECT_EQ(errorOf(edited("Blue arrange", "Red arrange")), "line 12: it is Blue's turn, not 'Red'");
  EXPECT_EQ(errorOf(edited("Red attack a c = S loses to 3", "Red flag a")), "line 13: only the Flag redeals");
  EXPECT_EQ(errorOf(edited("Red fill a 9", "Red fill b 9")), "line 14: slot b of your front line is not empty");
  EXPECT_EQ(errorOf(edited("Red arrange S 3 6 7 8", "Red arrange S S 6 7 8")),
            "line 11: you were not dealt that many of a rank you named");
  EXPECT_EQ(errorOf(edited("Red attack a c", "Red jump a c")),
            "line 13: unknown action 'jump' (arrange, attack, spy, scout, flag, fill)");
  EXPECT_EQ(errorOf(edited("Red attack a c", "Red attack a z")),
            "line 13: the enemy card to attack must be a slot a to e, not 'z'");
}

TEST(CardRecord, NothingPlaysAfterTheEnd) {
  EXPECT_EQ(errorOf(kGame + "Blue attack a a\n"), "line 22: the game is already over");
  EXPECT_EQ(errorOf(kGame + "Red attack b a\n"), "line 22: the game is over");
  EXPECT_EQ(errorOf(kGame + "Blue resigns\n"), "line 22: a resignation after the end of the game");
}

TEST(CardRecord, AResignationEndsTheRecord) {
  const auto read = readCardRecord(cutAfter(14, "Blue resigns\n", "red"));
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_EQ(read->resigned, std::optional<Side>(Side::Blue));  // out of turn: allowed
  EXPECT_EQ(replayCardRecord(*read)->game.outcome(), (Outcome{Winner::Red, EndReason::Resignation}));
  EXPECT_EQ(errorOf(cutAfter(14, "Blue resigns\nBlue attack b d\n", "red")), "line 15: nothing may follow a resignation");
  EXPECT_EQ(errorOf(cutAfter(14, "Red resigns\n", "red")),
            "line 8: the Result 'red' does not match the replayed game (blue)");
}

TEST(CardRecord, ErrorsInTheTagsSayWhatIsWrong) {
  EXPECT_EQ(errorOf(edited("[Seed \"7\"]", "[Seed \"x7\"]")), "line 5: Seed must be a whole number, not 'x7'");
  EXPECT_EQ(errorOf(edited("[Seed \"7\"]", "[Seed \"-7\"]")), "line 5: Seed must be a whole number, not '-7'");
  EXPECT_EQ(errorOf(edited("[Seed \"7\"]", "[Seed \"\"]")), "line 5: Seed must be a whole number, not ''");
  EXPECT_EQ(errorOf(edited("[Seed \"7\"]", "[Seed \"99999999999999999999\"]")),
            "line 5: Seed must be a whole number, not '99999999999999999999'");
  EXPECT_EQ(errorOf(edited("[Seed \"7\"]\n", "")),
            "the tag [Seed] is missing: without it the shuffles cannot be replayed");
  EXPECT_EQ(errorOf(edited("[Result \"red\"]", "[Result \"blue\"]")),
            "line 8: the Result 'blue' does not match the replayed game (red)");
  EXPECT_EQ(errorOf(edited("[Result \"red\"]", "[Result \"maybe\"]")),
            "line 8: Result must be red, blue, draw or *, not 'maybe'");
  EXPECT_EQ(errorOf(edited("[Game \"Card Battle\"]\n", "")),
            "not a Card Battle record: the tag [Game \"Card Battle\"] is missing");
  EXPECT_EQ(errorOf(edited("[NoBattleTurns \"100\"]", "[NoBattleTurns \"many\"]")),
            "line 4: NoBattleTurns must be a number, not 'many'");
}

TEST(CardRecord, DecksComeFromTheArmyTagOrAPreset) {
  // Without the [Army] tag the deck is the preset of that name...
  const auto preset = readCardRecord(edited("[Army \"F:1 S:1 2:4 3:4 4:2 5:2 6:2 7:1 8:1 9:1 10:1 B:3\"]\n", ""));
  ASSERT_TRUE(preset.ok()) << preset.error();
  EXPECT_EQ(preset->rules.deck, standardDeck().counts);
  // ... and an unknown name needs one.
  EXPECT_EQ(errorOf(edited("[Army \"F:1 S:1 2:4 3:4 4:2 5:2 6:2 7:1 8:1 9:1 10:1 B:3\"]\n", "",
                           edited("[Deck \"standard\"]", "[Deck \"24\"]"))),
            "unknown deck '24' and no [Army] tag with its cards");
  EXPECT_EQ(errorOf(edited("F:1 S:1 2:4", "F:1 Q:1 2:4")), "line 3: Army: 'Q:1' is not RANK:COUNT (such as 3:4)");
  EXPECT_EQ(errorOf(edited("F:1 S:1 2:4 3:4 4:2 5:2 6:2 7:1 8:1 9:1 10:1 B:3", "F:1 B:3")),
            "the deck: a deck needs at least one card that can attack");
  EXPECT_EQ(errorOf(edited("F:1 S:1", "F:2 S:1")), "the deck: a deck holds exactly one Flag");
}

// Plays the first legal action (cycling through the list) to the end and writes the record.
CardRecord playedRecord(const std::string& deckName, const Army& deck, std::uint64_t seed) {
  CardRecord record;
  record.deckName = deckName;
  record.rules.deck = deck;
  record.seed = seed;
  CardGame game(record.rules, seed);
  std::vector<CardAction> actions;
  for (std::size_t i = 0; !game.outcome().over() && i < 5000; ++i) {
    game.legalActions(actions);
    record.actions.push_back(actions[i % actions.size()]);
    game.apply(record.actions.back());
  }
  EXPECT_TRUE(game.outcome().over());
  return record;
}

TEST(CardRecord, TheUsDeckRoundTrips) {
  const CardRecord record = playedRecord("us", deckByName("us")->counts, 11);
  const std::string text = writeCardRecord(record);
  EXPECT_NE(text.find("[Deck \"us\"]"), std::string::npos);
  EXPECT_NE(text.find("[Army \"F:1 S:1 2:4 3:3 4:3 "), std::string::npos);
  const auto read = readCardRecord(text);
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_EQ(read->deckName, "us");
  EXPECT_EQ(read->rules.deck, deckByName("us")->counts);
  EXPECT_EQ(read->actions, record.actions);
}

TEST(CardRecord, ACustomArmyRoundTrips) {
  const Army mini = *parseArmyCounts("F:1 3:2 10:1 B:1 2:3");
  const CardRecord record = playedRecord("mini", mini, 4);
  const std::string text = writeCardRecord(record);
  EXPECT_NE(text.find("[Army \"F:1 2:3 3:2 10:1 B:1\"]"), std::string::npos);
  const auto read = readCardRecord(text);
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_EQ(read->deckName, "mini");
  EXPECT_EQ(read->rules.deck, mini);
  EXPECT_EQ(read->actions, record.actions);
  EXPECT_EQ(writeCardRecord(*read), text);
}

}  // namespace
}  // namespace stratego::cards::testing
