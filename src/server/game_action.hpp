// One thing a seat did in a game, as the server applies and stores it: the speaker's seat,
// what it did, its text (a setup, a move, a card action) and the time it thought, measured by the server.
// Stored as JSON, one row per action; replaying the rows rebuilds the game exactly.
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "core/types.hpp"
#include "formats/parse_result.hpp"

namespace stratego::server {

enum class ActionKind : std::uint8_t {
  Setup,    // text: the seat's setup; declares it ready
  Move,     // text: the move in our notation; elapsedMs: its thinking time
  Resign,
  Draw,     // answer: "" offers, "accept", "decline"
  Adjourn,  // answer as for Draw; against the computer the person alone pauses
  Resume,   // both people (or the person against the computer) ask to go on
  FlagFall, // the server's clock: the seat to move ran out `elapsedMs` into its thinking
  Card,     // text: a Card Battle action in card notation; elapsedMs: its thinking time
};

struct GameAction {
  Side seat = Side::Red;
  ActionKind kind = ActionKind::Move;
  std::string text;
  std::string answer;
  std::int64_t elapsedMs = 0;
  friend bool operator==(const GameAction&, const GameAction&) = default;
};

nlohmann::json actionJson(const GameAction& action);
Parsed<GameAction> parseActionJson(const nlohmann::json& json);

}  // namespace stratego::server
