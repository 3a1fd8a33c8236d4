// What a player remembers of its opponent's setups from one game to the next (the games of
// a match, or those one engine process plays): only what it saw, the ranks battles showed
// and which pieces moved, by the square each started on. Many opponents set up alike game
// after game: each of the 2012 contest's bots has one setup and its mirror image. Over the
// games the player learns how often the opponent repeated a setup it had seen, and in a new
// game it weighs each remembered setup by that and by how well what it sees so far fits it:
// a fit raises the odds of the remembered ranks on the squares it knows (where the Flag
// stood above all), a piece that contradicts it rules it out.
#pragma once

#include <array>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <set>
#include <vector>

#include "ai/behaviour_trust.hpp"
#include "ai/moved_ranks.hpp"
#include "ai/recapture_odds.hpp"
#include "ai/setup_prior.hpp"
#include "core/config.hpp"
#include "core/types.hpp"
#include "core/view.hpp"

namespace stratego {

// One enemy setup as seen, by start square as its owner sees it (Blue's squares reflected
// through the board's centre, as Red would have set them up).
struct SeenSetup {
  static constexpr std::int8_t kUnknown = SetupPrior::kSeenNothing;
  static constexpr std::int8_t kMovable = SetupPrior::kSeenMoved;  // moved, rank never shown
  Variant variant = Variant::Classic;
  BoardKind board = BoardKind::Large;
  SetupPrior::SeenCells cells{};  // a rank's index, kMovable or kUnknown
  int games = 1;                  // games it was seen in

  // What the viewer of `view` saw of the enemy's setup.
  static SeenSetup of(const PlayerView& view);
  // Whether the two could be one setup: no square holds ranks that differ (a piece seen
  // to move is no Bomb or Flag).
  bool fits(const SeenSetup& other) const;
  // Squares where both saw the same rank.
  int agreements(const SeenSetup& other) const;
  // Adds what `other` saw.
  void merge(const SeenSetup& other);
  // Whether nothing was seen (a game that ended before any piece moved). Such a game would
  // fit every setup and tell none apart, so it is not remembered.
  bool blank() const;
};

// What a player's notes of one game tallied of its opponent, for the games after: the
// enemy's moved ranks (ai/moved_ranks.hpp), how far its moves bore out the behaviour cues
// (ai/behaviour_trust.hpp), and how often it took back our pieces that had taken one it had
// shown (ai/recapture_odds.hpp).
struct OpponentTallies {
  MovedRankTally movedRanks;
  BehaviourTrustTally behaviourTrust;
  RecaptureTally recaptures;

  void add(const OpponentTallies& other);
  bool empty() const { return movedRanks.empty() && behaviourTrust.empty() && recaptures.empty(); }
};

// What a player kept of one game: the enemy's setup as seen, and its notes' tallies.
struct RememberedGame {
  SeenSetup seen;
  OpponentTallies tallies;
};

// What one game may recall: the opponent's setups remembered from earlier games, merged
// where they were one setup, and how often the opponent repeated one.
class SetupRecall {
 public:
  SetupRecall() = default;
  SetupRecall(std::vector<SeenSetup> setups, double repeatOdds, const OpponentTallies& tallies = {});

  bool empty() const { return setups_.empty(); }
  const std::vector<SeenSetup>& setups() const { return setups_; }
  double repeatOdds() const { return repeatOdds_; }

