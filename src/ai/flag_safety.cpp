#include "ai/flag_safety.hpp"

namespace stratego {
namespace {

Square flagOf(const GameState& position, Side side) {
  for (int id = 0; id < position.pieceCount(); ++id) {
    const Piece& p = position.piece(static_cast<PieceId>(id));
    if (p.side == side && p.rank == Rank::Flag && p.alive()) return p.square;
  }
  return kNoSquare;
}

}  // namespace

double flagDangerAfter(const GameState& position, const Beliefs& beliefs, Move move) {
  const Side viewer = position.toMove();
  const Square flag = flagOf(position, viewer);
  if (flag == kNoSquare) return 0.0;
  const PieceId mover = position.pieceAt(move.from());
  // Who stands on a square once the move is made (the mover wins any battle it starts).
  const auto occupant = [&](int s) -> PieceId {
    if (s == move.from()) return kNoPiece;
    if (s == move.to()) return mover;
    return position.pieceAt(static_cast<Square>(s));
  };
  double safe = 1.0;
  for (int d : kDirections) {
    bool adjacent = true;
    for (int s = flag + d; s >= 0 && s < kGridSize; s += d, adjacent = false) {
      const PieceId id = occupant(s);
      if (id == kWall) break;
      if (id == kNoPiece) {
        if (!position.config().rules.scoutStrike) break;
        continue;
      }
      if (position.piece(id).side != viewer) {
        const RankOdds& odds = beliefs.pieces[id];
        const double takes = adjacent ? 1.0 - odds[index(Rank::Bomb)] - odds[index(Rank::Flag)] : odds[index(Rank::Scout)];
        safe *= 1.0 - takes;
      }
      break;
    }
  }
  return 1.0 - safe;
}

}  // namespace stratego
