// One game the server runs: its stored row, what it is (settings), and the rules' session:
// a board game's (play/session: setup phase, moves, clock arithmetic, draw offers) or a
// Card Battle's (server/card_session). The envelope around it is the same for both: the
// seats, the count of actions, the status and the adjournment the server adds. Pure logic:
// the hub measures time, stores each action before apply() takes it, and sends the views.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <variant>

#include "ai/player.hpp"
#include "cards/card_player.hpp"
#include "play/session.hpp"
#include "server/card_session.hpp"
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
  // The rules' session: exactly one of the two is not null.
  const GameSession* board() const { return std::get_if<GameSession>(&now_.rules); }
  const CardSession* cards() const { return std::get_if<CardSession>(&now_.rules); }
  Outcome outcome() const;
  std::optional<Side> drawOffer() const;  // Card Battle has no draw offers
  // Grows with every move or card action, not with offers: a new turn to think about.
  std::int64_t progress() const;
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

  // In a game against the computer whose turn it is: its thinking, to run on a thread of
  // its own, which answers the action to play (the player is made on first use, and only
  // one such task at a time may run). Empty when the computer has nothing to do.
  std::function<GameAction()> computerTurn(std::int64_t moveTimeMs);

 private:
  // Everything the actions change.
  struct Progress {
    explicit Progress(std::variant<GameSession, CardSession> start) : rules(std::move(start)) {}
    std::variant<GameSession, CardSession> rules;
    int actions = 0;
    bool adjourned = false;
    std::optional<Side> adjournOffer;
    std::array<bool, 2> resumeAsked{};
  };
  Refusal applyTo(Progress& progress, const GameAction& action) const;
  Refusal play(GameSession& session, const GameAction& action) const;
  Refusal play(CardSession& session, const GameAction& action) const;
  Refusal adjourn(Progress& progress, const GameAction& action) const;
  Refusal resume(Progress& progress, const GameAction& action) const;
  std::function<GameAction()> boardTurn(Side me, std::int64_t moveTimeMs);
  std::function<GameAction()> cardTurn(Side me);

  StoredGame stored_;
  GameSettings settings_;
  Progress now_;
  std::unique_ptr<Player> computer_;
  std::unique_ptr<cards::CardPlayer> cardComputer_;
  std::size_t cardEventsObserved_ = 0;  // by cardComputer_
};

}  // namespace stratego::server
