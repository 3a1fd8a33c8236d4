// `stratego play` run as a program: driven through pipes like a person at the keyboard
// (read up to the prompt, answer), or fed a whole script on its standard input.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "formats/record_text.hpp"
#include "support/test_support.hpp"

namespace stratego {
namespace {

namespace fs = std::filesystem;

bool endsWith(const std::string& s, const std::string& tail) {
  return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

// `stratego play ARGS` in `dir`, its standard input and output on pipes.
class Player {
 public:
  Player(const std::vector<std::string>& args, const fs::path& dir) {
    int toChild[2], fromChild[2];
    if (::pipe(toChild) != 0 || ::pipe(fromChild) != 0) throw std::runtime_error("pipe");
    pid_ = ::fork();
    if (pid_ == 0) {
      ::dup2(toChild[0], 0);
      ::dup2(fromChild[1], 1);
      ::dup2(fromChild[1], 2);
      ::close(toChild[1]);
      ::close(fromChild[0]);
      if (::chdir(dir.c_str()) != 0) ::_exit(127);
      std::vector<std::string> all = {testing::strategoBinary(), "play"};
      all.insert(all.end(), args.begin(), args.end());
      std::vector<char*> argv;
      for (std::string& a : all) argv.push_back(a.data());
      argv.push_back(nullptr);
      ::execv(argv[0], argv.data());
      ::_exit(127);
    }
    ::close(toChild[0]);
    ::close(fromChild[1]);
    in_ = toChild[1];
    out_ = fromChild[0];
  }
  ~Player() {
    if (in_ >= 0) ::close(in_);
    if (out_ >= 0) ::close(out_);
    if (pid_ > 0 && !reaped_) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, nullptr, 0);
    }
  }

  // The output up to the next prompt (or the end); empty once the program has ended.
  std::string read() {
    std::string text;
    while (!ended_) {
      if (endsWith(text, "> ") || endsWith(text, "is looking\n") || endsWith(text, "(file name or empty) ") ||
          endsWith(text, "(yes/no) "))
        break;
      pollfd p{out_, POLLIN, 0};
      if (::poll(&p, 1, 10000) <= 0) {
        ADD_FAILURE() << "no prompt within 10 s; output so far:\n" << text;
        ended_ = true;
        break;
      }
      char buffer[4096];
      const ssize_t n = ::read(out_, buffer, sizeof buffer);
      if (n <= 0) {
        ended_ = true;
        break;
      }
      text.append(buffer, static_cast<std::size_t>(n));
    }
    all_ += text;
    return text;
  }
  void send(const std::string& line) {
    const std::string text = line + "\n";
    all_ += text;
    if (::write(in_, text.data(), text.size()) != static_cast<ssize_t>(text.size())) ADD_FAILURE() << "write";
  }
  // Closes the input, reads what is left and returns the exit status.
  int finish() {
    ::close(in_);
    in_ = -1;
    while (!ended_) read();
    int status = 0;
    ::waitpid(pid_, &status, 0);
    reaped_ = true;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }
  bool ended() const { return ended_; }
  const std::string& transcript() const { return all_; }

 private:
  pid_t pid_ = -1;
  int in_ = -1, out_ = -1;
  bool ended_ = false, reaped_ = false;
  std::string all_;
};

// The moves listed by `moves`.
std::vector<std::string> legalMoves(const std::string& output) {
  const std::size_t at = output.find("):");
  std::vector<std::string> moves;
  if (at == std::string::npos) return moves;
  std::istringstream in(output.substr(at + 2, output.find('\n', at) - at - 2));
  for (std::string m; in >> m;) moves.push_back(m);
  return moves;
}

// An attack when there is one (games end sooner), else the first move; nothing if none.
std::string pickMove(const std::vector<std::string>& moves, bool attacks) {
  for (const std::string& m : moves)
    if ((m.find('x') != std::string::npos) == attacks) return m;
  return attacks && !moves.empty() ? moves.front() : "";
}

std::string readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

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
  Player p({"--variant", "duel", "--seed", "6", "--no-color", "--record", "game.sgr", "--clock", "600+5"}, dir_);
  int turns = 0;
  EXPECT_TRUE(playRed(p, p.read(), turns, 500));
  EXPECT_EQ(p.finish(), 0);
  const std::string& out = p.transcript();
  EXPECT_NE(out.find("Blue plays "), std::string::npos) << out;
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
  const std::vector<std::string> common = {"--variant", "duel", "--seed", "11", "--no-color"};
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
  EXPECT_EQ(script("--ply-cap never", "").status, 2);
  EXPECT_EQ(script("--resume missing.sgr", "").status, 1);
  std::ofstream(dir_ / "broken.sgr") << "[Variant \"chess\"]\n";
  const testing::CommandRun broken = script("--resume broken.sgr", "");
  EXPECT_EQ(broken.status, 1);
  EXPECT_NE(broken.output.find("broken.sgr"), std::string::npos);
}

}  // namespace
}  // namespace stratego
