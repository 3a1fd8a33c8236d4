// The engine side of our protocol, driven by a scripted referee: the whole input is
// written first, the answers are read afterwards (runEngineProtocol on string streams).
#include "protocol/engine_protocol.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>

#include "ai/setup_memory_file.hpp"
#include "core/playout.hpp"
#include "formats/notation.hpp"
#include "formats/setup_text.hpp"
#include "protocol/engine_codec.hpp"
#include "support/test_support.hpp"

namespace stratego {
namespace {

std::vector<std::string> run(const std::vector<std::string>& script, const std::string& player = "random",
                             std::shared_ptr<SetupMemory> memory = nullptr) {
  std::stringstream in, out;
  for (const std::string& line : script) in << line << '\n';
  EXPECT_EQ(runEngineProtocol(in, out, player, 0, std::move(memory)), 0);
  return testing::splitLines(out.str());
}

std::string joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) text += line + "\n";
  return text;
}

bool startsWith(const std::string& line, std::string_view word) { return line.rfind(word, 0) == 0; }

int countErrors(const std::vector<std::string>& lines) {
  return static_cast<int>(
      std::count_if(lines.begin(), lines.end(), [](const std::string& l) { return startsWith(l, "error"); }));
}

// A game refereed here: the engine plays `engineSide` with the setup `player` answers for
// the seed, the other side a random setup; moves are played on the true state.
class RefereedGame {
 public:
  RefereedGame(Variant variant, Side engineSide, std::uint64_t seed, const std::string& player = "random")
      : config_(presetConfig(variant)), side_(engineSide), newGame_(engine::formatNewGame({config_, side_, seed})) {
    const std::vector<std::string> out = run({newGame_, "setup"}, player);
    const auto setup = out.size() == 1 && startsWith(out[0], "setup ")
                           ? parseSetup(config_, side_, std::string_view(out[0]).substr(6))
                           : Parsed<Placement>(parseError("no setup answered"));
    EXPECT_TRUE(setup.ok()) << (out.empty() ? "nothing" : out[0]);
    Random rng(seed);
    Placement start = setup.ok() ? *setup : randomSetup(config_, side_, rng);
    start.merge(randomSetup(config_, opponent(side_), rng));
    truth_.emplace(config_, start);
  }

  // Everything the engine has to hear to stand where the true game stands.
  std::vector<std::string> script() const {
    std::vector<std::string> lines = {newGame_, "setup", engine::formatOpponent(enemySquares())};
    for (const PublicMove& m : makeView(*truth_, side_).history) lines.push_back(engine::formatMoveLine(m));
    return lines;
  }

  std::vector<Square> enemySquares() const { return engine::enemyStartSquares(makeView(*truth_, side_)); }

  // Random moves until the engine is to move again, at least `plies` of them.
  void advance(int plies, Random& rng) {
    for (int i = 0; (i < plies || truth_->toMove() != side_) && !truth_->outcome().over(); ++i) {
      const Move m = truth_->randomLegalMove(rng);
      if (m.isNone()) break;
      truth_->make(m);
    }
  }

  const GameState& truth() const { return *truth_; }
  Side side() const { return side_; }

 private:
  GameConfig config_;
  Side side_;
  std::string newGame_;
  std::optional<GameState> truth_;
};

TEST(EngineProtocol, HandshakeNamesTheEngineAndItsOptions) {
  const auto out = run({"stratego", "isready"});
  ASSERT_EQ(out.size(), 6u);
  EXPECT_EQ(out[0], "id name Stratego random");
  EXPECT_TRUE(startsWith(out[1], "id author "));
  EXPECT_EQ(out[2], "option name Player type string default random");
  EXPECT_TRUE(startsWith(out[3], "option name Seed type spin default 0"));
  EXPECT_EQ(out[4], "strategook");
  EXPECT_EQ(out[5], "readyok");
}

// A spec's options ride in the Player option; a bad one is refused and the player stays.
TEST(EngineProtocol, ThePlayerOptionCarriesAContempt) {
  const auto out = run({"setoption name Player value strong:1,contempt=-300", "stratego",
                        "setoption name Player value strong:1,contempt=9999", "stratego"});
  ASSERT_EQ(out.size(), 11u);
  EXPECT_EQ(out[0], "id name Stratego strong:1,contempt=-300");
  EXPECT_TRUE(startsWith(out[5], "error 'setoption name Player value ")) << out[5];
  EXPECT_TRUE(out[5].ends_with(": contempt in 'strong:1,contempt=9999': expected a whole number from -2000 to 2000"))
      << out[5];
  EXPECT_EQ(out[6], "id name Stratego strong:1,contempt=-300");
}

