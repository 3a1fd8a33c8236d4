// The game state: position, side to move, rule state (two-square runs, chase), what each
// player knows, history and result. Search uses make/unmake; nothing in move generation
// or make/unmake allocates once the history vectors have reserved their capacity.
#pragma once

#include <array>
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

class GameState {
 public:
  // A starting position. The placement must be valid for the configuration
  // (validatePlacement); pieces get ids in square order, Red's first.
  GameState(const GameConfig& config, const Placement& placement);

  const GameConfig& config() const { return config_; }
  const Board& board() const { return *board_; }
  Side toMove() const { return toMove_; }
  int ply() const { return static_cast<int>(historyMoves_.size()) + plyOffset_; }
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
  std::span<const MoveRecord> history() const { return {historyMoves_.data(), historyMoves_.size()}; }
  // Hashes of every position since the start, the current one last.
  std::span<const std::uint64_t> positionHashes() const { return {hashes_.data(), hashes_.size()}; }
  // The placement the game started from.
  const Placement& start() const { return start_; }

  // Move generation for the side to move. Pseudo-legal moves obey movement and the board;
  // legal moves also obey both repetition rules. Each returns the number written.
  int pseudoLegalMoves(MoveList& out) const { return generatePseudo(toMove_, out.data()); }
  int legalMoves(MoveList& out) const;
  // Whether a side has a legal move if it were its turn now (used for game ends).
  bool hasLegalMove(Side side) const;
  // Full check of any move by the side to move, with the reason it is illegal.
  MoveError check(Move m) const;
  // Repetition rules only, for a pseudo-legal move of `side`.
  bool obeysRepetitionRules(Side side, Move m) const;
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
  // position's pieces. `chaseMoves` are the moves played since the current chase began
  // (oldest first); a chase holds no battle, so the positions it went through are
  // recovered by taking those moves back and replaying them. Returns false when the
  // moves cannot have led to this position.
  bool restoreRuleState(Side toMove, int ply, int pliesSinceBattle,
                        const std::array<TwoSquareRun, 2>& runs, std::span<const Move> chaseMoves,
                        Outcome outcome);
  // The moves since the current chase began, oldest first (empty when there is no chase).
  std::vector<Move> chaseMoves() const;
  // Sets knowledge flags of a piece (used when restoring a saved position).
  void setFlags(PieceId id, std::uint8_t flags) { pieces_[id].flags = flags; }

  friend bool operator==(const GameState& a, const GameState& b);

 private:
  struct Undo {
    PieceId mover, defender;
    BattleResult battle;
    std::uint8_t moverFlags, defenderFlags;
    std::uint16_t pliesSinceBattle;
    TwoSquareRun run;
    ChaseState chase;
    Outcome outcome;
  };

  int generatePseudo(Side side, Move* out) const;
  void place(PieceId id, Square s);
  void lift(PieceId id);
  ChaseMove describeForChase(Side side, Move m) const;

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
  std::vector<MoveRecord> historyMoves_;
  std::vector<Undo> undo_;
  std::vector<std::uint64_t> hashes_;
};

constexpr PieceId kWall = 0xFE;

}  // namespace stratego
