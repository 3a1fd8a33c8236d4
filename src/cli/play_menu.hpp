// The short menu of `stratego play` (issue 3): asked when the game is started with no
// option flags from a terminal, one question a line, Enter keeping the default.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "ai/builtin_players.hpp"
#include "core/clock.hpp"
#include "formats/clock_text.hpp"

namespace stratego::cli {

// What the menu asks, as the flag values of `stratego play` would give it; the defaults
// are those of the flags.
struct MenuChoices {
  std::string variant = "classic";
  std::string vs = "computer";
  std::string color = "red";  // asked only against the computer
  std::string level = std::to_string(kDefaultStrongLevel);  // the same
  std::string twoSquare = "3";
  std::string chasing = "on";
  std::string scoutStrike = "on";
  std::string clock;  // empty: no clock
  std::string deck = "standard";  // Card Battle only; it is asked none of the board's options
};

// Asks the questions on `out`, reading answers from `in`; a bad answer is asked again with
// a message. False when the input ended before the last answer.
bool askPlayMenu(std::istream& in, std::ostream& out, MenuChoices& choices);

// The computer's levels as --level and the menu take them: random, greedy, then the strong
// levels by number; and the built-in player (ai/builtin_players) a level names.
std::vector<std::string> computerLevels();
std::string levelPlayer(const std::string& level);

}  // namespace stratego::cli
