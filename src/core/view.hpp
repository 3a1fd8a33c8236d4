// A player's view of a game: the information set (RULES.md section 6). It holds exactly
// what the player may know: their own ranks, every piece's square, what each enemy piece
// has shown (moved, known Scout, rank once revealed in battle), the public history with
// the ranks shown in its battles, and the public rule state. It holds no hash and no
// unrevealed enemy rank, so nothing sent from a view can leak one. A spectator's view (a
// public view) holds only what both players know: no rank that no battle has shown.
//
// The reverse: rebuild() makes a full GameState from a view plus a guess of the hidden
// ranks, by placing the guessed ranks on the start squares and replaying the public
// history. With the true ranks the result equals the real state exactly.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <vector>

#include "core/state.hpp"

namespace stratego {

struct ViewPiece {
  Side side;
  std::optional<Rank> rank;  // own pieces and pieces revealed in battle only
  Square square;             // kNoSquare once captured
  Square startSquare;
  std::uint8_t flags;        // PieceFlag bits as the opponent knows them
  friend bool operator==(const ViewPiece&, const ViewPiece&) = default;
};

// A move as both players saw it; ranks appear only for battles, which reveal both.
struct PublicMove {
  Move move;
  PieceId mover;
  PieceId defender;  // kNoPiece when not an attack
  BattleResult battle;
  Rank moverRank;     // meaningful for attacks only
  Rank defenderRank;  // meaningful for attacks only
  friend bool operator==(const PublicMove&, const PublicMove&) = default;
};

struct PlayerView {
  Side viewer;  // meaningless when `spectator`: a public view has no own pieces
  GameConfig config;
  std::vector<ViewPiece> pieces;  // by piece id
  std::vector<PublicMove> history;
  Side toMove;
  int ply;
  int pliesSinceBattle;
  std::array<TwoSquareRun, 2> runs;
  std::vector<Move> chaseMoves;
  Outcome outcome;
  std::optional<RestorePoint> restorePoint;  // public: flags, runs and chase are public
  bool spectator = false;  // a public view: ranks only of pieces revealed in battle
  friend bool operator==(const PlayerView&, const PlayerView&) = default;

  bool isHidden(PieceId id) const { return !pieces[id].rank.has_value(); }
};

PlayerView makeView(const GameState& state, Side viewer);
// What a spectator may know: every square, flag and the public history, and the ranks that
// battles have shown, of both sides alike. rebuild() takes it like a player's view.
PlayerView makePublicView(const GameState& state);

// Rebuilds the full state from a view and a rank for every piece it hides (the enemy's, or
// both sides' in a public view): `guess[id]`, read only where the view has no rank. Returns
// nothing when the guess cannot be the truth: a replayed battle contradicts it, or a piece
// that moved is guessed a Bomb or Flag.
std::optional<GameState> rebuild(const PlayerView& view, std::span<const Rank> guess);

// The rank a hidden piece stands in as when only public facts may shape a guess: a Scout
// once it has moved (a Scout may make every move any piece can), a Bomb before. Battles
// show both ranks, so a stand-in never decides one, and the rule state is exact. One
// caveat: the chasing rule compares boards with their ranks, and two moved stand-ins that
// trade squares look alike where the true pieces may not; so a state rebuilt with
// stand-ins may forbid a rare move the truth allows, never the reverse.
constexpr Rank standInRank(std::uint8_t flags) { return (flags & kMoved) ? Rank::Scout : Rank::Bomb; }
// standInRank for every piece of the view (known pieces get their rank).
std::vector<Rank> standInRanks(const PlayerView& view);
// The view's pieces on the board by square (kNoPiece where none stands).
std::array<PieceId, kGridSize> pieceMap(const PlayerView& view);

}  // namespace stratego
