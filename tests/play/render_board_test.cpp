// renderBoard: the grid, the piece codes, the perspective, the last move and colours.
#include <gtest/gtest.h>

#include <sstream>

#include "core/playout.hpp"
#include "play/render.hpp"
#include "render_fixtures.hpp"

namespace stratego {
namespace {

using testing::duelAfterABattle;
using testing::duelGame;
using testing::stripAnsi;

// Red sees its own ranks, Blue's known Scout (a3), moved Marshal (f7) and unmoved pieces.
TEST(RenderBoard, DuelBoardForRedInPlainText) {
  EXPECT_EQ(renderBoard(makeView(duelAfterABattle(), Side::Red)),
            R"(    a   b   c   d   e   f   g   h
 8  .   .   .   .   .   .   b?  b?  8
 7  .   .   .   .   .   b*  .   .   7
 6  .   .   .  [r9] .   .   .   .   6
 5  .   .   ~~ [. ] .   ~~  .   .   5
 4  .   .   ~~  .   .   ~~  .   .   4
 3  b2  .   .   .   .   .   .   .   3
 2  .   .   .   .   r2  .   .   r3  2
 1  rF  rB  .   .   .   .   .   .   1
    a   b   c   d   e   f   g   h
you are r | ranks F S 2-9 X B | ? unseen, * moved (no B/F) | ~~ lake | [ ] last move
)");
}

// Blue's own side is at the bottom: the board is turned half way round. Red's General
// fought, so its rank shows; Red's other pieces never moved.
TEST(RenderBoard, DuelBoardForBlueIsTurnedRound) {
  EXPECT_EQ(renderBoard(makeView(duelAfterABattle(), Side::Blue)),
            R"(    h   g   f   e   d   c   b   a
 1  .   .   .   .   .   .   r?  r?  1
 2  r?  .   .   r?  .   .   .   .   2
 3  .   .   .   .   .   .   .   b2  3
 4  .   .   ~~  .   .   ~~  .   .   4
 5  .   .   ~~  .  [. ] ~~  .   .   5
 6  .   .   .   .  [r9] .   .   .   6
 7  .   .   bX  .   .   .   .   .   7
 8  bF  bB  .   .   .   .   .   .   8
    h   g   f   e   d   c   b   a
you are b | ranks F S 2-9 X B | ? unseen, * moved (no B/F) | ~~ lake | [ ] last move
)");
}

TEST(RenderBoard, RedAtBottomShowsBlueTheBoardTheWayRedSeesIt) {
  const std::string board = renderBoard(makeView(duelAfterABattle(), Side::Blue), {.redAtBottom = true});
  EXPECT_EQ(board.substr(0, board.find('\n')), "    a   b   c   d   e   f   g   h");
  EXPECT_NE(board.find(" 7  .   .   .   .   .   bX  .   .   7\n"), std::string::npos) << board;
}

TEST(RenderBoard, NoMarkBeforeTheFirstMove) {
  const GameState s = duelGame({"rF a1", "bF h8"});
  const std::string board = renderBoard(makeView(s, Side::Red));
  EXPECT_EQ(board.substr(0, board.find("you are")).find('['), std::string::npos) << board;
}

TEST(RenderBoard, ColourAddsOnlyEscapeCodes) {
  const PlayerView view = makeView(duelAfterABattle(), Side::Red);
  const std::string colored = renderBoard(view, {.color = true});
  EXPECT_NE(colored.find("\x1b[1;31mr9\x1b[0m"), std::string::npos);  // Red pieces in red
  EXPECT_NE(colored.find("\x1b[1;34mb?\x1b[0m"), std::string::npos);  // Blue pieces in blue
  EXPECT_EQ(stripAnsi(colored), renderBoard(view));
}

// Rank labels 1..10 take one or two characters: the cells start and end in the same
// columns on every line.
TEST(RenderBoard, CellsAlignOnTheLargeBoard) {
  const GameConfig config = presetConfig(Variant::Classic);
  Random rng(7);
  const GameState s(config, randomStart(config, rng));
  std::istringstream lines(renderBoard(makeView(s, Side::Red)));
  std::string line;
  std::getline(lines, line);
  EXPECT_EQ(line, "    a   b   c   d   e   f   g   h   i   j");
  for (int rank = 10; rank >= 1; --rank) {
    std::getline(lines, line);
    EXPECT_EQ(line.substr(0, 3), (rank < 10 ? " " : "") + std::to_string(rank) + " ") << line;
    EXPECT_EQ(line.substr(44), std::to_string(rank)) << line;
  }
}

}  // namespace
}  // namespace stratego

namespace stratego {
namespace {

// The setup view draws only the side's zone, in the board's grid, from that side.
TEST(RenderSetup, ShowsTheZoneFromTheSidesOwnSide) {
  const GameConfig config = presetConfig(Variant::Duel);
  Placement red;
  red.put(makeSquare(0, 0), {Side::Red, Rank::Flag});
  red.put(makeSquare(3, 2), {Side::Red, Rank::Marshal});
  EXPECT_EQ(renderSetup(config, Side::Red, red),
            "    a   b   c   d   e   f   g   h\n"
            " 3  .   .   .   rX  .   .   .   .   3\n"
            " 2  .   .   .   .   .   .   .   .   2\n"
            " 1  rF  .   .   .   .   .   .   .   1\n"
            "    a   b   c   d   e   f   g   h\n");
  Placement blue;
  blue.put(makeSquare(7, 7), {Side::Blue, Rank::Bomb});
  EXPECT_EQ(renderSetup(config, Side::Blue, blue),
            "    h   g   f   e   d   c   b   a\n"
            " 6  .   .   .   .   .   .   .   .   6\n"
            " 7  .   .   .   .   .   .   .   .   7\n"
            " 8  bB  .   .   .   .   .   .   .   8\n"
            "    h   g   f   e   d   c   b   a\n");
}

}  // namespace
}  // namespace stratego
