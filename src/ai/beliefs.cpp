#include "ai/beliefs.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <span>
#include <utility>

#include "ai/flag_mixture.hpp"
#include "ai/setup_generator.hpp"
#include "ai/setup_memory.hpp"
#include "ai/unmoved_evidence.hpp"
#include "core/battle.hpp"
#include "core/bitboard.hpp"

namespace stratego {
namespace {

// Behaviour evidence, per move of a hidden piece relative to a viewer piece whose rank its
// owner knew at the time. Stepping next to it (a threat) makes the ranks that would beat
// it in an attack likelier and those that would lose less likely; stepping away from it
// (a flight) does the opposite, a little more weakly, since pieces also step away for
// other reasons. The product per rank is capped so that a long dance of one piece cannot
// outweigh everything else.
constexpr float kApproachWins = 1.5f, kApproachLoses = 0.75f;
constexpr float kFleeLoses = 1.3f, kFleeWins = 0.8f;
constexpr float kEvidenceCap = 8.0f;
// A hidden piece that steps next to a viewer piece that has moved but that the enemy has
// not seen (and beside no piece it has seen) risks meeting anything: players send middle
// ranks, and keep back the Spy, which dies to anything, and the pieces they can least
// afford to lose. By rank (Flag, Spy, Scout, Miner, Sergeant, Lieutenant, Captain, Major,
// Colonel, General, Marshal, Bomb): the square roots of what Demon of Ignorance's steps
// showed over 424 of our games against it (what the piece was against what the beliefs
// gave). Over 389 other games against it the log loss of such a piece's rank at the step
// fell from 1.357 to 1.319; over 300 Gravon classic games, where people's steps tell
// little, from 1.058 to 1.057. Only a piece's first such step counts: counting each one
// again guessed the bot's moved pieces worse over the game (1.472 against 1.469).
constexpr RankOdds kStepUpMoved = {1.0f, 0.5f, 0.8f, 0.85f, 1.15f, 1.35f, 1.25f, 0.95f, 0.95f, 0.8f, 0.65f, 1.0f};
// A first step next to viewer pieces that have never moved (none that moved, none seen):
// those may be Bombs, which the Miner clears, and anything else; the Spy and the Marshal
// are kept from it. Fitted on Demon of Ignorance's steps over 389 of our games and on
// people's over 300 Gravon classic games, between their ratios; on 382 other games
// against the bot the log loss of such a piece's rank at its steps fell from 1.451 to
// 1.411, on 300 other Gravon games from 0.993 to 0.988.
constexpr RankOdds kStepUpUnmoved = {1.0f, 0.6f, 0.8f, 1.3f, 1.2f, 1.1f, 0.9f, 1.0f, 1.1f, 0.85f, 0.6f, 1.0f};
// A hidden piece that stays put beside an enemy piece while its side moves another is
// likelier a Bomb: one that could move would often have struck or stepped away. In human
// games (the Gravon archive) such unmoved pieces were Bombs at 1.5 times the odds that
// setups and counts gave after one such turn, 2 after two or three, 2.5 after many; their
// Flag odds held (people do not leave the Flag facing the enemy). Beside a piece of ours
// that the enemy has seen, staying tells less: a piece that beats ours, or knows it need
// not fear it, stays too. There a raise toward 2 guessed people's Bombs as well as 3.5
// (log loss 0.656 either way over 150 Gravon games) and Demon of Ignorance's better (0.367
// against 0.379; of the never-moved pieces our Majors attacked in one match, 95 Bombs
// foretold against 113, 78 met).
constexpr float kStandoffBombMax = 3.5f, kStandoffSeenBombMax = 2.0f, kStandoffDecay = 0.7f;
// A shown enemy piece left beside a piece of ours that its owner knows takes it is most
// often guarded: a hidden piece beside it would take ours back (the Spy beside a General
// our Marshal could take). Beside such a piece, the ranks that would take ours are
// likelier, by up to kGuardMax over the enemy turns it stays so. Over 944 held-out Gravon
// classic games, at each first such sight, a piece beside it would take our Marshal back
// 32% of the time where the odds without this said 14% (20% with it); over all ranks the
// log loss of whether one would fell from 0.414 to 0.362 (over our games against Demon of
// Ignorance, from 0.653 to 0.572).
constexpr float kGuardMax = 6.0f, kGuardDecay = 0.5f;
// weighLikeSetups. Over 375 of our games against Demon of Ignorance (every library setup
// within 8 squares of one of its own left out; every third of our turns), the log loss of
// a hidden piece's rank fell from 1.748 to 1.610, of whether a never-moved one is a Bomb
// from 0.459 to 0.411, of whether one is the Flag from 0.108 to 0.094; these weights did
// best of those tried (0.3 to 1.0; 0.8 to 0.97).
constexpr double kLikeSetupsWeight = 0.6, kLikeSetupsShare = 0.9;

// Proportional fitting: stops once every piece's odds sum to 1 within kTolerance after the
// counts were fitted, or after kMaxIterations (nearly forced cases converge slowly).
constexpr int kMaxIterations = 60;
constexpr float kTolerance = 1e-3f;
// Sampling: a rank the pieces still to draw are expected to hold less often than this is
// scaled as if they held it this often (no division by 0).
constexpr float kLeastExpected = 1e-3f;
constexpr float kCertain = 1.0f - 1e-4f;

using EvidenceTable = std::array<RankOdds, kRankCount>;  // [known rank][hidden rank]

// For a hidden piece that steps next to a known rank k: battle(hidden, k) decides.
constexpr EvidenceTable approachTable() {
  EvidenceTable t{};
  for (int k = 0; k < kRankCount; ++k)
    for (int r = 0; r < kRankCount; ++r) {
      const auto known = static_cast<Rank>(k), hidden = static_cast<Rank>(r);
      const BattleResult b = battle(hidden, known);
      t[k][r] = known == Rank::Flag || !isMovable(hidden) ? 1.0f  // a Flag ends the game: nothing to learn
                : b == BattleResult::AttackerWins         ? kApproachWins
                : b == BattleResult::DefenderWins         ? kApproachLoses
                                                          : 1.0f;
    }
  return t;
}
// For a hidden piece that steps away from a known rank k: battle(k, hidden) decides, and
// only a movable k threatens anything.
constexpr EvidenceTable fleeTable() {
  EvidenceTable t{};
  for (int k = 0; k < kRankCount; ++k)
    for (int r = 0; r < kRankCount; ++r) {
      const auto known = static_cast<Rank>(k), hidden = static_cast<Rank>(r);
      const BattleResult b = battle(known, hidden);
      t[k][r] = !isMovable(known) || !isMovable(hidden) ? 1.0f
                : b == BattleResult::AttackerWins       ? kFleeLoses
                : b == BattleResult::DefenderWins       ? kFleeWins
                                                        : 1.0f;
    }
  return t;
}
constexpr EvidenceTable kApproach = approachTable();
constexpr EvidenceTable kFlee = fleeTable();

constexpr std::array<int, 4> kSteps = {1, -1, kStride, -kStride};

// Whether a hidden piece with these public flags may be `r` while `counts` pieces of each
// rank are left to hand out.
bool allowed(std::uint8_t flags, int r, const Army& counts) {
  const auto rank = static_cast<Rank>(r);
  return counts[r] > 0 && (!(flags & kMoved) || isMovable(rank)) && (!(flags & kScoutKnown) || rank == Rank::Scout);
}

// Counts that rule out no rank: for the facts of a piece alone.
constexpr Army kEveryRank = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};

void applyEvidence(RankOdds& factor, const RankOdds& table) {
  for (int r = 0; r < kRankCount; ++r)
    factor[r] = std::clamp(factor[r] * table[r], 1.0f / kEvidenceCap, kEvidenceCap);
}

// A behaviour cue's odds weighed by how far this opponent's moves bear them out: raised to
// `trust` (ai/behaviour_trust.hpp).
void applyEvidence(RankOdds& factor, const RankOdds& table, float trust) {
  if (trust >= 1.0f) return applyEvidence(factor, table);
  if (trust <= 0.0f) return;
  RankOdds weighed;
  for (int r = 0; r < kRankCount; ++r) weighed[r] = std::pow(table[r], trust);
  applyEvidence(factor, weighed);
}

// `most`: the raise it tends to over many turns.
RankOdds standoffEvidence(int turns, float most) {
  RankOdds t;
  t.fill(1.0f);
  t[index(Rank::Bomb)] = 1.0f + (most - 1.0f) * (1.0f - std::pow(kStandoffDecay, static_cast<float>(turns)));
  return t;
}

// For a hidden piece beside a shown one of its side that our `taker` could take, after
// `turns` enemy turns so: the ranks that would take the taker back.
RankOdds guardEvidence(Rank taker, int turns) {
  RankOdds t;
  const float weight = 1.0f + (kGuardMax - 1.0f) * (1.0f - std::pow(kGuardDecay, static_cast<float>(turns)));
  for (int r = 0; r < kRankCount; ++r)
    t[r] = takes(static_cast<Rank>(r), taker) ? weight : 1.0f;
  return t;
}

// How far forward a hidden piece has gone from its start tells its rank: people keep
// their high pieces back at first and send them far later, the low ones stay near the
// front line. Fitted on 1,144 Gravon classic games: at every attack on a hidden piece that
// had moved, what the piece was against what the beliefs gave, by how many ranks it had
// ever stood ahead of its start (0 to 5 or more), three rounds of multiplying each rank
// by actual / predicted. On 800 other games the log loss of how those battles end fell
// from 0.660 to 0.639 (our own attacks against Demon of Ignorance: 0.669 to 0.664).
// Columns: Spy, Scout, Miner, Sergeant, Lieutenant, Captain, Major, Colonel, General, Marshal.
constexpr std::array<std::array<float, 10>, 6> kAdvanceOdds = {{
    {0.94f, 1.17f, 1.09f, 1.07f, 0.99f, 1.01f, 0.68f, 0.92f, 0.76f, 0.94f},
    {0.93f, 0.99f, 0.88f, 0.98f, 1.02f, 1.10f, 1.02f, 1.03f, 0.97f, 1.01f},
    {0.82f, 0.79f, 0.76f, 0.90f, 0.96f, 1.15f, 1.53f, 1.35f, 1.43f, 1.19f},
    {0.85f, 0.78f, 0.69f, 0.84f, 1.11f, 1.01f, 1.41f, 1.52f, 1.56f, 1.15f},
    {0.82f, 0.78f, 0.73f, 0.66f, 0.88f, 0.97f, 1.31f, 1.68f, 1.84f, 1.80f},
    {1.19f, 0.61f, 0.74f, 0.63f, 0.89f, 1.27f, 1.69f, 3.37f, 4.00f, 1.81f},
}};

RankOdds advanceEvidence(int ranks) {
  const auto& row = kAdvanceOdds[static_cast<std::size_t>(std::min(ranks, 5))];
  RankOdds t;
  t.fill(1.0f);  // Flag and Bomb: a piece that moved is neither
  for (std::size_t i = 0; i < row.size(); ++i) t[index(Rank::Spy) + i] = row[i];
  return t;
}

// Replays the public history with the pieces on their squares and, for every move of a
// hidden enemy piece (row[id] >= 0), weighs it against the viewer pieces next to its
// origin and its destination whose ranks the enemy had seen by then. Such a move is one
// step (a longer one shows a Scout), so no square is next to both ends: a piece next to
// the destination was approached, one next to the origin was left. And it counts the
// enemy's turns each hidden piece spent beside a viewer piece (standoffEvidence) and the
// most ranks each went ahead of its start (advanceEvidence). The flight and the advance are
// weighed by `trust`; the approach is not: Demon of Ignorance's flights and advances belie
// people's odds, but its steps next to our shown pieces tell what people's do, and more
// (docs/STRENGTH-LOG.md, "A fifty-seventh time", "A fifty-eighth time").
void gatherEvidence(const PlayerView& view, const std::array<int, kMaxPieces>& row, float trust,
                    std::array<RankOdds, kMaxPieces>& factor) {
  const Board& board = view.config.geometry();
  std::array<PieceId, kGridSize + 2 * kStride> cells;  // by square + kStride: a guard rank each side
  cells.fill(kNoPiece);
  std::array<Square, kMaxPieces> where{};  // by piece id, while cells holds it there
  std::array<int, kMaxPieces> standoffs{};  // by piece id
  std::array<bool, kMaxPieces> seen{};   // viewer pieces whose rank the enemy knows
  std::array<bool, kMaxPieces> moved{};  // pieces that have moved
  // Enemy pieces whose first step up to our moved (unmoved) unseen pieces was counted.
  std::array<bool, kMaxPieces> steppedUp{}, steppedUpToUnmoved{};
  for (std::size_t id = 0; id < view.pieces.size(); ++id) {
    cells[view.pieces[id].startSquare + kStride] = static_cast<PieceId>(id);
    where[id] = view.pieces[id].startSquare;
    if (view.restorePoint && id < view.restorePoint->flags.size()) {
      seen[id] = view.restorePoint->flags[id] & kRevealed;
      moved[id] = view.restorePoint->flags[id] & kMoved;
    }
  }
  auto viewerPiece = [&](int s) {
    const PieceId id = cells[s + kStride];
    return id != kNoPiece && view.pieces[id].side == view.viewer ? id : kNoPiece;
  };
  auto knownViewerPiece = [&](int s) {
    const PieceId id = viewerPiece(s);
    return id != kNoPiece && seen[id] ? id : kNoPiece;
  };
  auto besideViewerPiece = [&](Square s, bool seenOnly) {
    return std::any_of(kSteps.begin(), kSteps.end(), [&](int step) {
      const PieceId id = viewerPiece(s + step);
      return id != kNoPiece && (seen[id] || !seenOnly);
    });
  };

  // By piece id and rank of ours: enemy turns that ended with the piece beside a shown
  // enemy piece that a piece of ours of that rank, known to the enemy, stood ready to take.
  std::array<std::array<std::uint8_t, kRankCount>, kMaxPieces> guards{};
  const Bitboard playable = board.playable;
  auto countGuards = [&](PieceId justShown) {
    for (std::size_t x = 0; x < view.pieces.size(); ++x) {
      const ViewPiece& shown = view.pieces[x];
      if (shown.side == view.viewer || !seen[x] || !shown.rank || !isMovable(*shown.rank)) continue;
      const Square at = where[x];
      if (cells[at + kStride] != static_cast<PieceId>(x)) continue;
      bool canLeave = false, threatened = false;
      Rank taker = Rank::Flag;
      for (int step : kSteps) {
        const int next = at + step;
        if (cells[next + kStride] == kNoPiece) {
          canLeave = canLeave || (next >= 0 && next < kGridSize && playable.has(static_cast<Square>(next)));
          continue;
        }
        const PieceId y = knownViewerPiece(next);
        if (y == kNoPiece || y == justShown) continue;
        const Rank ours = *view.pieces[y].rank;
        if (takes(ours, *shown.rank) && ours > taker) {
          threatened = true;
          taker = ours;
        }
      }
      if (!threatened || !canLeave) continue;  // a piece that cannot step away tells nothing
      for (int step : kSteps)
        if (const PieceId h = cells[at + step + kStride]; h != kNoPiece && row[h] >= 0 && guards[h][index(taker)] < 255)
          ++guards[h][index(taker)];
    }
  };

  std::array<int, kMaxPieces> advance;  // by piece id: ranks gone forward from its start, at most (-1: never moved)
  advance.fill(-1);
  PieceId lastShown = kNoPiece;  // a piece of ours the enemy's last move showed it, not yet known then
  bool enemyMoved = false;
  for (const PublicMove& m : view.history) {
    if (enemyMoved) countGuards(lastShown);
    enemyMoved = view.pieces[m.mover].side != view.viewer;
    lastShown = enemyMoved && m.defender != kNoPiece && !seen[m.defender] ? m.defender : kNoPiece;
    const Square from = m.move.from(), to = m.move.to();
    if (row[m.mover] >= 0) {
      const int start = rankOf(view.pieces[m.mover].startSquare);
      const int ahead = view.pieces[m.mover].side == Side::Red ? rankOf(to) - start : start - rankOf(to);
      advance[m.mover] = std::max({advance[m.mover], ahead, 0});
    }
    if (view.pieces[m.mover].side != view.viewer)
      for (std::size_t id = 0; id < view.pieces.size(); ++id)
        standoffs[id] += row[id] >= 0 && cells[where[id] + kStride] == static_cast<PieceId>(id) && besideViewerPiece(where[id], false);
    where[m.mover] = to;
    moved[m.mover] = true;
    if (m.defender != kNoPiece) {
      cells[from + kStride] = kNoPiece;
      if (m.battle == BattleResult::AttackerWins) cells[to + kStride] = m.mover;
      if (m.battle == BattleResult::BothDie) cells[to + kStride] = kNoPiece;
      seen[m.mover] = seen[m.defender] = true;
      continue;
    }
    if (const int h = row[m.mover]; h >= 0) {
      bool besideSeen = false, besideMovedUnseen = false, besideUnmovedUnseen = false;
      for (int step : kSteps) {
        if (const PieceId near = knownViewerPiece(to + step); near != kNoPiece) {
          applyEvidence(factor[h], kApproach[index(*view.pieces[near].rank)]);
          besideSeen = true;
        } else if (const PieceId other = viewerPiece(to + step); other != kNoPiece) {
          (moved[other] ? besideMovedUnseen : besideUnmovedUnseen) = true;
        }
        if (const PieceId near = knownViewerPiece(from + step); near != kNoPiece)
          applyEvidence(factor[h], kFlee[index(*view.pieces[near].rank)], trust);
      }
      if (besideMovedUnseen && !besideSeen && !steppedUp[m.mover]) {
        applyEvidence(factor[h], kStepUpMoved);
        steppedUp[m.mover] = true;
      }
      if (besideUnmovedUnseen && !besideMovedUnseen && !besideSeen && !steppedUpToUnmoved[m.mover]) {
        applyEvidence(factor[h], kStepUpUnmoved);
        steppedUpToUnmoved[m.mover] = true;
      }
    }
    cells[from + kStride] = kNoPiece;
    cells[to + kStride] = m.mover;
  }
  if (enemyMoved) countGuards(lastShown);
  const Side enemy = opponent(view.viewer);
  const int enemyMoves = (view.ply + (enemy == Side::Red ? 1 : 0)) / 2;
  const bool fortyPieces = view.config.variant == Variant::Classic;
  for (std::size_t id = 0; id < view.pieces.size(); ++id) {
    if (row[id] < 0) continue;
    RankOdds& f = factor[static_cast<std::size_t>(row[id])];
    const ViewPiece& p = view.pieces[id];
    if (fortyPieces && !(p.flags & kMoved)) {
      const int rowFromFront = board.setupDepth - 1 - rankOf(board.asRed(enemy, p.startSquare));
      applyEvidence(f, unmovedEvidence(rowFromFront, enemyMoves));
    }
    if (standoffs[id] > 0) {
      const bool besideSeen = besideViewerPiece(where[id], true);
      applyEvidence(f, standoffEvidence(standoffs[id], besideSeen ? kStandoffSeenBombMax : kStandoffBombMax));
    }
    for (int k = 0; k < kRankCount; ++k)
      if (guards[id][k] > 0) applyEvidence(f, guardEvidence(static_cast<Rank>(k), guards[id][k]));
    if (advance[id] >= 0) applyEvidence(f, advanceEvidence(advance[id]), trust);
  }
}

// Scales the odds to sum 1 (odds all 0 stay so); returns what they summed to.
float normalize(RankOdds& odds) {
  float sum = 0.0f;
  for (float x : odds) sum += x;
  if (sum > 0.0f) {
    const float scale = 1.0f / sum;
    for (float& x : odds) x *= scale;
  }
  return sum;
}

// Scales every row to sum 1; returns how far the sums were from 1 at worst.
float normalizeRows(std::span<RankOdds> rows) {
  float worst = 0.0f;
  for (RankOdds& w : rows) worst = std::max(worst, std::abs(normalize(w) - 1.0f));
  return worst;
}

// Iterative proportional fitting of the hidden pieces' odds (rows) to the counts left
// (columns). With `exact` the columns must sum to the counts; otherwise (the counts
// exceed the hidden pieces) the counts are only upper bounds. Rows end summing to 1.
// Returns how much each rank's column was scaled in all.
RankOdds fitCounts(std::span<RankOdds> rows, const Army& counts, bool exact) {
  RankOdds total;
  total.fill(1.0f);
  normalizeRows(rows);
  for (int iteration = 0; iteration < kMaxIterations; ++iteration) {
    RankOdds column{};
    for (const RankOdds& w : rows)
      for (int r = 0; r < kRankCount; ++r) column[r] += w[r];
    RankOdds scale;
    for (int r = 0; r < kRankCount; ++r) {
      const auto target = static_cast<float>(counts[r]);
      scale[r] = column[r] > 0.0f && target > 0.0f && (exact || column[r] > target) ? target / column[r] : 1.0f;
    }
    for (RankOdds& w : rows)
      for (int r = 0; r < kRankCount; ++r) w[r] *= scale[r];
    for (int r = 0; r < kRankCount; ++r) total[r] *= scale[r];
    if (normalizeRows(rows) < kTolerance) break;
  }
  return total;
}

bool allZero(const RankOdds& odds) {
  return std::none_of(odds.begin(), odds.end(), [](float x) { return x > 0.0f; });
}

RankOdds certain(Rank r) {
  RankOdds odds{};
  odds[index(r)] = 1.0f;
  return odds;
}

int movableCount(const Army& a) { return armySize(a) - a[index(Rank::Flag)] - a[index(Rank::Bomb)]; }

// The hidden enemy pieces, and how many of them the flags constrain.
struct HiddenPieces {
  std::array<PieceId, kMaxPieces> ids{};
  std::array<int, kMaxPieces> row;  // by piece id: its place in `ids`, -1 when known
  int count = 0, moved = 0, scouts = 0;

