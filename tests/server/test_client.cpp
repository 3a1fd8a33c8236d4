#include "server/test_client.hpp"

#include <algorithm>
#include <thread>

#include <boost/beast/core/buffers_to_string.hpp>
#include <boost/beast/core/flat_buffer.hpp>

#include "server/http_types.hpp"

namespace stratego::server::testing {
namespace {

// Requests stay this many messages (and messages a second) inside the server's limits, so
// that a ping or a watch sent beside them never tips a connection over.
constexpr int kRateMargin = 5;

}  // namespace

namespace beast = boost::beast;
namespace http = beast::http;
using tcp = boost::asio::ip::tcp;

HttpAnswer TestClient::call(http::verb verb, const std::string& target, const std::string& body) {
  beast::tcp_stream stream(io_);
  stream.connect(tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), port_));
  http::request<http::string_body> request{verb, target, 11};
  request.set(http::field::host, "127.0.0.1");
  if (!cookie_.empty()) request.set(http::field::cookie, cookie_);
  if (!body.empty()) {
    request.set(http::field::content_type, "application/json");
    request.body() = body;
  }
  request.prepare_payload();
  http::write(stream, request);
  beast::flat_buffer buffer;
  http::response<http::string_body> response;
  http::read(stream, buffer, response);
  if (const auto set = response[http::field::set_cookie]; !set.empty()) cookie_ = std::string(set.substr(0, set.find(';')));
  beast::error_code ignored;
  stream.socket().shutdown(tcp::socket::shutdown_both, ignored);
  return {static_cast<int>(response.result_int()), response.body()};
}

void TestClient::connect() {
  socket_ = std::make_unique<beast::websocket::stream<beast::tcp_stream>>(io_);
  beast::get_lowest_layer(*socket_).connect(tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), port_));
  socket_->set_option(beast::websocket::stream_base::decorator([cookie = cookie_](beast::websocket::request_type& r) {
    if (!cookie.empty()) r.set(http::field::cookie, cookie);
  }));
  socket_->handshake("127.0.0.1", "/ws");
  tokens_ = kSocketMessageBurst - kRateMargin;
  tokensAt_ = std::chrono::steady_clock::now();
}

void TestClient::waitForRate() {
  constexpr double perSecond = kSocketMessagesPerSecond - kRateMargin;
  const auto now = std::chrono::steady_clock::now();
  tokens_ = std::min<double>(kSocketMessageBurst - kRateMargin,
                             tokens_ + std::chrono::duration<double>(now - tokensAt_).count() * perSecond);
  tokensAt_ = now;
  if (tokens_ < 1) {
    std::this_thread::sleep_for(std::chrono::duration<double>((1 - tokens_) / perSecond));
    tokens_ = 1;
    tokensAt_ = std::chrono::steady_clock::now();
  }
  tokens_ -= 1;
}

void TestClient::sendText(const std::string& text) {
  if (!socket_) throw std::runtime_error("the test client's socket is closed (a read timed out)");
  socket_->text(true);
  socket_->write(boost::asio::buffer(text));
}

std::optional<nlohmann::json> TestClient::receive(std::chrono::milliseconds timeout) {
  if (!socket_) return std::nullopt;
  beast::flat_buffer buffer;
  beast::error_code error;
  bool done = false;
  socket_->async_read(buffer, [&](beast::error_code e, std::size_t) {
    error = e;
    done = true;
  });
  io_.restart();
  io_.run_for(timeout);
  if (!done) {  // give up: cancel the read and let it finish
    beast::get_lowest_layer(*socket_).cancel();
    io_.restart();
    io_.run();
    socket_.reset();  // a cancelled WebSocket read leaves the stream unusable
    return std::nullopt;
  }
  if (error) return std::nullopt;
  nlohmann::json message = nlohmann::json::parse(beast::buffers_to_string(buffer.data()), nullptr, false);
  if (message.is_object() && message.value("type", "") == "game") lastGame_ = message;
  if (seen) seen(message);
  return message;
}

std::optional<nlohmann::json> TestClient::receiveUntil(const std::function<bool(const nlohmann::json&)>& wanted,
                                                       std::chrono::milliseconds timeout) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (socket_) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return std::nullopt;
    auto message = receive(left);
    if (!message) return std::nullopt;
    if (wanted(*message)) return message;
  }
  return std::nullopt;
}

nlohmann::json TestClient::request(nlohmann::json message) {
  const std::int64_t id = ++lastId_;
  message["id"] = id;
  waitForRate();
  send(message);
  const auto reply = receiveUntil([id](const nlohmann::json& m) {
    return m.value("type", "") != "game" && m.contains("id") && m["id"] == id;
  });
  return reply ? *reply : nlohmann::json{{"type", "timeout"}};
}

std::optional<nlohmann::json> TestClient::awaitGame(const std::function<bool(const nlohmann::json&)>& wanted,
                                                    std::chrono::milliseconds timeout) {
  if (lastGame_ && wanted(*lastGame_)) return lastGame_;
  return receiveUntil([&](const nlohmann::json& m) { return m.value("type", "") == "game" && wanted(m); }, timeout);
}

}  // namespace stratego::server::testing
