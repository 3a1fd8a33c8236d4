// The computer's side of the play loop (cli/play_loop) with players that fail in each way
// a player can: the loop says why and the computer resigns, or sets up at random; it
// never stops the game half-way.
#include "cli/play_loop.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <sstream>
#include <stdexcept>
#include <string>

#include "core/placement.hpp"

namespace stratego::cli {
namespace {

enum class Fault { Throws, Errs, Illegal, Resigns, BadSetup };

// Sets up at random (or not at all, for BadSetup) and fails at its first move.
class FaultyPlayer : public Player {
 public:
  explicit FaultyPlayer(Fault fault) : fault_(fault) {}
  std::string name() const override { return "faulty"; }
  void newGame(const GameConfig& config, Side side, std::uint64_t seed) override {
    config_ = config;
    side_ = side;
    rng_ = Random(seed);
  }
  SetupDecision setup() override {
    if (fault_ == Fault::BadSetup) return {Placement(), ""};  // no pieces: an invalid setup
    return {randomSetup(config_, side_, rng_), ""};
  }
  Decision choose(const PlayerView&, const ThinkLimits&) override {
    switch (fault_) {
      case Fault::Throws: throw std::runtime_error("out of memory");
      case Fault::Errs: return {Move(), {}, "lost its way"};
      case Fault::Illegal: return {Move(makeSquare(0, 4), makeSquare(0, 5)), {}, ""};  // from an empty square
      case Fault::Resigns:
      case Fault::BadSetup: break;
    }
    return {};
  }

 private:
  Fault fault_;
  GameConfig config_;
  Side side_ = Side::Red;
  Random rng_{1};
};

// A duel in which the faulty computer plays Red (so it moves first) and the person Blue,
// who only says `ready`; the whole output, after checking the game ended with a record.
std::string playAgainst(Fault fault) {
  FaultyPlayer player(fault);
  const auto record = std::filesystem::temp_directory_path() / ("stratego_play_loop_" + std::to_string(::getpid()));
  PlayOptions options{.computer = Side::Red, .computerPlayer = &player, .seed = 5, .recordPath = record.string()};
  GameSession session(presetConfig(Variant::Duel), TimeControl{}, {kComputerName, kHumanName});
  std::istringstream in("ready\n");
  std::ostringstream out;
  EXPECT_EQ(runPlay(session, options, in, out), 0);
  EXPECT_TRUE(std::filesystem::remove(record));
  EXPECT_NE(out.str().find("Game record written to "), std::string::npos) << out.str();
  return out.str();
}

TEST(PlayLoopComputer, AFailingPlayerResignsAndSaysWhy) {
  const std::string threw = playAgainst(Fault::Throws);
  EXPECT_NE(threw.find("Error: Computer (faulty) failed: threw an exception: out of memory\n"
                       "Computer (faulty) resigns.\n"),
            std::string::npos)
      << threw;
  EXPECT_NE(threw.find("Result: Blue wins: Red resigned"), std::string::npos) << threw;

  const std::string erred = playAgainst(Fault::Errs);
  EXPECT_NE(erred.find("Error: Computer (faulty) failed: lost its way\n"), std::string::npos) << erred;

  const std::string illegal = playAgainst(Fault::Illegal);
  EXPECT_NE(illegal.find("Error: Computer (faulty) failed: chose an illegal move (a5 to a6: "), std::string::npos)
      << illegal;
  EXPECT_NE(illegal.find("Computer (faulty) resigns."), std::string::npos) << illegal;

  const std::string resigned = playAgainst(Fault::Resigns);
  EXPECT_EQ(resigned.find("Error"), std::string::npos) << resigned;
  EXPECT_NE(resigned.find("Computer (faulty) resigns."), std::string::npos) << resigned;
}

TEST(PlayLoopComputer, AnInvalidSetupIsReplacedByARandomOne) {
  const std::string out = playAgainst(Fault::BadSetup);
  EXPECT_NE(out.find("Error: the setup of Computer (faulty) failed: "), std::string::npos) << out;
  EXPECT_NE(out.find("; it sets up at random\n"), std::string::npos) << out;
  EXPECT_NE(out.find("Computer (faulty) resigns."), std::string::npos) << out;
}

}  // namespace
}  // namespace stratego::cli
