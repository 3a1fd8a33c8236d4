// Storage in a PostgreSQL database, for one or several server processes sharing it:
// announcements travel between them by LISTEN/NOTIFY on the channel stratego_games.
#pragma once

#include <memory>
#include <string>

#include "server/storage.hpp"

namespace stratego::server {

// Connects to `url` (postgresql://user:password@host:port/database) and brings the
// schema up to date. Calls take turns on one connection; when it is lost, the call
// throws StorageError and the next call connects again. The first listen() opens a
// second connection that LISTENs on a thread of its own, reconnecting when it drops
// (announcements made while it is down are not heard).
std::unique_ptr<Storage> openPostgresStorage(const std::string& url);

}  // namespace stratego::server
