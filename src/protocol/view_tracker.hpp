// An engine's picture of a game it plays through a protocol: it knows its own setup, the
// squares of the enemy pieces, and every move with the ranks its battles showed, never
// the hidden enemy ranks. From those it keeps the exact PlayerView a referee holding the
// true state would make (core/view.hpp), so that any Player can answer.
//
// How: the game is replayed from the start with a stand-in rank for each enemy piece
// whose rank has not been shown (a Scout when it has moved, else a Bomb); a rank shown in
// a battle replaces the stand-in from the start. Stand-ins never decide a battle (battles
// reveal both ranks first), so the replay, the rule state and the view are exact. A
// stand-in Bomb that moves becomes a Scout stand-in, and a shown rank replaces a
// stand-in: either changes the start, so the game is then replayed from it.
//
// Two things the viewer cannot judge are left to the referee: the chasing rule compares
// whole boards, hidden ranks included, so a move it alone forbids is accepted; and
// whether a side is left without a legal move depends on hidden ranks, so such an end
// (and any end outside the board) arrives through setOutcome().
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/config.hpp"
#include "core/placement.hpp"
#include "core/state.hpp"
#include "core/view.hpp"

namespace stratego {

struct SeenMove {
  Move move;
  std::optional<Rank> attackerRank;  // both set for an attack, both empty otherwise
  std::optional<Rank> defenderRank;
};

// Why `enemySquares` cannot be where the enemy stands at the start (a square off the
// board or outside the enemy's setup zone, twice, under an own piece, or not the army's
// number of pieces), or nothing when they can.
std::optional<std::string> checkEnemySquares(const GameConfig& config, Side viewer, const Placement& mine,
                                             const std::vector<Square>& enemySquares);

class ViewTracker {
 public:
  // `mine` holds the viewer's pieces; `enemySquares` the squares of the enemy's pieces,
  // which must pass checkEnemySquares.
  ViewTracker(const GameConfig& config, Side viewer, const Placement& mine,
              const std::vector<Square>& enemySquares);

  // Plays a move of the side to move. Returns a message, and changes nothing, when the
  // move cannot have been played: no piece of the side to move on its origin, not a legal
  // move, ranks given for a move that is no attack or missing for one, a shown rank that
  // contradicts an earlier one, the viewer's own piece, the way the piece has moved (a
  // Bomb that moved, a Major that moved like a Scout) or the army (a second Marshal).
  std::optional<std::string> apply(const SeenMove& seen);

  // The end the referee announced (no legal move, resignation, time, ...).
  void setOutcome(const Outcome& outcome);

  const PlayerView& view() const { return view_; }
  const GameState& state() const { return state_; }  // the stand-in replay (tests, rendering)

 private:
  // The game replayed from `start` with the moves seen so far; nothing when a move no
  // longer fits (cannot happen after apply()'s checks, kept as a guard).
  std::optional<GameState> replay(const Placement& start) const;
  // Puts a rank a battle showed into `start`, or says why it cannot be that rank.
  std::optional<std::string> showRank(Placement& start, PieceId id, Rank shown) const;

  GameConfig config_;
  Side viewer_;
  Placement start_;             // the viewer's pieces and the enemy's stand-ins
  std::vector<SeenMove> moves_;
  GameState state_;
  PlayerView view_;
};

}  // namespace stratego
