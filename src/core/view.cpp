#include "core/view.hpp"

namespace stratego {
namespace {

// The view of `seat`, or the public view when there is none: a rank is known when it is
// the seat's own or a battle showed it.
PlayerView viewFrom(const GameState& state, std::optional<Side> seat) {
  PlayerView v{seat.value_or(Side::Red), state.config(), {}, {}, state.toMove(), state.ply(),
               state.pliesSinceBattle(), {state.twoSquareRun(Side::Red), state.twoSquareRun(Side::Blue)},
               state.chaseMoves(), state.outcome(), state.restorePoint(), !seat.has_value()};
  v.pieces.reserve(static_cast<std::size_t>(state.pieceCount()));
  for (int id = 0; id < state.pieceCount(); ++id) {
    const Piece& p = state.piece(static_cast<PieceId>(id));
    const bool known = p.side == seat || (p.flags & kRevealed);
    v.pieces.push_back(ViewPiece{p.side, known ? std::optional<Rank>(p.rank) : std::nullopt, p.square,
                                 kNoSquare, p.flags});
  }
  // Start squares: each piece's square in the start placement, ids in square order, Red first.
  const Placement& start = state.start();
  PieceId next = 0;
  for (Side side : {Side::Red, Side::Blue})
    for (int s = 0; s < kGridSize; ++s)
      if (auto p = start.at(static_cast<Square>(s)); p && p->side == side && next < v.pieces.size())
        v.pieces[next++].startSquare = static_cast<Square>(s);
  for (const MoveRecord& r : state.history()) {
    PublicMove m{r.move, r.mover, r.defender, r.battle, Rank::Flag, Rank::Flag};
    if (r.isAttack()) {
      m.moverRank = state.piece(r.mover).rank;
      m.defenderRank = state.piece(r.defender).rank;
    }
    v.history.push_back(m);
  }
  return v;
}

}  // namespace

PlayerView makeView(const GameState& state, Side viewer) { return viewFrom(state, viewer); }

PlayerView makePublicView(const GameState& state) { return viewFrom(state, std::nullopt); }

std::optional<GameState> rebuild(const PlayerView& view, std::span<const Rank> guess) {
  Placement start;
  for (std::size_t id = 0; id < view.pieces.size(); ++id) {
    const ViewPiece& p = view.pieces[id];
    if (!p.rank && id >= guess.size()) return std::nullopt;
    const Rank rank = p.rank ? *p.rank : guess[id];
    if ((p.flags & kMoved) && !isMovable(rank)) return std::nullopt;
    if ((p.flags & kScoutKnown) && rank != Rank::Scout) return std::nullopt;
    start.put(p.startSquare, {p.side, rank});
  }
  GameState state(view.config, start);
  if (view.restorePoint && !state.restoreRuleState(*view.restorePoint)) return std::nullopt;
  for (const PublicMove& m : view.history) {
    if (state.pieceAt(m.move.from()) != m.mover || state.pieceAt(m.move.to()) != m.defender)
      return std::nullopt;
    if (m.defender != kNoPiece &&
        (state.piece(m.mover).rank != m.moverRank || state.piece(m.defender).rank != m.defenderRank))
      return std::nullopt;
    state.make(m.move);
  }
  return state;
}

std::vector<Rank> standInRanks(const PlayerView& view) {
  std::vector<Rank> ranks;
  ranks.reserve(view.pieces.size());
  for (const ViewPiece& p : view.pieces) ranks.push_back(p.rank ? *p.rank : standInRank(p.flags));
  return ranks;
}

std::array<PieceId, kGridSize> pieceMap(const PlayerView& view) {
  std::array<PieceId, kGridSize> map;
  map.fill(kNoPiece);
  for (std::size_t id = 0; id < view.pieces.size(); ++id)
    if (view.pieces[id].square != kNoSquare) map[view.pieces[id].square] = static_cast<PieceId>(id);
  return map;
}

}  // namespace stratego
