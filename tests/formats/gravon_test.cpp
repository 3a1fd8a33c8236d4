// Gravon XML import and export on small hand-written documents.
#include "formats/gravon.hpp"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "formats/gravon_codes.hpp"
#include "formats/gravon_xml_builder.hpp"

namespace stratego {
namespace {

using testing::gravonXml;
using testing::moveXml;

Square sq(int file, int rank) { return makeSquare(file, rank); }  // 0-based, RULES.md coordinates

TEST(GravonSquares, FilesSkipJAndRankTenIsColon) {
  EXPECT_EQ(*gravon::squareFromText("A1"), sq(0, 0));
  EXPECT_EQ(*gravon::squareFromText("I5"), sq(8, 4));
  EXPECT_EQ(*gravon::squareFromText("K4"), sq(9, 3));  // K is the 10th file: J is skipped
  EXPECT_EQ(*gravon::squareFromText("A:"), sq(0, 9));
  EXPECT_EQ(*gravon::squareFromText("K:"), sq(9, 9));
  EXPECT_EQ(gravon::squareText(sq(9, 9)), "K:");
  EXPECT_EQ(gravon::squareText(sq(8, 0)), "I1");
}

TEST(GravonSquares, EverySquareReadsBackWhatIsWritten) {
  for (int i = 0; i < gravon::kFieldSize; ++i) {
    const Square s = gravon::fieldSquare(i);
    EXPECT_EQ(*gravon::squareFromText(gravon::squareText(s)), s) << gravon::squareText(s);
  }
}

TEST(GravonSquares, RefusesWhatIsNoGravonSquare) {
  EXPECT_NE(gravon::squareFromText("J4").error().find("J is not a Gravon file"), std::string::npos);
  for (const char* bad : {"", "A", "A10", "A0", "A;", "L1", "a1", "K11"})
    EXPECT_FALSE(gravon::squareFromText(bad).ok()) << bad;
}

TEST(GravonField, PieceLettersFollowTheFormatTable) {
  EXPECT_EQ(gravon::pieceFromLetter('B'), (PlacedPiece{Side::Red, Rank::Bomb}));
  EXPECT_EQ(gravon::pieceFromLetter('C'), (PlacedPiece{Side::Red, Rank::Spy}));
  EXPECT_EQ(gravon::pieceFromLetter('D'), (PlacedPiece{Side::Red, Rank::Scout}));
  EXPECT_EQ(gravon::pieceFromLetter('L'), (PlacedPiece{Side::Red, Rank::Marshal}));
  EXPECT_EQ(gravon::pieceFromLetter('M'), (PlacedPiece{Side::Red, Rank::Flag}));
  EXPECT_EQ(gravon::pieceFromLetter('N'), (PlacedPiece{Side::Blue, Rank::Bomb}));
  EXPECT_EQ(gravon::pieceFromLetter('X'), (PlacedPiece{Side::Blue, Rank::Marshal}));
  EXPECT_EQ(gravon::pieceFromLetter('Y'), (PlacedPiece{Side::Blue, Rank::Flag}));
  for (char notAPiece : {'A', '_', 'Z', 'a', '0'}) EXPECT_FALSE(gravon::pieceFromLetter(notAPiece)) << notAPiece;
  for (Side side : {Side::Red, Side::Blue})
    for (int r = 0; r < kRankCount; ++r) {
      const PlacedPiece piece{side, static_cast<Rank>(r)};
      EXPECT_EQ(gravon::pieceFromLetter(gravon::pieceLetter(piece)), piece);
    }
}

TEST(GravonImport, ReadsFieldMovesPlayersAndResult) {
  // A Red Marshal on A1 and Scout on I1 (index 8), a Blue Scout on K10 (index 99).
  const std::string xml =
      gravonXml("classicfree", testing::fieldXml({{0, 'L'}, {8, 'D'}, {99, 'P'}}) + moveXml(1, "A1", "A2") +
                                   moveXml(2, "K:", "K9") + moveXml(3, "I1", "I:") + testing::playersXml() +
                                   "  <result type=\"3\" winner=\"2\"/>\n");
  const Parsed<GameRecord> record = importGravon(xml);
  ASSERT_TRUE(record.ok()) << record.error();
  EXPECT_EQ(record->config, presetConfig(Variant::Free, BoardKind::Large));
  EXPECT_EQ(record->start.at(sq(0, 0)), (PlacedPiece{Side::Red, Rank::Marshal}));
  EXPECT_EQ(record->start.at(sq(8, 0)), (PlacedPiece{Side::Red, Rank::Scout}));
  EXPECT_EQ(record->start.at(sq(9, 9)), (PlacedPiece{Side::Blue, Rank::Scout}));
  EXPECT_EQ(record->moves, (std::vector<Move>{Move(sq(0, 0), sq(0, 1)), Move(sq(9, 9), sq(9, 8)),
                                              Move(sq(8, 0), sq(8, 9))}));
  EXPECT_EQ(record->result, (Outcome{Winner::Blue, EndReason::Resignation}));
  const std::vector<std::pair<std::string, std::string>> tags = {
      {"Red", "Player 1"}, {"Blue", "Player 2"}, {"GravonResult", "3 2"}};
  EXPECT_EQ(record->tags, tags);
  EXPECT_EQ(*exportGravon(*record), xml);
}

TEST(GravonImport, GameTypesMapToVariantsOnTheLargeBoard) {
  const std::vector<std::pair<const char*, Variant>> types = {
      {"classic", Variant::Classic}, {"barrage", Variant::Barrage10}, {"duell", Variant::Duel10},
      {"classicfree", Variant::Free}};
  for (const auto& [type, variant] : types) {
    const Parsed<GameRecord> record = importGravon(gravonXml(type, testing::resultXml(3, 1)));
    ASSERT_TRUE(record.ok()) << record.error();
    EXPECT_EQ(record->config, presetConfig(variant, BoardKind::Large)) << type;
    EXPECT_EQ(record->config.rules, RuleOptions{}) << "the file does not say which rules were in force";
  }
}

TEST(GravonImport, RefusesUltimateLightning) {
  const Parsed<GameRecord> record = importGravon(gravonXml("ultimate lightning", testing::resultXml(1, 1)));
  ASSERT_FALSE(record.ok());
  EXPECT_NE(record.error().find("ultimate lightning uses special rules that this engine does not implement"),
            std::string::npos)
      << record.error();
}

TEST(GravonImport, NoFieldGivesAnEmptyStartAndExportsTheSameBytes) {
  // The shape of classic-2014.9-2525.xml: players and result only.
  const std::string xml = gravonXml("classic", testing::playersXml() + testing::resultXml(3, 1));
  const Parsed<GameRecord> record = importGravon(xml);
  ASSERT_TRUE(record.ok()) << record.error();
  EXPECT_EQ(record->start, Placement{});
  EXPECT_TRUE(record->moves.empty());
  EXPECT_EQ(*exportGravon(*record), xml);
}

struct ResultCase {
  int type, winner;
  Outcome outcome;
};

TEST(GravonResults, EveryCodeMapsToItsOutcomeAndExportsBackUnchanged) {
  using enum EndReason;
  const std::vector<ResultCase> cases = {
      {0, 1, {Winner::Red, NoLegalMove}},      {0, 2, {Winner::Blue, NoLegalMove}},
      {1, 1, {Winner::Red, FlagCaptured}},     {1, 2, {Winner::Blue, FlagCaptured}},
      {2, 3, {Winner::Draw, BothNoLegalMove}}, {3, 1, {Winner::Red, Resignation}},
      {4, 3, {Winner::Draw, AgreedDraw}},      {4, 1, {Winner::Draw, AgreedDraw}},  // archive quirk
      {10, 3, {Winner::Draw, Abandoned}},      {11, 2, {Winner::Blue, Timeout}},
      {12, 3, {Winner::Draw, GameClock}},      {12, 1, {Winner::Draw, GameClock}},  // archive quirk
      {13, 1, {Winner::Red, Timeout}},         {14, 2, {Winner::Blue, Abandoned}},
  };
  for (const ResultCase& c : cases) {
    const std::string xml = gravonXml("classic", testing::resultXml(c.type, c.winner));
    const Parsed<GameRecord> record = importGravon(xml);
    ASSERT_TRUE(record.ok()) << record.error();
    EXPECT_EQ(record->result, c.outcome) << c.type << " " << c.winner;
    EXPECT_EQ(*exportGravon(*record), xml) << c.type << " " << c.winner;
  }
}

TEST(GravonResults, WithoutTheTagExportWritesTheUsualCode) {
  GameRecord record;
  record.result = {Winner::Blue, EndReason::Timeout};
  EXPECT_NE(exportGravon(record)->find("<result type=\"11\" winner=\"2\"/>"), std::string::npos);
  record.result = {Winner::Draw, EndReason::Abandoned};
  EXPECT_NE(exportGravon(record)->find("<result type=\"10\" winner=\"3\"/>"), std::string::npos);
  record.result = {Winner::Red, EndReason::Abandoned};
  EXPECT_NE(exportGravon(record)->find("<result type=\"14\" winner=\"1\"/>"), std::string::npos);
}

TEST(GravonResults, AStaleTagGivesWayToTheRecordedResult) {
  GameRecord record = *importGravon(gravonXml("classic", testing::resultXml(13, 1)));
  record.result = {Winner::Blue, EndReason::Resignation};
  EXPECT_NE(exportGravon(record)->find("<result type=\"3\" winner=\"2\"/>"), std::string::npos);
}

TEST(GravonExport, RefusesWhatGravonCannotHold) {
  GameRecord small;
  small.config = presetConfig(Variant::Duel);
  small.result = {Winner::Red, EndReason::FlagCaptured};
  EXPECT_NE(exportGravon(small).error().find("Gravon has no 8x8 board"), std::string::npos);

  GameRecord unfinished;
  EXPECT_NE(exportGravon(unfinished).error().find("unfinished game"), std::string::npos);

  GameRecord capped;
  capped.result = {Winner::Draw, EndReason::PlyCap};
  EXPECT_NE(exportGravon(capped).error().find("ply-cap"), std::string::npos);

  GameRecord offBoard;
  offBoard.result = {Winner::Red, EndReason::Resignation};
  offBoard.moves.emplace_back(sq(0, 0), kNoSquare);
  EXPECT_NE(exportGravon(offBoard).error().find("move 1"), std::string::npos);
}

TEST(GravonExport, PlayerNamesSurviveMarkupAndControlCharacters) {
  GameRecord record;
  record.result = {Winner::Red, EndReason::Resignation};
  record.tags = {{"Red", "A & <B> \"C\""}, {"Blue", "line\r\nbreak\ttab"}, {"GravonResult", "3 1"}};
  const Parsed<GameRecord> back = importGravon(*exportGravon(record));
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(back->tags, record.tags);
}

struct MalformedCase {
  std::string xml;
  std::string expected;  // a part of the message
};

TEST(GravonImport, MalformedInputSaysWhatAndWhere) {
  using testing::fieldXml;
  using testing::resultXml;
  const std::string result = resultXml(3, 1);
  const std::vector<MalformedCase> cases = {
      {"<stratego><game type=\"classic\">", "line 1: not well-formed XML"},
      {"<game type=\"classic\"/>", "the document: must hold exactly one <stratego> element"},
      {"<stratego><game type=\"classic\">" + result + "</game><game/></stratego>",
       "must hold exactly one <game> element"},
      {gravonXml("chess", result), "type='chess' is not a Gravon game type"},
      {"<stratego><game>" + result + "</game></stratego>", "<game>: missing attribute 'type'"},
      {gravonXml("classic", ""), "<game>: no <result> element"},
      {gravonXml("classic", "  <field content=\"AAA\"/>\n" + result), "content has 3 characters"},
      {gravonXml("classic", fieldXml({{42, 'B'}}) + result), "character 43 (C5) is 'B', but that square is a lake"},
      {gravonXml("classic", fieldXml({{3, '_'}}) + result), "character 4 (D1) is '_', but that square is no lake"},
      {gravonXml("classic", fieldXml({{0, 'Z'}}) + result), "character 1 (A1) is 'Z', not a piece letter"},
      {gravonXml("classic", fieldXml({}) + fieldXml({}) + result), "a second <field>"},
      {gravonXml("classic", moveXml(1, "A1", "A2") + fieldXml({}) + result), "<field> must come before the moves"},
      {gravonXml("classic", moveXml(1, "A1", "A2") + moveXml(3, "A2", "A3") + result),
       "line 6, <move id='3'>: id 3 is out of order, expected 2"},
      {gravonXml("classic", moveXml(1, "J4", "K4") + result), "<move id='1'>: source 'J4': J is not a Gravon file"},
      {gravonXml("classic", moveXml(1, "A1", "A0") + result), "<move id='1'>: target 'A0' is not a Gravon square"},
      {gravonXml("classic", "  <move id=\"x\" source=\"A1\" target=\"A2\"/>\n" + result), "id='x' is not a number"},
      {gravonXml("classic", "  <move id=\"1\" source=\"A1\"/>\n" + result), "missing attribute 'target'"},
      {gravonXml("classic", "  <move id=\"1\" source=\"A1\" target=\"A2\" x=\"1\"/>\n" + result),
       "unexpected attribute 'x'"},
      {gravonXml(
           "classic",
           "  <move id=\"1\" source=\"A1\" target=\"A2\"><rescue rescuefield=\"F4\" rescuepiece=\"7\"/></move>\n" +
               result),
       "unexpected child element 'rescue'"},
      {gravonXml("classic", "  <player id=\"3\">X</player>\n" + result), "id must be 1 (Red) or 2 (Blue)"},
      {gravonXml("classic", "  <player id=\"1\">X<b/></player>\n" + result), "a player name must be plain text"},
      {gravonXml("classic", testing::playersXml() + testing::playersXml() + result), "a second <player> with this id"},
      {gravonXml("classic", result + result), "a second <result>"},
      {gravonXml("classic", resultXml(7, 1)), "result type 7 is not a Gravon result code"},
      {gravonXml("classic", resultXml(1, 3)), "result type 1 (flag captured) needs winner 1 or 2"},
      {gravonXml("classic", resultXml(3, 0)), "winner 0 is not 1 (Red), 2 (Blue) or 3 (draw)"},
      {gravonXml("classic", "  <comment/>\n" + result), "<comment>: unexpected element in <game>"},
      {gravonXml("classic", "  stray\n" + result), "<game>: unexpected text"},
  };
  for (const MalformedCase& c : cases) {
    const Parsed<GameRecord> record = importGravon(c.xml);
    ASSERT_FALSE(record.ok()) << c.xml;
    EXPECT_NE(record.error().find(c.expected), std::string::npos)
        << "expected \"" << c.expected << "\" in: " << record.error();
  }
}

}  // namespace
}  // namespace stratego
