#include "protocol/view_tracker.hpp"

#include <utility>

namespace stratego {
namespace {

// The start with stand-ins: the viewer's pieces as they are, every enemy piece a Bomb
// (none has moved yet).
Placement standInStart(Side viewer, const Placement& mine, const std::vector<Square>& enemySquares) {
  Placement start = mine.sideOnly(viewer);
  for (Square s : enemySquares) start.put(s, {opponent(viewer), Rank::Bomb});
  return start;
}

std::string pieceText(Rank rank) { return std::string(1, rankLetter(rank)); }

}  // namespace

std::optional<std::string> checkEnemySquares(const GameConfig& config, Side viewer, const Placement& mine,
                                             const std::vector<Square>& enemySquares) {
  const Board& board = config.geometry();
  const Bitboard allowed = config.freeSetup() ? board.playable : board.setupZone(opponent(viewer));
  Bitboard seen;
  for (Square s : enemySquares) {
    if (s >= kGridSize || !allowed.has(s))
      return "the enemy cannot stand on " + (s < kGridSize ? squareName(s) : std::string("a square off the grid")) +
             (config.freeSetup() ? "" : ": outside its setup zone");
    if (seen.has(s)) return squareName(s) + " is named twice";
    if (const auto own = mine.at(s); own && own->side == viewer) return squareName(s) + " holds an own piece";
    seen.set(s);
  }
  const int expected = armySize(config.army);
  if (!config.freeSetup() && static_cast<int>(enemySquares.size()) != expected)
    return "the enemy has " + std::to_string(expected) + " pieces, not " + std::to_string(enemySquares.size());
  return std::nullopt;
}

ViewTracker::ViewTracker(const GameConfig& config, Side viewer, const Placement& mine,
                         const std::vector<Square>& enemySquares)
    : config_(config),
      viewer_(viewer),
      start_(standInStart(viewer, mine, enemySquares)),
      state_(config, start_),
      view_(makeView(state_, viewer)) {}

std::optional<std::string> ViewTracker::apply(const SeenMove& seen) {
  const Move m = seen.move;
  if (state_.outcome().over()) return "the game is over";
  if (m.from() >= kGridSize || m.to() >= kGridSize) return "the move leaves the grid";
  const Side side = state_.toMove();
  const PieceId mover = state_.pieceAt(m.from());
  if (mover == kNoPiece || mover == kWall || state_.piece(mover).side != side)
    return "no " + std::string(sideName(side)) + " piece on " + squareName(m.from()) + " (" +
           std::string(sideName(side)) + " is to move)";
  const PieceId target = state_.pieceAt(m.to());
  const bool attack = target != kNoPiece && target != kWall && state_.piece(target).side != side;
  if (attack && !(seen.attackerRank && seen.defenderRank))
    return "an attack on " + squareName(m.to()) + " needs the ranks its battle showed";
  if (!attack && (seen.attackerRank || seen.defenderRank))
    return "battle ranks given, but " + squareName(m.to()) + " holds no enemy piece";

  // Stand-ins change when a battle shows a rank or a stand-in Bomb moves; then the game
  // is replayed from the new start so that the earlier positions hold the new ranks too.
  Placement start = start_;
  if (attack) {
    if (auto problem = showRank(start, mover, *seen.attackerRank)) return problem;
    if (auto problem = showRank(start, target, *seen.defenderRank)) return problem;
  } else if (const Piece& p = state_.piece(mover); p.side != viewer_ && !(p.flags & (kMoved | kRevealed))) {
    start.put(view_.pieces[mover].startSquare, {p.side, Rank::Scout});
  }
  std::optional<GameState> next = start == start_ ? std::optional<GameState>(state_) : replay(start);
  if (!next) return "the ranks shown on " + squareName(m.to()) + " contradict earlier moves";

  const MoveError error = next->check(m);
  // The chasing rule compares boards with hidden ranks: only the referee can apply it.
  if (error != MoveError::kLegal && error != MoveError::kChasingRule)
    return "illegal move: " + std::string(moveErrorText(error));
  next->make(m);

  start_ = start;
  state_ = std::move(*next);
  moves_.push_back(seen);
  view_ = makeView(state_, viewer_);
  return std::nullopt;
}

void ViewTracker::setOutcome(const Outcome& outcome) {
  state_.setOutcome(outcome);
  view_.outcome = outcome;
}

std::optional<GameState> ViewTracker::replay(const Placement& start) const {
  GameState state(config_, start);
  for (const SeenMove& seen : moves_) {
    const MoveError error = state.check(seen.move);
    if (error != MoveError::kLegal && error != MoveError::kChasingRule) return std::nullopt;
    state.make(seen.move);
  }
  return state;
}

std::optional<std::string> ViewTracker::showRank(Placement& start, PieceId id, Rank shown) const {
  const Piece& p = state_.piece(id);
  const std::string where = " on " + squareName(p.square);
  if (p.side == viewer_ || (p.flags & kRevealed)) {
    if (shown == p.rank) return std::nullopt;
    return "the battle shows " + pieceText(shown) + where + ", which is known to be " + pieceText(p.rank);
  }
  if ((p.flags & kMoved) && !isMovable(shown))
    return "the battle shows " + pieceText(shown) + where + ", a piece that has moved";
  if ((p.flags & kScoutKnown) && shown != Rank::Scout)
    return "the battle shows " + pieceText(shown) + where + ", a piece that moved like a Scout";
  if (!config_.freeSetup()) {
    int known = 1;  // this piece, shown now
    for (int other = 0; other < state_.pieceCount(); ++other) {
      const Piece& q = state_.piece(static_cast<PieceId>(other));
      known += q.side == p.side && (q.flags & kRevealed) && q.rank == shown;
    }
    if (known > config_.army[index(shown)])
      return "the battle shows " + pieceText(shown) + where + ", one more than the army has";
  }
  start.put(view_.pieces[id].startSquare, {p.side, shown});
  return std::nullopt;
}

}  // namespace stratego
