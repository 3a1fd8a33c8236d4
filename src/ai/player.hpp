// A player of a game, as the arena, the protocols and terminal play see it: built-in AI
// levels and external engines alike. A player sees the game only through its view
// (core/view.hpp), exactly as a person or an external bot does.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/config.hpp"
#include "core/placement.hpp"
#include "core/types.hpp"
#include "core/view.hpp"

namespace stratego {

// How long a player may think about one move; 0 means no limit of that kind. Built-in
// players stop at the first limit reached; a node limit alone makes them deterministic
// for a fixed seed.
struct ThinkLimits {
  std::int64_t moveTimeMs = 0;   // budget for this move
  std::int64_t nodes = 0;        // search nodes for this move
  std::int64_t remainingMs = 0;  // the player's own clock, when one runs
  std::int64_t incrementMs = 0;  // added to it after each move
  std::int64_t opponentMs = 0;   // the opponent's clock, when one runs
  friend bool operator==(const ThinkLimits&, const ThinkLimits&) = default;
};

// What the player believes one hidden enemy piece is.
struct PieceBelief {
  Square square;
  std::array<float, kRankCount> odds;  // indexed by Rank, sums to 1
};

// What a player says about its thinking (the protocol's `info` lines).
struct ThinkReport {
  int depth = 0;
  std::int64_t nodes = 0;
  std::int64_t timeMs = 0;
  int score = 0;  // from the mover's side, in pawn-like units (a Scout is about 40)
  std::vector<Move> pv;
  int samples = 0;  // full states sampled from the beliefs
  std::vector<PieceBelief> beliefs;  // hidden enemy pieces, for players that keep beliefs
};

struct Decision {
  Move move;           // Move() with no error: the player resigns
  ThinkReport report;
  std::string error;   // the player failed (crashed, hung, spoke nonsense): it loses
};

struct SetupDecision {
  Placement setup;     // the player's pieces only
  std::string error;   // as in Decision
};

class Player {
 public:
  virtual ~Player() = default;
  virtual std::string name() const = 0;
  // A new game: the configuration, the player's side and a seed for its randomness.
  virtual void newGame(const GameConfig& config, Side side, std::uint64_t seed) = 0;
  virtual SetupDecision setup() = 0;
  // The player's move in the position its view shows (view.toMove is its side).
  virtual Decision choose(const PlayerView& view, const ThinkLimits& limits) = 0;
  // Whether the player counts on winning at once when its opponent has no movable piece
  // left, before its own move, as the 2012 manager ruled: the bots of that contest cannot
  // move then. The referee then moves for it (RULES.md 5 ends the game a move later, with
  // the same winner). Default: no, the player moves as always.
  virtual bool winsOnceTheOpponentCannotMove() const { return false; }
  // The game has ended: `view` holds the outcome and every move. Default: nothing to do.
  virtual void gameOver(const PlayerView& view) { (void)view; }
};

}  // namespace stratego
