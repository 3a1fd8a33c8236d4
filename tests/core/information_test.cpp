// RULES.md section 6: what each player knows, player views and rebuilding from a view.
#include <gtest/gtest.h>

#include "core/view.hpp"
#include "position_builder.hpp"

namespace stratego {
namespace {

using testing::freeGame;
using testing::play;
using testing::sq;

const Piece& at(const GameState& s, const char* square) { return s.piece(s.pieceAt(sq(square))); }

TEST(Information, ABattleRevealsBothRanks) {
  GameState s = freeGame({"r7 e4", "r5 a1", "b8 e5", "b6 j9", "rF j1", "bF j10"});
  play(s, "e4", "e5");  // the Major loses to the Colonel
  EXPECT_TRUE(at(s, "e5").flags & kRevealed);
  const Piece& major = s.piece(s.history().back().mover);
  EXPECT_FALSE(major.alive());
  EXPECT_TRUE(major.flags & kRevealed);
  EXPECT_FALSE(at(s, "j9").flags & kRevealed);
  EXPECT_FALSE(at(s, "a1").flags & kRevealed);
}

TEST(Information, MovingShowsAPieceIsNoBombOrFlagAndFarMovesShowAScout) {
  GameState s = freeGame({"r2 a1", "r2 b1", "rF j1", "b5 j9", "bF j10"});
  play(s, "a1", "a2");
  play(s, "j9", "j8");
  play(s, "b1", "b4");
  EXPECT_EQ(at(s, "a2").flags, kMoved);  // a one-square Scout move shows nothing more
  EXPECT_EQ(at(s, "b4").flags, kMoved | kScoutKnown);
}

TEST(View, ShowsOwnRanksAndOnlyWhatTheEnemyHasShown) {
  GameState s = freeGame({"r7 e4", "r2 a1", "b6 e5", "b2 j2", "bX j9", "rF j1", "bF j10"});
  play(s, "e4", "e5");  // Red's Major beats Blue's Captain
  play(s, "j2", "f2");  // a Blue Scout shows itself by moving far
  const PlayerView red = makeView(s, Side::Red);
  for (std::size_t id = 0; id < red.pieces.size(); ++id) {
    const ViewPiece& p = red.pieces[id];
    const Piece& truth = s.piece(static_cast<PieceId>(id));
    if (p.side == Side::Red || (truth.flags & kRevealed))
      EXPECT_EQ(p.rank, truth.rank);
    else
      EXPECT_FALSE(p.rank.has_value()) << "hidden rank leaked for piece " << id;
    EXPECT_EQ(p.square, truth.square);
  }
  const ViewPiece& scout = red.pieces[s.pieceAt(sq("f2"))];
  EXPECT_FALSE(scout.rank.has_value());
  EXPECT_TRUE(scout.flags & kScoutKnown);
  EXPECT_EQ(red.history.size(), 2u);
  EXPECT_EQ(red.history[0].defenderRank, Rank::Captain);
}

TEST(View, RebuildRejectsAGuessThatContradictsWhatWasSeen) {
  GameState s = freeGame({"r2 a1", "rF j1", "b5 a9", "bF j10", "bB e9"});
  play(s, "a1", "a2");
  play(s, "a9", "a8");  // this Blue piece moved: it is no Bomb or Flag
  const PlayerView red = makeView(s, Side::Red);
  std::vector<Rank> guess(red.pieces.size(), Rank::Sergeant);
  guess[s.pieceAt(sq("j10"))] = Rank::Flag;
  guess[s.pieceAt(sq("e9"))] = Rank::Bomb;
  EXPECT_TRUE(rebuild(red, guess).has_value());
  guess[s.pieceAt(sq("a8"))] = Rank::Bomb;
  EXPECT_FALSE(rebuild(red, guess).has_value());
}

TEST(View, PieceMapFindsEachPieceOnTheBoardBySquare) {
  GameState s = freeGame({"r7 e4", "r2 a1", "b6 e5", "rF j1", "bF j10"});
  play(s, "e4", "e5");  // the Captain is taken: it leaves the map
  const PlayerView red = makeView(s, Side::Red);
  const std::array<PieceId, kGridSize> map = pieceMap(red);
  int onBoard = 0;
  for (std::size_t square = 0; square < map.size(); ++square) {
    if (map[square] == kNoPiece) continue;
    ++onBoard;
    EXPECT_EQ(red.pieces[map[square]].square, static_cast<Square>(square));
  }
  EXPECT_EQ(onBoard, 4);
  EXPECT_EQ(map[sq("e5")], s.pieceAt(sq("e5")));
  EXPECT_EQ(red.pieces[map[sq("e5")]].rank, Rank::Major);
  EXPECT_EQ(map[sq("e4")], kNoPiece);
}

}  // namespace
}  // namespace stratego
