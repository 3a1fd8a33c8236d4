#include "ai/root_tally.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

#include "ai/evaluation.hpp"
#include "ai/recapture_odds.hpp"
#include "core/battle.hpp"

namespace stratego {
namespace {

// Across samples, a score counts as roughly the chance of winning from there, in score
// units. Inside one sample a won game outweighs any material (the search must never trade
// a sure win away), but across samples what a gamble is worth depends on the game so far:
// a side far ahead wins anyway and should not risk its Marshal on a piece that is the
// Flag in one sample of eight; a side far behind should. So a score s counts as
// kOutcomeScale * tanh(s / kOutcomeScale): s near 0, leveling off toward kOutcomeScale.
// That is the evaluation's own odds of winning: over 1,500 Gravon classic games, the side
// whose evaluation was s won with odds 1 / (1 + exp(-s / 500)) (the best fit), the same
// curve. Self-play against the same player counting a win as three Marshals whatever
// the score (classic, 80 games): 44-6-30.
// A won sample counts a little more than any score can (1,000 at most), less a little per
// ply it takes (sooner is better). A lost game keeps its full weight: losing the Flag is
// not a gamble worth any material (over 20 games against Demon of Ignorance, weighing it
// like a win lost 6, each to a Miner that came through our Bombs; in full, 2).
constexpr double kOutcomeScale = 1000.0;
constexpr std::int64_t kSampleWinValue = 1050;  // a win at once
constexpr std::int64_t kSampleWinPerPly = 2;
constexpr std::int64_t kSampleWinLeast = static_cast<std::int64_t>(kOutcomeScale) + 1;

// An outcome less likely than this is left to chance; a likelier one that no sample
// showed is drawn apart.
constexpr float kOutcomeWorthDrawing = 0.03f;

// The viewer's piece whose safety a move decides, once the move is made, if the enemy
// knows its rank then: the moving piece when a battle showed it before or the move is its
// attack; else our known Marshal where it stands. kNoPiece when there is none.
struct Guarded {
  PieceId id = kNoPiece;
  Square square = kNoSquare;
};
Guarded guardedAfter(const GameState& standIn, const PlayerView& view, Move move) {
  const PieceId mover = standIn.pieceAt(move.from());
  if ((view.pieces[mover].flags & kRevealed) || standIn.pieceAt(move.to()) != kNoPiece) return {mover, move.to()};
  for (std::size_t id = 0; id < view.pieces.size(); ++id) {
    const ViewPiece& p = view.pieces[id];
    if (p.side == view.viewer && p.rank == Rank::Marshal && p.square != kNoSquare && (p.flags & kRevealed))
      return {static_cast<PieceId>(id), p.square};
  }
  return {};
}

// Taking a shown piece, the beliefs' odds that a piece beside takes ours back fall short
// against people (ai/recapture_odds.hpp). Taking a hidden piece that has moved, one that ours
// beats, they fall short too: a piece out in the field walks with a guard, most of all near
// our Marshal (the Spy behind the bait).
// Over held-out Gravon classic games the beliefs gave our Marshal 0.15 odds of being taken back
// there and it was 0.37 of the time, a Major 0.20 and 0.30, a Captain or lower 0.45 and 0.59.
// Fitted on 1,000 games, per our rank; on 944 others the log loss of whether such a piece stood
// beside fell from 0.562 to 0.509, on our games against Demon of Ignorance from 0.616 to 0.548.
// Taking an unmoved hidden piece, the odds held (0.192 given, 0.198 seen), so they stand.
constexpr std::array<float, kRankCount> kMovedTargetRecaptureOddsRatio = {1.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f,
                                                                          2.0f, 2.25f, 2.0f, 2.0f, 4.5f, 1.0f};

}  // namespace

std::int64_t sampleWorth(int score) {
  if (score < -kWinThreshold) return score;
  if (score > kWinThreshold) return std::max(kSampleWinLeast, kSampleWinValue - kSampleWinPerPly * (kWinScore - score));
  return std::llround(kOutcomeScale * std::tanh(score / kOutcomeScale));
}

Strata::Strata(const MinerThreat& t, int samples) : threat(t) {
  if (threat.piece != kNoPiece && samples >= 2) minerSamples = std::max(1, samples * 3 / 10);
}

float Strata::weight(int stratum) const {
  if (minerSamples == 0) return stratum == 0 ? 1.0f : 0.0f;
  return stratum == 1 ? threat.odds : 1.0f - threat.odds;
}

Beliefs Strata::beliefsOf(int stratum, const Beliefs& beliefs) const {
  Beliefs out = beliefs;
  if (minerSamples == 0) return out;
  if (stratum == 1) out.fix(threat.piece, Rank::Miner);
  else out.exclude(threat.piece, Rank::Miner);
  return out;
}

AttackOutcome attackOutcome(Rank attacker, Rank defender) {
  switch (battle(attacker, defender)) {
    case BattleResult::AttackerWins: return AttackOutcome::Wins;
    case BattleResult::BothDie: return AttackOutcome::BothDie;
    case BattleResult::DefenderWins: return AttackOutcome::Loses;
  }
  return AttackOutcome::Wins;
}

RootTally::RootTally(const GameState& standIn, const PlayerView& view, Move move, const Beliefs& beliefs,
                     const std::array<Beliefs, Strata::kCount>& drawnFrom, float shownTakingPower) {
  const PieceId target = standIn.pieceAt(move.to());
  if (const Guarded guarded = guardedAfter(standIn, view, move); guarded.id != kNoPiece) {
    guardedRank_ = *view.pieces[guarded.id].rank;
    // By what the move takes: a shown piece, a hidden one that moved, or nothing the odds fall short for.
    const float ratio = target == kNoPiece                     ? 1.0f
                        : !view.isHidden(target)               ? shownTakingRatio(guardedRank_, shownTakingPower)
                        : (view.pieces[target].flags & kMoved) ? kMovedTargetRecaptureOddsRatio[index(guardedRank_)]
                                                               : 1.0f;
    std::vector<std::pair<float, PieceId>> threats;
    for (Bitboard around = kNeighbours[guarded.square]; !around.empty();) {
      const PieceId id = standIn.pieceAt(around.popLowest());
      if (id == kNoPiece || id == kWall || id == target || standIn.piece(id).side == view.viewer || !view.isHidden(id)) continue;
      if (const float odds = takerOdds(beliefs.pieces[id], guardedRank_); odds > 0.0f) threats.emplace_back(odds, id);
    }
    std::sort(threats.begin(), threats.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<float> odds;
    for (const auto& [each, id] : threats) {
      threatCandidates_.push_back(id);
      odds.push_back(each);
    }
    threatOdds_ = anyTakes(odds, ratio);
  }
  if (target == kNoPiece || !view.isHidden(target)) {
    for (auto& odds : odds_) odds[0] = 1.0f;  // one group: the move's samples all alike
    return;
  }
  target_ = target;
  attacker_ = standIn.piece(standIn.pieceAt(move.from())).rank;
  flagOdds_ = beliefs.pieces[target][index(Rank::Flag)];
  for (std::size_t s = 0; s < drawnFrom.size(); ++s) {
    const RankOdds& q = drawnFrom[s].pieces[target];
    for (int r = 0; r < kRankCount; ++r)
      if (static_cast<Rank>(r) != Rank::Flag) odds_[s][static_cast<std::size_t>(attackOutcome(attacker_, static_cast<Rank>(r)))] += q[r];
    float sum = 0.0f;
    for (float x : odds_[s]) sum += x;
    if (sum > 0.0f)
      for (float& x : odds_[s]) x /= sum;
  }
}

bool RootTally::threatened(const GameState& sample) const {
  return std::any_of(threatCandidates_.begin(), threatCandidates_.end(),
                     [&](PieceId id) { return takes(sample.piece(id).rank, guardedRank_); });
}

void RootTally::add(int stratum, const GameState& sample, int score) {
  int group = 0;
  if (target_ != kNoPiece) {
    const Rank defender = sample.piece(target_).rank;
    if (defender == Rank::Flag) return;  // weighed apart, by its exact odds
    group = static_cast<int>(attackOutcome(attacker_, defender));
  }
  const auto s = static_cast<std::size_t>(stratum), g = static_cast<std::size_t>(group);
  const std::size_t threat = threatened(sample);
  sum_[s][g][threat] += sampleWorth(score);
  ++count_[s][g][threat];
}

std::vector<TallyCase> RootTally::unseenCases(int stratum) const {
  std::vector<TallyCase> out;
  const auto s = static_cast<std::size_t>(stratum);
  if (target_ != kNoPiece)
    for (int g = 0; g < kAttackOutcomes; ++g) {
      const auto& seen = count_[s][static_cast<std::size_t>(g)];
      if (seen[0] + seen[1] == 0 && odds_[s][static_cast<std::size_t>(g)] >= kOutcomeWorthDrawing)
        out.push_back({static_cast<AttackOutcome>(g), false});
    }
  // The threat matters only while our piece lives: when the move's attack wins (or there is
  // no attack, whose samples all count as that group).
  const auto wins = static_cast<std::size_t>(AttackOutcome::Wins);
  if (threatOdds_ >= kOutcomeWorthDrawing && count_[s][wins][1] == 0 && odds_[s][wins] >= kOutcomeWorthDrawing)
    out.push_back({AttackOutcome::Wins, true});
  return out;
}

Beliefs RootTally::conditionedOn(TallyCase c, const Beliefs& drawnFrom) const {
  Beliefs out = drawnFrom;
  if (target_ != kNoPiece)
    for (int r = 0; r < kRankCount; ++r) {
      const auto rank = static_cast<Rank>(r);
      if (rank == Rank::Flag || attackOutcome(attacker_, rank) != c.outcome) out.exclude(target_, rank);
    }
  if (c.threatBeside && !threatCandidates_.empty())
    for (int r = 0; r < kRankCount; ++r)
      if (!takes(static_cast<Rank>(r), guardedRank_)) out.exclude(threatCandidates_.front(), static_cast<Rank>(r));
  return out;
}

std::int64_t RootTally::mean(const Strata& strata) const {
  const std::int64_t win = sampleWorth(kWinScore - 1);  // the Flag taken: a win in one ply
  double total = 0.0, weight = 0.0;
  for (std::size_t s = 0; s < odds_.size(); ++s) {
    double stratumTotal = 0.0, stratumWeight = 0.0;
    for (std::size_t g = 0; g < odds_[s].size(); ++g) {
      const auto& seen = count_[s][g];
      if (seen[0] + seen[1] == 0) continue;  // an outcome no sample showed: the others stand in
      // Within it, a piece that takes ours beside it or not, by its odds (the one case the
      // samples showed alone, if they showed only one).
      const double plain = seen[0] ? static_cast<double>(sum_[s][g][0]) / seen[0] : 0.0;
      const double taken = seen[1] ? static_cast<double>(sum_[s][g][1]) / seen[1] : 0.0;
      const double mean = seen[1] == 0 ? plain : seen[0] == 0 ? taken : (1.0 - threatOdds_) * plain + threatOdds_ * taken;
      stratumTotal += odds_[s][g] * mean;
      stratumWeight += odds_[s][g];
    }
    if (stratumWeight <= 0.0) continue;
    total += strata.weight(static_cast<int>(s)) * stratumTotal / stratumWeight;
    weight += strata.weight(static_cast<int>(s));
  }
  if (weight <= 0.0) return flagOdds_ >= 0.0f ? win : 0;
  const double average = total / weight;
  if (flagOdds_ < 0.0f) return static_cast<std::int64_t>(average);
  return static_cast<std::int64_t>(average * (1.0f - flagOdds_) + static_cast<double>(win) * flagOdds_);
}

}  // namespace stratego
