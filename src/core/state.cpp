#include "core/state.hpp"

#include <algorithm>
#include <array>

#include "core/zobrist.hpp"

namespace stratego {
namespace {

// Reserved once so that ordinary games never reallocate during play.
constexpr std::size_t kReservedPlies = 1024;

}  // namespace

std::string_view moveErrorText(MoveError e) {
  switch (e) {
    case MoveError::kLegal: return "legal";
    case MoveError::kGameOver: return "the game is over";
    case MoveError::kNoOwnPiece: return "there is no piece of yours on that square";
    case MoveError::kImmovable: return "Bombs and the Flag never move";
    case MoveError::kOffBoard: return "the destination is off the board or a lake";
    case MoveError::kNotStraight: return "a piece moves along a rank or a file";
    case MoveError::kTooFar: return "only a Scout moves more than one square";
    case MoveError::kBlocked: return "a Scout cannot pass over pieces or lakes";
    case MoveError::kOwnPiece: return "the destination holds one of your own pieces";
    case MoveError::kScoutStrikeOff: return "with scout_strike off a Scout attacks only an adjacent piece";
    case MoveError::kTwoSquareRule: return "the two-square rule forbids this move";
    case MoveError::kChasingRule: return "the chasing rule forbids this move";
  }
  return "unknown";
}

GameState::GameState(const GameConfig& config, const Placement& placement)
    : config_(config), board_(&config.geometry()), start_(placement) {
  cells_.fill(kWall);
  for (int i = 0; i < kGridSize; ++i)
    if (board_->playable.has(static_cast<Square>(i))) cells_[i + kStride] = kNoPiece;
  for (Side side : {Side::Red, Side::Blue}) {
    for (int i = 0; i < kGridSize; ++i) {
      const auto s = static_cast<Square>(i);
      auto p = placement.at(s);
      if (!p || p->side != side || !board_->playable.has(s) || pieceCount_ == kMaxPieces) continue;
      const auto id = static_cast<PieceId>(pieceCount_++);
      pieces_[id] = Piece{p->rank, side, kNoSquare, 0};
      place(id, s);
    }
  }
  history_.reserve(kReservedPlies);
  undo_.reserve(kReservedPlies);
  hashes_.reserve(kReservedPlies);
  hashes_.push_back(hash_);
}

void GameState::place(PieceId id, Square s) {
  Piece& p = pieces_[id];
  p.square = s;
  cells_[s + kStride] = id;
  const int side = index(p.side);
  occupied_[side].set(s);
  if (p.rank == Rank::Scout)
    scouts_[side].set(s);
  else if (isMovable(p.rank))
    steppers_[side].set(s);
  hash_ ^= zobrist::piece(p.side, p.rank, s);
}

void GameState::shift(PieceId id, Square from, Square to) {
  Piece& p = pieces_[id];
  p.square = to;
  cells_[from + kStride] = kNoPiece;
  cells_[to + kStride] = id;
  const Bitboard both = Bitboard::of(from) | Bitboard::of(to);
  const int side = index(p.side);
  occupied_[side] ^= both;
  (p.rank == Rank::Scout ? scouts_ : steppers_)[side] ^= both;
  hash_ ^= zobrist::piece(p.side, p.rank, from) ^ zobrist::piece(p.side, p.rank, to);
}

void GameState::lift(PieceId id) {
  Piece& p = pieces_[id];
  const Square s = p.square;
  cells_[s + kStride] = kNoPiece;
  const int side = index(p.side);
  occupied_[side].clear(s);
  scouts_[side].clear(s);
  steppers_[side].clear(s);
  hash_ ^= zobrist::piece(p.side, p.rank, s);
  p.square = kNoSquare;
}

int GameState::generatePseudo(Side side, Move* out) const {
  int n = 0;
  const int us = index(side);
  const Bitboard open = board_->playable & ~occupied_[us];
  const Bitboard movers = steppers_[us] | scouts_[us];
  forEachDirection([&](auto d) {
    Bitboard targets = movers.shifted<d>() & open;
    while (!targets.empty()) {
      const Square to = targets.popLowest();
      out[n++] = Move(static_cast<Square>(to - d), to);
    }
  });
  forEachScoutSlide(side, [&](Square from, int d, int extra) {
    for (int k = 0; k < extra; ++k) out[n++] = Move(from, static_cast<Square>(from + (k + 2) * d));
  });
  return n;
}

ChaseMove GameState::describeForChase(Side side, Move m) const {
  ChaseMove c;
  c.side = side;
  c.from = m.from();
  c.to = m.to();
  c.attack = pieceAt(m.to()) != kNoPiece;
  c.nextToEnemy = !(kNeighbours[m.to()] & occupied_[index(opponent(side))]).empty();
  const Rank rank = pieces_[pieceAt(m.from())].rank;
  c.hashAfter = hash_ ^ zobrist::piece(side, rank, m.from()) ^ zobrist::piece(side, rank, m.to()) ^
                zobrist::kKeys.blueToMove;
  return c;
}

MoveError GameState::repetitionError(Side side, Move m) const {
  if (config_.rules.twoSquareLimit > 0 &&
      runs_[index(side)].forbids(pieceAt(m.from()), m.from(), m.to(), config_.rules.twoSquareLimit))
    return MoveError::kTwoSquareRule;
  if (config_.rules.chasingRule && chase_.mayForbid(side) &&
      chase_.forbids(describeForChase(side, m), positionHashes()))
    return MoveError::kChasingRule;
  return MoveError::kLegal;
}

int GameState::legalMoves(MoveList& out) const {
  if (outcome_.over()) return 0;
  const int n = generatePseudo(toMove_, out.data());
  int kept = 0;
  for (int i = 0; i < n; ++i)
    if (obeysRepetitionRules(toMove_, out[i])) out[kept++] = out[i];
  return kept;
}

bool GameState::hasLegalMove(Side side) const {
  MoveList moves;
  const int n = generatePseudo(side, moves.data());
  for (int i = 0; i < n; ++i)
    if (obeysRepetitionRules(side, moves[i])) return true;
  return false;
}

Move GameState::randomLegalMove(Random& rng) const {
  if (outcome_.over()) return Move();
  // Draw one pseudo-legal move uniformly without listing them all: count the one-square
  // moves per direction with popcounts and the Scouts' longer moves per ray, then find the
  // drawn one. Only if the repetition rules reject it, list and filter every move and draw again.
  // Both draws together stay uniform over the legal moves:
  // P(m) = 1/n + (illegal/n) * (1/legal) = 1/legal.
  const int us = index(toMove_);
  const Bitboard open = board_->playable & ~occupied_[us];
  const Bitboard movers = steppers_[us] | scouts_[us];
  std::array<Bitboard, 4> steps;
  std::array<int, 4> before{};  // moves in the directions before each one
  int total = 0, dir = 0;
  forEachDirection([&](auto d) {
    steps[dir] = movers.shifted<d>() & open;
    before[dir] = total;
    total += steps[dir++].count();
  });
  const int stepTotal = total;
  struct Ray {
    Square from;
    std::int8_t dir;
    std::uint8_t extra;
  };
  std::array<Ray, 4 * kMaxPieces> rays;
  int rayCount = 0;
  forEachScoutSlide(toMove_, [&](Square from, int d, int extra) {
    rays[rayCount++] = Ray{from, static_cast<std::int8_t>(d), static_cast<std::uint8_t>(extra)};
    total += extra;
  });
  if (total == 0) return Move();
  int r = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
  Move drawn;
  if (r < stepTotal) {
    const int d = (r >= before[1]) + (r >= before[2]) + (r >= before[3]);  // no branch
    const Square to = steps[d].nth(r - before[d]);
    drawn = Move(static_cast<Square>(to - kDirections[d]), to);
  } else {
    r -= stepTotal;
    for (int i = 0;; ++i) {
      if (r < rays[i].extra) {
        drawn = Move(rays[i].from, static_cast<Square>(rays[i].from + rays[i].dir * (r + 2)));
        break;
      }
      r -= rays[i].extra;
    }
  }
  if (obeysRepetitionRules(toMove_, drawn)) return drawn;
  MoveList moves;
  const int kept = legalMoves(moves);
  if (kept == 0) return Move();
  return moves[rng.below(static_cast<std::uint32_t>(kept))];
}

MoveError GameState::check(Move m) const {
  if (outcome_.over()) return MoveError::kGameOver;
  const Square from = m.from(), to = m.to();
  if (from >= kGridSize || to >= kGridSize) return MoveError::kOffBoard;
  const PieceId id = pieceAt(from);
  if (id == kNoPiece || id == kWall || pieces_[id].side != toMove_) return MoveError::kNoOwnPiece;
  const Piece& p = pieces_[id];
  if (!isMovable(p.rank)) return MoveError::kImmovable;
  if (pieceAt(to) == kWall) return MoveError::kOffBoard;
  const int df = fileOf(to) - fileOf(from), dr = rankOf(to) - rankOf(from);
  if ((df != 0) == (dr != 0)) return MoveError::kNotStraight;
  const int distance = std::abs(df + dr);
  if (distance > 1 && p.rank != Rank::Scout) return MoveError::kTooFar;
  const int step = df != 0 ? (df > 0 ? 1 : -1) : (dr > 0 ? kStride : -kStride);
  for (int s = from + step; s != to; s += step)
    if (pieceAt(static_cast<Square>(s)) != kNoPiece) return MoveError::kBlocked;
  const PieceId target = pieceAt(to);
  if (target != kNoPiece && pieces_[target].side == toMove_) return MoveError::kOwnPiece;
  if (target != kNoPiece && distance > 1 && !config_.rules.scoutStrike) return MoveError::kScoutStrikeOff;
  return repetitionError(toMove_, m);
}

void GameState::make(Move m) {
  const Square from = m.from(), to = m.to();
  const PieceId mover = pieceAt(from);
  const PieceId defender = pieceAt(to);
  const Side side = toMove_;
  const int us = index(side);
  Piece& p = pieces_[mover];
  undo_.push_back(Undo{p.flags, defender == kNoPiece ? std::uint8_t{0} : pieces_[defender].flags,
                       pliesSinceBattle_, runs_[us], chase_, outcome_});
  history_.push_back(MoveRecord{m, mover, defender, BattleResult::AttackerWins});
  MoveRecord& record = history_.back();
  // For the chase: does the destination touch an enemy piece after the move? The move
  // changes no cell next to the destination but the mover's own, so look now.
  const bool nextToEnemy = !(kNeighbours[to] & occupied_[index(opponent(side))]).empty();

  runs_[us].record(mover, lineMove(from, to), config_.rules.twoSquareLimit);
  const int distance = to > from ? to - from : from - to;
  // Bitwise, not short-circuit, tests: these branches would be mispredicted in random play.
  p.flags |= kMoved | (kScoutKnown * ((distance != 1) & (distance != kStride)));

  if (defender == kNoPiece) {
    shift(mover, from, to);
    ++pliesSinceBattle_;
  } else {
    Piece& q = pieces_[defender];
    p.flags |= kRevealed;
    q.flags |= kRevealed;
    record.battle = battle(p.rank, q.rank);
    switch (record.battle) {
      case BattleResult::AttackerWins:
        lift(defender);
        shift(mover, from, to);
        break;
      case BattleResult::DefenderWins:
        lift(mover);
        break;
      case BattleResult::BothDie:
        lift(defender);
        lift(mover);
        break;
    }
    pliesSinceBattle_ = 0;
    if (q.rank == Rank::Flag) outcome_ = {winnerFor(side), EndReason::FlagCaptured};
  }

  toMove_ = opponent(side);
  hash_ ^= zobrist::kKeys.blueToMove;
  hashes_.push_back(hash_);
  chase_.update(ChaseMove{side, from, to, defender != kNoPiece, nextToEnemy, 0});

  if (!outcome_.over()) {
    if (config_.rules.plyCap > 0 && ply() >= config_.rules.plyCap)
      outcome_ = {Winner::Draw, EndReason::PlyCap};
    else if (config_.rules.noBattleCap > 0 && pliesSinceBattle_ >= config_.rules.noBattleCap)
      outcome_ = {Winner::Draw, EndReason::NoBattleCap};
  }
}

void GameState::unmake() {
  const Undo u = undo_.back();
  const MoveRecord rec = history_.back();
  undo_.pop_back();
  history_.pop_back();
  hashes_.pop_back();
  toMove_ = opponent(toMove_);
  hash_ ^= zobrist::kKeys.blueToMove;

  const Square from = rec.move.from(), to = rec.move.to();
  if (rec.defender == kNoPiece) {
    shift(rec.mover, to, from);
  } else {
    if (pieces_[rec.mover].alive()) lift(rec.mover);
    if (pieces_[rec.defender].alive()) lift(rec.defender);
    place(rec.defender, to);
    place(rec.mover, from);
    pieces_[rec.defender].flags = u.defenderFlags;
  }
  pieces_[rec.mover].flags = u.moverFlags;

  pliesSinceBattle_ = u.pliesSinceBattle;
  runs_[index(toMove_)] = u.run;
  chase_ = u.chase;
  outcome_ = u.outcome;
}

void GameState::updateNoMoveOutcome() {
  if (outcome_.over() || hasLegalMove(toMove_)) return;
  if (!hasLegalMove(opponent(toMove_)))
    outcome_ = {Winner::Draw, EndReason::BothNoLegalMove};
  else
    outcome_ = {winnerFor(opponent(toMove_)), EndReason::NoLegalMove};
}

bool GameState::restoreRuleState(const RestorePoint& point) {
  if (!history_.empty() || point.flags.size() != static_cast<std::size_t>(pieceCount_) ||
      point.chaseMoves.size() != static_cast<std::size_t>(std::max(point.chase.window(), 0)))
    return false;
  for (int id = 0; id < pieceCount_; ++id) pieces_[id].flags = point.flags[id];
  if (point.toMove != toMove_) {
    toMove_ = point.toMove;
    hash_ ^= zobrist::kKeys.blueToMove;
  }
  plyOffset_ = point.ply;
  pliesSinceBattle_ = point.pliesSinceBattle;
  runs_ = point.runs;
  chase_ = point.chase;
  outcome_ = point.outcome;
  restore_ = point;
  return recoverChaseBoards(point.chaseMoves);
}

bool GameState::recoverChaseBoards(std::span<const Move> moves) {
  // Take the moves back, each a quiet step of one piece, then play them again, keeping
  // the hash of every board on the way.
  Side side = toMove_;
  for (auto it = moves.rbegin(); it != moves.rend(); ++it) {
    side = opponent(side);
    const Square from = it->from(), to = it->to();
    if (from >= kGridSize || to >= kGridSize) return false;
    const PieceId id = pieceAt(to);
    if (id == kNoPiece || id == kWall || pieces_[id].side != side || pieceAt(from) != kNoPiece) return false;
    shift(id, to, from);
  }
  std::uint64_t h = hash_ ^ (side != toMove_ ? zobrist::kKeys.blueToMove : 0);
  hashes_.assign(1, h);
  for (Move m : moves) {
    const PieceId id = pieceAt(m.from());
    shift(id, m.from(), m.to());
    h = hash_ ^ (side == toMove_ ? zobrist::kKeys.blueToMove : 0);
    side = opponent(side);
    hashes_.push_back(h);
  }
  hashBase_ = static_cast<int>(moves.size());
  return hashes_.back() == hash_;
}

std::vector<Move> GameState::chaseMoves() const {
  std::vector<Move> out;
  // Position i (i >= 1) was produced by the restored chase move i-1 or, past those, by
  // history move i-1-hashBase_.
  const int last = static_cast<int>(hashes_.size()) - 1;
  for (int i = last - std::max(chase_.window(), 0) + 1; i <= last; ++i)
    out.push_back(i <= hashBase_ ? restore_->chaseMoves[static_cast<std::size_t>(i - 1)]
                                 : history_[static_cast<std::size_t>(i - 1 - hashBase_)].move);
  return out;
}

bool operator==(const GameState& a, const GameState& b) {
  return a.config_ == b.config_ && a.start_ == b.start_ && a.cells_ == b.cells_ &&
         a.pieceCount_ == b.pieceCount_ &&
         std::equal(a.pieces_.begin(), a.pieces_.begin() + a.pieceCount_, b.pieces_.begin()) &&
         a.toMove_ == b.toMove_ && a.hash_ == b.hash_ && a.plyOffset_ == b.plyOffset_ &&
         a.pliesSinceBattle_ == b.pliesSinceBattle_ && a.runs_ == b.runs_ && a.chase_ == b.chase_ &&
         a.outcome_ == b.outcome_ && a.history_ == b.history_ && a.hashes_ == b.hashes_ &&
         a.restore_ == b.restore_ && a.hashBase_ == b.hashBase_;
}

}  // namespace stratego
