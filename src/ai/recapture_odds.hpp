// The odds that a hidden enemy piece beside ours takes it back once ours has taken a piece
// the enemy had shown, and how far people's measure of them holds against one opponent.
//
// Taking a known enemy piece puts ours where the enemy chose to leave that piece in our
// reach, and people leave it beside a piece that takes ours back (the Spy beside its
// General, the General beside its Colonel): the beliefs' odds that such a piece stands there
// fall short, so the search raises them by an odds ratio fitted on people's games, by our
// rank (ai/root_tally). A program need not guard its shown pieces so: over 265 of our games
// against Demon of Ignorance the raised odds came to 0.275 where a piece that takes ours
// stood beside 0.117 of the time (0.144 without the ratio). So the player notes, at each of
// its moves that takes a shown piece, the odds that ours is taken back at once with the
// ratio raised to each power of PowerChoiceTally (0: people's ratio not at all, 1: in full),
// and whether it was; the games after raise the odds by the power the tally favours.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <vector>

#include "ai/beliefs.hpp"
#include "ai/player.hpp"
#include "ai/power_choice.hpp"
#include "core/types.hpp"
#include "core/view.hpp"

namespace stratego {

// The odds ratio for our piece of rank `taker` that has just taken a piece the enemy had
// shown, raised to `power`: 1 for ranks it does not concern.
float shownTakingRatio(Rank taker, float power);
// `odds` raised by the odds ratio `ratio`.
float raisedByOddsRatio(float odds, float ratio);
// The odds, by `odds` of its rank, that an enemy piece takes our piece of rank `ours` when
// it attacks it.
float takerOdds(const RankOdds& odds, Rank ours);
// The odds that one of the enemy pieces beside ours takes it, from each one's takerOdds
// raised by `ratio` (the pieces taken as independent).
float anyTakes(std::span<const float> takerOdds, float ratio);

struct RecaptureTally : PowerChoiceTally {
  // The power of the ratio the search raises the odds by: full until kLeastNotes are
  // tallied, then the one of least loss once each step down pays kCostPerNote a note. The
  // cost keeps people's ratio unless an opponent belies it clearly: over 600 held-out Gravon
  // classic games (1,026 such captures by a Captain or higher) the loss of whether ours was
  // taken back at once rose 0.046 a note without the ratio, 0.005 at half power.
  float power() const { return choice(kLeastNotes, kCostPerNote); }

  static constexpr double kLeastNotes = 40;
  static constexpr double kCostPerNote = 0.01;
};

// One game's notes of the player's captures of shown pieces, for the tally.
class RecaptureNotes {
 public:
  // Before each move of the player's: `chosen` is the move it chose in `view`, `reported`
  // the beliefs it chose it by (every hidden enemy piece on the board, by square). Settles
  // the note of its move before, if any: whether the enemy took that piece since.
  void observe(const PlayerView& view, Move chosen, const std::vector<PieceBelief>& reported);
  // The notes tallied, the last one settled by the game's `finalView`.
  RecaptureTally tally(const PlayerView& finalView) const;

 private:
  struct Note {
    PieceId piece;
    std::array<float, PowerChoiceTally::kPowers.size()> odds;  // that it is taken back, by power
    std::optional<bool> taken;                                  // until settled
  };
  std::vector<Note> notes_;
};

}  // namespace stratego
