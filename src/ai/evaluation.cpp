#include "ai/evaluation.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace stratego {
namespace {

constexpr int kSpyHunterValue = 300;   // the Spy while the enemy Marshal lives
constexpr int kLastMinersBonus = 80;   // each of the last two Miners, while enemy Bombs stand
constexpr int kHiddenShare = 5;        // an unseen piece is worth 1/5 more
// A side with no mobile piece left loses when its turn comes (RULES.md 5); quiescence
// stops before it would see that.
constexpr int kImmobileLoss = kWinScore / 2;
constexpr int kProgressPerStep = 6;    // per square the nearest mobile piece is closer to the Flag
// On top, once that piece is close: a Flag a few steps from an enemy piece is in danger
// the search cannot see in time at shallow depths.
constexpr std::array<int, 5> kFlagDanger = {0, 300, 150, 70, 30};

struct SideSummary {
  std::array<std::uint8_t, kRankCount> alive{};
  int mobile = 0;
  Square flag = kNoSquare;
};

int distance(Square a, Square b) { return std::abs(fileOf(a) - fileOf(b)) + std::abs(rankOf(a) - rankOf(b)); }

int valueOf(Rank rank, const SideSummary& own, const SideSummary& enemy) {
  switch (rank) {
    case Rank::Spy:
      return enemy.alive[index(Rank::Marshal)] ? kSpyHunterValue : kMaterialValue[index(rank)];
    case Rank::Miner:
      return kMaterialValue[index(rank)] +
             (own.alive[index(Rank::Miner)] <= 2 && enemy.alive[index(Rank::Bomb)] ? kLastMinersBonus : 0);
    default:
      return kMaterialValue[index(rank)];
  }
}

std::array<SideSummary, 2> summarize(const GameState& state) {
  std::array<SideSummary, 2> sides{};
  for (int id = 0; id < state.pieceCount(); ++id) {
    const Piece& p = state.piece(static_cast<PieceId>(id));
    if (!p.alive()) continue;
    ++sides[index(p.side)].alive[index(p.rank)];
    sides[index(p.side)].mobile += isMovable(p.rank);
    if (p.rank == Rank::Flag) sides[index(p.side)].flag = p.square;
  }
  return sides;
}

int progressValue(int steps) {
  return (20 - steps) * kProgressPerStep +
         (steps < static_cast<int>(kFlagDanger.size()) ? kFlagDanger[static_cast<std::size_t>(steps)] : 0);
}

// Steps from `target` to the nearest mobile piece of `side`; 99 when it has none.
int nearestMobile(const GameState& state, Side side, Square target) {
  int nearest = 99;
  for (int id = 0; id < state.pieceCount(); ++id) {
    const Piece& p = state.piece(static_cast<PieceId>(id));
    if (p.side == side && p.alive() && isMovable(p.rank)) nearest = std::min(nearest, distance(p.square, target));
  }
  return nearest;
}

int progressToward(const GameState& state, Side side, Square flag) {
  if (flag == kNoSquare) return 0;
  const int steps = nearestMobile(state, side, flag);
  return steps == 99 ? 0 : progressValue(steps);
}

// Progress toward the candidates still standing, weighted by their odds: a candidate
// taken without winning was no Flag, so the others' odds grow.
int expectedProgress(const GameState& state, const FlagCandidates& candidates) {
  float sum = 0.0f, weight = 0.0f;
  for (int i = 0; i < candidates.count; ++i) {
    const Piece& p = state.piece(candidates.ids[static_cast<std::size_t>(i)]);
    if (!p.alive()) continue;
    const int steps = nearestMobile(state, candidates.searcher, p.square);
    if (steps == 99) return 0;
    const float odds = candidates.odds[static_cast<std::size_t>(i)];
    sum += odds * static_cast<float>(progressValue(steps));
    weight += odds;
  }
  return weight > 0.0f ? static_cast<int>(sum / weight) : 0;
}

// As the plies without a battle near the cap (a draw), any lead is worth less: from half
// the cap on, the score shrinks toward 0. A battle resets the count, so the side ahead
// seeks one instead of shuffling into the draw.
int drawnTowardTheCap(const GameState& state, int score) {
  const int cap = state.config().rules.noBattleCap;
  if (cap <= 0 || 2 * state.pliesSinceBattle() <= cap) return score;
  const int left = std::max(0, cap - state.pliesSinceBattle());
  return score * 2 * left / cap;
}

}  // namespace

int evaluate(const GameState& state, const EvalTerms& terms) {
  const auto sides = summarize(state);
  std::array<int, 2> score{};
  for (int id = 0; id < state.pieceCount(); ++id) {
    const Piece& p = state.piece(static_cast<PieceId>(id));
    if (!p.alive()) continue;
    const int us = index(p.side);
    const int value = valueOf(p.rank, sides[us], sides[1 - us]);
    score[us] += value + ((p.flags & kRevealed) ? 0 : value / kHiddenShare);
  }
  for (Side side : {Side::Red, Side::Blue})
    if (sides[index(side)].mobile == 0) score[index(side)] -= kImmobileLoss;
  if (terms.progress) {
    for (Side side : {Side::Red, Side::Blue}) {
      const FlagCandidates* candidates = terms.flagCandidates;
      score[index(side)] += candidates && candidates->searcher == side
                                ? expectedProgress(state, *candidates)
                                : progressToward(state, side, sides[index(opponent(side))].flag);
    }
  }
  const int me = index(state.toMove());
  return drawnTowardTheCap(state, score[me] - score[1 - me]);
}

}  // namespace stratego
