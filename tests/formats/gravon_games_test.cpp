// The Gravon archive in ../shared (gamedata/gravon): every classic, barrage, classicfree and
// duell game replays legally under the two-square limit of its period, its result agrees
// with the rules (but for one known Gravon scoring quirk), our chasing rule forbids
// exactly the moves listed in gravon_chasing_expectations.txt, and every file exports back
// to the same bytes. Failures are collected so one run lists every game at fault.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "formats/gravon.hpp"
#include "formats/replay.hpp"
#include "formats/text_util.hpp"
#include "support/test_support.hpp"

namespace stratego {
namespace {

namespace fs = std::filesystem;

struct ArchiveGame {
  std::string name;  // relative to gravon/: "classic/classic-2014.10-2587.xml"
  std::string xml;
  int twoSquareLimit = 3;  // index.csv: two_square_limit_inferred
  bool scoringQuirk = false;  // index.csv: check GRAVON_QUIRK_...: the result must disagree
};

std::string readFile(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

struct IndexRow {
  int twoSquareLimit = 0;
  bool scoringQuirk = false;
};

std::map<std::string, IndexRow> readIndex(const fs::path& gravon) {
  std::map<std::string, IndexRow> rows;
  std::ifstream in(gravon / "index.csv");
  std::string line;
  std::getline(in, line);  // file,variant,source_zip,period,n_moves,result_type,result,winner,check,...
  while (std::getline(in, line)) {
    const auto cells = split(line, ',');
    if (cells.size() != 11) continue;
    rows[std::string(cells[0])] = {parseNumber(cells[10], 9).value_or(0), cells[8].starts_with("GRAVON_QUIRK")};
  }
  return rows;
}

// Every game of the folders a classic rules engine can replay (not ultimate lightning).
std::vector<ArchiveGame> readArchive(const fs::path& gravon) {
  const std::map<std::string, IndexRow> index = readIndex(gravon);
  std::vector<ArchiveGame> games;
  for (const char* folder : {"classic", "barrage", "classicfree", "duell"})
    for (const auto& entry : fs::directory_iterator(gravon / folder)) {
      if (entry.path().extension() != ".xml") continue;
      ArchiveGame game;
      game.name = std::string(folder) + "/" + entry.path().filename().string();
      game.xml = readFile(entry.path());
      const auto row = index.find(game.name);
      game.twoSquareLimit = row == index.end() ? 0 : row->second.twoSquareLimit;
      game.scoringQuirk = row != index.end() && row->second.scoringQuirk;
      games.push_back(std::move(game));
    }
  std::sort(games.begin(), games.end(), [](const auto& a, const auto& b) { return a.name < b.name; });
  return games;
}

// Problems found over the archive, reported in one message.
class Failures {
 public:
  void add(const std::string& game, const std::string& what) { lines_.push_back(game + ": " + what); }
  bool empty() const { return lines_.empty(); }
  std::string summary() const {
    constexpr std::size_t kShown = 60;
    std::string text = std::to_string(lines_.size()) + " games at fault:\n";
    for (std::size_t i = 0; i < lines_.size() && i < kShown; ++i) text += "  " + lines_[i] + "\n";
    if (lines_.size() > kShown) text += "  ... and " + std::to_string(lines_.size() - kShown) + " more\n";
    return text;
  }

 private:
  std::vector<std::string> lines_;
};

// Where RULES.md 4.1 and Gravon disagree: our two-square rule counts the borders a Scout
// crosses, so after a4-j4, j4-i4, i4-j4 the j4|i4 border has been crossed three times and
// j4-a4 is forbidden; Gravon allowed it (it seems to count moves between the same two
// squares only). Such a game must stay illegal exactly there, so that a change of either
// rule shows up here.
const std::map<std::string, std::string> kScoutTwoSquareDifferences = {
    {"classicfree/classicfree-2015.1-2457.xml", "ply 17 (Red) j4-a4: the two-square rule forbids this move"},
};

// Imports and replays a game, and checks what the replay must show whatever the chasing
// rule: a known difference stays as it is, a legal game agrees with its recorded result.
// Returns the replay for the caller to check its legality, unless that is settled here.
std::optional<ReplayReport> replayChecked(const ArchiveGame& game, bool chasingRule, Failures& failures) {
  if (game.twoSquareLimit == 0) {
    failures.add(game.name, "not listed in index.csv");
    return std::nullopt;
  }
  const Parsed<GameRecord> record = importGravon(game.xml);
  if (!record) {
    failures.add(game.name, "import failed: " + record.error());
    return std::nullopt;
  }
  ReplayReport report = replayRecord(*record, {game.twoSquareLimit, chasingRule});
  if (const auto known = kScoutTwoSquareDifferences.find(game.name); known != kScoutTwoSquareDifferences.end()) {
    if (describeIllegality(report) != known->second)
      failures.add(game.name, "expected " + known->second + ", got " + describeIllegality(report));
    return std::nullopt;
  }
  if (report.legal() && report.agrees() == game.scoringQuirk)
    failures.add(game.name, game.scoringQuirk ? "the Gravon scoring quirk should disagree with the rules, but agrees"
                                              : *report.mismatch);
  return report;
}

TEST(GravonGames, EveryGameIsLegalAndItsResultAgreesWithChasingOff) {
  STRATEGO_REQUIRE_SHARED(gravon, "gamedata/gravon");
  const std::vector<ArchiveGame> games = readArchive(gravon);
  ASSERT_EQ(games.size(), 2899u);
  Failures failures;
  for (const ArchiveGame& game : games) {
    const auto report = replayChecked(game, false, failures);
    if (report && !report->legal()) failures.add(game.name, describeIllegality(*report));
  }
  EXPECT_TRUE(failures.empty()) << failures.summary();
}

// One game the chasing rule is expected to stop: "classic/x.xml 57 e4-e5".
using ChaseStop = std::string;

std::set<ChaseStop> readChasingExpectations(Failures& failures) {
  const fs::path file = fs::path(__FILE__).parent_path() / "gravon_chasing_expectations.txt";
  std::ifstream in(file);
  EXPECT_TRUE(in) << "cannot read " << file;
  std::set<ChaseStop> stops;
  std::string line;
  while (std::getline(in, line)) {
    if (trim(line).empty() || line.starts_with("#")) continue;
    const auto words = split(trim(line), ' ');
    if (words.size() < 4) {
      failures.add(line, "expected: file, ply, move and a reason");
      continue;
    }
    stops.insert(std::string(words[0]) + " " + std::string(words[1]) + " " + std::string(words[2]));
  }
  return stops;
}

TEST(GravonGames, TheChasingRuleStopsExactlyTheExpectedGames) {
  STRATEGO_REQUIRE_SHARED(gravon, "gamedata/gravon");
  Failures failures;
  const std::set<ChaseStop> expected = readChasingExpectations(failures);
  std::set<ChaseStop> stopped;
  for (const ArchiveGame& game : readArchive(gravon)) {
    const auto report = replayChecked(game, true, failures);
    if (!report || report->legal()) continue;
    const auto& bad = report->illegalMove;
    if (!bad || bad->error != MoveError::kChasingRule)
      failures.add(game.name, describeIllegality(*report));
    else
      stopped.insert(game.name + " " + std::to_string(bad->ply) + " " + bad->move);
  }
  for (const ChaseStop& stop : expected)
    if (!stopped.contains(stop)) failures.add(stop, "listed, but our chasing rule does not stop it there");
  for (const ChaseStop& stop : stopped)
    if (!expected.contains(stop)) failures.add(stop, "stopped by our chasing rule, but not listed");
  EXPECT_TRUE(failures.empty()) << failures.summary();
}

TEST(GravonGames, EveryGameExportsBackToTheSameBytes) {
  STRATEGO_REQUIRE_SHARED(gravon, "gamedata/gravon");
  Failures failures;
  for (const ArchiveGame& game : readArchive(gravon)) {
    const Parsed<GameRecord> record = importGravon(game.xml);
    if (!record) {
      failures.add(game.name, "import failed: " + record.error());
      continue;
    }
    const Parsed<std::string> xml = exportGravon(*record);
    if (!xml) {
      failures.add(game.name, "export failed: " + xml.error());
      continue;
    }
    const auto differ = std::mismatch(xml->begin(), xml->end(), game.xml.begin(), game.xml.end());
    if (differ.first != xml->end() || differ.second != game.xml.end())
      failures.add(game.name, "export differs from byte " + std::to_string(differ.first - xml->begin()));
  }
  EXPECT_TRUE(failures.empty()) << failures.summary();
}

}  // namespace
}  // namespace stratego
