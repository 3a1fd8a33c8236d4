// An engine's picture of a game it plays through a protocol: it knows its own setup, the
// squares of the enemy pieces, and every move with the ranks its battles showed, never
// the hidden enemy ranks. From those it keeps the exact PlayerView a referee holding the
// true state would make (core/view.hpp), so that any Player can answer.
//
// How: the game is replayed from the start with a stand-in rank for each enemy piece
// whose rank has not been shown (a Scout when it has moved, else a Bomb); a rank shown in
// a battle replaces the stand-in from the start. Stand-ins never decide a battle (battles
// reveal both ranks first), so the replay, the rule state and the view are exact.
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

class ViewTracker {
 public:
  // `mine` holds the viewer's pieces; `enemySquares` the squares of the enemy's pieces.
  ViewTracker(const GameConfig& config, Side viewer, const Placement& mine,
              const std::vector<Square>& enemySquares);

  // Plays a move of the side to move. Returns a message, and changes nothing, when the
  // move cannot have been played: no piece of the side to move on its origin, not a legal
  // move, ranks given for a move that is no attack or missing for one, a shown rank that
  // contradicts an earlier one or the viewer's own piece.
  std::optional<std::string> apply(const SeenMove& seen);

  const PlayerView& view() const { return view_; }
  const GameState& state() const { return state_; }  // the stand-in replay (tests, rendering)

 private:
  GameConfig config_;
  Side viewer_;
  Placement start_;             // the viewer's pieces and the enemy's stand-ins
  std::vector<SeenMove> moves_;
  GameState state_;
  PlayerView view_;
};

}  // namespace stratego
