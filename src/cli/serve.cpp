// `stratego serve`: the game server (issue 6, docs/SERVER.md): the web client's files, the
// JSON API and live games over WebSocket, on SQLite (default) or PostgreSQL.
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <memory>
#include <thread>
#include <vector>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/address.hpp>
#include <boost/asio/signal_set.hpp>

#include "cli/commands.hpp"
#include "server/api.hpp"
#include "server/http_server.hpp"
#include "server/storage.hpp"

namespace stratego::cli {
namespace {

struct ServeOptions {
  std::string host = "0.0.0.0";
  unsigned short port = 8080;
  std::string db = "sqlite:data/stratego.db";
  std::string web = "web/dist";
  int threads = 0;           // 0: one per core
  int computerThreads = 0;   // 0: one per core
  int computerMoveMs = 2000;
};

int serve(const ServeOptions& o) {
  using namespace stratego::server;
  std::unique_ptr<Storage> storage;
  boost::system::error_code error;
  const auto address = boost::asio::ip::make_address(o.host, error);
  if (error) {
    std::cerr << "stratego serve: --host '" << o.host << "' is not an IP address\n";
    return 2;
  }
  try {
    storage = openStorage(o.db);
  } catch (const StorageError& e) {
    std::cerr << "stratego serve: " << e.what() << "\n";
    return 1;
  }
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  boost::asio::io_context io;
  GameHub hub(*storage, io,
              {.computerThreads = o.computerThreads > 0 ? o.computerThreads : cores, .computerMoveMs = o.computerMoveMs});
  Accounts accounts(*storage);
  Api api(*storage, accounts, hub);
  StaticFiles files(o.web);
  std::unique_ptr<HttpServer> server;
  try {
    server = std::make_unique<HttpServer>(io, boost::asio::ip::tcp::endpoint(address, o.port),
                                          ServerParts{api, hub, accounts, files});
  } catch (const boost::system::system_error& e) {
    std::cerr << "stratego serve: cannot listen on " << o.host << ":" << o.port << ": " << e.code().message() << "\n";
    return 1;
  }
  storage->listen([&hub](GameId game) { hub.catchUp(game); });
  hub.resumeAll();
  server->start();
  boost::asio::signal_set signals(io, SIGINT, SIGTERM);
  signals.async_wait([&io](boost::system::error_code, int) { io.stop(); });
  std::printf("stratego serve: listening on http://%s:%u (storage %s)\n", o.host.c_str(), server->port(),
              o.db.c_str());
  std::fflush(stdout);
  std::vector<std::thread> threads;
  for (int i = 1; i < (o.threads > 0 ? o.threads : cores); ++i) threads.emplace_back([&io] { io.run(); });
  io.run();
  for (std::thread& t : threads) t.join();
  storage->listen({});  // no more news for the hub, which goes first
  return 0;
}

}  // namespace

void addServeCommand(CLI::App& app, int& exitCode) {
  auto opts = std::make_shared<ServeOptions>();
  CLI::App* cmd = app.add_subcommand("serve", "Run the game server: web client, JSON API and live games");
  cmd->add_option("--host", opts->host, "address to listen on (default 0.0.0.0: every interface)");
  cmd->add_option("--port", opts->port, "port to listen on; 0 picks a free one (default 8080)");
  cmd->add_option("--db", opts->db, "storage: sqlite:PATH (default sqlite:data/stratego.db) or postgresql://...");
  cmd->add_option("--web", opts->web, "the web client's built files (default web/dist)");
  cmd->add_option("--threads", opts->threads, "network threads (default: one per core)")->check(CLI::Range(0, 256));
  cmd->add_option("--computer-threads", opts->computerThreads, "threads the computer thinks on (default: one per core)")
      ->check(CLI::Range(0, 256));
  cmd->add_option("--computer-move-ms", opts->computerMoveMs, "the most the computer thinks about a move (default 2000)")
      ->check(CLI::Range(1, 60000));
  cmd->callback([opts, &exitCode] { exitCode = serve(*opts); });
}

}  // namespace stratego::cli
