// The game state: position, side to move, rule state (two-square runs, chase), what each
// player knows, history and result. Search uses make/unmake; nothing in move generation
// or make/unmake allocates once the history vectors have reserved their capacity.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <vector>

#include "core/battle.hpp"
#include "core/bitboard.hpp"
#include "core/chase.hpp"
#include "core/config.hpp"
#include "core/outcome.hpp"
#include "core/placement.hpp"
#include "core/random.hpp"
#include "core/two_square.hpp"
#include "core/types.hpp"

namespace stratego {

// What the opponent knows about a piece (RULES.md section 6).
enum PieceFlag : std::uint8_t {
  kRevealed = 1,    // its rank was shown in a battle
  kMoved = 2,       // it has moved, so it is neither Bomb nor Flag
  kScoutKnown = 4,  // it moved more than one square, so it is a Scout
};

struct Piece {
  Rank rank;
  Side side;
  Square square;  // kNoSquare once captured
  std::uint8_t flags;
  bool alive() const { return square != kNoSquare; }
  friend bool operator==(Piece, Piece) = default;
};

// What a move did, as both players saw it.
struct MoveRecord {
  Move move;
  PieceId mover = kNoPiece;
  PieceId defender = kNoPiece;  // kNoPiece when the move was not an attack
  BattleResult battle = BattleResult::AttackerWins;
  bool isAttack() const { return defender != kNoPiece; }
  friend bool operator==(MoveRecord, MoveRecord) = default;
};

// Why a move is not legal; kLegal when it is.
enum class MoveError : std::uint8_t {
  kLegal,
  kGameOver,
  kNoOwnPiece,      // the origin holds no piece of the side to move
  kImmovable,       // Bomb or Flag
  kOffBoard,        // destination off the board or on a lake
  kNotStraight,     // not along a rank or file, or no move at all
  kTooFar,          // more than one square for a non-Scout
  kBlocked,         // a Scout's path is not empty
  kOwnPiece,        // destination holds an own piece
  kScoutStrikeOff,  // a Scout attacking from a distance with scout_strike off
  kTwoSquareRule,
  kChasingRule,
};
std::string_view moveErrorText(MoveError e);

using MoveList = std::array<Move, kMaxMoves>;

// The content of a cell that is off the board or a lake (an empty cell holds kNoPiece).
constexpr PieceId kWall = 0xFE;

// The rule state a game was resumed with (formats/position); absent for a game played from
// its setups. Kept so that the game can be rebuilt exactly from a view (core/view).
struct RestorePoint {
  Side toMove = Side::Red;
  int ply = 0;
  int pliesSinceBattle = 0;
  std::array<TwoSquareRun, 2> runs{};
  ChaseState chase;
  std::vector<Move> chaseMoves;  // the last chase.window() moves, which hold no battle
  std::vector<std::uint8_t> flags;  // knowledge flags of each piece, by id
  Outcome outcome;
  friend bool operator==(const RestorePoint&, const RestorePoint&) = default;
};

class GameState {
 public:
  // A position to play from: any pieces on playable squares (pieces elsewhere are
  // ignored). A game's start is checked with validatePlacement first; a position resumed
  // mid-game need not fit the preset's setup zones. Pieces get ids in square order, Red's
  // first.
  GameState(const GameConfig& config, const Placement& placement);

  const GameConfig& config() const { return config_; }
  const Board& board() const { return *board_; }
  Side toMove() const { return toMove_; }
  int ply() const { return static_cast<int>(history_.size()) + plyOffset_; }
  int pliesSinceBattle() const { return pliesSinceBattle_; }
  std::uint64_t hash() const { return hash_; }
  const Outcome& outcome() const { return outcome_; }

  // Pieces: ids are stable for the whole game; captured pieces keep their id.
  PieceId pieceAt(Square s) const { return cells_[s + kStride]; }
  const Piece& piece(PieceId id) const { return pieces_[id]; }
  int pieceCount() const { return pieceCount_; }
  Bitboard occupied(Side s) const { return occupied_[index(s)]; }
  const TwoSquareRun& twoSquareRun(Side s) const { return runs_[index(s)]; }
  const ChaseState& chase() const { return chase_; }
  // The moves played since the start (or the restore point), oldest first.
  std::span<const MoveRecord> history() const { return {history_.data(), history_.size()}; }
  // Hashes of every position since the start, the current one last.
  std::span<const std::uint64_t> positionHashes() const { return {hashes_.data(), hashes_.size()}; }
  // The placement the game started (or was resumed) from, and the resumed rule state.
  const Placement& start() const { return start_; }
  const std::optional<RestorePoint>& restorePoint() const { return restore_; }

