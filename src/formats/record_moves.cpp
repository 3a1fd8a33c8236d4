#include "formats/record_moves.hpp"

#include <algorithm>
#include <array>
#include <optional>

#include "core/state.hpp"
#include "formats/notation.hpp"
#include "formats/rules_text.hpp"
#include "formats/text_util.hpp"

namespace stratego {
namespace {

constexpr std::size_t kLineWidth = 80;
constexpr std::array<std::string_view, 4> kResultTokens = {"*", "1-0", "0-1", "1/2-1/2"};  // by Winner

std::optional<Winner> winnerOfToken(std::string_view token) {
  if (const auto w = indexIn(kResultTokens, token)) return static_cast<Winner>(*w);
  return std::nullopt;
}

bool obeysMovement(const GameState& state, Move move) {
  MoveList moves;
  const int n = state.pseudoLegalMoves(moves);
  return std::find(moves.begin(), moves.begin() + n, move) != moves.begin() + n;
}

// "move 3 (Blue)" for the move played at `ply` from the start.
std::string moveLabel(int ply) { return "move " + std::to_string(ply / 2 + 1) + (ply % 2 == 0 ? " (Red)" : " (Blue)"); }

// Plays a record's moves while they obey movement (see the header).
class MoveReplay {
 public:
  struct Step {
    bool played = false;
    std::optional<BattleNote> battle;  // when the move played was an attack
  };

  MoveReplay(const GameConfig& config, const Placement& start) : state_(config, start) {}
  const GameState& state() const { return state_; }
  bool following() const { return !stoppedAt_; }
  int stoppedAt() const { return *stoppedAt_; }  // the ply of the move that stopped it

  Step play(Move move) {
    if (stoppedAt_) return {};
    if (!obeysMovement(state_, move)) {
      stoppedAt_ = state_.ply();
      return {};
    }
    state_.make(move);
    const MoveRecord played = state_.history().back();
    if (!played.isAttack()) return {true, std::nullopt};
    return {true, battleNote(state_, played)};
  }

 private:
  GameState state_;
  std::optional<int> stoppedAt_;
};

// Joins the units with spaces, starting a new line before a unit that would pass kLineWidth.
std::string wrapped(const std::vector<std::string>& units) {
  std::string out;
  std::size_t lineLength = 0;
  for (const std::string& unit : units) {
    if (lineLength > 0 && lineLength + 1 + unit.size() > kLineWidth) {
      out += '\n';
      lineLength = 0;
    } else if (lineLength > 0) {
      out += ' ';
      ++lineLength;
    }
    out += unit;
    lineLength += unit.size();
  }
  return out + '\n';
}

bool endsToken(char c) { return isSpace(c) || c == '{' || c == ';'; }

// The next token, after white space and comments; empty at the end of the text.
Parsed<std::string_view> nextToken(TextCursor& in) {
  for (in.skipSpace(); !in.done() && (in.peek() == ';' || in.peek() == '{'); in.skipSpace()) {
    const std::string where = in.at();
    const char closing = in.take() == ';' ? '\n' : '}';
    in.takeWhile([closing](char c) { return c != closing; });
    if (in.done() && closing == '}') return parseError(where + "the comment '{' is never closed with '}'");
    if (!in.done()) in.take();
  }
  return in.takeWhile([](char c) { return !endsToken(c); });
}

// Removes a move number "12." from the front of `token` and checks it is the number of
// the Red move at `ply`.
std::optional<ParseError> takeMoveNumber(std::string_view& token, int ply, const std::string& where) {
  const std::size_t dot = token.find('.');
  const auto digits = token.substr(0, dot);
  const auto number = parseNumber(digits, kMaxPlies);
  if (dot == std::string_view::npos || !number) return std::nullopt;
  token.remove_prefix(dot + 1);
  if (ply % 2 == 1) return parseError(where + "move number " + std::string(digits) + ". stands before a Blue move");
  if (*number != ply / 2 + 1)
    return parseError(where + "move number " + std::string(digits) + ". should be " + std::to_string(ply / 2 + 1) +
                      ".");
  return std::nullopt;
}

// Reads the move token ("e4xe5(7>5)") of the record's move at `ply` and plays it on the
// replay, checking its battle note.
Parsed<Move> readMove(std::string_view token, int ply, MoveReplay& replay, const std::string& place) {
  const std::string where = place + moveLabel(ply) + " " + quoted(token) + ": ";
  const std::size_t paren = std::min(token.find('('), token.size());
  const auto move = parseMove(replay.state().board(), token.substr(0, paren));
  if (!move) return parseError(where + move.error());
  const PieceId mover = replay.state().pieceAt(move->from());
  if (replay.following() && (mover == kNoPiece || mover == kWall))
    return parseError(where + "there is no piece on " + squareName(move->from()));
  const MoveReplay::Step step = replay.play(*move);
  if (paren == token.size()) return *move;
  const auto note = parseBattle(token.substr(paren));
  if (!note) return parseError(where + note.error());
  if (!step.played)
    return parseError(where + "its battle note cannot be checked: the replay stopped at " +
                      moveLabel(replay.stoppedAt()) + ", which breaks the movement rules");
  if (!step.battle) return parseError(where + "the replay has no battle here: " + squareName(move->to()) + " is empty");
  if (*note != *step.battle)
    return parseError(where + "the battle note does not match the replay " + formatBattle(*step.battle));
  return *move;
}

}  // namespace

std::string formatMoveText(const GameRecord& record) {
  MoveReplay replay(record.config, record.start);
  std::vector<std::string> units;
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    const MoveReplay::Step step = replay.play(record.moves[i]);
    std::string unit = i % 2 == 0 ? std::to_string(i / 2 + 1) + ". " : "";
    unit += formatMove(record.moves[i], step.battle.has_value());
    if (step.battle) unit += formatBattle(*step.battle);
    units.push_back(std::move(unit));
  }
  units.emplace_back(kResultTokens[static_cast<int>(record.result.winner)]);
  return wrapped(units);
}

Parsed<std::vector<Move>> readMoveText(TextCursor& in, const GameRecord& header) {
  MoveReplay replay(header.config, header.start);
  std::vector<Move> moves;
  for (;;) {
    auto token = nextToken(in);
    if (!token) return parseError(token.error());
    const std::string line = "line " + std::to_string(in.line());
    const std::string where = line + ": ";
    if (token->empty()) return parseError(where + "the moves must end with the result token 1-0, 0-1, 1/2-1/2 or *");
    if (const auto winner = winnerOfToken(*token)) {
      if (*winner != header.result.winner)
        return parseError(where + "the result token " + std::string(*token) + " does not match the Result tag '" +
                          std::string(winnerText(header.result.winner)) + "'");
      auto after = nextToken(in);
      if (!after) return parseError(after.error());
      if (!after->empty()) return parseError(in.at() + "text after the result token: " + quoted(*after));
      return moves;
    }
    const int ply = static_cast<int>(moves.size());
    if (auto error = takeMoveNumber(token.value(), ply, where)) return *error;
    if (token->empty()) continue;
    auto move = readMove(*token, ply, replay, line + ", ");
    if (!move) return parseError(move.error());
    moves.push_back(*move);
  }
}

}  // namespace stratego
