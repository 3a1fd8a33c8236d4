// A scripted person at Card Battle's prompts (cli/play_cards), for the tests that drive
// the loop through streams or the binary: the first five dealt cards to the front, then
// the first legal attack (or the first legal action) from the `actions` listing.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "support/test_support.hpp"

namespace stratego::testing {

// The actions of the last "Legal actions (N): attack a b, spy c" line in `output`.
inline std::vector<std::string> listedActions(const std::string& output) {
  const std::size_t line = output.rfind("Legal actions (");
  std::vector<std::string> actions;
  if (line == std::string::npos) return actions;
  const std::size_t colon = output.find("): ", line);
  std::istringstream in(output.substr(colon + 3, output.find('\n', colon) - colon - 3));
  for (std::string action; std::getline(in, action, ',');) actions.push_back(action.substr(action.front() == ' '));
  return actions;
}

inline bool endsWithPrompt(const std::string& output, const std::string& phase) {
  return endsWith(output, " " + phase + "> ");
}

// The answer to the output since the last answer: "" at a pass-the-keyboard screen,
// `arrange` after a deal, else `actions` first and then the action picked from its list.
inline std::string answerCardPrompt(const std::string& fresh) {
  if (endsWith(fresh, "is looking\n")) return "";
  if (endsWithPrompt(fresh, "arrange")) return "arrange";
  const std::vector<std::string> listed = listedActions(fresh);
  if (listed.empty()) return "actions";
  for (const std::string& action : listed)
    if (action.rfind("attack", 0) == 0) return action;
  return listed.front();
}

}  // namespace stratego::testing
