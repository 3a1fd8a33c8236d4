// `stratego play --variant cards` run as a program: driven through pipes like a person at
// the keyboard (tests/cli/card_play_driver.hpp), or fed a whole script on standard input.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "cards/card_record.hpp"
#include "cli/card_play_driver.hpp"
#include "support/test_support.hpp"

namespace stratego {
namespace {

namespace fs = std::filesystem;
using testing::answerCardPrompt;
using testing::endsWith;
using testing::Player;
using testing::readFile;

class PlayCards : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("stratego_play_cards_test_" + std::to_string(::getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  testing::CommandRun script(const std::string& arguments, const std::string& input) {
    std::ofstream(dir_ / "input.txt", std::ios::binary) << input;
    return testing::runCommand("cd '" + dir_.string() + "' && " + testing::strategoBinary() + " play " + arguments +
                               " < input.txt 2>&1");
  }

  // Answers as answerCardPrompt until the game ends; or, when `stopAt` says so of the
  // output before a prompt, returns false there without answering.
  static bool playOn(Player& p, std::string out, bool (*stopAt)(const std::string&) = nullptr) {
    while (!p.ended()) {
      if (stopAt && stopAt(out)) return false;
      p.send(answerCardPrompt(out));
      out = p.read();
    }
    return true;
  }

  fs::path dir_;
};

TEST_F(PlayCards, AWholeGameAgainstTheRandomComputer) {
  Player p({"--variant", "cards", "--level", "random", "--seed", "3", "--no-color", "--record", "game.sgc"}, dir_);
  const std::string first = p.read();
  EXPECT_NE(first.find("Card Battle with the standard deck, you play Red against the computer at level random (seed 3"),
            std::string::npos)
      << first;
  EXPECT_TRUE(playOn(p, first));
  EXPECT_EQ(p.finish(), 0);
  const std::string& out = p.transcript();
  EXPECT_EQ(out.find("Error"), std::string::npos) << out;
  EXPECT_NE(out.find("Computer (random): Blue arranges their front line\n"), std::string::npos) << out;
  EXPECT_NE(out.find("Result: "), std::string::npos) << out;
  EXPECT_NE(out.find("Game record written to game.sgc"), std::string::npos) << out;
  const auto record = cards::readCardRecord(readFile(dir_ / "game.sgc"));
  ASSERT_TRUE(record.ok()) << record.error();
  EXPECT_EQ(record->names[1], "Computer");
  EXPECT_EQ(cards::replayCardRecord(*record)->game.phase(), cards::Phase::Over);
}

// Saved while arranging, resumed and saved again while filling, resumed to the end: the
// record is the uninterrupted game's, the computer's choices included.
TEST_F(PlayCards, SaveAnywhereThenResumePlaysTheSameGame) {
  const std::vector<std::string> common = {"--variant", "cards", "--level", "random", "--seed", "11", "--no-color"};
  auto with = [&](std::vector<std::string> extra) {
    extra.insert(extra.begin(), common.begin(), common.end());
    return extra;
  };
  {
    Player p(with({"--record", "a.sgc"}), dir_);
    EXPECT_TRUE(playOn(p, p.read()));
    EXPECT_EQ(p.finish(), 0);
  }
  auto saveAndQuit = [](Player& p, const std::string& file) {
    p.send("save " + file);
    EXPECT_NE(p.read().find("Saved to " + file + " (continue with: stratego play --resume " + file + ")"),
              std::string::npos);
    p.send("quit");
    EXPECT_EQ(p.finish(), 0);
    EXPECT_TRUE(endsWith(p.transcript(), "Goodbye.\n")) << p.transcript();
  };
  {
    Player p(with({}), dir_);
    EXPECT_TRUE(endsWith(p.read(), "Red arrange> "));
    saveAndQuit(p, "deal.sgc");
  }
  {
    Player p(with({"--resume", "deal.sgc"}), dir_);
    const std::string first = p.read();
    EXPECT_NE(first.find("Resumed deal.sgc (Card Battle, you play Red against the computer at level random"),
              std::string::npos)
        << first;
    ASSERT_FALSE(playOn(p, first, [](const std::string& out) { return endsWith(out, "Red fill> "); }))
        << "seed 11 must come to a fill";
    saveAndQuit(p, "fill.sgc");
  }
  {
    Player p(with({"--resume", "fill.sgc", "--record", "b.sgc"}), dir_);
    EXPECT_TRUE(playOn(p, p.read()));
    EXPECT_EQ(p.finish(), 0);
  }
  const std::string a = readFile(dir_ / "a.sgc");
  EXPECT_NE(a.find("[Result \""), std::string::npos);
  EXPECT_EQ(readFile(dir_ / "b.sgc"), a);
}

// Two people: each turn starts behind a screen that waits for the right person, and no one
// is told what the other placed or saw.
TEST_F(PlayCards, TwoPeopleAtOneKeyboard) {
  Player p({"--variant", "cards", "--vs", "human", "--seed", "7", "--no-color", "--record", "hot.sgc"}, dir_);
  const std::regex looking("only (Red|Blue) is looking\n$");
  const std::regex prompt("(Red|Blue) (arrange|act|fill)> $");
  std::string viewer, out = p.read();
  int screens = 0, decisions = 0;
  while (!p.ended() && decisions < 40) {
    std::smatch m;
    if (std::regex_search(out, m, looking)) {
      viewer = m[1];
      ++screens;
      EXPECT_NE(out.find(std::string(40, '\n')), std::string::npos) << "the last table is scrolled away";
    } else if (std::regex_search(out, m, prompt)) {
      EXPECT_EQ(m[1], viewer) << out;
      ++decisions;
    }
    const std::string other = viewer == "Red" ? "Blue" : "Red";
    EXPECT_EQ(out.find(other + " arranges their front line:"), std::string::npos) << out;
    EXPECT_FALSE(std::regex_search(out, std::regex(other + " fills their [a-e] with"))) << out;
    EXPECT_FALSE(std::regex_search(out, std::regex(other + "'s Spy in [a-e] looks at your hand:"))) << out;
    p.send(answerCardPrompt(out));
    out = p.read();
  }
  EXPECT_GE(screens, 4);
  while (!p.ended() && endsWith(out, "is looking\n")) {
    p.send("");
    out = p.read();
  }
  if (!p.ended()) {
    EXPECT_TRUE(endsWith(out, "> ")) << out;
    p.send("resign");
    EXPECT_NE(p.read().find(" resigned"), std::string::npos);
  }
  EXPECT_EQ(p.finish(), 0);
  EXPECT_NE(p.transcript().find("Game record written to hot.sgc"), std::string::npos) << p.transcript();
  EXPECT_TRUE(cards::readCardRecord(readFile(dir_ / "hot.sgc")).ok());
}

// The responses to each command of a script: the output between prompts.
std::vector<std::string> responses(const std::string& output) {
  std::vector<std::string> parts;
  const std::regex prompt("(Red|Blue) (arrange|act|fill)> ");
  std::sregex_token_iterator it(output.begin(), output.end(), prompt, -1), end;
  for (; it != end; ++it) parts.push_back(*it);
  return parts;
}

TEST_F(PlayCards, BadCommandsChangeNothing) {
  const std::vector<std::string> commands = {
      "show",   "foo",        "attack a b", "arrange 10 10 10 10 10", "arrange 3", "fill a 3", "save", "resign now",
      "show",   "arrange",    "show",       "attack a z",             "fill a 3",  "arrange",  "scout a",
      "flag",   "show"};
  std::string input;
  for (const std::string& c : commands) input += c + "\n";
  const testing::CommandRun run = script("--variant cards --level random --seed 3 --no-color", input);
  EXPECT_EQ(run.status, 0);
  const std::vector<std::string> r = responses(run.output);
  ASSERT_EQ(r.size(), commands.size() + 2) << run.output;  // the start, and the goodbye at the end
  // r[i + 1] answers commands[i].
  for (std::size_t i : {1, 2, 3, 4, 5, 6, 7, 11, 12, 13, 14, 15})
    EXPECT_NE(r[i + 1].find("Error: "), std::string::npos) << commands[i] << " got: " << r[i + 1];
  EXPECT_NE(r[4].find("Error: arrange 10 10 10 10 10: you were not dealt that many"), std::string::npos) << r[4];
  EXPECT_NE(r[13].find("Error: fill a 3: it is time to act with a front-line card"), std::string::npos) << r[13];
  EXPECT_EQ(r[9], r[1]);    // the deal is unchanged
  EXPECT_EQ(r[17], r[11]);  // the table is unchanged
  EXPECT_NE(r[11].find("Card Battle, turn 1: Red to act (you)"), std::string::npos) << r[11];
  EXPECT_NE(run.output.find("Goodbye."), std::string::npos);  // the end of the input quits
}

TEST_F(PlayCards, OptionsAndFilesThatDoNotFit) {
  EXPECT_EQ(script("--variant cards --clock 10+5", "").status, 2);
  EXPECT_EQ(script("--variant cards --two-square 5", "").status, 2);
  EXPECT_EQ(script("--deck us", "").status, 2);  // the board game has no deck
  EXPECT_EQ(script("--variant cards --deck poker", "").status, 2);
  const testing::CommandRun us = script("--variant cards --deck us --vs human --seed 2 --no-color", "");
  EXPECT_EQ(us.status, 0);
  EXPECT_NE(us.output.find("Card Battle with the us deck, two people at one keyboard (seed 2"), std::string::npos)
      << us.output;

  std::ofstream(dir_ / "over.sgc") << "[Game \"Card Battle\"]\n[Seed \"1\"]\n\nRed resigns\n";
  const testing::CommandRun over = script("--resume over.sgc", "");
  EXPECT_EQ(over.status, 1);
  EXPECT_NE(over.output.find("over.sgc: the game is over"), std::string::npos) << over.output;
  std::ofstream(dir_ / "broken.sgc") << "[Game \"Card Battle\"]\n[Seed \"1\"]\n\nBlue attack a b\n";
  const testing::CommandRun broken = script("--resume broken.sgc", "");
  EXPECT_EQ(broken.status, 1);
  EXPECT_NE(broken.output.find("broken.sgc: line 4: it is Red's turn"), std::string::npos) << broken.output;
}

}  // namespace
}  // namespace stratego
