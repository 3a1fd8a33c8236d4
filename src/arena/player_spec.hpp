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
#include "ai/series_seat.hpp"
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

// A fresh player for one game (of a series, for built-ins that remember from game to
// game). External players start their program on the way.
std::unique_ptr<Player> makePlayer(const PlayerSpec& spec, const ExternalOptions& options, SeriesSeat seat = {});

// A player of a match: its name, how to make a fresh instance for game number N, and the
// memory its instances share (built-in players' recall of the opponent's setups; null for
// programs, which keep their own counsel).
struct MatchPlayer {
  std::string name;                                  // as named on the command line
  std::function<std::unique_ptr<Player>(int)> make;  // called from several threads at once
  std::shared_ptr<SetupMemory> memory;
};
MatchPlayer matchPlayer(const PlayerSpec& spec, const ExternalOptions& options);

}  // namespace stratego
