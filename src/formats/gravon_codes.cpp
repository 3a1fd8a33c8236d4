#include "formats/gravon_codes.hpp"

#include <array>

#include "formats/text_util.hpp"

namespace stratego::gravon {
namespace {

constexpr std::string_view kFiles = "ABCDEFGHIK";
constexpr char kFirstRank = '1';  // ranks run '1'..'9' then ':' for 10
constexpr int kBoardSize = 10;
constexpr char kFirstRedLetter = 'B';
constexpr char kFirstBlueLetter = 'N';

// Gravon orders the piece letters Bomb, Spy, 2, ..., 10, Flag; this is that order.
constexpr std::array<Rank, kRankCount> kLetterOrder = {
    Rank::Bomb,       Rank::Spy,     Rank::Scout, Rank::Miner,   Rank::Sergeant, Rank::Lieutenant,
    Rank::Captain,    Rank::Major,   Rank::Colonel, Rank::General, Rank::Marshal, Rank::Flag};

struct GameType {
  Variant variant;
  std::string_view name;
};
constexpr std::array<GameType, 4> kGameTypes = {{{Variant::Classic, "classic"},
                                                 {Variant::Barrage10, "barrage"},
                                                 {Variant::Duel10, "duell"},
                                                 {Variant::Free, "classicfree"}}};

struct ResultMeaning {
  int type;
  EndReason reason;
  bool draw;  // a draw whatever the winner attribute says
  std::string_view text;
};

// Codes from rhalbersma/gravon label.py; replays of the archive confirmed 0, 1 and 2.
constexpr std::array<ResultMeaning, 10> kResults = {{
    {0, EndReason::NoLegalMove, false, "unable to move"},
    {1, EndReason::FlagCaptured, false, "flag captured"},
    {2, EndReason::BothNoLegalMove, true, "both unable to move"},
    {3, EndReason::Resignation, false, "forfeit or resign"},
    {4, EndReason::AgreedDraw, true, "tie agreed"},
    {10, EndReason::Abandoned, true, "both players missing"},
    {11, EndReason::Timeout, false, "player clock timed out"},
    {12, EndReason::GameClock, true, "game clock timed out"},
    {13, EndReason::Timeout, false, "player clock timed out, player missing"},
    {14, EndReason::Abandoned, false, "opponent missing"},
}};

const ResultMeaning* meaningOf(int type) {
  for (const ResultMeaning& m : kResults)
    if (m.type == type) return &m;
  return nullptr;
}

}  // namespace

bool onGravonBoard(Square s) { return fileOf(s) < kBoardSize && rankOf(s) < kBoardSize; }

Parsed<Square> squareFromText(std::string_view text) {
  if (text.size() == 2 && text[0] == 'J')
    return parseError(quoted(text) + ": J is not a Gravon file (files are ABCDEFGHIK, J is skipped)");
  const std::size_t file = text.size() == 2 ? kFiles.find(text[0]) : std::string_view::npos;
  const int rank = text.size() == 2 ? text[1] - kFirstRank : -1;
  if (file == std::string_view::npos || rank < 0 || rank >= kBoardSize)
    return parseError(quoted(text) + " is not a Gravon square (a file ABCDEFGHIK, then a rank 1-9 or ':' for 10)");
  return makeSquare(static_cast<int>(file), rank);
}

std::string squareText(Square s) {
  return {kFiles[static_cast<std::size_t>(fileOf(s))], static_cast<char>(kFirstRank + rankOf(s))};
}

Square fieldSquare(int index) { return makeSquare(index % kBoardSize, index / kBoardSize); }

std::optional<PlacedPiece> pieceFromLetter(char letter) {
  for (Side side : {Side::Red, Side::Blue}) {
    const int k = letter - (side == Side::Red ? kFirstRedLetter : kFirstBlueLetter);
    if (k >= 0 && k < kRankCount) return PlacedPiece{side, kLetterOrder[static_cast<std::size_t>(k)]};
  }
  return std::nullopt;
}

char pieceLetter(PlacedPiece piece) {
  int k = 0;
  while (kLetterOrder[static_cast<std::size_t>(k)] != piece.rank) ++k;
  return static_cast<char>((piece.side == Side::Red ? kFirstRedLetter : kFirstBlueLetter) + k);
}

std::optional<Variant> variantOfType(std::string_view type) {
  for (const GameType& t : kGameTypes)
    if (t.name == type) return t.variant;
  return std::nullopt;
}

std::optional<std::string_view> typeOfVariant(Variant variant) {
  for (const GameType& t : kGameTypes)
    if (t.variant == variant) return t.name;
  return std::nullopt;
}

Parsed<Outcome> outcomeFromResult(ResultCode code) {
  const ResultMeaning* meaning = meaningOf(code.type);
  if (!meaning)
    return parseError("result type " + std::to_string(code.type) +
                      " is not a Gravon result code (0-4 or 10-14)");
  if (code.winner < 1 || code.winner > 3)
    return parseError("winner " + std::to_string(code.winner) + " is not 1 (Red), 2 (Blue) or 3 (draw)");
  if (meaning->draw) return Outcome{Winner::Draw, meaning->reason};
  if (code.winner == 3)
    return parseError("result type " + std::to_string(code.type) + " (" + std::string(meaning->text) +
                      ") needs winner 1 or 2, not 3 (draw)");
  return Outcome{code.winner == 1 ? Winner::Red : Winner::Blue, meaning->reason};
}

Parsed<ResultCode> resultForOutcome(Outcome outcome) {
  if (!outcome.over()) return parseError("Gravon has no result code for an unfinished game");
  const bool draw = outcome.winner == Winner::Draw;
  for (const ResultMeaning& m : kResults) {
    if (m.reason != outcome.reason || m.draw != draw) continue;
    return ResultCode{m.type, outcome.winner == Winner::Red ? 1 : outcome.winner == Winner::Blue ? 2 : 3};
  }
  return parseError("Gravon has no result code for " + std::string(draw ? "a draw" : "a win") + " by " +
                    std::string(endReasonName(outcome.reason)));
}

std::string resultTagText(ResultCode code) { return std::to_string(code.type) + " " + std::to_string(code.winner); }

std::optional<ResultCode> resultFromTagText(std::string_view text) {
  const std::size_t space = text.find(' ');
  if (space == std::string_view::npos) return std::nullopt;
  const auto type = parseNumber(text.substr(0, space), kMaxNumber);
  const auto winner = parseNumber(text.substr(space + 1), kMaxNumber);
  if (!type || !winner) return std::nullopt;
  return ResultCode{*type, *winner};
}

}  // namespace stratego::gravon
