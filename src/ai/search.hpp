// Alpha-beta search of one full state (a sampled guess of the hidden ranks made whole):
// iterative deepening, a transposition table, move ordering (table move, winning attacks
// by material gained, killer moves, history), and a quiescence search of attacks. The
// root moves are scored one by one so that the scores of several sampled states can be
// combined move by move (ai/sampled_search).
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <span>
#include <vector>

#include "ai/battle_odds.hpp"
#include "ai/evaluation.hpp"
#include "ai/transposition_table.hpp"
#include "core/state.hpp"

namespace stratego {

struct SearchBudget {
  std::int64_t nodes = 0;  // 0: no node limit
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  int maxDepth = 64;
  int quiescenceDepth = 4;  // plies of attacks searched past the horizon (0: none)
  EvalTerms terms;
  // When set, the searcher's battles against hidden pieces count at their worth on
  // average (ai/battle_odds.hpp); the side of `battleOdds->searcher` is the searcher.
  const BattleOdds* battleOdds = nullptr;
  // Whether a root move's own battle counts as the state has it rather than at its worth
  // on average: for a caller that weighs how root battles end by their odds itself
  // (ai/root_tally), so that a lost General costs what losing it costs, not a share.
  bool rootBattlesAsDrawn = false;
};

struct RootScores {
  std::vector<int> scores;  // by root move, from the side to move; bounds for poor moves
  int depth = 0;            // the deepest iteration completed
  std::int64_t nodes = 0;
  std::vector<Move> pv;     // best line of the last completed iteration
};

class AlphaBeta {
 public:
  explicit AlphaBeta(TranspositionTable& table) : table_(table) {}

  // Scores every move of `rootMoves` (legal in `state`, at least one) by iterative
  // deepening until the budget runs out; depth 1 always completes. Poor moves' scores
  // are upper bounds: a move is searched exactly only while it can be within
  // kRootMargin of the best.
  RootScores scoreRoot(GameState& state, std::span<const Move> rootMoves, const SearchBudget& budget);

  static constexpr int kRootMargin = 200;

  // The score of `state` for the side to move when only attacks that do not lose material
  // are searched (budget.quiescenceDepth plies of them): what ai/tree_search scores its
  // leaves by. `nodes` gains the moves it made.
  int quiescenceScore(GameState& state, const SearchBudget& budget, std::int64_t& nodes);

 private:
  void start(const SearchBudget& budget);  // a new search: its budget, no line, no counts
  int search(GameState& state, int depth, int alpha, int beta, int ply);
  int quiesce(GameState& state, int alpha, int beta, int ply, int depthLeft);
  int orderMoves(const GameState& state, MoveList& moves, int count, Move tableMove, int ply,
                 std::array<int, kMaxMoves>& keys) const;
  bool outOfBudget();
  // make/unmake with the battle correction carried along the line.
  void make(GameState& state, Move m, bool corrected = true);
  void unmake(GameState& state);
  // The correction so far, from the side to move's view (kept out of the table, since
  // it belongs to the line and not to the position).
  int lineBias(const GameState& state) const;
  // A finished game's score; a Flag taken in a guessed battle scores the position instead.
  int finishedScore(const GameState& state, int ply) const;
  // What an attack is worth to the side making it: at its average for a guessed battle.
  int attackWorth(const GameState& state, Move m) const;
  std::vector<Move> principalVariation(GameState& state, Move first, int depth);

  TranspositionTable& table_;
  SearchBudget budget_;
  std::int64_t nodes_ = 0;
  std::int64_t nextClockCheck_ = 0;
  static constexpr std::int64_t kClockInterval = 512;
  bool stopped_ = false;
  static constexpr int kMaxPly = 128;
  std::array<std::array<Move, 2>, kMaxPly> killers_{};
  std::vector<std::int32_t> history_ = std::vector<std::int32_t>(kGridSize * kGridSize);
  int bias_ = 0;  // the searcher's battle corrections along the current line
  std::array<int, kMaxPly + 2> corrections_{};
  std::array<bool, kMaxPly + 2> guessedFlag_{};  // the move took the Flag in a guessed battle
  int line_ = 0;  // moves made below the root position
};

}  // namespace stratego
