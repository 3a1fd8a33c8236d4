// A game record: everything needed to replay a game exactly. Both our text record
// (formats/record_text) and Gravon XML (formats/gravon) read into and write from it.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/config.hpp"
#include "core/outcome.hpp"
#include "core/placement.hpp"
#include "core/types.hpp"

namespace stratego {

struct GameRecord {
  GameConfig config;
  Placement start;                 // both sides' pieces at the start
  std::vector<Move> moves;         // in order, Red first
  Outcome result;                  // as recorded (may disagree with the rules)
  // Free-form tags in order (Event, Site, Date, Red, Blue, ...), written back unchanged.
  std::vector<std::pair<std::string, std::string>> tags;
  friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

}  // namespace stratego
