// How likely the enemy can take the viewer's Flag with its very next move, after one of
// the viewer's moves, read from the beliefs rather than from sampled states: a danger of
// a few percent is a large expected loss, yet a handful of samples easily misses it (the
// one unknown piece in line with the Flag is a Scout in few of them).
#pragma once

#include "ai/beliefs.hpp"
#include "core/state.hpp"
#include "core/view.hpp"

namespace stratego {

// `position` holds the viewer's pieces with their true ranks and the enemy's where it
// stands (hidden ranks may be stand-ins), the viewer to move; `move` is legal in it. An
// enemy piece next to the Flag takes it unless it is a Bomb (or Flag); one in open line
// with it takes it if it is a Scout and Scouts may strike from afar. A piece the move
// attacks counts as gone.
double flagDangerAfter(const GameState& position, const Beliefs& beliefs, Move move);

// The hidden enemy piece that, if it were a Miner, stands nearest to breaking through the
// Bombs beside the viewer's Flag (within kMinerThreatReach steps of one), and its odds of
// being one. Those odds are often a few percent, so few samples make it a Miner, yet in
// those the game is lost: sampled search therefore draws that case apart (a stratum).
// `piece` is kNoPiece when there is no such piece, or when its odds are certain either way.
struct MinerThreat {
  PieceId piece = kNoPiece;
  float odds = 0.0f;
};
inline constexpr int kMinerThreatReach = 2;
MinerThreat minerThreat(const PlayerView& view, const Beliefs& beliefs);

}  // namespace stratego
