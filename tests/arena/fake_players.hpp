// Players for the arena's tests: random movers that misbehave in a chosen way at a chosen
// move, as a broken engine would, and count the gameOver calls they get.
#pragma once

#include <chrono>
#include <stdexcept>
#include <thread>

#include "ai/random_player.hpp"

namespace stratego::testing {

enum class Misdeed { None, Error, SlowError, Illegal, Resign, Throw, BadSetup, SetupError };

class FakePlayer : public RandomPlayer {
 public:
  explicit FakePlayer(Misdeed misdeed = Misdeed::None, int atMove = 3) : misdeed_(misdeed), atMove_(atMove) {}

  std::string name() const override { return "fake"; }

  SetupDecision setup() override {
    if (misdeed_ == Misdeed::BadSetup) return {Placement(), {}};
    if (misdeed_ == Misdeed::SetupError) return {Placement(), "the program exited (exit code 1)"};
    return RandomPlayer::setup();
  }

  Decision choose(const PlayerView& view, const ThinkLimits& limits) override {
    if (++moves_ < atMove_) return RandomPlayer::choose(view, limits);
    switch (misdeed_) {
      case Misdeed::Error: return {Move(), {}, "the program exited (killed by signal 11)"};
      case Misdeed::SlowError:
        std::this_thread::sleep_for(std::chrono::milliseconds(limits.moveTimeMs + 10));
        return {Move(), {}, "no reply in time"};
      case Misdeed::Illegal: return {standStill(view), {}, {}};
      case Misdeed::Resign: return {Move(), {}, {}};
      case Misdeed::Throw: throw std::runtime_error("out of cheese");
      default: return RandomPlayer::choose(view, limits);
    }
  }

  void gameOver(const PlayerView& view) override {
    ++gameOvers;
    lastOutcome = view.outcome;
  }

  int gameOvers = 0;
  Outcome lastOutcome;

 private:
  // A "move" of one of its own pieces to its own square: no move at all.
  static Move standStill(const PlayerView& view) {
    for (const ViewPiece& piece : view.pieces)
      if (piece.side == view.viewer && piece.square != kNoSquare) return Move(piece.square, piece.square);
    return Move();
  }

  Misdeed misdeed_;
  int atMove_;
  int moves_ = 0;
};

}  // namespace stratego::testing
