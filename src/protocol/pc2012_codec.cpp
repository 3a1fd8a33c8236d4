#include "protocol/pc2012_codec.hpp"

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "core/battle.hpp"
#include "core/config.hpp"
#include "formats/text_util.hpp"

namespace stratego::pc2012 {

GameConfig gameConfig() {
  GameConfig config = presetConfig(Variant::Classic);
  config.rules.twoSquareLimit = 0;
  config.rules.chasingRule = false;
  config.rules.plyCap = 0;
  config.rules.noBattleCap = 0;
  return config;
}
namespace {

// Indexed by Rank: Flag, Spy, Scout .. Marshal, Bomb.
constexpr std::string_view kPieceChars = "Fs987654321B";

struct Direction {
  std::string_view name;
  int dx, dy;  // in PC2012 columns and rows: UP goes towards row 0
};
constexpr std::array<Direction, 4> kDirections{{{"UP", 0, -1}, {"DOWN", 0, 1}, {"LEFT", -1, 0}, {"RIGHT", 1, 0}}};

// Indexed by BattleResult.
constexpr std::array<std::string_view, 3> kOutcomes{"KILLS", "DIES", "BOTHDIE"};

// The words of a line, however many spaces or tabs stand between them.
std::vector<std::string_view> words(std::string_view line) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && isSpace(line[i])) ++i;
    const std::size_t start = i;
    while (i < line.size() && !isSpace(line[i])) ++i;
    if (i > start) out.push_back(line.substr(start, i - start));
  }
  return out;
}

int firstSetupRow(Side side) { return side == Side::Red ? 0 : kSize - kSetupLines; }

// "X Y DIR [N]" at the start of `w`; `used` tells how many words it took.
Parsed<Move> parseMoveWords(std::span<const std::string_view> w, std::size_t& used) {
  if (w.size() < 3) return parseError("expected X Y DIR [N]");
  const auto x = parseNumber(w[0], kSize - 1);
  const auto y = parseNumber(w[1], kSize - 1);
  if (!x || !y) return parseError("X and Y must be numbers 0..9");
  const Direction* dir = nullptr;
  for (const Direction& d : kDirections)
    if (d.name == w[2]) dir = &d;
  if (!dir) return parseError("unknown direction " + quoted(w[2]) + " (UP, DOWN, LEFT or RIGHT)");
  used = 3;
  int steps = 1;
  if (w.size() > 3) {
    if (const auto n = parseNumber(w[3], kSize); n) {
      if (*n == 0) return parseError("a move of 0 squares");
      steps = *n;
      used = 4;
    }
  }
  const int toX = *x + dir->dx * steps, toY = *y + dir->dy * steps;
  if (toX < 0 || toX >= kSize || toY < 0 || toY >= kSize) return parseError("the move leaves the board");
  return Move(squareAt(*x, *y), squareAt(toX, toY));
}

// The ranks of "a d" after KILLS, DIES or BOTHDIE, checked against what the word says.
Parsed<SeenMove> withBattle(Move move, std::span<const std::string_view> w) {
  const std::optional<std::size_t> result = indexIn(kOutcomes, w[0]);
  if (!result) return parseError("unknown outcome " + quoted(w[0]) + " (OK, KILLS, DIES or BOTHDIE)");
  if (w.size() != 3 || w[1].size() != 1 || w[2].size() != 1)
    return parseError(std::string(w[0]) + " must be followed by the two piece characters");
  const auto attacker = rankFromChar(w[1][0]), defender = rankFromChar(w[2][0]);
  if (!attacker || !defender) return parseError("unknown piece character in " + quoted(w[1]) + " " + quoted(w[2]));
  if (!isMovable(*attacker)) return parseError("a " + std::string(rankName(*attacker)) + " cannot attack");
  if (static_cast<std::size_t>(battle(*attacker, *defender)) != *result)
    return parseError(std::string(w[0]) + " contradicts the battle of a " + std::string(rankName(*attacker)) +
                      " attacking a " + std::string(rankName(*defender)));
  return SeenMove{move, attacker, defender};
}

}  // namespace

char pieceChar(Rank r) { return kPieceChars[static_cast<std::size_t>(index(r))]; }

std::optional<Rank> rankFromChar(char c) {
  const auto at = kPieceChars.find(c);
  if (at == std::string_view::npos) return std::nullopt;
  return static_cast<Rank>(at);
}

Parsed<Side> parseGreeting(std::string_view line) {
  const auto w = words(line);
  if (w.size() < 4) return parseError("expected RED|BLUE <opponent> 10 10");
  if (w[w.size() - 2] != "10" || w.back() != "10")
    return parseError("only the 10 x 10 board is supported, not " + quoted(w[w.size() - 2]) + " x " + quoted(w.back()));
  if (w[0] == "RED") return Side::Red;
  if (w[0] == "BLUE") return Side::Blue;
  return parseError("the colour must be RED or BLUE, not " + quoted(w[0]));
}

std::string formatGreeting(Side side, std::string_view opponent) {
  return std::string(side == Side::Red ? "RED " : "BLUE ") + std::string(opponent) + " 10 10";
}

