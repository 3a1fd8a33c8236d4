// Every parser of the text formats returns a value or an error for any bytes, and a value
// it returns reads back unchanged: random bytes and random edits of valid texts.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>

#include "../../fuzz/round_trip.hpp"  // the checks the fuzz targets make, shared
#include "formats/random_games.hpp"

namespace stratego {
namespace {

// Characters the formats give meaning to, so that edits make near misses, not just noise.
constexpr std::string_view kSyntax = "-x/.;~*+#@,:=()[]{}\"\\ \n0123456789abcdefghijrbFBSX";

// A few random edits: deletions, insertions and replacements, with syntax or any byte.
std::string edited(std::string text, Random& rng) {
  const auto pick = [&] {
    return rng.below(4) == 0 ? static_cast<char>(rng.below(256)) : kSyntax[rng.below(kSyntax.size())];
  };
  for (auto edits = 1 + rng.below(4); edits > 0; --edits) {
    const auto at = text.empty() ? 0 : rng.below(static_cast<std::uint32_t>(text.size()));
    switch (rng.below(3)) {
      case 0:
        if (!text.empty()) text.erase(at, 1 + rng.below(3));
        break;
      case 1: text.insert(text.begin() + at, pick()); break;
      default:
        if (!text.empty()) text[at] = pick();
    }
  }
  return text;
}

RC_GTEST_PROP(ParserRobustness, RandomBytes, (const std::string& bytes, std::uint8_t pick)) {
  const GameConfig config = fuzz::configFromByte(pick);
  RC_ASSERT(!fuzz::checkSetup(config, pick % 2 ? Side::Blue : Side::Red, bytes));
  RC_ASSERT(!fuzz::checkPosition(bytes));
  RC_ASSERT(!fuzz::checkRecord(bytes));
  RC_ASSERT(!fuzz::checkNotation(config.geometry(), bytes));
}

RC_GTEST_PROP(ParserRobustness, EditedSetups, (std::uint64_t seed)) {
  Random rng(seed);
  const GameConfig config = testing::randomConfig(rng);
  const Side side = rng.below(2) ? Side::Blue : Side::Red;
  const std::string text = formatSetup(config, side, randomSetup(config, side, rng));
  for (int i = 0; i < 10; ++i) RC_ASSERT(!fuzz::checkSetup(config, side, edited(text, rng)));
}

RC_GTEST_PROP(ParserRobustness, EditedPositions, (std::uint64_t seed)) {
  Random rng(seed);
  const std::string text =
      formatPosition(testing::randomGame(testing::randomConfig(rng), rng, static_cast<int>(rng.below(200))));
  for (int i = 0; i < 10; ++i) {
    const auto problem = fuzz::checkPosition(edited(text, rng));
    RC_ASSERT(!problem);
  }
}

RC_GTEST_PROP(ParserRobustness, EditedRecords, (std::uint64_t seed)) {
  Random rng(seed);
  const std::string text =
      formatRecord(testing::randomRecord(testing::randomConfig(rng), rng, static_cast<int>(rng.below(100))));
  for (int i = 0; i < 5; ++i) RC_ASSERT(!fuzz::checkRecord(edited(text, rng)));
}

RC_GTEST_PROP(ParserRobustness, EditedMoves, (std::uint64_t seed, bool attack)) {
  Random rng(seed);
  const Board& board = Board::of(rng.below(2) ? BoardKind::Small : BoardKind::Large);
  const Move move(makeSquare(static_cast<int>(rng.below(10)), static_cast<int>(rng.below(10))),
                  makeSquare(static_cast<int>(rng.below(10)), static_cast<int>(rng.below(10))));
  RC_ASSERT(!fuzz::checkNotation(board, edited(formatMove(move, attack), rng)));
  RC_ASSERT(!fuzz::checkNotation(board, edited("(7>5)", rng)));
}

}  // namespace
}  // namespace stratego
