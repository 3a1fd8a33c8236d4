// The short menu of `stratego play` (cli/play_menu), driven through streams.
#include "cli/play_menu.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

namespace stratego::cli {
namespace {

struct MenuRun {
  bool answered = false;
  MenuChoices choices;
  std::string output;
};

MenuRun askWith(const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out;
  MenuRun run;
  run.answered = askPlayMenu(in, out, run.choices);
  run.output = out.str();
  return run;
}

int count(const std::string& text, const std::string& part) {
  int n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

TEST(PlayMenu, EmptyLinesKeepTheDefaults) {
  const MenuRun run = askWith("\n\n\n\n\n\n\n\n");
  ASSERT_TRUE(run.answered);
  EXPECT_EQ(run.choices.variant, "classic");
  EXPECT_EQ(run.choices.vs, "computer");
  EXPECT_EQ(run.choices.color, "red");
  EXPECT_EQ(run.choices.level, std::to_string(kDefaultStrongLevel));
  EXPECT_EQ(run.choices.twoSquare, "3");
  EXPECT_EQ(run.choices.chasing, "on");
  EXPECT_EQ(run.choices.scoutStrike, "on");
  EXPECT_EQ(run.choices.clock, "");
  EXPECT_NE(run.output.find("classic, duel, barrage, duel10, barrage10, cards (Card Battle) [classic]: "),
            std::string::npos);
  EXPECT_NE(run.output.find("[computer]: "), std::string::npos);
  EXPECT_NE(run.output.find("[red]: "), std::string::npos);
  EXPECT_NE(run.output.find("Computer level: random, greedy or 1-" + std::to_string(kStrongLevels)), std::string::npos);
  EXPECT_NE(run.output.find("is the strongest) [" + std::to_string(kDefaultStrongLevel) + "]: "), std::string::npos);
  EXPECT_NE(run.output.find("Two-square limit: 3, 5 or off [3]: "), std::string::npos);
  EXPECT_NE(run.output.find("[none]: "), std::string::npos);
  EXPECT_EQ(run.output.find("Error"), std::string::npos);
}

TEST(PlayMenu, EachAnswerIsApplied) {
  const MenuRun run = askWith("duel10\ncomputer\n BLUE \nGreedy\n5\noff\noff\n10+5\n");
  ASSERT_TRUE(run.answered);
  EXPECT_EQ(run.choices.variant, "duel10");
  EXPECT_EQ(run.choices.vs, "computer");
  EXPECT_EQ(run.choices.color, "blue");
  EXPECT_EQ(run.choices.level, "greedy");
  EXPECT_EQ(run.choices.twoSquare, "5");
  EXPECT_EQ(run.choices.chasing, "off");
  EXPECT_EQ(run.choices.scoutStrike, "off");
  EXPECT_EQ(run.choices.clock, "10+5");

  const MenuRun random = askWith("barrage\n\nrandom\n1\noff\n\n\nnone\n");
  ASSERT_TRUE(random.answered);
  EXPECT_EQ(random.choices.variant, "barrage");
  EXPECT_EQ(random.choices.color, "random");
  EXPECT_EQ(random.choices.level, "1");
  EXPECT_EQ(random.choices.twoSquare, "off");
  EXPECT_EQ(random.choices.clock, "");
}

TEST(PlayMenu, TwoPeopleAreNotAskedForAColourOrALevel) {
  // Six answers: no colour or level question between the opponent and the two-square limit.
  const MenuRun run = askWith("\nhuman\noff\n\n\n0.5+0\n");
  ASSERT_TRUE(run.answered);
  EXPECT_EQ(run.choices.vs, "human");
  EXPECT_EQ(run.choices.twoSquare, "off");
  EXPECT_EQ(run.choices.clock, "0.5+0");
  EXPECT_EQ(run.output.find("colour"), std::string::npos);
  EXPECT_EQ(run.output.find("level"), std::string::npos);
}

TEST(PlayMenu, TheLevelsAreThoseOfTheFlag) {
  const std::string top = std::to_string(kStrongLevels);
  const MenuRun run = askWith("\n\n\nstrong\n" + std::to_string(kStrongLevels + 1) + "\n0\n" + top + "\n\n\n\n\n");
  ASSERT_TRUE(run.answered);
  EXPECT_EQ(run.choices.level, top);
  EXPECT_NE(run.output.find("Error: 'strong' is not random, greedy or 1-" + top), std::string::npos) << run.output;
  EXPECT_EQ(count(run.output, "Error:"), 3);
  const std::vector<std::string> levels = computerLevels();
  ASSERT_EQ(levels.size(), 2u + static_cast<std::size_t>(kStrongLevels));
  EXPECT_EQ(levels[0], "random");
  EXPECT_EQ(levels[1], "greedy");
  EXPECT_EQ(levels[2], "1");
  EXPECT_EQ(levels.back(), top);
  EXPECT_EQ(levelPlayer("random"), "random");
  EXPECT_EQ(levelPlayer("greedy"), "greedy");
  EXPECT_EQ(levelPlayer("2"), "strong:2");
}

TEST(PlayMenu, CardBattleAsksForADeckAndNoBoardRules) {
  const MenuRun run = askWith("cards\ncomputer\nblue\nrandom\nUS\n");
  ASSERT_TRUE(run.answered);
  EXPECT_EQ(run.choices.variant, "cards");
  EXPECT_EQ(run.choices.color, "blue");
  EXPECT_EQ(run.choices.level, "random");
  EXPECT_EQ(run.choices.deck, "us");
  EXPECT_NE(run.output.find("Deck: standard (23 cards) or us"), std::string::npos) << run.output;
  EXPECT_EQ(run.output.find("Two-square"), std::string::npos) << run.output;
  EXPECT_EQ(run.output.find("Clock"), std::string::npos) << run.output;
  EXPECT_FALSE(askWith("cards\nhuman\n").answered);  // no deck answer
}

TEST(PlayMenu, ABadAnswerIsAskedAgain) {
  const MenuRun run = askWith("chess\nduel\nnobody\nhuman\n4\n5\nmaybe\noff\n\nsoon\n0+0\n1+5\n");
  ASSERT_TRUE(run.answered);
  EXPECT_EQ(run.choices.variant, "duel");
  EXPECT_EQ(run.choices.vs, "human");
  EXPECT_EQ(run.choices.twoSquare, "5");
  EXPECT_EQ(run.choices.chasing, "off");
  EXPECT_EQ(run.choices.clock, "1+5");
  EXPECT_NE(run.output.find("Error: 'chess' is not a variant"), std::string::npos);
  EXPECT_NE(run.output.find("Error: 'nobody' is not computer or human"), std::string::npos);
  EXPECT_NE(run.output.find("Error: 'soon' is not none or minutes+seconds"), std::string::npos);
  EXPECT_EQ(count(run.output, "Error:"), 6);
  EXPECT_EQ(count(run.output, "Variant: "), 2);
  EXPECT_EQ(count(run.output, "Clock: "), 3);
}

TEST(PlayMenu, TheEndOfTheInputEndsTheMenu) {
  EXPECT_FALSE(askWith("").answered);
  EXPECT_FALSE(askWith("duel\n").answered);
  EXPECT_FALSE(askWith("duel\ncomputer\nred\n3\n3\non\non\n").answered);  // no clock answer
  EXPECT_FALSE(askWith("chess\n").answered);
}

}  // namespace
}  // namespace stratego::cli
