// One game from its setup phase to its end, as a person plays it (issue 3): each side edits
// its setup until it declares itself ready, then the moves alternate under the rules and an
// optional clock, until the board, a resignation, an agreed draw or a clock ends the game.
//
// Every operation returns nothing when it was done, or a message for people saying why it
// was refused; a refused operation leaves the session exactly as it was.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "core/clock.hpp"
#include "core/config.hpp"
#include "core/placement.hpp"
#include "core/random.hpp"
#include "core/state.hpp"
#include "core/view.hpp"
#include "formats/record.hpp"

namespace stratego {

// Nothing when the operation was done, else why it was refused.
using Refusal = std::optional<std::string>;

enum class Phase : std::uint8_t { Setup, Playing, Over };

class GameSession {
 public:
  // `control` all zeros plays without a clock. Names may be empty.
  GameSession(const GameConfig& config, const TimeControl& control, std::array<std::string, 2> names);

  // Setup phase. A side's setup may be partial while it is edited; a side that is ready
  // can no longer change it. When both sides are ready the game starts.
  Refusal randomSetup(Side side, Random& rng);
  Refusal setSetup(Side side, const Placement& setup);  // must pass validateSetup
  Refusal place(Side side, Square square, Rank rank);   // onto an empty square of the zone
  Refusal clearSquare(Side side, Square square);
  Refusal swap(Side side, Square a, Square b);  // either square may be empty
  Refusal ready(Side side);
  const Placement& setup(Side side) const { return setups_[index(side)]; }
  bool isReady(Side side) const { return ready_[index(side)]; }

  // Play phase. A move that the mover's clock did not survive is not played: the game
  // ends on time instead (the call still succeeds; see outcome()).
  Refusal move(Side side, Move move, std::int64_t elapsedMs);
  Refusal resign(Side side);
  // A draw offer stands until the other side accepts or declines it or makes a move.
  Refusal offerDraw(Side side);
  Refusal acceptDraw(Side side);
  Refusal declineDraw(Side side);
  const std::optional<Side>& drawOffer() const { return drawOffer_; }
  // Ends the game if a clock ran out `elapsedMs` into the thinking of `toMove`; refused
  // when no clock has run out.
  Refusal flagFall(Side toMove, std::int64_t elapsedMs);
  // Against the computer: takes back moves until `human` is to move again, one of its
  // own moves taken back; not once the game is over. Time already spent stays spent.
  Refusal undo(Side human);

  Phase phase() const;
  const GameConfig& config() const { return config_; }
  const std::optional<GameState>& state() const { return state_; }  // from the start on
  const Clock& clock() const { return clock_; }
  Outcome outcome() const { return state_ ? state_->outcome() : Outcome{}; }
  const std::string& name(Side side) const { return names_[index(side)]; }
  std::optional<PlayerView> view(Side side) const;  // from the start on
  // The game so far: both setups as they stand, the moves, the result, the names as the
  // tags Red and Blue.
  GameRecord record() const;

  friend bool operator==(const GameSession&, const GameSession&) = default;

 private:
  friend class SessionLoader;  // restores what a record does not replay (play/session_file)

  Refusal checkEditable(Side side) const;
  Refusal checkSetupSquare(Side side, Square square) const;
  Refusal checkPlaying() const;
  Refusal checkPlaying(Side side, const char* what) const;
  Refusal checkOfferTo(Side side) const;
  Refusal checkUndo(Side human) const;
  int armyCount(Rank rank) const;
  void start();
  void play(Move move);
  void end(Outcome outcome);

  GameConfig config_;
  std::array<std::string, 2> names_;
  std::array<Placement, 2> setups_{};
  std::array<bool, 2> ready_{};
  std::optional<GameState> state_;
  Clock clock_;
  std::optional<Side> drawOffer_;
};

}  // namespace stratego
