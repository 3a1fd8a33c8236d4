#include "ai/moved_piece_notes.hpp"

#include <algorithm>
#include <array>
#include <numeric>
#include <optional>

namespace stratego {
std::vector<RankOdds> MovedPieceNotes::reportedOdds(const PlayerView& view, const std::vector<PieceBelief>& reported,
                                                    std::size_t first) const {
  std::vector<RankOdds> odds;
  for (std::size_t n = first; n < notes_.size(); ++n) {
    const Square square = view.pieces[notes_[n].id].square;
    const auto belief =
        std::find_if(reported.begin(), reported.end(), [&](const PieceBelief& b) { return b.square == square; });
    if (belief == reported.end()) return {};
    odds.push_back(belief->odds);
  }
  return odds;
}

void MovedPieceNotes::observe(const PlayerView& view, const std::vector<PieceBelief>& reported,
                              const Weighing& inEffect, const BeliefsAt& beliefsAt) {
  if (calls_++ % kEvery != 0) return;
  const std::size_t first = notes_.size();
  for (std::size_t id = 0; id < view.pieces.size(); ++id) {
    const ViewPiece& p = view.pieces[id];
    if (p.side != view.viewer && !p.rank && p.square != kNoSquare && (p.flags & kMoved))
      notes_.push_back({static_cast<PieceId>(id), {}, {}});
  }
  if (notes_.size() == first) return;  // nothing to note: no beliefs to work out
  std::vector<RankOdds> decided = reportedOdds(view, reported, first);
  if (decided.empty()) {
    const Beliefs beliefs = beliefsAt(inEffect.trust);
    for (std::size_t n = first; n < notes_.size(); ++n) decided.push_back(beliefs.pieces[notes_[n].id]);
  }
  for (std::size_t t = 0; t < BehaviourTrustTally::kTrusts.size(); ++t) {
    // The beliefs at the trust in effect were worked out for the decision already.
    std::optional<Beliefs> worked;
    if (BehaviourTrustTally::kTrusts[t] != inEffect.trust) worked = beliefsAt(BehaviourTrustTally::kTrusts[t]);
    for (std::size_t n = first; n < notes_.size(); ++n)
      notes_[n].atTrust[t] = worked ? worked->pieces[notes_[n].id] : decided[n - first];
  }
  for (std::size_t n = first; n < notes_.size(); ++n) {
    RankOdds& unweighed = notes_[n].unweighed;
    for (int r = 0; r < kRankCount; ++r) unweighed[r] = decided[n - first][r] / inEffect.factors[r];
    const float sum = std::accumulate(unweighed.begin(), unweighed.end(), 0.0f);
    for (float& x : unweighed) x = sum > 0.0f ? x / sum : 0.0f;
  }
}

MovedRankTally MovedPieceNotes::movedRanks(const PlayerView& finalView) const {
  MovedRankTally tally;
  for (const Note& note : notes_) {
    const std::optional<Rank> rank = finalView.pieces[note.id].rank;
    if (!rank || std::all_of(note.unweighed.begin(), note.unweighed.end(), [](float x) { return x == 0.0f; }))
      continue;
    for (int r = 0; r < kRankCount; ++r) tally.foretold[r] += note.unweighed[r];
    tally.seen[index(*rank)] += 1.0;
  }
  return tally;
}

BehaviourTrustTally MovedPieceNotes::behaviourTrust(const PlayerView& finalView) const {
  BehaviourTrustTally tally;
  for (const Note& note : notes_) {
    const std::optional<Rank> rank = finalView.pieces[note.id].rank;
    if (!rank) continue;
    std::array<float, BehaviourTrustTally::kTrusts.size()> odds{};
    for (std::size_t t = 0; t < odds.size(); ++t) odds[t] = note.atTrust[t][index(*rank)];
    tally.note(odds, true);
  }
  return tally;
}

}  // namespace stratego
