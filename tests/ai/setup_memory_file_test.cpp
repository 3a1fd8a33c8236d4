// A memory of the opponent's setups kept in a file: its lines, its errors, and a memory
// that starts where an earlier process left off.
#include "ai/setup_memory_file.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/playout.hpp"
#include "support/test_support.hpp"
#include "support/random_moves.hpp"

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

// A tally of moved pieces noted: Sergeants seen twice where 1.25 were foretold, Marshals
// foretold 0.1 and not seen.
MovedRankTally someMovedRanks() {
  MovedRankTally tally;
  tally.foretold[index(Rank::Sergeant)] = 1.25;
  tally.seen[index(Rank::Sergeant)] = 2;
  tally.foretold[index(Rank::Marshal)] = 0.1;
  return tally;
}

// How far the behaviour cues bore out over 30 noted pieces, by trust 0, 1/2 and 1.
BehaviourTrustTally someTrust() {
  BehaviourTrustTally tally;
  tally.loss = {41.25, 38.5, 40};
  tally.notes = 30;
  return tally;
}

// How often the opponent took back at once our pieces that had taken one it had shown,
// over 4 such captures, by power 0, 1/2 and 1 of people's odds ratio.
RecaptureTally someRecaptures() {
  RecaptureTally tally;
  tally.loss = {3.5, 2.75, 3};
  tally.notes = 4;
  return tally;
}

OpponentTallies someTallies() { return {someMovedRanks(), someTrust(), someRecaptures()}; }

TEST(SetupMemoryFile, ALineIsTheVariantAndTheZoneAsItsOwnerSetItUp) {
  const std::string line = formatRememberedGame({classicSeen(), {}});
  EXPECT_EQ(line, "classic ..FB....../........../....m...../X........2");
  const auto parsed = parseRememberedGame(line);
  ASSERT_TRUE(parsed.ok()) << parsed.error();
  EXPECT_EQ(parsed->seen.variant, Variant::Classic);
  EXPECT_EQ(parsed->seen.board, BoardKind::Large);
  EXPECT_EQ(parsed->seen.cells, classicSeen().cells);
  EXPECT_TRUE(parsed->tallies.movedRanks.empty());

  SeenSetup duel;
  duel.variant = Variant::Duel;
  duel.board = BoardKind::Small;
  duel.cells.fill(SeenSetup::kUnknown);
  duel.cells[makeSquare(7, 2)] = static_cast<std::int8_t>(index(Rank::Spy));
  EXPECT_EQ(formatRememberedGame({duel, {}}), "duel ......../......../.......S");
  EXPECT_EQ(parseRememberedGame(formatRememberedGame({duel, {}}))->seen.cells, duel.cells);
}

TEST(SetupMemoryFile, TheMovedRanksTalliedFollowTheSetup) {
  const std::string line = formatRememberedGame({classicSeen(), {someMovedRanks(), {}, {}}});
  EXPECT_EQ(line, "classic ..FB....../........../....m...../X........2 moved 4:1.25/2 X:0.1/0");
  const auto parsed = parseRememberedGame(line);
  ASSERT_TRUE(parsed.ok()) << parsed.error();
  EXPECT_EQ(parsed->seen.cells, classicSeen().cells);
  EXPECT_EQ(parsed->tallies.movedRanks.foretold, someMovedRanks().foretold);
  EXPECT_EQ(parsed->tallies.movedRanks.seen, someMovedRanks().seen);
  EXPECT_TRUE(parsed->tallies.behaviourTrust.empty());
}

