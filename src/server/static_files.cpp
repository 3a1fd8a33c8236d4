#include "server/static_files.hpp"

#include <array>
#include <fstream>
#include <sstream>
#include <string_view>
#include <utility>

namespace stratego::server {
namespace {

namespace http = boost::beast::http;

constexpr std::array<std::pair<std::string_view, std::string_view>, 10> kTypes = {{
    {".html", "text/html; charset=utf-8"},
    {".js", "text/javascript; charset=utf-8"},
    {".css", "text/css; charset=utf-8"},
    {".json", "application/json"},
    {".svg", "image/svg+xml"},
    {".png", "image/png"},
    {".ico", "image/x-icon"},
    {".woff2", "font/woff2"},
    {".txt", "text/plain; charset=utf-8"},
    {".map", "application/json"},
}};

std::string_view typeOf(const std::filesystem::path& file) {
  const std::string extension = file.extension().string();
  for (const auto& [ext, type] : kTypes)
    if (ext == extension) return type;
  return "application/octet-stream";
}

// Shown when the web client has not been built, so that a server started from a fresh
// checkout still says what it is.
constexpr std::string_view kNoClientPage =
    "<!doctype html><title>Stratego</title><h1>Stratego server</h1>"
    "<p>The web client is not built here (web/dist). The JSON API is at /api/ and live games at /ws; "
    "see docs/SERVER.md.</p>";

HttpResponse plain(http::status status, std::string_view type, std::string body) {
  HttpResponse response{status, 11};
  response.set(http::field::content_type, type);
  response.body() = std::move(body);
  return response;
}

bool safe(std::string_view path) {
  return path.starts_with('/') && path.find("..") == std::string_view::npos &&
         path.find('\\') == std::string_view::npos && path.find('\0') == std::string_view::npos;
}

}  // namespace

HttpResponse StaticFiles::serve(const HttpRequest& request) const {
  if (request.method() != http::verb::get && request.method() != http::verb::head)
    return plain(http::status::method_not_allowed, "text/plain", "only GET and HEAD here\n");
  std::string_view path = request.target();
  path = path.substr(0, path.find('?'));
  if (!safe(path)) return plain(http::status::bad_request, "text/plain", "bad path\n");
  std::filesystem::path file = root_ / std::filesystem::path(path.substr(1));
  std::error_code error;
  if (path == "/" || (!std::filesystem::is_regular_file(file, error) && !file.has_extension()))
    file = root_ / "index.html";
  if (!std::filesystem::is_regular_file(file, error)) {
    if (file.filename() == "index.html") return plain(http::status::ok, "text/html; charset=utf-8", std::string(kNoClientPage));
    return plain(http::status::not_found, "text/plain", "not found\n");
  }
  std::ifstream in(file, std::ios::binary);
  std::ostringstream body;
  body << in.rdbuf();
  HttpResponse response = plain(http::status::ok, typeOf(file), body.str());
  if (request.method() == http::verb::head) response.body().clear();
  return response;
}

}  // namespace stratego::server
