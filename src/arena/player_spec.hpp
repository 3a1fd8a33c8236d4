// The players a match is between, named on the command line:
//   random, greedy, strong, strong:LEVEL   built-in players (ai/builtin_players)
//   engine:COMMAND                         an engine speaking our protocol
//   pc2012:COMMAND                         a bot speaking the 2012 protocol (classic only)
// COMMAND runs through /bin/sh, so it may carry arguments.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "ai/player.hpp"
#include "formats/parse_result.hpp"
#include "protocol/external_player.hpp"

namespace stratego {

struct PlayerSpec {
  enum class Kind { Builtin, Engine, Pc2012 };
  Kind kind = Kind::Builtin;
  std::string text;      // as given, for reports and records
  std::string argument;  // the built-in's name, or the command

  bool external() const { return kind != Kind::Builtin; }
};

// Checks the spec: a built-in must be known, a command must not be empty.
Parsed<PlayerSpec> parsePlayerSpec(std::string_view text);

// A fresh player for one game. External players start their program on the way.
std::unique_ptr<Player> makePlayer(const PlayerSpec& spec, const ExternalOptions& options);

// A player of a match: its name and how to make a fresh instance for each game.
struct MatchPlayer {
  std::string name;                               // as named on the command line
  std::function<std::unique_ptr<Player>()> make;  // called from several threads at once
};
MatchPlayer matchPlayer(const PlayerSpec& spec, const ExternalOptions& options);

}  // namespace stratego
