#include "server/test_server.hpp"

#include <random>

#include <boost/asio/ip/address.hpp>

namespace stratego::server::testing {

TempFolder::TempFolder() {
  std::random_device device;
  path_ = std::filesystem::temp_directory_path() / ("stratego-test-" + std::to_string(device()));
  std::filesystem::create_directories(path_);
}

TempFolder::~TempFolder() {
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

TestServer::TestServer(const std::string& storageUrl, HubOptions hub) : storage_(openStorage(storageUrl)) {
  hub_ = std::make_unique<GameHub>(*storage_, io_, hub);
  accounts_ = std::make_unique<Accounts>(*storage_, true);
  api_ = std::make_unique<Api>(*storage_, *accounts_, *hub_);
  server_ = std::make_unique<HttpServer>(
      io_, boost::asio::ip::tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), 0),
      ServerParts{*api_, *hub_, *accounts_, files_});
  storage_->listen([this](GameId game) { hub_->catchUp(game); });
  hub_->resumeAll();
  server_->start();
  for (int i = 0; i < 2; ++i) threads_.emplace_back([this] { io_.run(); });
}

TestServer::~TestServer() {
  io_.stop();
  for (std::thread& t : threads_) t.join();
  storage_->listen({});  // no more news for the hub, which goes first
}

}  // namespace stratego::server::testing