TEST(SetupMemoryFile, HowFarTheCuesBoreOutAndTheRecapturesFollowInAnyOrder) {
  const std::string line = formatRememberedGame({classicSeen(), {someMovedRanks(), someTrust(), {}}});
  EXPECT_EQ(line, "classic ..FB....../........../....m...../X........2 moved 4:1.25/2 X:0.1/0 trust 41.25/38.5/40/30");
  for (const std::string& text :
       {line, std::string("classic ..FB....../........../....m...../X........2 trust 41.25/38.5/40/30 moved 4:1.25/2 "
                          "X:0.1/0")}) {
    const auto parsed = parseRememberedGame(text);
    ASSERT_TRUE(parsed.ok()) << parsed.error();
    EXPECT_EQ(parsed->tallies.movedRanks.foretold, someMovedRanks().foretold);
    EXPECT_EQ(parsed->tallies.behaviourTrust.loss, someTrust().loss);
    EXPECT_EQ(parsed->tallies.behaviourTrust.notes, someTrust().notes);
  }
  const auto recaptures = parseRememberedGame(line + " recaptures 3.5/2.75/3/4");
  ASSERT_TRUE(recaptures.ok()) << recaptures.error();
  EXPECT_EQ(recaptures->tallies.recaptures.loss, someRecaptures().loss);
  EXPECT_EQ(recaptures->tallies.recaptures.notes, someRecaptures().notes);
  EXPECT_EQ(formatRememberedGame(*recaptures), line + " recaptures 3.5/2.75/3/4");
  const auto trustOnly = parseRememberedGame("duel ......../......../........ trust 1/2/3/4");
  ASSERT_TRUE(trustOnly.ok()) << trustOnly.error();
  EXPECT_TRUE(trustOnly->tallies.movedRanks.empty());
  EXPECT_DOUBLE_EQ(trustOnly->tallies.behaviourTrust.loss[1], 2);
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
      {"duel ......../......../........ movd 4:1/2",
       "expected 'moved', 'trust' or 'recaptures' and a tally after the setup, found 'movd'"},
      {"duel ......../......../........ recaptures 1/2/3/4 recaptures 1/2/3/4", "'recaptures' is given twice"},
      {"duel ......../......../........ recaptures 1/2/3",
       "recaptures '1/2/3': expected one word, <loss at power 0>/<at power 0.5>/<at power 1>/<captures noted>"},
      {"duel ......../......../........ moved 4:1/2 moved 5:1/1", "'moved' is given twice"},
      {"duel ......../......../........ trust 1/2/3/4 trust 1/2/3/4", "'trust' is given twice"},
      {"duel ......../......../........ trust", "trust: expected one word, <loss at trust 0>/<at trust 0.5>/"},
      {"duel ......../......../........ trust 1/2/3/4 5", "trust: expected one word"},
      {"duel ......../......../........ trust 1/2/3", "trust '1/2/3': expected one word"},
      {"duel ......../......../........ trust 1/x/3/4", "trust '1/x/3/4': expected one word"},
      {"duel ......../......../........ trust 1/-2/3/4", "trust '1/-2/3/4': expected one word"},
      {"duel ......../......../........ trust 1/2/3/4.5", "trust '1/2/3/4.5': expected one word"},
      {"duel ......../......../........ trust 1/2/3/4/5", "trust '1/2/3/4/5': expected one word"},
      {"duel ......../......../........ moved 4:1/2 4:0.5/1", "moved ranks '4:0.5/1': the rank is given twice"},
      {"duel ......../......../........ moved B:1/0", "moved ranks 'B:1/0': a piece that moved is no Bomb"},
      {"duel ......../......../........ moved F:0/1", "moved ranks 'F:0/1': a piece that moved is no Flag"},
  };
  for (const auto& [line, message] : cases) {
    const auto parsed = parseRememberedGame(line);
    ASSERT_FALSE(parsed.ok()) << line;
    EXPECT_NE(parsed.error().find(message), std::string::npos) << line << " -> " << parsed.error();
  }
}

TEST(SetupMemoryFile, AWrongTallyEntrySaysWhatItShouldBe) {
  for (const char* entry : {"4:x/2", "4:-1/2", "4:1/2.5", "4:1", "4:1/", "4:/2", "Q:1/2", "4:nan/1", "4:1e999/1",
                            "4:1.5junk/1", "4/1", "44:1/2"}) {
    const std::string line = "classic ........../........../........../.......... moved " + std::string(entry);
    const auto parsed = parseRememberedGame(line);
    ASSERT_FALSE(parsed.ok()) << line;
    EXPECT_EQ(parsed.error(), "moved ranks '" + std::string(entry) +
                                  "': expected <rank letter>:<odds foretold>/<times seen>, e.g. 4:1.25/2");
  }
}

