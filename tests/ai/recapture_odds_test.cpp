// The odds that a piece beside takes back ours once ours has taken a shown piece: people's
// odds ratio, the notes of a game and the power a series learns (how the search weighs them:
// tests/ai/root_tally_test.cpp).
#include "ai/recapture_odds.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "ai/search_player.hpp"
#include "ai/setup_memory.hpp"
#include "core/playout.hpp"
#include "core/position_builder.hpp"
#include "support/power_tallies.hpp"
#include "support/random_moves.hpp"

namespace stratego {
namespace {

RecaptureTally tallyOf(double notes, double lossAt0, double lossAtHalf, double lossAt1) {
  return testing::tallyOf<RecaptureTally>(notes, lossAt0, lossAtHalf, lossAt1);
}

TEST(RecaptureOdds, PeoplesRatioByOurRankToAPower) {
  EXPECT_FLOAT_EQ(shownTakingRatio(Rank::Marshal, 1.0f), 3.5f);
  EXPECT_FLOAT_EQ(shownTakingRatio(Rank::Marshal, 0.5f), std::sqrt(3.5f));
  EXPECT_FLOAT_EQ(shownTakingRatio(Rank::Major, 0.0f), 1.0f);
  EXPECT_FLOAT_EQ(shownTakingRatio(Rank::Bomb, 1.0f), 1.0f);  // a Bomb takes nothing
  EXPECT_FLOAT_EQ(raisedByOddsRatio(0.2f, 4.0f), 0.5f);      // odds 1:4 made 1:1
  RankOdds odds{};
  odds[index(Rank::Spy)] = 0.25f;
  odds[index(Rank::Marshal)] = 0.5f;
  odds[index(Rank::Bomb)] = 0.25f;
  EXPECT_FLOAT_EQ(takerOdds(odds, Rank::Marshal), 0.25f);  // only the Spy takes a Marshal by attacking
  EXPECT_FLOAT_EQ(takerOdds(odds, Rank::General), 0.5f);
}

TEST(RecaptureTally, PeoplesRatioInFullUntilEnoughIsNotedThenTheLeastLossOnceEachStepDownPays) {
  EXPECT_FLOAT_EQ(RecaptureTally{}.power(), 1.0f);
  EXPECT_FLOAT_EQ(tallyOf(RecaptureTally::kLeastNotes - 1, 0, 10, 40).power(), 1.0f);
  // 100 notes: each step of 0.5 down costs 0.5.
  EXPECT_FLOAT_EQ(tallyOf(100, 30, 31, 32).power(), 0.0f);    // 31 against 31.5 and 32
  EXPECT_FLOAT_EQ(tallyOf(100, 31, 30, 31).power(), 0.5f);    // 32, 30.5, 31
  EXPECT_FLOAT_EQ(tallyOf(100, 30.5, 31, 31).power(), 1.0f);  // less loss, not by enough
}

// Blue's Marshal on e5 takes the red Lieutenant that has just shown itself on e6 by taking a
// Scout; beside e6 the hidden red piece on f6 is the Spy with odds 0.1 by the beliefs.
struct MarshalTakesTheLieutenant {
  GameState s = testing::freeGame({"r5 e7", "b2 e6", "bX e5", "rS f6", "r4 j1", "rF a1", "bF j10"});
  std::vector<PieceBelief> reported;
  RecaptureNotes notes;

