// One game the server runs: its stored row, what it is (settings), and the session the
// rules check (play/session: setup phase, moves, clock arithmetic, draw offers), plus the
// adjournment the server adds. Pure logic: the hub measures time, stores each action
// before apply() takes it, and sends the views.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>

#include "ai/player.hpp"
#include "play/session.hpp"
#include "server/game_action.hpp"
#include "server/game_settings.hpp"
#include "server/storage.hpp"

namespace stratego::server {

class LiveGame {
 public:
  LiveGame(StoredGame stored, GameSettings settings);

  // Whether `action` may be applied now: the same checks apply() makes, with no change.
  Refusal check(const GameAction& action) const;
  // Applies a checked action; a refused one changes nothing.
  Refusal apply(const GameAction& action);

  const StoredGame& stored() const { return stored_; }
  StoredGame& stored() { return stored_; }
  const GameSettings& settings() const { return settings_; }
  const GameSession& session() const { return now_.session; }
  int actionCount() const { return now_.actions; }
  bool adjourned() const { return now_.adjourned; }
  std::optional<Side> adjournOffer() const { return now_.adjournOffer; }
  // The seat `user` holds, if any; the computer holds kComputer's seat.
  std::optional<Side> seatOf(UserId user) const;
  // The side whose thinking the clock is counting now, if any.
  std::optional<Side> clockRunningFor() const;
  // "open", "active", "adjourned" or "over", and the result text once over.
  std::string status() const;
  std::string resultText() const;

  // The computer's player in a game against it, made on first use; only the hub's one
  // thinking task at a time touches it.
  Player* computer();

 private:
  // Everything the actions change.
  struct Progress {
    explicit Progress(GameSession start) : session(std::move(start)) {}
    GameSession session;
    int actions = 0;
    bool adjourned = false;
    std::optional<Side> adjournOffer;
    std::array<bool, 2> resumeAsked{};
  };
  Refusal applyTo(Progress& progress, const GameAction& action) const;
  Refusal adjourn(Progress& progress, const GameAction& action) const;
  Refusal resume(Progress& progress, const GameAction& action) const;

  StoredGame stored_;
  GameSettings settings_;
  Progress now_;
  std::unique_ptr<Player> computer_;
};

}  // namespace stratego::server