  // How likely each remembered setup is the one played now, given what `view` shows of
  // the enemy (by setup, as setups(); what is left is the odds of a setup not seen before).
  std::vector<double> posterior(const PlayerView& view, const SetupPrior& prior) const;
  // By piece id, for the hidden enemy pieces: how much likelier each rank is than the
  // prior says, given the remembered setups weighed by `posterior` (posterior()'s answer
  // for the same view); all 1 elsewhere.
  std::vector<std::array<float, kRankCount>> evidence(const PlayerView& view, const SetupPrior& prior,
                                                      const std::vector<double>& posterior) const;
  // Of the pieces seen beside the remembered Flags (those whose square was seen), how many
  // were Bombs: how the opponent rings its Flag.
  struct FlagNeighbours {
    int bombs = 0;
    int seen = 0;
  };
  FlagNeighbours flagNeighbours() const { return flagNeighbours_; }
  // Which ranks the opponent moved in the games recalled, against what the beliefs
  // foretold (ai/moved_ranks.hpp), and the factors the beliefs weigh its moved pieces by.
  const MovedRankTally& movedRanks() const { return tallies_.movedRanks; }
  const std::array<float, kRankCount>& movedRankFactors() const { return movedRankFactors_; }
  // How far the opponent's moves bore out the behaviour cues in the games recalled, and the
  // trust the beliefs weigh those cues by.
  const BehaviourTrustTally& behaviourTrustTally() const { return tallies_.behaviourTrust; }
  float behaviourTrust() const { return trust_; }
  // How often the opponent took back at once our pieces that had taken one it had shown,
  // against the odds given, and the power of people's odds ratio the search raises the
  // odds of such a recapture by.
  const RecaptureTally& recaptureTally() const { return tallies_.recaptures; }
  float recapturePower() const { return recapturePower_; }

 private:
  std::vector<SeenSetup> setups_;
  double repeatOdds_ = 0;
  FlagNeighbours flagNeighbours_;  // counted once: every belief of a game asks for it
  OpponentTallies tallies_;
  std::array<float, kRankCount> movedRankFactors_ = MovedRankTally{}.factors();  // likewise
  float trust_ = BehaviourTrustTally{}.trust();                                  // likewise
  float recapturePower_ = RecaptureTally{}.power();                              // likewise
};

// The memory a series of games shares. Games are numbered from 0; a game recalls only
// the games `lag` or more before it, so that games played at the same time (a match on
// several threads) recall the same whatever their timing. Safe to use from several
// threads.
class SetupMemory {
 public:
  // Told of each game as it is remembered (but games that showed nothing), in the memory's
  // lock: where a memory that outlives the process writes it down (ai/setup_memory_file.hpp).
  using Journal = std::function<void(const RememberedGame&)>;

  explicit SetupMemory(int lag = 1) : lag_(lag) {}
  // A memory that starts with the games of earlier series, oldest first (numbered before
  // game 0, so every game recalls them), and tells `journal` of each game it remembers from
  // now on.
  SetupMemory(int lag, const std::vector<RememberedGame>& earlier, Journal journal);

  // What the player of game `game` saw of the enemy when it ended, and what its notes of
  // the enemy tallied (none for a player that keeps no such notes).
  void remember(int game, const PlayerView& finalView, const OpponentTallies& tallies = {});
  // Game `game` is over, whether or not anything was remembered of it.
  void close(int game);
  // Waits until every game that `game` may recall is closed.
  void awaitRecallable(int game);
  // The remembered setups of games `lag` or more before `game`, of the configuration's
  // variant and board, merged in game order, and those games' tallies.
  SetupRecall recall(const GameConfig& config, int game) const;
  // One past the highest game remembered or closed (0 at first): the number of the next
  // game of a series whose games are played one after another by players made in turn.
  int nextGame() const;

 private:
  struct Entry {
    int game;
    SeenSetup seen;
  };
  struct TallyEntry {
    int game;
    Variant variant;
    BoardKind board;
    OpponentTallies tallies;
  };
  int lag_;
  Journal journal_;
  mutable std::mutex mutex_;
  std::condition_variable closed_;
  std::vector<Entry> entries_;
  std::vector<TallyEntry> tallies_;
  std::set<int> closedGames_;
  int closedPrefix_ = 0;  // games 0 .. closedPrefix_ - 1 are all closed
  int nextGame_ = 0;
};

}  // namespace stratego
