// Gravon XML export (formats/gravon.hpp), written by hand in the archive's exact layout.
#include <string>

#include "formats/gravon.hpp"
#include "formats/gravon_codes.hpp"

namespace stratego {
namespace {

using gravon::ResultCode;

// Text for an XML element's content: markup characters, and the control characters an XML
// parser would not give back unchanged (a carriage return becomes a line feed), as references.
std::string escaped(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == '&') out += "&amp;";
    else if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t')
      out += "&#" + std::to_string(static_cast<int>(c)) + ";";
    else out += c;
  }
  return out;
}

const std::string* findTag(const GameRecord& record, std::string_view name) {
  for (const auto& [key, value] : record.tags)
    if (key == name) return &value;
  return nullptr;
}

Parsed<std::string_view> typeName(const GameConfig& config) {
  if (config.board != BoardKind::Large)
    return parseError("Gravon has no 8x8 board, so a " + std::string(variantName(config.variant)) +
                      " game on it cannot be written");
  if (const auto type = gravon::typeOfVariant(config.variant)) return *type;
  return parseError("Gravon has no game type for the " + std::string(variantName(config.variant)) + " variant");
}

Parsed<std::string> fieldContent(const Placement& start) {
  const Board& board = Board::of(BoardKind::Large);
  for (int i = 0; i < kGridSize; ++i) {
    const auto s = static_cast<Square>(i);
    const auto piece = start.at(s);
    if (piece && (!gravon::onGravonBoard(s) || board.isLake(s)))
      return parseError("the start has a " + std::string(rankName(piece->rank)) +
                        " where Gravon's 10x10 board has no square for it");
  }
  std::string content(gravon::kFieldSize, gravon::kEmptyLetter);
  for (int i = 0; i < gravon::kFieldSize; ++i) {
    const Square s = gravon::fieldSquare(i);
    if (board.isLake(s)) content[static_cast<std::size_t>(i)] = gravon::kLakeLetter;
    else if (const auto piece = start.at(s)) content[static_cast<std::size_t>(i)] = gravon::pieceLetter(*piece);
  }
  return content;
}

// The tag's code when it still describes the record's result, else the usual code.
Parsed<ResultCode> resultToWrite(const GameRecord& record) {
  if (const std::string* tag = findTag(record, kGravonResultTag)) {
    const auto code = gravon::resultFromTagText(*tag);
    if (code) {
      const Parsed<Outcome> outcome = gravon::outcomeFromResult(*code);
      if (outcome && *outcome == record.result) return *code;
    }
  }
  return gravon::resultForOutcome(record.result);
}

}  // namespace

Parsed<std::string> exportGravon(const GameRecord& record) {
  const Parsed<std::string_view> type = typeName(record.config);
  if (!type) return parseError(type.error());
  const Parsed<ResultCode> result = resultToWrite(record);
  if (!result) return parseError(result.error());

  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<stratego>\n <game type=\"";
  out += *type;
  out += "\">\n  \n";  // Gravon writes this blank line with two spaces
  if (record.start != Placement{}) {
    const Parsed<std::string> content = fieldContent(record.start);
    if (!content) return parseError(content.error());
    out += "  <field content=\"" + *content + "\"/>\n";
  }
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    const Move m = record.moves[i];
    if (!gravon::onGravonBoard(m.from()) || !gravon::onGravonBoard(m.to()))
      return parseError("move " + std::to_string(i + 1) + " uses a square off Gravon's 10x10 board");
    out += "  <move id=\"" + std::to_string(i + 1) + "\" source=\"" + gravon::squareText(m.from()) +
           "\" target=\"" + gravon::squareText(m.to()) + "\"/>\n";
  }
  for (int player = 1; player <= 2; ++player)
    if (const std::string* name = findTag(record, player == 1 ? kRedTag : kBlueTag))
      out += "  <player id=\"" + std::to_string(player) + "\">" + escaped(*name) + "</player>\n";
  out += "  <result type=\"" + std::to_string(result->type) + "\" winner=\"" + std::to_string(result->winner) +
         "\"/>\n </game>\n</stratego>";  // the archive files end without a line feed
  return out;
}

}  // namespace stratego
