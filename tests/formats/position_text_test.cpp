#include "formats/position_text.hpp"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <vector>

#include "formats/notation.hpp"
#include "formats/random_games.hpp"
#include "formats/setup_text.hpp"

namespace stratego {
namespace {

constexpr const char* kClassic = "3BFB344556/B3B677645B/2892368X74/2S22B25223";
constexpr const char* kDefaultRules = "two-square=3 chasing=on scout-strike=on ply-cap=4000 no-battle-cap=200";

// A free 8x8 position: a Red Scout that shuttled d2-d3 three times (so it may not cross
// that border again), a revealed Blue Major that has moved, and the Flags and Bombs.
constexpr const char* kSmallStudy =
    "free8 ......bFbB/......../...b7*+..../..~..~../..~..~../...r2+#..../......../rFrB...... r 12 5 "
    "two-square=3 chasing=on scout-strike=on ply-cap=4000 no-battle-cap=200 runs=d3@d2-d3,d2-d3,d2-d3;- "
    "chase=1:d2-d3;0:d7-d6;- result=ongoing";

Square sq(std::string_view name) { return *parseSquare(Board::of(BoardKind::Large), name); }

std::vector<Move> sortedLegalMoves(const GameState& state) {
  MoveList list;
  const int n = state.legalMoves(list);
  std::vector<Move> moves(list.begin(), list.begin() + n);
  std::sort(moves.begin(), moves.end(), [](Move a, Move b) { return a.bits < b.bits; });
  return moves;
}

// `text` with its field `index` (0-based, fields split at spaces) replaced.
std::string withField(std::string text, int index, std::string_view value) {
  std::size_t start = 0;
  for (int i = 0; i < index; ++i) start = text.find(' ', start) + 1;
  const std::size_t end = std::min(text.find(' ', start), text.size());
  return text.replace(start, end - start, value);
}

TEST(Position, WritesTheClassicStart) {
  const GameConfig classic = presetConfig(Variant::Classic);
  Placement start = *parseSetup(classic, Side::Red, kClassic);
  start.merge(*parseSetup(classic, Side::Blue, kClassic));
  const std::string expected =
      std::string("classic ") +
      "b3bBbFbBb3b4b4b5b5b6/bBb3bBb6b7b7b6b4b5bB/b2b8b9b2b3b6b8bXb7b4/b2bSb2b2bBb2b5b2b2b3/"
      "..~~..~~../..~~..~~../"
      "r2rSr2r2rBr2r5r2r2r3/r2r8r9r2r3r6r8rXr7r4/rBr3rBr6r7r7r6r4r5rB/r3rBrFrBr3r4r4r5r5r6 r 0 0 " +
      kDefaultRules + " runs=-;- chase=-;-;- result=ongoing";
  const GameState state(classic, start);
  EXPECT_EQ(formatPosition(state), expected);
  const auto back = parsePosition(expected);
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(back->hash(), state.hash());
  EXPECT_EQ(formatPosition(*back), expected);
}

TEST(Position, RestoresFlagsRunsAndCounters) {
  const auto state = parsePosition(kSmallStudy);
  ASSERT_TRUE(state.ok()) << state.error();
  EXPECT_EQ(state->config(), presetConfig(Variant::Free, BoardKind::Small));
  EXPECT_EQ(state->toMove(), Side::Red);
  EXPECT_EQ(state->ply(), 12);
  EXPECT_EQ(state->pliesSinceBattle(), 5);
  EXPECT_EQ(state->piece(state->pieceAt(sq("d6"))).flags, kRevealed | kMoved);
  EXPECT_EQ(state->piece(state->pieceAt(sq("d3"))).flags, kMoved | kScoutKnown);
  EXPECT_EQ(state->piece(state->pieceAt(sq("a1"))).flags, 0);
  // The run forbids the Scout to cross d2|d3 again, and nothing else.
  EXPECT_EQ(state->check(Move(sq("d3"), sq("d2"))), MoveError::kTwoSquareRule);
  EXPECT_EQ(state->check(Move(sq("d3"), sq("d1"))), MoveError::kTwoSquareRule);
  EXPECT_EQ(state->check(Move(sq("d3"), sq("d5"))), MoveError::kLegal);
  EXPECT_EQ(state->check(Move(sq("d3"), sq("h3"))), MoveError::kLegal);
  EXPECT_EQ(formatPosition(*state), kSmallStudy);
}

TEST(Position, KeepsAChaseGoing) {
  // Red's Major chases Blue's Lieutenant along the edge of a small board.
  Placement p;
  p.put(sq("a1"), {Side::Red, Rank::Major});
  p.put(sq("h1"), {Side::Red, Rank::Flag});
  p.put(sq("c1"), {Side::Blue, Rank::Lieutenant});
  p.put(sq("h8"), {Side::Blue, Rank::Flag});
  GameState original(presetConfig(Variant::Free, BoardKind::Small), p);
  for (const char* move : {"a1-b1", "c1-c2", "b1-b2", "c2-c3", "b2-b3", "c3-d3", "b3-c3", "d3-d2", "c3-c2"}) {
    ASSERT_EQ(original.check(*parseMove(original, move)), MoveError::kLegal) << move;
    original.make(*parseMove(original, move));
  }
  ASSERT_GE(original.chase().length(Side::Red), 2);
  const std::string text = formatPosition(original);
  const auto restored = parsePosition(text);
  ASSERT_TRUE(restored.ok()) << restored.error() << "\n" << text;
  EXPECT_EQ(formatPosition(*restored), text);
  EXPECT_EQ(sortedLegalMoves(*restored), sortedLegalMoves(original));
  EXPECT_EQ(restored->chase(), original.chase());
}

TEST(Position, SaysWhatAndWhereIsWrong) {
  const std::string good = kSmallStudy;
  const auto error = [](const std::string& text) { return parsePosition(text).error(); };
  EXPECT_EQ(error("free8 x"), "position: expected 13 fields separated by single spaces, found 2");
  EXPECT_EQ(error(withField(good, 0, "free9")),
            "position variant: unknown variant 'free9': expected classic, duel, barrage, duel10, barrage10, free or "
            "free8");
  EXPECT_EQ(error(withField(good, 1, "......bFbB/......../...b7*+..../..~..~../..~..~../...r2+#..../........")),
            "position board: expected 8 ranks separated by '/', found 7");
  EXPECT_EQ(
      error(withField(good, 1, "......bFbB/......../...bQ..../..~..~../..~..~../...r2+#..../......../rFrB......")),
      "position board rank 6, file d: a piece is a side letter and a rank letter, e.g. r7 or bX");
  EXPECT_EQ(
      error(withField(good, 1, "......bFbB/......../...b7+*..../..~..~../..~..~../...r2+#..../......../rFrB......")),
      "position board rank 6, file d: knowledge flags are written in the order * + #, each at most once");
  EXPECT_EQ(
      error(withField(good, 1, "......bFbB/......../...b7#..../..~..~../..~..~../...r2+#..../......../rFrB......")),
      "position board rank 6, file d: only a Scout can be known as a Scout ('#')");
  EXPECT_EQ(error(withField(good, 1, "......bF+bB/......../...b7..../..~..~../..~..~../...r2..../......../rFrB......")),
            "position board rank 8, file g: a Flag never moves ('+')");
  EXPECT_EQ(error(withField(good, 1, "......bFbB/......../...b7..../..~..~../.....~../...r2..../......../rFrB......")),
            "position board rank 4, file c: c4 is a lake: write '~'");
  EXPECT_EQ(error(withField(good, 1, "......bFbB/......../...b7..../..~..~../..~..~../...r2..../~......./rFrB......")),
            "position board rank 2, file a: a2 is not a lake");
  EXPECT_EQ(error(withField(good, 1, "......bFbB/......../...b7..../..~..~../..~..~../...r2..../........./rFrB......")),
            "position board rank 2: more than 8 squares");
  EXPECT_EQ(error(withField(good, 1, "......bFbB/......../...b7..../..~..~../..~..~../...r2..../......./rFrB......")),
            "position board rank 2: expected 8 squares, found 7");
  EXPECT_EQ(error(withField(good, 1, "......bFbB/......../...b7..../..?..~../..~..~../...r2..../......../rFrB......")),
            "position board rank 5, file c: c5 is a lake: write '~'");
  EXPECT_EQ(error(withField(good, 2, "w")), "position side to move 'w': write r or b");
  EXPECT_EQ(error(withField(good, 3, "-1")), "position ply '-1': expected a number of plies");
  EXPECT_EQ(error(withField(good, 4, "13")), "position plies since battle '13': expected a number 0..12");
  EXPECT_EQ(error(withField(good, 5, "two-square=9")), "position two-square '9': expected off or a limit 1..8");
  EXPECT_EQ(error(withField(good, 6, "chase=on")), "position: expected chasing=..., found 'chase=on'");
  EXPECT_EQ(error(withField(good, 8, "ply-cap=0")), "position ply-cap '0': expected off or a number of plies");
  EXPECT_EQ(error(withField(good, 10, "runs=d3@d2-d3")),
            "position runs 'd3@d2-d3': write <Red's run>;<Blue's run>, '-' for none");
  EXPECT_EQ(error(withField(good, 10, "runs=d4@d3-d4;-")), "position runs: Red's run 'd4@d3-d4': no Red piece on d4");
  EXPECT_EQ(error(withField(good, 10, "runs=d3@d2-d3,d2-d3,d2-d3,d2-d3;-")),
            "position runs: Red's run 'd3@d2-d3,d2-d3,d2-d3,d2-d3': more spans than the two-square limit 3");
  EXPECT_EQ(error(withField(good, 10, "runs=d3@d2-e2;-")),
            "position runs: Red's run 'd3@d2-e2': span 'd2-e2' is not a stretch of the piece's line");
  EXPECT_EQ(error(withField(good, 10, "runs=d3@d3-e3,d2-d3;-")),
            "position runs: Red's run 'd3@d3-e3,d2-d3': span 'd2-d3' is not a stretch of the piece's line");
  EXPECT_EQ(error(withField(good, 10, "runs=d3@d1-d2;-")),
            "position runs: Red's run 'd3@d1-d2': the newest span does not end on d3");
  EXPECT_EQ(error(withField(withField(good, 5, "two-square=off"), 10, "runs=d3@d2-d3;-")),
            "position runs: Red's run 'd3@d2-d3': the two-square rule is off, so there is no run: write '-'");
  EXPECT_EQ(error(withField(good, 11, "chase=-;-")),
            "position chase '-;-': write <Red's chase>;<Blue's chase>;<moves>");
  EXPECT_EQ(error(withField(good, 11, "chase=13:d2-d3;-;-")),
            "position chase: Red's chase '13:d2-d3': write '-' or <plies 0..12>:<last move>, e.g. 2:e4-e5");
  EXPECT_EQ(error(withField(good, 11, "chase=3:d2-d3;-;-")),
            "position chase: the longest chase needs the last 2 moves, found 0");
  EXPECT_EQ(error(withField(good, 11, "chase=2:d2-d3;-;d9-d3")),
            "position chase: move 'd9-d3': origin 'd9' is not a square of the 8x8 board: ranks run 1..8");
  EXPECT_EQ(error(withField(good, 11, "chase=2:d2-d3;-;e4-e5")),
            "position chase 'chase=2:d2-d3;-;e4-e5': the moves cannot have led to this position");
  EXPECT_EQ(error(withField(good, 12, "result=red")),
            "position result 'red': write ongoing or <red|blue|draw>:<reason>, e.g. red:flag-captured");
  EXPECT_EQ(error(withField(good, 12, "result=red:won")),
            "position result 'red:won': write ongoing or <red|blue|draw>:<reason>, e.g. red:flag-captured");
}

TEST(Position, RejectsPiecesBeyondThePresetArmy) {
  const std::string twoMarshals = std::string("duel ") +
                                  "bX......./......../......../..~..~../..~..~../......../......../rXrX...... r 0 0 " +
                                  kDefaultRules + " runs=-;- chase=-;-;- result=ongoing";
  EXPECT_EQ(parsePosition(twoMarshals).error(), "position board: Red has 2 Marshals, the duel army has 1");
}

TEST(Position, ReadsResults) {
  const std::string over = withField(kSmallStudy, 12, "result=blue:no-legal-move");
  const auto state = parsePosition(over);
  ASSERT_TRUE(state.ok()) << state.error();
  EXPECT_EQ(state->outcome(), (Outcome{Winner::Blue, EndReason::NoLegalMove}));
  EXPECT_EQ(formatPosition(*state), over);
}

// Plays the same random moves on both states and checks they never differ in anything
// the rules look at.
void playOnTogether(GameState& original, GameState& restored, Random& rng, int plies) {
  for (int i = 0; i <= plies; ++i) {
    RC_ASSERT(restored.hash() == original.hash());
    RC_ASSERT(restored.outcome() == original.outcome());
    RC_ASSERT(sortedLegalMoves(restored) == sortedLegalMoves(original));
    const Move m = original.randomLegalMove(rng);
    if (m.isNone()) break;
    original.make(m);
    restored.make(m);
  }
  RC_ASSERT(formatPosition(restored) == formatPosition(original));
}

RC_GTEST_PROP(Position, RandomPositionsReadBackAndPlayOnIdentically, (std::uint64_t seed)) {
  Random rng(seed);
  // Half the positions are taken in a chase, the rule state that is hardest to restore.
  const bool untilChase = rng.below(2) == 0;
  GameState original =
      testing::randomGame(testing::randomConfig(rng), rng, static_cast<int>(rng.below(250)), untilChase);
  const std::string text = formatPosition(original);
  auto parsed = parsePosition(text);
  RC_ASSERT(parsed.ok());
  RC_ASSERT(formatPosition(*parsed) == text);
  GameState restored = std::move(parsed).value();
  playOnTogether(original, restored, rng, 30);
}

}  // namespace
}  // namespace stratego
