// The lines of the 2012 protocol and the mapping of its coordinates onto ours.
#include "protocol/pc2012_codec.hpp"

#include <gtest/gtest.h>

#include "core/state.hpp"

namespace stratego::pc2012 {
namespace {

GameState startingState(std::uint64_t seed) {
  const GameConfig config = presetConfig(Variant::Classic);
  Random rng(seed);
  Placement both = randomSetup(config, Side::Red, rng);
  both.merge(randomSetup(config, Side::Blue, rng));
  return GameState(config, both);
}

TEST(Pc2012Coordinates, RedsCornerIsOurRedsRightCorner) {
  // PC2012 shows RED at the top; turned to put Red at the bottom, its X = 0 is on the right.
  EXPECT_EQ(squareName(squareAt(0, 0)), "j1");
  EXPECT_EQ(squareName(squareAt(9, 0)), "a1");
  EXPECT_EQ(squareName(squareAt(0, 9)), "j10");
  EXPECT_EQ(squareName(squareAt(4, 6)), "f7");
}

TEST(Pc2012Coordinates, EverySquareMapsBothWays) {
  for (int x = 0; x < kSize; ++x)
    for (int y = 0; y < kSize; ++y) {
      EXPECT_EQ(columnOf(squareAt(x, y)), x);
      EXPECT_EQ(rowOf(squareAt(x, y)), y);
    }
}

TEST(Pc2012Coordinates, LakesAndSetupZonesFallOnOurs) {
  const Board& board = Board::of(BoardKind::Large);
  for (int x = 0; x < kSize; ++x)
    for (int y = 0; y < kSize; ++y) {
      const Square s = squareAt(x, y);
      const bool lake = (y == 4 || y == 5) && (x == 2 || x == 3 || x == 6 || x == 7);
      EXPECT_EQ(board.isLake(s), lake) << x << " " << y;
      EXPECT_EQ(board.setupZone(Side::Red).has(s), y <= 3) << x << " " << y;
      EXPECT_EQ(board.setupZone(Side::Blue).has(s), y >= 6) << x << " " << y;
    }
}

TEST(Pc2012Coordinates, RedMovesFirstTowardsBlue) {
  const GameState state = startingState(1);
  EXPECT_EQ(state.toMove(), Side::Red);
  // RED's front row is row 3; DOWN leads towards BLUE, UP towards RED's back row.
  EXPECT_EQ(*parseMove("0 3 DOWN"), Move(makeSquare(9, 3), makeSquare(9, 4)));
  EXPECT_EQ(*parseMove("5 6 UP"), Move(makeSquare(4, 6), makeSquare(4, 5)));
  EXPECT_EQ(*parseMove("0 0 RIGHT 3"), Move(makeSquare(9, 0), makeSquare(6, 0)));
  EXPECT_EQ(*parseMove("9 9 LEFT"), Move(makeSquare(0, 9), makeSquare(1, 9)));
}

TEST(Pc2012Pieces, CharactersUseTheOldNumbering) {
  EXPECT_EQ(pieceChar(Rank::Marshal), '1');
  EXPECT_EQ(pieceChar(Rank::General), '2');
  EXPECT_EQ(pieceChar(Rank::Miner), '8');
  EXPECT_EQ(pieceChar(Rank::Scout), '9');
  EXPECT_EQ(pieceChar(Rank::Spy), 's');
  EXPECT_EQ(pieceChar(Rank::Bomb), 'B');
  EXPECT_EQ(pieceChar(Rank::Flag), 'F');
  for (int r = 0; r < kRankCount; ++r) EXPECT_EQ(rankFromChar(pieceChar(static_cast<Rank>(r))), static_cast<Rank>(r));
  for (char c : {'0', 'S', 'X', 'b', '#', '.', '+'}) EXPECT_FALSE(rankFromChar(c)) << c;
}

TEST(Pc2012Moves, EveryStraightMoveRoundTrips) {
  for (int x = 0; x < kSize; ++x)
    for (int y = 0; y < kSize; ++y)
      for (int tx = 0; tx < kSize; ++tx)
        for (int ty = 0; ty < kSize; ++ty) {
          if ((tx == x) == (ty == y)) continue;  // not straight, or no move
          const Move m(squareAt(x, y), squareAt(tx, ty));
          const auto parsed = parseMove(formatMove(m));
          ASSERT_TRUE(parsed) << formatMove(m) << ": " << parsed.error();
          EXPECT_EQ(*parsed, m) << formatMove(m);
        }
}

TEST(Pc2012Moves, CountOnlyForLongMovesAndOneIsAccepted) {
  EXPECT_EQ(formatMove(*parseMove("4 6 UP 1")), "4 6 UP");
  EXPECT_EQ(formatMove(*parseMove("4 6 UP 3")), "4 6 UP 3");
  EXPECT_EQ(*parseMove("  4  6   UP  "), *parseMove("4 6 UP"));
  EXPECT_EQ(*parseMove("4\t6 UP\r"), *parseMove("4 6 UP"));
}

TEST(Pc2012Moves, MalformedLinesSayWhy) {
  for (const char* line : {"", "3 3", "3 3 SIDEWAYS", "0 0 UP", "9 9 DOWN 1", "10 0 DOWN", "-1 0 DOWN", "3 3 UP 0",
                           "3 3 UP 2 OK", "3 3 up", "a b UP", "3 3 UP 99999999999999999999"}) {
    const auto parsed = parseMove(line);
    EXPECT_FALSE(parsed) << line;
    if (!parsed) EXPECT_FALSE(parsed.error().empty()) << line;
  }
  EXPECT_NE(parseMove("3 3 SIDEWAYS").error().find("SIDEWAYS"), std::string::npos);
  EXPECT_NE(parseMove("0 0 UP").error().find("leaves the board"), std::string::npos);
}

TEST(Pc2012Confirmations, OutcomesRoundTrip) {
  const Move m = *parseMove("8 4 UP");
  const std::vector<SeenMove> moves{{m, std::nullopt, std::nullopt},
                                    {m, Rank::Scout, Rank::Scout},
                                    {m, Rank::Scout, Rank::Bomb},
                                    {m, Rank::Miner, Rank::Bomb},
                                    {m, Rank::Spy, Rank::Marshal},
                                    {m, Rank::Marshal, Rank::Spy},
                                    {m, Rank::Sergeant, Rank::Flag}};
  for (const SeenMove& seen : moves) {
    const auto back = parseConfirmation(formatConfirmation(seen));
    ASSERT_TRUE(back) << formatConfirmation(seen) << ": " << back.error();
    EXPECT_EQ(back->move, seen.move);
    EXPECT_EQ(back->attackerRank, seen.attackerRank);
    EXPECT_EQ(back->defenderRank, seen.defenderRank);
  }
  EXPECT_EQ(formatConfirmation(moves[0]), "8 4 UP OK");
  EXPECT_EQ(formatConfirmation(moves[1]), "8 4 UP BOTHDIE 9 9");
  EXPECT_EQ(formatConfirmation(moves[2]), "8 4 UP DIES 9 B");
  EXPECT_EQ(formatConfirmation(moves[3]), "8 4 UP KILLS 8 B");
  EXPECT_EQ(formatConfirmation(moves[4]), "8 4 UP KILLS s 1");
}

TEST(Pc2012Confirmations, LinesAsThe2012ManagerWroteThem) {
  const auto scout = parseConfirmation("8 4 UP 1 BOTHDIE 9 9");
  ASSERT_TRUE(scout) << scout.error();
  EXPECT_EQ(scout->attackerRank, Rank::Scout);
  const auto spy = parseConfirmation("3 6 LEFT 1 KILLS s 1");
  ASSERT_TRUE(spy) << spy.error();
  EXPECT_EQ(spy->attackerRank, Rank::Spy);
  EXPECT_EQ(spy->defenderRank, Rank::Marshal);
  const auto slide = parseConfirmation("4 7 UP 4 OK");
  ASSERT_TRUE(slide) << slide.error();
  EXPECT_EQ(slide->move, Move(squareAt(4, 7), squareAt(4, 3)));
  EXPECT_FALSE(slide->attackerRank);
}

TEST(Pc2012Confirmations, NonsenseIsRejected) {
  for (const char* line : {"4 6 UP", "4 6 UP OK 9", "4 6 UP ILLEGAL", "4 6 UP KILLS 9 1", "4 6 UP DIES F 9",
                           "4 6 UP KILLS 9", "4 6 UP KILLS 9 Q", "4 6 UP BOTHDIE 9 8", "4 6 UP KILLS 99 1"}) {
    const auto parsed = parseConfirmation(line);
    EXPECT_FALSE(parsed) << line;
  }
  EXPECT_NE(parseConfirmation("4 6 UP KILLS 9 1").error().find("contradicts"), std::string::npos);
}

TEST(Pc2012Confirmations, TheManagersLastLineOfAGameIsFinal) {
  // The 2012 manager appends VICTORY_FLAG (no ranks) or ILLEGAL to the mover's own text for
  // a move that ends the game, and sends that line to both bots before its QUIT.
  EXPECT_EQ(finalOutcome("4 6 UP VICTORY_FLAG"), "VICTORY_FLAG");
  EXPECT_EQ(finalOutcome("4 7 UP 4 VICTORY_FLAG"), "VICTORY_FLAG");
  EXPECT_EQ(finalOutcome("0 0 LEFT ILLEGAL"), "ILLEGAL");  // off the board: the manager still writes it
  EXPECT_EQ(finalOutcome("2 3 DOWN 3 ILLEGAL"), "ILLEGAL");
  EXPECT_EQ(finalOutcome("4 6 UP VICTORY_ATTRITION"), "VICTORY_ATTRITION");
  EXPECT_FALSE(parseConfirmation("4 6 UP VICTORY_FLAG"));
  for (const char* line : {"4 6 UP OK", "4 6 UP KILLS 9 8", "4 6 UP", "VICTORY_FLAG", "4 6 UP VICTORY_FLAG 9 F",
                           "4 6 SIDEWAYS ILLEGAL", "QUIT x RED VICTORY 3 10 20", "4 6 UP 2 3 ILLEGAL", ""})
    EXPECT_FALSE(finalOutcome(line)) << line;
}

TEST(Pc2012Confirmations, FromAPublicHistory) {
  GameState state = startingState(2);
  Random rng(3);
  while (state.history().empty() || !state.history().back().isAttack()) {
    if (state.outcome().over()) GTEST_SKIP() << "no battle in this game";
    state.make(state.randomLegalMove(rng));
  }
  const PlayerView view = makeView(state, Side::Red);
  const SeenMove seen = seenMove(view.history.back());
  EXPECT_EQ(seen.attackerRank, state.piece(state.history().back().mover).rank);
  EXPECT_EQ(seen.defenderRank, state.piece(state.history().back().defender).rank);
  EXPECT_FALSE(seenMove(view.history.front()).attackerRank);
}

// Lines made of the protocol's own words and a few stray bytes: no reader crashes, and
// whatever one accepts it writes back in a form that reads the same.
TEST(Pc2012Robustness, RandomLinesNeverCrashAReader) {
  const std::vector<std::string> pieces{"0", "3", "9", "10", "-1", "UP", "DOWN", "LEFT", "RIGHT", "OK", "KILLS", "DIES",
                                        "BOTHDIE", "s", "B", "F", "1", "RED", "BLUE", "QUIT", "\xff", "\t", "", "#"};
  Random rng(99);
  for (int i = 0; i < 20000; ++i) {
    std::string line;
    const int count = static_cast<int>(rng.below(8));
    for (int w = 0; w < count; ++w) line += pieces[rng.below(static_cast<std::uint32_t>(pieces.size()))] + " ";
    if (const auto move = parseMove(line)) EXPECT_EQ(*parseMove(formatMove(*move)), *move) << line;
    if (const auto seen = parseConfirmation(line)) {
      const auto again = parseConfirmation(formatConfirmation(*seen));
      ASSERT_TRUE(again) << line;
      EXPECT_EQ(again->move, seen->move) << line;
      EXPECT_EQ(again->attackerRank, seen->attackerRank) << line;
    }
    (void)parseGreeting(line);
    (void)parseSetup(std::vector<std::string>(4, line), Side::Blue);
  }
}

TEST(Pc2012Greeting, ColourAndBoard) {
  EXPECT_EQ(*parseGreeting("RED ../../agents/celsius/celsius.py 10 10"), Side::Red);
  EXPECT_EQ(*parseGreeting("BLUE opponent 10 10"), Side::Blue);
  EXPECT_EQ(*parseGreeting(formatGreeting(Side::Blue, "x")), Side::Blue);
  EXPECT_EQ(formatGreeting(Side::Red, "opponent"), "RED opponent 10 10");
  for (const char* line : {"", "RED", "RED x 10", "GREEN x 10 10", "RED x 8 8", "START"})
    EXPECT_FALSE(parseGreeting(line)) << line;
}

TEST(Pc2012Setup, RedsFirstLineIsItsBackRow) {
  const GameState state = startingState(4);
  const Placement red = state.start().sideOnly(Side::Red);
  const auto lines = formatSetup(red, Side::Red);
  for (int x = 0; x < kSize; ++x) {
    EXPECT_EQ(lines[0][static_cast<std::size_t>(x)], pieceChar(red.at(makeSquare(9 - x, 0))->rank));
    EXPECT_EQ(lines[3][static_cast<std::size_t>(x)], pieceChar(red.at(makeSquare(9 - x, 3))->rank));
  }
  const Placement blue = state.start().sideOnly(Side::Blue);
  const auto blueLines = formatSetup(blue, Side::Blue);
  EXPECT_EQ(blueLines[0][0], pieceChar(blue.at(makeSquare(9, 6))->rank));  // BLUE's front row
}

TEST(Pc2012Setup, RoundTripsForBothSides) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const GameState state = startingState(seed);
    for (Side side : {Side::Red, Side::Blue}) {
      const Placement setup = state.start().sideOnly(side);
      const auto lines = formatSetup(setup, side);
      const auto back = parseSetup(lines, side);
      ASSERT_TRUE(back) << back.error();
      EXPECT_EQ(*back, setup);
      EXPECT_FALSE(validateSetup(state.config(), side, *back));
    }
  }
}

