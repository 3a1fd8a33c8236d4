// The part of Storage both SQL backends share: every call written once as SQL over a
// small connection interface that SQLite and PostgreSQL each implement. Statements use
// $1, $2, … for their parameters (PostgreSQL's form; the SQLite side renames them ?1, ?2).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <variant>
#include <vector>

#include "server/storage.hpp"

namespace stratego::server {

enum class SqlDialect { Sqlite, Postgres };

using SqlValue = std::variant<std::int64_t, double, std::string>;

// One row of a result. SQLite gives typed values and PostgreSQL text, so the getters
// convert; a value that cannot be read as asked throws StorageError.
class SqlRow {
 public:
  explicit SqlRow(std::vector<SqlValue> values) : values_(std::move(values)) {}
  std::int64_t integer(std::size_t column) const;
  double real(std::size_t column) const;
  std::string text(std::size_t column) const;

 private:
  const SqlValue& at(std::size_t column) const;
  std::vector<SqlValue> values_;
};
using SqlRows = std::vector<SqlRow>;

// What a backend provides. Not thread-safe: SqlStorage calls it under its mutex.
// Every failure throws StorageError saying which database and which statement.
class SqlConnection {
 public:
  virtual ~SqlConnection() = default;
  virtual SqlDialect dialect() const = 0;
  // One statement, prepared once and kept; committed at once unless inside transaction().
  virtual SqlRows run(const std::string& sql, const std::vector<SqlValue>& params) = 0;
  // Several statements without parameters (the migrations).
  virtual void runScript(const std::string& sql) = 0;
  // Runs `body` so that its statements commit together, or none of them when it throws.
  // SQLite takes the write lock at the start (BEGIN IMMEDIATE).
  virtual void transaction(const std::function<void()>& body) = 0;
};

// Storage over one SqlConnection, one call at a time. announce and listen stay to the
// backends: how processes hear of each other is what differs between them.
class SqlStorage : public Storage {
 public:
  // Brings the schema up to date (migrations.hpp).
  explicit SqlStorage(std::unique_ptr<SqlConnection> connection);

  std::optional<User> createUser(const std::string& name, const std::string& passwordHash, bool guest,
                                 std::int64_t nowMs) override;
  std::optional<User> userById(UserId id) override;
  std::optional<User> userByName(const std::string& name) override;
  void setPasswordHash(UserId id, const std::string& passwordHash) override;

  void createSession(const std::string& token, UserId user, std::int64_t expiresMs) override;
  std::optional<UserId> sessionUser(const std::string& token, std::int64_t nowMs) override;
  void deleteSession(const std::string& token) override;
  void deleteSessionsOf(UserId user) override;

  StoredGame createGame(const StoredGame& game) override;
  std::optional<StoredGame> gameById(GameId id) override;
  std::optional<StoredGame> gameByInvite(const std::string& code) override;
  void updateGame(const StoredGame& game) override;
  std::vector<StoredGame> gamesWithStatus(const std::string& status, int limit) override;
  std::vector<StoredGame> gamesOf(UserId user, int limit) override;

  bool appendAction(GameId game, const StoredAction& action) override;
  std::vector<StoredAction> actions(GameId game, int fromSeq) override;

  void saveSetup(UserId user, const NamedSetup& setup) override;
  std::vector<NamedSetup> setups(UserId user) override;
  bool deleteSetup(UserId user, const std::string& name) override;

  std::optional<Rating> rating(UserId user, const std::string& variant) override;
  void recordRating(const Rating& rating, const RatingChange& change) override;
  std::vector<Rating> leaderboard(const std::string& variant, int limit) override;
  std::vector<RatingChange> ratingHistory(UserId user, int limit) override;

 protected:
  // One statement under the mutex, for what a backend adds (PostgreSQL's NOTIFY).
  SqlRows run(const std::string& sql, const std::vector<SqlValue>& params);

 private:
  std::mutex mutex_;
  std::unique_ptr<SqlConnection> connection_;
};

}  // namespace stratego::server
