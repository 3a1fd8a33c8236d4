#include "formats/rule_state_text.hpp"

#include <algorithm>
#include <optional>

#include "formats/notation.hpp"
#include "formats/text_util.hpp"

namespace stratego {
namespace {

constexpr std::string_view kNone = "-";

// A span of a run is written as the move between its two end squares on the run's line,
// which passes through the square of the run's piece.
Move spanAsMove(Square piece, bool vertical, BorderSpan span) {
  if (vertical) return Move(makeSquare(fileOf(piece), span.lo), makeSquare(fileOf(piece), span.hi));
  return Move(makeSquare(span.lo, rankOf(piece)), makeSquare(span.hi, rankOf(piece)));
}

// The inverse of spanAsMove: nothing unless `m` runs along the piece's rank or file.
std::optional<LineMove> moveAsSpan(Square piece, Move m) {
  const Square a = m.from(), b = m.to();
  const bool vertical = fileOf(a) == fileOf(b) && fileOf(a) == fileOf(piece);
  const bool horizontal = rankOf(a) == rankOf(b) && rankOf(a) == rankOf(piece);
  if (a == b || vertical == horizontal) return std::nullopt;
  return lineMove(a, b);
}

std::string runText(const GameState& state, Side side) {
  const TwoSquareRun& run = state.twoSquareRun(side);
  // A run whose piece was captured forbids nothing, and the side's next move starts a new
  // run whatever the old one held: it is written as no run.
  if (run.length() == 0 || !state.piece(run.piece()).alive()) return std::string(kNone);
  const Square at = state.piece(run.piece()).square;
  std::string out = squareName(at) + '@';
  for (int i = 0; i < run.length(); ++i) {
    if (i > 0) out += ',';
    out += formatMove(spanAsMove(at, run.vertical(), run.span(i)), false);
  }
  return out;
}

std::string movesText(const std::vector<Move>& moves) {
  if (moves.empty()) return std::string(kNone);
  std::string out;
  for (Move m : moves) out += (out.empty() ? "" : ",") + formatMove(m, false);
  return out;
}

// A side's chase: its length in plies and the side's last move, which the rule needs to
// tell evasions and a chaser's move straight back; '-' before the side's first move.
std::string sideChaseText(const ChaseState& chase, Side side) {
  if (chase.lastFrom(side) == kNoSquare) return std::string(kNone);
  return std::to_string(chase.length(side)) + ':' + formatMove(Move(chase.lastFrom(side), chase.lastTo(side)), false);
}

Parsed<std::vector<Move>> parseMoves(const Board& board, std::string_view text) {
  std::vector<Move> moves;
  if (text == kNone) return moves;
  for (std::string_view moveText : split(text, ',')) {
    auto move = parseMove(board, moveText);
    if (!move) return parseError(move.error());
    moves.push_back(*move);
  }
  return moves;
}

Parsed<TwoSquareRun> parseRun(const GameState& state, Side side, std::string_view text) {
  if (text == kNone) return TwoSquareRun{};
  const std::string what = "position runs: " + std::string(sideName(side)) + "'s run " + quoted(text) + ": ";
  const int limit = state.config().rules.twoSquareLimit;
  if (limit == 0) return parseError(what + "the two-square rule is off, so there is no run: write '-'");
  const auto at = text.find('@');
  if (at == std::string_view::npos) return parseError(what + "write '-' or <square of the piece>@<span>,<span>,...");
  const auto square = parseSquare(state.board(), text.substr(0, at));
  if (!square) return parseError(what + square.error());
  const PieceId id = state.pieceAt(*square);
  if (id == kNoPiece || id == kWall || state.piece(id).side != side)
    return parseError(what + "no " + std::string(sideName(side)) + " piece on " + squareName(*square));
  const auto spanTexts = split(text.substr(at + 1), ',');
  if (static_cast<int>(spanTexts.size()) > limit)
    return parseError(what + "more spans than the two-square limit " + std::to_string(limit));
  std::vector<LineMove> spans;  // newest first
  for (std::string_view spanText : spanTexts) {
    const auto move = parseMove(state.board(), spanText);
    if (!move) return parseError(what + "span " + move.error());
    const auto span = moveAsSpan(*square, *move);
    if (!span || (!spans.empty() && span->vertical != spans.front().vertical))
      return parseError(what + "span " + quoted(spanText) + " is not a stretch of the piece's line");
    spans.push_back(*span);
  }
  // The newest span is the side's last move, which ended where the piece stands.
  const int along = spans.front().vertical ? rankOf(*square) : fileOf(*square);
  if (along != spans.front().span.lo && along != spans.front().span.hi)
    return parseError(what + "the newest span does not end on " + squareName(*square));
  // Recording the spans oldest first rebuilds exactly the run core keeps.
  TwoSquareRun run;
  for (auto it = spans.rbegin(); it != spans.rend(); ++it) run.record(id, *it, limit);
  return run;
}

}  // namespace

std::string formatRuns(const GameState& state) { return runText(state, Side::Red) + ';' + runText(state, Side::Blue); }

Parsed<std::array<TwoSquareRun, 2>> parseRuns(const GameState& state, std::string_view text) {
  const auto parts = split(text, ';');
  if (parts.size() != 2)
    return parseError("position runs " + quoted(text) + ": write <Red's run>;<Blue's run>, '-' for none");
  std::array<TwoSquareRun, 2> runs;
  for (Side side : {Side::Red, Side::Blue}) {
    auto run = parseRun(state, side, parts[index(side)]);
    if (!run) return parseError(run.error());
    runs[index(side)] = *run;
  }
  return runs;
}

std::string formatChase(const GameState& state) {
  return sideChaseText(state.chase(), Side::Red) + ';' + sideChaseText(state.chase(), Side::Blue) + ';' +
         movesText(state.chaseMoves());
}

Parsed<SavedChase> parseChase(const Board& board, std::string_view text, int ply) {
  const auto parts = split(text, ';');
  if (parts.size() != 3)
    return parseError("position chase " + quoted(text) + ": write <Red's chase>;<Blue's chase>;<moves>");
  SavedChase chase;
  for (Side side : {Side::Red, Side::Blue}) {
    const std::string_view part = parts[index(side)];
    if (part == kNone) continue;
    const std::string what = "position chase: " + std::string(sideName(side)) + "'s chase " + quoted(part) + ": ";
    const auto colon = part.find(':');
    const auto plies = parseNumber(part.substr(0, colon), ply);
    if (colon == std::string_view::npos || !plies)
      return parseError(what + "write '-' or <plies 0.." + std::to_string(ply) + ">:<last move>, e.g. 2:e4-e5");
    const auto last = parseMove(board, part.substr(colon + 1));
    if (!last) return parseError(what + last.error());
    chase.state.restore(side, *plies, last->from(), last->to());
  }
  auto moves = parseMoves(board, parts[2]);
  if (!moves) return parseError("position chase: " + moves.error());
  const auto window = static_cast<std::size_t>(std::max(chase.state.window(), 0));
  if (moves->size() != window)
    return parseError("position chase: the longest chase needs the last " + std::to_string(window) + " moves, found " +
                      std::to_string(moves->size()));
  chase.moves = *moves;
  return chase;
}

}  // namespace stratego
