// `stratego play` against the computer on every board variant: a whole game through the
// binary, to its end, and its record read back.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "formats/record_text.hpp"
#include "support/test_support.hpp"

namespace stratego {
namespace {

namespace fs = std::filesystem;
using testing::endsWith;
using testing::Player;

class PlayVariants : public ::testing::TestWithParam<const char*> {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("stratego_play_variants_" + std::to_string(::getpid()) + "_" + GetParam());
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  fs::path dir_;
};

// Red plays the first legal attack, else the first legal move, and resigns after a cap of
// own moves, so the game always ends (with seed 6 against greedy, which is quick, duel10
// and barrage10 reach the cap; the other variants end on the board, in 102 to 245 own
// moves).
TEST_P(PlayVariants, AWholeGameAgainstTheComputer) {
  constexpr int kResignAt = 300;  // a few milliseconds per game in Release
  Player p({"--variant", GetParam(), "--level", "greedy", "--seed", "6", "--no-color", "--record", "game.sgr"}, dir_);
  int turns = 0;
  bool resigned = false;
  std::string out = p.read();
  while (!p.ended()) {
    if (endsWith(out, "Red setup> ")) {
      p.send("ready");
    } else if (endsWith(out, "Red> ")) {
      if (turns == kResignAt) {
        p.send("resign");
        resigned = true;
      } else {
        p.send("moves");
        const std::string move = testing::pickMove(testing::legalMoves(p.read()), true);
        ASSERT_FALSE(move.empty()) << p.transcript();
        p.send(move);
        ++turns;
      }
    } else {
      FAIL() << "unexpected prompt:\n" << out;
    }
    out = p.read();
  }
  EXPECT_EQ(p.finish(), 0);
  const std::string& transcript = p.transcript();
  const std::string tail = transcript.substr(transcript.size() > 3000 ? transcript.size() - 3000 : 0);
  EXPECT_NE(transcript.find("Computer (greedy) plays "), std::string::npos) << tail;
  EXPECT_NE(transcript.find("Result: "), std::string::npos) << tail;
  if (resigned) EXPECT_NE(transcript.find("resigned"), std::string::npos) << tail;
  EXPECT_NE(transcript.find("Game record written to game.sgr"), std::string::npos) << tail;
  const auto record = parseRecord(testing::readFile(dir_ / "game.sgr"));
  ASSERT_TRUE(record.ok()) << record.error();
  EXPECT_TRUE(record->result.over());
  EXPECT_GE(turns, 1);
  // Red moves first; the game ends after Red's move or after Blue's reply.
  EXPECT_GE(record->moves.size(), static_cast<std::size_t>(2 * turns - 1));
  EXPECT_LE(record->moves.size(), static_cast<std::size_t>(2 * turns));
}

INSTANTIATE_TEST_SUITE_P(EveryVariant, PlayVariants,
                         ::testing::Values("classic", "duel", "barrage", "duel10", "barrage10"),
                         [](const ::testing::TestParamInfo<const char*>& info) { return std::string(info.param); });

}  // namespace
}  // namespace stratego
