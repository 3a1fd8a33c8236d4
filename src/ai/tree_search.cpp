#include "ai/tree_search.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "ai/battle_odds.hpp"
#include "ai/beliefs.hpp"
#include "ai/evaluation.hpp"
#include "ai/flag_safety.hpp"
#include "ai/search.hpp"

namespace stratego {
namespace {

using Clock = std::chrono::steady_clock;

// UCB's weight on exploration, for values between 0 and 1. Small, since a piece moves the
// odds of winning by hundredths (a Major, 200, by 0.1 at even material): with 0.5 the
// visits spread almost evenly. Against sampled alpha-beta at 8k nodes a move (100 classic
// games each): 0.005 scored 0.32, 0.01 0.41, 0.015 0.45 and 0.30 (two seeds), 0.025 0.42,
// 0.05 0.35.
constexpr double kExploration = 0.02;
// A score s reads as odds of winning 1 / (1 + e^(-s / 500)): over 1,500 Gravon classic
// games the side whose evaluation was s won with about those odds (docs/AI.md).
constexpr double kScoreScale = 500.0;
constexpr int kStatesPerSample = 4;
// The move played is the best of those visited at least this share of the most visited:
// a mean over a few visits is noise.
constexpr double kWellVisited = 0.25;
// Limits for a search given no node limit and no time, and for the tree's memory (about
// 128 MiB): a larger budget stops there.
constexpr std::int64_t kDefaultNodes = 100'000;
constexpr std::size_t kMaxTreeNodes = std::size_t{1} << 22;

// Actions (a move, keyed by its bits) and outcomes (what the move showed: keyed 0 for a
// quiet move, else by the two ranks of its battle) alternate down the tree; the root is
// an outcome. Statistics live on actions, for the side that made the move.
struct Stats {
  std::uint32_t visits = 0;
  std::uint32_t available = 0;  // iterations in which the move was legal here
  double value = 0;             // summed over visits
};

struct Node {
  std::uint32_t key = 0;
  std::int32_t firstChild = -1;
  std::int32_t nextSibling = -1;
  Stats stats;  // actions only
};

class Tree {
 public:
  Tree() { nodes_.emplace_back(); }
  Node& operator[](int i) { return nodes_[static_cast<std::size_t>(i)]; }
  std::size_t size() const { return nodes_.size(); }
  int add(int parent, std::uint32_t key) {
    Node node;
    node.key = key;
    node.nextSibling = (*this)[parent].firstChild;
    nodes_.push_back(node);
    const int id = static_cast<int>(nodes_.size() - 1);
    (*this)[parent].firstChild = id;
    return id;
  }
  // The child of `parent` with `key`, added when there is none.
  int child(int parent, std::uint32_t key) {
    for (int c = (*this)[parent].firstChild; c >= 0; c = (*this)[c].nextSibling)
      if ((*this)[c].key == key) return c;
    return add(parent, key);
  }
  // The child of `parent` visited most; -1 when it has none.
  int mostVisited(int parent) {
    int best = -1;
    for (int c = (*this)[parent].firstChild; c >= 0; c = (*this)[c].nextSibling)
      if (best < 0 || (*this)[c].stats.visits > (*this)[best].stats.visits) best = c;
    return best;
  }

 private:
  std::vector<Node> nodes_;
};

Move moveOf(std::uint32_t key) {
  Move m;
  m.bits = static_cast<std::uint16_t>(key);
  return m;
}

// What the last move showed to both players: nothing, or the ranks of its battle.
std::uint32_t outcomeKey(const GameState& state) {
  const MoveRecord& r = state.history().back();
  if (!r.isAttack()) return 0;
  return 1 + static_cast<std::uint32_t>(index(state.piece(r.mover).rank) * kRankCount +
                                        index(state.piece(r.defender).rank));
}

double oddsOfScore(double score) { return 1.0 / (1.0 + std::exp(-score / kScoreScale)); }

// The searcher's current UCB score of an action, given how often it was available.
double ucb(const Stats& n) {
  return n.value / n.visits + kExploration * std::sqrt(std::log(static_cast<double>(n.available)) / n.visits);
}

class Iterations {
 public:
  Iterations(Tree& tree, const SearchBudget& leaves, Random& rng)
      : tree_(tree), leaves_(leaves), searcher_(leaves.terms.searcher), rng_(rng) {}

