// A computer (or remote) player of Card Battle: it sees the game only through its view and
// the events as it saw them, and answers an action for whatever the phase asks (arrange,
// act, fill).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "cards/card_view.hpp"
#include "core/random.hpp"

namespace stratego::cards {

class CardPlayer {
 public:
  virtual ~CardPlayer() = default;
  virtual std::string name() const = 0;
  virtual void newGame(Side side, std::uint64_t seed) = 0;
  // Each event as this player saw it (eventSeenBy), its own actions included.
  virtual void observe(const CardEvent& /*seen*/) {}
  // A legal action for the view's side, which is to act.
  virtual CardAction choose(const CardView& view) = 0;
};

// What the one-look players (random, greedy) keep: a random stream reseeded each game and
// a buffer for the legal actions, which stops allocating once it has grown.
class SeededCardPlayer : public CardPlayer {
 public:
  void newGame(Side, std::uint64_t seed) override { random_.reseed(seed); }

 protected:
  Random random_;
  std::vector<CardAction> actions_;
};

// "random", "greedy" (the heuristic), "strong" or "strong:1".."strong:5"; nothing and a
// reason for anything else.
std::unique_ptr<CardPlayer> makeCardPlayer(std::string_view spec, std::string& error);

}  // namespace stratego::cards
