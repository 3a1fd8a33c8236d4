// A game server in the test process, on a free loopback port, over a fresh SQLite file (or
// the database a URL names): the same parts `stratego serve` wires, with cheap password
// hashes and a quick computer.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include <boost/asio/io_context.hpp>

#include "server/api.hpp"
#include "server/http_server.hpp"
#include "server/storage.hpp"

namespace stratego::server::testing {

// A fresh folder under the system's temporary one, removed with the object.
class TempFolder {
 public:
  TempFolder();
  ~TempFolder();
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

class TestServer {
 public:
  explicit TestServer(const std::string& storageUrl, HubOptions hub = {.computerThreads = 1, .computerMoveMs = 50});
  ~TestServer();
  unsigned short port() const { return server_->port(); }
  Storage& storage() { return *storage_; }

 private:
  std::unique_ptr<Storage> storage_;
  boost::asio::io_context io_;
  std::unique_ptr<GameHub> hub_;
  std::unique_ptr<Accounts> accounts_;
  std::unique_ptr<Api> api_;
  StaticFiles files_{"/nonexistent"};
  std::unique_ptr<HttpServer> server_;
  std::vector<std::thread> threads_;
};

}  // namespace stratego::server::testing
