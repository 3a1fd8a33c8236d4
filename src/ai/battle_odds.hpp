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
#pragma once

#include <array>
#include <cstdint>

#include "ai/beliefs.hpp"
#include "core/state.hpp"
#include "core/view.hpp"

namespace stratego {

struct BattleOdds {
  Side searcher = Side::Red;
  // By enemy piece id, for a piece hidden in the searcher's view: the material the
  // searcher expects to gain (negative: lose) when its piece of each rank attacks it,
  // over the ranks it may hold other than the Flag (taking the Flag ends the game,
  // which the sample itself shows). Empty (all 0, not hidden) for every other piece.
  std::array<std::array<std::int16_t, kRankCount>, kMaxPieces> expected{};
  std::array<bool, kMaxPieces> hidden{};
};

BattleOdds battleOdds(const PlayerView& view, const Beliefs& beliefs);

// The material an attack of rank `attacker` on rank `defender` wins for the attacker
// (negative: loses), as the search's move ordering weighs it; the Flag counts 0.
int battleGain(Rank attacker, Rank defender);

// For `move`, about to be made in `state`: what the battle it starts is worth on
// average less what it is worth in this state, for the searcher; 0 unless the searcher
// attacks an enemy piece hidden in its view and not yet revealed along the line, or the
// defender is the Flag.
int fusionCorrection(const BattleOdds& odds, const GameState& state, Move move);

}  // namespace stratego
