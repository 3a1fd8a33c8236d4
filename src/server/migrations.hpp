// The schema of the server's database as an ordered list of migrations, shared by SQLite
// and PostgreSQL. The table schema_version records the versions applied; a database is
// brought up to date by applying, each in its own transaction, those it lacks.
#pragma once

#include <string>
#include <vector>

#include "server/sql_storage.hpp"

namespace stratego::server {

struct Migration {
  int version = 0;
  std::string sql;  // in the dialect's words
};

// Every migration, oldest first. Append new ones; never edit one that has shipped.
std::vector<Migration> migrations(SqlDialect dialect);

// Applies the migrations the database lacks. Safe to call on every start, also from
// several processes at once. Throws StorageError when the database's schema is newer
// than this program's.
void applyMigrations(SqlConnection& connection);

}  // namespace stratego::server
