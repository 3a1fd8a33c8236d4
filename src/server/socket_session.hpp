// One WebSocket connection (docs/SERVER.md, "WebSocket messages"): reads client messages,
// turns each into a hub call, answers ack or error, and sends the games it watches as
// they change. It speaks for the user of its session cookie (none: a spectator only).
// Limits: message size (kMaxSocketMessage) and a rate per connection; a message over the
// rate is answered with an error and dropped, and the connection stays usable.
#pragma once

#include <deque>
#include <memory>
#include <optional>
#include <set>
#include <string>

#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/websocket/stream.hpp>

#include "server/game_hub.hpp"
#include "server/http_types.hpp"

namespace stratego::server {

class SocketSession : public Watcher, public std::enable_shared_from_this<SocketSession> {
 public:
  SocketSession(boost::asio::ip::tcp::socket socket, GameHub& hub, std::optional<User> user);
  void run(HttpRequest upgrade);

  UserId user() const override { return user_ ? user_->id : kNobody; }
  void deliver(std::shared_ptr<const std::string> message) override;

 private:
  void read();
  void onMessage(const std::string& text);
  void leaveAll();  // unwatches every game, once the connection closed
  std::string answer(const std::string& text);
  bool withinRate();
  void write();

  boost::beast::websocket::stream<boost::beast::tcp_stream> socket_;
  GameHub& hub_;
  std::optional<User> user_;
  boost::beast::flat_buffer buffer_;
  std::deque<std::shared_ptr<const std::string>> outbox_;  // on the strand
  std::set<GameId> watching_;  // the hub holds us weakly; a closed session also unwatches (leaveAll)
  double tokens_ = kSocketMessageBurst;
  std::int64_t tokensAtMs_ = 0;
};

}  // namespace stratego::server