std::string formatMove(Move move) {
  const int dx = columnOf(move.to()) - columnOf(move.from());
  const int dy = rowOf(move.to()) - rowOf(move.from());
  const std::string_view dir = dy < 0 ? "UP" : dy > 0 ? "DOWN" : dx < 0 ? "LEFT" : "RIGHT";
  const int steps = std::abs(dx) + std::abs(dy);
  std::string out = std::to_string(columnOf(move.from())) + " " + std::to_string(rowOf(move.from())) + " ";
  out += dir;
  if (steps > 1) out += " " + std::to_string(steps);
  return out;
}

Parsed<Move> parseMove(std::string_view line) {
  const auto w = words(line);
  std::size_t used = 0;
  auto move = parseMoveWords(w, used);
  if (move && used != w.size()) return parseError("unexpected " + quoted(w[used]) + " after the move");
  return move;
}

std::string formatConfirmation(const SeenMove& seen) {
  std::string out = formatMove(seen.move);
  if (!seen.attackerRank || !seen.defenderRank) return out + " OK";
  const auto result = battle(*seen.attackerRank, *seen.defenderRank);
  out += " ";
  out += kOutcomes[static_cast<std::size_t>(result)];
  return out + " " + pieceChar(*seen.attackerRank) + " " + pieceChar(*seen.defenderRank);
}

Parsed<SeenMove> parseConfirmation(std::string_view line) {
  const auto w = words(line);
  std::size_t used = 0;
  const auto move = parseMoveWords(w, used);
  if (!move) return parseError(move.error());
  const std::span<const std::string_view> rest(w.data() + used, w.size() - used);
  if (rest.empty()) return parseError("the outcome is missing");
  if (rest[0] != "OK") return withBattle(*move, rest);
  if (rest.size() > 1) return parseError("unexpected " + quoted(rest[1]) + " after OK");
  return SeenMove{*move, std::nullopt, std::nullopt};
}

std::optional<std::string_view> finalOutcome(std::string_view line) {
  static constexpr std::array<std::string_view, 3> kFinal{"VICTORY_FLAG", "VICTORY_ATTRITION", "ILLEGAL"};
  // The manager appends the word to whatever the mover wrote after a known direction, so
  // the squares need not be on the board (an ILLEGAL move may leave it).
  const auto w = words(line);
  if (w.size() < 4 || w.size() > 5) return std::nullopt;
  if (std::none_of(kDirections.begin(), kDirections.end(), [&](const Direction& d) { return d.name == w[2]; }))
    return std::nullopt;
  for (const std::string_view word : kFinal)
    if (w.back() == word) return word;
  return std::nullopt;
}

SeenMove seenMove(const PublicMove& move) {
  if (move.defender == kNoPiece) return {move.move, std::nullopt, std::nullopt};
  return {move.move, move.moverRank, move.defenderRank};
}

std::array<std::string, kSetupLines> formatSetup(const Placement& setup, Side side) {
  std::array<std::string, kSetupLines> lines;
  for (int i = 0; i < kSetupLines; ++i)
    for (int x = 0; x < kSize; ++x) {
      const auto piece = setup.at(squareAt(x, firstSetupRow(side) + i));
      lines[static_cast<std::size_t>(i)] += piece ? pieceChar(piece->rank) : '.';
    }
  return lines;
}

Parsed<Placement> parseSetup(std::span<const std::string> lines, Side side) {
  if (lines.size() != kSetupLines) return parseError("a setup has 4 lines, not " + std::to_string(lines.size()));
  Placement setup;
  for (int i = 0; i < kSetupLines; ++i) {
    const std::string& line = lines[static_cast<std::size_t>(i)];
    const std::string where = "setup line " + std::to_string(i + 1) + " " + quoted(line);
    if (line.size() != kSize) return parseError(where + " does not have 10 characters");
    for (int x = 0; x < kSize; ++x) {
      const char c = line[static_cast<std::size_t>(x)];
      if (c == '.') continue;
      const auto rank = rankFromChar(c);
      if (!rank) return parseError(where + ": unknown piece character " + quoted(std::string_view(&c, 1)));
      setup.put(squareAt(x, firstSetupRow(side) + i), {side, *rank});
    }
  }
  return setup;
}

std::array<std::string, kBoardLines> formatBoard(const PlayerView& view) {
  const Board& board = view.config.geometry();
  std::array<std::string, kBoardLines> lines;
  for (int y = 0; y < kSize; ++y)
    for (int x = 0; x < kSize; ++x)
      lines[static_cast<std::size_t>(y)] += board.isLake(squareAt(x, y)) ? '+' : '.';
  for (const ViewPiece& p : view.pieces) {
    if (p.square == kNoSquare) continue;
    const char c = p.side == view.viewer && p.rank ? pieceChar(*p.rank) : '#';
    lines[static_cast<std::size_t>(rowOf(p.square))][static_cast<std::size_t>(columnOf(p.square))] = c;
  }
  return lines;
}

}  // namespace stratego::pc2012