  explicit HiddenPieces(const PlayerView& view) {
    row.fill(-1);
    for (std::size_t id = 0; id < view.pieces.size(); ++id) {
      const ViewPiece& p = view.pieces[id];
      if (p.rank) continue;
      row[id] = count;
      ids[count++] = static_cast<PieceId>(id);
      moved += (p.flags & kMoved) != 0;
      scouts += (p.flags & kScoutKnown) != 0;
    }
  }
};

// The army minus the enemy ranks revealed (a captured piece was always revealed by its
// battle). Free positions and resumed games may hold pieces one army does not explain:
// whole armies are added until the counts can cover every hidden piece (ordinary games
// never need that; the counts are then upper bounds rather than exact).
Army countsLeft(const PlayerView& view, const HiddenPieces& hidden) {
  const Army army = modelArmy(view.config);
  Army left = army;
  for (const ViewPiece& p : view.pieces)
    if (p.side != view.viewer && p.rank && left[index(*p.rank)] > 0) --left[index(*p.rank)];
  while (armySize(army) > 0 && armySize(left) < kMaxPieces &&
         (armySize(left) < hidden.count || movableCount(left) < hidden.moved ||
          left[index(Rank::Scout)] < hidden.scouts))
    for (int r = 0; r < kRankCount; ++r) left[r] = static_cast<std::uint8_t>(left[r] + army[r]);
  return left;
}

// Setups like the one seen so far say where the enemy's pieces stood
// (SetupPrior::oddsOfLikeSetups): each hidden piece's odds move towards how often those
// setups hold each rank on the square it started from: each rank's odds are multiplied by
// its odds there over the square's plain odds, raised to kLikeSetupsWeight, the like
// setups' odds mixed with the plain odds at kLikeSetupsShare (the enemy's own setup is
// seldom among them). They stand for a setup not seen before, so their weight is scaled by
// `unseenSetup`, the odds that the enemy plays one: a setup remembered from an earlier game
// that fits what is seen knows better.
void weighLikeSetups(const PlayerView& view, const SetupPrior& prior, const HiddenPieces& hidden,
                     double unseenSetup, std::array<RankOdds, kMaxPieces>& evidence) {
  if (!prior.knowsSetups()) return;
  const Side enemy = opponent(view.viewer);
  const Board& geometry = view.config.geometry();
  const auto like = prior.oddsOfLikeSetups(SeenSetup::of(view).cells);
  for (int h = 0; h < hidden.count; ++h) {
    const ViewPiece& p = view.pieces[hidden.ids[h]];
    if (p.startSquare >= kGridSize) continue;
    const auto& there = like[geometry.asRed(enemy, p.startSquare)];
    if (there[0] < 0.0f) continue;
    for (int r = 0; r < kRankCount; ++r) {
      const double plain = std::max(1e-4f, prior.odds(enemy, p.startSquare, static_cast<Rank>(r)));
      const double mixed = kLikeSetupsShare * there[r] + (1.0 - kLikeSetupsShare) * plain;
      evidence[h][r] *= static_cast<float>(std::pow(mixed / plain, kLikeSetupsWeight * unseenSetup));
    }
  }
}

// An opponent seen to ring its Flags with Bombs more than people do (or less) makes a Flag
// beside a piece known to be no Bomb so much less (more) likely, and one beside a Bomb
// likelier: the share of Bombs it showed beside its Flags, drawn toward people's by
// kRingPrior pieces' worth of it, over people's share.
constexpr double kRingPrior = 10.0;

FlagRing flagRingOf(const SetupRecall* recall, const SetupPrior& prior) {
  if (!recall || recall->empty()) return {};
  const std::optional<double> people = prior.flagRingShare();
  if (!people || *people <= 0.0 || *people >= 1.0) return {};
  const SetupRecall::FlagNeighbours seen = recall->flagNeighbours();
  const double share = (seen.bombs + *people * kRingPrior) / (seen.seen + kRingPrior);
  return {static_cast<float>(share / *people), static_cast<float>((1.0 - share) / (1.0 - *people))};
}

}  // namespace

