#include "formats/notation.hpp"

#include <array>

#include "core/placement.hpp"
#include "formats/text_util.hpp"

namespace stratego {
namespace {

constexpr std::array<char, 3> kBattleSigns = {'>', '<', '='};  // indexed by BattleResult

// Length of the square name at the start of `text`: a file letter and the digits after it.
std::size_t leadingSquareLength(std::string_view text) {
  if (text.empty()) return 0;
  std::size_t n = 1;
  while (n < text.size() && text[n] >= '0' && text[n] <= '9') ++n;
  return n;
}

std::string boardSize(const Board& board) { return std::to_string(board.files) + "x" + std::to_string(board.ranks); }

}  // namespace

char sideLetter(Side side) { return side == Side::Red ? 'r' : 'b'; }

std::optional<Side> sideFromLetter(char letter) {
  if (letter == 'r') return Side::Red;
  if (letter == 'b') return Side::Blue;
  return std::nullopt;
}

Parsed<Square> parseSquare(const Board& board, std::string_view text) {
  if (text.size() < 2 || text[0] < 'a' || text[0] > 'z' || leadingSquareLength(text) != text.size())
    return parseError(quoted(text) + " is not a square: write a file letter and a rank number, e.g. e4");
  const int file = text[0] - 'a';
  const auto rank = parseNumber(text.substr(1), board.ranks);
  if (file >= board.files)
    return parseError(quoted(text) + " is not a square of the " + boardSize(board) + " board: files run a.." +
                      static_cast<char>('a' + board.files - 1));
  if (!rank || *rank < 1 || text[1] == '0')
    return parseError(quoted(text) + " is not a square of the " + boardSize(board) + " board: ranks run 1.." +
                      std::to_string(board.ranks));
  return makeSquare(file, *rank - 1);
}

std::string formatMove(Move move, bool attack) {
  return squareName(move.from()) + (attack ? 'x' : '-') + squareName(move.to());
}

std::string formatMove(const GameState& state, Move move) {
  // Safe for any move, also one naming a square off the grid (an illegal record's).
  const PieceId target = move.to() < kGridSize ? state.pieceAt(move.to()) : kWall;
  return formatMove(move, target != kNoPiece && target != kWall);
}

Parsed<Move> parseMove(const Board& board, std::string_view text) {
  std::string_view rest = trim(text);
  const std::size_t originLength = leadingSquareLength(rest);
  auto from = parseSquare(board, rest.substr(0, originLength));
  if (!from) return parseError("move " + quoted(text) + ": origin " + from.error());
  rest = trim(rest.substr(originLength));
  if (!rest.empty() && (rest[0] == '-' || rest[0] == 'x')) rest = trim(rest.substr(1));
  if (rest.empty()) return parseError("move " + quoted(text) + ": the destination square is missing");
  auto to = parseSquare(board, rest);
  if (!to) return parseError("move " + quoted(text) + ": destination " + to.error());
  return Move(*from, *to);
}

Parsed<Move> parseMove(const GameState& state, std::string_view text) { return parseMove(state.board(), text); }

std::string formatBattle(BattleNote note) {
  return {'(', rankLetter(note.attacker), kBattleSigns[static_cast<int>(note.result)], rankLetter(note.defender), ')'};
}

Parsed<BattleNote> parseBattle(std::string_view text) {
  const auto fail = [&](const std::string& why) { return parseError("battle note " + quoted(text) + ": " + why); };
  if (text.size() != 5 || text[0] != '(' || text[4] != ')')
    return fail("write (attacker rank, > < or =, defender rank), e.g. (7>5)");
  const auto attacker = rankFromLetter(text[1]);
  const auto defender = rankFromLetter(text[3]);
  if (!attacker) return fail("unknown rank letter " + quoted(text.substr(1, 1)));
  if (!defender) return fail("unknown rank letter " + quoted(text.substr(3, 1)));
  for (std::size_t r = 0; r < kBattleSigns.size(); ++r)
    if (text[2] == kBattleSigns[r]) return BattleNote{*attacker, static_cast<BattleResult>(r), *defender};
  return fail("the result must be '>' (attacker won), '<' (defender won) or '=' (both removed)");
}

BattleNote battleNote(const GameState& state, const MoveRecord& attack) {
  return {state.piece(attack.mover).rank, attack.battle, state.piece(attack.defender).rank};
}

}  // namespace stratego
