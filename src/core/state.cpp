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
  historyMoves_.reserve(kReservedPlies);
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
  for (int d : kDirections) {
    Bitboard targets = steppers_[us].shifted(d) & open;
    while (!targets.empty()) {
      const Square to = targets.popLowest();
      out[n++] = Move(static_cast<Square>(to - d), to);
    }
  }
  const Bitboard enemy = occupied_[index(opponent(side))];
  Bitboard scouts = scouts_[us];
  while (!scouts.empty()) {
    const Square from = scouts.popLowest();
    for (int d : kDirections) {
      int to = from + d;
      while (cells_[to + kStride] == kNoPiece) {
        out[n++] = Move(from, static_cast<Square>(to));
        to += d;
      }
      if (cells_[to + kStride] != kWall && enemy.has(static_cast<Square>(to)) &&
          (config_.rules.scoutStrike || to == from + d))
        out[n++] = Move(from, static_cast<Square>(to));
    }
  }
  return n;
}

ChaseMove GameState::describeForChase(Side side, Move m) const {
  ChaseMove c;
  c.side = side;
  c.piece = pieceAt(m.from());
  c.from = m.from();
  c.to = m.to();
  c.attack = pieceAt(m.to()) != kNoPiece;
  // Enemy pieces next to the destination, not counting the one attacked.
  const Bitboard enemy = occupied_[index(opponent(side))];
  for (int d : kDirections) {
    const int t = m.to() + d;
    if (t >= 0 && t < kGridSize && t != m.from() && enemy.has(static_cast<Square>(t)))
      c.threatened |= Bitboard::of(static_cast<Square>(t));
  }
  if (!c.attack) {
    const Piece& p = pieces_[c.piece];
    c.hashAfter = hash_ ^ zobrist::piece(side, p.rank, m.from()) ^ zobrist::piece(side, p.rank, m.to()) ^
                  zobrist::kKeys.blueToMove;
  }
  return c;
}

