// How a root move's sampled scores add up (ai/root_tally): a score counts about as the odds
// of winning, so that a gamble is worth more to the side behind than to the side ahead;
// an attack on a hidden piece counts each way the battle may end by its odds in the
// beliefs, however many samples happened to show it.
#include "ai/root_tally.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "ai/evaluation.hpp"
#include "core/position_builder.hpp"

namespace stratego {
namespace {

TEST(SampleWorth, SmallScoresCountAsThemselves) {
  EXPECT_EQ(sampleWorth(0), 0);
  EXPECT_NEAR(static_cast<double>(sampleWorth(100)), 100.0, 1.0);
  EXPECT_EQ(sampleWorth(-250), -sampleWorth(250));
}

TEST(SampleWorth, LeadsCountLessTheLargerTheyAre) {
  int previous = 0;
  for (int score = 0; score <= 5000; score += 500) {
    const auto worth = sampleWorth(score);
    EXPECT_GE(worth, previous);
    EXPECT_LT(worth, 1001) << score;
    previous = static_cast<int>(worth);
  }
  // A Marshal lost (1,000) costs the side 700 ahead more than a won game would bring it,
  // and the side 700 behind less.
  const auto ahead = sampleWorth(700), behind = sampleWorth(-700);
  const auto win = sampleWorth(kWinScore - 1);
  EXPECT_GT(ahead - sampleWorth(-300), win - ahead);
  EXPECT_LT(behind - sampleWorth(-1700), win - behind);
}

TEST(SampleWorth, AWinOutweighsEveryScoreAndALossCountsInFull) {
  const auto slowWin = sampleWorth(kWinThreshold + 1), quickWin = sampleWorth(kWinScore - 1);
  EXPECT_GT(quickWin, slowWin);
  EXPECT_GT(slowWin, sampleWorth(kWinThreshold));
  EXPECT_EQ(sampleWorth(-kWinScore + 3), -kWinScore + 3);
  EXPECT_LT(sampleWorth(-kWinScore + 3), 10 * sampleWorth(-kWinThreshold));
}

TEST(AttackOutcome, FollowsTheBattleRules) {
  EXPECT_EQ(attackOutcome(Rank::Marshal, Rank::Bomb), AttackOutcome::Loses);
  EXPECT_EQ(attackOutcome(Rank::Miner, Rank::Bomb), AttackOutcome::Wins);
  EXPECT_EQ(attackOutcome(Rank::Spy, Rank::Marshal), AttackOutcome::Wins);
  EXPECT_EQ(attackOutcome(Rank::General, Rank::General), AttackOutcome::BothDie);
  EXPECT_EQ(attackOutcome(Rank::Major, Rank::Colonel), AttackOutcome::Loses);
}

// The red Marshal on e4 may attack the hidden blue piece on e5, which red believes a Bomb
// with odds 0.8 and a Scout with 0.2 (the Flag stands on j10).
struct MarshalGamble {
  GameState bomb = testing::freeGame({"rX e4", "bB e5", "rF a1", "bF j10", "b2 j1"});
  GameState scout = testing::freeGame({"rX e4", "b2 e5", "rF a1", "bF j10", "bB j1"});
  PlayerView view = makeView(bomb, Side::Red);
  Beliefs beliefs;
  std::array<Beliefs, Strata::kCount> drawnFrom;
  Strata strata{MinerThreat{}, 10};
  PieceId target = bomb.pieceAt(testing::sq("e5"));