  MarshalTakesTheLieutenant() {
    testing::play(s, "e7", "e6");
    RankOdds spy{}, sergeant{};
    spy[index(Rank::Spy)] = 0.1f;
    spy[index(Rank::Sergeant)] = 0.9f;
    sergeant[index(Rank::Spy)] = 0.9f;
    sergeant[index(Rank::Sergeant)] = 0.1f;
    reported = {{testing::sq("f6"), spy}, {testing::sq("j1"), sergeant}};
    notes.observe(makeView(s, Side::Blue), testing::mv("e5", "e6"), reported);
    testing::play(s, "e5", "e6");
  }
  // The odds of the Spy taking the Marshal back at each power of the ratio, 3.5.
  static double odds(float power) { return raisedByOddsRatio(0.1f, std::pow(3.5f, power)); }
};

TEST(RecaptureNotes, ARecaptureAtOnceIsTalliedAgainstTheOddsEachPowerGave) {
  MarshalTakesTheLieutenant g;
  testing::play(g.s, "f6", "e6");  // the Spy takes the Marshal
  g.notes.observe(makeView(g.s, Side::Blue), testing::mv("j10", "j9"), g.reported);  // settled here
  const RecaptureTally tally = g.notes.tally(makeView(g.s, Side::Blue));
  EXPECT_DOUBLE_EQ(tally.notes, 1);
  for (std::size_t p = 0; p < tally.loss.size(); ++p)
    EXPECT_NEAR(tally.loss[p], -std::log(MarshalTakesTheLieutenant::odds(PowerChoiceTally::kPowers[p])), 1e-5) << p;
}

TEST(RecaptureNotes, NoRecaptureIsTalliedTooAndSettledByTheGamesEnd) {
  MarshalTakesTheLieutenant g;
  testing::play(g.s, "j1", "j2");  // the Spy stays
  const RecaptureTally tally = g.notes.tally(makeView(g.s, Side::Blue));  // the game ends here
  EXPECT_DOUBLE_EQ(tally.notes, 1);
  for (std::size_t p = 0; p < tally.loss.size(); ++p)
    EXPECT_NEAR(tally.loss[p], -std::log(1.0 - MarshalTakesTheLieutenant::odds(PowerChoiceTally::kPowers[p])), 1e-5);
  // More loss without the ratio where the Spy took, less where it did not.
  EXPECT_LT(tally.loss[0], tally.loss[2]);
}

TEST(RecaptureNotes, OnlyTakingAShownPieceWithSomethingBesideThatCouldTakeOursIsNoted) {
  GameState s = testing::freeGame({"r5 e7", "r3 d6", "bX e5", "rS f6", "r4 j1", "rF a1", "bF j10"});
  RankOdds spy{};
  spy[index(Rank::Spy)] = 0.1f;
  spy[index(Rank::Sergeant)] = 0.9f;
  const std::vector<PieceBelief> reported = {
      {testing::sq("f6"), spy}, {testing::sq("e7"), spy}, {testing::sq("d6"), spy}};
  RecaptureNotes notes;
  notes.observe(makeView(s, Side::Blue), testing::mv("e5", "e6"), reported);  // no piece taken
  notes.observe(makeView(s, Side::Blue), testing::mv("e5", "d5"), reported);  // nor here
  notes.observe(makeView(s, Side::Blue), Move(), reported);                    // no move at all
  EXPECT_TRUE(notes.tally(makeView(s, Side::Blue)).empty());
  // A hidden piece taken: the search's ratio for it is not learned.
  notes.observe(makeView(s, Side::Blue), testing::mv("e5", "e6"), reported);
  GameState hidden = testing::freeGame({"r5 e6", "bX e5", "rS f6", "r4 j1", "rF a1", "bF j10"});
  notes.observe(makeView(hidden, Side::Blue), testing::mv("e5", "e6"), reported);
  EXPECT_TRUE(notes.tally(makeView(hidden, Side::Blue)).empty());
  // A shown piece taken with nothing beside that could take ours: nothing to learn from.
  GameState alone = testing::freeGame({"r5 e7", "b2 e6", "bX e5", "r4 j1", "rF a1", "bF j10"});
  testing::play(alone, "e7", "e6");
  notes.observe(makeView(alone, Side::Blue), testing::mv("e5", "e6"), {{testing::sq("j1"), spy}});
  EXPECT_TRUE(notes.tally(makeView(alone, Side::Blue)).empty());
}

// A series against an opponent that never took back: the games after recall a power of 0,
// so their search's odds fall to the beliefs' own.
TEST(RecaptureMemory, TheGamesAfterRecallThePowerTheSeriesLearned) {
  const GameConfig classic = presetConfig(Variant::Classic);
  Random rng(4);
  SetupMemory memory(1);
  memory.remember(0, makeView(testing::randomlyPlayedGame(classic, rng, 200), Side::Red),
                  {{}, {}, tallyOf(60, 10, 14, 19)});
  memory.close(0);
  EXPECT_FLOAT_EQ(memory.recall(classic, 0).recapturePower(), 1.0f);  // not recallable yet
  EXPECT_FLOAT_EQ(memory.recall(classic, 1).recapturePower(), 0.0f);
  EXPECT_DOUBLE_EQ(memory.recall(classic, 1).recaptureTally().notes, 60);
  EXPECT_FLOAT_EQ(memory.recall(presetConfig(Variant::Barrage), 1).recapturePower(), 1.0f);
}

// A player's own games: its captures of shown pieces (greedy's, against random moves) reach
// the memory as notes, no more of them than it took shown pieces.
TEST(RecaptureMemory, APlayersCapturesOfShownPiecesReachTheMemory) {
  const GameConfig classic = presetConfig(Variant::Classic);
  auto memory = std::make_shared<SetupMemory>(1);
  Random rng(1);
  int shownTaken = 0;
  for (int game = 0; game < 8 && memory->recall(classic, game).recaptureTally().empty(); ++game) {
    SearchPlayer player(greedySettings(), nextSeat(memory));
    player.newGame(classic, Side::Red, 1);
    GameState s(classic, randomStart(classic, rng));
    for (int ply = 0; ply < 600 && !s.outcome().over(); ++ply) {
      Move m = s.randomLegalMove(rng);
      if (s.toMove() == Side::Red) {
        const PlayerView view = makeView(s, Side::Red);
        m = player.choose(view, ThinkLimits{.nodes = 50}).move;
        const PieceId target = s.pieceAt(m.to());
        shownTaken += target != kNoPiece && !view.isHidden(target);
      }
      if (m.isNone()) break;
      s.make(m);
    }
    player.gameOver(makeView(s, Side::Red));
  }
  const RecaptureTally tally = memory->recall(classic, memory->nextGame()).recaptureTally();
  EXPECT_GT(tally.notes, 0.0);
  EXPECT_LE(tally.notes, shownTaken);
  for (double loss : tally.loss) EXPECT_TRUE(std::isfinite(loss) && loss > 0) << loss;
}

}  // namespace
}  // namespace stratego
