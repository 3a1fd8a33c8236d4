// Text rendering of Card Battle (RULES.md section 9) for the terminal: one player's table
// and the events of the game in words. Like the board renderer (play/render.hpp) they are
// pure functions of what the player knows: a CardView, and events that they pass through
// eventSeenBy themselves, so that nothing rendered can show an enemy card the player has
// not seen.
#pragma once

#include <span>
#include <string>

#include "cards/card_view.hpp"
#include "play/render.hpp"

namespace stratego {

// The table from the viewer's side: whose turn and what to do now, the enemy front line
// (slots a to e: "??" for a card the viewer has not seen, its rank once seen, "--" for an
// empty slot), the viewer's own front line (a '*' marks a card the enemy knows), hand and
// pile, both discard piles, the enemy cards the viewer cannot place yet, what their Spy saw
// of the enemy hand, and one "Last:" line for each of `recent` (events as the referee
// saw them; only what the viewer saw of them is told). Ends with a newline.
std::string renderCardTable(const cards::CardView& view, std::span<const cards::CardEvent> recent,
                            const RenderOptions& options = {});

// One event as `viewer` saw it, in words: "Blue attacks your c with their a: their 9 beats
// your 5", "You scout their b and d with your e: 7 and B", "Blue fills their c".
std::string describeCardEvent(const cards::CardEvent& event, Side viewer);

// What the side to act must do now, in one line: "Act with a front-line card: attack ...".
std::string cardPhasePrompt(const cards::CardView& view);

// "Red wins: flag captured", "Draw: 100 turns without a battle"; empty while the game goes
// on.
std::string describeCardOutcome(const cards::CardView& view);

}  // namespace stratego
