#include "formats/record_text.hpp"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <sstream>

#include "formats/notation.hpp"
#include "formats/random_games.hpp"

namespace stratego {
namespace {

constexpr const char* kTags =
    "[Variant \"classic\"]\n"
    "[TwoSquare \"3\"]\n"
    "[Chasing \"on\"]\n"
    "[ScoutStrike \"on\"]\n"
    "[PlyCap \"4000\"]\n"
    "[NoBattleCap \"200\"]\n"
    "[RedSetup \"3BFB344556/B3B677645B/2892368X74/2S22B25223\"]\n"
    "[BlueSetup \"3BFB344556/B3B677645B/2892368X74/2S22B25223\"]\n"
    "[Result \"*\"]\n"
    "[Reason \"none\"]\n"
    "[Event \"Club \\\"night\\\" \\\\ 3\"]\n"
    "[Red \"Alice\"]\n"
    "\n";
// Line 14 of the record.
constexpr const char* kMoves =
    "1. a4-a5 a7-a6 2. a5xa6(2=2) j7-j6 3. j4-j5 j6xj5(3=3) 4. i4xi7(2=2) b7-b6\n"
    "5. f4-f5 b6-b5 6. b4xb5(S=S) *\n";

std::string record(const std::string& moves) { return kTags + moves; }

// `text` with the first occurrence of `from` replaced by `to`.
std::string replaced(std::string text, std::string_view from, std::string_view to) {
  return text.replace(text.find(from), from.size(), to);
}

std::string error(const std::string& text) { return parseRecord(text).error(); }

Square sq(std::string_view name) { return *parseSquare(Board::of(BoardKind::Large), name); }

TEST(Record, ReadsAndWritesAShortGame) {
  const std::string text = record(kMoves);
  const auto game = parseRecord(text);
  ASSERT_TRUE(game.ok()) << game.error();
  EXPECT_EQ(game->config, presetConfig(Variant::Classic));
  EXPECT_EQ(game->start.at(sq("c1")), (PlacedPiece{Side::Red, Rank::Flag}));
  EXPECT_EQ(game->start.at(sq("c10")), (PlacedPiece{Side::Blue, Rank::Flag}));
  ASSERT_EQ(game->moves.size(), 11u);
  EXPECT_EQ(game->moves[0], Move(sq("a4"), sq("a5")));
  EXPECT_EQ(game->moves[6], Move(sq("i4"), sq("i7")));
  EXPECT_EQ(game->result, Outcome{});
  const std::vector<std::pair<std::string, std::string>> tags = {{"Event", "Club \"night\" \\ 3"}, {"Red", "Alice"}};
  EXPECT_EQ(game->tags, tags);
  EXPECT_EQ(formatRecord(*game), text);
}

TEST(Record, AcceptsLooserMoveText) {
  const auto canonical = parseRecord(record(kMoves));
  const std::string loose =
      "{an opening} 1.a4-a5 ; Red starts on the left\n a7a6 a5-a6 j7-j6 3. j4-j5 j6-j5 i4xi7(2=2)\n"
      "b7-b6 f4-f5 b6-b5 b4-b5 {the Spies meet} *";
  const auto game = parseRecord(record(loose));
  ASSERT_TRUE(game.ok()) << game.error();
  EXPECT_EQ(*game, *canonical);
}

TEST(Record, WritesResults) {
  auto game = *parseRecord(record(kMoves));
  game.result = {Winner::Red, EndReason::Resignation};
  const std::string text = formatRecord(game);
  EXPECT_NE(text.find("[Result \"red\"]\n[Reason \"resignation\"]\n"), std::string::npos);
  EXPECT_TRUE(text.ends_with("6. b4xb5(S=S) 1-0\n"));
  EXPECT_EQ(*parseRecord(text), game);
  game.result = {Winner::Draw, EndReason::AgreedDraw};
  EXPECT_TRUE(formatRecord(game).ends_with(" 1/2-1/2\n"));
  game.result = {Winner::Blue, EndReason::FlagCaptured};
  EXPECT_TRUE(formatRecord(game).ends_with(" 0-1\n"));
}

// An edit of the record, and the error the edited record must give.
struct BadEdit {
  std::string_view from, to, error;
};

void expectErrors(std::initializer_list<BadEdit> edits) {
  for (const BadEdit& edit : edits)
    EXPECT_EQ(error(replaced(record(kMoves), edit.from, edit.to)), edit.error) << edit.from << " -> " << edit.to;
}

TEST(Record, SaysWhatIsWrongInTheTags) {
  expectErrors({
      {"[PlyCap \"4000\"]\n", "", "record: the tag [PlyCap] is missing"},
      {"[Red ", "[Variant \"duel\"]\n[Red ", "line 12: tag [Variant]: given twice"},
      {"\"3\"]", "\"x\"]", "line 2: tag [TwoSquare]: expected off or a limit 1..8, found 'x'"},
      {"\"classic\"", "\"chess\"",
       "line 1: tag [Variant]: unknown variant 'chess': expected classic, duel, barrage, duel10, barrage10, free or "
       "free8"},
      {"B3B677645B", "BQB677645B", "line 7: tag [RedSetup]: setup rank 2, file b: unknown piece letter 'Q'"},
      {"[Result \"*\"]", "[Result \"won\"]", "line 9: tag [Result]: expected red, blue, draw or *, found 'won'"},
      {"\"none\"", "\"tired\"", "line 10: tag [Reason]: unknown reason 'tired'"},
      {"[Chasing \"on\"]", "[Chasing on]", "line 3: tag [Chasing]: the value must be in double quotes"},
      {"[Chasing \"on\"]", "[Chasing \"on\"", "line 3: tag [Chasing]: ']' expected after the value"},
      {"[Chasing \"on\"]", "[Chasing \"o\\n\"]",
       "line 3: tag [Chasing]: a backslash in a value escapes only '\"' or '\\'"},
  });
  EXPECT_EQ(error("[Event \"open"), "line 1: tag [Event]: the value has no closing '\"'");
  EXPECT_EQ(error("[ \"x\"]"), "line 1: a tag is [Name \"value\"] with a name of letters, digits and '_'");
}

TEST(Record, SaysWhichMoveIsWrong) {
  expectErrors({
      {"a5xa6(2=2)", "a5xa6(2>2)",
       "line 14, move 2 (Red) 'a5xa6(2>2)': the battle note does not match the replay (2=2)"},
      {"a4-a5", "a4-a5(2>2)", "line 14, move 1 (Red) 'a4-a5(2>2)': the replay has no battle here: a5 is empty"},
      {"b7-b6", "b7-b6(S>",
       "line 14, move 4 (Blue) 'b7-b6(S>': battle note '(S>': write (attacker rank, > < or =, defender rank), e.g. "
       "(7>5)"},
      {"a4-a5", "a5-a6", "line 14, move 1 (Red) 'a5-a6': there is no piece on a5"},
      {"a4-a5", "a4-a11",
       "line 14, move 1 (Red) 'a4-a11': move 'a4-a11': destination 'a11' is not a square of the 10x10 board: ranks "
       "run 1..10"},
      {"3. j4", "4. j4", "line 14: move number 4. should be 3."},
      {"j7-j6", "3. j7-j6", "line 14: move number 3. stands before a Blue move"},
  });
}

TEST(Record, SaysWhatIsWrongAroundTheMoves) {
  expectErrors({
      {" *", " 1-0", "line 15: the result token 1-0 does not match the Result tag '*'"},
      {" *", "", "line 16: the moves must end with the result token 1-0, 0-1, 1/2-1/2 or *"},
      {" *", " * a4-a5", "line 15: text after the result token: 'a4-a5'"},
      {"5. f4-f5", "{ 5. f4-f5", "line 15: the comment '{' is never closed with '}'"},
  });
}

TEST(Record, KeepsMovesThatBreakMovement) {
  // Blue's second move moves a Bomb: the rules forbid it, the record keeps it. The replay
  // stops there, so the later moves are written without battle notes.
  const std::string moves = "1. a4-a5 a7-a6 2. a5xa6(2=2) e7-e6 3. j4-j5 j7-j6 4. j5-j6 *\n";
  const auto game = parseRecord(record(moves));
  ASSERT_TRUE(game.ok()) << game.error();
  EXPECT_EQ(game->moves.size(), 7u);
  EXPECT_EQ(formatRecord(*game), record("1. a4-a5 a7-a6 2. a5xa6(2=2) e7-e6 3. j4-j5 j7-j6 4. j5-j6 *\n"));
  EXPECT_EQ(error(record(replaced(moves, "4. j5-j6", "4. j5xj6(3=3)"))),
            "line 14, move 4 (Red) 'j5xj6(3=3)': its battle note cannot be checked: the replay stopped at move 2 "
            "(Blue), which breaks the movement rules");
}

TEST(Record, FreeGamesListTheirPiecesInAStartTag) {
  const std::string text =
      "[Variant \"free8\"]\n[TwoSquare \"off\"]\n[Chasing \"off\"]\n[ScoutStrike \"off\"]\n[PlyCap \"off\"]\n"
      "[NoBattleCap \"off\"]\n"
      "[Start \".......bF/......../...b7..../..~..~../..~..~../...r2..../......../rF.......\"]\n"
      "[Result \"red\"]\n[Reason \"flag-captured\"]\n\n"
      "1. d3-d5 d6-e6 2. d5-d8 e6-f6 3. d8-g8 f6-f7 4. g8xh8(2>F) 1-0\n";
  const auto game = parseRecord(text);
  ASSERT_TRUE(game.ok()) << game.error();
  EXPECT_EQ(game->config.rules, (RuleOptions{0, false, false, 0, 0}));
  EXPECT_EQ(formatRecord(*game), text);
  EXPECT_EQ(error(replaced(text, "b7....", "b7+....")),
            "line 7: tag [Start]: the pieces of a starting position carry no knowledge flags (* + #)");
  EXPECT_EQ(error(replaced(text, "[Start", "[RedSetup \"x\"]\n[Start")),
            "line 8: tag [Start]: give either [Start] or [RedSetup] and [BlueSetup], not both");
  EXPECT_EQ(error(replaced(text, "[Start", "[Begin")),
            "record: the tag [Start] is missing (a free game lists its pieces there)");
  EXPECT_EQ(error(replaced(text, "/...r2..../", "/..~r2..../")),
            "line 7: tag [Start]: board rank 3, file c: c3 is not a lake");
}

RC_GTEST_PROP(Record, RandomRecordsReadBackExactly, (std::uint64_t seed)) {
  Random rng(seed);
  const GameRecord game = testing::randomRecord(testing::randomConfig(rng), rng, static_cast<int>(rng.below(300)));
  const std::string text = formatRecord(game);
  const auto back = parseRecord(text);
  RC_ASSERT(back.ok());
  RC_ASSERT(*back == game);
  RC_ASSERT(formatRecord(*back) == text);
  // The move text is wrapped at 80 columns.
  std::istringstream lines(text.substr(text.rfind("\n\n") + 2));
  for (std::string line; std::getline(lines, line);) RC_ASSERT(line.size() <= 80u);
}

}  // namespace
}  // namespace stratego
