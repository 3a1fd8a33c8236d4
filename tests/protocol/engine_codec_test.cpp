// The lines of our engine protocol read back exactly what they write.
#include "protocol/engine_codec.hpp"

#include <gtest/gtest.h>

#include <limits>

namespace stratego::engine {
namespace {

// Reads `line` with `parse`, which takes the words after the command word.
template <class Parse>
auto readBack(const std::string& line, Parse parse) {
  const std::vector<std::string_view> words = splitWords(line);
  return parse(Words(words).subspan(1));
}

const Board& large() { return Board::of(BoardKind::Large); }

TEST(EngineCodec, NewGameRoundTripsEveryRuleOption) {
  GameConfig config = presetConfig(Variant::Barrage10);
  config.rules = {.twoSquareLimit = 5, .chasingRule = false, .scoutStrike = false, .plyCap = 0, .noBattleCap = 90};
  using Seed = std::optional<std::uint64_t>;
  for (const Seed seed : {Seed(), Seed(~0ull)}) {
    const std::string line = formatNewGame({config, Side::Blue, seed});
    const auto back = readBack(line, parseNewGame);
    ASSERT_TRUE(back.ok()) << line << ": " << back.error();
    EXPECT_EQ(back->config, config);
    EXPECT_EQ(back->side, Side::Blue);
    EXPECT_EQ(back->seed, seed);
  }
  const auto defaults = readBack("newgame side red variant duel", parseNewGame);
  ASSERT_TRUE(defaults.ok());
  EXPECT_EQ(defaults->config, presetConfig(Variant::Duel));
}

TEST(EngineCodec, GoGivesEachSideItsOwnClock) {
  const ThinkLimits limits{.moveTimeMs = 500, .nodes = 7, .remainingMs = 1000, .incrementMs = 20, .opponentMs = 3000};
  for (Side side : {Side::Red, Side::Blue}) {
    const auto back = readBack(formatGo(limits, side), [&](Words args) { return parseGo(args, side); });
    ASSERT_TRUE(back.ok()) << back.error();
    EXPECT_EQ(*back, limits);
  }
  EXPECT_EQ(formatGo(limits, Side::Blue), "go movetime 500 nodes 7 rtime 3000 btime 1000 binc 20");
  EXPECT_EQ(formatGo({}, Side::Red), "go");
}

TEST(EngineCodec, InfoRoundTripsTheReport) {
  ThinkReport report{.depth = 4, .nodes = 12345, .timeMs = 0, .score = -70,
                     .pv = {Move(makeSquare(0, 3), makeSquare(0, 4)), Move(makeSquare(9, 6), makeSquare(9, 2))},
                     .samples = 16, .beliefs = {}};
  PieceBelief belief{makeSquare(4, 8), {}};
  belief.odds[index(Rank::Bomb)] = 0.25f;
  belief.odds[index(Rank::Marshal)] = 0.75f;
  report.beliefs.push_back(belief);
  ThinkReport back;
  for (const std::string& line : formatInfo(report, 250)) {
    const auto problem = readBack(line, [&](Words args) { return parseInfo(large(), args, back); });
    EXPECT_EQ(problem, std::nullopt) << line;
  }
  report.timeMs = 250;
  EXPECT_EQ(back.depth, report.depth);
  EXPECT_EQ(back.nodes, report.nodes);
  EXPECT_EQ(back.timeMs, report.timeMs);
  EXPECT_EQ(back.score, report.score);
  EXPECT_EQ(back.pv, report.pv);
  EXPECT_EQ(back.samples, report.samples);
  ASSERT_EQ(back.beliefs.size(), 1u);
  EXPECT_EQ(back.beliefs[0].square, belief.square);
  EXPECT_EQ(back.beliefs[0].odds, belief.odds);
  EXPECT_TRUE(formatInfo(ThinkReport{}, 5).empty());
}

TEST(EngineCodec, BeliefOddsMustBeWholeNumbers) {
  ThinkReport back;
  for (const char* bad : {"info belief e9 B:0.25junk", "info belief e9 B:", "info belief e9 B:1.5", "info belief e9 Q:0.5"})
    EXPECT_NE(readBack(bad, [&](Words args) { return parseInfo(large(), args, back); }), std::nullopt) << bad;
  EXPECT_TRUE(back.beliefs.empty());
}

TEST(EngineCodec, InfoNeverOverflowsAndLeavesOutOddsTooSmallToWrite) {
  ThinkReport report{.depth = 1, .nodes = std::numeric_limits<std::int64_t>::max() / 10, .pv = {}};
  PieceBelief belief{makeSquare(4, 8), {}};
  belief.odds[index(Rank::Bomb)] = 0.0001f;
  belief.odds[index(Rank::Scout)] = 0.9999f;
  report.beliefs.push_back(belief);
  const std::vector<std::string> lines = formatInfo(report, 1000);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_NE(lines[0].find(" nps " + std::to_string(report.nodes / 1000 * 1000)), std::string::npos) << lines[0];
  EXPECT_EQ(lines[1], "info belief e9 2:1.000");
}

TEST(EngineCodec, MoveLinesCarryTheBattle) {
  const PublicMove attack{Move(makeSquare(1, 1), makeSquare(1, 6)), 3, 50, BattleResult::DefenderWins, Rank::Scout,
                          Rank::Bomb};
  EXPECT_EQ(formatMoveLine(attack), "move b2xb7(2<B)");
  const auto back = readBack(formatMoveLine(attack), [](Words args) { return parseMoveLine(large(), args); });
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(back->move, attack.move);
  EXPECT_EQ(back->attackerRank, Rank::Scout);
  EXPECT_EQ(back->defenderRank, Rank::Bomb);
  const auto quiet = readBack("move a4-a5", [](Words args) { return parseMoveLine(large(), args); });
  ASSERT_TRUE(quiet.ok());
  EXPECT_FALSE(quiet->attackerRank.has_value());
}

TEST(EngineCodec, OutcomesRoundTripAndOngoingIsNoResult) {
  for (int r = 1; r < kEndReasonCount; ++r)
    for (Winner w : {Winner::Red, Winner::Blue, Winner::Draw}) {
      const Outcome outcome{w, static_cast<EndReason>(r)};
      const auto back = parseOutcome(formatOutcome(outcome));
      ASSERT_TRUE(back.ok()) << formatOutcome(outcome);
      EXPECT_EQ(*back, outcome);
    }
  EXPECT_FALSE(parseOutcome("*:none").ok());
  EXPECT_FALSE(parseOutcome("red").ok());
}

TEST(EngineCodec, CountsAreDigitsOnly) {
  EXPECT_EQ(parseCount("18446744073709551615"), ~0ull);
  EXPECT_EQ(parseCount("18446744073709551616"), std::nullopt);
  EXPECT_EQ(parseCount("-1"), std::nullopt);
  EXPECT_EQ(parseCount("+1"), std::nullopt);
  EXPECT_EQ(parseCount("1e3"), std::nullopt);
  EXPECT_EQ(parseCount(""), std::nullopt);
}

}  // namespace
}  // namespace stratego::engine
