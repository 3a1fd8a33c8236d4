// How one root move's scores over the sampled states (ai/sampled_search) add up to what
// the move is worth: each score counted as about the odds of winning, the samples grouped
// by what the draw decided for the move, and each group weighed by its odds in the
// beliefs rather than by how many samples happened to fall in it.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "ai/beliefs.hpp"
#include "ai/flag_safety.hpp"
#include "core/state.hpp"
#include "core/view.hpp"

namespace stratego {

// What a sampled state's score (ai/search, from the searcher's side) counts in the average
// over samples: about the odds of winning, in score units (near s for small s, never
// beyond 1000); a won game more than any score, the sooner the more; a lost game its
// full, far lower score.
std::int64_t sampleWorth(int score);

// The samples fall in up to two strata: the ordinary one, and, when an enemy piece could
// break through the Bombs beside our Flag if it were a Miner (ai/flag_safety), the case
// where it is one. That case is drawn apart, in a fixed share of the samples, and weighed
// by its odds: left to chance, samples would seldom make the piece a Miner and would
// miss a lost game worth far more than its odds suggest.
struct Strata {
  static constexpr int kCount = 2;
  MinerThreat threat;
  int minerSamples = 0;  // the first samples: the threat is a Miner in these

  Strata(const MinerThreat& t, int samples);
  int of(int sample) const { return sample < minerSamples ? 1 : 0; }
  float weight(int stratum) const;
  // The beliefs a sample of `stratum` draws from: the threat's Miner odds made certain or nil.
  Beliefs beliefsOf(int stratum, const Beliefs& beliefs) const;
};

// How an attack on a hidden piece ends, as far as the attacker goes (the Flag aside: taking
// it ends the game, and its odds are known exactly, so it is weighed apart).
enum class AttackOutcome : std::uint8_t { Wins, BothDie, Loses };
inline constexpr int kAttackOutcomes = 3;
AttackOutcome attackOutcome(Rank attacker, Rank defender);

// A case a root move's samples should have shown: how its attack on a hidden piece ends,
// and whether an enemy piece that would take our piece stands beside it once the move is
// made (the search draws such a case apart when no sample showed it).
struct TallyCase {
  AttackOutcome outcome = AttackOutcome::Wins;  // Wins also for a move that attacks no hidden piece
  bool threatBeside = false;
  friend bool operator==(const TallyCase&, const TallyCase&) = default;
};

// One root move's scores over the samples. An attack on a hidden piece is a gamble whose
// odds the beliefs know: ten samples would make a 15% Bomb a 0% or a 30% one, and the
// move whose samples were lucky would be played (of thirty moves, the luckiest gamble
// looks best). So its samples are grouped by how the battle ends in them, and each group
// counts by its odds; the Flag is left out of the groups and its win weighed by the
// piece's Flag odds. The same holds for what stands beside the piece a move puts at risk,
// once the enemy knows its rank: our Marshal dies to the Spy if one of the hidden pieces
// beside it is that Spy, a chance of a few percent that few samples show (the Marshal
// took pieces beside the enemy's Spy in a third of our games), and our known Major that
// takes a Scout dies to the Colonel beside it. So the samples are also grouped by whether
// a piece that would take ours stands there, each group weighed by its odds.
class RootTally {
 public:
  // For `move` (legal in `standIn`, the view's state with stand-in ranks), with the
  // beliefs and those each stratum draws from; where the move takes a piece the enemy had
  // shown, the odds that a piece beside takes ours back are raised by people's odds ratio
  // to the power `shownTakingPower` (ai/recapture_odds.hpp).
  RootTally(const GameState& standIn, const PlayerView& view, Move move, const Beliefs& beliefs,
            const std::array<Beliefs, Strata::kCount>& drawnFrom, float shownTakingPower);

  // A sample of `stratum`, the state it drew (before the move), and the move's score in it.
  void add(int stratum, const GameState& sample, int score);
  bool attacksHidden() const { return target_ != kNoPiece; }
  // The odds that a hidden enemy piece that would take it by attacking stands beside the
  // piece the move puts at risk: the moving piece if the enemy knows it once the move is
  // made (a battle showed it, or the move is its attack), else our known Marshal (0 when
  // there is no such piece, or nothing beside it could take it).
  float threatOdds() const { return threatOdds_; }
  // The cases that no sample of `stratum` has shown although their odds matter: the
  // search should draw one of each (conditionedOn gives the beliefs to draw it from).
  std::vector<TallyCase> unseenCases(int stratum) const;
  Beliefs conditionedOn(TallyCase c, const Beliefs& drawnFrom) const;
  // The move's worth: by stratum, each outcome seen by its odds, within it the threat's
  // cases by theirs; then the strata by theirs; then the Flag's win by its odds.
  std::int64_t mean(const Strata& strata) const;

 private:
  bool threatened(const GameState& sample) const;

  PieceId target_ = kNoPiece;  // the hidden piece attacked, if any
  Rank attacker_ = Rank::Flag;
  float flagOdds_ = -1.0f;     // the target's odds of being the Flag; -1: no such attack
  std::array<std::array<float, kAttackOutcomes>, Strata::kCount> odds_{};  // given no Flag
  // The piece the move puts at risk, known to the enemy (guardedAfter in the .cpp), and the
  // hidden enemy pieces beside it that may take it, the likeliest first.
  Rank guardedRank_ = Rank::Flag;
  std::vector<PieceId> threatCandidates_;
  float threatOdds_ = 0.0f;
  // By stratum, outcome, and whether a piece that takes ours stood beside it.
  template <typename T>
  using ByCase = std::array<std::array<std::array<T, 2>, kAttackOutcomes>, Strata::kCount>;
  ByCase<std::int64_t> sum_{};
  ByCase<int> count_{};
};

}  // namespace stratego
