// Engines as our players: whole games against our own engine binary, the exact lines an
// engine hears, and fake engines (tiny sh loops) that crash, hang or talk nonsense.
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>

#include "ai/random_player.hpp"
#include "core/state.hpp"
#include "formats/setup_text.hpp"
#include "protocol/external_player.hpp"
#include "support/refereed_game.hpp"
#include "support/test_support.hpp"

namespace stratego {
namespace {

namespace fs = std::filesystem;

const ExternalOptions kOptions{.replyTimeoutMs = 5000, .graceMs = 100, .stderrPath = ""};

// The duel setup every fake engine answers for Red.
constexpr const char* kFakeSetup = "S23....B/...23.../..B9X..F";

const std::string kAnswerSetup = std::string("echo 'setup ") + kFakeSetup + "'";

// A fake engine: a sh loop that answers the handshake and the setup (`onSetup`), does
// `onGo` when told to go, and appends every line it hears to `log` when one is named.
std::string fakeEngine(const std::string& onGo, const std::string& onSetup = kAnswerSetup,
                       const fs::path& log = "/dev/null") {
  return "while read -r line; do echo \"$line\" >> '" + log.string() +
         "'; case \"$line\" in "
         "stratego) echo 'id name fake'; echo strategook;; "
         "setup) " + onSetup + ";; "
         "go*) " + onGo + ";; "
         "esac; done";
}

std::string ourEngine() { return "exec '" + ::stratego::testing::strategoBinary() + "' engine --player random"; }

// A duel in which the client plays Red with the fake setup and Blue a random one.
GameState duelStart(Player& client) {
  const GameConfig config = presetConfig(Variant::Duel);
  client.newGame(config, Side::Red, 9);
  const SetupDecision setup = client.setup();
  EXPECT_EQ(setup.error, "");
  Random rng(4);
  Placement both = setup.setup;
  both.merge(randomSetup(config, Side::Blue, rng));
  return GameState(config, both);
}

// What choose() says when the engine fails, and how long it took.
struct Failure {
  std::string error;
  std::int64_t ms;
};
Failure failureOf(const std::string& command, const ThinkLimits& limits, ExternalOptions options = kOptions) {
  auto client = makeEngineClient(command, options);
  const GameState state = duelStart(*client);
  const auto start = std::chrono::steady_clock::now();
  const Decision d = client->choose(makeView(state, Side::Red), limits);
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start);
  EXPECT_TRUE(d.move.isNone());
  return {d.error, ms.count()};
}

// Referees a whole game of the variant, checking every move; returns the final state.
GameState playGame(Player& red, Player& blue, Variant variant, std::uint64_t seed) {
  const std::optional<GameState> end = testing::refereeGame(red, blue, presetConfig(variant), seed, {.nodes = 100});
  return end ? *end : GameState(presetConfig(variant), Placement());
}

TEST(EngineClient, PlaysWholeGamesAgainstOurEngine) {
  for (Variant variant : {Variant::Duel, Variant::Barrage, Variant::Classic})
    for (Side engineSide : {Side::Red, Side::Blue}) {
      auto engine = makeEngineClient(ourEngine(), kOptions);
      RandomPlayer referee;
      const GameState end = engineSide == Side::Red ? playGame(*engine, referee, variant, 5)
                                                    : playGame(referee, *engine, variant, 5);
      EXPECT_TRUE(end.outcome().over());
      EXPECT_GT(end.ply(), 0);
      EXPECT_EQ(engine->name(), "Stratego random");
    }
}

TEST(EngineClient, TheEngineHearsEveryMoveWithItsBattle) {
  const fs::path log = fs::temp_directory_path() / ("stratego-engine-client-" + std::to_string(::getpid()) + ".log");
  fs::remove(log);
  auto client = makeEngineClient(fakeEngine("echo 'bestmove d3-d4'", kAnswerSetup, log),
                                 {.replyTimeoutMs = 5000, .graceMs = 2000, .stderrPath = ""});  // time to log quit
  GameState state = duelStart(*client);
  Random rng(3);
  while (state.history().empty() || !state.history().back().isAttack() || state.toMove() != Side::Red) {
    ASSERT_FALSE(state.outcome().over()) << "no attack by Blue in this game: pick another seed";
    state.make(state.randomLegalMove(rng));  // until Blue has just attacked
  }
  const Decision d = client->choose(makeView(state, Side::Red), {.moveTimeMs = 500, .remainingMs = 60000,
                                                                 .incrementMs = 1000, .opponentMs = 50000});
  ASSERT_EQ(d.error, "");
  client->gameOver(makeView(state, Side::Red));
  const std::vector<std::string> heard = testing::readLines(log);
  fs::remove(log);
  ASSERT_GE(heard.size(), 6u);
  EXPECT_EQ(heard[0], "stratego");
  EXPECT_EQ(heard[1], "newgame variant duel side red seed 9 two-square 3 chasing on scout-strike on ply-cap 4000 "
                      "no-battle-cap 200");
  EXPECT_EQ(heard[2], "setup");
  EXPECT_TRUE(heard[3].starts_with("opponent ")) << heard[3];
  EXPECT_EQ(heard.size(), 3 + 1 + state.history().size() + 3);  // moves, go, gameover, quit
  const std::string& lastMove = heard[3 + state.history().size()];
  EXPECT_NE(lastMove.find('x'), std::string::npos) << lastMove;
  EXPECT_EQ(lastMove.back(), ')') << lastMove;
  EXPECT_EQ(heard[heard.size() - 3], "go movetime 500 rtime 60000 btime 50000 rinc 1000");
  EXPECT_TRUE(heard[heard.size() - 2].starts_with("gameover ")) << heard[heard.size() - 2];
  EXPECT_EQ(heard.back(), "quit");
}

TEST(EngineClient, ReadsWhatTheEngineSaysAboutItsThinking) {
  auto client = makeEngineClient(fakeEngine("echo 'info depth 3 nodes 1000 nps 5000 time 200 score -12 seldepth 9 pv "
                                            "d3d4 d6d5'; echo 'info belief a6 B:0.250 F:0.750'; echo 'info string "
                                            "hello'; echo 'bestmove d3-d4'"),
                                 kOptions);
  const GameState state = duelStart(*client);
  const Decision d = client->choose(makeView(state, Side::Red), {});
  ASSERT_EQ(d.error, "");
  EXPECT_EQ(d.move, Move(makeSquare(3, 2), makeSquare(3, 3)));
  EXPECT_EQ(d.report.depth, 3);
  EXPECT_EQ(d.report.nodes, 1000);
  EXPECT_EQ(d.report.timeMs, 200);
  EXPECT_EQ(d.report.score, -12);
  const std::vector<Move> pv = {Move(makeSquare(3, 2), makeSquare(3, 3)), Move(makeSquare(3, 5), makeSquare(3, 4))};
  EXPECT_EQ(d.report.pv, pv);
  ASSERT_EQ(d.report.beliefs.size(), 1u);
  EXPECT_EQ(d.report.beliefs[0].square, makeSquare(0, 5));
  EXPECT_FLOAT_EQ(d.report.beliefs[0].odds[index(Rank::Flag)], 0.75f);
}

TEST(EngineClient, AnEngineThatCrashesWhileThinkingLoses) {
  const Failure f = failureOf(fakeEngine("exit 3"), {});
  EXPECT_EQ(f.error, "engine crashed (exit code 3) while thinking");
}

TEST(EngineClient, AnEngineThatDiesAtOnceFailsItsSetup) {
  auto client = makeEngineClient("exit 5", kOptions);
  client->newGame(presetConfig(Variant::Duel), Side::Red, 1);
  EXPECT_EQ(client->setup().error, "engine crashed (exit code 5) while starting");
  EXPECT_EQ(client->choose(PlayerView{}, {}).error, "engine crashed (exit code 5) while starting");
}

TEST(EngineClient, AnEngineThatHangsPastItsMoveTimeLosesQuickly) {
  const Failure f = failureOf(fakeEngine("exec sleep 30"), {.moveTimeMs = 200});
  EXPECT_EQ(f.error, "engine hung: no bestmove within 300 ms");
  EXPECT_LT(f.ms, 2000);
}

TEST(EngineClient, AnEngineThatHangsWithoutATimeLimitWaitsForTheReplyTimeout) {
  ExternalOptions options = kOptions;
  options.replyTimeoutMs = 250;
  const Failure f = failureOf(fakeEngine("exec sleep 30"), {.nodes = 1000}, options);
  EXPECT_EQ(f.error, "engine hung: no bestmove within 250 ms");
  EXPECT_LT(f.ms, 2000);
}

TEST(EngineClient, AnEngineThatHangsInItsSetupFails) {
  ExternalOptions options = kOptions;
  options.replyTimeoutMs = 250;
  auto client = makeEngineClient(fakeEngine("true", "exec sleep 30"), options);
  client->newGame(presetConfig(Variant::Duel), Side::Red, 1);
  EXPECT_EQ(client->setup().error, "engine hung: no setup within 250 ms");
}

TEST(EngineClient, AnEngineThatTalksNonsenseLoses) {
  EXPECT_EQ(failureOf(fakeEngine("echo 'bestmove zz'"), {}).error, "engine sent 'bestmove zz' which is not a move");
  EXPECT_EQ(failureOf(fakeEngine("echo 'hello there'"), {}).error,
            "engine sent 'hello there' where info or bestmove was expected");
  EXPECT_EQ(failureOf(fakeEngine("echo 'error no idea'"), {}).error, "engine reported 'error no idea'");
  EXPECT_EQ(failureOf(fakeEngine("echo 'info depth deep'; echo 'bestmove d3-d4'"), {}).error,
            "engine sent 'info depth deep': depth 'deep': expected a whole number");
}

TEST(EngineClient, AnEngineWithAnInvalidSetupFails) {
  auto client = makeEngineClient(fakeEngine("true", "echo 'setup FFFF'"), kOptions);
  client->newGame(presetConfig(Variant::Duel), Side::Red, 1);
  const std::string error = client->setup().error;
  EXPECT_TRUE(error.starts_with("engine sent an invalid setup: ")) << error;
}

}  // namespace
}  // namespace stratego
