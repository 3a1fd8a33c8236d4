#include "ai/recapture_odds.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>

#include "core/battle.hpp"

namespace stratego {
namespace {

// Over Gravon classic games the beliefs gave recaptures of our piece that had taken a shown
// piece far lower odds than they had (our Marshal 0.12 given, 0.27 seen; Colonel 0.14,
// 0.25; Captain 0.33, 0.47), so each hidden piece's odds of taking ours back are raised by
// these odds ratios, by our rank (fitted on 1,144 games; on 800 others the log loss of
// whether such a piece stood there fell from 0.543 to 0.495, and on our own such captures
// against Demon of Ignorance from 0.660 to 0.548). Where no piece is taken the beliefs'
// odds held (0.079 given, 0.081 seen for the Marshal), so they stand.
constexpr std::array<float, kRankCount> kShownTakingOddsRatio = {1.0f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f,
                                                                 1.5f, 2.5f, 3.0f, 3.0f, 3.5f, 1.0f};

// The piece on `square` in the view, or kNoPiece.
PieceId pieceOn(const PlayerView& view, Square square) {
  for (std::size_t id = 0; id < view.pieces.size(); ++id)
    if (view.pieces[id].square == square) return static_cast<PieceId>(id);
  return kNoPiece;
}

}  // namespace

float shownTakingRatio(Rank taker, float power) {
  const float ratio = kShownTakingOddsRatio[index(taker)];
  return power == 1.0f ? ratio : std::pow(ratio, power);
}

float raisedByOddsRatio(float odds, float ratio) { return odds * ratio / (1.0f + odds * (ratio - 1.0f)); }

float takerOdds(const RankOdds& odds, Rank ours) {
  float sum = 0.0f;
  for (int r = 0; r < kRankCount; ++r) sum += takes(static_cast<Rank>(r), ours) ? odds[r] : 0.0f;
  return sum;
}

float anyTakes(std::span<const float> takerOdds, float ratio) {
  float none = 1.0f;  // the odds that no piece beside takes it
  for (float odds : takerOdds) none *= 1.0f - std::min(raisedByOddsRatio(std::min(odds, 1.0f), ratio), 1.0f);
  return 1.0f - none;
}

void RecaptureNotes::observe(const PlayerView& view, Move chosen, const std::vector<PieceBelief>& reported) {
  if (!notes_.empty() && !notes_.back().taken) {
    Note& last = notes_.back();
    last.taken = view.pieces[last.piece].square == kNoSquare;
  }
  if (chosen.isNone()) return;
  const PieceId ours = pieceOn(view, chosen.from()), target = pieceOn(view, chosen.to());
  if (ours == kNoPiece || target == kNoPiece || view.pieces[ours].side != view.viewer || view.isHidden(target))
    return;
  const Rank taker = *view.pieces[ours].rank;
  if (!takes(taker, *view.pieces[target].rank) || shownTakingRatio(taker, 1.0f) == 1.0f) return;
  std::vector<float> beside;  // the takerOdds of the hidden pieces beside that could take it
  for (const PieceBelief& belief : reported)
    if (stepsBetween(belief.square, chosen.to()) == 1)
      if (const float odds = takerOdds(belief.odds, taker); odds > 0.0f) beside.push_back(odds);
  if (beside.empty()) return;  // nothing beside could take it: no odds to learn from
  Note note{ours, {}, std::nullopt};
  for (std::size_t p = 0; p < note.odds.size(); ++p)
    note.odds[p] = anyTakes(beside, shownTakingRatio(taker, PowerChoiceTally::kPowers[p]));
  notes_.push_back(note);
}

RecaptureTally RecaptureNotes::tally(const PlayerView& finalView) const {
  RecaptureTally tally;
  for (const Note& note : notes_)
    tally.note(note.odds, note.taken ? *note.taken : finalView.pieces[note.piece].square == kNoSquare);
  return tally;
}

}  // namespace stratego
