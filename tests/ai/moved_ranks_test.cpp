// Learning which ranks an opponent moves: the tally's factors, a player's notes of a game,
// the memory that carries them to the next games, and the beliefs that weigh them.
#include "ai/moved_ranks.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <numeric>

#include "ai/beliefs.hpp"
#include "ai/search_player.hpp"
#include "ai/setup_memory.hpp"
#include "ai/shared_resources.hpp"
#include "core/playout.hpp"
#include "support/random_moves.hpp"

namespace stratego {
namespace {

const GameConfig kClassic = presetConfig(Variant::Classic);

GameState randomGame(std::uint64_t seed, int plies) {
  Random rng(seed);
  return testing::randomlyPlayedGame(kClassic, rng, plies);
}

double sum(const std::array<double, kRankCount>& a) { return std::accumulate(a.begin(), a.end(), 0.0); }

TEST(MovedRankTally, FactorsAreOneWithoutDataAndMoveWithItWithinBounds) {
  MovedRankTally tally;
  for (float f : tally.factors()) EXPECT_FLOAT_EQ(f, 1.0f);
  const auto lt = static_cast<std::size_t>(index(Rank::Lieutenant)), capt = static_cast<std::size_t>(index(Rank::Captain));
  tally.foretold[lt] = 100.0;
  tally.seen[lt] = 150.0;  // (150 + 100) / (100 + 100)
  tally.foretold[capt] = 5000.0;
  tally.seen[capt] = 0.0;  // far below: held at the bound
  const auto f = tally.factors();
  EXPECT_FLOAT_EQ(f[lt], 1.25f);
  EXPECT_FLOAT_EQ(f[capt], 1.0f / MovedRankTally::kMostFactor);
  EXPECT_FLOAT_EQ(f[index(Rank::Marshal)], 1.0f);
  MovedRankTally more;
  more.add(tally);
  more.add(tally);
  EXPECT_DOUBLE_EQ(more.seen[lt], 300.0);
  EXPECT_FLOAT_EQ(more.factors()[lt], 400.0f / 300.0f);
}

TEST(MovedRankMemory, LaterGamesRecallTheTalliesOfTheGamesBeforeThem) {
  SetupMemory memory(1);
  const PlayerView view = makeView(randomGame(3, 200), Side::Red);
  MovedRankTally tally;
  tally.foretold[index(Rank::Lieutenant)] = 100.0;
  tally.seen[index(Rank::Lieutenant)] = 300.0;
  memory.remember(0, view, {tally, {}, {}});
  memory.close(0);
  EXPECT_DOUBLE_EQ(memory.recall(kClassic, 0).movedRanks().seen[index(Rank::Lieutenant)], 0.0);
  EXPECT_DOUBLE_EQ(memory.recall(kClassic, 1).movedRanks().seen[index(Rank::Lieutenant)], 300.0);
  EXPECT_FLOAT_EQ(memory.recall(kClassic, 1).movedRankFactors()[index(Rank::Lieutenant)], 2.0f);
  EXPECT_FLOAT_EQ(memory.recall(presetConfig(Variant::Barrage), 1).movedRankFactors()[index(Rank::Lieutenant)], 1.0f);
  EXPECT_FLOAT_EQ(SetupRecall().movedRankFactors()[index(Rank::Lieutenant)], 1.0f);
}

TEST(MovedRankMemory, BeliefsWeighMovedPiecesByTheRecalledFactors) {
  const GameState s = randomGame(5, 120);
  const PlayerView view = makeView(s, Side::Red);
  const SetupPrior& prior = sharedSetupPrior(kClassic);
  MovedRankTally tally;
  tally.foretold[index(Rank::Lieutenant)] = 100.0;
  tally.seen[index(Rank::Lieutenant)] = 300.0;
  const SetupRecall learned({}, 0.0, {tally, {}, {}});
  const SetupRecall none;
  const Beliefs with = computeBeliefs(view, prior, &learned);
  const Beliefs without = computeBeliefs(view, prior, &none);
  EXPECT_EQ(computeBeliefs(view, prior, nullptr).pieces, without.pieces);  // factors of 1 change nothing
  int movedHidden = 0;
  for (PieceId id = 0; id < s.pieceCount(); ++id) {
    if (s.piece(id).side != Side::Blue || view.pieces[id].rank || view.pieces[id].square == kNoSquare) continue;
    if (!(s.piece(id).flags & kMoved) || without.pieces[id][index(Rank::Lieutenant)] < 0.01f) continue;
    ++movedHidden;
    EXPECT_GT(with.pieces[id][index(Rank::Lieutenant)], without.pieces[id][index(Rank::Lieutenant)] * 1.2f) << id;
  }
  EXPECT_GT(movedHidden, 0);
}

// And how far the game's moves bore out the behaviour cues (ai/behaviour_trust.hpp): the
// same pieces noted.
TEST(MovedRankMemory, ASearchPlayerTalliesWhatItsBeliefsForetoldOfTheGamesMovedPieces) {
  auto memory = std::make_shared<SetupMemory>(1);
  SearchPlayer player(greedySettings(), {memory, 0});
  player.newGame(kClassic, Side::Red, 1);
  Random rng(9);
  GameState s(kClassic, randomStart(kClassic, rng));
  for (int ply = 0; ply < 600 && !s.outcome().over(); ++ply) {
    if (s.toMove() == Side::Red) (void)player.choose(makeView(s, Side::Red), ThinkLimits{.nodes = 50});
    const Move m = s.randomLegalMove(rng);  // the game goes its own random way
    if (m.isNone()) break;
    s.make(m);
  }
  player.gameOver(makeView(s, Side::Red));
  const SetupRecall recall = memory->recall(kClassic, 1);
  const MovedRankTally& tally = recall.movedRanks();
  EXPECT_GT(sum(tally.seen), 5.0);
  EXPECT_NEAR(sum(tally.foretold), sum(tally.seen), 1e-3 * sum(tally.seen));
  const BehaviourTrustTally& trust = recall.behaviourTrustTally();
  EXPECT_DOUBLE_EQ(trust.notes, sum(tally.seen));
  for (double loss : trust.loss) EXPECT_TRUE(std::isfinite(loss) && loss > 0) << loss;
}

}  // namespace
}  // namespace stratego
