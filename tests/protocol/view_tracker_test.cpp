#include "protocol/view_tracker.hpp"

#include <gtest/gtest.h>

#include "core/playout.hpp"

namespace stratego {
namespace {

std::vector<Square> squaresOf(const Placement& placement, Side side) {
  std::vector<Square> squares;
  for (int s = 0; s < kGridSize; ++s)
    if (const auto p = placement.at(static_cast<Square>(s)); p && p->side == side)
      squares.push_back(static_cast<Square>(s));
  return squares;
}

// "e4" on the 10x10 board (ranks 1..9 only, enough for these tests).
Square sq(const char* name) { return makeSquare(name[0] - 'a', name[1] - '1'); }

ViewTracker trackerFor(const GameState& truth, Side viewer) {
  return ViewTracker(truth.config(), viewer, truth.start().sideOnly(viewer),
                     squaresOf(truth.start(), opponent(viewer)));
}

// The move as a referee announces it: with both ranks when it is an attack.
SeenMove seenMove(const GameState& truth, Move m) {
  const PieceId target = truth.pieceAt(m.to());
  if (target == kNoPiece) return {m, std::nullopt, std::nullopt};
  return {m, truth.piece(truth.pieceAt(m.from())).rank, truth.piece(target).rank};
}

// Random games, each followed by a tracker for each side: after every move the tracker's
// view is exactly the view a referee holding the true state makes.
void expectExactViews(Variant variant, int games) {
  for (int game = 0; game < games; ++game) {
    SCOPED_TRACE("game " + std::to_string(game));
    Random rng(1000 + static_cast<std::uint64_t>(game));
    const GameConfig config = presetConfig(variant);
    GameState truth(config, randomStart(config, rng));
    std::array<ViewTracker, 2> trackers = {trackerFor(truth, Side::Red), trackerFor(truth, Side::Blue)};
    while (!truth.outcome().over()) {
      const Move m = truth.randomLegalMove(rng);
      if (m.isNone()) {
        truth.updateNoMoveOutcome();  // a no-move end comes from the referee
        for (ViewTracker& t : trackers) t.setOutcome(truth.outcome());
      } else {
        const SeenMove seen = seenMove(truth, m);
        truth.make(m);
        for (ViewTracker& t : trackers) ASSERT_EQ(t.apply(seen), std::nullopt) << "ply " << truth.ply();
      }
      for (Side viewer : {Side::Red, Side::Blue})
        ASSERT_EQ(trackers[index(viewer)].view(), makeView(truth, viewer)) << "ply " << truth.ply();
    }
  }
}

TEST(ViewTracker, FollowsRandomClassicGamesExactly) { expectExactViews(Variant::Classic, 10); }
TEST(ViewTracker, FollowsRandomBarrageGamesExactly) { expectExactViews(Variant::Barrage, 40); }
TEST(ViewTracker, FollowsRandomDuelGamesExactly) { expectExactViews(Variant::Duel, 40); }

class TrackerErrors : public ::testing::Test {
 protected:
  TrackerErrors() : truth(presetConfig(Variant::Classic), randomStart(presetConfig(Variant::Classic), rng)),
                    tracker(trackerFor(truth, Side::Red)) {}

  // Expects `seen` to be refused with a message containing `words`, leaving the view as it was.
  void expectRefused(const SeenMove& seen, const std::string& words) {
    const PlayerView before = tracker.view();
    const auto error = tracker.apply(seen);
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find(words), std::string::npos) << *error;
    EXPECT_EQ(tracker.view(), before);
  }

  // The first legal move of the truth that is (or is not) an attack; Move() when none.
  Move firstMove(bool attack) const {
    MoveList moves;
    const int n = truth.legalMoves(moves);
    for (int i = 0; i < n; ++i)
      if ((truth.pieceAt(moves[i].to()) != kNoPiece) == attack) return moves[i];
    return Move();
  }