TEST(EngineProtocol, AnUnknownPlayerIsRefusedAtTheStart) {
  std::stringstream in("stratego\n"), out;
  EXPECT_EQ(runEngineProtocol(in, out, "nobody"), 1);
  EXPECT_TRUE(startsWith(out.str(), "error unknown player 'nobody'"));
}

TEST(EngineProtocol, AnswersAValidSetupForEveryVariantAndSide) {
  for (Variant v : {Variant::Classic, Variant::Duel, Variant::Barrage, Variant::Duel10, Variant::Barrage10})
    for (Side side : {Side::Red, Side::Blue}) {
      const GameConfig config = presetConfig(v);
      const auto out = run({engine::formatNewGame({config, side, 3}), "setup"});
      ASSERT_EQ(out.size(), 1u);
      ASSERT_TRUE(startsWith(out[0], "setup "));
      const auto setup = parseSetup(config, side, std::string_view(out[0]).substr(6));
      EXPECT_TRUE(setup.ok()) << variantName(v) << ": " << setup.error();
    }
}

TEST(EngineProtocol, TheSameSeedGivesTheSameSetupAndTheOptionSeedsGamesWithoutOne) {
  const auto a = run({"newgame variant classic side red seed 11", "setup"});
  const auto b = run({"setoption name Seed value 11", "newgame variant classic side red", "setup"});
  const auto c = run({"newgame variant classic side red seed 12", "setup"});
  EXPECT_EQ(a, b);
  EXPECT_NE(a, c);
}

TEST(EngineProtocol, PlaysLegalMovesWhereverTheGameStands) {
  for (Variant v : {Variant::Classic, Variant::Barrage, Variant::Duel})
    for (Side side : {Side::Red, Side::Blue}) {
      RefereedGame game(v, side, 21);
      Random rng(5);
      for (int plies : {0, 1, 6, 30, 90}) {
        game.advance(plies, rng);
        if (game.truth().outcome().over()) break;
        std::vector<std::string> script = game.script();
        script.push_back("go nodes 100");
        const auto out = run(script);
        ASSERT_FALSE(out.empty());
        EXPECT_EQ(countErrors(out), 0) << joined(out);
        const auto words = engine::splitWords(out.back());
        const auto move = engine::parseBestMove(game.truth().board(), engine::Words(words).subspan(1));
        ASSERT_TRUE(words[0] == "bestmove" && move.ok()) << out.back();
        EXPECT_EQ(game.truth().check(*move), MoveError::kLegal) << out.back() << " at ply " << game.truth().ply();
      }
    }
}

TEST(EngineProtocol, MalformedOrImpossibleLinesGetAnErrorAndChangeNothing) {
  RefereedGame game(Variant::Classic, Side::Blue, 8);
  Random rng(2);
  game.advance(1, rng);  // Blue, the engine, is to move: Red's pieces cannot move now
  const std::vector<std::string> bad = {
      "move",
      "move zz",
      "move a1-a2 a3-a4",
      "move a4-a5(7>5)",
      "move b2xb7(7<5)",
      "move a11-a12",
      "move " + formatMove(Move(makeSquare(0, 3), makeSquare(0, 4)), false),
      "go nodes",
      "go nodes many",
      "go infinite",
      "newgame variant chess side red",
      "newgame variant classic side green",
      "newgame variant classic",
      "newgame variant classic side red two-square 9",
      "newgame variant classic side red side blue",
      "setup",
      "setup now",
      "opponent a1",
      "gameover",
      "gameover red",
      "gameover red:checkmate",
      "setoption name Colour value red",
      "setoption name Player value nobody",
      "setoption name Player value greedy",  // not during a game
      "setoption name Seed",
      "isready now",
      "bestmove a1-a2",
      std::string("\x01\xff\x7f garbage"),
      std::string(5000, 'x'),
  };
  std::vector<std::string> clean = game.script();
  std::vector<std::string> noisy = clean;
  noisy.insert(noisy.end(), bad.begin(), bad.end());
  clean.push_back("go nodes 50");
  noisy.push_back("go nodes 50");
  const auto quiet = run(clean);
  const auto loud = run(noisy);
  std::vector<std::string> withoutErrors;
  for (const std::string& line : loud)
    if (!startsWith(line, "error")) withoutErrors.push_back(line);
  EXPECT_EQ(withoutErrors, quiet);
  EXPECT_EQ(countErrors(loud), static_cast<int>(bad.size()));
  for (const std::string& line : loud)
    if (startsWith(line, "error")) EXPECT_LT(line.size(), 400u) << "an error line names its line briefly";
}

