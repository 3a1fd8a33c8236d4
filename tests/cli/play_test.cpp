// `stratego play` run as a program: driven through pipes like a person at the keyboard
// (read up to the prompt, answer), or fed a whole script on its standard input.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "cli/play_menu.hpp"
#include "formats/record_text.hpp"
#include "formats/replay.hpp"
#include "support/test_support.hpp"

namespace stratego {
namespace {

namespace fs = std::filesystem;

using testing::endsWith;
using testing::legalMoves;
using testing::pickMove;
using testing::Player;
using testing::readFile;

class PlayCommand : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("stratego_play_test_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // Runs with the whole of `input` on standard input.
  testing::CommandRun script(const std::string& arguments, const std::string& input) {
    std::ofstream(dir_ / "input.txt", std::ios::binary) << input;
    const std::string command = "cd '" + dir_.string() + "' && " + testing::strategoBinary() + " play " + arguments +
                                " < input.txt 2>&1";
    return testing::runCommand(command);
  }

  // Plays Red against the computer: `ready` in the setup phase (unless `setUp` is false),
  // then the attack-first move each turn, counting in `turns`; resigns at `resignAt` own
  // moves; stops after `stopAt` own moves (returning false) or at the end of the game.
  bool playRed(Player& p, std::string out, int& turns, int resignAt, int stopAt = 1 << 30) {
    while (!p.ended()) {
      if (endsWith(out, "Red setup> ")) {
        p.send("ready");
      } else if (endsWith(out, "Red> ")) {
        if (turns == stopAt) return false;
        if (turns == resignAt) {
          p.send("resign");
        } else {
          p.send("moves");
          const std::string move = pickMove(legalMoves(p.read()), true);
          EXPECT_FALSE(move.empty());
          p.send(move);
          ++turns;
        }
      } else {
        ADD_FAILURE() << "unexpected prompt:\n" << out;
        return true;
      }
      out = p.read();
    }
    return true;
  }

  fs::path dir_;
};

TEST_F(PlayCommand, AWholeDuelAgainstTheComputer) {
  Player p({"--variant", "duel", "--level", "1", "--seed", "6", "--no-color", "--record", "game.sgr", "--clock", "600+5"},
           dir_);
  int turns = 0;
  EXPECT_TRUE(playRed(p, p.read(), turns, 500));
  EXPECT_EQ(p.finish(), 0);
  const std::string& out = p.transcript();
  EXPECT_NE(out.find("Computer (strong:1) plays "), std::string::npos) << out;
  EXPECT_NE(out.find("Clocks: Red "), std::string::npos);
  EXPECT_NE(out.find("Result: "), std::string::npos) << out.substr(out.size() > 3000 ? out.size() - 3000 : 0);
  EXPECT_NE(out.find("Game record written to game.sgr"), std::string::npos);
  const auto record = parseRecord(readFile(dir_ / "game.sgr"));
  ASSERT_TRUE(record.ok()) << record.error();
  EXPECT_TRUE(record->result.over());
  EXPECT_GE(turns, 5);
  EXPECT_GE(record->moves.size(), static_cast<std::size_t>(2 * turns - 1));
  EXPECT_LE(record->moves.size(), static_cast<std::size_t>(2 * turns));
}

TEST_F(PlayCommand, TwoPeopleNeverSeeEachOthersRanks) {
  Player p({"--variant", "duel", "--vs", "human", "--seed", "7", "--no-color"}, dir_);
  std::optional<char> viewer;  // 'r' or 'b': who may be looking
  std::array<bool, 2> sawOwnFlag{};
  const std::regex looking("only (Red|Blue) is looking");
  // Checks one piece of output seen by `viewer`: no rank of the other side's pieces (no
  // battle is fought below, so every enemy piece is unrevealed; a known Scout shows '2').
  auto check = [&](const std::string& text) {
    if (!viewer) return;
    const char other = *viewer == 'r' ? 'b' : 'r';
    const std::regex leak(std::string("[ \\[]") + other + "[FBS3-9X][ \\]]");
    EXPECT_FALSE(std::regex_search(text, leak)) << "seen by " << *viewer << ":\n" << text;
    if (text.find(std::string(" ") + *viewer + "F ") != std::string::npos) sawOwnFlag[*viewer == 'r' ? 0 : 1] = true;
  };
  auto take = [&](const std::string& out) {
    std::smatch m;
    if (std::regex_search(out, m, looking)) {
      check(out.substr(0, static_cast<std::size_t>(m.position(0))));
      viewer = m[1] == "Red" ? 'r' : 'b';
      check(out.substr(static_cast<std::size_t>(m.position(0))));
    } else {
      check(out);
    }
  };
  int plies = 0;
  std::string out = p.read();
  while (!p.ended()) {
    take(out);
    if (endsWith(out, "is looking\n")) {
      p.send("");
    } else if (endsWith(out, "setup> ")) {
      p.send("ready");
    } else if (endsWith(out, "(file name or empty) ")) {
      p.send("");
    } else if (plies == 30) {
      p.send("quit");
    } else {
      p.send("moves");
      const std::string listing = p.read();
      take(listing);
      const std::string move = pickMove(legalMoves(listing), false);
      p.send(move.empty() ? "quit" : move);
      ++plies;
    }
    out = p.read();
  }
  take(out);
  EXPECT_EQ(p.finish(), 0);
  EXPECT_EQ(plies, 30);
  EXPECT_TRUE(sawOwnFlag[0] && sawOwnFlag[1]) << "the check must see each side's own ranks";
  EXPECT_NE(p.transcript().find("Goodbye."), std::string::npos);
}

TEST_F(PlayCommand, SaveInSetupAndInPlayThenResumeEndsAsTheUninterruptedGame) {
  const std::vector<std::string> common = {"--variant", "duel", "--level", "1", "--seed", "11", "--no-color"};
  auto with = [&](std::vector<std::string> extra) {
    std::vector<std::string> args = common;
    args.insert(args.end(), extra.begin(), extra.end());
    return args;
  };
  int turns = 0;
  {
    Player p(with({"--record", "a.sgr"}), dir_);
    EXPECT_TRUE(playRed(p, p.read(), turns, 40));
    EXPECT_EQ(p.finish(), 0);
  }
  {
    Player p(with({}), dir_);
    EXPECT_TRUE(endsWith(p.read(), "Red setup> "));
    p.send("save setup.sgr");
    EXPECT_NE(p.read().find("Saved to setup.sgr"), std::string::npos);
    p.send("quit");
    EXPECT_TRUE(endsWith(p.read(), "(file name or empty) "));
    p.send("");
    EXPECT_EQ(p.finish(), 0);
  }
  int resumed = 0;
  {
    Player p(with({"--resume", "setup.sgr"}), dir_);
    EXPECT_FALSE(playRed(p, p.read(), resumed, 40, 5));
    p.send("save play.sgr");
    p.read();
    p.send("quit");
    p.read();
    p.send("");
    EXPECT_EQ(p.finish(), 0);
  }
  {
    Player p(with({"--resume", "play.sgr", "--record", "b.sgr"}), dir_);
    const std::string first = p.read();
    EXPECT_NE(first.find("Resumed play.sgr"), std::string::npos);
    EXPECT_TRUE(playRed(p, first, resumed, 40));
    EXPECT_EQ(p.finish(), 0);
  }
  EXPECT_EQ(resumed, turns);
  const std::string a = readFile(dir_ / "a.sgr");
  EXPECT_FALSE(a.empty());
  EXPECT_EQ(readFile(dir_ / "b.sgr"), a);
}

// The responses to each command of a script: the output between prompts.
std::vector<std::string> responses(const std::string& output) {
  std::vector<std::string> parts;
  const std::regex prompt("(Red setup|Red|Blue setup|Blue)> ");
  std::sregex_token_iterator it(output.begin(), output.end(), prompt, -1), end;
  for (; it != end; ++it) parts.push_back(*it);
  return parts;
}

TEST_F(PlayCommand, BadCommandsChangeNothing) {
  const std::vector<std::string> commands = {
      "show",         "foo",         "swap a1 z9", "swap a1 a8", "place a1 Q", "place d1 X", "a2-a3",
      "clear",        "ready now",   "show",       "ready",      "show",       "xyz",        "z9-a1",
      "a1-a2",        "h1-h5",       "moves z1",   "undo",       "save",       "show"};
  std::string input;
  for (const std::string& c : commands) input += c + "\n";
  const testing::CommandRun run = script("--variant duel --seed 3 --no-color", input);
  EXPECT_EQ(run.status, 0);
  const std::vector<std::string> r = responses(run.output);
  ASSERT_EQ(r.size(), commands.size() + 2) << run.output;  // and the goodbye at the end
  // r[i + 1] answers commands[i].
  for (std::size_t i : {1, 2, 3, 4, 5, 6, 7, 8, 12, 13, 14, 15, 16, 17, 18})
    EXPECT_NE(r[i + 1].find("rror"), std::string::npos) << commands[i] << " got: " << r[i + 1];
  EXPECT_NE(r[15].find("Error: illegal move a1-a2: "), std::string::npos) << r[15];
  EXPECT_EQ(r[10], r[1]);   // the setup is unchanged
  EXPECT_EQ(r[20], r[12]);  // the board and status are unchanged
  EXPECT_NE(r[12].find("Move 1: Red to move"), std::string::npos) << r[12];
  EXPECT_NE(run.output.find("Goodbye."), std::string::npos);  // the end of the input quits

  const testing::CommandRun human = script("--variant duel --vs human --seed 3 --no-color", "\nready\n\nready\n\nundo\n");
  EXPECT_EQ(human.status, 0);
  EXPECT_NE(human.output.find("Error: undo works only against the computer"), std::string::npos) << human.output;
}

TEST_F(PlayCommand, SetupsFromTheLibrary) {
  const testing::CommandRun run = script("--variant duel --seed 3 --no-color", "library wall\nlibrary nope\nlibrary 99\nready\n");
  if (run.output.find("library is not available") != std::string::npos) GTEST_SKIP() << "no setup library";
  const std::vector<std::string> r = responses(run.output);
  ASSERT_EQ(r.size(), 6u) << run.output;
  EXPECT_NE(r[1].find(" 1  rF  rB  .   .   .   .   .   .   1"), std::string::npos) << r[1];
  EXPECT_NE(r[2].find("Error: no setup named 'nope' for duel"), std::string::npos) << r[2];
  EXPECT_NE(r[3].find("Error: the library has setups 1 to "), std::string::npos) << r[3];
  EXPECT_NE(r[4].find(" 1  rF  rB  .   .   .   .   .   .   1"), std::string::npos) << r[4];
}

TEST_F(PlayCommand, BadFlagsAndUnreadableResumeFiles) {
  EXPECT_EQ(script("--variant chess", "").status, 2);
  EXPECT_EQ(script("--clock soon", "").status, 2);
  EXPECT_EQ(script("--clock 0+0", "").status, 2);
  EXPECT_EQ(script("--ply-cap never", "").status, 2);
  EXPECT_EQ(script("--resume missing.sgr", "").status, 1);
  std::ofstream(dir_ / "broken.sgr") << "[Variant \"chess\"]\n";
  const testing::CommandRun broken = script("--resume broken.sgr", "");
  EXPECT_EQ(broken.status, 1);
  EXPECT_NE(broken.output.find("broken.sgr"), std::string::npos);
}

TEST_F(PlayCommand, LevelsOutsideTheChoicesExitWithTwo) {
  std::string choices;  // as CLI11 lists them: {random,greedy,1,2,3,4,5}
  for (const std::string& level : cli::computerLevels()) choices += (choices.empty() ? "{" : ",") + level;
  for (const char* level : {"9", "foo", "0", "strong:3"}) {
    const testing::CommandRun run = script(std::string("--level ") + level, "");
    EXPECT_EQ(run.status, 2) << level;
    EXPECT_NE(run.output.find("--level: " + std::string(level) + " not in " + choices + "}"), std::string::npos)
        << run.output;
  }
}

// The lines in which the computer plays, with what it says of its thinking.
std::vector<std::string> computerMoves(const std::string& transcript) {
  const std::regex line("Computer \\([a-z0-9:]+\\) plays [^\\n]*");
  std::vector<std::string> lines;
  for (std::sregex_iterator it(transcript.begin(), transcript.end(), line), end; it != end; ++it)
    lines.push_back(it->str());
  return lines;
}

TEST_F(PlayCommand, AWholeGameAgainstLevelOnePlaysLegalMoves) {
  Player p({"--variant", "classic", "--level", "1", "--seed", "8", "--no-color", "--record", "game.sgr"}, dir_);
  int turns = 0;
  EXPECT_TRUE(playRed(p, p.read(), turns, 400));
  EXPECT_EQ(p.finish(), 0);
  const std::string& out = p.transcript();
  EXPECT_EQ(out.find("Error"), std::string::npos) << out;
  const auto record = parseRecord(readFile(dir_ / "game.sgr"));
  ASSERT_TRUE(record.ok()) << record.error();
  EXPECT_TRUE(record->result.over());
  // Red's moves come from the legal-move listing; the replay checks the computer's (Blue's).
  const ReplayReport replay = replayRecord(*record, {});
  EXPECT_TRUE(replay.legal()) << describeIllegality(replay);
  EXPECT_TRUE(replay.agrees()) << replay.mismatch.value_or("");
  const std::vector<std::string> lines = computerMoves(out);
  EXPECT_EQ(lines.size(), record->moves.size() / 2);
  ASSERT_FALSE(lines.empty());
  EXPECT_TRUE(std::regex_search(lines[0], std::regex("plays [a-j]\\d+[-x][a-j]\\d+  depth \\d+, \\d+k? nodes$")))
      << lines[0];
}

// With node budgets the computer's moves follow from --seed and the position alone: the
// same seed and the same moves of Red give the same game, searched alike to the node.
TEST_F(PlayCommand, TheSameSeedPlaysTheSameComputerMoves) {
  auto game = [&](const std::string& seed, const std::string& record) {
    Player p({"--variant", "duel", "--level", "1", "--seed", seed, "--no-color", "--record", record}, dir_);
    int turns = 0;
    EXPECT_TRUE(playRed(p, p.read(), turns, 25));
    EXPECT_EQ(p.finish(), 0);
    return computerMoves(p.transcript());
  };
  const std::vector<std::string> first = game("21", "a.sgr");
  EXPECT_GE(first.size(), 5u);
  EXPECT_EQ(game("21", "b.sgr"), first);
  EXPECT_EQ(readFile(dir_ / "b.sgr"), readFile(dir_ / "a.sgr"));
  game("22", "c.sgr");
  EXPECT_NE(readFile(dir_ / "c.sgr"), readFile(dir_ / "a.sgr"));
}

TEST_F(PlayCommand, AnIdlePlayerLosesOnTime) {
  // 0.01 minutes = 0.6 s each; after `ready` the input stays open and silent.
  Player p({"--variant", "duel", "--seed", "3", "--no-color", "--record", "idle.sgr", "--clock", "0.01+0"}, dir_);
  ASSERT_TRUE(endsWith(p.read(), "Red setup> "));
  p.send("ready");
  const auto start = std::chrono::steady_clock::now();
  while (!p.ended()) p.read();  // each read gives up after 10 s without output
  const auto seconds =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count() / 1000.0;
  EXPECT_LT(seconds, 5.0);
  EXPECT_EQ(p.finish(), 0);
  EXPECT_NE(p.transcript().find("Time is up for Red."), std::string::npos) << p.transcript();
  EXPECT_NE(p.transcript().find("Result: Blue wins: Red's time ran out"), std::string::npos) << p.transcript();
  EXPECT_NE(p.transcript().find("Game record written to idle.sgr"), std::string::npos);
  EXPECT_TRUE(fs::exists(dir_ / "idle.sgr"));
}

}  // namespace
}  // namespace stratego
