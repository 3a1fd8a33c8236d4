// Storage in one SQLite file, for a single server process: WAL journal and
// synchronous=NORMAL, so an acknowledged action survives a killed server (a power cut may
// lose the last moments before a checkpoint; PostgreSQL syncs every commit).
#pragma once

#include <filesystem>
#include <memory>

#include "server/storage.hpp"

namespace stratego::server {

// Opens (creating it and its folder if missing) the database at `path` and brings its
// schema up to date. It announces nothing: no other process shares the file.
std::unique_ptr<Storage> openSqliteStorage(const std::filesystem::path& path);

}  // namespace stratego::server
