// Where each rank tends to stand at the start of a game: for every square of a setup zone,
// as its owner sees it, how likely each rank is there. Learned from the human setups of
// the library where the variant has them (classic, barrage10), from the setup generator's
// model otherwise. Beliefs (ai/beliefs.hpp) start from it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "ai/setup_library.hpp"
#include "core/config.hpp"
#include "core/types.hpp"

namespace stratego {

class SetupPrior {
 public:
  // From the library's human setups of the configuration's variant, or the generator's
  // model when the library has none for it (its few built-ins would teach only those).
  // Every rank of the army keeps a small probability on every square of the zone, so that
  // no setup is ever impossible; squares outside the zone (pieces of a resumed or free
  // position start anywhere) get the army's share. About 10-30 ms: learn once, keep it.
  static SetupPrior learn(const SetupLibrary& library, const GameConfig& config);
  // No knowledge of setups: every rank equally likely on every square (weighted by the
  // army's counts).
  static SetupPrior uniform(const GameConfig& config);

  // How likely `rank` is on `start`, for a piece of `side` that started there.
  float odds(Side side, Square start, Rank rank) const;

  // Whether it knows where pieces stand around the Flag (learned priors do; the uniform
  // one does not, nor does any prior for squares outside the setup zone).
  bool knowsFlagSurroundings(Side side, Square flagStart, Square start) const;
  // How likely each rank is on `start` given that the side's Flag started on `flagStart`
  // (another square), indexed by Rank: people gather Bombs round the Flag (over half of the
  // squares beside it hold one, against a quarter of the back rank) and keep their best
  // pieces away. Where it does not know them, the square's plain odds less the Flag's. The
  // Flag's own rank gets 0.
  std::array<float, kRankCount> oddsGivenFlag(Side side, Square flagStart, Square start) const;
  // How often people put a Bomb beside their Flag (in the setup zone): the squares beside
  // each Flag square, weighed by that square's Flag odds. About 0.56 on classic (0.571
  // counted over the 64,920 setups themselves, 0.445 of which ring the Flag whole); none
  // where it does not know the Flag's surroundings. The same for both sides.
  std::optional<double> flagRingShare() const { return flagRingShare_; }
  // How much more (or less) likely each rank is on `start` than its square's odds say, given
  // that a piece of `known` rank started next to it (`knownStart` beside or diagonal to it):
  // people pair pieces (the Spy beside the General three times as often as the squares'
  // odds would have it, Bombs beside Sergeants, no two Colonels together). Indexed by
  // Rank; all 1 where it does not know (uniform prior, squares not neighbours or outside
  // the zone), and for the Flag, whose surroundings oddsGivenFlag weighs already.
  std::array<float, kRankCount> neighbourLift(Side side, Square knownStart, Rank known, Square start) const;

  // What a player has seen of an enemy setup, by square as Red sees it: a rank's index
  // where that rank was shown, kSeenMoved where a piece moved and was never shown, kSeenNothing
  // elsewhere (SeenSetup's cells, ai/setup_memory.hpp).
  static constexpr std::int8_t kSeenNothing = -1;
  static constexpr std::int8_t kSeenMoved = kRankCount;
  using SeenCells = std::array<std::int8_t, kGridSize>;
  // Whether it learned from people's setups, which oddsOfLikeSetups weighs.
  bool knowsSetups() const { return !setups_.empty(); }
  // How often the library's human setups like the one seen put each rank on each square (by
  // square as Red sees it; -1 for every rank outside the zone, or everywhere when it knows
  // no setups). People build whole setups, not square by square: the ranks shown, and
  // which pieces moved, point to setups built like the enemy's, and so to where its Bombs
  // and its other pieces stand. Each setup weighs less for each square that contradicts
  // what was seen (kLikeMismatch: another rank there than the one shown; kLikeMovedBomb: a
  // Bomb or the Flag where a piece moved), so that no setup is ruled out (the enemy's own
  // is seldom among them, and a setup like it may differ on a few squares). A few
  // milliseconds for the 64,920 classic setups.
  using SquareOdds = std::array<std::array<float, kRankCount>, kGridSize>;
  SquareOdds oddsOfLikeSetups(const SeenCells& seen) const;

 private:
  Square asRed(Side side, Square s) const;

  // By square as Red sees it (Blue's squares are reflected through the board centre).
  std::array<std::array<float, kRankCount>, kGridSize> odds_{};
  BoardKind board_ = BoardKind::Large;
  // Red's zone squares numbered 0..zoneSize-1 (-1 outside), and by [flag][square][rank]
  // of that numbering, the odds given the Flag; empty when not learned.
  std::array<std::int8_t, kGridSize> zoneIndex_{};
  int zoneSize_ = 0;
  std::vector<float> givenFlag_;
  std::optional<double> flagRingShare_;
  // [diagonal][known rank][rank]: neighbourLift for squares beside and diagonal.
  using LiftTable = std::array<std::array<float, kRankCount>, kRankCount>;
  std::array<LiftTable, 2> lift_{};
  // The human setups learned from, as Red: [setup * zoneSize_ + zone square] a rank's index
  // (-1 on a square left empty); empty when it learned from none.
  std::vector<std::int8_t> setups_;
};

}  // namespace stratego
