// One game's notes of the opponent's moved hidden pieces: which pieces at which turns, the
// beliefs worked out for them, and the two tallies made of those the game showed (a
// player's notes reaching the memory: tests/ai/moved_ranks_test.cpp).
#include "ai/moved_piece_notes.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>
#include <vector>

#include "core/playout.hpp"
#include "support/random_moves.hpp"

namespace stratego {
namespace {

const GameConfig kClassic = presetConfig(Variant::Classic);
constexpr std::array<Rank, 10> kMovers = {Rank::Spy,     Rank::Scout, Rank::Miner,   Rank::Sergeant, Rank::Lieutenant,
                                          Rank::Captain, Rank::Major, Rank::Colonel, Rank::General,  Rank::Marshal};

RankOdds moversAt(float odds) {
  RankOdds out{};
  for (Rank r : kMovers) out[index(r)] = odds;
  return out;
}

std::array<float, kRankCount> ones() {
  std::array<float, kRankCount> f;
  f.fill(1.0f);
  return f;
}

// Beliefs as a decision reports them: the same odds for every hidden enemy piece.
std::vector<PieceBelief> sameOddsForAll(const PlayerView& view, const RankOdds& odds) {
  std::vector<PieceBelief> out;
  for (const ViewPiece& p : view.pieces)
    if (p.side != view.viewer && !p.rank && p.square != kNoSquare) out.push_back({p.square, odds});
  return out;
}

// Beliefs worked out at a trust: every mover's rank at odds 0.1, 0.2 or 0.4 by the trust
// asked; counted in `worked`.
MovedPieceNotes::BeliefsAt beliefsAt(const PlayerView& view, int& worked) {
  return [&worked, &view](float trust) {
    ++worked;
    Beliefs b;
    b.pieces.assign(view.pieces.size(), moversAt(trust == 0.0f ? 0.1f : trust == 0.5f ? 0.2f : 0.4f));
    return b;
  };
}

struct NotedGame {
  int worked = 0;      // beliefs worked out
  int turnsNoted = 0;  // turns with a piece to note
  double shown = 0;    // notes of pieces the game showed by its end
  std::array<double, kRankCount> shownRanks{};  // those, by what they were
  MovedRankTally movedRanks;
  BehaviourTrustTally behaviourTrust;
};

// A random game noted at Red's turns with the cues trusted at 1/2; where `reportedOdds` is
// given, the decision reported those odds for every mover's rank of every hidden enemy piece.
NotedGame noteRandomGame(std::optional<float> reportedOdds) {
  NotedGame out;
  MovedPieceNotes notes;
  Random rng(8);
  GameState s(kClassic, randomStart(kClassic, rng));
  std::vector<PieceId> noted;  // the moved hidden Blue pieces of every third Red turn
  for (int ply = 0, turn = 0; ply < 400 && !s.outcome().over(); ++ply) {
    if (s.toMove() == Side::Red) {
      const PlayerView view = makeView(s, Side::Red);
      const auto reported = reportedOdds ? sameOddsForAll(view, moversAt(*reportedOdds)) : std::vector<PieceBelief>{};
      notes.observe(view, reported, {ones(), 0.5f}, beliefsAt(view, out.worked));
      const std::size_t before = noted.size();
      for (PieceId id = 0; id < s.pieceCount() && turn % MovedPieceNotes::kEvery == 0; ++id) {
        const Piece& p = s.piece(id);
        if (p.side == Side::Blue && p.alive() && (p.flags & kMoved) && !(p.flags & kRevealed)) noted.push_back(id);
      }
      out.turnsNoted += noted.size() > before;
      ++turn;
    }
    const Move m = s.randomLegalMove(rng);
    if (m.isNone()) break;
    s.make(m);
  }
  const PlayerView finalView = makeView(s, Side::Red);
  for (PieceId id : noted)
    if (finalView.pieces[id].rank) {
      out.shown += 1;
      out.shownRanks[index(s.piece(id).rank)] += 1;
    }
  out.movedRanks = notes.movedRanks(finalView);
  out.behaviourTrust = notes.behaviourTrust(finalView);
  return out;
}

double sum(const std::array<double, kRankCount>& a) { return std::accumulate(a.begin(), a.end(), 0.0); }

// Every noted piece the game showed counted once: by what it was, against odds of 0.1 for
// each mover's rank (whatever scale they were given at); at each trust with the odds given.
void expectTallies(const NotedGame& game, const std::array<double, 3>& oddsByTrust) {
  ASSERT_GT(game.shown, 10);
  EXPECT_EQ(game.movedRanks.seen, game.shownRanks);
  EXPECT_NEAR(sum(game.movedRanks.foretold), game.shown, 1e-3);
  EXPECT_NEAR(game.movedRanks.foretold[index(Rank::Lieutenant)], game.shown * 0.1, 1e-3);
  EXPECT_DOUBLE_EQ(game.behaviourTrust.notes, game.shown);
  for (std::size_t t = 0; t < oddsByTrust.size(); ++t)
    EXPECT_NEAR(game.behaviourTrust.loss[t], -game.shown * std::log(oddsByTrust[t]), 1e-6 * game.shown) << t;
}

TEST(MovedPieceNotes, TallyTheMovedPiecesTheGameShowedAsTheBeliefsAtEachTrustForetoldThem) {
  const NotedGame game = noteRandomGame(std::nullopt);
  // Nothing reported: beliefs are worked out at every trust, at the turns with a piece to
  // note only, and the decision's taken to be those at the trust in effect.
  EXPECT_EQ(game.worked, 3 * game.turnsNoted);
  expectTallies(game, {0.1, 0.2, 0.4});
}

TEST(MovedPieceNotes, TakeTheDecisionsBeliefsAtTheTrustInEffect) {
  const NotedGame game = noteRandomGame(0.3f);
  EXPECT_EQ(game.worked, 2 * game.turnsNoted);  // not at trust 1/2, which the decision reported
  expectTallies(game, {0.1, 0.3, 0.4});
}

TEST(MovedPieceNotes, DivideOutTheMovedRankFactorsTheBeliefsWereWeighedBy) {
  // Odds twice as high on the Lieutenant because the factors said so are tallied without them.
  std::array<float, kRankCount> factors = ones();
  factors[index(Rank::Lieutenant)] = 2.0f;
  RankOdds odds{};
  odds[index(Rank::Lieutenant)] = 0.4f;
  odds[index(Rank::Scout)] = 0.2f;
  odds[index(Rank::Miner)] = 0.4f;
  Random rng(11);
  const GameState s = testing::randomlyPlayedGame(kClassic, rng, 300);
  const PlayerView view = makeView(s, Side::Red);
  MovedPieceNotes notes;
  int worked = 0;
  notes.observe(view, sameOddsForAll(view, odds), {factors, 1.0f}, beliefsAt(view, worked));
  // Every hidden Blue piece, as if all were shown at the end; the trust's tally takes the
  // odds as the decision had them, factors and all (ranks ruled out at the least odds).
  PlayerView shown = view;
  int moved = 0;
  double loss = 0;
  for (PieceId id = 0; id < s.pieceCount(); ++id)
    if (s.piece(id).side == Side::Blue) {
      if (!shown.pieces[id].rank && shown.pieces[id].square != kNoSquare && (s.piece(id).flags & kMoved)) {
        ++moved;
        loss -= std::log(std::max(1e-4f, odds[index(s.piece(id).rank)]));
      }
      shown.pieces[id].rank = s.piece(id).rank;
    }
  ASSERT_GT(moved, 0);
  const MovedRankTally tally = notes.movedRanks(shown);
  EXPECT_NEAR(tally.foretold[index(Rank::Lieutenant)], moved * 0.25, 1e-4);  // 0.2 of 0.8
  EXPECT_NEAR(tally.foretold[index(Rank::Scout)], moved * 0.25, 1e-4);
  EXPECT_NEAR(tally.foretold[index(Rank::Miner)], moved * 0.5, 1e-4);
  EXPECT_DOUBLE_EQ(sum(tally.seen), moved);
  EXPECT_NEAR(notes.behaviourTrust(shown).loss[2], loss, 1e-3);
}

}  // namespace
}  // namespace stratego
