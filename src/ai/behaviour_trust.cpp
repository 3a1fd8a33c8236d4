#include "ai/behaviour_trust.hpp"

#include <algorithm>
#include <cmath>

namespace stratego {
namespace {

// Odds below this count as this: one piece the beliefs all but ruled out would otherwise
// outweigh a game of notes.
constexpr double kLeastOdds = 1e-4;

}  // namespace

void BehaviourTrustTally::add(const BehaviourTrustTally& other) {
  for (std::size_t t = 0; t < kTrusts.size(); ++t) loss[t] += other.loss[t];
  notes += other.notes;
}

float BehaviourTrustTally::trust() const {
  if (notes < kLeastNotes) return kTrusts.back();
  std::size_t best = kTrusts.size() - 1;
  auto cost = [&](std::size_t t) { return loss[t] + kCostPerNote * notes * (1.0 - kTrusts[t]); };
  for (std::size_t t = 0; t < kTrusts.size(); ++t)
    if (cost(t) < cost(best)) best = t;
  return kTrusts[best];
}

bool BehaviourTrustRecorder::copyReported(const PlayerView& view, const std::vector<PieceBelief>& reported,
                                          std::size_t first, std::size_t t) {
  std::vector<const RankOdds*> odds;
  for (std::size_t n = first; n < notes_.size(); ++n) {
    const Square square = view.pieces[notes_[n].id].square;
    const auto belief =
        std::find_if(reported.begin(), reported.end(), [&](const PieceBelief& b) { return b.square == square; });
    if (belief == reported.end()) return false;
    odds.push_back(&belief->odds);
  }
  for (std::size_t n = first; n < notes_.size(); ++n) notes_[n].odds[t] = *odds[n - first];
  return true;
}

void BehaviourTrustRecorder::observe(const PlayerView& view, const std::vector<PieceBelief>& reported, float inEffect,
                                     const BeliefsAt& beliefsAt) {
  if (calls_++ % kEvery != 0) return;
  const std::size_t first = notes_.size();
  for (std::size_t id = 0; id < view.pieces.size(); ++id) {
    const ViewPiece& p = view.pieces[id];
    if (p.side != view.viewer && !p.rank && p.square != kNoSquare && (p.flags & kMoved))
      notes_.push_back({static_cast<PieceId>(id), {}});
  }
  if (notes_.size() == first) return;  // nothing to note: no beliefs to work out
  for (std::size_t t = 0; t < BehaviourTrustTally::kTrusts.size(); ++t) {
    // The beliefs at the trust in effect were worked out for the decision already.
    if (BehaviourTrustTally::kTrusts[t] == inEffect && copyReported(view, reported, first, t)) continue;
    const Beliefs beliefs = beliefsAt(BehaviourTrustTally::kTrusts[t]);
    for (std::size_t n = first; n < notes_.size(); ++n) notes_[n].odds[t] = beliefs.pieces[notes_[n].id];
  }
}

BehaviourTrustTally BehaviourTrustRecorder::finish(const PlayerView& finalView) const {
  BehaviourTrustTally tally;
  for (const Note& note : notes_) {
    const std::optional<Rank> rank = finalView.pieces[note.id].rank;
    if (!rank) continue;
    for (std::size_t t = 0; t < BehaviourTrustTally::kTrusts.size(); ++t)
      tally.loss[t] -= std::log(std::max<double>(kLeastOdds, note.odds[t][index(*rank)]));
    tally.notes += 1;
  }
  return tally;
}

}  // namespace stratego
