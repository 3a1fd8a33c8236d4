// The computer players that think: `greedy` and the `strong` levels, one class with
// different settings. Each move: beliefs about the hidden enemy ranks, sampled full
// states, alpha-beta on each, the best average (ai/sampled_search; or, as an option, a
// tree over what the player can see: ai/tree_search). Setups come from the human library
// where the variant has one, from the setup model otherwise.
#pragma once

#include <memory>
#include <string>

#include "ai/moved_piece_notes.hpp"
#include "ai/player.hpp"
#include "ai/recapture_odds.hpp"
#include "ai/sampled_search.hpp"
#include "ai/series_seat.hpp"
#include "ai/setup_memory.hpp"
#include "ai/setup_prior.hpp"
#include "ai/transposition_table.hpp"
#include "core/random.hpp"

namespace stratego {

struct SearchPlayerSettings {
  std::string name;
  int samples = 8;
  std::int64_t nodes = 0;  // per move, when the caller sets no node limit
  int maxDepth = 64;
  int quiescenceDepth = 4;
  EvalTerms terms;
  bool remembersSetups = true;  // recalls the opponent's setups of earlier games
  bool treeSearch = false;      // searches by ai/tree_search instead of ai/sampled_search
};

// greedy: every legal move scored one ply deep by material and information, averaged over
// a few sampled states; no look-ahead at replies, no plan (equal moves: one at random).
SearchPlayerSettings greedySettings();
// strong:LEVEL, 1..kStrongLevels: level 1 looks one ply ahead and at the attacks that
// follow; level 2 also heads for the enemy Flag; levels 3 to 5 search as deep as 8k, 32k
// and 128k nodes allow, each in more sampled states than the one below.
SearchPlayerSettings strongSettings(int level);

class SearchPlayer : public Player {
 public:
  explicit SearchPlayer(SearchPlayerSettings settings, SeriesSeat seat = {});
  std::string name() const override { return settings_.name; }
  void newGame(const GameConfig& config, Side side, std::uint64_t seed) override;
  SetupDecision setup() override;
  Decision choose(const PlayerView& view, const ThinkLimits& limits) override;
  void gameOver(const PlayerView& view) override;

 private:
  SearchPlayerSettings settings_;
  GameConfig config_;
  Side side_ = Side::Red;
  Random rng_{1};
  const SetupPrior* prior_ = nullptr;
  std::unique_ptr<TranspositionTable> table_;
  std::shared_ptr<SetupMemory> memory_;  // null when it does not remember
  int nextGame_ = 0;
  int game_ = -1;  // this game's number in the memory; -1 before the first
  SetupRecall recall_;
  MovedPieceNotes movedPieces_;  // this game's notes of the enemy's moved pieces
  RecaptureNotes recaptures_;    // and of our captures of its shown pieces
};

// The time to spend on a move: the move time when one is given, else a share of the
// clock (a fortieth of what is left plus most of the increment, never more than a
// quarter of it); 0 when no time limit applies.
std::int64_t moveBudgetMs(const ThinkLimits& limits);

}  // namespace stratego
