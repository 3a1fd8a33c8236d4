// The "game" message (docs/SERVER.md): what one seat, or a spectator, is shown of a game:
// who plays and is online, how it stands, the clocks, open offers, the board's layout, and
// the view of that seat. Every rank in it comes from a view of the seat
// (formats/server_json_view), never from the truth.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "formats/server_json_view.hpp"
#include "server/live_game.hpp"

namespace stratego::server {

// Who sits in each seat (red, blue): the names shown, and whether the seat is online (a
// socket of its player watches the game, or the computer plays it).
struct SeatPresence {
  std::array<std::string, 2> names;
  std::array<bool, 2> online = {false, false};
};

// `runningMs`: how long the side to move has been thinking, for the clock it is shown.
// The first message a watcher gets has the whole history; later ones only the last move.
std::string gameMessageText(const LiveGame& game, std::optional<Side> seat, const SeatPresence& seats,
                            std::int64_t runningMs, WithHistory history);

}  // namespace stratego::server