// Lines of a real game, cut, shuffled and spliced at random: every answer is a line the
// protocol knows, and the engine reads to the end.
TEST(EngineProtocol, SurvivesMangledSessions) {
  RefereedGame game(Variant::Barrage, Side::Red, 6);
  Random rng(17);
  game.advance(60, rng);
  std::vector<std::string> lines = game.script();
  lines.insert(lines.end(),
               {"go nodes 10", "stratego", "isready", "gameover red:flag-captured", "setoption name Seed value 3"});
  for (int session = 0; session < 200; ++session) {
    std::vector<std::string> script;
    for (int i = 0; i < 40; ++i) {
      std::string line = lines[rng.below(static_cast<std::uint32_t>(lines.size()))];
      const std::string& other = lines[rng.below(static_cast<std::uint32_t>(lines.size()))];
      switch (rng.below(4)) {
        case 0: line = line.substr(0, rng.below(static_cast<std::uint32_t>(line.size() + 1))); break;
        case 1: line += " " + other.substr(rng.below(static_cast<std::uint32_t>(other.size() + 1))); break;
        case 2: line[rng.below(static_cast<std::uint32_t>(line.size()))] = static_cast<char>(rng.below(256)); break;
        default: break;
      }
      script.push_back(line);
    }
    for (const std::string& answer : run(script)) {
      const std::string word = answer.substr(0, answer.find(' '));
      EXPECT_TRUE(word == "error" || word == "info" || word == "bestmove" || word == "setup" || word == "id" ||
                  word == "option" || word == "strategook" || word == "readyok")
          << answer;
    }
  }
}

TEST(EngineProtocol, RefusesCommandsOutOfOrder) {
  const auto out = run({"go", "move a4-a5", "setup", "opponent a7", "gameover red:resignation",
                        "newgame variant duel side red", "go", "opponent a6", "quit", "isready"});
  ASSERT_EQ(out.size(), 7u);
  EXPECT_EQ(out[0], "error 'go': send newgame, setup and opponent first");
  EXPECT_EQ(out[2], "error 'setup': no game: send newgame first");
  EXPECT_EQ(out[4], "error 'gameover red:resignation': no game in progress");
  EXPECT_EQ(out[6], "error 'opponent a6': send newgame and setup first");  // nothing after quit
}

TEST(EngineProtocol, AGameOverEndsTheGame) {
  RefereedGame game(Variant::Duel, Side::Red, 4);
  std::vector<std::string> script = game.script();
  script.insert(script.end(), {"gameover blue:resignation", "go", "move a1-a2"});
  const auto out = run(script);
  ASSERT_EQ(countErrors(out), 2);
  EXPECT_EQ(out[out.size() - 2], "error 'go': send newgame, setup and opponent first");
}

// A memory file (`stratego engine --memory`) is shared by every player the session makes:
// each finished game adds what it showed of the opponent's setup.
TEST(EngineProtocol, EveryGameOfASessionAddsToItsMemoryFile) {
  const std::filesystem::path file = std::filesystem::temp_directory_path() / "stratego-engine-protocol-memory";
  std::filesystem::remove(file);
  auto memory = openSetupMemoryFile(file, [](const std::string& error) { ADD_FAILURE() << error; });
  ASSERT_TRUE(memory.ok()) << memory.error();
  Random rng(5);
  std::vector<std::string> script;
  for (std::uint64_t seed : {4, 5}) {
    RefereedGame game(Variant::Classic, Side::Red, seed, "greedy");
    game.advance(120, rng);
    const std::vector<std::string> lines = game.script();
    script.insert(script.end(), lines.begin(), lines.end());
    script.push_back("gameover blue:resignation");
    script.push_back("setoption name Player value greedy");  // a new player, the same memory
  }
  const auto out = run(script, "greedy", *memory);
  EXPECT_EQ(countErrors(out), 0) << joined(out);
  const std::vector<std::string> lines = testing::readLines(file);
  ASSERT_EQ(lines.size(), 2u);
  for (const std::string& line : lines) EXPECT_TRUE(parseRememberedGame(line).ok()) << line;
  EXPECT_EQ((*memory)->nextGame(), 2);
  std::filesystem::remove(file);
}

}  // namespace
}  // namespace stratego
