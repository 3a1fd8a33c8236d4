// Text rendering of a game for the terminal (issue 3): the board and the status lines,
// as pure functions of one player's view. They take a PlayerView, never a GameState, so
// that nothing rendered can show an enemy rank the player has not seen (RULES.md 6).
#pragma once

#include <string>

#include "core/clock.hpp"
#include "core/view.hpp"

namespace stratego {

struct RenderOptions {
  bool color = false;        // ANSI colours for a terminal; the text is the same without
  bool redAtBottom = false;  // otherwise the viewer's own side is at the bottom
};

// The board with files and ranks labelled on both sides and a legend under it. Each cell
// is four characters: a two-character code between spaces, or between brackets on the
// squares of the last move. Codes: side letter (r, b) then the rank letter for ranks the
// viewer knows; for hidden enemy pieces '?' (never moved) or '*' (moved: no Bomb or Flag),
// and '2' for a piece known to be a Scout by a long move; "~~" is a lake, ". " empty.
// Ends with a newline.
std::string renderBoard(const PlayerView& view, const RenderOptions& options = {});

// One side's setup while it is being made: the setup zone's ranks only, seen from that
// side, in the board's grid and codes. It shows nothing but `setup`, the side's own pieces.
std::string renderSetup(const GameConfig& config, Side side, const Placement& setup,
                        const RenderOptions& options = {});

// Whose turn and the move number, the last move and battle in words, the pieces still
// unaccounted for on each side, the outcome once the game is over, and the clocks when
// `clock` is given. One line per item, each ending with a newline.
std::string renderStatus(const PlayerView& view, const Clock* clock = nullptr);

// A battle told from the viewer's side: "your Major (7) took their Lieutenant (5) on e6".
std::string describeBattle(const PlayerView& view, const PublicMove& attack);

// "Red wins: flag captured", "Draw: the game clock ran out"; empty while the game goes on.
std::string describeOutcome(const PlayerView& view);

}  // namespace stratego
