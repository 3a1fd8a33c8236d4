// Small pieces of HTTP text every part of the server writes or reads the same way: JSON
// replies (and refusals, {"error": "…"}), and one value out of a list of name=value pairs
// (a Cookie header, a query string).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "server/http_types.hpp"

namespace stratego::server {

HttpResponse jsonReply(boost::beast::http::status status, const nlohmann::json& body);
HttpResponse jsonRefusal(boost::beast::http::status status, const std::string& why);

// The value of `name` in "a=1; b=2" (separator ';') or "a=1&b=2" ('&'); spaces before a
// pair are skipped.
std::optional<std::string> namedValue(std::string_view list, char separator, std::string_view name);

}  // namespace stratego::server
