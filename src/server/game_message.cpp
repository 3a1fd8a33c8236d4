#include "server/game_message.hpp"

#include "cards/card_json.hpp"
#include "cards/card_view.hpp"
#include "formats/setup_text.hpp"

namespace stratego::server {
namespace {

using nlohmann::json;

json sideOrNull(const std::optional<Side>& side) { return side ? json(sideJson(*side)) : json(nullptr); }

json clockJson(const LiveGame& game, std::int64_t runningMs) {
  if (game.settings().clock.initialMs == 0) return nullptr;
  const Clock& clock = game.board()->clock();  // only a board game has a clock
  const auto running = game.clockRunningFor();
  json out = {{"running", sideOrNull(running)}};
  for (Side side : {Side::Red, Side::Blue})
    out[std::string(sideJson(side))] = clock.remaining(side) - (running == side ? runningMs : 0);
  return out;
}

// Before the start: who is ready, and the seat's own setup once declared.
json setupJson(const LiveGame& game, std::optional<Side> seat) {
  const GameSession& session = *game.board();
  json out = {{"ready", {{"red", session.isReady(Side::Red)}, {"blue", session.isReady(Side::Blue)}}}};
  if (seat && session.isReady(*seat))
    out["mine"] = formatSetup(game.settings().config, *seat, session.setup(*seat));
  return out;
}

// A board game's view: the board once it started, else the setup phase.
void addBoardView(json& message, const LiveGame& game, std::optional<Side> seat, WithHistory history) {
  const GameSession& session = *game.board();
  message["layout"] = layoutJson(game.settings().config);  // the client draws the board and setup zone with it
  if (const auto& state = session.state()) {
    const PlayerView view = seat ? makeView(*state, *seat) : makePublicView(*state);
    message["board"] = boardViewJson(view, *state, history);
    if (state->outcome().over())  // the game is over: both armies are shown, for the replay
      for (Side side : {Side::Red, Side::Blue})
        message["armies"][std::string(sideJson(side))] = formatSetup(game.settings().config, side, session.setup(side));
  } else {
    message["setup"] = setupJson(game, seat);
  }
}

// A Card Battle's: a seat's own view, or a spectator's public facts.
void addCardView(json& message, const CardSession& session, std::optional<Side> seat) {
  if (seat)
    message["cards"] = cards::cardViewJson(cards::makeCardView(session.game(), *seat));
  else
    message["table"] = publicCardsJson(session.game());
}

}  // namespace

std::string gameMessageText(const LiveGame& game, std::optional<Side> seat, const SeatPresence& seats,
                            std::int64_t runningMs, WithHistory history) {
  json message = {{"type", "game"},
                  {"game", game.stored().id},
                  {"seat", seat ? sideJson(*seat) : "spectator"},
                  {"status", game.status()},
                  {"result", game.resultText()},
                  {"settings", publicSettingsJson(gameSettingsJson(game.settings()))},
                  {"players", {{"red", seats.names[0]}, {"blue", seats.names[1]}}},
                  {"online", {{"red", seats.online[0]}, {"blue", seats.online[1]}}},
                  {"clock", clockJson(game, runningMs)},
                  {"drawOffer", sideOrNull(game.drawOffer())},
                  {"adjournOffer", sideOrNull(game.adjournOffer())}};
  if (const CardSession* card = game.cards())
    addCardView(message, *card, seat);
  else
    addBoardView(message, game, seat, history);
  return message.dump();
}

}  // namespace stratego::server
