// The static evaluation of a full state (a sampled guess of the hidden ranks made whole):
// what search scores its leaves with. Four things count:
// - material, with values that depend on the position (the Spy is worth much while the
//   enemy Marshal lives; Miners gain when few are left to clear Bombs);
// - information: a piece whose rank the opponent has not seen is worth more than one it
//   has, so revealing ranks costs and discovering them pays;
// - progress: the closer a side's nearest mobile piece stands to the enemy Flag, the
//   better, and much better once it is a few steps away (a threat shallow search sees
//   late);
// - defence: an enemy piece shown in a side's half takes there, one after another, the
//   pieces it beats, so that side's nearest piece that beats it should come.
#pragma once

#include <array>

#include "core/state.hpp"

namespace stratego {

// Scores beyond any evaluation: a won game is worth kWinScore minus the plies to reach it.
inline constexpr int kWinScore = 30000;
inline constexpr int kWinThreshold = kWinScore - 1000;

// Base material values, indexed by Rank: Flag, Spy, Scout, Miner, Sergeant, Lieutenant,
// Captain, Major, Colonel, General, Marshal, Bomb. The Flag's worth is the game itself.
// Set by hand, not fitted. Fitted to who won people's games (Major 394, Colonel 603,
// General 770 against the Marshal's 1,000), they foretold winners better and played worse
// against Demon of Ignorance at its level 3 (docs/STRENGTH-LOG.md, "A twelfth time").
inline constexpr std::array<int, kRankCount> kMaterialValue = {0, 60, 40, 100, 50, 80, 120, 200, 350, 600, 1000, 70};

// A hidden piece that never moved may be a Bomb for all the enemy knows, so its shown
// pieces leave it alone: against Demon of Ignorance they took our hidden pieces that had
// moved 7.7 times a game and those that had not 0.7 times. The samples know every rank, so
// the search saw no cost in moving a new piece: by ply 100 ours had moved 15 pieces where
// the bot had moved 10.6. Each such piece of a side is worth this much to it.
inline constexpr int kUnmovedBonus = 15;

// Where the searching side believes the enemy Flag is: the hidden enemy pieces most
// likely to be it, with their odds. With it, that side's progress is measured toward all
// of them, weighted, the same in every sampled state, rather than toward the one Flag of
// each sample: a pull that sampling noise does not drown.
struct FlagCandidates {
  static constexpr int kMax = 8;
  int count = 0;
  std::array<PieceId, kMax> ids{};
  std::array<float, kMax> odds{};
};

// Which terms count. The greedy player weighs material and information only.
struct EvalTerms {
  bool progress = true;
  // The side whose search this is: its progress is toward `flagCandidates` when set, and
  // the contempt is its.
  Side searcher = Side::Red;
  const FlagCandidates* flagCandidates = nullptr;
  // What a draw costs `searcher` (and gains its opponent). With 0 a side a little behind
  // takes a draw by the no-battle cap over the risk of a battle; with more it plays on
  // unless it is further behind than this.
  int contempt = 0;
};

// The evaluation from the side to move's point of view.
int evaluate(const GameState& state, const EvalTerms& terms = {});

// The worth of a drawn game to the side to move: -contempt for the searcher.
int drawScore(const GameState& state, const EvalTerms& terms);

}  // namespace stratego
