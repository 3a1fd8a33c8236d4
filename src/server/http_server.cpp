#include "server/http_server.hpp"

#include <chrono>

#include <boost/asio/strand.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include "server/http_text.hpp"
#include "server/socket_session.hpp"

namespace stratego::server {
namespace {

namespace beast = boost::beast;
namespace http = beast::http;
using tcp = boost::asio::ip::tcp;

constexpr auto kIdleTimeout = std::chrono::seconds(60);

// One HTTP connection: reads requests one after another and answers each, until the
// client closes, idles too long, or asks for a WebSocket.
class HttpConnection : public std::enable_shared_from_this<HttpConnection> {
 public:
  HttpConnection(tcp::socket socket, ServerParts parts) : stream_(std::move(socket)), parts_(parts) {}

  void run() { read(); }

 private:
  void read() {
    parser_.emplace();
    parser_->body_limit(kMaxRequestBody);
    stream_.expires_after(kIdleTimeout);
    http::async_read(stream_, buffer_, *parser_,
                     [self = shared_from_this()](beast::error_code error, std::size_t) { self->onRead(error); });
  }

  void onRead(beast::error_code error) {
    if (error == http::error::end_of_stream) return close();
    if (error == http::error::body_limit || error == http::error::header_limit)
      return respond(jsonRefusal(http::status::payload_too_large, "the request is too large"), false);
    if (error) return;  // timeout or reset: nothing to answer
    HttpRequest request = parser_->release();
    if (beast::websocket::is_upgrade(request)) {
      if (request.target() != "/ws") return respond(jsonRefusal(http::status::not_found, "WebSockets are at /ws"), false);
      const auto cookie = namedValue(request[http::field::cookie], ';', Accounts::kCookie);
      const auto user = cookie ? parts_.accounts.userOfToken(*cookie) : std::nullopt;
      return std::make_shared<SocketSession>(stream_.release_socket(), parts_.hub, user)->run(std::move(request));
    }
    const bool keepAlive = request.keep_alive();
    HttpResponse response = request.target().starts_with("/api/") ? parts_.api.handle(request)
                                                                  : parts_.files.serve(request);
    response.keep_alive(keepAlive);
    respond(std::move(response), keepAlive);
  }

  void respond(HttpResponse response, bool keepAlive) {
    auto held = std::make_shared<HttpResponse>(std::move(response));
    held->prepare_payload();
    http::async_write(stream_, *held,
                      [self = shared_from_this(), held, keepAlive](beast::error_code error, std::size_t) {
                        if (error) return;
                        if (keepAlive) self->read();
                        else self->close();
                      });
  }

  void close() {
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
  }

  beast::tcp_stream stream_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  ServerParts parts_;
};

}  // namespace

HttpServer::HttpServer(boost::asio::io_context& io, const tcp::endpoint& at, ServerParts parts)
    : io_(io), acceptor_(boost::asio::make_strand(io)), retry_(io), parts_(parts) {
  acceptor_.open(at.protocol());
  acceptor_.set_option(boost::asio::socket_base::reuse_address(true));
  acceptor_.bind(at);
  acceptor_.listen(boost::asio::socket_base::max_listen_connections);
}

unsigned short HttpServer::port() const { return acceptor_.local_endpoint().port(); }

void HttpServer::start() { accept(); }

void HttpServer::accept() {
  acceptor_.async_accept(boost::asio::make_strand(io_), [this](beast::error_code error, tcp::socket socket) {
    if (error == boost::asio::error::operation_aborted || !acceptor_.is_open()) return;
    if (!error) {
      std::make_shared<HttpConnection>(std::move(socket), parts_)->run();
      return accept();
    }
    // Out of file descriptors, say: try again in a moment rather than spin.
    retry_.expires_after(std::chrono::milliseconds(100));
    retry_.async_wait([this](beast::error_code) { accept(); });
  });
}

}  // namespace stratego::server
