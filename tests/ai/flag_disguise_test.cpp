// The look-alikes of the viewer's Flag (ai/flag_disguise): never-moved pieces on its back
// ranks walled in by never-moved ones, what a first move ends of them, and the search
// keeping the last of them when another move does as well.
#include "ai/flag_disguise.hpp"

#include <gtest/gtest.h>

#include "ai/sampled_search.hpp"
#include "ai/shared_resources.hpp"
#include "ai/transposition_table.hpp"
#include "core/playout.hpp"
#include "core/position_builder.hpp"

namespace stratego {
namespace {

using testing::freeGame;
using testing::mv;
using testing::sq;

// Red's corner: the Flag on a1, Bombs on b1 and a2, pieces filling a1 to d3. Walled in (every
// square beside on the board holds a never-moved red piece): a2, b2, c2, b1 and c1; the Flag
// itself is no look-alike of itself; d1, d2 and the third rank have empty squares beside.
struct Corner {
  GameState state = freeGame({"rF a1", "rB b1", "rB a2", "r2 c1", "r3 d1", "r4 b2", "r5 c2", "r6 d2", "r2 a3", "r3 b3",
                              "r4 c3", "r5 d3", "bF j10", "b2 j9"});
  PlayerView view = makeView(state, Side::Red);
  PieceId at(const char* square) const { return state.pieceAt(sq(square)); }
};

TEST(FlagDisguise, CountsThePiecesWalledInAsTheFlagIs) {
  const Corner c;
  EXPECT_EQ(flagLookalikes(c.view), 5);
  // b2 leaving ends its own look and those of the four pieces it walls in but c1's.
  EXPECT_EQ(flagLookalikes(c.view, c.at("b2")), 1);
  // d3 walls in nothing that is walled in otherwise.
  EXPECT_EQ(flagLookalikes(c.view, c.at("d3")), 5);
  // Blue's pieces are not Red's look-alikes: from Blue's side there are none.
  EXPECT_EQ(flagLookalikes(makeView(c.state, Side::Blue)), 0);
}

TEST(FlagDisguise, AMovedOrShownPieceEndsTheLookButAShownBombDoesNot) {
  Corner moved;
  moved.view.pieces[moved.at("b2")].flags |= kMoved;
  EXPECT_EQ(flagLookalikes(moved.view), 1);
  Corner bomb;  // b1 shown a Bomb: no look-alike itself, still a wall to a2's neighbours
  bomb.view.pieces[bomb.at("b1")].flags |= kRevealed;
  EXPECT_EQ(flagLookalikes(bomb.view), 4);
  Corner sergeant;  // c1 shown: neither it nor what it walled in (b1, c2) looks like the Flag
  sergeant.view.pieces[sergeant.at("c1")].flags |= kRevealed;
  EXPECT_EQ(flagLookalikes(sergeant.view), 2);
}

TEST(FlagDisguise, AFirstMoveCostsMoreTheFewerLookalikesItLeaves) {
  Corner c;
  const int standing = disguiseCost(c.view, c.at("d3"));  // five left
  const int breaking = disguiseCost(c.view, c.at("b2"));  // one left
  EXPECT_GT(standing, 0);
  EXPECT_GT(breaking, standing);
  // A piece that has moved before ends nothing more by moving again.
  c.view.pieces[c.at("b2")].flags |= kMoved;
  EXPECT_EQ(disguiseCost(c.view, c.at("b2")), disguiseCost(c.view, c.at("d3")));
  // Once the enemy has seen the Flag there is nothing left to hide.
  c.view.pieces[c.at("a1")].flags |= kRevealed;
  EXPECT_EQ(disguiseCost(c.view, c.at("d3")), 0);
}

TEST(FlagDisguise, ManyLookalikesCostNothing) {
  // At the start the whole back of a classic army stands still: no first move leaves few.
  const GameConfig config = presetConfig(Variant::Classic);
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    Random rng(seed);
    const GameState start(config, randomStart(config, rng));
    const PlayerView view = makeView(start, start.toMove());
    MoveList moves;
    const int n = start.legalMoves(moves);
    ASSERT_GT(n, 0);
    for (int i = 0; i < n; ++i) EXPECT_EQ(disguiseCost(view, start.pieceAt(moves[i].from())), 0) << seed;
  }
}

TEST(FlagDisguise, TheSearchKeepsTheLastLookalikeWhenAnotherMoveDoesAsWell) {
  // Red's Flag on a1 is walled in by Bombs; so is the Bomb on j1, by the Bomb on j2 and the
  // Sergeant on i1. The Sergeant on i1 is Red's nearest piece to Blue's Flag, so stepping it
  // up is worth a little progress; the Sergeant on e1 may step as well.
  const GameState s = freeGame({"rF a1", "rB b1", "rB a2", "rB j1", "rB j2", "r4 i1", "r4 e1", "bF j10", "bB i10"});
  const PlayerView view = makeView(s, Side::Red);
  ASSERT_EQ(flagLookalikes(view), 1);
  SampledSearchSettings settings;
  settings.samples = 2;
  settings.nodes = 4000;
  settings.maxDepth = 2;
  TranspositionTable table(12);
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    Random rng(seed);
    const Decision d = decideBySampling(view, sharedSetupPrior(s.config()), settings, rng, table);
    EXPECT_EQ(d.move.from(), sq("e1")) << seed;
  }
}

}  // namespace
}  // namespace stratego
