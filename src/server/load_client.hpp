// The scripted players of `stratego loadtest` (issue 6): many games at once against a
// running server, over loopback sockets, as the web client plays them. Each player makes a
// guest account over HTTP, creates or joins its game, then upgrades the same connection to
// the WebSocket, watches the game, sends a random setup and plays random moves from the
// `legal` list it is shown. Every game message is checked for hidden ranks: an enemy piece
// may carry a rank only once it is revealed.
//
// The players of a share of the games run on one thread (an io_context of their own, no
// locks); a LoadGate shared by the threads holds every move back until every game is set
// up, so that they are all live at once.
#pragma once

#include <cstdint>
#include <string>

#include <boost/asio/ip/tcp.hpp>

#include "core/config.hpp"
#include "server/load_tally.hpp"

namespace stratego::server {

struct LoadSettings {
  boost::asio::ip::tcp::endpoint server;
  std::string host;  // the Host header
  std::string variant = "duel";
  GameConfig config;  // of `variant`, for the setups
  int movesPerGame = 100;  // plies, both sides together; then the side to move resigns
  // The mean pause before each move, drawn uniformly from 0 to twice it: players think, and
  // moves that did not would all land together (and trip the server's per-connection rate).
  int thinkMs = 5000;
  int replyTimeoutMs = 30000;  // a request not answered by then is an error
  std::uint64_t seed = 1;
};

// Plays `games` games (numbered from `firstGame`, for the seeds) on the calling thread until
// all are over or failed.
LoadTally playLoadGames(const LoadSettings& settings, LoadGate& gate, int firstGame, int games);

}  // namespace stratego::server