  MarshalGamble() {
    beliefs.pieces.assign(view.pieces.size(), RankOdds{});
    for (std::size_t id = 0; id < view.pieces.size(); ++id) beliefs.pieces[id][index(bomb.piece(static_cast<PieceId>(id)).rank)] = 1.0f;
    beliefs.pieces[target] = RankOdds{};
    beliefs.pieces[target][index(Rank::Bomb)] = 0.8f;
    beliefs.pieces[target][index(Rank::Scout)] = 0.2f;
    drawnFrom = {beliefs, beliefs};
  }
  RootTally tally(std::string_view to) const {
    return RootTally(bomb, view, testing::mv("e4", to), beliefs, drawnFrom, 1.0f);
  }
};

TEST(RootTally, AnAttackCountsEachOutcomeByItsOddsNotByItsSamples) {
  const MarshalGamble g;
  RootTally tally = g.tally("e5");
  ASSERT_TRUE(tally.attacksHidden());
  // Nine lucky samples made the piece a Scout, one a Bomb: their plain mean would be
  // about +18; the odds make it about -550.
  tally.add(0, g.bomb, -900);
  for (int i = 0; i < 9; ++i) tally.add(0, g.scout, 100);
  const double expected = 0.8 * static_cast<double>(sampleWorth(-900)) + 0.2 * static_cast<double>(sampleWorth(100));
  EXPECT_NEAR(static_cast<double>(tally.mean(g.strata)), expected, 2.0);
  EXPECT_LT(tally.mean(g.strata), -500);
}

TEST(RootTally, AMoveThatAttacksNoHiddenPieceIsThePlainMean) {
  const MarshalGamble g;
  RootTally tally = g.tally("d4");
  EXPECT_FALSE(tally.attacksHidden());
  EXPECT_TRUE(tally.unseenCases(0).empty());
  tally.add(0, g.bomb, -900);
  for (int i = 0; i < 3; ++i) tally.add(0, g.scout, 100);
  const double expected = (static_cast<double>(sampleWorth(-900)) + 3.0 * static_cast<double>(sampleWorth(100))) / 4.0;
  EXPECT_NEAR(static_cast<double>(tally.mean(g.strata)), expected, 1.0);
}

TEST(RootTally, AsksForLikelyOutcomesNoSampleShowedAndDrawsThemFromConditionedBeliefs) {
  MarshalGamble g;
  // A 1% chance that the piece is the Marshal too: too unlikely to draw apart.
  g.beliefs.pieces[g.target][index(Rank::Marshal)] = 0.01f;
  g.beliefs.pieces[g.target][index(Rank::Scout)] = 0.19f;
  g.drawnFrom = {g.beliefs, g.beliefs};
  RootTally tally = g.tally("e5");
  for (int i = 0; i < 5; ++i) tally.add(0, g.scout, 100);
  const std::vector<TallyCase> unseen = tally.unseenCases(0);
  ASSERT_EQ(unseen.size(), 1u);
  EXPECT_EQ(unseen[0], (TallyCase{AttackOutcome::Loses, false}));
  const Beliefs given = tally.conditionedOn(unseen[0], g.drawnFrom[0]);
  EXPECT_FLOAT_EQ(given.pieces[g.target][index(Rank::Bomb)], 1.0f);
  EXPECT_FLOAT_EQ(given.pieces[g.target][index(Rank::Scout)], 0.0f);
  // Until the Bomb is drawn, the Scouts stand for it; once it is, it counts by its odds.
  EXPECT_NEAR(static_cast<double>(tally.mean(g.strata)), static_cast<double>(sampleWorth(100)), 1.0);
  tally.add(0, g.bomb, -900);
  EXPECT_TRUE(tally.unseenCases(0).empty());
  EXPECT_LT(tally.mean(g.strata), -500);
}

TEST(RootTally, TheFlagIsWeighedByItsOddsApartFromTheSamples) {
  MarshalGamble g;
  g.beliefs.pieces[g.target][index(Rank::Flag)] = 0.5f;
  g.beliefs.pieces[g.target][index(Rank::Bomb)] = 0.4f;
  g.beliefs.pieces[g.target][index(Rank::Scout)] = 0.1f;
  g.drawnFrom = {g.beliefs, g.beliefs};
  RootTally tally = g.tally("e5");
  tally.add(0, g.bomb, -900);
  tally.add(0, g.scout, 100);
  const double rest = 0.8 * static_cast<double>(sampleWorth(-900)) + 0.2 * static_cast<double>(sampleWorth(100));
  const double win = static_cast<double>(sampleWorth(kWinScore - 1));  // a win in one ply
  EXPECT_NEAR(static_cast<double>(tally.mean(g.strata)), 0.5 * rest + 0.5 * win, 2.0);
}

// Blue's `ours` (the Marshal, or a Major) on e5 may take the red Lieutenant on e6; the
// hidden red piece on f6 beside that square is `threat` (the Spy, or a Colonel: either takes
// it) with odds 0.1, a Sergeant otherwise. Red has just shown blue's piece by attacking it
// from f5 with a Sergeant (or, `shown` false, moved that Sergeant to f4).
GameState baited(char ours, char besideF6, char onJ1, bool shown) {
  const std::string blue = std::string("b") + ours + " e5", f6 = std::string("r") + besideF6 + " f6", j1 = std::string("r") + onJ1 + " j1";
  GameState s = testing::freeGame({"r5 e6", f6, blue, "r4 f5", "rF a1", "bF j10", j1});
  testing::play(s, "f5", shown ? "e5" : "f4");
  return s;
}

// Beliefs that know every piece of `truth` but two: `beside` is `rank` with odds 0.1 (a
// Sergeant otherwise), `other` the reverse, so that the counts add up.
Beliefs oddsBeside(const GameState& truth, PieceId beside, PieceId other, Rank rank) {
  Beliefs beliefs;
  beliefs.pieces.assign(static_cast<std::size_t>(truth.pieceCount()), RankOdds{});
  for (int id = 0; id < truth.pieceCount(); ++id)
    beliefs.pieces[static_cast<std::size_t>(id)][index(truth.piece(static_cast<PieceId>(id)).rank)] = 1.0f;
  for (PieceId id : {beside, other}) {
    beliefs.pieces[id] = RankOdds{};
    beliefs.pieces[id][index(rank)] = id == beside ? 0.1f : 0.9f;
    beliefs.pieces[id][index(Rank::Sergeant)] = id == beside ? 0.9f : 0.1f;
  }
  return beliefs;
}

struct Bait {
  GameState sergeant, threat;
  Beliefs beliefs;
  std::array<Beliefs, Strata::kCount> drawnFrom;
  Strata strata{MinerThreat{}, 10};
  PieceId beside;

