// `stratego match` run as a program: the JSON report, the records, bad command lines and
// a hung external engine; Card Battle matches (--variant cards) too.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cctype>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>

#include "cards/card_record.hpp"
#include "formats/record_text.hpp"
#include "support/test_support.hpp"

namespace stratego {
namespace {

namespace fs = std::filesystem;
using testing::runCommand;
using testing::strategoBinary;

// A strict reader of JSON text (RFC 8259) that only says whether the text is one valid value.
class JsonChecker {
 public:
  explicit JsonChecker(const std::string& text) : s_(text) {}
  bool valid() {
    const bool ok = value();
    space();
    return ok && i_ == s_.size();
  }

 private:
  void space() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
  }
  bool eat(char c) {
    space();
    if (i_ < s_.size() && s_[i_] == c) return ++i_, true;
    return false;
  }
  bool word(const std::string& w) {
    if (s_.compare(i_, w.size(), w) != 0) return false;
    i_ += w.size();
    return true;
  }
  bool string() {
    if (!eat('"')) return false;
    while (i_ < s_.size() && s_[i_] != '"') {
      if (static_cast<unsigned char>(s_[i_]) < 0x20) return false;
      if (s_[i_] == '\\') {
        ++i_;
        if (i_ >= s_.size() || std::string("\"\\/bfnrtu").find(s_[i_]) == std::string::npos) return false;
      }
      ++i_;
    }
    return eat('"');
  }
  bool number() {
    const std::size_t start = i_;
    if (i_ < s_.size() && s_[i_] == '-') ++i_;
    while (i_ < s_.size() && std::string("0123456789.eE+-").find(s_[i_]) != std::string::npos) ++i_;
    return i_ > start && std::isdigit(static_cast<unsigned char>(s_[i_ - 1]));
  }
  template <class Element>
  bool sequence(char close, Element element) {
    if (eat(close)) return true;
    do {
      if (!element()) return false;
    } while (eat(','));
    return eat(close);
  }
  bool value() {
    space();
    if (i_ >= s_.size()) return false;
    switch (s_[i_]) {
      case '{': ++i_; return sequence('}', [this] { return string() && eat(':') && value(); });
      case '[': ++i_; return sequence(']', [this] { return value(); });
      case '"': return string();
      case 't': return word("true");
      case 'f': return word("false");
      case 'n': return word("null");
      default: return number();
    }
  }
  const std::string& s_;
  std::size_t i_ = 0;
};

TEST(JsonChecker, TellsValidFromInvalid) {
  EXPECT_TRUE(JsonChecker(R"({"a": [1, -2.5e3, "x\"y", null, {}], "b": true})").valid());
  for (const char* bad : {"{", R"({"a" 1})", "[1,]", R"({"a":1}{)", "\"\n\"", "nul"})
    EXPECT_FALSE(JsonChecker(bad).valid()) << bad;
}

class MatchCommand : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("stratego-match-test-" + std::to_string(::getpid()) + "-" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // `stratego match ARGS` in the test's directory; standard error is kept apart.
  testing::CommandRun match(const std::string& args, bool withStderr = false) {
    return runCommand("cd " + dir_.string() + " && " + strategoBinary() + " match " + args +
                      (withStderr ? " 2>&1" : " 2>/dev/null"));
  }

  fs::path dir_;
};

TEST_F(MatchCommand, JsonReportIsOneObjectWithTheKeys) {
  const auto run = match("random random --games 4 --variant barrage --json --records none --seed 3");
  ASSERT_EQ(run.status, 0) << run.output;
  EXPECT_TRUE(JsonChecker(run.output).valid()) << run.output;
  for (const char* key :
       {"\"games\":4", "\"wins\":", "\"draws\":", "\"losses\":", "\"score\":", "\"elo\":", "\"elo_low\":",
        "\"elo_high\":", "\"los\":", "\"reasons\":{", "\"failures\":[]", "\"failure_counts\":{", "\"records\":null"})
    EXPECT_NE(run.output.find(key), std::string::npos) << key << " in " << run.output;
  // Everything but the think times is the same for the same seed.
  const std::string again = match("random random --games 4 --variant barrage --json --records none --seed 3").output;
  EXPECT_EQ(again.substr(0, again.find("\"think_ms\"")), run.output.substr(0, run.output.find("\"think_ms\"")));
}

TEST_F(MatchCommand, TextReportAndRecords) {
  const auto run = match("random random --games 3 --variant duel --records recs", true);
  ASSERT_EQ(run.status, 0) << run.output;
  for (const char* line : {"3/3  +", "games 3 of 3: A +", "Elo difference ", "LOS ", "failures: none", "records: recs"})
    EXPECT_NE(run.output.find(line), std::string::npos) << line << " in " << run.output;
  for (int game = 1; game <= 3; ++game) {
    const std::string text = testing::readFile(dir_ / "recs" / ("game-" + std::to_string(game) + ".sgr"));
    auto record = parseRecord(text);
    ASSERT_TRUE(record) << record.error();
    EXPECT_EQ(record->config.variant, Variant::Duel);
    EXPECT_TRUE(record->result.over());
  }
}

TEST_F(MatchCommand, HumanSetupsAreSharedByAPairOfGames) {
  const auto run = match("random random --games 2 --variant barrage10 --setups human --records recs");
  ASSERT_EQ(run.status, 0) << run.output;
  auto first = parseRecord(testing::readFile(dir_ / "recs" / "game-1.sgr"));
  auto second = parseRecord(testing::readFile(dir_ / "recs" / "game-2.sgr"));
  ASSERT_TRUE(first && second);
  EXPECT_EQ(first->start, second->start);
}

