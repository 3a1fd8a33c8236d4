#include "ai/flag_disguise.hpp"

#include <array>
#include <cstddef>

#include "core/bitboard.hpp"

namespace stratego {
namespace {

constexpr int kBackRanks = 3;

// The cost by look-alikes left, 0 to 5 (none from 6). Over 1,750 of our games against Demon
// of Ignorance, looked at every 20 plies from ply 200 to 400, games with none left (the
// Flag the one place that looked like it) were won 0.20 of the time and lost by the Flag
// 0.51, with two left 0.38 and 0.37, with four 0.52 and 0.31, with eight or more 0.64 and
// 0.20. Games going badly also move more pieces, so about a third of those gaps is taken
// for the look-alikes' part (200 score units are about a tenth of a game).
constexpr std::array<int, 6> kCostByLookalikes = {300, 220, 150, 90, 50, 20};

bool onBackRanks(const Board& board, Side side, Square square) {
  return rankOf(board.asRed(side, square)) < kBackRanks;
}

// Whether the enemy has seen the viewer's piece move or show a rank other than a Bomb's.
bool stirred(const ViewPiece& piece) {
  return (piece.flags & kMoved) || ((piece.flags & kRevealed) && piece.rank != Rank::Bomb);
}

}  // namespace

int flagLookalikes(const PlayerView& view, PieceId leaving) {
  const Board& board = view.config.geometry();
  std::array<PieceId, kGridSize> at = pieceMap(view);
  for (PieceId& id : at)
    if (id != kNoPiece && (id == leaving || view.pieces[id].side != view.viewer)) id = kNoPiece;
  int count = 0;
  for (const PieceId id : at) {
    if (id == kNoPiece) continue;
    const ViewPiece& p = view.pieces[id];
    const bool seen = (p.flags & (kMoved | kRevealed)) != 0;
    if (p.rank == Rank::Flag || seen || !onBackRanks(board, view.viewer, p.square)) continue;
    bool walled = true;
    for (Bitboard around = kNeighbours[p.square]; walled && !around.empty();) {
      const Square square = around.popLowest();
      if (!board.playable.has(square)) continue;
      walled = at[square] != kNoPiece && !stirred(view.pieces[at[square]]);
    }
    count += walled ? 1 : 0;
  }
  return count;
}

int disguiseCost(const PlayerView& view, PieceId mover) {
  for (const ViewPiece& p : view.pieces)
    if (p.side == view.viewer && p.rank == Rank::Flag && (p.square == kNoSquare || (p.flags & kRevealed))) return 0;
  const bool first = !(view.pieces[mover].flags & kMoved);
  const auto left = static_cast<std::size_t>(flagLookalikes(view, first ? mover : kNoPiece));
  return left < kCostByLookalikes.size() ? kCostByLookalikes[left] : 0;
}

}  // namespace stratego
