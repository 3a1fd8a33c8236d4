// Alpha-beta on full states: it takes a Flag in one, keeps what it would lose, and stays
// inside its budget.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <string>

#include "ai/battle_odds.hpp"
#include "ai/evaluation.hpp"
#include "ai/search.hpp"
#include "core/position_builder.hpp"

namespace stratego {
namespace {

using testing::freeGame;
using testing::mv;

struct Searched {
  Move best;
  int score;
  RootScores root;
};

Searched searchAll(GameState& state, SearchBudget budget) {
  MoveList list;
  const int count = state.legalMoves(list);
  const std::vector<Move> moves(list.begin(), list.begin() + count);
  TranspositionTable table(16);
  AlphaBeta searcher(table);
  const RootScores root = searcher.scoreRoot(state, moves, budget);
  const auto best = std::max_element(root.scores.begin(), root.scores.end()) - root.scores.begin();
  return {moves[static_cast<std::size_t>(best)], root.scores[static_cast<std::size_t>(best)], root};
}

TEST(Search, TakesTheFlagInOne) {
  // Capturing the Marshal next door is tempting; the Flag ends the game.
  GameState s = freeGame({"r4 e4", "bF e5", "bX d4", "bB f4", "rF a1", "bS j10"});
  SearchBudget budget;
  budget.maxDepth = 3;
  const Searched r = searchAll(s, budget);
  EXPECT_EQ(r.best, mv("e4", "e5"));
  EXPECT_GT(r.score, kWinThreshold);
}

TEST(Search, MovesAPieceOutOfAKnownThreat) {
  // The blue Marshal next to the red General: staying, or stepping beside it, loses the
  // General. Two plies show it.
  GameState s = freeGame({"r9 d4", "bX d5", "rF a1", "rB b1", "bF j10", "bB i10"});
  SearchBudget budget;
  budget.maxDepth = 2;
  budget.quiescenceDepth = 0;
  const Searched r = searchAll(s, budget);
  ASSERT_FALSE(r.best.isNone());
  const Square to = r.best.to();
  EXPECT_EQ(r.best.from(), testing::sq("d4"));
  EXPECT_NE(to, testing::sq("d5")) << "attacks the Marshal";
  EXPECT_NE(to, testing::sq("c5"));
  EXPECT_NE(to, testing::sq("e5"));
  EXPECT_GT(r.score, -300) << "the General is lost after all";
}

TEST(Search, DoesNotAttackABombWithoutAMiner) {
  // The Major would die on the Bomb; the Sergeant beside it is a free capture.
  GameState s = freeGame({"r7 c3", "bB c4", "b4 b3", "rF a1", "bF j10", "bB i10"});
  SearchBudget budget;
  budget.maxDepth = 3;
  const Searched r = searchAll(s, budget);
  EXPECT_EQ(r.best, mv("c3", "b3"));
  EXPECT_GT(r.score, 0);
}

// Red is behind, two plies from a draw by the no-battle cap. Its Sergeant can only throw
// itself on a Bomb, which resets the count at the cost of the Sergeant. Without contempt
// the draw is the better end; with a draw costing more than the Sergeant, the battle is.
TEST(Search, ContemptForTheDrawPlaysOnWhenALittleBehind) {
  GameConfig config = presetConfig(Variant::Free);
  config.rules.noBattleCap = 20;
  config.rules.plyCap = 0;
  config.rules.twoSquareLimit = 0;
  GameState s(config, testing::pieces({"r4 e4", "r2 a3", "rF a1", "bB e5", "b5 h10", "bF j10"}));
  for (int i = 0; i < 9; ++i) {  // Scout and Lieutenant walk back and forth
    s.make(i % 2 == 0 ? mv("a3", "a4") : mv("a4", "a3"));
    s.make(i % 2 == 0 ? mv("h10", "h9") : mv("h9", "h10"));
  }
  ASSERT_EQ(s.pliesSinceBattle(), 18);
  SearchBudget budget;
  budget.maxDepth = 3;
  budget.terms.progress = false;
  const Searched content = searchAll(s, budget);
  EXPECT_NE(content.best, mv("e4", "e5"));
  EXPECT_GT(content.score, -50);
  budget.terms.contempt = 300;
  budget.terms.searcher = Side::Red;
  const Searched scornful = searchAll(s, budget);
  EXPECT_EQ(scornful.best, mv("e4", "e5"));
  EXPECT_GT(scornful.score, -300);
}

// The red General faces a column of three unmoved blue pieces, Sergeants in this sample;
// Red believes each is a Bomb with odds 0.4. Knowing the sample, the search would eat
// the column; scoring each battle by its odds, it sees a gamble that loses on average.
TEST(Search, ScoresBattlesWithHiddenPiecesByTheirOdds) {
  GameState s = freeGame({"r9 e4", "b4 e5", "b4 e6", "b4 e7", "rF a1", "rB a2", "rB b1", "bF j10", "bB i10", "b2 j9"});
  const PlayerView view = makeView(s, Side::Red);
  Beliefs beliefs;
  beliefs.pieces.resize(view.pieces.size());
  for (std::size_t id = 0; id < view.pieces.size(); ++id) {
    const ViewPiece& p = view.pieces[id];
    if (p.rank) {
      beliefs.pieces[id][index(*p.rank)] = 1.0f;
    } else if (s.piece(static_cast<PieceId>(id)).rank == Rank::Sergeant) {
      beliefs.pieces[id][index(Rank::Bomb)] = 0.4f;
      beliefs.pieces[id][index(Rank::Sergeant)] = 0.6f;
    } else {
      beliefs.pieces[id][index(s.piece(static_cast<PieceId>(id)).rank)] = 1.0f;
    }
  }
  const BattleOdds odds = battleOdds(view, beliefs);
  SearchBudget budget;
  budget.maxDepth = 5;
  const Searched knowing = searchAll(s, budget);
  EXPECT_EQ(knowing.best, mv("e4", "e5"));
  budget.battleOdds = &odds;
  const Searched weighing = searchAll(s, budget);
  EXPECT_NE(weighing.best, mv("e4", "e5"));
  // The attack itself: its first battle alone, at odds 0.4 of losing the General, costs 260.
  MoveList list;
  const auto attack = static_cast<std::size_t>(std::find(list.begin(), list.begin() + s.legalMoves(list), mv("e4", "e5")) - list.begin());
  EXPECT_LT(weighing.root.scores[attack], knowing.root.scores[attack] - 250);
  // A caller that weighs how the root battle ends by its odds (ai/root_tally) has it count
  // as this state has it, won here, while the battles after it still count at their odds.
  budget.rootBattlesAsDrawn = true;
  const Searched drawn = searchAll(s, budget);
  EXPECT_GT(drawn.root.scores[attack], weighing.root.scores[attack] + 200);
  EXPECT_LT(drawn.root.scores[attack], knowing.root.scores[attack]);
}

// Two unmoved blue pieces, each the Flag or a Bomb at odds of one half: e6, two steps from
// a red Miner, and j10. Knowing its sample, the search walks to whichever is the Flag and
// counts a won game; every sample finds its own Flag so, and the move toward either looked
// like a sure win. Weighing the Flag by its odds, the samples agree on the move and on
// about what it is worth.
TEST(Search, CountsAFlagTakenAlongTheLineByItsOdds) {
  auto sample = [](const char* flag, const char* bomb) {
    return freeGame({"r3 e4", "rF a1", "rB a2", "rB b1", std::string("bF ") + flag, std::string("bB ") + bomb, "b2 a10"});
  };
  GameState flagNear = sample("e6", "j10"), flagFar = sample("j10", "e6");
  const PlayerView view = makeView(flagNear, Side::Red);
  Beliefs beliefs;
  beliefs.pieces.resize(view.pieces.size());
  for (std::size_t id = 0; id < view.pieces.size(); ++id) {
    const Rank rank = flagNear.piece(static_cast<PieceId>(id)).rank;
    if (rank == Rank::Flag || (rank == Rank::Bomb && view.pieces[id].side == Side::Blue)) {
      beliefs.pieces[id][index(Rank::Flag)] = 0.5f;
      beliefs.pieces[id][index(Rank::Bomb)] = 0.5f;
    } else {
      beliefs.pieces[id][index(rank)] = 1.0f;
    }
  }
  const BattleOdds odds = battleOdds(view, beliefs);
  SearchBudget budget;
  budget.maxDepth = 3;
  const Searched knowing = searchAll(flagNear, budget);
  EXPECT_EQ(knowing.best, mv("e4", "e5"));
  EXPECT_GT(knowing.score, kWinThreshold);
  budget.battleOdds = &odds;
  budget.rootBattlesAsDrawn = true;
  const Searched near = searchAll(flagNear, budget), far = searchAll(flagFar, budget);
  EXPECT_EQ(near.best, mv("e4", "e5"));
  EXPECT_EQ(far.best, mv("e4", "e5"));
  EXPECT_LT(near.score, kWinThreshold);
  // Half a Flag is worth half of kFlagGuessValue; the two samples differ only in what is
  // left standing after the capture.
  EXPECT_GT(near.score, kFlagGuessValue / 2);
  EXPECT_LT(std::abs(near.score - far.score), 200) << near.score << " " << far.score;
}

TEST(Search, StaysWithinItsNodeBudget) {
  Random rng(7);
  GameConfig config = presetConfig(Variant::Classic);
  GameState s(config, [&] {
    Placement p = randomSetup(config, Side::Red, rng);
    p.merge(randomSetup(config, Side::Blue, rng));
    return p;
  }());
  SearchBudget budget;
  budget.nodes = 20000;
  const Searched r = searchAll(s, budget);
  EXPECT_GE(r.root.depth, 2);
  // The last iteration may overrun by the part it had begun; never by much.
  EXPECT_LT(r.root.nodes, budget.nodes + 5000);
}

TEST(Search, IsDeterministic) {
  GameState a = freeGame({"r5 e4", "b4 e6", "b6 f6", "rF a1", "bF j10", "r2 a4"});
  GameState b = a;
  SearchBudget budget;
  budget.nodes = 5000;
  const Searched x = searchAll(a, budget), y = searchAll(b, budget);
  EXPECT_EQ(x.best, y.best);
  EXPECT_EQ(x.root.scores, y.root.scores);
  EXPECT_EQ(a, b);  // the search leaves the state as it found it
}

}  // namespace
}  // namespace stratego
