// What a match prints: a progress line after each game, and the end report as text for
// people or as one JSON object for programs.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include "arena/match.hpp"

namespace stratego {

// What the report says about a match besides its games: board and card matches alike.
struct MatchDescription {
  std::array<std::string, 2> names;  // A's and B's, as named on the command line
  std::string variant;               // "classic", ..., "cards"
  std::string rules;                 // for people: "classic, two-square 3, chasing on"
  std::optional<std::string> deck;   // Card Battle's deck
  std::uint64_t seed = 1;
  std::optional<SprtSettings> sprt;
};
MatchDescription describeMatch(const MatchSettings& settings);

// "12/100  +5 =3 -4  score 0.542  Elo +29.3": the games so far from A's side.
std::string progressLine(const MatchTally& tally);

// W/D/L, score, Elo with its 95% interval, LOS, the SPRT when asked, how games ended,
// think times and every failure with its reason. `records` is where the records went.
std::string textReport(const MatchDescription& match, const MatchTally& tally,
                       const std::optional<std::filesystem::path>& records);

// The same as one JSON object (docs in the function's comment in report.cpp).
std::string jsonReport(const MatchDescription& match, const MatchTally& tally,
                       const std::optional<std::filesystem::path>& records);

}  // namespace stratego
