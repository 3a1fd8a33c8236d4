// Properties of the Gravon reader and writer: random games survive export and import, and
// no input, however broken, crashes the reader.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <array>
#include <string>

#include "formats/gravon.hpp"
#include "formats/random_games.hpp"

namespace stratego {
namespace {

// Endings decided off the board, for games the random play leaves unfinished.
constexpr std::array<Outcome, 9> kOffBoardEndings = {{
    {Winner::Red, EndReason::Resignation},
    {Winner::Blue, EndReason::Resignation},
    {Winner::Draw, EndReason::AgreedDraw},
    {Winner::Red, EndReason::Timeout},
    {Winner::Blue, EndReason::Timeout},
    {Winner::Draw, EndReason::GameClock},
    {Winner::Draw, EndReason::Abandoned},
    {Winner::Red, EndReason::Abandoned},
    {Winner::Blue, EndReason::Abandoned},
}};

// A random game of a 10x10 preset, cut after `maxPlies` plies, as a record with the
// preset's default rules (what an import gives back). Played without move caps, which
// Gravon has no result code for.
GameRecord randomGravonGame(Variant variant, std::uint64_t seed, int maxPlies) {
  GameRecord record;
  record.config = presetConfig(variant, BoardKind::Large);
  GameConfig uncapped = record.config;
  uncapped.rules.plyCap = 0;
  uncapped.rules.noBattleCap = 0;
  Random rng(seed);
  const GameState game = testing::randomGame(uncapped, rng, maxPlies);
  record.start = game.start();
  for (const MoveRecord& played : game.history()) record.moves.push_back(played.move);
  record.result = game.outcome().over()
                      ? game.outcome()
                      : kOffBoardEndings[rng.below(static_cast<std::uint32_t>(kOffBoardEndings.size()))];
  return record;
}

Variant anyLargeVariant() {
  return *rc::gen::element(Variant::Classic, Variant::Barrage10, Variant::Duel10, Variant::Free);
}

RC_GTEST_PROP(GravonProperty, RandomGamesSurviveExportAndImport, ()) {
  const GameRecord game =
      randomGravonGame(anyLargeVariant(), *rc::gen::arbitrary<std::uint64_t>(), *rc::gen::inRange(0, 600));
  const Parsed<std::string> xml = exportGravon(game);
  RC_ASSERT(xml.ok());
  const Parsed<GameRecord> back = importGravon(*xml);
  RC_ASSERT(back.ok());
  RC_ASSERT(back->tags.size() == 1u);  // the import adds the GravonResult tag, nothing else
  RC_ASSERT(back->tags.front().first == kGravonResultTag);
  GameRecord withoutTags = *back;
  withoutTags.tags.clear();
  RC_ASSERT(withoutTags == game);
  RC_ASSERT(*exportGravon(*back) == *xml);
}

// Whatever the reader accepts, the writer writes and the reader reads back unchanged.
void checkSurvives(const std::string& bytes) {
  const Parsed<GameRecord> record = importGravon(bytes);
  if (!record) {
    RC_ASSERT(!record.error().empty());
    return;
  }
  const Parsed<std::string> xml = exportGravon(*record);
  RC_ASSERT(xml.ok());
  const Parsed<GameRecord> back = importGravon(*xml);
  RC_ASSERT(back.ok());
  RC_ASSERT(*back == *record);
}

RC_GTEST_PROP(GravonProperty, ReaderSurvivesRandomBytes, ()) { checkSurvives(*rc::gen::arbitrary<std::string>()); }

RC_GTEST_PROP(GravonProperty, ReaderSurvivesMutatedValidFiles, ()) {
  const GameRecord game =
      randomGravonGame(anyLargeVariant(), *rc::gen::arbitrary<std::uint64_t>(), *rc::gen::inRange(0, 40));
  std::string bytes = *exportGravon(game);
  const int mutations = *rc::gen::inRange(1, 8);
  for (int i = 0; i < mutations; ++i) {
    const auto at = static_cast<std::size_t>(*rc::gen::inRange<std::size_t>(0, bytes.size()));
    switch (*rc::gen::inRange(0, 3)) {
      case 0: bytes[at] = *rc::gen::arbitrary<char>(); break;
      case 1: bytes.erase(at, *rc::gen::inRange<std::size_t>(1, 40)); break;
      default: bytes.insert(at, bytes.substr(*rc::gen::inRange<std::size_t>(0, bytes.size()), 30)); break;
    }
    if (bytes.empty()) break;
  }
  checkSurvives(bytes);
}

}  // namespace
}  // namespace stratego