  explicit Bait(char ours = 'X', char threatRank = 'S', bool shown = true)
      : sergeant(baited(ours, '4', threatRank, shown)),
        threat(baited(ours, threatRank, '4', shown)),
        beside(sergeant.pieceAt(testing::sq("f6"))) {
    beliefs = oddsBeside(sergeant, beside, sergeant.pieceAt(testing::sq("j1")), threat.piece(beside).rank);
    drawnFrom = {beliefs, beliefs};
  }
  RootTally tally(std::string_view from, std::string_view to) const {
    return RootTally(sergeant, makeView(sergeant, Side::Blue), testing::mv(from, to), beliefs, drawnFrom, 1.0f);
  }
};

// Nine samples made f6 a Sergeant: the Lieutenant taken for free. One made it the piece
// that takes ours: by its odds, that sample counts a tenth, not nothing.
void expectTheThreatCountsByItsOdds(const Bait& g) {
  RootTally take = g.tally("e5", "e6");
  EXPECT_NEAR(take.threatOdds(), 0.1f, 1e-6f);
  for (int i = 0; i < 9; ++i) take.add(0, g.sergeant, 100);
  EXPECT_EQ(take.unseenCases(0), (std::vector<TallyCase>{{AttackOutcome::Wins, true}}));
  const Beliefs given = take.conditionedOn(take.unseenCases(0)[0], g.drawnFrom[0]);
  EXPECT_FLOAT_EQ(given.pieces[g.beside][index(g.threat.piece(g.beside).rank)], 1.0f);
  take.add(0, g.threat, -900);
  EXPECT_TRUE(take.unseenCases(0).empty());
  const double expected = 0.9 * static_cast<double>(sampleWorth(100)) + 0.1 * static_cast<double>(sampleWorth(-900));
  EXPECT_NEAR(static_cast<double>(take.mean(g.strata)), expected, 2.0);
}

TEST(RootTally, TheChanceOfTheSpyBesideOurKnownMarshalCountsByItsOdds) { expectTheThreatCountsByItsOdds(Bait('X', 'S')); }

TEST(RootTally, TheChanceOfAColonelBesideOurKnownMajorCountsByItsOdds) { expectTheThreatCountsByItsOdds(Bait('7', '8')); }

TEST(RootTally, NoThreatToAPieceTheEnemyHasNotSeenOrFarFromThePiece) {
  const Bait shown;
  EXPECT_FLOAT_EQ(shown.tally("e5", "e4").threatOdds(), 0.0f);  // no hidden piece beside e4
  EXPECT_NEAR(shown.tally("e5", "f5").threatOdds(), 0.1f, 1e-6f);
  const Bait unseen('X', 'S', false);
  EXPECT_FLOAT_EQ(unseen.tally("e5", "f5").threatOdds(), 0.0f);  // beside f6, but red has not seen the Marshal
  EXPECT_NEAR(unseen.tally("e5", "e6").threatOdds(), 0.1f, 1e-6f);  // its attack shows it
  // A Spy beside our Major takes nothing: only what beats a Major by attacking it counts.
  EXPECT_FLOAT_EQ(Bait('7', 'S').tally("e5", "e6").threatOdds(), 0.0f);
}

// Blue's Marshal on e5 takes the red Lieutenant that has just shown itself on e6 by taking
// a Scout; the hidden red piece on f6 beside e6 is the Spy with odds 0.1 by the beliefs.
// Taking a shown piece, ours lands where the enemy chose to leave it: the odds of a
// recapture are raised by the Marshal's odds ratio, 3.5 (ai/recapture_odds.cpp), to the power
// learned of the opponent.
TEST(RootTally, TakingAShownPieceRaisesTheOddsThatAPieceBesideTakesOursBack) {
  GameState s = testing::freeGame({"r5 e7", "b2 e6", "bX e5", "rS f6", "r4 j1", "rF a1", "bF j10"});
  testing::play(s, "e7", "e6");
  const Beliefs beliefs = oddsBeside(s, s.pieceAt(testing::sq("f6")), s.pieceAt(testing::sq("j1")), Rank::Spy);
  auto take = [&](float power) {
    return RootTally(s, makeView(s, Side::Blue), testing::mv("e5", "e6"), beliefs, {beliefs, beliefs}, power);
  };
  EXPECT_NEAR(take(1.0f).threatOdds(), 0.1f * 3.5f / (1.0f + 0.1f * 2.5f), 1e-6f);
  const float halfway = std::sqrt(3.5f);
  EXPECT_NEAR(take(0.5f).threatOdds(), 0.1f * halfway / (1.0f + 0.1f * (halfway - 1.0f)), 1e-6f);
  EXPECT_NEAR(take(0.0f).threatOdds(), 0.1f, 1e-6f);  // an opponent that does not guard its shown pieces
  // The same odds where the piece taken was hidden and never moved: the beliefs' own (the
  // Bait tests above).
  EXPECT_NEAR(Bait('X', 'S').tally("e5", "e6").threatOdds(), 0.1f, 1e-6f);
}

// As above, but the Lieutenant has only stepped to e6, still hidden: a piece out in the field
// walks with a guard, so the odds are raised too, by the Marshal's ratio for such a capture
// (4.5, root_tally.cpp).
TEST(RootTally, TakingAHiddenPieceThatMovedRaisesThoseOddsToo) {
  GameState s = testing::freeGame({"r5 e7", "bX e5", "rS f6", "r4 j1", "rF a1", "bF j10"});
  testing::play(s, "e7", "e6");
  const Beliefs beliefs = oddsBeside(s, s.pieceAt(testing::sq("f6")), s.pieceAt(testing::sq("j1")), Rank::Spy);
  // Not learned of the opponent: the power for shown pieces leaves it be.
  const RootTally take(s, makeView(s, Side::Blue), testing::mv("e5", "e6"), beliefs, {beliefs, beliefs}, 0.0f);
  EXPECT_NEAR(take.threatOdds(), 0.1f * 4.5f / (1.0f + 0.1f * 3.5f), 1e-6f);
}

}  // namespace
}  // namespace stratego
