// The setup generator: valid and varied setups for every variant, with the Flag at the
// back behind Bombs; chooseSetup prefers the library.
#include "ai/setup_generator.hpp"

#include <gtest/gtest.h>

#include <set>

#include "formats/setup_text.hpp"

namespace stratego {
namespace {

constexpr int kSetups = 1000;

struct Case {
  Variant variant;
  BoardKind board;
};
constexpr Case kCases[] = {{Variant::Classic, BoardKind::Large}, {Variant::Duel, BoardKind::Small},
                           {Variant::Barrage, BoardKind::Small}, {Variant::Duel10, BoardKind::Large},
                           {Variant::Barrage10, BoardKind::Large}, {Variant::Free, BoardKind::Large},
                           {Variant::Free, BoardKind::Small}};

// Squares as their owner sees them: rank 0 is the owner's back rank.
int ownRank(const Board& board, Side side, Square s) {
  return side == Side::Red ? rankOf(s) : board.ranks - 1 - rankOf(s);
}

std::optional<Square> flagOf(const Placement& p) {
  for (int s = 0; s < kGridSize; ++s)
    if (auto piece = p.at(static_cast<Square>(s)); piece && piece->rank == Rank::Flag) return static_cast<Square>(s);
  return std::nullopt;
}

TEST(SetupGenerator, EveryVariantGetsValidVariedSetups) {
  Random rng(1);
  for (const Case& c : kCases)
    for (Side side : {Side::Red, Side::Blue}) {
      const GameConfig config = presetConfig(c.variant, c.board);
      std::set<std::string> distinct;
      for (int i = 0; i < kSetups; ++i) {
        const Placement p = generateSetup(config, side, rng);
        ASSERT_EQ(validateSetup(config, side, p), std::nullopt) << variantName(c.variant);
        distinct.insert(formatSetup(config, side, p));
      }
      EXPECT_GE(distinct.size(), 900u) << variantName(c.variant);
    }
}

// Free positions have no army: the classic one, as far as the board's zone holds it.
TEST(SetupGenerator, FreeSetupsUseTheClassicArmy) {
  Random rng(2);
  const Placement large = generateSetup(presetConfig(Variant::Free), Side::Red, rng);
  EXPECT_EQ(large.army(Side::Red), presetArmy(Variant::Classic));
  const Placement small = generateSetup(presetConfig(Variant::Free, BoardKind::Small), Side::Blue, rng);
  EXPECT_EQ(armySize(small.army(Side::Blue)), 24);
}

TEST(SetupGenerator, FlagStandsAtTheBackBehindBombs) {
  Random rng(3);
  for (Variant v : {Variant::Classic, Variant::Duel, Variant::Barrage, Variant::Duel10, Variant::Barrage10}) {
    const GameConfig config = presetConfig(v);
    const Board& board = config.geometry();
    int backRank = 0, bombed = 0, neighbours = 0, bombNeighbours = 0;
    for (int i = 0; i < kSetups; ++i) {
      const Side side = i % 2 == 0 ? Side::Red : Side::Blue;
      const Placement p = generateSetup(config, side, rng);
      const Square flag = flagOf(p).value();
      backRank += ownRank(board, side, flag) == 0;
      int here = 0;
      for (int step : {1, -1, kStride, -kStride}) {
        const int s = flag + step;
        if (s < 0 || s >= kGridSize || !board.setupZone(side).has(static_cast<Square>(s))) continue;
        ++neighbours;
        const auto piece = p.at(static_cast<Square>(s));
        here += piece && piece->rank == Rank::Bomb;
      }
      bombNeighbours += here;
      bombed += here > 0;
    }
    EXPECT_GT(backRank, kSetups * 3 / 4) << variantName(v);
    if (config.army[index(Rank::Bomb)] < 3)  // too few Bombs to close a square off the back rank
      EXPECT_EQ(backRank, kSetups) << variantName(v);
    if (v == Variant::Duel)  // its two Bombs close a corner off: the model nearly always does
      EXPECT_GT(bombNeighbours, neighbours * 9 / 10);
    EXPECT_GT(bombed, kSetups * 3 / 4) << variantName(v);  // at least one Bomb beside the Flag
    if (config.army[index(Rank::Bomb)] >= 2)  // enough Bombs to wall it in: most neighbours are Bombs
      EXPECT_GT(bombNeighbours, neighbours / 2) << variantName(v);
  }
}

// Whether chooseSetup keeps a draw of an army with kWallBombs or more: walled in, off the
// squares looked at first.
bool keptWithWall(const Placement& p, const Board& board, Side side) {
  return flagShielded(p, board, side) && flagBombedIn(p, board, side) && !flagWhereLookedForFirst(p, board, side);
}

TEST(SetupGenerator, ChooseSetupDrawsFromTheLibraryWhenItCan) {
  const SetupLibrary library = SetupLibrary::load(defaultSetupDirectory()).value();
  const GameConfig classic = presetConfig(Variant::Classic);
  Random a(4), b(4);
  // The first draw of the same stream that is kept.
  Placement drawn = library.drawDistinct(Variant::Classic, Side::Blue, b);
  int draws = 1;
  for (; !keptWithWall(drawn, classic.geometry(), Side::Blue); ++draws)
    drawn = library.drawDistinct(Variant::Classic, Side::Blue, b);
  ASSERT_LE(draws, kSetupAttempts);
  EXPECT_EQ(chooseSetup(library, classic, Side::Blue, a), drawn);
  const GameConfig free = presetConfig(Variant::Free);
  Random c(5), d(5);
  Placement generated = generateSetup(free, Side::Red, d);
  while (!keptWithWall(generated, free.geometry(), Side::Red)) generated = generateSetup(free, Side::Red, d);
  EXPECT_EQ(chooseSetup(library, free, Side::Red, c), generated);
  // Duel has a few built-in setups only: an opponent would learn them, so the model plays.
  ASSERT_GT(library.count(Variant::Duel), 0u);
  const GameConfig duel = presetConfig(Variant::Duel);
  Random e(6), f(6);
  EXPECT_EQ(chooseSetup(library, duel, Side::Blue, e), generateSetup(duel, Side::Blue, f));
}

TEST(SetupGenerator, ChosenFlagsHaveNoOpenFileTowardTheEnemy) {
  const SetupLibrary library = SetupLibrary::load(defaultSetupDirectory()).value();
  Random rng(8);
  for (Variant v : {Variant::Barrage10, Variant::Barrage, Variant::Duel}) {
    const GameConfig config = presetConfig(v);
    int exposed = 0, exposedHuman = 0;
    for (int i = 0; i < 300; ++i) {
      const Side side = i % 2 ? Side::Red : Side::Blue;
      exposed += !flagShielded(chooseSetup(library, config, side, rng), config.geometry(), side);
      if (v == Variant::Barrage10) exposedHuman += !flagShielded(library.draw(v, side, rng), config.geometry(), side);
    }
    EXPECT_LE(exposed, 15) << variantName(v);  // 5%: some draws find no shielded setup
    if (v == Variant::Barrage10) EXPECT_GT(exposedHuman, 3 * exposed) << "the filter does little";
  }
}

TEST(SetupGenerator, ClassicFlagsAreWalledInOffTheSquaresLookedAtFirstAndStillVary) {
  const SetupLibrary library = SetupLibrary::load(defaultSetupDirectory()).value();
  const GameConfig classic = presetConfig(Variant::Classic);
  const Board& board = classic.geometry();
  Random rng(9);
  std::set<std::string> distinct;
  std::set<Square> flagSquares;
  int walled = 0, walledHuman = 0, lookedAt = 0, lookedAtHuman = 0;
  constexpr int kDraws = 200;
  for (int i = 0; i < kDraws; ++i) {
    const Side side = i % 2 ? Side::Red : Side::Blue;
    const Placement chosen = chooseSetup(library, classic, side, rng);
    const Placement human = library.draw(Variant::Classic, side, rng);
    walled += flagBombedIn(chosen, board, side);
    walledHuman += flagBombedIn(human, board, side);
    lookedAt += flagWhereLookedForFirst(chosen, board, side);
    lookedAtHuman += flagWhereLookedForFirst(human, board, side);
    distinct.insert(formatSetup(classic, side, chosen));
    flagSquares.insert(board.asRed(side, *flagOf(chosen)));
  }
  EXPECT_EQ(walled, kDraws);  // no walled-in draw in 64: about once in 10^16
  EXPECT_LT(walledHuman, kDraws * 3 / 5) << "about 44% of the human setups wall the Flag in";
  EXPECT_LE(lookedAt, 2);  // a draw misses 64 times in a row about once in 500
  EXPECT_GT(lookedAtHuman, kDraws / 2) << "about 69% of all human setups put the Flag there";
  EXPECT_GT(distinct.size(), std::size_t{kDraws * 95 / 100});
  EXPECT_GE(flagSquares.size(), 4u) << "the b, e, f and i files of the back rank at least";
}

TEST(SetupGenerator, BombedInMeansBombsOnEverySquareBeside) {
  const GameConfig config = presetConfig(Variant::Classic);
  const Board& board = config.geometry();
  Placement p;
  p.put(makeSquare(0, 0), {Side::Red, Rank::Flag});  // a1: a corner has two squares beside
  p.put(makeSquare(1, 0), {Side::Red, Rank::Bomb});
  EXPECT_FALSE(flagBombedIn(p, board, Side::Red));  // a2 is empty
  p.put(makeSquare(0, 1), {Side::Red, Rank::Sergeant});
  EXPECT_FALSE(flagBombedIn(p, board, Side::Red));
  p.put(makeSquare(0, 1), {Side::Red, Rank::Bomb});
  EXPECT_TRUE(flagBombedIn(p, board, Side::Red));
  EXPECT_TRUE(flagBombedIn(Placement{}, board, Side::Red));  // no Flag
  Placement lake;  // c4: the lake on c5 needs no Bomb
  lake.put(makeSquare(2, 3), {Side::Red, Rank::Flag});
  for (const Square s : {makeSquare(1, 3), makeSquare(3, 3), makeSquare(2, 2)}) lake.put(s, {Side::Red, Rank::Bomb});
  EXPECT_TRUE(flagBombedIn(lake, board, Side::Red));
  lake.put(makeSquare(2, 2), {Side::Blue, Rank::Bomb});  // an enemy Bomb is no wall
  EXPECT_FALSE(flagBombedIn(lake, board, Side::Red));
}

TEST(SetupGenerator, ShieldedMeansNoOpenLineTowardTheEnemyOrAnEdge) {
  const GameConfig config = presetConfig(Variant::Barrage10);
  const Board& board = config.geometry();
  Placement p;
  p.put(makeSquare(0, 0), {Side::Red, Rank::Flag});  // a1: the a-file and the first rank are open
  EXPECT_FALSE(flagShielded(p, board, Side::Red));
  p.put(makeSquare(0, 3), {Side::Red, Rank::Scout});  // a4 closes the file
  EXPECT_FALSE(flagShielded(p, board, Side::Red));
  p.put(makeSquare(5, 0), {Side::Red, Rank::Bomb});  // f1 closes the rank; a1 is itself the edge
  EXPECT_TRUE(flagShielded(p, board, Side::Red));
  Placement lake;
  lake.put(makeSquare(2, 3), {Side::Red, Rank::Flag});  // c4: the lake on c5 closes the file
  lake.put(makeSquare(1, 3), {Side::Red, Rank::Bomb});
  EXPECT_FALSE(flagShielded(lake, board, Side::Red));  // d4 .. j4 open to the edge
  lake.put(makeSquare(3, 3), {Side::Red, Rank::Marshal});
  EXPECT_TRUE(flagShielded(lake, board, Side::Red));
  const Placement blue = [&] {  // Blue's view of the same: forward is down the board
    Placement q;
    q.put(makeSquare(9, 9), {Side::Blue, Rank::Flag});
    q.put(makeSquare(9, 6), {Side::Blue, Rank::Scout});
    q.put(makeSquare(8, 9), {Side::Blue, Rank::Bomb});
    return q;
  }();
  EXPECT_TRUE(flagShielded(blue, board, Side::Blue));
}

TEST(SetupGenerator, LookedForFirstMeansAnEdgeFileOrTheBackRankBehindALake) {
  const Board& board = presetConfig(Variant::Classic).geometry();
  const auto flagOn = [](Side side, Square square) {
    Placement p;
    p.put(square, {side, Rank::Flag});
    return p;
  };
  for (const Side side : {Side::Red, Side::Blue}) {
    const auto mine = [&](int file, int rank) { return board.asRed(side, makeSquare(file, rank)); };
    for (const int file : {0, 2, 3, 6, 7, 9})
      EXPECT_TRUE(flagWhereLookedForFirst(flagOn(side, mine(file, 0)), board, side)) << file;
    for (const int file : {1, 4, 5, 8})
      EXPECT_FALSE(flagWhereLookedForFirst(flagOn(side, mine(file, 0)), board, side)) << file;
    EXPECT_TRUE(flagWhereLookedForFirst(flagOn(side, mine(9, 2)), board, side));  // the edge file, any rank
    EXPECT_FALSE(flagWhereLookedForFirst(flagOn(side, mine(2, 1)), board, side));  // behind a lake, not at the back
  }
  EXPECT_FALSE(flagWhereLookedForFirst(Placement{}, board, Side::Red));  // no Flag
}

TEST(SetupGenerator, SameSeedSameSetup) {
  Random a(6), b(6);
  const GameConfig config = presetConfig(Variant::Classic);
  EXPECT_EQ(generateSetup(config, Side::Red, a), generateSetup(config, Side::Red, b));
}

TEST(SetupGenerator, PickWeightedFollowsTheWeights) {
  Random rng(7);
  const float weights[] = {0.0f, 1.0f, 3.0f, 0.0f};
  std::array<int, 4> hits{};
  for (int i = 0; i < 40000; ++i) ++hits[static_cast<std::size_t>(pickWeighted(weights, rng))];
  EXPECT_EQ(hits[0] + hits[3], 0);
  EXPECT_NEAR(hits[2] / 40000.0, 0.75, 0.02);
  const float none[] = {0.0f, 0.0f};
  EXPECT_EQ(pickWeighted(none, rng), -1);
}

}  // namespace
}  // namespace stratego