Beliefs computeBeliefs(const PlayerView& view, const SetupPrior& prior, const SetupRecall* recall,
                       std::optional<float> behaviourTrust) {
  const Side enemy = opponent(view.viewer);
  const HiddenPieces hidden(view);
  Beliefs out;
  out.pieces.resize(view.pieces.size());
  for (std::size_t id = 0; id < view.pieces.size(); ++id)
    if (view.pieces[id].rank) out.pieces[id] = certain(*view.pieces[id].rank);
  out.unaccounted = countsLeft(view, hidden);
  const Army& left = out.unaccounted;

  // Exact counts can force more than the flags say: when the Bombs and Flags left are as
  // many as the pieces that never moved, those pieces are exactly them; when the Scouts
  // left are as many as the known Scouts, no other piece is one. Fitting would only creep
  // towards these zeros, so they are set at once.
  const bool exact = armySize(left) == hidden.count;
  const bool unmovedImmovable = exact && movableCount(left) == hidden.moved;
  const bool scoutsAllKnown = exact && left[index(Rank::Scout)] == hidden.scouts;

  std::array<RankOdds, kMaxPieces> evidence;
  std::fill_n(evidence.begin(), hidden.count, RankOdds{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1});
  const float trust = behaviourTrust ? *behaviourTrust : recall ? recall->behaviourTrust() : 1.0f;
  gatherEvidence(view, hidden.row, trust, evidence);
  // Which ranks this opponent moves, learned over the games recalled (ai/moved_ranks.hpp).
  if (recall)
    for (int h = 0; h < hidden.count; ++h)
      if (view.pieces[hidden.ids[h]].flags & kMoved) applyEvidence(evidence[h], recall->movedRankFactors());
  double unseenSetup = 1.0;  // the odds that the enemy plays a setup not remembered
  if (recall && !recall->empty()) {
    const std::vector<double> posterior = recall->posterior(view, prior);
    const std::vector<RankOdds> remembered = recall->evidence(view, prior, posterior);
    // Not capped as behaviour is: a setup seen before may make a square all but certain.
    for (int h = 0; h < hidden.count; ++h)
      for (int r = 0; r < kRankCount; ++r) evidence[h][r] *= remembered[hidden.ids[h]][r];
    for (double repeat : posterior) unseenSetup -= repeat;
  }
  weighLikeSetups(view, prior, hidden, std::max(0.0, unseenSetup), evidence);
  // People pair pieces in their setups: each rank revealed so far says something of the
  // pieces that started next to it.
  for (const ViewPiece& known : view.pieces) {
    if (known.side != enemy || !known.rank) continue;
    for (int h = 0; h < hidden.count; ++h)
      applyEvidence(evidence[h], prior.neighbourLift(enemy, known.startSquare, *known.rank, view.pieces[hidden.ids[h]].startSquare));
  }
  std::vector<HiddenRow> rows(static_cast<std::size_t>(hidden.count));
  for (int h = 0; h < hidden.count; ++h) {
    const ViewPiece& p = view.pieces[hidden.ids[h]];
    HiddenRow& row = rows[static_cast<std::size_t>(h)];
    row.start = p.startSquare;
    row.moved = (p.flags & kMoved) != 0;
    const bool mustBeImmovable = unmovedImmovable && !(p.flags & kMoved);
    const bool mayBeScout = !scoutsAllKnown || (p.flags & kScoutKnown);
    for (int r = 0; r < kRankCount; ++r) {
      const auto rank = static_cast<Rank>(r);
      row.facts[r] = allowed(p.flags, r, kEveryRank) ? evidence[h][r] : 0.0f;
      const bool possible = allowed(p.flags, r, left) && !(mustBeImmovable && isMovable(rank)) &&
                            (mayBeScout || rank != Rank::Scout);
      row.likelihood[r] = possible ? evidence[h][r] : 0.0f;
    }
    if (allZero(row.likelihood))
      row.likelihood = row.facts = certain(standInRank(p.flags));  // no count covers it: a stand-in keeps the facts
  }

  // Mixed over the Flag's squares where one Flag is left to find among the hidden pieces;
  // otherwise (free positions with several armies) each piece by its square alone.
  std::vector<std::pair<Square, Rank>> known;
  for (const ViewPiece& p : view.pieces)
    if (p.side == enemy && p.rank) known.emplace_back(p.startSquare, *p.rank);
  const FlagMixture mix = exact && left[index(Rank::Flag)] == 1
                              ? mixOverFlagSquares(prior, enemy, rows, known, flagRingOf(recall, prior))
                              : FlagMixture{};
  std::array<RankOdds, kMaxPieces> odds;
  for (int h = 0; h < hidden.count; ++h) {
    if (!mix.candidates.empty()) {
      odds[h] = mix.marginal(h);
      continue;
    }
    const ViewPiece& p = view.pieces[hidden.ids[h]];
    for (int r = 0; r < kRankCount; ++r)
      odds[h][r] = rows[static_cast<std::size_t>(h)].likelihood[r] * prior.odds(enemy, p.startSquare, static_cast<Rank>(r));
    if (allZero(odds[h])) odds[h] = certain(standInRank(p.flags));
  }
  const RankOdds scale = fitCounts(std::span<RankOdds>(odds.data(), static_cast<std::size_t>(hidden.count)), left, exact);
  for (int h = 0; h < hidden.count; ++h) out.pieces[hidden.ids[h]] = odds[h];

  // Given each Flag square, the pieces' odds scaled as the fit scaled the mixed ones.
  out.flagBlock.assign(view.pieces.size(), -1);
  const std::size_t n = view.pieces.size();
  out.givenFlag.assign(mix.candidates.size() * n, RankOdds{});
  for (std::size_t c = 0; c < mix.candidates.size(); ++c) {
    out.flagBlock[hidden.ids[mix.candidates[c]]] = static_cast<int>(c * n);
    for (std::size_t id = 0; id < n; ++id) {
      RankOdds& given = out.givenFlag[c * n + id];
      if (hidden.row[id] < 0) {
        given = out.pieces[id];
        continue;
      }
      given = mix.given[c * static_cast<std::size_t>(hidden.count) + static_cast<std::size_t>(hidden.row[id])];
      for (int r = 0; r < kRankCount; ++r) given[r] *= scale[r];
      normalize(given);
    }
  }
  return out;
}

