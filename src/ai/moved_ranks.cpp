#include "ai/moved_ranks.hpp"

#include <algorithm>

namespace stratego {
namespace {

// The enemy piece on `square` in the view (kNoPiece if none).
PieceId enemyPieceOn(const PlayerView& view, Square square) {
  for (std::size_t id = 0; id < view.pieces.size(); ++id)
    if (view.pieces[id].side != view.viewer && view.pieces[id].square == square) return static_cast<PieceId>(id);
  return kNoPiece;
}

}  // namespace

void MovedRankTally::add(const MovedRankTally& other) {
  for (int r = 0; r < kRankCount; ++r) {
    foretold[r] += other.foretold[r];
    seen[r] += other.seen[r];
  }
}

bool MovedRankTally::empty() const {
  return std::all_of(foretold.begin(), foretold.end(), [](double x) { return x == 0; }) &&
         std::all_of(seen.begin(), seen.end(), [](double x) { return x == 0; });
}

std::array<float, kRankCount> MovedRankTally::factors() const {
  std::array<float, kRankCount> out;
  for (int r = 0; r < kRankCount; ++r) {
    const double f = (seen[r] + kPseudoCount) / (foretold[r] + kPseudoCount);
    out[r] = std::clamp(static_cast<float>(f), 1.0f / kMostFactor, kMostFactor);
  }
  return out;
}

void MovedRankRecorder::observe(const PlayerView& view, const std::vector<PieceBelief>& beliefs,
                                const std::array<float, kRankCount>& factorsInEffect) {
  if (calls_++ % kEvery != 0) return;
  for (const PieceBelief& belief : beliefs) {
    const PieceId id = enemyPieceOn(view, belief.square);
    if (id == kNoPiece || !(view.pieces[id].flags & kMoved)) continue;
    Note note{id, belief.odds};
    float sum = 0.0f;
    for (int r = 0; r < kRankCount; ++r) {
      note.odds[r] /= factorsInEffect[r];
      sum += note.odds[r];
    }
    if (sum <= 0.0f) continue;
    for (float& x : note.odds) x /= sum;
    notes_.push_back(note);
  }
}

MovedRankTally MovedRankRecorder::finish(const PlayerView& finalView) const {
  MovedRankTally tally;
  for (const Note& note : notes_) {
    const std::optional<Rank> rank = finalView.pieces[note.id].rank;
    if (!rank) continue;
    for (int r = 0; r < kRankCount; ++r) tally.foretold[r] += note.odds[r];
    tally.seen[index(*rank)] += 1.0;
  }
  return tally;
}

}  // namespace stratego
