// One refereed game between two players. The referee holds the true state and shows each
// player only its own view. A player that fails loses and the game ends there, with the
// reason kept: an error it reports (a crashed or confused external program), a hang, an
// exception out of a built-in, an invalid setup or an illegal move. Move() without an
// error is a resignation.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/player.hpp"
#include "formats/record.hpp"

namespace stratego {

struct GameSettings {
  GameConfig config;
  ThinkLimits limits;  // for every move
  // A player that fails after thinking this long has hung and loses on time: its move's
  // limits.moveTimeMs when set, else this (setups, and moves without a time limit).
  // External clients give up on a silent program after exactly these times.
  std::int64_t replyTimeoutMs = 0;
  // Both sides' setups when the match imposes them; the players are then not asked.
  std::optional<Placement> imposedStart;
  std::array<std::uint64_t, 2> seeds{};  // each side's player's seed, by side
};

enum class FailureKind : std::uint8_t { Error, Timeout, BadSetup, IllegalMove };
std::string_view failureKindName(FailureKind kind);  // "error", "timeout", "bad-setup", "illegal-move"

struct Failure {
  Side side;
  FailureKind kind;
  std::string reason;        // what went wrong, for people
  bool duringSetup = false;  // before the first move: the record shows a stand-in setup
};

// How long a player thought, over its moves.
struct ThinkTimes {
  int moves = 0;
  double totalMs = 0, maxMs = 0;
  void add(double ms);
  void add(const ThinkTimes& other);
};

struct GameResult {
  // The start, the moves and the result; no tags. A side whose setup failed shows a
  // stand-in setup (a fixed random one), since a record needs a valid start.
  GameRecord record;
  std::vector<Failure> failures;    // the side that failed lost; both failing setups: a draw
  std::array<ThinkTimes, 2> times;  // by side
};

// Plays one game: newGame and setup for both, the moves, then gameOver for both.
GameResult playGame(const std::array<Player*, 2>& players, const GameSettings& settings);

}  // namespace stratego
