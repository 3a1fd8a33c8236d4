// The evaluation's terms, each on a position where it alone decides.
#include "ai/evaluation.hpp"

#include <gtest/gtest.h>

#include <initializer_list>
#include <string_view>
#include <utility>

#include "ai/beliefs.hpp"
#include "ai/flag_safety.hpp"
#include "core/position_builder.hpp"

namespace stratego {
namespace {

using testing::freeGame;
using testing::mv;

TEST(Evaluation, IsSymmetric) {
  GameState s = freeGame({"r9 e4", "b5 e7", "rF a1", "bF j10"});
  const int red = evaluate(s);
  s.make(mv("e4", "e5"));
  // Blue to move now sees roughly the negation (the General moved one step closer).
  EXPECT_LT(evaluate(s), 0);
  EXPECT_GT(red, 0);
}

TEST(Evaluation, AnUnseenPieceIsWorthMore) {
  // The Marshal wins a Sergeant but shows itself: less than the Sergeant's worth gained.
  GameState s = freeGame({"rX e4", "b4 e5", "b4 a10", "rF a1", "bF j10"});
  const int before = evaluate(s);
  s.make(mv("e4", "e5"));
  s.make(mv("a10", "a9"));
  EXPECT_LT(evaluate(s) - before, kMaterialValue[index(Rank::Sergeant)] / 2);
}

TEST(Evaluation, AHiddenPieceThatNeverMovedIsWorthMore) {
  // The same squares either way (mirrored about the Flag's file): after d3-d2 Red keeps
  // its f3 Sergeant unmoved, after f3-f2 it has none left.
  auto afterRedPlays = [](std::string_view from, std::string_view to) {
    GameState s = freeGame({"rF a1", "r4 d3", "r4 f3", "bF e10", "b2 a10"});
    testing::play(s, "d3", "d2");
    testing::play(s, "a10", "a9");
    testing::play(s, "d2", "d3");
    testing::play(s, "a9", "a10");
    testing::play(s, from, to);
    return evaluate(s);
  };
  EXPECT_EQ(afterRedPlays("f3", "f2") - afterRedPlays("d3", "d2"), kUnmovedBonus);
}

// Where Bombs stand is most of what a side hides: a Scout that dies finding one pays for
// itself (not so while a Bomb unfound was worth a fifth of its worth, like any piece).
TEST(Evaluation, AScoutThatFindsABombPaysForItself) {
  GameState s = freeGame({"rF a1", "r2 e3", "r4 c2", "r4 i6", "bF j10", "bB e5", "b4 a9", "b3 g9"});
  // Red to move both times, its Scout moved and hidden before, dead on the Bomb after; the
  // other pieces where they were (or no nearer anything).
  for (const auto& [from, to] : {std::pair{"c2", "c3"}, {"g9", "g8"}, {"e3", "e4"}, {"g8", "g7"}})
    testing::play(s, from, to);
  const int before = evaluate(s);
  for (const auto& [from, to] : {std::pair{"e4", "e5"}, {"g7", "g8"}, {"c3", "c2"}, {"g8", "g7"}})
    testing::play(s, from, to);
  const Piece& bomb = s.piece(s.pieceAt(testing::sq("e5")));
  ASSERT_EQ(bomb.rank, Rank::Bomb);
  ASSERT_TRUE(bomb.flags & kRevealed);
  EXPECT_GT(evaluate(s), before);
}

TEST(Evaluation, LosingAMinerNeverRaisesASidesWorth) {
  // While Blue's Bombs stand, Red's last two Miners are worth more than the others; a
  // third one adds its own worth on top of theirs instead of lowering what they count.
  const GameState three = freeGame({"rF a1", "r2 i9", "r3 h1", "r3 i1", "r3 j1", "bF j10", "bB j9", "b4 e8"});
  const GameState two = freeGame({"rF a1", "r2 i9", "r3 i1", "r3 j1", "bF j10", "bB j9", "b4 e8"});
  const GameState one = freeGame({"rF a1", "r2 i9", "r3 j1", "bF j10", "bB j9", "b4 e8"});
  EXPECT_GT(evaluate(three), evaluate(two));
  EXPECT_GT(evaluate(two) - evaluate(one), evaluate(three) - evaluate(two));
}

TEST(Evaluation, ASideWithNothingToMoveIsLost) {
  GameState s = freeGame({"rB e4", "rF a1", "b4 e7", "bF j10"});
  EXPECT_LT(evaluate(s), -kWinScore / 4);
}

TEST(Evaluation, ProgressTowardTheFlagCounts) {
  GameState far = freeGame({"r4 a4", "rF a1", "b4 a10", "bF j10"});
  GameState near = freeGame({"r4 i10", "rF a1", "b4 a10", "bF j9"});
  EXPECT_GT(evaluate(near), evaluate(far));
  EvalTerms off;
  off.progress = false;
  EXPECT_EQ(evaluate(near, off), evaluate(far, off));
}

TEST(Evaluation, OnlyAMinerThreatensAFlagWalledInByBombs) {
  // Red's Flag on j1 behind Bombs on i1 and j2: an enemy beside them matters only if it is
  // a Miner; once a Bomb is gone, any enemy piece does.
  const auto redView = [](std::string_view blue, bool walled) {
    return evaluate(walled ? freeGame({"rF j1", "rB i1", "rB j2", "r4 a4", "bF j10", blue})
                           : freeGame({"rF j1", "rB i1", "r4 a4", "bF j10", blue}));
  };
  EXPECT_EQ(redView("b8 i2", true), redView("b8 a9", true));
  EXPECT_LT(redView("b3 i2", true), redView("b3 a9", true) - 100);
  EXPECT_LT(redView("b8 i2", false), redView("b8 a9", false) - 100);
}

// Red believes the blue piece on j9 is the Flag. The pull toward it is on Red's pieces
// below the Colonel: its Colonel beside the candidate is no progress while a Sergeant is
// far, and counts only once no piece below the Colonel is left.
TEST(Evaluation, ProgressTowardFlagCandidatesIsByPiecesBelowTheColonel) {
  // Each position also holds "rF a1", "bF a10" and the candidate "b4 j9".
  const auto progress = [](std::initializer_list<std::string_view> pieces) {
    const GameState s = freeGame(pieces);
    FlagCandidates candidates;
    candidates.ids[0] = s.pieceAt(testing::sq("j9"));
    candidates.odds[0] = 1.0f;
    candidates.count = 1;
    return evaluate(s, {.progress = true, .searcher = Side::Red, .flagCandidates = &candidates});
  };
  EXPECT_EQ(progress({"r8 j8", "r4 a4", "rF a1", "bF a10", "b4 j9"}), progress({"r8 a5", "r4 a4", "rF a1", "bF a10", "b4 j9"}));
  EXPECT_GT(progress({"r8 a5", "r4 j8", "rF a1", "bF a10", "b4 j9"}),
            progress({"r8 j8", "r4 a4", "rF a1", "bF a10", "b4 j9"}) + 100);
  EXPECT_GT(progress({"r8 j8", "rF a1", "bF a10", "b4 j9"}), progress({"r8 a5", "rF a1", "bF a10", "b4 j9"}) + 100);
}

TEST(Evaluation, OurPieceThatBeatsAShownRaiderInOurHalfIsDrawnToIt) {
  // Blue's General on e3 takes what it beats in Red's half unless Red's Marshal comes; the
  // Marshal on e1 or on j6 stands as far from Blue's Flag either way.
  const auto redView = [](std::string_view marshal, bool shown) {
    GameState s = freeGame({"rF a1", "r2 e2", "r4 h1", "bF a10", "b9 e3", "b4 j10", marshal});
    if (shown) {
      s.make(mv("e2", "e3"));  // the Scout dies on the General and shows it
      s.make(mv("j10", "j9"));
    }
    return evaluate(s);
  };
  EXPECT_GT(redView("rX e1", true), redView("rX j6", true) + 20);
  // Unseen, the General is just another piece: where the Marshal waits does not matter.
  EXPECT_EQ(redView("rX e1", false), redView("rX j6", false));
}

// With no piece left that beats a shown raider, the pull toward it costs what it costs
// beyond reach: had it cost nothing, losing our Marshal while the enemy General raids would
// have paid back part of the Marshal's worth.
TEST(Evaluation, LosingOurLastPieceThatBeatsAShownRaiderDoesNotPay) {
  // Blue's General on e3, in Red's half; Red's Marshal, if any, on j8, ten steps away.
  const auto redView = [](bool marshal, bool shown) {
    GameState s = marshal ? freeGame({"rF a1", "r2 e2", "r4 b9", "bF a10", "b9 e3", "b4 j10", "rX j8"})
                          : freeGame({"rF a1", "r2 e2", "r4 b9", "bF a10", "b9 e3", "b4 j10"});
    if (shown) {
      s.make(mv("e2", "e3"));  // the Scout dies on the General and shows it
      s.make(mv("j10", "j9"));
    }
    return evaluate(s);
  };
  const int marshalsWorthWhileShown = redView(true, true) - redView(false, true);
  EXPECT_GT(marshalsWorthWhileShown, 0);
  EXPECT_EQ(marshalsWorthWhileShown, redView(true, false) - redView(false, false));
}

// Nothing outranks a Marshal: a shown one in our half costs nothing, as in its own half.
TEST(Evaluation, AShownMarshalCostsTheSameInEitherHalf) {
  // Blue's Sergeant on c2 stays nearer Red's Flag than the Marshal on e4 or e6.
  const auto redView = [](std::string_view marshal, std::string_view scout) {
    GameState s = freeGame({"rF a1", "r4 h1", "bF a10", "b4 c2", "b4 j10", marshal, scout});
    s.make(mv(scout.substr(3), marshal.substr(3)));  // the Scout dies on it and shows it
    s.make(mv("j10", "j9"));
    return evaluate(s);
  };
  EXPECT_EQ(redView("bX e4", "r2 e3"), redView("bX e6", "r2 e5"));
}

TEST(Evaluation, LeadsShrinkNearTheNoBattleCap) {
  GameConfig config = presetConfig(Variant::Free);
  config.rules.noBattleCap = 20;
  config.rules.plyCap = 0;
  config.rules.twoSquareLimit = 0;  // the pieces walk back and forth
  GameState s(config, testing::pieces({"rX e4", "rF a1", "b4 a10", "bF j10", "b4 j9"}));
  const int fresh = evaluate(s);
  for (int i = 0; i < 8; ++i) {  // Marshal and Sergeant walk back and forth, no battle
    s.make(i % 2 == 0 ? mv("e4", "e5") : mv("e5", "e4"));
    s.make(i % 2 == 0 ? mv("a10", "a9") : mv("a9", "a10"));
  }
  ASSERT_EQ(s.pliesSinceBattle(), 16);
  EXPECT_GT(fresh, 0);
  EXPECT_LT(evaluate(s), fresh / 2);
}

// Red a Lieutenant behind, Red to move, 16 plies without a battle of a cap of 20: the
// score shrinks toward what the draw is worth to Red.
TEST(Evaluation, NearTheCapTheScoreShrinksTowardTheDrawsWorth) {
  GameConfig config = presetConfig(Variant::Free);
  config.rules.noBattleCap = 20;
  config.rules.plyCap = 0;
  config.rules.twoSquareLimit = 0;
  GameState s(config, testing::pieces({"r4 e4", "rF a1", "b5 a10", "b5 j9", "bF j10"}));
  const int fresh = evaluate(s);
  for (int i = 0; i < 8; ++i) {
    s.make(i % 2 == 0 ? mv("e4", "e5") : mv("e5", "e4"));
    s.make(i % 2 == 0 ? mv("a10", "a9") : mv("a9", "a10"));
  }
  ASSERT_EQ(s.pliesSinceBattle(), 16);
  ASSERT_LT(fresh, 0);
  EXPECT_GT(evaluate(s), fresh);  // no contempt: the draw, worth 0, is better than behind
  const EvalTerms redScorns{.searcher = Side::Red, .contempt = 300};
  EXPECT_LT(evaluate(s, redScorns), fresh);  // the draw would cost Red 300
  EXPECT_EQ(drawScore(s, redScorns), -300);
  const EvalTerms blueScorns{.searcher = Side::Blue, .contempt = 300};
  EXPECT_GT(evaluate(s, blueScorns), 0);  // and Red, to move, gains what it costs Blue
  EXPECT_EQ(drawScore(s, blueScorns), 300);
}

Beliefs redBeliefs(const GameState& s) {
  return computeBeliefs(makeView(s, Side::Red), SetupPrior::uniform(s.config()));
}

TEST(FlagSafety, AnOpenLineToAPossibleScoutIsDanger) {
  // Red's Flag on a1, the a-file open up to a blue piece that has moved (so it may be a
  // Scout). Closing the file ends the danger; stepping aside keeps it.
  GameState s = freeGame({"rF a1", "r5 b3", "b4 a8", "bF j10", "b3 j9"});
  s.make(mv("b3", "b4"));
  s.make(mv("a8", "a7"));
  const Beliefs beliefs = redBeliefs(s);
  const float scout = beliefs.pieces[s.pieceAt(testing::sq("a7"))][index(Rank::Scout)];
  ASSERT_GT(scout, 0.0f);
  ASSERT_LT(scout, 1.0f);
  EXPECT_NEAR(flagDangerAfter(s, beliefs, mv("b4", "c4")), scout, 1e-6);
  EXPECT_EQ(flagDangerAfter(s, beliefs, mv("b4", "a4")), 0.0);
}

TEST(FlagSafety, AMovedNeighbourTakesTheFlagUnlessTakenFirst) {
  GameState s = freeGame({"rF a1", "r5 d1", "b4 b2", "bF j10"});
  s.make(mv("d1", "c1"));
  s.make(mv("b2", "b1"));  // it has moved, so it is neither Bomb nor Flag
  const Beliefs beliefs = redBeliefs(s);
  EXPECT_NEAR(flagDangerAfter(s, beliefs, mv("c1", "d1")), 1.0, 1e-6);
  EXPECT_EQ(flagDangerAfter(s, beliefs, mv("c1", "b1")), 0.0);
}

TEST(FlagSafety, APiecePastTheBombsBesideTheFlagMayBeAMiner) {
  // Red's Flag on j1 behind Bombs on i1 and j2. Of the blue pieces that moved, the one on
  // i3 is two steps from both Bombs, the one on a8 far from either: the nearest is the
  // threat, with its Miner odds.
  GameState s = freeGame({"rF j1", "rB i1", "rB j2", "r5 a1", "b3 i4", "b9 a9", "b4 c9", "bF j10"});
  s.make(mv("a1", "a2"));
  s.make(mv("i4", "i3"));
  s.make(mv("a2", "a1"));
  s.make(mv("a9", "a8"));
  const Beliefs beliefs = redBeliefs(s);
  const PieceId near = s.pieceAt(testing::sq("i3"));
  const MinerThreat threat = minerThreat(makeView(s, Side::Red), beliefs);
  EXPECT_EQ(threat.piece, near);
  EXPECT_FLOAT_EQ(threat.odds, beliefs.pieces[near][index(Rank::Miner)]);
  EXPECT_GT(threat.odds, 0.0f);
  // Once it walks out of reach, nothing is near enough.
  s.make(mv("a1", "a2"));
  s.make(mv("i3", "h3"));
  s.make(mv("a2", "a1"));
  s.make(mv("h3", "g3"));
  EXPECT_EQ(minerThreat(makeView(s, Side::Red), redBeliefs(s)).piece, kNoPiece);
}

}  // namespace
}  // namespace stratego
