#include "ai/sampled_search.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <span>
#include <vector>

#include "ai/battle_odds.hpp"
#include "ai/beliefs.hpp"
#include "ai/evaluation.hpp"
#include "ai/flag_disguise.hpp"
#include "ai/flag_safety.hpp"
#include "ai/root_tally.hpp"
#include "ai/search.hpp"
#include "ai/setup_memory.hpp"

namespace stratego {
namespace {

// Every hidden enemy piece on the board with its odds (the report's beliefs).
std::vector<PieceBelief> describeBeliefs(const PlayerView& view, const Beliefs& beliefs) {
  std::vector<PieceBelief> out;
  for (std::size_t id = 0; id < view.pieces.size(); ++id) {
    const ViewPiece& p = view.pieces[id];
    if (p.side != view.viewer && !p.rank && p.square != kNoSquare) out.push_back({p.square, beliefs.pieces[id]});
  }
  return out;
}

// When some root move attacks a hidden piece (or leaves a piece the enemy knows beside one),
// the ordinary samples get this share of the budget; the rest draws the cases of such
// moves that no sample showed.
constexpr std::int64_t kSamplesShare = 4, kShareOf = 5;

using Clock = std::chrono::steady_clock;

// An equal share of what is left for `searchesLeft` more searches, so that an early
// search's leftovers pass on to the later ones.
SearchBudget shareOf(const SearchBudget& base, std::int64_t nodesLeft, Clock::time_point until, int searchesLeft) {
  SearchBudget budget = base;
  if (nodesLeft != 0) budget.nodes = std::max<std::int64_t>(1, nodesLeft / searchesLeft);
  if (until != Clock::time_point::max()) {
    const auto now = Clock::now();
    budget.deadline = now + std::max(Clock::duration::zero(), until - now) / searchesLeft;
  }
  return budget;
}

}  // namespace

std::optional<SearchStart> startSearch(const PlayerView& view, const SetupPrior& prior, const SetupRecall* recall,
                                       Decision& decision) {
  std::optional<GameState> standIn = rebuild(view, standInRanks(view));
  if (!standIn) {
    decision.error = "the view cannot be replayed";
    return std::nullopt;
  }
  MoveList list;
  const int count = standIn->legalMoves(list);
  if (count == 0) return std::nullopt;
  SearchStart start{std::move(*standIn), std::vector<Move>(list.begin(), list.begin() + count),
                    computeBeliefs(view, prior, recall)};
  decision.report.beliefs = describeBeliefs(view, start.beliefs);
  if (count > 1) return start;
  decision.move = list[0];
  return std::nullopt;
}

FlagCandidates flagCandidates(const PlayerView& view, const Beliefs& beliefs) {
  std::vector<std::pair<float, PieceId>> odds;
  for (std::size_t id = 0; id < view.pieces.size(); ++id) {
    const ViewPiece& p = view.pieces[id];
    const float flag = beliefs.pieces[id][index(Rank::Flag)];
    if (p.side != view.viewer && p.square != kNoSquare && flag > 0.01f) odds.emplace_back(flag, static_cast<PieceId>(id));
  }
  std::sort(odds.begin(), odds.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  FlagCandidates out;
  for (const auto& [flag, id] : odds) {
    if (out.count == FlagCandidates::kMax) break;
    out.ids[static_cast<std::size_t>(out.count)] = id;
    out.odds[static_cast<std::size_t>(out.count++)] = flag;
  }
  return out;
}

Decision decideBySampling(const PlayerView& view, const SetupPrior& prior, const SampledSearchSettings& settings,
                          Random& rng, TranspositionTable& table) {
  const auto started = std::chrono::steady_clock::now();
  Decision decision;
  std::optional<SearchStart> start = startSearch(view, prior, settings.recall, decision);
  if (!start) return decision;
  const GameState& standIn = start->standIn;
  const Beliefs& beliefs = start->beliefs;
  // In random order, so that equal scores are broken at random (the first best wins).
  std::vector<Move>& rootMoves = start->moves;
  for (std::size_t i = rootMoves.size(); i > 1; --i)
    std::swap(rootMoves[i - 1], rootMoves[rng.below(static_cast<std::uint32_t>(i))]);

  const FlagCandidates candidates = flagCandidates(view, beliefs);
  const BattleOdds odds = battleOdds(view, beliefs);
  const int samples = std::max(1, settings.samples);
  const Strata strata(minerThreat(view, beliefs), samples);
  const std::array<Beliefs, Strata::kCount> drawnFrom = {strata.beliefsOf(0, beliefs), strata.beliefsOf(1, beliefs)};
  std::vector<RootTally> tallies;
  tallies.reserve(rootMoves.size());
  const float shownTakingPower = settings.recall ? settings.recall->recapturePower() : 1.0f;
  // Whether some root move attacks a hidden piece or leaves a piece the enemy knows beside one.
  bool gambles = false;
  for (const Move move : rootMoves) {
    tallies.emplace_back(standIn, view, move, beliefs, drawnFrom, shownTakingPower);
    gambles = gambles || tallies.back().attacksHidden() || tallies.back().threatOdds() > 0.0f;
  }
  SearchBudget base;
  base.maxDepth = settings.maxDepth;
  base.quiescenceDepth = settings.quiescenceDepth;
  base.terms = settings.terms;
  base.terms.flagCandidates = &candidates;
  base.terms.searcher = view.viewer;
  base.battleOdds = &odds;
  base.rootBattlesAsDrawn = true;  // the tallies weigh how they end
  const bool timed = settings.deadline != Clock::time_point::max();
  const std::int64_t samplesNodes = gambles ? settings.nodes * kSamplesShare / kShareOf : settings.nodes;
  const Clock::time_point samplesUntil =
      gambles && timed ? started + (settings.deadline - started) * kSamplesShare / kShareOf : settings.deadline;
  auto nodesLeft = [&](std::int64_t of) { return of > 0 ? std::max<std::int64_t>(1, of - decision.report.nodes) : 0; };

  AlphaBeta searcher(table);
  int shallowest = std::numeric_limits<int>::max();
  std::vector<std::vector<Move>> pvs;
  for (int k = 0; k < samples; ++k) {
    const int stratum = strata.of(k);
    std::optional<GameState> state = rebuild(view, sampleHiddenRanks(view, drawnFrom[static_cast<std::size_t>(stratum)], rng));
    if (!state) continue;  // cannot happen with a sound sampler; a lost sample only costs accuracy
    const RootScores scored =
        searcher.scoreRoot(*state, rootMoves, shareOf(base, nodesLeft(samplesNodes), samplesUntil, samples - k));
    for (std::size_t i = 0; i < tallies.size(); ++i) tallies[i].add(stratum, *state, scored.scores[i]);
    shallowest = std::min(shallowest, scored.depth);
    decision.report.nodes += scored.nodes;
    pvs.push_back(scored.pv);
    ++decision.report.samples;
  }
  // The cases that no ordinary sample showed (an attack's outcome, a piece beside ours that
  // takes it): one draw of each, the move alone searched in it, at most a sample's share.
  std::vector<std::pair<std::size_t, TallyCase>> unseen;
  for (std::size_t i = 0; i < tallies.size(); ++i)
    for (const TallyCase c : tallies[i].unseenCases(0)) unseen.emplace_back(i, c);
  for (std::size_t j = 0; j < unseen.size(); ++j) {
    const auto [i, c] = unseen[j];
    std::optional<GameState> state = rebuild(view, sampleHiddenRanks(view, tallies[i].conditionedOn(c, drawnFrom[0]), rng));
    if (!state) continue;
    SearchBudget budget = shareOf(base, nodesLeft(settings.nodes), settings.deadline, static_cast<int>(unseen.size() - j));
    if (settings.nodes > 0) budget.nodes = std::min(budget.nodes, std::max<std::int64_t>(1, settings.nodes / samples));
    const RootScores scored = searcher.scoreRoot(*state, std::span<const Move>(&rootMoves[i], 1), budget);
    tallies[i].add(0, *state, scored.scores[0]);
    decision.report.nodes += scored.nodes;
  }
  // Average over the samples, less the chance of losing the Flag at once, which the
  // samples estimate poorly; that loss counts in full (a cheap insurance: guarding the
  // Flag seldom costs much). Less, too, what the move gives up of the pieces that look like
  // our Flag to the enemy (ai/flag_disguise): inside a sample they are worth nothing, as its
  // enemy knows our every rank.
  std::vector<std::int64_t> score(rootMoves.size());
  for (std::size_t i = 0; i < score.size(); ++i) {
    const auto flagDanger = static_cast<std::int64_t>(flagDangerAfter(standIn, beliefs, rootMoves[i]) * kWinScore);
    score[i] = tallies[i].mean(strata) - flagDanger - disguiseCost(view, standIn.pieceAt(rootMoves[i].from()));
  }
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
