#include "server/migrations.hpp"

#include <chrono>
#include <string_view>

namespace stratego::server {
namespace {

// The one word the dialects spell differently: an id the database numbers itself.
// SQLite numbers only a column declared exactly INTEGER PRIMARY KEY (its rowid).
constexpr std::string_view kIdToken = "{id}";

std::string inDialect(std::string sql, SqlDialect dialect) {
  const std::string id = dialect == SqlDialect::Sqlite ? "INTEGER PRIMARY KEY" : "BIGSERIAL PRIMARY KEY";
  for (std::size_t at = sql.find(kIdToken); at != std::string::npos; at = sql.find(kIdToken, at))
    sql.replace(at, kIdToken.size(), id);
  return sql;
}

// Seats hold a user id, kComputer (0) or kNobody (-1), hence no foreign key on them.
// An empty invite code means none; only real codes must be unique.
constexpr std::string_view kVersion1 = R"(
CREATE TABLE users (
  id {id},
  name TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  guest INTEGER NOT NULL,
  created_ms BIGINT NOT NULL
);
CREATE TABLE sessions (
  token TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  expires_ms BIGINT NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE TABLE games (
  id {id},
  settings TEXT NOT NULL,
  red BIGINT NOT NULL,
  blue BIGINT NOT NULL,
  status TEXT NOT NULL,
  result TEXT NOT NULL,
  invite_code TEXT NOT NULL,
  created_ms BIGINT NOT NULL,
  updated_ms BIGINT NOT NULL
);
CREATE UNIQUE INDEX games_invite ON games (invite_code) WHERE invite_code <> '';
CREATE INDEX games_status ON games (status, created_ms);
CREATE INDEX games_red ON games (red, created_ms);
CREATE INDEX games_blue ON games (blue, created_ms);
CREATE TABLE game_actions (
  game BIGINT NOT NULL REFERENCES games (id),
  seq INTEGER NOT NULL,
  action_json TEXT NOT NULL,
  at_ms BIGINT NOT NULL,
  PRIMARY KEY (game, seq)
);
CREATE TABLE setups (
  user_id BIGINT NOT NULL REFERENCES users (id),
  name TEXT NOT NULL,
  variant TEXT NOT NULL,
  setup TEXT NOT NULL,
  PRIMARY KEY (user_id, name)
);
CREATE TABLE ratings (
  user_id BIGINT NOT NULL REFERENCES users (id),
  variant TEXT NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  deviation DOUBLE PRECISION NOT NULL,
  volatility DOUBLE PRECISION NOT NULL,
  games INTEGER NOT NULL,
  PRIMARY KEY (user_id, variant)
);
CREATE INDEX ratings_board ON ratings (variant, rating);
CREATE TABLE rating_changes (
  id {id},
  user_id BIGINT NOT NULL REFERENCES users (id),
  game BIGINT NOT NULL REFERENCES games (id),
  variant TEXT NOT NULL,
  rating_before DOUBLE PRECISION NOT NULL,
  rating_after DOUBLE PRECISION NOT NULL,
  at_ms BIGINT NOT NULL
);
CREATE INDEX rating_changes_user ON rating_changes (user_id, at_ms);
)";

// Makes processes that start at once migrate one after the other. SQLite needs nothing:
// its transactions begin with the write lock already taken.
void lockSchema(SqlConnection& connection) {
  if (connection.dialect() == SqlDialect::Postgres) connection.run("SELECT pg_advisory_xact_lock(7355608)", {});
}

std::int64_t nowMs() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

}  // namespace

std::vector<Migration> migrations(SqlDialect dialect) {
  return {{1, inDialect(std::string(kVersion1), dialect)}};
}

void applyMigrations(SqlConnection& connection) {
  const std::vector<Migration> all = migrations(connection.dialect());
  for (const Migration& migration : all) {
    connection.transaction([&] {
      lockSchema(connection);
      connection.runScript(
          "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied_ms BIGINT NOT NULL)");
      if (!connection.run("SELECT version FROM schema_version WHERE version = $1", {std::int64_t{migration.version}})
               .empty())
        return;
      connection.runScript(migration.sql);
      connection.run("INSERT INTO schema_version (version, applied_ms) VALUES ($1, $2)",
                     {std::int64_t{migration.version}, nowMs()});
    });
  }
  const SqlRows newest = connection.run("SELECT version FROM schema_version ORDER BY version DESC LIMIT 1", {});
  if (newest.front().integer(0) > all.back().version)
    throw StorageError("the database's schema is version " + std::to_string(newest.front().integer(0)) +
                       ", newer than this program's " + std::to_string(all.back().version) +
                       ": run a newer stratego");
}

}  // namespace stratego::server
