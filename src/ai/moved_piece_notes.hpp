// One game's notes of the opponent's moved hidden pieces, for the two things a player
// learns about that opponent over a series: which ranks it moves (ai/moved_ranks.hpp) and
// how far its steps bear out the behaviour cues (ai/behaviour_trust.hpp). Both are learned
// from the same pieces at the same turns: every kEvery-th call of observe() writes down,
// for each hidden enemy piece that has moved, the odds the decision's beliefs gave it and
// the odds the beliefs give it with the cues weighed at each trust; at the game's end the
// pieces whose rank the final view shows are tallied.
#pragma once

#include <array>
#include <cstddef>
#include <functional>
#include <vector>

#include "ai/behaviour_trust.hpp"
#include "ai/beliefs.hpp"
#include "ai/moved_ranks.hpp"
#include "ai/player.hpp"
#include "core/types.hpp"
#include "core/view.hpp"

namespace stratego {

class MovedPieceNotes {
 public:
  static constexpr int kEvery = 3;
  using BeliefsAt = std::function<Beliefs(float trust)>;

  // What the player's beliefs were weighed by this turn: the moved-rank factors (divided
  // out again, so that what is tallied is what the beliefs foretell without them) and the
  // trust of the cues.
  struct Weighing {
    std::array<float, kRankCount> factors;
    float trust;
  };

  // `reported`: the beliefs the decision was made with (as it reports them, by square);
  // `beliefsAt` works them out at the other trusts (and at the one in effect where a noted
  // piece was not reported).
  void observe(const PlayerView& view, const std::vector<PieceBelief>& reported, const Weighing& inEffect,
               const BeliefsAt& beliefsAt);
  MovedRankTally movedRanks(const PlayerView& finalView) const;
  BehaviourTrustTally behaviourTrust(const PlayerView& finalView) const;

 private:
  // The odds the decision gave each of the notes from `first` on; empty where one of them
  // was not reported.
  std::vector<RankOdds> reportedOdds(const PlayerView& view, const std::vector<PieceBelief>& reported,
                                     std::size_t first) const;

  struct Note {
    PieceId id;
    // The odds the decision's beliefs gave it, without the moved-rank factors; all 0 where
    // they left none.
    RankOdds unweighed;
    std::array<RankOdds, BehaviourTrustTally::kTrusts.size()> atTrust;  // by trust
  };
  std::vector<Note> notes_;
  int calls_ = 0;
};

}  // namespace stratego
