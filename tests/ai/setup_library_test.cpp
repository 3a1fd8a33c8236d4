// The setup library: the shipped human setups and built-ins, their orientation for each
// side, error messages for bad files, and reproducible draws.
#include "ai/setup_library.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <set>
#include <string>
#include <utility>
#include <unistd.h>

#include "formats/setup_text.hpp"

namespace stratego {
namespace {

namespace fs = std::filesystem;

// <repo>/data/setups, from this file's place in <repo>/tests/play/.
fs::path shippedDirectory() {
  return fs::path(__FILE__).parent_path().parent_path().parent_path() / "data" / "setups";
}

const SetupLibrary& shipped() {
  static const SetupLibrary lib = [] {
    auto loaded = SetupLibrary::load(shippedDirectory());
    if (!loaded) {
      ADD_FAILURE() << loaded.error();
      return SetupLibrary::load(fs::temp_directory_path()).value();  // empty, so tests fail cleanly
    }
    return std::move(loaded).value();
  }();
  return lib;
}

constexpr Variant kAll[] = {Variant::Classic, Variant::Duel,      Variant::Barrage,
                            Variant::Duel10,  Variant::Barrage10, Variant::Free};

// A fresh directory under the temp folder holding the given files, removed at the end.
class TempDir {
 public:
  explicit TempDir(const std::string& tag)
      : path_(fs::temp_directory_path() / ("stratego-setups-" + tag + "-" + std::to_string(::getpid()))) {
    fs::remove_all(path_);
    fs::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  void write(const std::string& name, const std::string& text) const {
    std::ofstream(path_ / name, std::ios::binary) << text;
  }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

const std::string kFirstClassic = "BDGFDFDDDBHFLJGKDIFGEHEMCEHBDDIBJEIBHEBG";

std::string loadError(const TempDir& dir) {
  auto lib = SetupLibrary::load(dir.path());
  return lib ? std::string("(loaded)") : lib.error();
}

TEST(SetupLibrary, ShippedCountsMatchTheAtaraxosReadme) {
  const SetupLibrary& lib = shipped();
  EXPECT_EQ(lib.count(Variant::Classic), 64'920u);
  EXPECT_EQ(lib.count(Variant::Barrage10), 3'944u);
  EXPECT_EQ(lib.count(Variant::Duel), 7u);
  EXPECT_EQ(lib.count(Variant::Barrage), 6u);
  EXPECT_EQ(lib.count(Variant::Duel10), 3u);
  EXPECT_EQ(lib.count(Variant::Free), 0u);
}

TEST(SetupLibrary, FirstClassicLineLandsWhereTheReadmeSays) {
  const SetupLibrary& lib = shipped();
  const GameConfig classic = presetConfig(Variant::Classic);
  const Placement blue = lib.at(Variant::Classic, Side::Blue, 0);
  const Placement red = lib.at(Variant::Classic, Side::Red, 0);
  // The line's front row (rank 7 for Blue) comes first; its Flag 'M' is letter 24: d9.
  EXPECT_EQ(blue.at(makeSquare(3, 8)), (PlacedPiece{Side::Blue, Rank::Flag}));
  EXPECT_EQ(blue.at(makeSquare(2, 7)), (PlacedPiece{Side::Blue, Rank::Marshal}));  // 'L' on c8
  // Red: the string reversed, so the Flag is on g2 and the Marshal on h3.
  EXPECT_EQ(red.at(makeSquare(6, 1)), (PlacedPiece{Side::Red, Rank::Flag}));
  EXPECT_EQ(red.at(makeSquare(7, 2)), (PlacedPiece{Side::Red, Rank::Marshal}));
  EXPECT_EQ(formatSetup(classic, Side::Blue, blue), "7B837B63B5/363FS36B22/64X8592745/B25424222B");
  EXPECT_EQ(formatSetup(classic, Side::Red, red), "5B36B738B7/22B63SF363/5472958X46/B22242452B");
  EXPECT_FALSE(validateSetup(classic, Side::Blue, blue));
  EXPECT_FALSE(validateSetup(classic, Side::Red, red));
}

TEST(SetupLibrary, EveryHumanSetupIsValidForBothSides) {
  const SetupLibrary& lib = shipped();
  for (Variant v : {Variant::Classic, Variant::Barrage10}) {
    const GameConfig config = presetConfig(v);
    // Every barrage10 line; every 7th classic line (about 9,000), to stay fast under sanitizers.
    const std::size_t step = v == Variant::Classic ? 7 : 1;
    for (std::size_t i = 0; i < lib.count(v); i += step)
      for (Side side : {Side::Red, Side::Blue}) {
        const auto problem = validateSetup(config, side, lib.at(v, side, i));
        ASSERT_FALSE(problem) << variantName(v) << " #" << i << " " << sideName(side) << ": " << *problem;
      }
  }
}

TEST(SetupLibrary, DrawnSetupsAreValidForTheirSide) {
  const SetupLibrary& lib = shipped();
  Random rng(42);
  for (Variant v : kAll) {
    const GameConfig config = presetConfig(v);
    for (int n = 0; n < 500; ++n)
      for (Side side : {Side::Red, Side::Blue}) {
        const Placement p = lib.draw(v, side, rng);
        const auto problem = validateSetup(config, side, p);
        ASSERT_FALSE(problem) << variantName(v) << " " << sideName(side) << ": " << *problem;
        ASSERT_EQ(p.sideOnly(side), p);
      }
  }
}

TEST(SetupLibrary, EveryBuiltinIsValidAndReflectedForBlue) {
  const SetupLibrary& lib = shipped();
  for (Variant v : {Variant::Duel, Variant::Barrage, Variant::Duel10}) {
    const GameConfig config = presetConfig(v);
    const auto names = lib.names(v);
    EXPECT_GE(names.size(), 3u) << variantName(v);
    EXPECT_EQ(std::set<std::string>(names.begin(), names.end()).size(), names.size());
    for (const auto& name : names) {
      for (Side side : {Side::Red, Side::Blue}) {
        const auto p = lib.named(v, side, name);
        ASSERT_TRUE(p) << name;
        EXPECT_FALSE(validateSetup(config, side, *p)) << variantName(v) << " " << name << " " << sideName(side);
      }
      // The Flag is on the back rank, next to a Bomb.
      const Placement red = *lib.named(v, Side::Red, name);
      const Board& board = config.geometry();
      bool flagGuarded = false;
      for (int f = 0; f < board.files; ++f) {
        if (red.at(makeSquare(f, 0)) != PlacedPiece{Side::Red, Rank::Flag}) continue;
        for (Square s : {makeSquare(f, 1), makeSquare(f > 0 ? f - 1 : f, 0), makeSquare(f + 1, 0)})
          if (red.at(s) == PlacedPiece{Side::Red, Rank::Bomb}) flagGuarded = true;
      }
      EXPECT_TRUE(flagGuarded) << variantName(v) << " " << name;
    }
  }
  // Blue's corner-fortress is Red's reflected through the centre: the Flag on h8, not a8.
  const auto red = lib.named(Variant::Duel, Side::Red, "corner-fortress");
  const auto blue = lib.named(Variant::Duel, Side::Blue, "corner-fortress");
  ASSERT_TRUE(red && blue);
  EXPECT_EQ(red->at(makeSquare(0, 0)), (PlacedPiece{Side::Red, Rank::Flag}));
  EXPECT_EQ(blue->at(makeSquare(7, 7)), (PlacedPiece{Side::Blue, Rank::Flag}));
  EXPECT_EQ(formatSetup(presetConfig(Variant::Duel), Side::Blue, *blue), "......BF/.3..3..B/2S.X9..2");
  EXPECT_FALSE(lib.named(Variant::Duel, Side::Red, "no-such-setup"));
  EXPECT_FALSE(lib.named(Variant::Barrage, Side::Red, "corner-fortress"));  // a duel name
  // A variant's built-ins come after its human lines, in file order.
  EXPECT_EQ(lib.at(Variant::Duel, Side::Red, 0), *red);
}

TEST(SetupLibrary, DrawsAreDeterministicForASeed) {
  const SetupLibrary& lib = shipped();
  for (Variant v : kAll) {
    Random a(7), b(7), c(8);
    std::vector<Placement> first, second, other;
    for (int n = 0; n < 20; ++n) {
      first.push_back(lib.draw(v, Side::Red, a));
      second.push_back(lib.draw(v, Side::Red, b));
      other.push_back(lib.draw(v, Side::Red, c));
    }
    EXPECT_EQ(first, second) << variantName(v);
    EXPECT_NE(first, other) << variantName(v);
  }
  Random rng(123);
  const std::size_t i = Random(123).below(static_cast<std::uint32_t>(lib.count(Variant::Classic)));
  EXPECT_EQ(lib.draw(Variant::Classic, Side::Blue, rng), lib.at(Variant::Classic, Side::Blue, i));
}

TEST(SetupLibrary, ReadsCommentsCarriageReturnsAndTheStrayBracket) {
  TempDir dir("ok");
  dir.write("full_human_inits.dat", "# header\r\n" + kFirstClassic + "\r\n\r\n" + kFirstClassic + "\n");
  dir.write("barrage_human_inits.dat", "# header\nAAAAALAAKAAAAAAEAACADAAAAAAAABDAAAAAAAAM\n]\n");
  dir.write("small_boards.txt", "  # comment\n\nduel a FB....../B..3..3./2..9X.S2\n");
  auto lib = SetupLibrary::load(dir.path());
  ASSERT_TRUE(lib) << lib.error();
  EXPECT_EQ(lib->count(Variant::Classic), 2u);
  EXPECT_EQ(lib->count(Variant::Barrage10), 1u);
  EXPECT_EQ(lib->count(Variant::Duel), 1u);
  EXPECT_EQ(lib->names(Variant::Duel), std::vector<std::string>{"a"});
}

TEST(SetupLibrary, DrawDistinctGivesEachDistinctSetupAlike) {
  std::string other = kFirstClassic;
  std::swap(other[0], other[1]);  // the same army, another setup
  TempDir dir("repeats");
  dir.write("full_human_inits.dat", kFirstClassic + "\n" + kFirstClassic + "\n" + other + "\n" + kFirstClassic + "\n");
  auto lib = SetupLibrary::load(dir.path());
  ASSERT_TRUE(lib) << lib.error();
  ASSERT_EQ(lib->count(Variant::Classic), 4u);
  const Placement first = lib->at(Variant::Classic, Side::Red, 0);
  ASSERT_NE(first, lib->at(Variant::Classic, Side::Red, 2));
  Random a(3), b(3);
  int distinct = 0, lines = 0;
  constexpr int kDraws = 400;
  for (int n = 0; n < kDraws; ++n) {
    distinct += lib->drawDistinct(Variant::Classic, Side::Red, a) == first;
    lines += lib->draw(Variant::Classic, Side::Red, b) == first;
  }
  EXPECT_NEAR(distinct, kDraws / 2, 40);  // one in two, where the lines give three in four
  EXPECT_NEAR(lines, kDraws * 3 / 4, 40);
}

TEST(SetupLibrary, MissingFilesGiveNoSetups) {
  TempDir dir("empty");
  auto lib = SetupLibrary::load(dir.path());
  ASSERT_TRUE(lib) << lib.error();
  for (Variant v : kAll) EXPECT_EQ(lib->count(v), 0u);
  Random rng(1);  // no setups: a random one instead, still valid
  EXPECT_FALSE(validateSetup(presetConfig(Variant::Classic), Side::Red, lib->draw(Variant::Classic, Side::Red, rng)));
}

TEST(SetupLibrary, BadHumanLinesNameFileLineAndFault) {
  const std::string header = "# header\n" + kFirstClassic + "\n";
  struct Case {
    std::string line;
    std::string message;
  };
  const Case cases[] = {
      {kFirstClassic.substr(1), "full_human_inits.dat:3: expected 40 letters, found 39"},
      {"Z" + kFirstClassic.substr(1), "full_human_inits.dat:3: unknown letter 'Z' in column 1 (setups use the letters A-M)"},
      {"L" + kFirstClassic.substr(1), "full_human_inits.dat:3: Marshal: 2 where classic has 1"},
      {"]", "full_human_inits.dat:3: expected 40 letters, found 1"},
  };
  for (const auto& c : cases) {
    TempDir dir("bad");
    dir.write("full_human_inits.dat", header + c.line + "\n" + kFirstClassic + "\n");
    EXPECT_EQ(loadError(dir), c.message);
  }
  TempDir dir("bad-barrage");
  dir.write("barrage_human_inits.dat", kFirstClassic + "\n");
  EXPECT_EQ(loadError(dir), "barrage_human_inits.dat:1: Scout: 8 where barrage10 has 2");
}

TEST(SetupLibrary, BadBuiltinLinesNameFileLineAndFault) {
  const std::string good = "duel a FB....../B..3..3./2..9X.S2\n";
  struct Case {
    std::string line;
    std::string message;
  };
  const Case cases[] = {
      {"duel b", "small_boards.txt:2: expected <variant> <name> <setup string>, found 2 fields"},
      {"chess b FB....../B..3..3./2..9X.S2",
       "small_boards.txt:2: unknown variant 'chess' (classic, duel, barrage, duel10 or barrage10)"},
      {"free b FB....../B..3..3./2..9X.S2",
       "small_boards.txt:2: unknown variant 'free' (classic, duel, barrage, duel10 or barrage10)"},
      {"duel a FB....../B..3..3./2..9X.S2", "small_boards.txt:2: duel already has a setup named 'a'"},
  };
  for (const auto& c : cases) {
    TempDir dir("bad-builtin");
    dir.write("small_boards.txt", good + c.line + "\n");
    EXPECT_EQ(loadError(dir), c.message);
  }
  TempDir dir("bad-setup");
  dir.write("small_boards.txt", good + "barrage b FB....../B..3..3./2..9X.S2\n");
  const std::string error = loadError(dir);
  EXPECT_EQ(error.rfind("small_boards.txt:2: b: ", 0), 0u) << error;  // parseSetup's message follows
}

TEST(SetupLibrary, RefusesAMissingDirectory) {
  auto lib = SetupLibrary::load(fs::temp_directory_path() / "stratego-no-such-directory");
  ASSERT_FALSE(lib);
  EXPECT_NE(lib.error().find("is not a directory"), std::string::npos) << lib.error();
  EXPECT_FALSE(SetupLibrary::load(fs::path{}));
}

TEST(SetupLibrary, DefaultDirectoryPrefersStrategoData) {
  TempDir dir("env");
  fs::create_directories(dir.path() / "setups");
  const char* old = std::getenv("STRATEGO_DATA");
  const std::string saved = old ? old : "";
  ::setenv("STRATEGO_DATA", dir.path().c_str(), 1);
  EXPECT_EQ(defaultSetupDirectory(), (dir.path() / "setups").lexically_normal());
  ::unsetenv("STRATEGO_DATA");
  // Without it: the source tree's data/setups (the tests' binary is not beside data/).
  const fs::path found = defaultSetupDirectory();
  EXPECT_TRUE(fs::equivalent(found, shippedDirectory())) << found;
  if (old) ::setenv("STRATEGO_DATA", saved.c_str(), 1);
}

}  // namespace
}  // namespace stratego
