// How far to trust the behaviour cues against one opponent: the tally's choice and the
// beliefs' weighing (the notes it is tallied from: tests/ai/moved_piece_notes_test.cpp; a
// player's notes reaching the memory: tests/ai/moved_ranks_test.cpp).
#include "ai/behaviour_trust.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "ai/beliefs.hpp"
#include "ai/setup_memory.hpp"
#include "ai/shared_resources.hpp"
#include "support/power_tallies.hpp"
#include "support/random_moves.hpp"

namespace stratego {
namespace {

const GameConfig kClassic = presetConfig(Variant::Classic);

BehaviourTrustTally tallyOf(double notes, double lossAt0, double lossAtHalf, double lossAt1) {
  return testing::tallyOf<BehaviourTrustTally>(notes, lossAt0, lossAtHalf, lossAt1);
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

TEST(BehaviourTrustBeliefs, TheCuesAreWeighedByTheTrustGivenOrLearned) {
  Random rng(21);
  const PlayerView view = makeView(testing::randomlyPlayedGame(kClassic, rng, 240), Side::Red);
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
  const SetupRecall learned({}, 0.5, {{}, tallyOf(1000, 1000, 1100, 1200), {}});
  ASSERT_FLOAT_EQ(learned.behaviourTrust(), 0.0f);
  const SetupRecall fresh({}, 0.5, {});
  EXPECT_EQ(computeBeliefs(view, prior, &learned).pieces, computeBeliefs(view, prior, &fresh, 0.0f).pieces);
  EXPECT_NE(computeBeliefs(view, prior, &learned).pieces, computeBeliefs(view, prior, &fresh).pieces);
}

}  // namespace
}  // namespace stratego