  Random rng{7};
  GameState truth;
  ViewTracker tracker;
};

TEST_F(TrackerErrors, RefusesAMoveFromAnEmptySquareOrOfTheWrongSide) {
  expectRefused({Move(sq("a5"), sq("a6")), std::nullopt, std::nullopt}, "no Red piece on a5");
  expectRefused({Move(sq("a7"), sq("a6")), std::nullopt, std::nullopt}, "no Red piece on a7");
}

TEST_F(TrackerErrors, RefusesIllegalMovesAndRanksForAQuietMove) {
  const Move quiet = firstMove(false);
  expectRefused({Move(quiet.from(), quiet.from()), std::nullopt, std::nullopt}, "illegal move");
  expectRefused({quiet, Rank::Marshal, Rank::Spy}, "holds no enemy piece");
}

TEST_F(TrackerErrors, RefusesAnAttackWithoutRanksOrWithRanksThatContradict) {
  for (int ply = 0; ply < 1000 && !truth.outcome().over(); ++ply) {
    if (const Move attack = firstMove(true); !attack.isNone() && truth.toMove() == Side::Red) {
      const Rank mine = truth.piece(truth.pieceAt(attack.from())).rank;
      const Rank theirs = truth.piece(truth.pieceAt(attack.to())).rank;
      expectRefused({attack, std::nullopt, std::nullopt}, "needs the ranks");
      expectRefused({attack, mine == Rank::Spy ? Rank::Scout : Rank::Spy, theirs}, "known to be");
      return;
    }
    const Move m = truth.randomLegalMove(rng);
    if (m.isNone()) break;
    const SeenMove seen = seenMove(truth, m);
    truth.make(m);
    ASSERT_EQ(tracker.apply(seen), std::nullopt);
  }
  GTEST_SKIP() << "no attack came up";
}

TEST_F(TrackerErrors, RefusesMovesOnceTheGameIsOver) {
  tracker.setOutcome({Winner::Blue, EndReason::Resignation});
  expectRefused({firstMove(false), std::nullopt, std::nullopt}, "over");
}

// A hand-made classic position: Red's Marshal a4, Scout j4, Miner e4 against three hidden
// Blue pieces (truly a Marshal on a7, a Miner on j7, a Scout on e8). Each battle is first
// announced with ranks that cannot be, then with the true ones.
TEST(ViewTrackerRanks, RefusesRanksThatContradictWhatThePieceHasShown) {
  Placement start;
  start.put(sq("a4"), {Side::Red, Rank::Marshal});
  start.put(sq("j4"), {Side::Red, Rank::Scout});
  start.put(sq("e4"), {Side::Red, Rank::Miner});
  start.put(sq("a7"), {Side::Blue, Rank::Marshal});
  start.put(sq("j7"), {Side::Blue, Rank::Miner});
  start.put(sq("e8"), {Side::Blue, Rank::Scout});
  const GameConfig config = presetConfig(Variant::Classic);
  GameState truth(config, start);
  ViewTracker tracker = trackerFor(truth, Side::Red);
  const auto play = [&](const char* from, const char* to) {
    const Move m(sq(from), sq(to));
    const SeenMove seen = seenMove(truth, m);
    truth.make(m);
    ASSERT_EQ(tracker.apply(seen), std::nullopt) << from << "-" << to;
  };
  const auto refused = [&](const char* from, const char* to, Rank attacker, Rank defender, const std::string& words) {
    const auto error = tracker.apply({Move(sq(from), sq(to)), attacker, defender});
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find(words), std::string::npos) << *error;
  };
  play("a4", "a5");
  play("a7", "a6");
  refused("a5", "a6", Rank::Marshal, Rank::Bomb, "a piece that has moved");
  play("a5", "a6");  // the Marshals remove each other
  play("j7", "j6");
  refused("j4", "j6", Rank::Scout, Rank::Marshal, "one more than the army has");
  play("j4", "j6");  // the Miner beats the Scout
  play("e8", "e5");
  refused("e4", "e5", Rank::Miner, Rank::Lieutenant, "moved like a Scout");
  refused("e4", "e5", Rank::Miner, Rank::Flag, "a piece that has moved");
  play("e4", "e5");
  EXPECT_EQ(tracker.view(), makeView(truth, Side::Red));
}

TEST(ViewTrackerStart, ChecksTheEnemySquares) {
  const GameConfig config = presetConfig(Variant::Duel);
  Random rng(3);
  const Placement start = randomStart(config, rng);
  const Placement mine = start.sideOnly(Side::Red);
  std::vector<Square> enemy = squaresOf(start, Side::Blue);
  EXPECT_EQ(checkEnemySquares(config, Side::Red, mine, enemy), std::nullopt);
  std::vector<Square> fewer(enemy.begin(), enemy.end() - 1);
  EXPECT_NE(checkEnemySquares(config, Side::Red, mine, fewer), std::nullopt);
  std::vector<Square> twice = enemy;
  twice.back() = twice.front();
  EXPECT_NE(checkEnemySquares(config, Side::Red, mine, twice), std::nullopt);
  std::vector<Square> outside = enemy;
  outside.back() = sq("a4");
  EXPECT_NE(checkEnemySquares(config, Side::Red, mine, outside), std::nullopt);
}

}  // namespace
}  // namespace stratego
