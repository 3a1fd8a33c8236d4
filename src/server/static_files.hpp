// The web client's built files (web/dist), served as they are. A path that names no file
// and has no extension is a page of the client's own (/game/12, /invite/CODE) and gets
// index.html. Nothing outside the folder is ever read: paths with "..", backslashes or
// NUL bytes are refused.
#pragma once

#include <filesystem>

#include "server/http_types.hpp"

namespace stratego::server {

class StaticFiles {
 public:
  explicit StaticFiles(std::filesystem::path root) : root_(std::move(root)) {}
  HttpResponse serve(const HttpRequest& request) const;

 private:
  std::filesystem::path root_;
};

}  // namespace stratego::server
