// A client of the game server for tests: HTTP calls that keep the session cookie, and a
// WebSocket whose reads give up after a timeout instead of hanging a test. Synchronous, over
// real loopback sockets.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <nlohmann/json.hpp>

namespace stratego::server::testing {

struct HttpAnswer {
  int status = 0;
  std::string body;
  nlohmann::json json() const { return nlohmann::json::parse(body, nullptr, false); }
};

class TestClient {
 public:
  explicit TestClient(unsigned short port) : port_(port) {}

  HttpAnswer call(boost::beast::http::verb verb, const std::string& target, const std::string& body = "");
  HttpAnswer post(const std::string& target, const nlohmann::json& body = nlohmann::json::object()) {
    return call(boost::beast::http::verb::post, target, body.dump());
  }
  HttpAnswer get(const std::string& target) { return call(boost::beast::http::verb::get, target); }
  const std::string& cookie() const { return cookie_; }
  void setCookie(std::string cookie) { cookie_ = std::move(cookie); }  // to come back as the same user

  // The WebSocket, with this client's cookie.
  void connect();
  void sendText(const std::string& text);
  void send(const nlohmann::json& message) { sendText(message.dump()); }
  // Sends `message` with a fresh id and returns the reply to it (ack, error, pong), or
  // {"type":"timeout"}; game messages that come meanwhile are kept as usual. Requests keep
  // within the server's message rate per connection, as a well-behaved client does (a test
  // that wants to exceed it uses sendText).
  nlohmann::json request(nlohmann::json message);
  // The next message, or nothing after `timeout`.
  std::optional<nlohmann::json> receive(std::chrono::milliseconds timeout = std::chrono::seconds(10));
  // Messages until one satisfies `wanted` (each seen is passed to `seen` too); nothing on timeout.
  std::optional<nlohmann::json> receiveUntil(const std::function<bool(const nlohmann::json&)>& wanted,
                                             std::chrono::milliseconds timeout = std::chrono::seconds(20));
  // The latest "game" message once it satisfies `wanted`: the last one received (while
  // waiting for a reply, say) if it does, else the next that does.
  std::optional<nlohmann::json> awaitGame(const std::function<bool(const nlohmann::json&)>& wanted,
                                          std::chrono::milliseconds timeout = std::chrono::seconds(20));
  bool socketOpen() const { return socket_ && socket_->is_open(); }

  std::function<void(const nlohmann::json&)> seen;  // every message received, e.g. to check for leaks

 private:
  unsigned short port_;
  std::string cookie_;
  boost::asio::io_context io_;
  std::unique_ptr<boost::beast::websocket::stream<boost::beast::tcp_stream>> socket_;
  std::optional<nlohmann::json> lastGame_;
  std::int64_t lastId_ = 0;
  // The requests this connection may still send at once: the server's bucket, less a margin.
  double tokens_ = 0;
  std::chrono::steady_clock::time_point tokensAt_;
  void waitForRate();
};

inline bool isGameMessage(const nlohmann::json& m) { return m.value("type", "") == "game"; }

// A client that keeps every "game" message it receives, in order.
struct RecordingClient {
  explicit RecordingClient(unsigned short port) : client(port) {
    client.seen = [this](const nlohmann::json& m) {
      if (isGameMessage(m)) messages.push_back(m);
    };
  }
  RecordingClient(const RecordingClient&) = delete;
  RecordingClient& operator=(const RecordingClient&) = delete;

  TestClient client;
  std::vector<nlohmann::json> messages;

  nlohmann::json request(const nlohmann::json& message) { return client.request(message); }
  const nlohmann::json& last() const { return messages.back(); }
};

}  // namespace stratego::server::testing