  // One walk down from the root in `state`, which it leaves as it found it; the moves it
  // made, those of the leaf's quiescence search included.
  std::int64_t run(GameState& state) {
    path_.clear();
    int at = 0;
    double value = -1;
    while (value < 0) {
      if (state.outcome().over()) {
        value = leafOdds(state);
        break;
      }
      MoveList list;
      const int count = state.legalMoves(list);
      if (count == 0) {  // RULES.md 5: the side that cannot move loses
        value = state.toMove() == searcher_ ? 0.0 : 1.0;
        break;
      }
      bool added = false;
      const int action = choose(at, list, count, added);
      state.make(moveOf(tree_[action].key));
      path_.push_back(action);
      at = tree_.child(action, outcomeKey(state));
      if (added) value = leafOdds(state);
    }
    for (std::size_t k = 0; k < path_.size(); ++k) {  // the searcher made the even moves
      Stats& s = tree_[path_[k]].stats;
      ++s.visits;
      s.value += k % 2 == 0 ? value : 1.0 - value;
    }
    deepest_ = std::max(deepest_, static_cast<int>(path_.size()));
    for (std::size_t k = 0; k < path_.size(); ++k) state.unmake();
    return static_cast<std::int64_t>(path_.size()) + std::exchange(leafNodes_, 0);
  }

  int deepest() const { return deepest_; }

 private:
  // The searcher's odds of winning from `state`, by the quiescence search: a static
  // evaluation in the middle of an exchange misjudges the line by a piece.
  double leafOdds(GameState& state) {
    const Winner w = state.outcome().winner;
    if (w == Winner::Red || w == Winner::Blue) return w == winnerFor(searcher_) ? 1.0 : 0.0;
    const int score = w == Winner::Draw ? drawScore(state, leaves_.terms)
                                        : quiescence_.quiescenceScore(state, leaves_, leafNodes_);
    return oddsOfScore(state.toMove() == searcher_ ? score : -score);
  }

  // The action to take at outcome node `at` among the `count` legal moves: a move not yet
  // tried there (at random; `added` set), else the best by UCB.
  int choose(int at, const MoveList& list, int count, bool& added) {
    ++stamp_;
    for (int i = 0; i < count; ++i) legal_[list[i].bits] = stamp_;
    int best = -1;
    double bestScore = -std::numeric_limits<double>::infinity();
    for (int c = tree_[at].firstChild; c >= 0; c = tree_[c].nextSibling) {
      Stats& s = tree_[c].stats;
      if (legal_[tree_[c].key] != stamp_) continue;
      tried_[tree_[c].key] = stamp_;
      ++s.available;
      const double score = ucb(s);
      if (score > bestScore) bestScore = score, best = c;
    }
    fresh_.clear();
    for (int i = 0; i < count; ++i)
      if (tried_[list[i].bits] != stamp_) fresh_.push_back(list[i]);
    if (fresh_.empty()) return best;
    added = true;
    const Move m = fresh_[rng_.below(static_cast<std::uint32_t>(fresh_.size()))];
    const int action = tree_.add(at, m.bits);
    tree_[action].stats.available = 1;
    return action;
  }