void Beliefs::fix(PieceId id, Rank rank) {
  pieces[id] = certain(rank);
  for (std::size_t block = 0; block < givenFlag.size(); block += pieces.size()) givenFlag[block + id] = certain(rank);
}

void Beliefs::exclude(PieceId id, Rank rank) {
  auto drop = [rank](RankOdds& odds) {
    odds[index(rank)] = 0.0f;
    normalize(odds);
  };
  drop(pieces[id]);
  for (std::size_t block = 0; block < givenFlag.size(); block += pieces.size()) drop(givenFlag[block + id]);
}

std::vector<Rank> sampleHiddenRanks(const PlayerView& view, const Beliefs& beliefs, Random& rng) {
  std::vector<Rank> guess(view.pieces.size());
  // The most constrained pieces draw first (known Scouts, then pieces that moved, then the
  // rest), so that the counts left always cover the pieces still to draw; within a group
  // the order is random, so that no piece is always served last.
  std::array<PieceId, kMaxPieces> order{};
  int n = 0;
  for (std::size_t id = 0; id < view.pieces.size(); ++id)
    if (view.pieces[id].rank) guess[id] = *view.pieces[id].rank;
  for (std::uint8_t group : {std::uint8_t{kScoutKnown}, std::uint8_t{kMoved}, std::uint8_t{0}}) {
    const int first = n;
    for (std::size_t id = 0; id < view.pieces.size(); ++id) {
      const ViewPiece& p = view.pieces[id];
      if (p.rank) continue;
      const std::uint8_t strongest = (p.flags & kScoutKnown) ? kScoutKnown : (p.flags & kMoved) ? kMoved : 0;
      if (strongest == group) order[n++] = static_cast<PieceId>(id);
    }
    for (int i = n - 1; i > first; --i)
      std::swap(order[i], order[first + static_cast<int>(rng.below(static_cast<std::uint32_t>(i - first + 1)))]);
  }

  // Drawing each piece by its own odds alone would leave a rare rank (the one Flag) to
  // whichever pieces come last about a third of the time (the odds of 40 pieces holding
  // it sum to 1, so none draws it with probability near e^-1), and put the Flag in the
  // front rank of that many samples. So the Flag, the rank that matters most, is placed
  // first, exactly by its odds.
  Army left = beliefs.unaccounted;
  std::array<bool, kMaxPieces> drawn{};
  const RankOdds* given = beliefs.pieces.data();  // the odds the others draw by, given the Flag drawn
  if (left[index(Rank::Flag)] > 0) {
    std::array<float, kMaxPieces> flagOdds{};
    for (int i = 0; i < n; ++i)
      if (allowed(view.pieces[order[i]].flags, index(Rank::Flag), left)) flagOdds[i] = beliefs.pieces[order[i]][index(Rank::Flag)];
    if (const int i = pickWeighted(std::span<const float>(flagOdds.data(), static_cast<std::size_t>(n)), rng); i >= 0) {
      guess[order[i]] = Rank::Flag;
      drawn[order[i]] = true;
      --left[index(Rank::Flag)];
      if (const int block = beliefs.flagBlock.empty() ? -1 : beliefs.flagBlock[order[i]]; block >= 0)
        given = beliefs.givenFlag.data() + block;
    }
  }
  // A piece certain of its rank (sampled search fixes one to draw a case apart) takes it
  // before the others can use up its count.
  for (int i = 0; i < n; ++i) {
    const PieceId id = order[i];
    const RankOdds& odds = beliefs.pieces[id];
    const int r = static_cast<int>(std::max_element(odds.begin(), odds.end()) - odds.begin());
    if (drawn[id] || odds[r] < kCertain || !allowed(view.pieces[id].flags, r, left)) continue;
    guess[id] = static_cast<Rank>(r);
    drawn[id] = true;
    --left[r];
  }
  // Then each rank's odds are scaled by the pieces of it still to hand out over how many
  // the pieces still to draw are expected to hold: the draw roughly follows the odds
  // given what the earlier draws took.
  RankOdds expected{};  // over the pieces still to draw
  for (int i = 0; i < n; ++i)
    for (int r = 0; r < kRankCount; ++r) expected[r] += drawn[order[i]] ? 0.0f : given[order[i]][r];
  for (int i = 0; i < n; ++i) {
    const PieceId id = order[i];
    if (drawn[id]) continue;
    const std::uint8_t flags = view.pieces[id].flags;
    const RankOdds& odds = given[id];
    RankOdds weights;
    for (int r = 0; r < kRankCount; ++r)
      weights[r] = allowed(flags, r, left) ? odds[r] * static_cast<float>(left[r]) / std::max(expected[r], kLeastExpected) : 0.0f;
    for (int r = 0; r < kRankCount; ++r) expected[r] = std::max(0.0f, expected[r] - odds[r]);
    int r = pickWeighted(weights, rng);
    // The odds rule out every rank left (they were fitted to other counts): any that fits,
    // one the piece may hold at all if there is one (a rank sampled search ruled out stays out).
    for (const bool onlyPossible : {true, false}) {
      if (r >= 0) break;
      for (int k = 0; k < kRankCount; ++k)
        weights[k] = allowed(flags, k, left) && (!onlyPossible || beliefs.pieces[id][k] > 0.0f) ? 1.0f : 0.0f;
      r = pickWeighted(weights, rng);
    }
    const Rank rank = r >= 0 ? static_cast<Rank>(r) : standInRank(flags);  // counts exhausted: keep the facts
    if (left[index(rank)] > 0) --left[index(rank)];
    guess[id] = rank;
  }
  return guess;
}

}  // namespace stratego
