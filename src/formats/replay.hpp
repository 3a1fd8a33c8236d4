// Replaying a recorded game under chosen rule options: is every move legal, and does the
// recorded result agree with the rules? No I/O; `stratego validate` and the tests over
// the Gravon archive print what it reports.
#pragma once

#include <optional>
#include <string>

#include "core/state.hpp"
#include "formats/record.hpp"

namespace stratego {

// Two-square "auto": replay under limit 3, and under 5 if some move is illegal under 3.
inline constexpr int kAutoTwoSquare = -1;

struct ReplayOptions {
  int twoSquareLimit = 3;  // 0 = off, 1..kMaxTwoSquareLimit, or kAutoTwoSquare
  bool chasingRule = true;
  // The record's own rule options are used otherwise, with the move caps switched off:
  // human games are not capped.
};

struct IllegalMove {
  int ply = 0;  // 1 is Red's first move, 2 Blue's first, ...
  Side side = Side::Red;
  std::string move;  // "e4-e5", or "e4xe5" for an attack
  MoveError error = MoveError::kLegal;
};

struct ReplayReport {
  int twoSquareLimit = 0;                   // the limit replayed under (auto: the one chosen)
  std::optional<std::string> invalidStart;  // what validatePlacement found wrong
  std::optional<IllegalMove> illegalMove;   // the first illegal move
  // Why the recorded result disagrees with the rules ("recorded Blue wins by
  // no-legal-move, but Red still has a legal move"); only looked at when all is legal.
  std::optional<std::string> mismatch;

  bool legal() const { return !invalidStart && !illegalMove; }
  bool agrees() const { return !mismatch; }
};

// Replays the record. A record with an empty start and no moves is legal and agrees:
// nothing was played. The result agrees when:
// - flag captured: the recorded winner captured the Flag on the last move;
// - no legal move: right after the last move the recorded loser has no legal move (either
//   side may be the loser: Gravon ends the game straight after the move that leaves a side
//   without moves) and the winner has one;
// - both unable to move: neither side has a legal move after the last move;
// - anything else (resignation, agreed draw, clock, abandoned, no result): the rules had
//   not already ended the game in one of those ways.
ReplayReport replayRecord(const GameRecord& record, const ReplayOptions& options);

// What made an illegal replay illegal, for people: "ply 37 (Red) e4-e5: the two-square
// rule forbids this move" or "start position: <what validatePlacement found>". Empty
// when the replay is legal.
std::string describeIllegality(const ReplayReport& report);

}  // namespace stratego
