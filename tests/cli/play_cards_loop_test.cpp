// Card Battle's terminal loop (cli/play_cards) driven through streams: whole games against
// the random computer, the choices made for the person, and a computer that fails.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <sstream>
#include <stdexcept>
#include <string>

#include "cards/random_card_player.hpp"
#include "cli/card_play_driver.hpp"
#include "cli/play_cards.hpp"
#include "support/answering_input.hpp"

namespace stratego::cli {
namespace {

namespace fs = std::filesystem;

struct StreamGame {
  int status = -1;
  std::string output;
  std::string record;  // the file written at the end
};

// Plays `record` with the person answering as answerCardPrompt does, for up to `answers`
// lines; then the input ends.
StreamGame playByStreams(cards::CardRecord& record, CardPlayOptions options, int answers = 5000) {
  const fs::path path = fs::temp_directory_path() / ("stratego_play_cards_" + std::to_string(::getpid()) + ".sgc");
  options.recordPath = path.string();
  std::ostringstream out;
  std::size_t answered = 0;
  stratego::testing::AnsweringInput input([&]() -> std::string {
    const std::string all = out.str();
    const std::string fresh = all.substr(answered);
    answered = all.size();
    return answers-- > 0 ? stratego::testing::answerCardPrompt(fresh) + "\n" : "";
  });
  std::istream in(&input);
  StreamGame game;
  game.status = runCardPlay(record, options, in, out);
  game.output = out.str();
  game.record = stratego::testing::readFile(path);
  fs::remove(path);
  return game;
}

cards::CardRecord newRecord(std::uint64_t seed, Side computer) {
  cards::CardRecord record;
  record.seed = seed;
  record.names[static_cast<std::size_t>(index(computer))] = "Computer";
  return record;
}

TEST(PlayCardsLoop, WholeGamesAgainstTheRandomComputerEndWithTheirRecord) {
  int madeForYou = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    const Side computer = seed % 2 == 0 ? Side::Red : Side::Blue;
    cards::RandomCardPlayer player;
    cards::CardRecord record = newRecord(seed, computer);
    const StreamGame game = playByStreams(record, {.computer = computer, .computerPlayer = &player});
    EXPECT_EQ(game.status, 0) << game.output;
    EXPECT_EQ(game.output.find("Error"), std::string::npos) << game.output;
    EXPECT_NE(game.output.find("Computer (random): " + std::string(sideName(computer))), std::string::npos);
    EXPECT_NE(game.output.find("Result: "), std::string::npos);
    const auto read = cards::readCardRecord(game.record);
    ASSERT_TRUE(read.ok()) << read.error() << "\n" << game.record;
    EXPECT_EQ(read->actions, record.actions);
    EXPECT_EQ(cards::replayCardRecord(*read)->game.phase(), cards::Phase::Over);
    for (std::size_t at = game.output.find("The only choice, made for you: "); at != std::string::npos;
         at = game.output.find("The only choice, made for you: ", at + 1))
      ++madeForYou;
  }
  EXPECT_GT(madeForYou, 0) << "no game had a fill or a deal without a choice";
}

// The end of the input leaves like `quit`, saying that the game was not saved.
TEST(PlayCardsLoop, TheEndOfTheInputQuits) {
  cards::RandomCardPlayer player;
  cards::CardRecord record = newRecord(4, Side::Blue);
  const StreamGame game = playByStreams(record, {.computer = Side::Blue, .computerPlayer = &player}, 2);
  EXPECT_EQ(game.status, 0);
  EXPECT_NE(game.output.find("The game is not saved (to keep a game, type save FILE before quit).\nGoodbye.\n"),
            std::string::npos)
      << game.output;
  EXPECT_TRUE(game.record.empty()) << "no record for a game left unfinished";
}

enum class Fault { Throws, Illegal };

class FaultyCardPlayer : public cards::CardPlayer {
 public:
  explicit FaultyCardPlayer(Fault fault) : fault_(fault) {}
  std::string name() const override { return "faulty"; }
  void newGame(Side, std::uint64_t) override {}
  cards::CardAction choose(const cards::CardView&) override {
    if (fault_ == Fault::Throws) throw std::runtime_error("out of cards");
    return cards::CardAction::attack(0, 0);  // while it should arrange
  }

 private:
  Fault fault_;
};

TEST(PlayCardsLoop, AFailingComputerResignsAndSaysWhy) {
  for (Fault fault : {Fault::Throws, Fault::Illegal}) {
    FaultyCardPlayer player(fault);
    cards::CardRecord record = newRecord(5, Side::Red);
    const StreamGame game = playByStreams(record, {.computer = Side::Red, .computerPlayer = &player});
    EXPECT_EQ(game.status, 0);
    const std::string why = fault == Fault::Throws
                                ? "threw an exception: out of cards"
                                : "chose an illegal action (attack a a: arrange the cards you were dealt first)";
    EXPECT_NE(game.output.find("Error: Computer (faulty) failed: " + why + "\nComputer (faulty) resigns.\n"),
              std::string::npos)
        << game.output;
    EXPECT_NE(game.output.find("Result: Blue wins: Red resigned"), std::string::npos) << game.output;
    const auto read = cards::readCardRecord(game.record);
    ASSERT_TRUE(read.ok()) << read.error();
    EXPECT_EQ(read->resigned, Side::Red);
  }
}

}  // namespace
}  // namespace stratego::cli
