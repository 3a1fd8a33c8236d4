// The HTTP messages of the server (Boost.Beast), and the limits every connection keeps.
#pragma once

#include <cstddef>

#include <boost/beast/http.hpp>

namespace stratego::server {

using HttpRequest = boost::beast::http::request<boost::beast::http::string_body>;
using HttpResponse = boost::beast::http::response<boost::beast::http::string_body>;

constexpr std::size_t kMaxRequestBody = 64 * 1024;   // no request of the API is near it
constexpr std::size_t kMaxSocketMessage = 16 * 1024;  // a WebSocket message
constexpr int kSocketMessagesPerSecond = 20;          // sustained, per connection
constexpr int kSocketMessageBurst = 60;

}  // namespace stratego::server
