#include "formats/setup_text.hpp"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "formats/notation.hpp"
#include "formats/random_games.hpp"

namespace stratego {
namespace {

// A valid classic army: rank 1 first for Red, rank 10 first for Blue.
constexpr const char* kClassic = "3BFB344556/B3B677645B/2892368X74/2S22B25223";
constexpr const char* kDuel = "B.F.B.../..3..3../2S.9X.2.";

std::string emptyRanks(int count, int files) {
  std::string out;
  for (int i = 0; i < count; ++i) out += (i ? "/" : "") + std::string(static_cast<std::size_t>(files), '.');
  return out;
}

// Reads a setup string that must be valid, checking that it is written back unchanged.
Placement readBack(const GameConfig& config, Side side, std::string_view text) {
  const auto setup = parseSetup(config, side, text);
  EXPECT_TRUE(setup.ok()) << setup.error();
  if (!setup) return {};
  EXPECT_EQ(formatSetup(config, side, *setup), text);
  return *setup;
}

std::optional<PlacedPiece> pieceOn(const Placement& placement, std::string_view square) {
  return placement.at(*parseSquare(Board::of(BoardKind::Large), square));
}

TEST(Setup, ReadsRedFromRankOne) {
  const GameConfig classic = presetConfig(Variant::Classic);
  const Placement red = readBack(classic, Side::Red, kClassic);
  EXPECT_EQ(pieceOn(red, "a1"), (PlacedPiece{Side::Red, Rank::Miner}));
  EXPECT_EQ(pieceOn(red, "c1"), (PlacedPiece{Side::Red, Rank::Flag}));
  EXPECT_EQ(pieceOn(red, "h3"), (PlacedPiece{Side::Red, Rank::Marshal}));
  EXPECT_EQ(pieceOn(red, "b4"), (PlacedPiece{Side::Red, Rank::Spy}));
  EXPECT_EQ(red.army(Side::Red), classic.army);
}

TEST(Setup, ReadsBlueFromRankTen) {
  const Placement blue = readBack(presetConfig(Variant::Classic), Side::Blue, kClassic);
  EXPECT_EQ(pieceOn(blue, "c10"), (PlacedPiece{Side::Blue, Rank::Flag}));
  EXPECT_EQ(pieceOn(blue, "b7"), (PlacedPiece{Side::Blue, Rank::Spy}));
  EXPECT_EQ(pieceOn(blue, "h8"), (PlacedPiece{Side::Blue, Rank::Marshal}));
}

TEST(Setup, SmallBoardHasThreeRanksOfEight) {
  const Placement blue = readBack(presetConfig(Variant::Duel), Side::Blue, kDuel);
  EXPECT_EQ(pieceOn(blue, "c8"), (PlacedPiece{Side::Blue, Rank::Flag}));
  EXPECT_EQ(pieceOn(blue, "e6"), (PlacedPiece{Side::Blue, Rank::Marshal}));
  EXPECT_EQ(pieceOn(blue, "b8"), std::nullopt);
}

TEST(Setup, WritesOnlyTheSidesOwnPieces) {
  const GameConfig duel = presetConfig(Variant::Duel);
  Placement both = *parseSetup(duel, Side::Red, kDuel);
  both.merge(*parseSetup(duel, Side::Blue, kDuel));
  EXPECT_EQ(formatSetup(duel, Side::Red, both), kDuel);
  EXPECT_EQ(formatSetup(duel, Side::Blue, both), kDuel);
}

TEST(Setup, SaysWhatAndWhereIsWrong) {
  const GameConfig classic = presetConfig(Variant::Classic);
  EXPECT_EQ(parseSetup(classic, Side::Red, "3BFB344556/B3B677645B/2892368X74").error(),
            "setup: expected 4 ranks separated by '/', found 3");
  EXPECT_EQ(parseSetup(classic, Side::Red, "3BFB34455/B3B677645B/2892368X74/2S22B25223").error(),
            "setup rank 1: expected 10 squares, found 9");
  EXPECT_EQ(parseSetup(classic, Side::Red, "3BFB344556/BQB677645B/2892368X74/2S22B25223").error(),
            "setup rank 2, file b: unknown piece letter 'Q'");
  EXPECT_EQ(parseSetup(classic, Side::Blue, "3BFB344556/BQB677645B/2892368X74/2S22B25223").error(),
            "setup rank 9, file b: unknown piece letter 'Q'");
  EXPECT_EQ(parseSetup(classic, Side::Red, "3BFB344556/B3B677645B/2892368X74/2S22B25233").error(),
            "setup: Red has 7 Scouts, the classic army needs 8; Red has 6 Miners, the classic army needs 5");
  EXPECT_FALSE(parseSetup(classic, Side::Red, "").ok());
}

TEST(Setup, FreeSetupCoversTheWholeBoard) {
  const GameConfig free = presetConfig(Variant::Free);
  std::string text = "F..." + std::string(6, '.') + "/" + emptyRanks(9, 10);  // F on a1, lakes as '.'
  EXPECT_EQ(pieceOn(readBack(free, Side::Red, text), "a1"), (PlacedPiece{Side::Red, Rank::Flag}));
  // Blue's string starts at rank 10, so the same text puts Blue's Flag on a10.
  EXPECT_EQ(pieceOn(readBack(free, Side::Blue, text), "a10"), (PlacedPiece{Side::Blue, Rank::Flag}));
  text[4 * 11 + 2] = '7';  // c5, a lake
  EXPECT_EQ(parseSetup(free, Side::Red, text).error(), "setup: Major on c5 stands on a lake");
  readBack(presetConfig(Variant::Free, BoardKind::Small), Side::Red, emptyRanks(8, 8));
}

RC_GTEST_PROP(Setup, RandomSetupsOfEveryPresetReadBack, (std::uint64_t seed)) {
  Random rng(seed);
  for (const GameConfig& config : testing::allPresets()) {
    for (Side side : {Side::Red, Side::Blue}) {
      const Placement setup = randomSetup(config, side, rng);
      const std::string text = formatSetup(config, side, setup);
      const auto back = parseSetup(config, side, text);
      RC_ASSERT(back.ok());
      RC_ASSERT(*back == setup);
    }
  }
}

}  // namespace
}  // namespace stratego
