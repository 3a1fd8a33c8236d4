#include "formats/server_json_view.hpp"

#include "formats/notation.hpp"
#include "formats/rules_text.hpp"

namespace stratego {
namespace {

using nlohmann::json;

json squareJson(Square s) { return s == kNoSquare ? json(nullptr) : json(squareName(s)); }

// The rule options by their position-string keys and values: {"two-square":"3", ...}.
json rulesJson(const RuleOptions& rules) {
  json out = json::object();
  for (const RuleOptionText& option : kRuleOptionTexts) out[std::string(option.key)] = option.format(rules);
  return out;
}

json pieceJson(const ViewPiece& piece) {
  json out = {{"side", sideJson(piece.side)},
              {"square", squareJson(piece.square)},
              {"start", squareJson(piece.startSquare)},
              {"moved", (piece.flags & kMoved) != 0},
              {"scout", (piece.flags & kScoutKnown) != 0},
              {"revealed", (piece.flags & kRevealed) != 0}};
  if (piece.rank) out["rank"] = std::string(1, rankLetter(*piece.rank));
  return out;
}

bool isAttack(const PublicMove& move) { return move.defender != kNoPiece; }

std::string battleText(const PublicMove& attack) {
  return formatBattle({attack.moverRank, attack.battle, attack.defenderRank});
}

// The last move with the ids of the pieces it concerned, so that a client can animate it.
json lastJson(const PublicMove& move) {
  json out = {{"move", formatMove(move.move, isAttack(move))}, {"piece", move.mover}};
  if (isAttack(move)) {
    out["target"] = move.defender;
    out["battle"] = battleText(move);
  }
  return out;
}

// The seat's legal moves come from the true state, the one the server judges a move on. A
// state rebuilt from the view with stand-in ranks (core/view.hpp, standInRank) may forbid a
// rare chasing move the truth allows, and a list that hides a move the server would accept
// is not honest. The true list leaks nothing: a move's legality depends on the seat's own
// ranks, the public squares and the public rule state, except in that rare chase, where
// the list tells no more than the server's answer to the move would.
json legalJson(const PlayerView& view, const GameState& truth) {
  json out = json::array();
  if (view.spectator || view.viewer != truth.toMove() || truth.outcome().over()) return out;
  MoveList moves;
  const int n = truth.legalMoves(moves);
  for (int i = 0; i < n; ++i) out.push_back(formatMove(truth, moves[static_cast<std::size_t>(i)]));
  return out;
}

}  // namespace

std::string_view sideJson(Side side) { return side == Side::Red ? "red" : "blue"; }

json outcomeJson(const Outcome& outcome) {
  if (!outcome.over()) return nullptr;
  return {{"winner", winnerText(outcome.winner)}, {"reason", endReasonName(outcome.reason)}};
}

std::string publicMoveText(const PublicMove& move) {
  return formatMove(move.move, isAttack(move)) + (isAttack(move) ? battleText(move) : "");
}

json layoutJson(const GameConfig& config) {
  const Board& board = config.geometry();
  json lakes = json::array();
  for (int rank = 0; rank < board.ranks; ++rank)
    for (int file = 0; file < board.files; ++file)
      if (board.isLake(makeSquare(file, rank))) lakes.push_back(squareJson(makeSquare(file, rank)));
  json army = nullptr;
  if (!config.freeSetup()) {
    army = json::object();
    for (int r = 0; r < kRankCount; ++r)
      if (const int n = config.army[static_cast<std::size_t>(r)]; n > 0)
        army[std::string(1, rankLetter(static_cast<Rank>(r)))] = n;
  }
  return {{"files", board.files}, {"ranks", board.ranks}, {"lakes", std::move(lakes)},
          {"setupDepth", board.setupDepth}, {"free", config.freeSetup()}, {"army", std::move(army)}};
}

json boardViewJson(const PlayerView& view, const GameState& truth, WithHistory history) {
  json pieces = json::array();
  for (const ViewPiece& piece : view.pieces) pieces.push_back(pieceJson(piece));
  json out = {{"variant", variantText(view.config)},
              {"rules", rulesJson(view.config.rules)},
              {"toMove", sideJson(view.toMove)},
              {"ply", view.ply},
              {"pliesSinceBattle", view.pliesSinceBattle},
              {"pieces", std::move(pieces)},
              {"last", view.history.empty() ? json(nullptr) : lastJson(view.history.back())},
              {"legal", legalJson(view, truth)},
              {"outcome", outcomeJson(view.outcome)}};
  if (history == WithHistory::Yes) {
    json moves = json::array();
    for (const PublicMove& move : view.history) moves.push_back(publicMoveText(move));
    out["history"] = std::move(moves);
  }
  return out;
}

}  // namespace stratego