TEST_F(MatchCommand, BadArgumentsExit2WithAMessage) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"random nosuch", "unknown player 'nosuch'"},
      {"random", "B is required"},
      {"random random --games 0", "--games"},
      {"random random --sprt 5,0", "--sprt takes ELO0,ELO1"},
      {"random random --sprt five", "--sprt takes ELO0,ELO1"},
      {"random random --two-square 9", "--two-square takes off or a limit 1..8"},
      {"random random --tc -1", "--tc"},
      {"random random --variant chess", "--variant"},
      {"random engine: --records none", "the command to run is missing"},
      {"random 'engine:./bot' --setups random", "--setups random needs built-in players"},
      {"'pc2012:./bot' random --variant duel", "2012 bots play classic only"},
  };
  for (const auto& [args, message] : cases) {
    const auto run = match(args + " --games 2", true);
    EXPECT_EQ(run.status, 2) << args << "\n" << run.output;
    EXPECT_NE(run.output.find(message), std::string::npos) << args << "\n" << run.output;
  }
  EXPECT_FALSE(fs::exists(dir_ / "match-records")) << "a bad command line leaves nothing behind";
}

TEST_F(MatchCommand, CardMatchJsonReport) {
  const auto run = match("greedy random --variant cards --games 20 --json --records none --concurrency 2");
  ASSERT_EQ(run.status, 0) << run.output;
  EXPECT_TRUE(JsonChecker(run.output).valid()) << run.output;
  for (const char* key : {"\"games\":20", "\"variant\":\"cards\"", "\"deck\":\"standard\"", "\"elo\":",
                          "\"los\":", "\"failures\":[]"})
    EXPECT_NE(run.output.find(key), std::string::npos) << key << " in " << run.output;
  auto count = [&](const std::string& key) {
    const std::size_t at = run.output.find("\"" + key + "\":");
    return at == std::string::npos ? -1000 : std::stoi(run.output.substr(at + key.size() + 3));
  };
  EXPECT_EQ(count("wins") + count("draws") + count("losses"), 20) << run.output;
}

TEST_F(MatchCommand, CardMatchTextReportAndRecords) {
  const auto run = match("random greedy --variant cards --deck us --games 3 --records recs", true);
  ASSERT_EQ(run.status, 0) << run.output;
  for (const char* line : {"3/3  +", "A = random, B = greedy; cards, deck us", "games 3 of 3: A +", "Elo difference ",
                           "LOS ", "failures: none", "records: recs"})
    EXPECT_NE(run.output.find(line), std::string::npos) << line << " in " << run.output;
  for (int game = 1; game <= 3; ++game) {
    auto record = cards::readCardRecord(testing::readFile(dir_ / "recs" / ("game-" + std::to_string(game) + ".sgc")));
    ASSERT_TRUE(record) << record.error();
    EXPECT_EQ(record->deckName, "us");
    EXPECT_EQ(record->names[game % 2 == 1 ? 0 : 1], "random") << "A plays Red in odd-numbered games";
  }
}

TEST_F(MatchCommand, CardMatchBadArgumentsExit2WithAMessage) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"random 'engine:./bot' --variant cards", "built-in card players only"},
      {"'pc2012:./bot' random --variant cards", "built-in card players only"},
      {"random nosuch --variant cards", "unknown card player 'nosuch'"},
      {"random greedy --variant cards --deck poker", "--deck takes standard or us"},
      {"random greedy --deck us", "--deck is for --variant cards only"},
      {"random greedy --variant cards --tc 1", "--tc is for board variants"},
      {"random greedy --variant cards --nodes 5", "--nodes is for board variants"},
      {"random greedy --variant cards --setups random", "--setups is for board variants"},
      {"random greedy --variant cards --two-square 3", "--two-square is for board variants"},
      {"random greedy --variant cards --chasing off", "--chasing is for board variants"},
      {"random greedy --variant cards --engine-timeout 2", "--engine-timeout is for board variants"},
      {"random greedy --variant cards --sprt 5,0", "--sprt takes ELO0,ELO1"},
  };
  for (const auto& [args, message] : cases) {
    const auto run = match(args + " --games 2", true);
    EXPECT_EQ(run.status, 2) << args << "\n" << run.output;
    EXPECT_NE(run.output.find(message), std::string::npos) << args << "\n" << run.output;
  }
  EXPECT_FALSE(fs::exists(dir_ / "match-records")) << "a bad command line leaves nothing behind";
}

TEST_F(MatchCommand, AHungEngineLosesOnTimeAndTheMatchGoesOn) {
  std::ofstream(dir_ / "hang.sh") << "#!/bin/sh\nsleep 30\n";
  fs::permissions(dir_ / "hang.sh", fs::perms::owner_all);
  const auto start = std::chrono::steady_clock::now();
  const auto run = match("random engine:./hang.sh --games 2 --tc 0.1 --engine-timeout 0.5 --json --records none");
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ASSERT_EQ(run.status, 0) << run.output;
  EXPECT_TRUE(JsonChecker(run.output).valid()) << run.output;
  EXPECT_NE(run.output.find("\"wins\":2"), std::string::npos) << run.output;
  EXPECT_NE(run.output.find("\"timeout\":2"), std::string::npos) << run.output;
  EXPECT_NE(run.output.find("\"kind\":\"timeout\""), std::string::npos) << run.output;
  EXPECT_LT(seconds, 15) << "the hung engine is given up on, not waited for";
}

}  // namespace
}  // namespace stratego
