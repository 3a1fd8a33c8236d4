#include "ai/evaluation.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace stratego {
namespace {

constexpr int kSpyHunterValue = 300;   // the Spy while the enemy Marshal lives
constexpr int kLastMinersBonus = 80;   // for each of two Miners, while enemy Bombs stand
constexpr int kHiddenShare = 5;        // an unseen piece is worth 1/5 more
// but an unseen Bomb 100 more, not a fifth of its 70: where Bombs stand is most of what the
// enemy does not know (told where Demon of Ignorance's Bombs stood, our player won 0.90 of
// its games, against 0.57), so that finding one pays for a Scout.
constexpr int kHiddenBombWorth = 100;
// A side with no mobile piece left loses when its turn comes (RULES.md 5); quiescence
// stops before it would see that.
constexpr int kImmobileLoss = kWinScore / 2;
constexpr int kProgressPerStep = 6;    // per square the nearest mobile piece is closer to the Flag
// On top, once that piece is close: a Flag a few steps from an enemy piece is in danger
// the search cannot see in time at shallow depths.
constexpr std::array<int, 5> kFlagDanger = {0, 300, 150, 70, 30};
constexpr int kFar = 99;  // no mobile piece at all
// Bombs ring a Flag that only a Miner can open: while enemy Bombs stand, the nearest
// Miner is pulled toward the Flag too, or an attack that reached the Bombs with other
// pieces waits there for the draw.
constexpr int kMinerPerStep = 3;
// A shown enemy piece in our half takes what it beats there, one piece after another,
// unless one of ours that beats it comes: our nearest such piece is pulled toward it.
constexpr int kDefendPerStep = 8;
constexpr int kDefendReach = 10;  // steps beyond which the pull no longer grows
static_assert(kFar > kDefendReach);  // so a raider none of ours outranks costs the full reach
constexpr Rank kLowestRaider = Rank::Captain;

// stepsBetween by table: the evaluation runs at every leaf.
inline constexpr auto kDistance = [] {
  std::array<std::array<std::uint8_t, kGridSize>, kGridSize> d{};
  for (int a = 0; a < kGridSize; ++a)
    for (int b = 0; b < kGridSize; ++b)
      d[a][b] = static_cast<std::uint8_t>(stepsBetween(static_cast<Square>(a), static_cast<Square>(b)));
  return d;
}();

// One side's pieces, gathered in one pass over the state.
struct SideSummary {
  std::array<std::uint8_t, kRankCount> alive{};
  std::array<std::uint8_t, kRankCount> hidden{};  // alive and not seen by the opponent
  int unmovedHidden = 0;  // mobile pieces never moved nor seen: a Bomb, for all the enemy knows
  std::array<Square, kMaxPieces> mobile{};       // squares of the pieces that can move
  std::array<Rank, kMaxPieces> mobileRank{};
  int mobileCount = 0;
  std::array<Square, kMaxPieces> miners{};
  int minerCount = 0;
  std::array<Square, kMaxPieces> probers{};  // mobile pieces below the Colonel
  int proberCount = 0;
  std::array<PieceId, kMaxPieces> raiders{};  // shown, Captain to General, in the enemy's half
  int raiderCount = 0;
  Square flag = kNoSquare;

  int nearestMobile(Square target) const { return nearest(mobile, mobileCount, target); }
  int nearestProber(Square target) const {
    return proberCount > 0 ? nearest(probers, proberCount, target) : nearestMobile(target);
  }
  int nearestMiner(Square target) const { return nearest(miners, minerCount, target); }

