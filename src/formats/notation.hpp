// Squares, moves and battles as people write them (docs/FORMATS.md, "Squares and moves").
// Squares are named with core's squareName(): "a1" .. "j10"; ranks with core's
// rankLetter(): F B S 2..9 X.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/battle.hpp"
#include "core/config.hpp"
#include "core/state.hpp"
#include "core/types.hpp"
#include "formats/parse_result.hpp"

namespace stratego {

// What a battle showed: "(7>5)" is a Major that attacked and beat a Lieutenant.
struct BattleNote {
  Rank attacker = Rank::Flag;
  BattleResult result = BattleResult::AttackerWins;
  Rank defender = Rank::Flag;
  friend bool operator==(BattleNote, BattleNote) = default;
};

// 'r' for Red, 'b' for Blue: the side of a piece in a position and the side to move.
char sideLetter(Side side);
std::optional<Side> sideFromLetter(char letter);

// A square of `board` ("e4"); 8x8 boards have files a..h and ranks 1..8 only.
Parsed<Square> parseSquare(const Board& board, std::string_view text);

// "a4-a5" for a move to an empty square, "b2xb7" for an attack.
std::string formatMove(Move move, bool attack);
// As above, telling an attack from the position the move is played in; any move is safe,
// also an illegal one naming a lake or a square off the grid.
std::string formatMove(const GameState& state, Move move);

// Reads "a4-a5", "a4xa5", "a4 a5" or "a4a5" on `board`. The separator is not checked
// against the position and the move is not checked against the rules: callers do that
// with GameState::check.
Parsed<Move> parseMove(const Board& board, std::string_view text);
// As above on the state's board.
Parsed<Move> parseMove(const GameState& state, std::string_view text);

// "(S>X)": attacker rank, '>' attacker won / '<' defender won / '=' both removed, defender.
std::string formatBattle(BattleNote note);
Parsed<BattleNote> parseBattle(std::string_view text);
// The note of a battle that `state` has played (a record from its history).
BattleNote battleNote(const GameState& state, const MoveRecord& attack);

}  // namespace stratego
