#include "ai/flag_safety.hpp"

#include <vector>

namespace stratego {
namespace {

Square flagOf(const GameState& position, Side side) {
  for (int id = 0; id < position.pieceCount(); ++id) {
    const Piece& p = position.piece(static_cast<PieceId>(id));
    if (p.side == side && p.rank == Rank::Flag && p.alive()) return p.square;
  }
  return kNoSquare;
}

// Odds below this (or above its complement) are taken as certain: no stratum for them.
constexpr float kLeastThreatOdds = 0.002f;

}  // namespace

MinerThreat minerThreat(const PlayerView& view, const Beliefs& beliefs) {
  std::vector<Square> bombs;  // the viewer's Bombs beside its Flag
  for (const ViewPiece& flag : view.pieces) {
    if (flag.side != view.viewer || flag.rank != Rank::Flag || flag.square == kNoSquare) continue;
    for (const ViewPiece& bomb : view.pieces)
      if (bomb.side == view.viewer && bomb.rank == Rank::Bomb && bomb.square != kNoSquare &&
          stepsBetween(bomb.square, flag.square) == 1)
        bombs.push_back(bomb.square);
  }
  MinerThreat threat;
  int nearest = kMinerThreatReach + 1;
  for (std::size_t id = 0; id < view.pieces.size(); ++id) {
    const ViewPiece& p = view.pieces[id];
    const float odds = beliefs.pieces[id][index(Rank::Miner)];
    if (p.side == view.viewer || p.rank || p.square == kNoSquare || odds < kLeastThreatOdds ||
        odds > 1.0f - kLeastThreatOdds)
      continue;
    for (Square bomb : bombs) {
      const int d = stepsBetween(p.square, bomb);
      if (d < nearest || (d == nearest && odds > threat.odds)) {
        nearest = d;
        threat = {static_cast<PieceId>(id), odds};
      }
    }
  }
  return threat;
}

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
