// The listening socket and each HTTP connection (Boost.Beast): a request to /ws becomes a
// WebSocket (server/socket_session); /api/… goes to the JSON API (server/api); anything
// else is a file of the web client (server/static_files). Connections run on the
// io_context's threads, each on a strand of its own.
#pragma once

#include <memory>
#include <string>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>

#include "server/accounts.hpp"
#include "server/api.hpp"
#include "server/game_hub.hpp"
#include "server/static_files.hpp"

namespace stratego::server {

struct ServerParts {
  Api& api;
  GameHub& hub;
  Accounts& accounts;
  const StaticFiles& files;
};

class HttpServer {
 public:
  // Binds at once (throws boost::system::system_error when the port is taken); port 0
  // picks a free one, which port() then tells.
  HttpServer(boost::asio::io_context& io, const boost::asio::ip::tcp::endpoint& at, ServerParts parts);
  unsigned short port() const;
  void start();  // accepts connections until the io_context stops

 private:
  void accept();

  boost::asio::io_context& io_;
  boost::asio::ip::tcp::acceptor acceptor_;
  boost::asio::steady_timer retry_;
  ServerParts parts_;
};

}  // namespace stratego::server
