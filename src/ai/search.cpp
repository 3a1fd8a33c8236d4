#include "ai/search.hpp"

#include <algorithm>
#include <limits>

#include "ai/evaluation.hpp"

namespace stratego {
namespace {

constexpr int kInfinity = kWinScore + 1;
constexpr int kTableMoveKey = 1 << 30;
constexpr int kGoodAttackKey = 1 << 28;
constexpr int kKillerKey = 1 << 27;
constexpr int kBadAttackKey = -(1 << 28);

// The score of a finished game for the side to move, `ply` plies from the root.
int terminalScore(const GameState& state, int ply, const EvalTerms& terms) {
  const Winner w = state.outcome().winner;
  if (w == Winner::Draw) return drawScore(state, terms);
  return w == winnerFor(state.toMove()) ? kWinScore - ply : -(kWinScore - ply);
}

// Win scores count plies from the root; the table keeps them from the stored node.
int toTable(int score, int ply) { return score > kWinThreshold ? score + ply : score < -kWinThreshold ? score - ply : score; }
int fromTable(int score, int ply) { return score > kWinThreshold ? score - ply : score < -kWinThreshold ? score + ply : score; }

// Material an attack wins (negative: loses), known exactly in a full state.
int attackGain(const GameState& state, Move m) {
  const Piece& a = state.piece(state.pieceAt(m.from()));
  const Piece& d = state.piece(state.pieceAt(m.to()));
  return d.rank == Rank::Flag ? kWinScore : battleGain(a.rank, d.rank);
}

bool isWin(int score) { return score > kWinThreshold || score < -kWinThreshold; }

bool isAttack(const GameState& state, Move m) { return state.pieceAt(m.to()) != kNoPiece; }

// Moves the best-keyed move of [from, count) to `from`.
void pickBest(MoveList& moves, std::array<int, kMaxMoves>& keys, int from, int count) {
  int best = from;
  for (int i = from + 1; i < count; ++i)
    if (keys[i] > keys[best]) best = i;
  std::swap(moves[from], moves[best]);
  std::swap(keys[from], keys[best]);
}

}  // namespace

void AlphaBeta::make(GameState& state, Move m, bool corrected) {
  const bool guessed = corrected && budget_.battleOdds && isGuessedBattle(*budget_.battleOdds, state, m);
  const int correction = guessed ? fusionCorrection(*budget_.battleOdds, state, m) : 0;
  const auto at = static_cast<std::size_t>(line_++);
  corrections_[at] = correction;
  guessedFlag_[at] = guessed && state.piece(state.pieceAt(m.to())).rank == Rank::Flag;
  bias_ += correction;
  state.make(m);
}

int AlphaBeta::finishedScore(const GameState& state, int ply) const {
  if (line_ > 0 && guessedFlag_[static_cast<std::size_t>(line_ - 1)])
    return evaluate(state, budget_.terms) + lineBias(state);  // the Flag's odds are in the bias
  return terminalScore(state, ply, budget_.terms);
}

int AlphaBeta::attackWorth(const GameState& state, Move m) const {
  if (budget_.battleOdds && isGuessedBattle(*budget_.battleOdds, state, m)) return averageGain(*budget_.battleOdds, state, m);
  return attackGain(state, m);
}

void AlphaBeta::unmake(GameState& state) {
  state.unmake();
  bias_ -= corrections_[static_cast<std::size_t>(--line_)];
}

int AlphaBeta::lineBias(const GameState& state) const {
  return budget_.battleOdds && state.toMove() != budget_.battleOdds->searcher ? -bias_ : bias_;
}

bool AlphaBeta::outOfBudget() {
  if (stopped_) return true;
  if (budget_.nodes > 0 && nodes_ >= budget_.nodes) stopped_ = true;
  if (nodes_ >= nextClockCheck_) {  // the clock is read every kClockInterval nodes or so
    nextClockCheck_ = nodes_ + kClockInterval;
    if (std::chrono::steady_clock::now() >= budget_.deadline) stopped_ = true;
  }
  return stopped_;
}

int AlphaBeta::orderMoves(const GameState& state, MoveList& moves, int count, Move tableMove, int ply,
                          std::array<int, kMaxMoves>& keys) const {
  for (int i = 0; i < count; ++i) {
    const Move m = moves[i];
    if (m == tableMove) {
      keys[i] = kTableMoveKey;
    } else if (isAttack(state, m)) {
      const int gain = attackWorth(state, m);
      keys[i] = gain >= 0 ? kGoodAttackKey + gain : kBadAttackKey + gain;
    } else if (ply < kMaxPly && (m == killers_[ply][0] || m == killers_[ply][1])) {
      keys[i] = kKillerKey;
    } else {
      keys[i] = history_[m.from() * kGridSize + m.to()];
    }
  }
  return count;
}

int AlphaBeta::quiesce(GameState& state, int alpha, int beta, int ply, int depthLeft) {
  if (state.outcome().over()) return finishedScore(state, ply);
  const int standPat = evaluate(state, budget_.terms) + lineBias(state);
  if (standPat >= beta || depthLeft == 0 || ply >= kMaxPly - 1) return standPat;
  alpha = std::max(alpha, standPat);
  MoveList moves;
  std::array<int, kMaxMoves> keys;
  int count = 0;
  const int all = state.legalMoves(moves);
  for (int i = 0; i < all; ++i) {  // attacks that do not lose material
    if (!isAttack(state, moves[i])) continue;
    const int gain = attackWorth(state, moves[i]);
    if (gain < 0) continue;
    moves[count] = moves[i];
    keys[count++] = gain;
  }
  int best = standPat;
  for (int i = 0; i < count; ++i) {
    pickBest(moves, keys, i, count);
    ++nodes_;
    make(state, moves[i]);
    const int score = -quiesce(state, -beta, -alpha, ply + 1, depthLeft - 1);
    unmake(state);
    if (score > best) {
      best = score;
      if (score > alpha) alpha = score;
      if (alpha >= beta) break;
    }
  }
  return best;
}

int AlphaBeta::search(GameState& state, int depth, int alpha, int beta, int ply) {
  if (state.outcome().over()) return finishedScore(state, ply);
  if (depth <= 0) return quiesce(state, alpha, beta, ply, budget_.quiescenceDepth);
  if (outOfBudget()) return 0;  // the iteration is thrown away

  Move tableMove;
  if (const TableEntry* e = table_.probe(state.hash())) {
    tableMove = e->move;
    if (e->depth >= depth) {
      const int stored = fromTable(e->score, ply);
      const int score = isWin(stored) ? stored : stored + lineBias(state);
      if (e->bound == Bound::Exact || (e->bound == Bound::Lower && score >= beta) ||
          (e->bound == Bound::Upper && score <= alpha))
        return score;
    }
  }
  MoveList moves;
  std::array<int, kMaxMoves> keys;
  const int count = orderMoves(state, moves, state.legalMoves(moves), tableMove, ply, keys);
  if (count == 0) return -(kWinScore - ply);  // no legal move: the side to move loses

  const int alphaIn = alpha;
  int best = -kInfinity;
  Move bestMove;
  for (int i = 0; i < count; ++i) {
    pickBest(moves, keys, i, count);
    const Move m = moves[i];
    ++nodes_;
    make(state, m);
    const int score = -search(state, depth - 1, -beta, -alpha, ply + 1);
    unmake(state);
    if (stopped_) return 0;
    if (score > best) {
      best = score;
      bestMove = m;
      if (score > alpha) alpha = score;
      if (alpha >= beta) {
        if (!isAttack(state, m) && ply < kMaxPly) {
          killers_[ply][1] = killers_[ply][0];
          killers_[ply][0] = m;
          history_[m.from() * kGridSize + m.to()] += depth * depth;
        }
        break;
      }
    }
  }
  const Bound bound = best >= beta ? Bound::Lower : best > alphaIn ? Bound::Exact : Bound::Upper;
  table_.store(state.hash(), bestMove, toTable(isWin(best) ? best : best - lineBias(state), ply), depth, bound);
  return best;
}

std::vector<Move> AlphaBeta::principalVariation(GameState& state, Move first, int depth) {
  std::vector<Move> pv{first};
  state.make(first);
  int made = 1;
  MoveList moves;
  while (made < depth && !state.outcome().over()) {
    const TableEntry* e = table_.probe(state.hash());
    if (!e || e->move.isNone()) break;
    const int count = state.legalMoves(moves);
    if (std::find(moves.begin(), moves.begin() + count, e->move) == moves.begin() + count) break;
    pv.push_back(e->move);
    state.make(e->move);
    ++made;
  }
  for (; made > 0; --made) state.unmake();
  return pv;
}

void AlphaBeta::start(const SearchBudget& budget) {
  budget_ = budget;
  nodes_ = 0;
  nextClockCheck_ = 0;
  stopped_ = false;
  bias_ = 0;
  line_ = 0;
}

int AlphaBeta::quiescenceScore(GameState& state, const SearchBudget& budget, std::int64_t& nodes) {
  start(budget);
  const int score = quiesce(state, -kInfinity, kInfinity, 0, budget.quiescenceDepth);
  nodes += nodes_;
  return score;
}

RootScores AlphaBeta::scoreRoot(GameState& state, std::span<const Move> rootMoves, const SearchBudget& budget) {
  start(budget);
  for (auto& k : killers_) k = {Move(), Move()};
  std::fill(history_.begin(), history_.end(), 0);

  RootScores result;
  result.scores.assign(rootMoves.size(), -kInfinity);
  std::vector<std::size_t> order(rootMoves.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::vector<int> scores(rootMoves.size());

  for (int depth = 1; depth <= budget.maxDepth; ++depth) {
    int best = -kInfinity;
    std::size_t bestIndex = order[0];
    for (std::size_t k = 0; k < order.size(); ++k) {
      const std::size_t i = order[k];
      ++nodes_;
      make(state, rootMoves[i], !budget.rootBattlesAsDrawn);
      // The first move gets the full window; the others need only show whether they can
      // come within the margin of the best.
      const int floor = best == -kInfinity ? -kInfinity : best - kRootMargin;
      scores[i] = -search(state, depth - 1, -kInfinity, -floor, 1);
      unmake(state);
      if (stopped_ && depth > 1) break;
      if (scores[i] > best) {
        best = scores[i];
        bestIndex = i;
      }
    }
    if (stopped_ && depth > 1) break;
    result.scores = scores;
    result.depth = depth;
    result.pv = principalVariation(state, rootMoves[bestIndex], depth);
    // The next iteration tries the best moves first.
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return scores[a] > scores[b]; });
    if (isWin(best)) break;  // the result is decided
    if (stopped_) break;
  }
  result.nodes = nodes_;
  return result;
}

}  // namespace stratego
