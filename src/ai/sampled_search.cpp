#include "ai/sampled_search.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <vector>

#include "ai/battle_odds.hpp"
#include "ai/beliefs.hpp"
#include "ai/evaluation.hpp"
#include "ai/flag_safety.hpp"
#include "ai/search.hpp"

namespace stratego {
namespace {

std::vector<PieceBelief> describeBeliefs(const PlayerView& view, const Beliefs& beliefs) {
  std::vector<PieceBelief> out;
  for (std::size_t id = 0; id < view.pieces.size(); ++id) {
    const ViewPiece& p = view.pieces[id];
    if (p.side != view.viewer && !p.rank && p.square != kNoSquare) out.push_back({p.square, beliefs.pieces[id]});
  }
  return out;
}

// The hidden enemy pieces likeliest to be the Flag, most likely first.
FlagCandidates flagCandidates(const PlayerView& view, const Beliefs& beliefs) {
  std::vector<std::pair<float, PieceId>> odds;
  for (std::size_t id = 0; id < view.pieces.size(); ++id) {
    const ViewPiece& p = view.pieces[id];
    const float flag = beliefs.pieces[id][index(Rank::Flag)];
    if (p.side != view.viewer && p.square != kNoSquare && flag > 0.01f) odds.emplace_back(flag, static_cast<PieceId>(id));
  }
  std::sort(odds.begin(), odds.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  FlagCandidates out;
  out.searcher = view.viewer;
  for (const auto& [flag, id] : odds) {
    if (out.count == FlagCandidates::kMax) break;
    out.ids[static_cast<std::size_t>(out.count)] = id;
    out.odds[static_cast<std::size_t>(out.count++)] = flag;
  }
  return out;
}

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

}  // namespace

std::int64_t sampleWorth(int score) {
  if (score < -kWinThreshold) return score;
  if (score > kWinThreshold) return std::max(kSampleWinLeast, kSampleWinValue - kSampleWinPerPly * (kWinScore - score));
  return std::llround(kOutcomeScale * std::tanh(score / kOutcomeScale));
}

namespace {

// The samples fall in up to two strata: the ordinary one, and, when an enemy piece could
// break through the Bombs beside our Flag if it were a Miner (ai/flag_safety), the case
// where it is one. That case is drawn apart, in a fixed share of the samples, and weighed
// by its odds: left to chance, samples would seldom make the piece a Miner and would
// miss a lost game worth far more than its odds suggest.
struct Strata {
  MinerThreat threat;
  int minerSamples = 0;  // the first samples: the threat is a Miner in these

  Strata(const MinerThreat& t, int samples) : threat(t) {
    if (threat.piece != kNoPiece && samples >= 2) minerSamples = std::max(1, samples * 3 / 10);
  }
  int of(int sample) const { return sample < minerSamples ? 1 : 0; }
  float weight(int stratum) const {
    if (minerSamples == 0) return stratum == 0 ? 1.0f : 0.0f;
    return stratum == 1 ? threat.odds : 1.0f - threat.odds;
  }
  // The beliefs a sample of `stratum` draws from: the threat's Miner odds made certain or nil.
  Beliefs beliefsOf(int stratum, const Beliefs& beliefs) const {
    Beliefs out = beliefs;
    if (minerSamples == 0) return out;
    if (stratum == 1) out.fix(threat.piece, Rank::Miner);
    else out.exclude(threat.piece, Rank::Miner);
    return out;
  }
};

// One root move's scores over the samples, by stratum. An attack on a hidden piece takes
// the Flag in the samples that put it there; their share is known exactly from the
// beliefs, so they are left out of the sums and the win is weighed by the piece's Flag
// odds instead: ten samples would otherwise make a 3% Flag a 0% or a 20% one.
struct RootTally {
  std::array<std::int64_t, 2> sum{};
  std::array<int, 2> count{};
  float flagOdds = -1.0f;  // the attacked hidden piece's odds of being the Flag; -1: no such attack

