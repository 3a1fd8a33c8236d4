// The words position strings and records share for the game's configuration and result
// (docs/FORMATS.md): variant names, rule option values, winners and end reasons.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "core/config.hpp"
#include "core/outcome.hpp"
#include "formats/parse_result.hpp"

namespace stratego {

// Plies and move caps are written as decimal numbers up to this, far beyond any game.
constexpr int kMaxPlies = 1'000'000'000;

// A preset name, except that the free variant names its board: "free" is 10x10 and
// "free8" is 8x8 (like duel10 names the 10x10 duel).
std::string variantText(const GameConfig& config);
// The preset's configuration with default rule options.
Parsed<GameConfig> parseVariantText(std::string_view text);

// One rule option as text: its key in a position string ("two-square=3") and its tag in
// a record ([TwoSquare "3"]) share the value syntax.
struct RuleOptionText {
  std::string_view key;
  std::string_view tag;
  std::string_view expected;  // the values it takes, for error messages
  std::string (*format)(const RuleOptions&);
  bool (*parse)(std::string_view value, RuleOptions& into);  // false: not a valid value
};
// two-square, chasing, scout-strike, ply-cap, no-battle-cap, in the order they are written.
extern const std::array<RuleOptionText, 5> kRuleOptionTexts;

// "red", "blue", "draw"; "*" for a game that goes on.
std::string_view winnerText(Winner winner);
std::optional<Winner> parseWinnerText(std::string_view text);

}  // namespace stratego