TEST(Pc2012Setup, MalformedSetupsSayWhy) {
  const auto lines = formatSetup(startingState(6).start().sideOnly(Side::Red), Side::Red);
  const std::vector<std::string> good(lines.begin(), lines.end());
  EXPECT_TRUE(parseSetup(good, Side::Red));
  EXPECT_FALSE(parseSetup(std::vector<std::string>(good.begin(), good.begin() + 3), Side::Red));
  auto shortLine = good;
  shortLine[1].pop_back();
  EXPECT_NE(parseSetup(shortLine, Side::Red).error().find("setup line 2"), std::string::npos);
  auto badChar = good;
  badChar[2][9] = 'X';
  EXPECT_NE(parseSetup(badChar, Side::Red).error().find("'X'"), std::string::npos);
  auto hole = good;
  hole[3][9] = '.';
  const auto holed = parseSetup(hole, Side::Red);
  ASSERT_TRUE(holed);
  EXPECT_TRUE(validateSetup(presetConfig(Variant::Classic), Side::Red, *holed));
}

TEST(Pc2012Board, ShowsOwnPiecesLakesAndHiddenEnemies) {
  const GameState state = startingState(5);
  for (Side side : {Side::Red, Side::Blue}) {
    const auto board = formatBoard(makeView(state, side));
    const auto own = formatSetup(state.start().sideOnly(side), side);
    const int first = side == Side::Red ? 0 : 6, enemyFirst = side == Side::Red ? 6 : 0;
    for (int i = 0; i < 4; ++i) {
      EXPECT_EQ(board[static_cast<std::size_t>(first + i)], own[static_cast<std::size_t>(i)]);
      EXPECT_EQ(board[static_cast<std::size_t>(enemyFirst + i)], "##########");
    }
    EXPECT_EQ(board[4], "..++..++..");
    EXPECT_EQ(board[5], "..++..++..");
  }
}

}  // namespace
}  // namespace stratego::pc2012
