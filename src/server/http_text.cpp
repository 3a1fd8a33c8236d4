#include "server/http_text.hpp"

namespace stratego::server {

namespace http = boost::beast::http;

HttpResponse jsonReply(http::status status, const nlohmann::json& body) {
  HttpResponse response{status, 11};
  response.set(http::field::content_type, "application/json");
  response.set(http::field::cache_control, "no-store");
  // A client's own bytes may come back in an error message: never throw on them.
  response.body() = body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return response;
}

HttpResponse jsonRefusal(http::status status, const std::string& why) { return jsonReply(status, {{"error", why}}); }

std::optional<std::string> namedValue(std::string_view list, char separator, std::string_view name) {
  while (!list.empty()) {
    const std::size_t end = list.find(separator);
    std::string_view pair = list.substr(0, end);
    list = end == std::string_view::npos ? std::string_view() : list.substr(end + 1);
    while (!pair.empty() && pair.front() == ' ') pair.remove_prefix(1);
    if (pair.size() > name.size() && pair.starts_with(name) && pair[name.size()] == '=')
      return std::string(pair.substr(name.size() + 1));
  }
  return std::nullopt;
}

}  // namespace stratego::server
