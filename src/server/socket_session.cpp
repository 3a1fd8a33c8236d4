#include "server/socket_session.hpp"

#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>
#include <boost/beast/core/buffers_to_string.hpp>
#include <boost/beast/websocket.hpp>

#include "formats/server_json_messages.hpp"
#include "server/server_clock.hpp"

namespace stratego::server {
namespace {

namespace beast = boost::beast;
namespace websocket = beast::websocket;

// The hub's action for a client message that acts in a game.
GameAction actionOf(const ClientMessage& m) {
  static constexpr const char* kAnswers[] = {"", "accept", "decline"};
  GameAction a;
  a.text = m.text;
  a.answer = kAnswers[static_cast<int>(m.answer)];
  switch (m.type) {
    case ClientMessageType::Setup: a.kind = ActionKind::Setup; break;
    case ClientMessageType::Resign: a.kind = ActionKind::Resign; break;
    case ClientMessageType::Draw: a.kind = ActionKind::Draw; break;
    case ClientMessageType::Adjourn: a.kind = ActionKind::Adjourn; break;
    case ClientMessageType::Resume: a.kind = ActionKind::Resume; break;
    case ClientMessageType::Card: a.kind = ActionKind::Card; break;
    default: a.kind = ActionKind::Move; break;
  }
  return a;
}

}  // namespace

SocketSession::SocketSession(boost::asio::ip::tcp::socket socket, GameHub& hub, std::optional<User> user)
    : socket_(std::move(socket)), hub_(hub), user_(std::move(user)) {}

void SocketSession::run(HttpRequest upgrade) {
  // Replies are small and often come two at once (a game message, then the ack): with
  // Nagle's algorithm the second waits for the client's delayed ACK, some 40 ms.
  beast::error_code ignored;
  beast::get_lowest_layer(socket_).socket().set_option(boost::asio::ip::tcp::no_delay(true), ignored);
  socket_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
  socket_.read_message_max(kMaxSocketMessage);
  tokensAtMs_ = steadyMs();
  socket_.async_accept(upgrade, [self = shared_from_this()](beast::error_code error) {
    if (!error) self->read();
  });
}

void SocketSession::read() {
  socket_.async_read(buffer_, [self = shared_from_this()](beast::error_code error, std::size_t) {
    if (error == websocket::error::message_too_big)
      self->deliver(std::make_shared<const std::string>(errorText(std::nullopt, "the message is too large")));
    // Beast closes the socket after message_too_big: a client that sent one is broken.
    if (error) return self->leaveAll();
    const std::string text = beast::buffers_to_string(self->buffer_.data());
    self->buffer_.consume(self->buffer_.size());
    self->onMessage(text);
    self->read();
  });
}

// The connection is gone: its players are offline in its games from now (docs/SERVER.md, `online`).
void SocketSession::leaveAll() {
  for (const GameId game : watching_) hub_.unwatch(game, this);
  watching_.clear();
}

bool SocketSession::withinRate() {
  const std::int64_t now = steadyMs();
  tokens_ = std::min<double>(kSocketMessageBurst, tokens_ + (now - tokensAtMs_) * kSocketMessagesPerSecond / 1000.0);
  tokensAtMs_ = now;
  if (tokens_ < 1) return false;
  tokens_ -= 1;
  return true;
}

void SocketSession::onMessage(const std::string& text) {
  deliver(std::make_shared<const std::string>(
      withinRate() ? answer(text)
                   : errorText(parseClientMessage(text).id, "too many messages: at most 20 a second; this one was dropped")));
}

std::string SocketSession::answer(const std::string& text) {
  const ClientRequest request = parseClientMessage(text);
  if (!request.message) return errorText(request.id, request.message.error());
  const ClientMessage& m = *request.message;
  Refusal refusal;
  switch (m.type) {
    case ClientMessageType::Ping:
      return pongText(request.id);
    case ClientMessageType::Watch:
      refusal = hub_.watch(m.game, shared_from_this());
      if (!refusal) watching_.insert(m.game);
      break;
    case ClientMessageType::Unwatch:
      hub_.unwatch(m.game, this);
      watching_.erase(m.game);
      break;
    default:
      refusal = user_ ? hub_.act(m.game, user_->id, actionOf(m)) : Refusal("sign in or play as a guest first");
  }
  return refusal ? errorText(request.id, *refusal) : ackText(request.id);
}

// From any thread: the message joins the queue on the connection's strand.
void SocketSession::deliver(std::shared_ptr<const std::string> message) {
  boost::asio::post(socket_.get_executor(), [self = shared_from_this(), message = std::move(message)] {
    self->outbox_.push_back(message);
    if (self->outbox_.size() == 1) self->write();
  });
}

void SocketSession::write() {
  socket_.text(true);
  socket_.async_write(boost::asio::buffer(*outbox_.front()),
                      [self = shared_from_this()](beast::error_code error, std::size_t) {
                        if (error) return;
                        self->outbox_.pop_front();
                        if (!self->outbox_.empty()) self->write();
                      });
}

}  // namespace stratego::server
