// What a match prints: a progress line after each game, and the end report as text for
// people or as one JSON object for programs.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "arena/match.hpp"

namespace stratego {

// "12/100  +5 =3 -4  score 0.542  Elo +29.3": the games so far from A's side.
std::string progressLine(const MatchTally& tally);

// W/D/L, score, Elo with its 95% interval, LOS, the SPRT when asked, how games ended,
// think times and every failure with its reason. `records` is where the records went.
std::string textReport(const MatchSettings& settings, const MatchTally& tally,
                       const std::optional<std::filesystem::path>& records);

// The same as one JSON object (docs in the function's comment in report.cpp).
std::string jsonReport(const MatchSettings& settings, const MatchTally& tally,
                       const std::optional<std::filesystem::path>& records);

}  // namespace stratego
