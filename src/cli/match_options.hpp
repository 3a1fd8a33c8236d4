// The command line of `stratego match` and what its board half (match.cpp) and its Card
// Battle half (match_cards.cpp) share: the SPRT, the records directory, the progress line
// and the report.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "arena/report.hpp"
#include "formats/parse_result.hpp"
#include "formats/rules_text.hpp"

namespace stratego::cli {

struct MatchOptions {
  std::array<std::string, 2> players;
  int games = 100;
  std::string variant = "classic";
  std::array<std::string, kRuleOptionTexts.size()> rules;  // by kRuleOptionTexts; empty: the preset's
  double tc = 0;
  std::int64_t nodes = 0;
  std::string setups = "players";
  std::string deck;  // cards only; empty: the standard deck
  std::uint64_t seed = 1;
  int concurrency = 1;
  bool json = false;
  std::string sprt;
  double alpha = 0.05, beta = 0.05;
  std::string records;
  double engineTimeout = 10;
  std::vector<std::string> boardOnlyGiven;  // the board-only options on the command line, "--tc"
};

// Prints "stratego match: MESSAGE" on standard error; 2, the exit status of a bad command line.
int badCommandLine(const std::string& message);

// The SPRT when --sprt asks for one.
Parsed<std::optional<SprtSettings>> sprtFrom(const MatchOptions& opts);

// Where the records go (nothing for `--records none`), created; an error when it cannot be.
Parsed<std::optional<std::filesystem::path>> recordsFrom(const MatchOptions& opts);

// What a match prints as it goes: the progress line on standard error after each game (on
// a terminal rewritten in place, in a log one line per game), then the report on standard
// output.
class MatchPrinter {
 public:
  explicit MatchPrinter(const MatchOptions& opts) : opts_(opts) {}
  // After each game; `recordProblem` when its record could not be written.
  void game(const MatchTally& sofar, const std::optional<std::string>& recordProblem) const;
  void report(const MatchDescription& match, const MatchTally& tally,
              const std::optional<std::filesystem::path>& records) const;

 private:
  const MatchOptions& opts_;
  bool terminal_ = isTerminal();
  static bool isTerminal();
};

// `stratego match --variant cards`: the options checked, the match played and reported.
int runCardMatchCommand(const MatchOptions& opts);

}  // namespace stratego::cli
