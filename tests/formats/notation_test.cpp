#include "formats/notation.hpp"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "core/placement.hpp"

namespace stratego {
namespace {

const Board& large() { return Board::of(BoardKind::Large); }
const Board& small() { return Board::of(BoardKind::Small); }

// A free game with only a few pieces, for moves and battles by hand.
GameState fewPieces() {
  Placement p;
  p.put(makeSquare(0, 3), {Side::Red, Rank::Major});        // a4
  p.put(makeSquare(0, 4), {Side::Blue, Rank::Lieutenant});  // a5
  p.put(makeSquare(1, 1), {Side::Red, Rank::Spy});          // b2
  p.put(makeSquare(1, 2), {Side::Blue, Rank::Marshal});     // b3
  return GameState(presetConfig(Variant::Free), p);
}

TEST(Square, ReadsCornersOfBothBoards) {
  EXPECT_EQ(*parseSquare(large(), "a1"), makeSquare(0, 0));
  EXPECT_EQ(*parseSquare(large(), "j10"), makeSquare(9, 9));
  EXPECT_EQ(*parseSquare(small(), "h8"), makeSquare(7, 7));
  EXPECT_EQ(*parseSquare(large(), "e4"), makeSquare(4, 3));
}

TEST(Square, SaysWhyANameIsNotASquare) {
  EXPECT_EQ(parseSquare(small(), "i1").error(), "'i1' is not a square of the 8x8 board: files run a..h");
  EXPECT_EQ(parseSquare(small(), "a9").error(), "'a9' is not a square of the 8x8 board: ranks run 1..8");
  EXPECT_EQ(parseSquare(large(), "a11").error(), "'a11' is not a square of the 10x10 board: ranks run 1..10");
  EXPECT_EQ(parseSquare(large(), "a0").error(), "'a0' is not a square of the 10x10 board: ranks run 1..10");
  EXPECT_EQ(parseSquare(large(), "a01").error(), "'a01' is not a square of the 10x10 board: ranks run 1..10");
  for (const char* bad : {"", "a", "A1", "1a", "a1 ", "a-1", "\xff\x01"})
    EXPECT_NE(parseSquare(large(), bad).error().find("write a file letter and a rank number"), std::string::npos)
        << bad;
}

TEST(Move, FormatsStepsAndAttacks) {
  const GameState state = fewPieces();
  EXPECT_EQ(formatMove(state, Move(makeSquare(0, 3), makeSquare(1, 3))), "a4-b4");
  EXPECT_EQ(formatMove(state, Move(makeSquare(0, 3), makeSquare(0, 4))), "a4xa5");
  EXPECT_EQ(formatMove(Move(makeSquare(9, 9), makeSquare(9, 0)), false), "j10-j1");
}

TEST(Move, AcceptsEverySeparator) {
  const Move a4a5(makeSquare(0, 3), makeSquare(0, 4));
  for (const char* text : {"a4-a5", "a4xa5", "a4 a5", "a4a5", "  a4 - a5 ", "a4\tx a5"})
    EXPECT_EQ(*parseMove(large(), text), a4a5) << text;
  EXPECT_EQ(*parseMove(fewPieces(), "a4xa5"), a4a5);
  // The separator is not checked against the position: that is the caller's business.
  EXPECT_EQ(*parseMove(fewPieces(), "a4-a5"), a4a5);
}

TEST(Move, SaysWhichSquareIsWrong) {
  EXPECT_EQ(parseMove(large(), "k4-a5").error(),
            "move 'k4-a5': origin 'k4' is not a square of the 10x10 board: files run a..j");
  EXPECT_EQ(parseMove(small(), "a4-a9").error(),
            "move 'a4-a9': destination 'a9' is not a square of the 8x8 board: ranks run 1..8");
  EXPECT_EQ(parseMove(large(), "a4-").error(), "move 'a4-': the destination square is missing");
  EXPECT_FALSE(parseMove(large(), "a4--a5").ok());
  EXPECT_FALSE(parseMove(large(), "a4-a5x").ok());
}

RC_GTEST_PROP(Move, EveryMoveOfTheBoardReadsBack, (bool smallBoard, bool attack, std::uint32_t a, std::uint32_t b)) {
  const Board& board = smallBoard ? small() : large();
  const auto squareOf = [&](std::uint32_t n) {
    return makeSquare(static_cast<int>(n % board.files), static_cast<int>(n / board.files % board.ranks));
  };
  const Move move(squareOf(a), squareOf(b));
  RC_ASSERT(*parseMove(board, formatMove(move, attack)) == move);
}

TEST(Battle, WritesEachResult) {
  EXPECT_EQ(formatBattle({Rank::Spy, BattleResult::AttackerWins, Rank::Marshal}), "(S>X)");
  EXPECT_EQ(formatBattle({Rank::Miner, BattleResult::AttackerWins, Rank::Bomb}), "(3>B)");
  EXPECT_EQ(formatBattle({Rank::Lieutenant, BattleResult::DefenderWins, Rank::Bomb}), "(5<B)");
  EXPECT_EQ(formatBattle({Rank::Major, BattleResult::BothDie, Rank::Major}), "(7=7)");
  EXPECT_EQ(formatBattle({Rank::General, BattleResult::AttackerWins, Rank::Flag}), "(9>F)");
}

TEST(Battle, ReadsWhatItWrites) {
  for (int a = 0; a < kRankCount; ++a)
    for (int d = 0; d < kRankCount; ++d)
      for (auto result : {BattleResult::AttackerWins, BattleResult::DefenderWins, BattleResult::BothDie}) {
        const BattleNote note{static_cast<Rank>(a), result, static_cast<Rank>(d)};
        EXPECT_EQ(*parseBattle(formatBattle(note)), note);
      }
}

TEST(Battle, SaysWhatIsWrong) {
  EXPECT_EQ(parseBattle("(Q>5)").error(), "battle note '(Q>5)': unknown rank letter 'Q'");
  EXPECT_EQ(parseBattle("(7>1)").error(), "battle note '(7>1)': unknown rank letter '1'");
  EXPECT_EQ(parseBattle("(7?5)").error(),
            "battle note '(7?5)': the result must be '>' (attacker won), '<' (defender won) or '=' (both removed)");
  EXPECT_EQ(parseBattle("7>5").error(),
            "battle note '7>5': write (attacker rank, > < or =, defender rank), e.g. (7>5)");
}

TEST(Battle, NotesWhatTheStatePlayed) {
  GameState state = fewPieces();
  state.make(Move(makeSquare(0, 3), makeSquare(0, 4)));  // Major takes Lieutenant
  EXPECT_EQ(formatBattle(battleNote(state, state.history().back())), "(7>5)");
  state.make(Move(makeSquare(1, 2), makeSquare(1, 1)));  // Marshal takes Spy
  EXPECT_EQ(formatBattle(battleNote(state, state.history().back())), "(X>S)");
}

TEST(Side, LettersReadBack) {
  EXPECT_EQ(sideLetter(Side::Red), 'r');
  EXPECT_EQ(sideLetter(Side::Blue), 'b');
  EXPECT_EQ(sideFromLetter('r'), Side::Red);
  EXPECT_EQ(sideFromLetter('b'), Side::Blue);
  EXPECT_EQ(sideFromLetter('R'), std::nullopt);
}

}  // namespace
}  // namespace stratego
