// The lines of the 2012 bot protocol (../shared/spec/PC2012.md, docs/PC2012.md) and how
// its coordinates and piece characters map onto ours. Shared by both sides: our engine as
// a 2012 bot (protocol/pc2012_bot) and 2012 bots as our players (protocol/pc2012_client).
//
// Coordinates: PC2012 writes the board with RED at the top (row Y = 0 is RED's back row)
// and columns X left to right as seen from there. Our board has rank 1 at Red's home and
// file a on Red's left. Turning the PC2012 picture half a turn puts Red at the bottom, so
// X, Y is our square (file 9 - X, rank Y + 1): RED stays Red, and a piece on a bot's left
// is on our player's left too (mapping X to file X would mirror every setup).
#pragma once

#include "core/config.hpp"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/placement.hpp"
#include "core/types.hpp"
#include "core/view.hpp"
#include "formats/parse_result.hpp"
#include "protocol/view_tracker.hpp"

namespace stratego::pc2012 {

// The rules the 2012 manager plays by: classic, neither repetition rule (it enforces none
// and the 2012 bots obey none), and no move cap of ours (it ends long games itself).
GameConfig gameConfig();

constexpr int kSize = 10;       // the 2012 protocol knows the classic board only
constexpr int kSetupLines = 4;  // rows of a setup
constexpr int kBoardLines = 10;  // rows of the board sent before each turn

// Our square of column `x`, row `y` (both 0..9).
constexpr Square squareAt(int x, int y) { return makeSquare(kSize - 1 - x, y); }
constexpr int columnOf(Square s) { return kSize - 1 - fileOf(s); }
constexpr int rowOf(Square s) { return rankOf(s); }

// '1' Marshal .. '9' Scout, 's' Spy, 'B' Bomb, 'F' Flag.
char pieceChar(Rank r);
std::optional<Rank> rankFromChar(char c);

// "RED <opponent> 10 10" or "BLUE ...": the side the bot plays. Any opponent name is
// accepted; any board but 10 x 10 is an error.
Parsed<Side> parseGreeting(std::string_view line);
std::string formatGreeting(Side side, std::string_view opponent);

// "X Y DIR [N]": the move a bot sends. N is written only for moves longer than one
// square; "1" is accepted when read. Squares must be on the board; whether the move is
// legal is for the caller to judge.
std::string formatMove(Move move);
Parsed<Move> parseMove(std::string_view line);

// "X Y DIR [N] OUTCOME": a move with what it did (OK, KILLS a d, DIES a d, BOTHDIE a d),
// as the referee echoes it to the mover and passes it to the opponent. The outcome word
// must agree with the battle table for the ranks given.
std::string formatConfirmation(const SeenMove& seen);
Parsed<SeenMove> parseConfirmation(std::string_view line);
// The 2012 manager's line for a move that ended the game: "X Y DIR [N] VICTORY_FLAG" (the
// flag was taken; no ranks follow), "X Y DIR [N] ILLEGAL" (the move broke the rules) or,
// in its source though never sent, "... VICTORY_ATTRITION". It sends that line to both
// bots, the mover first, and then QUIT. The outcome word of such a line, else nothing.
std::optional<std::string_view> finalOutcome(std::string_view line);
// A move of a public history with the ranks its battle showed.
SeenMove seenMove(const PublicMove& move);

// The 4 lines of one side's setup, top row first: RED rows 0..3, BLUE rows 6..9.
std::array<std::string, kSetupLines> formatSetup(const Placement& setup, Side side);
// The pieces of those lines ('.' leaves a square empty, for validateSetup to report).
Parsed<Placement> parseSetup(std::span<const std::string> lines, Side side);
// The 10 board lines the referee sends a bot before its turn: its own pieces as piece
// characters, enemy pieces '#', lakes '+', empty squares '.'.
std::array<std::string, kBoardLines> formatBoard(const PlayerView& view);

}  // namespace stratego::pc2012