  void add(int stratum, int score, bool takesTheFlag) {
    if (flagOdds >= 0.0f && takesTheFlag) return;
    sum[static_cast<std::size_t>(stratum)] += sampleWorth(score);
    ++count[static_cast<std::size_t>(stratum)];
  }
  std::int64_t mean(const Strata& strata) const {
    const std::int64_t win = kSampleWinValue - kSampleWinPerPly;
    double total = 0.0, weight = 0.0;
    for (int k = 0; k < 2; ++k) {
      const auto i = static_cast<std::size_t>(k);
      if (count[i] == 0) continue;
      total += strata.weight(k) * static_cast<double>(sum[i]) / count[i];
      weight += strata.weight(k);
    }
    if (weight <= 0.0) return flagOdds >= 0.0f ? win : 0;
    const double average = total / weight;
    if (flagOdds < 0.0f) return static_cast<std::int64_t>(average);
    return static_cast<std::int64_t>(average * (1.0f - flagOdds) + static_cast<double>(win) * flagOdds);
  }
};

std::vector<RootTally> rootTallies(const GameState& standIn, std::span<const Move> rootMoves, const PlayerView& view,
                                   const Beliefs& beliefs) {
  std::vector<RootTally> tallies(rootMoves.size());
  for (std::size_t i = 0; i < rootMoves.size(); ++i) {
    const PieceId target = standIn.pieceAt(rootMoves[i].to());
    if (target != kNoPiece && view.isHidden(target)) tallies[i].flagOdds = beliefs.pieces[target][index(Rank::Flag)];
  }
  return tallies;
}

}  // namespace

Decision decideBySampling(const PlayerView& view, const SetupPrior& prior, const SampledSearchSettings& settings,
                          Random& rng, TranspositionTable& table) {
  const auto started = std::chrono::steady_clock::now();
  Decision decision;
  // The legal moves are the same in every sample: they do not depend on hidden ranks.
  const std::optional<GameState> standIn = rebuild(view, standInRanks(view));
  if (!standIn) {
    decision.error = "the view cannot be replayed";
    return decision;
  }
  MoveList list;
  const int count = standIn->legalMoves(list);
  if (count == 0) return decision;
  // In random order, so that equal scores are broken at random (the first best wins).
  std::vector<Move> rootMoves(list.begin(), list.begin() + count);
  for (std::size_t i = rootMoves.size(); i > 1; --i)
    std::swap(rootMoves[i - 1], rootMoves[rng.below(static_cast<std::uint32_t>(i))]);

  const Beliefs beliefs = computeBeliefs(view, prior);
  decision.report.beliefs = describeBeliefs(view, beliefs);
  if (count == 1) {
    decision.move = rootMoves[0];
    return decision;
  }

  const FlagCandidates candidates = flagCandidates(view, beliefs);
  const BattleOdds odds = battleOdds(view, beliefs);
  const int samples = std::max(1, settings.samples);
  const Strata strata(minerThreat(view, beliefs), samples);
  const std::array<Beliefs, 2> drawnFrom = {strata.beliefsOf(0, beliefs), strata.beliefsOf(1, beliefs)};
  std::vector<RootTally> tallies = rootTallies(*standIn, rootMoves, view, beliefs);
  AlphaBeta searcher(table);
  int shallowest = std::numeric_limits<int>::max();
  std::vector<std::vector<Move>> pvs;
  for (int k = 0; k < samples; ++k) {
    const int stratum = strata.of(k);
    std::optional<GameState> state = rebuild(view, sampleHiddenRanks(view, drawnFrom[static_cast<std::size_t>(stratum)], rng));
    if (!state) continue;  // cannot happen with a sound sampler; a lost sample only costs accuracy
    SearchBudget budget;
    budget.maxDepth = settings.maxDepth;
    budget.quiescenceDepth = settings.quiescenceDepth;
    budget.terms = settings.terms;
    budget.terms.flagCandidates = &candidates;
    budget.battleOdds = &odds;
    // Each sample gets an equal share of what is left, so an early sample's leftovers pass on.
    if (settings.nodes > 0) budget.nodes = std::max<std::int64_t>(1, (settings.nodes - decision.report.nodes) / (samples - k));
    if (settings.deadline != std::chrono::steady_clock::time_point::max()) {
      const auto now = std::chrono::steady_clock::now();
      budget.deadline = now + (settings.deadline - now) / (samples - k);
    }
    const RootScores scored = searcher.scoreRoot(*state, rootMoves, budget);
    for (std::size_t i = 0; i < tallies.size(); ++i) {
      const PieceId target = state->pieceAt(rootMoves[i].to());
      tallies[i].add(stratum, scored.scores[i], target != kNoPiece && state->piece(target).rank == Rank::Flag);
    }
    shallowest = std::min(shallowest, scored.depth);
    decision.report.nodes += scored.nodes;
    pvs.push_back(scored.pv);
    ++decision.report.samples;
  }
  // Average over the samples, less the chance of losing the Flag at once, which the
  // samples estimate poorly; that loss counts in full (a cheap insurance: guarding the
  // Flag seldom costs much).
  std::vector<std::int64_t> score(rootMoves.size());
  for (std::size_t i = 0; i < score.size(); ++i)
    score[i] = tallies[i].mean(strata) - static_cast<std::int64_t>(flagDangerAfter(*standIn, beliefs, rootMoves[i]) * kWinScore);
  const std::size_t best = static_cast<std::size_t>(std::max_element(score.begin(), score.end()) - score.begin());
  decision.move = rootMoves[best];
  decision.report.score = static_cast<int>(score[best]);
  decision.report.depth = shallowest == std::numeric_limits<int>::max() ? 0 : shallowest;
  for (const auto& pv : pvs)
    if (!pv.empty() && pv.front() == decision.move) {
      decision.report.pv = pv;
      break;
    }
  if (decision.report.pv.empty()) decision.report.pv = {decision.move};
  decision.report.timeMs =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();
  return decision;
}

}  // namespace stratego