TEST_F(SetupMemoryFileOnDisk, AMissingFileStartsEmptyAndEachGameRememberedAddsItsLine) {
  auto memory = open();
  ASSERT_TRUE(memory);
  EXPECT_EQ(memory->nextGame(), 0);
  EXPECT_TRUE(memory->recall(kClassic, 0).empty());
  EXPECT_TRUE(fs::exists(path()));  // created at once: a file that cannot be written fails before a game

  Random rng(3);
  const GameState s = testing::randomlyPlayedGame(kClassic, rng, 400);
  const PlayerView view = makeView(s, Side::Red);
  memory->remember(0, view, someTallies());
  memory->close(0);
  EXPECT_EQ(memory->nextGame(), 1);
  ASSERT_EQ(lines().size(), 1u);
  EXPECT_EQ(lines()[0], formatRememberedGame({SeenSetup::of(view), someTallies()}));
  EXPECT_TRUE(writeErrors.empty());

  // A game that ended before anything moved showed nothing and tallied nothing: no line.
  memory->remember(1, makeView(GameState(kClassic, randomStart(kClassic, rng)), Side::Red));
  EXPECT_EQ(lines().size(), 1u);
}

TEST_F(SetupMemoryFileOnDisk, ANewProcessRecallsTheGamesOfTheFileFromItsFirstGame) {
  SeenSetup other = classicSeen();
  other.cells[makeSquare(2, 0)] = static_cast<std::int8_t>(index(Rank::Bomb));  // no Flag: another setup
  // The first line as written before tallies were kept, the others with theirs.
  write("# what we saw of peternlewis\n" + formatRememberedGame({classicSeen(), {}}) + "\n\n" +
        formatRememberedGame({classicSeen(), {someMovedRanks(), {}, {}}}) + "\r\n" +
        formatRememberedGame({other, someTallies()}) + "\n");
  auto memory = open();
  ASSERT_TRUE(memory);
  EXPECT_EQ(memory->nextGame(), 0);
  const SetupRecall recall = memory->recall(kClassic, 0);
  ASSERT_EQ(recall.setups().size(), 2u);  // the first two were one setup
  EXPECT_EQ(recall.setups()[0].games, 2);
  EXPECT_EQ(recall.setups()[0].cells, classicSeen().cells);
  MovedRankTally both = someMovedRanks();
  both.add(someMovedRanks());
  EXPECT_EQ(recall.movedRanks().foretold, both.foretold);
  EXPECT_EQ(recall.movedRanks().seen, both.seen);
  EXPECT_EQ(recall.movedRankFactors(), both.factors());
  EXPECT_EQ(recall.behaviourTrustTally().loss, someTrust().loss);  // the last line's only
  EXPECT_EQ(recall.behaviourTrustTally().notes, someTrust().notes);
  EXPECT_EQ(recall.recaptureTally().loss, someRecaptures().loss);
  const SetupRecall duel = memory->recall(presetConfig(Variant::Duel), 0);  // another variant's games
  EXPECT_TRUE(duel.empty());
  EXPECT_TRUE(duel.movedRanks().empty());
  EXPECT_TRUE(duel.behaviourTrustTally().empty());
  EXPECT_TRUE(duel.recaptureTally().empty());
}

TEST_F(SetupMemoryFileOnDisk, AWrongFileNamesItsLineAndAnUnwritableOneIsRefused) {
  write(formatRememberedGame({classicSeen(), {}}) + "\n# fine\nclassic ..../\n");
  const auto wrong = openSetupMemoryFile(path(), [](const std::string&) {});
  ASSERT_FALSE(wrong.ok());
  EXPECT_EQ(wrong.error().rfind(path().string() + ":3: setup seen: expected 4 ranks", 0), 0u) << wrong.error();

  const auto nowhere = openSetupMemoryFile(path() / "below-a-file", [](const std::string&) {});
  ASSERT_FALSE(nowhere.ok());
  EXPECT_EQ(nowhere.error(), (path() / "below-a-file").string() + ": cannot be written");
}

}  // namespace
}  // namespace stratego