bool GameState::obeysRepetitionRules(Side side, Move m) const {
  const PieceId id = pieceAt(m.from());
  if (config_.rules.twoSquareLimit > 0 && runs_[index(side)].forbids(id, lineMove(m.from(), m.to())))
    return false;
  if (config_.rules.chasingRule && chase_.mayForbid(side) &&
      chase_.forbids(describeForChase(side, m), positionHashes()))
    return false;
  return true;
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
  // Draw one pseudo-legal move uniformly without listing them all: count the one-step
  // moves per direction with popcounts and the Scout moves per ray, then find the drawn
  // one. Only if the repetition rules reject it, list and filter every move and draw again.
  // Both draws together stay uniform over the legal moves:
  // P(m) = 1/n + (illegal/n) * (1/legal) = 1/legal.
  const int us = index(toMove_);
  const Bitboard open = board_->playable & ~occupied_[us];
  std::array<Bitboard, 4> steps;
  int total = 0;
  for (int d = 0; d < 4; ++d) {
    steps[d] = steppers_[us].shifted(kDirections[d]) & open;
    total += steps[d].count();
  }
  const int stepTotal = total;
  struct Ray {
    Square from;
    std::int8_t dir;
    std::uint8_t length;
  };
  std::array<Ray, 4 * kMaxPieces> rays;
  int rayCount = 0;
  const Bitboard enemy = occupied_[index(opponent(toMove_))];
  Bitboard scouts = scouts_[us];
  while (!scouts.empty()) {
    const Square from = scouts.popLowest();
    for (int d : kDirections) {
      int to = from + d;
      while (cells_[to + kStride] == kNoPiece) to += d;
      int length = (to - from) / d - 1;
      if (cells_[to + kStride] != kWall && enemy.has(static_cast<Square>(to)) &&
          (config_.rules.scoutStrike || length == 0))
        ++length;
      if (length > 0) {
        rays[rayCount++] = Ray{from, static_cast<std::int8_t>(d), static_cast<std::uint8_t>(length)};
        total += length;
      }
    }
  }
  if (total == 0) return Move();
  int r = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
  Move drawn;
  if (r < stepTotal) {
    for (int d = 0;; ++d) {
      const int c = steps[d].count();
      if (r < c) {
        const Square to = steps[d].nth(r);
        drawn = Move(static_cast<Square>(to - kDirections[d]), to);
        break;
      }
      r -= c;
    }
  } else {
    r -= stepTotal;
    for (int i = 0;; ++i) {
      if (r < rays[i].length) {
        drawn = Move(rays[i].from, static_cast<Square>(rays[i].from + rays[i].dir * (r + 1)));
        break;
      }
      r -= rays[i].length;
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
  if (config_.rules.twoSquareLimit > 0 && runs_[index(toMove_)].forbids(id, lineMove(from, to)))
    return MoveError::kTwoSquareRule;
  if (config_.rules.chasingRule && chase_.mayForbid(toMove_) &&
      chase_.forbids(describeForChase(toMove_, m), positionHashes()))
    return MoveError::kChasingRule;
  return MoveError::kLegal;
}

void GameState::make(Move m) {
  const Square from = m.from(), to = m.to();
  const PieceId mover = pieceAt(from);
  const PieceId defender = pieceAt(to);
  const int us = index(toMove_);
  const ChaseMove chaseMove = describeForChase(toMove_, m);

  Undo u{mover, defender, BattleResult::AttackerWins, pieces_[mover].flags,
         defender == kNoPiece ? std::uint8_t{0} : pieces_[defender].flags,
         static_cast<std::uint16_t>(pliesSinceBattle_), runs_[us], chase_, outcome_};

  runs_[us].record(mover, lineMove(from, to), config_.rules.twoSquareLimit);
  Piece& p = pieces_[mover];
  p.flags |= kMoved;
  const int distance = std::abs(fileOf(to) - fileOf(from)) + std::abs(rankOf(to) - rankOf(from));
  if (distance > 1) p.flags |= kScoutKnown;

  if (defender == kNoPiece) {
    lift(mover);
    place(mover, to);
    ++pliesSinceBattle_;
  } else {
    Piece& q = pieces_[defender];
    p.flags |= kRevealed;
    q.flags |= kRevealed;
    u.battle = battle(p.rank, q.rank);
    const bool flagTaken = q.rank == Rank::Flag;
    switch (u.battle) {
      case BattleResult::AttackerWins:
        lift(defender);
        lift(mover);
        place(mover, to);
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
    if (flagTaken) outcome_ = {winnerFor(toMove_), EndReason::FlagCaptured};
  }

  toMove_ = opponent(toMove_);
  hash_ ^= zobrist::kKeys.blueToMove;
  historyMoves_.push_back(MoveRecord{m, mover, defender, u.battle});
  undo_.push_back(u);
  hashes_.push_back(hash_);
  chase_.update(chaseMove, static_cast<int>(hashes_.size()) - 1);

  if (!outcome_.over()) {
    if (config_.rules.plyCap > 0 && ply() >= config_.rules.plyCap)
      outcome_ = {Winner::Draw, EndReason::PlyCap};
    else if (config_.rules.noBattleCap > 0 && pliesSinceBattle_ >= config_.rules.noBattleCap)
      outcome_ = {Winner::Draw, EndReason::NoBattleCap};
  }
}

void GameState::unmake() {
  const Undo u = undo_.back();
  const MoveRecord rec = historyMoves_.back();
  undo_.pop_back();
  historyMoves_.pop_back();
  hashes_.pop_back();
  toMove_ = opponent(toMove_);
  hash_ ^= zobrist::kKeys.blueToMove;

  const Square from = rec.move.from(), to = rec.move.to();
  if (pieces_[u.mover].alive()) lift(u.mover);
  if (u.defender != kNoPiece) {
    if (pieces_[u.defender].alive()) lift(u.defender);
    place(u.defender, to);
    pieces_[u.defender].flags = u.defenderFlags;
  }
  place(u.mover, from);
  pieces_[u.mover].flags = u.moverFlags;

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

bool GameState::restoreRuleState(Side toMove, int ply, int pliesSinceBattle,
                                 const std::array<TwoSquareRun, 2>& runs, std::span<const Move> chaseMoves,
                                 Outcome outcome) {
  if (toMove != toMove_) {
    toMove_ = toMove;
    hash_ ^= zobrist::kKeys.blueToMove;
  }
  plyOffset_ = ply;
  pliesSinceBattle_ = pliesSinceBattle;
  runs_ = runs;
  historyMoves_.clear();
  undo_.clear();
  hashes_.assign(1, hash_);
  chase_ = ChaseState{};
  outcome_ = outcome;
  return chaseMoves.empty();  // TODO(chase): replay the chase once the tracker is final
}

std::vector<Move> GameState::chaseMoves() const { return {}; }

bool operator==(const GameState& a, const GameState& b) {
  return a.config_ == b.config_ && a.start_ == b.start_ && a.cells_ == b.cells_ &&
         a.pieceCount_ == b.pieceCount_ &&
         std::equal(a.pieces_.begin(), a.pieces_.begin() + a.pieceCount_, b.pieces_.begin()) &&
         a.toMove_ == b.toMove_ && a.hash_ == b.hash_ && a.plyOffset_ == b.plyOffset_ &&
         a.pliesSinceBattle_ == b.pliesSinceBattle_ && a.runs_ == b.runs_ && a.chase_ == b.chase_ &&
         a.outcome_ == b.outcome_ && a.historyMoves_ == b.historyMoves_ && a.hashes_ == b.hashes_;
}

}  // namespace stratego
