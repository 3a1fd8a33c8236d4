#include "server/sqlite_storage.hpp"

#include <sqlite3.h>

#include <algorithm>
#include <system_error>
#include <unordered_map>

#include "server/sql_storage.hpp"

namespace stratego::server {
namespace {

constexpr int kBusyTimeoutMs = 5000;  // another process (a backup, the sqlite3 shell) may hold the lock briefly

struct CloseDatabase {
  void operator()(sqlite3* db) const { sqlite3_close_v2(db); }
};
struct FinalizeStatement {
  void operator()(sqlite3_stmt* statement) const { sqlite3_finalize(statement); }
};

class SqliteConnection final : public SqlConnection {
 public:
  explicit SqliteConnection(const std::filesystem::path& path) : path_(path.string()) {
    std::error_code error;
    if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path(), error);
    if (error)
      throw StorageError("cannot create the folder " + path.parent_path().string() + " for the SQLite database: " +
                         error.message());
    sqlite3* db = nullptr;
    const int rc = sqlite3_open_v2(path_.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
                                   nullptr);
    db_.reset(db);  // also on failure: the handle holds the message and must be closed
    if (rc != SQLITE_OK) fail("opening it");
    sqlite3_busy_timeout(db, kBusyTimeoutMs);
    // WAL with NORMAL: every commit is in the log file, handed to the operating system,
    // before the call returns, so a killed server loses nothing it acknowledged; the disk
    // is synced at checkpoints. FULL would sync at every action, which measured a p99 move
    // round trip over 50 ms under 1,000 live games (README, "Server load").
    runScript("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;");
  }

  SqlDialect dialect() const override { return SqlDialect::Sqlite; }

  SqlRows run(const std::string& sql, const std::vector<SqlValue>& params) override {
    sqlite3_stmt* statement = prepared(sql);
    // Leaves the statement ready for its next use however this call ends.
    struct Reset {
      sqlite3_stmt* statement;
      ~Reset() {
        sqlite3_reset(statement);
        sqlite3_clear_bindings(statement);
      }
    } reset{statement};
    for (std::size_t i = 0; i < params.size(); ++i) {
      const int index = static_cast<int>(i) + 1;
      const int rc = std::visit(
          [&](const auto& value) {
            using T = std::decay_t<decltype(value)>;
            if constexpr (std::is_same_v<T, std::int64_t>) return sqlite3_bind_int64(statement, index, value);
            else if constexpr (std::is_same_v<T, double>) return sqlite3_bind_double(statement, index, value);
            // SQLITE_STATIC: `params` outlives the statement's use of it.
            else return sqlite3_bind_text(statement, index, value.data(), static_cast<int>(value.size()), SQLITE_STATIC);
          },
          params[i]);
      if (rc != SQLITE_OK) fail(sql);
    }
    SqlRows rows;
    for (int rc = sqlite3_step(statement); rc != SQLITE_DONE; rc = sqlite3_step(statement)) {
      if (rc != SQLITE_ROW) fail(sql);
      rows.push_back(row(statement));
    }
    return rows;
  }

  void runScript(const std::string& sql) override {
    if (sqlite3_exec(db_.get(), sql.c_str(), nullptr, nullptr, nullptr) != SQLITE_OK) fail(sql);
  }

  void transaction(const std::function<void()>& body) override {
    runScript("BEGIN IMMEDIATE");
    try {
      body();
      runScript("COMMIT");
    } catch (...) {
      if (sqlite3_get_autocommit(db_.get()) == 0) sqlite3_exec(db_.get(), "ROLLBACK", nullptr, nullptr, nullptr);
      throw;
    }
  }

 private:
  [[noreturn]] void fail(const std::string& doing) const {
    throw StorageError("SQLite database " + path_ + ": " + sqlite3_errmsg(db_.get()) + " (" + doing + ")");
  }

  sqlite3_stmt* prepared(const std::string& sql) {
    auto found = statements_.find(sql);
    if (found != statements_.end()) return found->second.get();
    std::string native = sql;  // $1, $2, … in SQLite's words: ?1, ?2, …
    std::replace(native.begin(), native.end(), '$', '?');
    sqlite3_stmt* statement = nullptr;
    if (sqlite3_prepare_v3(db_.get(), native.c_str(), static_cast<int>(native.size()), SQLITE_PREPARE_PERSISTENT,
                           &statement, nullptr) != SQLITE_OK)
      fail(sql);
    statements_.emplace(sql, statement);
    return statement;
  }

  static SqlRow row(sqlite3_stmt* statement) {
    std::vector<SqlValue> values;
    for (int column = 0; column < sqlite3_column_count(statement); ++column) {
      switch (sqlite3_column_type(statement, column)) {
        case SQLITE_INTEGER: values.emplace_back(std::int64_t{sqlite3_column_int64(statement, column)}); break;
        case SQLITE_FLOAT: values.emplace_back(sqlite3_column_double(statement, column)); break;
        default: {
          const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(statement, column));
          values.emplace_back(std::string(text ? text : "", static_cast<std::size_t>(sqlite3_column_bytes(statement, column))));
        }
      }
    }
    return SqlRow(std::move(values));
  }

  std::string path_;
  std::unique_ptr<sqlite3, CloseDatabase> db_;  // declared before the statements: closed after them
  std::unordered_map<std::string, std::unique_ptr<sqlite3_stmt, FinalizeStatement>> statements_;
};

// A SQLite database serves one process: no other process can hold a game to tell.
class SqliteStorage final : public SqlStorage {
 public:
  explicit SqliteStorage(const std::filesystem::path& path) : SqlStorage(std::make_unique<SqliteConnection>(path)) {}
  void announce(GameId) override {}
  void listen(std::function<void(GameId)>) override {}
};

}  // namespace

std::unique_ptr<Storage> openSqliteStorage(const std::filesystem::path& path) {
  return std::make_unique<SqliteStorage>(path);
}

}  // namespace stratego::server
