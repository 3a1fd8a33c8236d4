// What the searcher's attacks on hidden enemy pieces are worth before they are fought.
//
// A sampled state fixes every hidden rank, so a search in it knows how each battle will
// end before it is fought: a General that takes one unmoved piece "sees" that the next is
// a Sergeant too, not the Bomb it may well be, and plans a run of captures that a real
// game would have to gamble on at every step (strategy fusion). Averaging over samples
// does not undo this, since every sample plans its own lucky run. So the search scores
// each of the searcher's battles against a piece still hidden by what that battle is
// worth on average over the piece's beliefs, not by what the sample made it: the
// sample's result stays on the board (the line goes on from it), and the difference is
// carried along the line as a correction.
//
// The Flag too: each sample knows which hidden piece is its Flag, so within two of our
// moves every sample found its own and won, and a move from which several candidates
// were in reach counted the sum of their Flag odds, not the one chance a real game gives
// (our shown Marshal took unmoved pieces with Bomb odds of one half beside likely Flags).
// So a hidden piece's Flag odds count at kFlagGuessValue in its battles' worth, and a
// sample whose Flag is taken along the line scores the position then, not a won game.
#pragma once

#include <array>
#include <cstdint>

#include "ai/beliefs.hpp"
#include "core/state.hpp"
#include "core/view.hpp"

namespace stratego {

struct BattleOdds {
  Side searcher = Side::Red;
  // By enemy piece id, for a piece hidden in the searcher's view and not surely the Flag:
  // the material the searcher expects to gain (negative: lose) when its piece of each
  // rank attacks it, the Flag's odds counting kFlagGuessValue. Empty (all 0, not hidden)
  // for every other piece.
  std::array<std::array<std::int16_t, kRankCount>, kMaxPieces> expected{};
  std::array<bool, kMaxPieces> hidden{};
};

// What taking a Flag that may be another piece counts as, in material: about what a win
// is worth across samples (ai/root_tally) against the Marshal's loss.
inline constexpr int kFlagGuessValue = 1500;

BattleOdds battleOdds(const PlayerView& view, const Beliefs& beliefs);

// The material an attack of rank `attacker` on rank `defender` wins for the attacker
// (negative: loses), as the search's move ordering weighs it; the Flag counts 0.
int battleGain(Rank attacker, Rank defender);

// Whether `move`, about to be made in `state`, is the searcher's attack on an enemy piece
// hidden in its view and not yet revealed along the line: a battle whose worth is its
// average (below).
bool isGuessedBattle(const BattleOdds& odds, const GameState& state, Move move);

// For such a move: what the battle is worth to the searcher on average over the
// defender's odds. Inline: the search asks it of every such attack it orders.
inline int averageGain(const BattleOdds& odds, const GameState& state, Move move) {
  return odds.expected[state.pieceAt(move.to())][index(state.piece(state.pieceAt(move.from())).rank)];
}

// For such a move: that average less what the battle is worth in this state (the Flag 0:
// the search scores the position it leaves).
int fusionCorrection(const BattleOdds& odds, const GameState& state, Move move);

}  // namespace stratego
