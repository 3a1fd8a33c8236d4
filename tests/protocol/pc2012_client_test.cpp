// 2012 bots as our players: whole games against our own engine speaking the 2012
// protocol, the exact lines a bot receives, and bots that crash, hang or talk nonsense
// (tests/protocol/data/pc2012_fake_bot.sh).
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>

#include "ai/random_player.hpp"
#include "core/state.hpp"
#include "protocol/external_player.hpp"
#include "protocol/pc2012_codec.hpp"
#include "support/refereed_game.hpp"
#include "support/test_support.hpp"

namespace stratego {
namespace {

namespace fs = std::filesystem;

const ExternalOptions kOptions{.replyTimeoutMs = 5000, .graceMs = 500, .stderrPath = ""};

// A fresh folder for one test's logs, removed afterwards.
class Scratch {
 public:
  explicit Scratch(const std::string& name)
      : dir_(fs::temp_directory_path() / ("stratego-pc2012-" + std::to_string(::getpid()) + "-" + name)) {
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  ~Scratch() { fs::remove_all(dir_); }
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;
  fs::path operator/(const std::string& file) const { return dir_ / file; }

 private:
  fs::path dir_;
};

std::string fakeBot(const std::string& mode, const fs::path& log) {
  const fs::path script = fs::path(__FILE__).parent_path() / "data" / "pc2012_fake_bot.sh";
  return "exec sh '" + script.string() + "' " + mode + " '" + log.string() + "'";
}

std::string ourBot(std::uint64_t seed) {
  return "exec '" + ::stratego::testing::strategoBinary() + "' engine --protocol pc2012 --player random --seed " +
         std::to_string(seed);
}

// The 2012 manager's rules, with a move cap that ends long games.
GameConfig config2012(int plyCap) {
  GameConfig config = pc2012::gameConfig();
  config.rules.plyCap = plyCap;
  return config;
}

// Referees a game as the arena will, checking every setup and move; nothing when a
// player fails to set up.
std::optional<GameState> playGame(Player& red, Player& blue, int plyCap, std::uint64_t seed) {
  return testing::refereeGame(red, blue, config2012(plyCap), seed);
}

TEST(Pc2012Client, PlaysWholeGamesAgainstOurOwnBotOnBothSides) {
  const Scratch dir("games");
  ExternalOptions options = kOptions;
  options.stderrPath = (dir / "bot.err").string();  // our bot complains there about any line it rejects
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    auto bot = makePc2012Client(ourBot(seed), options);
    RandomPlayer random;
    const auto asRed = playGame(*bot, random, 1000, seed);
    ASSERT_TRUE(asRed);
    EXPECT_TRUE(asRed->outcome().over());
    const auto asBlue = playGame(random, *bot, 1000, seed + 10);
    ASSERT_TRUE(asBlue);
    EXPECT_TRUE(asBlue->outcome().over());
  }
  EXPECT_EQ(::stratego::testing::readFile(dir / "bot.err"), "");
}

TEST(Pc2012Client, TwoBotsPlayEachOther) {
  const Scratch dir("bots");
  ExternalOptions options = kOptions;
  options.stderrPath = (dir / "bot.err").string();
  auto red = makePc2012Client(ourBot(21), options), blue = makePc2012Client(ourBot(22), options);
  for (std::uint64_t seed = 1; seed <= 2; ++seed) {  // one client plays game after game
    const auto game = playGame(*red, *blue, 1000, seed);
    ASSERT_TRUE(game);
    EXPECT_TRUE(game->outcome().over());
    EXPECT_GT(game->ply(), 10);
  }
  EXPECT_EQ(::stratego::testing::readFile(dir / "bot.err"), "");
}

// Two Scouts shuttling far apart: every line each bot reads is known in advance.
TEST(Pc2012Client, SendsTheLinesThe2012ManagerSent) {
  const Scratch dir("transcript");
  auto red = makePc2012Client(fakeBot("shuttle", dir / "red.log"), kOptions);
  auto blue = makePc2012Client(fakeBot("shuttle", dir / "blue.log"), kOptions);
  const auto game = playGame(*red, *blue, 6, 1);
  ASSERT_TRUE(game);
  EXPECT_EQ(game->outcome().reason, EndReason::PlyCap);

  const std::vector<std::string> redSetup{"FBBBBBB123", "3444555566", "6677778888", "99999999s8"};
  const std::vector<std::string> redLog = testing::readLines(dir / "red.log");
  ASSERT_EQ(redLog.size(), 1u + 3 * 11 + 3 + 1);  // greeting, 3 turns, 3 echoes, QUIT
  EXPECT_EQ(redLog[0], "RED opponent 10 10");
  EXPECT_EQ(redLog[1], "START");
  for (int i = 0; i < 4; ++i) EXPECT_EQ(redLog[2 + static_cast<std::size_t>(i)], redSetup[static_cast<std::size_t>(i)]);
  EXPECT_EQ(redLog[6], "..++..++..");
  EXPECT_EQ(redLog[8], "##########");
  EXPECT_EQ(redLog[12], "0 3 DOWN OK");  // the echo of its move comes before the opponent's
  EXPECT_EQ(redLog[13], "9 6 UP OK");
  EXPECT_EQ(redLog[14 + 3], ".9999999s8");  // its Scout left row 3 ...
  EXPECT_EQ(redLog[14 + 4], "9.++..++..");  // ... for row 4; BLUE's came forward to row 5
  EXPECT_EQ(redLog[14 + 5], "..++..++.#");
  EXPECT_EQ(redLog[14 + 6], "#########.");
  EXPECT_EQ(redLog[24], "0 4 UP OK");
  EXPECT_EQ(redLog[25], "9 5 DOWN OK");
  EXPECT_EQ(redLog[36], "0 3 DOWN OK");  // its last move, echoed before QUIT
  EXPECT_EQ(redLog[37], "QUIT RED DRAW 3");

  const std::vector<std::string> blueLog = testing::readLines(dir / "blue.log");
  ASSERT_EQ(blueLog.size(), 1u + 3 * 11 + 2 + 1);  // its last move ended the game: no echo
  EXPECT_EQ(blueLog[0], "BLUE opponent 10 10");
  EXPECT_EQ(blueLog[1], "0 3 DOWN OK");
  EXPECT_EQ(blueLog[2 + 4], "#.++..++..");
  EXPECT_EQ(blueLog[2 + 6], "8s99999999");
  EXPECT_EQ(blueLog[12], "9 6 UP OK");
  EXPECT_EQ(blueLog[13], "0 4 UP OK");
  EXPECT_EQ(blueLog[24], "9 5 DOWN OK");
  EXPECT_EQ(blueLog[25], "0 3 DOWN OK");
  EXPECT_EQ(blueLog[36], "QUIT BLUE DRAW 3");
}

TEST(Pc2012Client, SurrenderIsAResignation) {
  const Scratch dir("surrender");
  auto bot = makePc2012Client(fakeBot("surrender", dir / "log"), kOptions);
  RandomPlayer random;
  const auto game = playGame(*bot, random, 100, 1);
  ASSERT_TRUE(game);
  EXPECT_EQ(game->outcome(), (Outcome{Winner::Blue, EndReason::Resignation}));
  EXPECT_EQ(testing::readLines(dir / "log").back(), "QUIT RED DEFEAT 0");
}

// The bot's first decision, or its setup error, measured.
struct FirstAnswer {
  std::string setupError, moveError;
  double seconds = 0;
};
FirstAnswer firstAnswer(const std::string& command, const ExternalOptions& options, const ThinkLimits& limits = {}) {
  auto bot = makePc2012Client(command, options);
  const auto start = std::chrono::steady_clock::now();
  FirstAnswer answer;
  const GameConfig config = config2012(100);
  bot->newGame(config, Side::Red, 1);
  const SetupDecision setup = bot->setup();
  answer.setupError = setup.error;
  if (setup.error.empty()) {
    Random rng(1);
    Placement both = setup.setup;
    both.merge(randomSetup(config, Side::Blue, rng));
    answer.moveError = bot->choose(makeView(GameState(config, both), Side::Red), limits).error;
  }
  answer.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return answer;
}

TEST(Pc2012Client, ACrashIsReportedWithItsSignal) {
  const Scratch dir("crash");
  const FirstAnswer answer = firstAnswer(fakeBot("crash", dir / "log"), kOptions);
  EXPECT_EQ(answer.moveError, "bot crashed (killed by signal 11) while thinking");
  EXPECT_LT(answer.seconds, 2.0);
}

TEST(Pc2012Client, AHangEndsAfterTheMoveTimeAndGrace) {
  const Scratch dir("hang");
  const ExternalOptions options{.replyTimeoutMs = 5000, .graceMs = 100, .stderrPath = ""};
  const FirstAnswer answer = firstAnswer(fakeBot("hang", dir / "log"), options, {.moveTimeMs = 200});
  EXPECT_EQ(answer.moveError, "bot hung: no move within 300 ms");
  EXPECT_LT(answer.seconds, 2.0);
}

TEST(Pc2012Client, NonsenseIsQuotedBack) {
  const Scratch dir("nonsense");
  const FirstAnswer answer = firstAnswer(fakeBot("nonsense", dir / "log"), kOptions);
  EXPECT_EQ(answer.moveError.rfind("bot sent '3 3 SIDEWAYS', not a move line (", 0), 0u) << answer.moveError;
}

TEST(Pc2012Client, SetupFailuresSayWhat) {
  const Scratch dir("setup");
  const ExternalOptions quick{.replyTimeoutMs = 300, .graceMs = 100, .stderrPath = ""};
  const FirstAnswer silent = firstAnswer(fakeBot("silent", dir / "log"), quick);
  EXPECT_EQ(silent.setupError, "bot hung: no setup within 300 ms");
  EXPECT_LT(silent.seconds, 2.0);
  EXPECT_EQ(firstAnswer(fakeBot("quit", dir / "log"), quick).setupError, "bot exited (exit code 3) while setting up");
  const std::string bad = firstAnswer(fakeBot("badsetup", dir / "log"), quick).setupError;
  EXPECT_EQ(bad.rfind("bot sent a bad setup: ", 0), 0u) << bad;
  EXPECT_EQ(firstAnswer("exec /nonexistent/bot", quick).setupError, "bot exited (exit code 127) while setting up");
}

TEST(Pc2012Client, ClassicOnly) {
  auto bot = makePc2012Client("exec /nonexistent/bot", kOptions);
  bot->newGame(presetConfig(Variant::Barrage), Side::Red, 1);
  EXPECT_EQ(bot->setup().error, "the 2012 protocol plays classic only, not barrage");
}

}  // namespace
}  // namespace stratego