  Tree& tree_;
  const SearchBudget& leaves_;
  const Side searcher_;
  Random& rng_;
  TranspositionTable unused_{1};  // AlphaBeta needs one; its quiescence search reads none
  AlphaBeta quiescence_{unused_};
  std::int64_t leafNodes_ = 0;
  // Per move (by its bits), the last visit that found it legal, and tried in the tree.
  std::vector<std::uint32_t> legal_ = std::vector<std::uint32_t>(1 << 16);
  std::vector<std::uint32_t> tried_ = std::vector<std::uint32_t>(1 << 16);
  std::uint32_t stamp_ = 0;
  std::vector<Move> fresh_;
  std::vector<int> path_;
  int deepest_ = 0;
};

std::vector<Move> mostVisitedLine(Tree& tree) {
  std::vector<Move> line;
  for (int at = 0;;) {
    const int action = tree.mostVisited(at);
    if (action < 0 || tree[action].stats.visits == 0) break;
    line.push_back(moveOf(tree[action].key));
    at = tree.mostVisited(action);
    if (at < 0) break;
  }
  return line;
}

}  // namespace

Decision decideByTreeSearch(const PlayerView& view, const SetupPrior& prior, const SampledSearchSettings& settings,
                            Random& rng) {
  const auto started = Clock::now();
  Decision decision;
  const std::optional<SearchStart> start = startSearch(view, prior, settings.recall, decision);
  if (!start) return decision;
  const Beliefs& beliefs = start->beliefs;

  const FlagCandidates candidates = flagCandidates(view, beliefs);
  const BattleOdds odds = battleOdds(view, beliefs);
  SearchBudget leaves;  // the leaves' quiescence search, as sampled search's
  leaves.quiescenceDepth = settings.quiescenceDepth;
  leaves.terms = settings.terms;
  leaves.terms.flagCandidates = &candidates;
  leaves.terms.searcher = view.viewer;
  leaves.battleOdds = &odds;
  std::vector<GameState> states;
  const int wanted = std::max(1, settings.samples) * kStatesPerSample;
  for (int k = 0; k < wanted; ++k)
    if (std::optional<GameState> s = rebuild(view, sampleHiddenRanks(view, beliefs, rng)))
      states.push_back(std::move(*s));
  if (states.empty()) states.push_back(start->standIn);  // cannot happen with a sound sampler
  decision.report.samples = static_cast<int>(states.size());

  const bool timed = settings.deadline != Clock::time_point::max();
  const std::int64_t nodes = settings.nodes > 0 ? settings.nodes : timed ? 0 : kDefaultNodes;
  Tree tree;
  Iterations iterations(tree, leaves, rng);
  for (std::int64_t i = 0; tree.size() + 2 <= kMaxTreeNodes; ++i) {
    if (nodes > 0 && decision.report.nodes >= nodes) break;
    if (timed && i % 64 == 0 && Clock::now() >= settings.deadline) break;
    decision.report.nodes += iterations.run(states[static_cast<std::size_t>(i) % states.size()]);
  }

  // The best mean among the well-visited root moves, less the chance of losing the Flag at
  // once, which the states estimate poorly (as in sampled search).
  const int top = tree.mostVisited(0);
  double bestScore = -std::numeric_limits<double>::infinity();
  for (int c = top < 0 ? -1 : tree[0].firstChild; c >= 0; c = tree[c].nextSibling) {
    const Stats& n = tree[c].stats;
    if (n.visits == 0 || n.visits < kWellVisited * tree[top].stats.visits) continue;
    const Move m = moveOf(tree[c].key);
    const double score = n.value / n.visits - flagDangerAfter(start->standIn, beliefs, m);
    if (score > bestScore) bestScore = score, decision.move = m;
  }
  if (decision.move.isNone()) decision.move = start->moves[0];  // no iteration ran (a deadline already past)
  const double p = std::clamp(bestScore, 1e-6, 1.0 - 1e-6);
  decision.report.score = static_cast<int>(std::lround(kScoreScale * std::log(p / (1.0 - p))));
  decision.report.depth = iterations.deepest();
  decision.report.pv = mostVisitedLine(tree);
  if (decision.report.pv.empty() || decision.report.pv.front() != decision.move) decision.report.pv = {decision.move};
  decision.report.timeMs = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started).count();
  return decision;
}

}  // namespace stratego
