// The short menu of `stratego play`: see cli/play_menu.hpp.
#include "cli/play_menu.hpp"

#include <cctype>
#include <istream>
#include <ostream>
#include <sstream>
#include <vector>

namespace stratego::cli {
namespace {

std::string trimmedLower(const std::string& line) {
  const std::size_t begin = line.find_first_not_of(" \t\r");
  if (begin == std::string::npos) return "";
  const std::size_t end = line.find_last_not_of(" \t\r");
  std::string s = line.substr(begin, end - begin + 1);
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// One question: `value` holds the default and receives the answer. `valid` checks an
// answer (empty = none of `choices`), `expected` says what is wanted.
bool ask(std::istream& in, std::ostream& out, const std::string& question, const std::vector<std::string>& choices,
         std::string& value, bool (*valid)(const std::string&), const std::string& expected) {
  const std::string shown = value.empty() ? "none" : value;
  for (;;) {
    out << question << " [" << shown << "]: " << std::flush;
    std::string line;
    if (!std::getline(in, line)) {
      out << "\n";
      return false;
    }
    const std::string answer = trimmedLower(line);
    if (answer.empty()) return true;
    bool ok = false;
    for (const std::string& c : choices) ok = ok || answer == c;
    if (!ok && valid != nullptr) ok = valid(answer);
    if (ok) {
      value = answer == "none" && valid != nullptr ? std::string() : answer;
      return true;
    }
    out << "Error: '" << answer << "' is not " << expected << "; please answer again (Enter keeps " << shown
        << ")\n";
  }
}

bool validClock(const std::string& text) { return parseClock(text).has_value(); }

}  // namespace

std::vector<std::string> computerLevels() {
  std::vector<std::string> levels = {"random", "greedy"};
  for (int level = 1; level <= kStrongLevels; ++level) levels.push_back(std::to_string(level));
  return levels;
}

std::string levelPlayer(const std::string& level) {
  return level == "random" || level == "greedy" ? level : "strong:" + level;
}

bool askPlayMenu(std::istream& in, std::ostream& out, MenuChoices& c) {
  out << "New game (press Enter to keep the answer in brackets)\n";
  if (!ask(in, out, "Variant: classic, duel, barrage, duel10, barrage10, cards (Card Battle)",
           {"classic", "duel", "barrage", "duel10", "barrage10", "cards"}, c.variant, nullptr,
           "a variant (classic, duel, barrage, duel10, barrage10 or cards)"))
    return false;
  if (!ask(in, out, "Opponent: computer or human", {"computer", "human"}, c.vs, nullptr, "computer or human"))
    return false;
  if (c.vs == "computer" &&
      !ask(in, out, "Your colour: red, blue or random", {"red", "blue", "random"}, c.color, nullptr, "red, blue or random"))
    return false;
  const std::string top = std::to_string(kStrongLevels);
  const std::string levels = "random, greedy or 1-" + top;
  if (c.vs == "computer" && !ask(in, out, "Computer level: " + levels + " (" + top + " is the strongest)",
                                 computerLevels(), c.level, nullptr, levels))
    return false;
  if (c.variant == "cards")  // the card game has none of the board's rule options or a clock
    return ask(in, out, "Deck: standard (23 cards) or us (the US edition)", {"standard", "us"}, c.deck, nullptr,
               "standard or us");
  if (!ask(in, out, "Two-square limit: 3, 5 or off", {"3", "5", "off"}, c.twoSquare, nullptr, "3, 5 or off"))
    return false;
  if (!ask(in, out, "Chasing rule: on or off", {"on", "off"}, c.chasing, nullptr, "on or off")) return false;
  if (!ask(in, out, "Scout strike: on or off", {"on", "off"}, c.scoutStrike, nullptr, "on or off")) return false;
  if (!ask(in, out, "Clock: none or M+S (minutes each plus seconds a move, e.g. 10+5)", {"none"}, c.clock, validClock,
           "none or minutes+seconds such as 10+5"))
    return false;
  return true;
}

}  // namespace stratego::cli