  // Move generation for the side to move. Pseudo-legal moves obey movement and the board;
  // legal moves also obey both repetition rules. Each returns the number written.
  int pseudoLegalMoves(MoveList& out) const { return generatePseudo(toMove_, out.data()); }
  int legalMoves(MoveList& out) const;
  // Whether a side has a legal move if it were its turn now (used for game ends).
  bool hasLegalMove(Side side) const;
  // Full check of any move by the side to move, with the reason it is illegal.
  MoveError check(Move m) const;
  // Repetition rules only, for a pseudo-legal move of `side`: kLegal, kTwoSquareRule or
  // kChasingRule.
  MoveError repetitionError(Side side, Move m) const;
  bool obeysRepetitionRules(Side side, Move m) const { return repetitionError(side, m) == MoveError::kLegal; }
  // A uniformly random legal move, or Move() when there is none.
  Move randomLegalMove(Random& rng) const;

  // Plays a legal move (the caller checks it). Sets the outcome for a flag capture or a
  // move cap; a side left without legal moves is found by updateNoMoveOutcome().
  void make(Move m);
  void unmake();
  // After a move: if the side to move has no legal move, the game ends (RULES.md 5).
  void updateNoMoveOutcome();
  // Ends the game for a reason outside the board (resignation, draw, clock).
  void setOutcome(Outcome o) { outcome_ = o; }

  // Restores the rule state a position string carries, on a state freshly built from the
  // position's pieces. The chase compares against the last chase.window() boards; the
  // moves that led from them here hold no battle (an attack breaks every chase), so the
  // boards are recovered by taking `chaseMoves` back. Returns false when the point does
  // not fit the position (wrong number of flags or chase moves, or moves that cannot have
  // led here).
  bool restoreRuleState(const RestorePoint& point);
  // The last chase().window() moves, oldest first: what restoreRuleState needs.
  std::vector<Move> chaseMoves() const;

  friend bool operator==(const GameState& a, const GameState& b);

 private:
  struct Undo {
    std::uint8_t moverFlags, defenderFlags;
    std::int32_t pliesSinceBattle;
    TwoSquareRun run;
    ChaseState chase;
    Outcome outcome;
  };

  int generatePseudo(Side side, Move* out) const;
  // Calls visit(from, step, extra) for every Scout of `side` and direction in which it
  // can go further than one square: `extra` counts those longer moves (the squares beyond
  // the first, plus an attack at the end when the rules allow one). One-square moves,
  // attacks included, are found with the other pieces' steps.
  template <class Visit>
  void forEachScoutSlide(Side side, Visit&& visit) const {
    const Bitboard empty = board_->playable & ~(occupied_[0] | occupied_[1]);
    const Bitboard enemy = occupied_[index(opponent(side))];
    forEachDirection([&](auto d) {
      Bitboard sliders = scouts_[index(side)] & empty.template shifted<-d>();
      while (!sliders.empty()) {
        const Square from = sliders.popLowest();
        int to = from + 2 * d, extra = 0;
        while (cells_[to + kStride] == kNoPiece) {  // guard cells hold kWall: the walk stops
          to += d;
          ++extra;
        }
        // An attack at the end, tested without branches: `to` may be a guard cell below
        // the grid (down to -kStride), whose low 7 bits name an unused cell.
        extra += config_.rules.scoutStrike & enemy.has(static_cast<Square>(to & 127));
        if (extra > 0) visit(from, static_cast<int>(d), extra);
      }
    });
  }
  void place(PieceId id, Square s);
  void lift(PieceId id);
  void shift(PieceId id, Square from, Square to);  // a quiet move of one piece
  ChaseMove describeForChase(Side side, Move m) const;
  bool recoverChaseBoards(std::span<const Move> moves);

  GameConfig config_;
  const Board* board_;
  Placement start_;
  // Piece ids by square, with a guard rank below and above the grid (index = square + kStride).
  std::array<PieceId, kGridSize + 2 * kStride> cells_{};
  std::array<Piece, kMaxPieces> pieces_{};
  int pieceCount_ = 0;
  std::array<Bitboard, 2> occupied_{};
  std::array<Bitboard, 2> steppers_{};  // movable pieces that step one square
  std::array<Bitboard, 2> scouts_{};
  Side toMove_ = Side::Red;
  std::uint64_t hash_ = 0;
  int plyOffset_ = 0;  // plies played before a restored position
  int pliesSinceBattle_ = 0;
  std::array<TwoSquareRun, 2> runs_{};
  ChaseState chase_;
  Outcome outcome_;
  std::vector<MoveRecord> history_;
  std::vector<Undo> undo_;  // beside history_, one per move
  std::vector<std::uint64_t> hashes_;
  std::optional<RestorePoint> restore_;
  int hashBase_ = 0;  // positions before the first history move, minus one (restored chase moves)
};

}  // namespace stratego
