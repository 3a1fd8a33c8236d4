// The status lines of renderStatus (render.hpp), and the battles and outcomes in words.
#include <algorithm>
#include <cstdio>
#include <string>

#include "formats/notation.hpp"
#include "play/render.hpp"

namespace stratego {
namespace {

// Strongest first, then the pieces that do not move: the order people list an army in.
constexpr Rank kListOrder[] = {Rank::Marshal, Rank::General,    Rank::Colonel,  Rank::Major,
                               Rank::Captain, Rank::Lieutenant, Rank::Sergeant, Rank::Miner,
                               Rank::Scout,   Rank::Spy,        Rank::Bomb,     Rank::Flag};

std::string plural(Rank rank) { return rank == Rank::Spy ? "Spies" : std::string(rankName(rank)) + "s"; }

// "Major (7)": the strength is shown for the ranks that have one beyond their name.
// Marshal reads "(10)", as people say it, rather than its letter X.
std::string withStrength(std::string name, Rank rank) {
  if (rank == Rank::Spy || !isMovable(rank)) return name;
  return name + " (" + std::to_string(index(rank)) + ")";
}

std::string whose(const PlayerView& view, Side side) { return side == view.viewer ? "your " : "their "; }

std::string pieceWords(const PlayerView& view, PieceId id, Rank rank) {
  return whose(view, view.pieces[id].side) + withStrength(std::string(rankName(rank)), rank);
}

// "1 Marshal, 2 Colonels", or "none".
std::string listArmy(const Army& army) {
  std::string out;
  for (Rank rank : kListOrder) {
    const int count = army[index(rank)];
    if (count == 0) continue;
    if (!out.empty()) out += ", ";
    out += std::to_string(count) + " " + (count == 1 ? std::string(rankName(rank)) : plural(rank));
  }
  return out.empty() ? "none" : out;
}

// The known ranks of one side's pieces, counted on the board (alive) or off it.
Army knownPieces(const PlayerView& view, Side side, bool alive) {
  Army army{};
  for (const ViewPiece& piece : view.pieces)
    if (piece.side == side && piece.rank && (piece.square != kNoSquare) == alive) ++army[index(*piece.rank)];
  return army;
}

int piecesOnBoard(const PlayerView& view, Side side) {
  int count = 0;
  for (const ViewPiece& piece : view.pieces) count += piece.side == side && piece.square != kNoSquare;
  return count;
}

// The move number (both sides' moves count as one) that a ply belongs to.
int moveNumber(int ply) { return ply / 2 + 1; }

std::string turnLine(const PlayerView& view) {
  return "Move " + std::to_string(moveNumber(view.ply)) + ": " + std::string(sideName(view.toMove)) +
         " to move" + (view.toMove == view.viewer ? " (you)" : "") + "\n";
}

std::string lastMoveLines(const PlayerView& view) {
  if (view.history.empty()) return "";
  const PublicMove& last = view.history.back();
  std::string out = "Last move: " + std::string(sideName(view.pieces[last.mover].side)) + " " +
                    formatMove(last.move, last.defender != kNoPiece) + "\n";
  // The history holds the last plies of the game (a resumed game starts it later).
  const int firstPly = view.ply - static_cast<int>(view.history.size());
  for (std::size_t i = view.history.size(); i-- > 0;)
    if (view.history[i].defender != kNoPiece)
      return out + "Last battle, move " + std::to_string(moveNumber(firstPly + static_cast<int>(i))) + ": " +
             describeBattle(view, view.history[i]) + "\n";
  return out;
}

// What each side still has: the viewer's pieces in full; of the enemy's, what the preset
// army leaves once the pieces seen die are taken off (every capture is a battle, which
// shows the rank).
std::string armyLines(const PlayerView& view) {
  const Side enemy = opponent(view.viewer);
  std::string out = "Your pieces left: " + listArmy(knownPieces(view, view.viewer, true)) + "\n" +
                    "Your pieces lost: " + listArmy(knownPieces(view, view.viewer, false)) + "\n";
  const Army dead = knownPieces(view, enemy, false);
  if (view.config.freeSetup()) {
    out += "Their army (free setup, not known): " + std::to_string(piecesOnBoard(view, enemy)) +
           " pieces on the board, of them seen: " + listArmy(knownPieces(view, enemy, true)) + "\n";
  } else {
    // Saturating: a position resumed from text may hold pieces beyond the preset army.
    Army unaccounted = view.config.army;
    for (int r = 0; r < kRankCount; ++r)
      unaccounted[r] = static_cast<std::uint8_t>(std::max(0, unaccounted[r] - dead[r]));
    out += "Their army not yet seen dead: " + listArmy(unaccounted) + "\n";
  }
  return out + "Their pieces taken: " + listArmy(dead) + "\n";
}

std::string clockTime(std::int64_t ms) {
  const std::int64_t seconds = ms > 0 ? ms / 1000 : 0;
  char text[32];
  std::snprintf(text, sizeof text, "%02lld:%02lld", static_cast<long long>(seconds / 60),
                static_cast<long long>(seconds % 60));
  return text;
}

std::string clockLine(const Clock& clock) {
  std::string out;
  if (clock.control().initialMs > 0)
    out +=
        "Red " + clockTime(clock.remaining(Side::Red)) + ", Blue " + clockTime(clock.remaining(Side::Blue));
  if (clock.control().gameMs > 0)
    out += (out.empty() ? "" : "; ") + ("game " + clockTime(clock.gameRemaining()));
  return out.empty() ? "" : "Clocks: " + out + "\n";
}

// Why the game ended; `loserName` is empty for a draw, whose reasons name no side.
std::string endReasonWords(const PlayerView& view, const std::string& loserName) {
  switch (view.outcome.reason) {
    case EndReason::FlagCaptured:
      return "flag captured";
    case EndReason::NoLegalMove:
      return loserName + " has no legal move";
    case EndReason::BothNoLegalMove:
      return "neither side can move";
    case EndReason::Resignation:
      return loserName + " resigned";
    case EndReason::AgreedDraw:
      return "agreed";
    case EndReason::Timeout:
      return loserName + "'s time ran out";
    case EndReason::GameClock:
      return "the game clock ran out";
    case EndReason::Abandoned:
      return loserName + " left the game";
    case EndReason::PlyCap:
      return std::to_string(view.config.rules.plyCap) + " plies played";
    case EndReason::NoBattleCap:
      return std::to_string(view.config.rules.noBattleCap) + " plies without a battle";
    case EndReason::None:
      break;
  }
  return "";
}

}  // namespace

std::string describeBattle(const PlayerView& view, const PublicMove& attack) {
  const std::string square = squareName(attack.move.to());
  const std::string attacker = pieceWords(view, attack.mover, attack.moverRank);
  const std::string defender = pieceWords(view, attack.defender, attack.defenderRank);
  switch (attack.battle) {
    case BattleResult::BothDie:
      return "both " + withStrength(plural(attack.moverRank), attack.moverRank) + " were removed on " +
             square;
    case BattleResult::DefenderWins:
      return attacker + " attacked " + defender + " on " + square + " and was removed";
    case BattleResult::AttackerWins:
      break;
  }
  return attacker + (attack.defenderRank == Rank::Flag ? " captured " : " took ") + defender + " on " +
         square;
}

std::string describeOutcome(const PlayerView& view) {
  const Outcome& outcome = view.outcome;
  if (!outcome.over()) return "";
  if (outcome.winner == Winner::Draw) return "Draw: " + endReasonWords(view, "");
  const Side winner = outcome.winner == Winner::Red ? Side::Red : Side::Blue;
  return std::string(sideName(winner)) +
         " wins: " + endReasonWords(view, std::string(sideName(opponent(winner))));
}

std::string renderStatus(const PlayerView& view, const Clock* clock) {
  std::string out = view.outcome.over() ? "Game over: " + describeOutcome(view) + "\n" : turnLine(view);
  out += lastMoveLines(view) + armyLines(view);
  if (clock) out += clockLine(*clock);
  return out;
}

}  // namespace stratego
