// How far to trust the behaviour cues against one opponent: the tally's choice, the
// recorder's notes against a replay, the beliefs' weighing (a player's notes reaching the
// memory: tests/ai/moved_ranks_test.cpp).
#include "ai/behaviour_trust.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <optional>
#include <vector>

#include "ai/setup_memory.hpp"
#include "ai/shared_resources.hpp"
#include "core/playout.hpp"
#include "support/random_moves.hpp"

namespace stratego {
namespace {

const GameConfig kClassic = presetConfig(Variant::Classic);

BehaviourTrustTally tallyOf(double notes, double lossAt0, double lossAtHalf, double lossAt1) {
  BehaviourTrustTally tally;
  tally.notes = notes;
  tally.loss = {lossAt0, lossAtHalf, lossAt1};
  return tally;
}

TEST(BehaviourTrustTally, TrustsFullyUntilEnoughIsNoted) {
  EXPECT_FLOAT_EQ(BehaviourTrustTally{}.trust(), 1.0f);
  // Far better without the cues, but over too few pieces to tell.
  EXPECT_FLOAT_EQ(tallyOf(BehaviourTrustTally::kLeastNotes - 1, 0, 100, 400).trust(), 1.0f);
  EXPECT_FLOAT_EQ(tallyOf(BehaviourTrustTally::kLeastNotes, 0, 100, 400).trust(), 0.0f);
}

TEST(BehaviourTrustTally, PicksTheLeastLossOnceEachStepDownPaysItsCost) {
  // 1000 notes: each step of 0.5 down from full trust costs 1.5.
  EXPECT_FLOAT_EQ(tallyOf(1000, 1400, 1405, 1412).trust(), 0.0f);    // 1403 against 1406.5 and 1412
  EXPECT_FLOAT_EQ(tallyOf(1000, 1410, 1409, 1411).trust(), 0.5f);    // 1413, 1410.5, 1411
  EXPECT_FLOAT_EQ(tallyOf(1000, 1409.5, 1411, 1411).trust(), 1.0f);  // less loss, not by enough
  BehaviourTrustTally sum = tallyOf(300, 400, 410, 420);
  sum.add(tallyOf(700, 1000, 995, 992));
  EXPECT_DOUBLE_EQ(sum.notes, 1000);
  EXPECT_DOUBLE_EQ(sum.loss[0], 1400);
  EXPECT_DOUBLE_EQ(sum.loss[2], 1412);
}

// A random game noted by `recorder` at Red's turns, with beliefs that give every rank of
// every piece odds 0.1, 0.2 or 0.4 by the trust asked; where `reportedOdds` is given, the
// decision reported those odds for every hidden enemy piece at trust 1/2.
struct NotedGame {
  int worked = 0;      // beliefs worked out
  int turnsNoted = 0;  // turns with a piece to note
  double shown = 0;    // notes of pieces the game showed by its end
  BehaviourTrustTally tally;
};

NotedGame noteRandomGame(std::optional<float> reportedOdds) {
  NotedGame out;
  auto beliefsAt = [&out](const PlayerView& view) {
    return [&out, &view](float trust) {
      ++out.worked;
      Beliefs b;
      RankOdds odds;
      odds.fill(trust == 0.0f ? 0.1f : trust == 0.5f ? 0.2f : 0.4f);
      b.pieces.assign(view.pieces.size(), odds);
      return b;
    };
  };
  BehaviourTrustRecorder recorder;
  Random rng(8);
  GameState s(kClassic, randomStart(kClassic, rng));
  std::vector<PieceId> noted;  // the moved hidden Blue pieces of every third Red turn
  for (int ply = 0, turn = 0; ply < 400 && !s.outcome().over(); ++ply) {
    if (s.toMove() == Side::Red) {
      const PlayerView view = makeView(s, Side::Red);
      std::vector<PieceBelief> reported;
      RankOdds odds;
      odds.fill(reportedOdds.value_or(0.0f));
      for (const ViewPiece& p : view.pieces)
        if (reportedOdds && p.side == Side::Blue && !p.rank && p.square != kNoSquare)
          reported.push_back({p.square, odds});
      recorder.observe(view, reported, 0.5f, beliefsAt(view));
      const std::size_t before = noted.size();
      for (PieceId id = 0; id < s.pieceCount() && turn % BehaviourTrustRecorder::kEvery == 0; ++id) {
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
  for (PieceId id : noted) out.shown += finalView.pieces[id].rank.has_value();
  out.tally = recorder.finish(finalView);
  return out;
}

// Every noted piece the game showed counted once, at each trust with the odds given.
void expectLosses(const NotedGame& game, const std::array<double, 3>& odds) {
  ASSERT_GT(game.shown, 10);
  EXPECT_DOUBLE_EQ(game.tally.notes, game.shown);
  for (std::size_t t = 0; t < odds.size(); ++t)
    EXPECT_NEAR(game.tally.loss[t], -game.shown * std::log(odds[t]), 1e-6 * game.shown) << t;
}

TEST(BehaviourTrustRecorder, TalliesEachTrustsLossOverTheMovedPiecesTheGameShowed) {
  const NotedGame game = noteRandomGame(std::nullopt);
  // Nothing reported: beliefs are worked out at every trust, at the turns with a piece to
  // note only.
  EXPECT_EQ(game.worked, 3 * game.turnsNoted);
  expectLosses(game, {0.1, 0.2, 0.4});
}

TEST(BehaviourTrustRecorder, TakesTheDecisionsBeliefsAtTheTrustInEffect) {
  const NotedGame game = noteRandomGame(0.3f);
  EXPECT_EQ(game.worked, 2 * game.turnsNoted);  // not at trust 1/2, which the decision reported
  expectLosses(game, {0.1, 0.3, 0.4});
}

TEST(BehaviourTrustBeliefs, TheCuesAreWeighedByTheTrustGivenOrLearned) {
  Random rng(21);
  GameState s(kClassic, randomStart(kClassic, rng));
  testing::playRandomMoves(s, rng, 240);
  const PlayerView view = makeView(s, Side::Red);
  const SetupPrior& prior = sharedSetupPrior(kClassic);
  const Beliefs full = computeBeliefs(view, prior, nullptr, 1.0f);
  const Beliefs none = computeBeliefs(view, prior, nullptr, 0.0f);
  EXPECT_EQ(computeBeliefs(view, prior).pieces, full.pieces);  // full trust without a recall
  // Without the cues, the moved pieces' odds change (how far they went forward tells).
  int changed = 0;
  for (std::size_t id = 0; id < view.pieces.size(); ++id)
    if (view.pieces[id].side == Side::Blue && !view.pieces[id].rank && (view.pieces[id].flags & kMoved))
      changed += std::abs(full.pieces[id][index(Rank::Marshal)] - none.pieces[id][index(Rank::Marshal)]) > 1e-3f;
  EXPECT_GT(changed, 0);
  // A recall that learned to trust the cues not at all weighs them so.
  const SetupRecall learned({}, 0.5, {}, tallyOf(1000, 1000, 1100, 1200));
  ASSERT_FLOAT_EQ(learned.behaviourTrust(), 0.0f);
  const SetupRecall fresh({}, 0.5, {});
  EXPECT_EQ(computeBeliefs(view, prior, &learned).pieces, computeBeliefs(view, prior, &fresh, 0.0f).pieces);
  EXPECT_NE(computeBeliefs(view, prior, &learned).pieces, computeBeliefs(view, prior, &fresh).pieces);
}

}  // namespace
}  // namespace stratego