 private:
  static int nearest(const std::array<Square, kMaxPieces>& squares, int count, Square target) {
    int best = kFar;
    for (int i = 0; i < count; ++i) best = std::min<int>(best, kDistance[squares[i]][target]);
    return best;
  }
};

bool inHalfOf(const GameState& state, Square square, Side side) {
  const int ranks = state.config().geometry().ranks;
  return side == Side::Red ? 2 * rankOf(square) < ranks : 2 * rankOf(square) >= ranks;
}

std::array<SideSummary, 2> summarize(const GameState& state) {
  std::array<SideSummary, 2> sides{};
  for (int id = 0; id < state.pieceCount(); ++id) {
    const Piece& p = state.piece(static_cast<PieceId>(id));
    if (!p.alive()) continue;
    SideSummary& s = sides[index(p.side)];
    ++s.alive[index(p.rank)];
    s.hidden[index(p.rank)] += !(p.flags & kRevealed);
    if (isMovable(p.rank)) {
      s.unmovedHidden += !(p.flags & (kRevealed | kMoved));
      s.mobileRank[s.mobileCount] = p.rank;
      s.mobile[s.mobileCount++] = p.square;
    }
    if ((p.flags & kRevealed) && p.rank >= kLowestRaider && p.rank < Rank::Marshal &&
        inHalfOf(state, p.square, opponent(p.side)))
      s.raiders[s.raiderCount++] = static_cast<PieceId>(id);
    if (isMovable(p.rank) && p.rank < Rank::Colonel) s.probers[s.proberCount++] = p.square;
    if (p.rank == Rank::Miner) s.miners[s.minerCount++] = p.square;
    if (p.rank == Rank::Flag) s.flag = p.square;
  }
  return sides;
}

// What `count` pieces of `rank` are worth to their side. Two Miners are worth more while
// enemy Bombs stand: whichever two are left (each Miner is worth the same, plus the bonus
// for up to two of them), so losing a Miner never raises a side's worth. When the bonus
// went to each Miner only once two were left, three Miners counted less than two, and the
// search let its third-last Miner go, even attacking a shown General with it, as a gain.
int worthOf(Rank rank, int count, const SideSummary& enemy) {
  const int each = kMaterialValue[index(rank)];
  switch (rank) {
    case Rank::Spy:
      return count * (enemy.alive[index(Rank::Marshal)] ? kSpyHunterValue : each);
    case Rank::Miner:
      return count * each + (enemy.alive[index(Rank::Bomb)] ? std::min(count, 2) * kLastMinersBonus : 0);
    default:
      return count * each;
  }
}

int material(const SideSummary& own, const SideSummary& enemy) {
  int total = 0;
  for (int r = 0; r < kRankCount; ++r)
    total += worthOf(static_cast<Rank>(r), own.alive[r], enemy) +
             (r == index(Rank::Bomb) ? own.hidden[r] * kHiddenBombWorth
                                     : worthOf(static_cast<Rank>(r), own.hidden[r], enemy) / kHiddenShare);
  total += own.unmovedHidden * kUnmovedBonus;
  return own.mobileCount == 0 ? total - kImmobileLoss : total;
}

// Whether every square beside the Flag on `flag` holds a Bomb of its side (lakes and the
// board's edge need none): then only a Miner can reach it, so the threat to it is the
// nearest enemy Miner, not the nearest enemy piece.
bool walledIn(const GameState& state, Square flag) {
  const Side owner = state.piece(state.pieceAt(flag)).side;
  for (Bitboard around = kNeighbours[flag]; !around.empty();) {
    const PieceId id = state.pieceAt(around.popLowest());
    if (id == kWall) continue;
    if (id == kNoPiece) return false;
    const Piece& p = state.piece(id);
    if (p.side != owner || p.rank != Rank::Bomb) return false;
  }
  return true;
}

// The steps to the Flag on `flag` of the piece that threatens it: the nearest Miner if Bombs
// wall it in; else the nearest mobile piece, or for our own advance (`probing`) the nearest
// below the Colonel while we have one (below).
int stepsToFlag(const GameState& state, const SideSummary& own, Square flag, bool probing) {
  if (walledIn(state, flag)) return own.nearestMiner(flag);
  return probing ? own.nearestProber(flag) : own.nearestMobile(flag);
}

int progressValue(int steps) {
  if (steps == kFar) return 0;
  return (20 - steps) * kProgressPerStep +
         (steps < static_cast<int>(kFlagDanger.size()) ? kFlagDanger[static_cast<std::size_t>(steps)] : 0);
}

// Progress toward the candidates still standing, weighted by their odds: a candidate
// taken without winning was no Flag, so the others' odds grow. A candidate that the
// sample walls in with Bombs is near only to a Miner: our General beside such a ring was
// pulled toward it as if it could get through, and died on the Bombs. And the pull is on
// our pieces below the Colonel while one is left: the unmoved pieces around a Flag are
// Bombs as often as not, and pulled there, our Colonels, Generals and Marshals attacked
// them (against Demon of Ignorance, which probes with Scouts and Miners, our non-Miners
// hit 175 Bombs in 66 games, 43 of them Colonels or higher; its own 47, five so).
int expectedProgress(const GameState& state, const SideSummary& own, const SideSummary& enemy,
                     const FlagCandidates& candidates) {
  const bool bombsStand = enemy.alive[index(Rank::Bomb)] > 0;
  float sum = 0.0f, weight = 0.0f;
  for (int i = 0; i < candidates.count; ++i) {
    const Piece& p = state.piece(candidates.ids[static_cast<std::size_t>(i)]);
    if (!p.alive()) continue;
    const float odds = candidates.odds[static_cast<std::size_t>(i)];
    int value = progressValue(stepsToFlag(state, own, p.square, true));
    if (bombsStand && own.minerCount > 0) value += (20 - own.nearestMiner(p.square)) * kMinerPerStep;
    sum += odds * static_cast<float>(value);
    weight += odds;
  }
  return weight > 0.0f ? static_cast<int>(sum / weight) : 0;
}

// For each shown enemy raider in our half, the steps of our nearest piece that outranks it.
// Not the Spy, though it takes the Marshal: sent toward a known Marshal, ours died (16
// times in 20 games against Demon of Ignorance, 8 without). With none of ours left that
// outranks it, the raider costs as much as one beyond reach: costing nothing then, losing
// our Marshal while the enemy's General raided paid back up to 80 of the Marshal's worth.
// A Marshal, which nothing outranks, is no raider (summarize): it costs nothing anywhere.
int defence(const GameState& state, const SideSummary& own, const SideSummary& enemy) {
  int cost = 0;
  for (int i = 0; i < enemy.raiderCount; ++i) {
    const Piece& raider = state.piece(enemy.raiders[static_cast<std::size_t>(i)]);
    int best = kFar;
    for (int j = 0; j < own.mobileCount; ++j)
      if (own.mobileRank[static_cast<std::size_t>(j)] > raider.rank)
        best = std::min<int>(best, kDistance[own.mobile[static_cast<std::size_t>(j)]][raider.square]);
    cost += kDefendPerStep * std::min(best, kDefendReach);  // kFar when none outranks it
  }
  return cost;
}

// As the plies without a battle near the cap (a draw), the score shrinks from half the
// cap on toward what the draw is worth. A battle resets the count, so a side that the
// draw would cost seeks one instead of shuffling into it.
int drawnTowardTheCap(const GameState& state, int score, int draw) {
  const int cap = state.config().rules.noBattleCap;
  if (cap <= 0 || 2 * state.pliesSinceBattle() <= cap) return score;
  const int left = std::max(0, cap - state.pliesSinceBattle());
  return draw + (score - draw) * 2 * left / cap;
}

}  // namespace

int evaluate(const GameState& state, const EvalTerms& terms) {
  const auto sides = summarize(state);
  std::array<int, 2> score{};
  for (int us = 0; us < 2; ++us) {
    const SideSummary& own = sides[static_cast<std::size_t>(us)];
    const SideSummary& enemy = sides[static_cast<std::size_t>(1 - us)];
    score[static_cast<std::size_t>(us)] = material(own, enemy);
    if (!terms.progress) continue;
    score[static_cast<std::size_t>(us)] -= defence(state, own, enemy);
    const FlagCandidates* candidates = terms.flagCandidates;
    score[static_cast<std::size_t>(us)] +=
        candidates && index(terms.searcher) == us
            ? expectedProgress(state, own, enemy, *candidates)
            : (enemy.flag == kNoSquare ? 0 : progressValue(stepsToFlag(state, own, enemy.flag, false)));
  }
  const int me = index(state.toMove());
  return drawnTowardTheCap(state, score[static_cast<std::size_t>(me)] - score[static_cast<std::size_t>(1 - me)],
                           drawScore(state, terms));
}

int drawScore(const GameState& state, const EvalTerms& terms) {
  return state.toMove() == terms.searcher ? -terms.contempt : terms.contempt;
}

}  // namespace stratego
