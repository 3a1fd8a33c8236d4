// A memory of the opponent's setups kept in a file: its lines, its errors, and a memory
// that starts where an earlier process left off.
#include "ai/setup_memory_file.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/playout.hpp"
#include "support/test_support.hpp"

namespace stratego {
namespace {

namespace fs = std::filesystem;

const GameConfig kClassic = presetConfig(Variant::Classic);

SeenSetup classicSeen() {
  SeenSetup seen;
  seen.cells.fill(SeenSetup::kUnknown);
  seen.cells[makeSquare(2, 0)] = static_cast<std::int8_t>(index(Rank::Flag));
  seen.cells[makeSquare(3, 0)] = static_cast<std::int8_t>(index(Rank::Bomb));
  seen.cells[makeSquare(0, 3)] = static_cast<std::int8_t>(index(Rank::Marshal));
  seen.cells[makeSquare(9, 3)] = static_cast<std::int8_t>(index(Rank::Scout));
  seen.cells[makeSquare(4, 2)] = SeenSetup::kMovable;
  return seen;
}

// A fresh file name in a fresh folder, removed with the fixture.
class SetupMemoryFileOnDisk : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("stratego-memory-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path path() const { return dir_ / "opponent.memory"; }
  void write(const std::string& text) const { std::ofstream(path(), std::ios::binary) << text; }
  std::vector<std::string> lines() const { return testing::readLines(path()); }
  std::shared_ptr<SetupMemory> open() const {
    auto opened = openSetupMemoryFile(path(), [this](const std::string& e) { writeErrors.push_back(e); });
    EXPECT_TRUE(opened.ok()) << opened.error();
    return opened.ok() ? *opened : nullptr;
  }
  mutable std::vector<std::string> writeErrors;

 private:
  fs::path dir_;
};

TEST(SetupMemoryFile, ALineIsTheVariantAndTheZoneAsItsOwnerSetItUp) {
  const std::string line = formatSeenSetup(classicSeen());
  EXPECT_EQ(line, "classic ..FB....../........../....m...../X........2");
  const auto parsed = parseSeenSetup(line);
  ASSERT_TRUE(parsed.ok()) << parsed.error();
  EXPECT_EQ(parsed->variant, Variant::Classic);
  EXPECT_EQ(parsed->board, BoardKind::Large);
  EXPECT_EQ(parsed->cells, classicSeen().cells);

  SeenSetup duel;
  duel.variant = Variant::Duel;
  duel.board = BoardKind::Small;
  duel.cells.fill(SeenSetup::kUnknown);
  duel.cells[makeSquare(7, 2)] = static_cast<std::int8_t>(index(Rank::Spy));
  EXPECT_EQ(formatSeenSetup(duel), "duel ......../......../.......S");
  EXPECT_EQ(parseSeenSetup(formatSeenSetup(duel))->cells, duel.cells);
}

TEST(SetupMemoryFile, AWrongLineSaysWhatIsWrong) {
  const std::pair<const char*, const char*> cases[] = {
      {"classic", "expected a variant's name, a space and the setup seen"},
      {"chess ........../........../........../..........", "unknown variant 'chess' (known: classic, duel,"},
      {"free ........../........../........../..........", "unknown variant 'free'"},
      {"classic ........../........../..........", "expected 4 ranks separated by '/', found 3"},
      {"classic ........../........./........../..........", "setup seen rank 2: expected 10 squares, found 9"},
      {"classic ........../........../..Q......./..........", "rank 3, file c: unknown letter 'Q'"},
      {"duel ......../......../.......x", "rank 3, file h: unknown letter 'x'"},
  };
  for (const auto& [line, message] : cases) {
    const auto parsed = parseSeenSetup(line);
    ASSERT_FALSE(parsed.ok()) << line;
    EXPECT_NE(parsed.error().find(message), std::string::npos) << line << " -> " << parsed.error();
  }
}

TEST_F(SetupMemoryFileOnDisk, AMissingFileStartsEmptyAndEachGameRememberedAddsItsLine) {
  auto memory = open();
  ASSERT_TRUE(memory);
  EXPECT_EQ(memory->nextGame(), 0);
  EXPECT_TRUE(memory->recall(kClassic, 0).empty());
  EXPECT_TRUE(fs::exists(path()));  // created at once: a file that cannot be written fails before a game

  Random rng(3);
  GameState s(kClassic, randomStart(kClassic, rng));
  for (int ply = 0; ply < 400 && !s.outcome().over(); ++ply) {
    const Move m = s.randomLegalMove(rng);
    if (m.isNone()) break;
    s.make(m);
  }
  const PlayerView view = makeView(s, Side::Red);
  memory->remember(0, view);
  memory->close(0);
  EXPECT_EQ(memory->nextGame(), 1);
  ASSERT_EQ(lines().size(), 1u);
  EXPECT_EQ(lines()[0], formatSeenSetup(SeenSetup::of(view)));
  EXPECT_TRUE(writeErrors.empty());
}

TEST_F(SetupMemoryFileOnDisk, ANewProcessRecallsTheGamesOfTheFileFromItsFirstGame) {
  SeenSetup other = classicSeen();
  other.cells[makeSquare(2, 0)] = static_cast<std::int8_t>(index(Rank::Bomb));  // no Flag: another setup
  write("# what we saw of peternlewis\n" + formatSeenSetup(classicSeen()) + "\n\n" + formatSeenSetup(classicSeen()) +
        "\r\n" + formatSeenSetup(other) + "\n");
  auto memory = open();
  ASSERT_TRUE(memory);
  EXPECT_EQ(memory->nextGame(), 0);
  const SetupRecall recall = memory->recall(kClassic, 0);
  ASSERT_EQ(recall.setups().size(), 2u);  // the first two were one setup
  EXPECT_EQ(recall.setups()[0].games, 2);
  EXPECT_EQ(recall.setups()[0].cells, classicSeen().cells);
  EXPECT_TRUE(memory->recall(presetConfig(Variant::Duel), 0).empty());  // another variant's games
}

TEST_F(SetupMemoryFileOnDisk, AWrongFileNamesItsLineAndAnUnwritableOneIsRefused) {
  write(formatSeenSetup(classicSeen()) + "\n# fine\nclassic ..../\n");
  const auto wrong = openSetupMemoryFile(path(), [](const std::string&) {});
  ASSERT_FALSE(wrong.ok());
  EXPECT_EQ(wrong.error().rfind(path().string() + ":3: setup seen: expected 4 ranks", 0), 0u) << wrong.error();

  const auto nowhere = openSetupMemoryFile(path() / "below-a-file", [](const std::string&) {});
  ASSERT_FALSE(nowhere.ok());
  EXPECT_EQ(nowhere.error(), (path() / "below-a-file").string() + ": cannot be written");
}

}  // namespace
}  // namespace stratego
