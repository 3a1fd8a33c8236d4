#include "server/game_message.hpp"

#include "formats/setup_text.hpp"

namespace stratego::server {
namespace {

using nlohmann::json;

json sideOrNull(const std::optional<Side>& side) { return side ? json(sideJson(*side)) : json(nullptr); }

json clockJson(const LiveGame& game, std::int64_t runningMs) {
  if (game.settings().clock.initialMs == 0) return nullptr;
  const Clock& clock = game.session().clock();
  const auto running = game.clockRunningFor();
  json out = {{"running", sideOrNull(running)}};
  for (Side side : {Side::Red, Side::Blue})
    out[std::string(sideJson(side))] = clock.remaining(side) - (running == side ? runningMs : 0);
  return out;
}

// Before the start: who is ready, and the seat's own setup once declared.
json setupJson(const LiveGame& game, std::optional<Side> seat) {
  const GameSession& session = game.session();
  json out = {{"ready", {{"red", session.isReady(Side::Red)}, {"blue", session.isReady(Side::Blue)}}}};
  if (seat && session.isReady(*seat))
    out["mine"] = formatSetup(game.settings().config, *seat, session.setup(*seat));
  return out;
}

}  // namespace

std::string gameMessageText(const LiveGame& game, std::optional<Side> seat, const std::array<std::string, 2>& names,
                            std::int64_t runningMs, WithHistory history) {
  const GameSession& session = game.session();
  json message = {{"type", "game"},
                  {"game", game.stored().id},
                  {"seat", seat ? sideJson(*seat) : "spectator"},
                  {"status", game.status()},
                  {"result", game.resultText()},
                  {"settings", gameSettingsJson(game.settings())},
                  {"players", {{"red", names[0]}, {"blue", names[1]}}},
                  {"clock", clockJson(game, runningMs)},
                  {"drawOffer", sideOrNull(session.drawOffer())},
                  {"adjournOffer", sideOrNull(game.adjournOffer())}};
  message["settings"].erase("seed");  // the computer's randomness stays with the server
  if (const auto& state = session.state()) {
    const PlayerView view = seat ? makeView(*state, *seat) : makePublicView(*state);
    message["board"] = boardViewJson(view, *state, history);
    if (state->outcome().over())  // the game is over: both armies are shown, for the replay
      for (Side side : {Side::Red, Side::Blue})
        message["armies"][std::string(sideJson(side))] = formatSetup(game.settings().config, side, session.setup(side));
  } else {
    message["setup"] = setupJson(game, seat);
  }
  return message.dump();
}

}  // namespace stratego::server
