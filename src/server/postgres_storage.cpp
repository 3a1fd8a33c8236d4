#include "server/postgres_storage.hpp"

#include <poll.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <future>
#include <mutex>
#include <pqxx/pqxx>
#include <system_error>
#include <thread>
#include <unordered_map>

#include "server/password_hash.hpp"
#include "server/sql_storage.hpp"

namespace stratego::server {
namespace {

constexpr const char* kChannel = "stratego_games";
constexpr int kReconnectDelayMs = 1000;

// The URL as errors may show it: without its password.
std::string described(const std::string& url) {
  std::string shown = url;
  const std::size_t user = shown.find("://");
  const std::size_t at = shown.find('@', user == std::string::npos ? 0 : user);
  if (user != std::string::npos && at != std::string::npos) {
    const std::size_t colon = shown.find(':', user + 3);
    if (colon < at) shown.replace(colon + 1, at - colon - 1, "***");
  }
  return "PostgreSQL database " + shown;
}

std::string message(const std::exception& e) {
  std::string text = e.what();
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  return text;
}

std::string asText(const SqlValue& value) {
  if (const auto* s = std::get_if<std::string>(&value)) return *s;
  if (const auto* i = std::get_if<std::int64_t>(&value)) return std::to_string(*i);
  char buffer[32];  // the shortest text that reads back as the same double
  const auto end = std::to_chars(buffer, buffer + sizeof buffer, std::get<double>(value)).ptr;
  return std::string(buffer, end);
}

class PostgresConnection final : public SqlConnection {
 public:
  explicit PostgresConnection(const std::string& url) : url_(url), where_(described(url)) {
    try {
      connection();
    } catch (const std::exception& e) {
      throw StorageError(where_ + ": cannot connect: " + message(e));
    }
  }

  SqlDialect dialect() const override { return SqlDialect::Postgres; }

  SqlRows run(const std::string& sql, const std::vector<SqlValue>& params) override {
    return guarded(sql, [&] {
      std::vector<std::string> texts;
      for (const SqlValue& value : params) texts.push_back(asText(value));
      const std::string& name = prepared(sql);  // connects first if needed
      const auto execute = [&](pqxx::transaction_base& tx) {
        return tx.exec_prepared(name, pqxx::prepare::make_dynamic_params(texts));
      };
      pqxx::result result;
      if (current_ != nullptr) {
        result = execute(*current_);
      } else {
        pqxx::nontransaction tx(connection());  // autocommit: committed when it returns
        result = execute(tx);
      }
      SqlRows rows;
      for (const auto& row : result) {
        std::vector<SqlValue> values;
        for (const auto& field : row) values.emplace_back(std::string(field.c_str(), field.size()));
        rows.emplace_back(std::move(values));
      }
      return rows;
    });
  }

  void runScript(const std::string& sql) override {
    guarded(sql, [&] {
      if (current_ != nullptr) {
        current_->exec(sql);
      } else {
        pqxx::nontransaction tx(connection());
        tx.exec(sql);
      }
    });
  }

  void transaction(const std::function<void()>& body) override {
    guarded("a transaction", [&] {
      pqxx::work tx(connection());
      current_ = &tx;
      struct Forget {
        pqxx::transaction_base*& current;
        ~Forget() { current = nullptr; }
      } forget{current_};
      body();
      tx.commit();
    });
  }

 private:
  // Runs `f`, turning libpqxx's exceptions into StorageError saying where and doing what.
  template <class F>
  auto guarded(const std::string& doing, F f) -> decltype(f()) {
    try {
      return f();
    } catch (const StorageError&) {
      throw;
    } catch (const pqxx::broken_connection& e) {
      lost_ = true;
      throw StorageError(where_ + ": connection lost (" + doing + "): " + message(e) + "; the next call reconnects");
    } catch (const std::exception& e) {
      throw StorageError(where_ + ": " + message(e) + " (" + doing + ")");
    }
  }

  // The connection, made anew when the last one was lost. libpqxx's own reactivation
  // does not recover from a server that closed the connection, and a lost statement
  // may or may not have committed, so the call that saw the loss throws and the next
  // one reconnects (never inside a transaction: current_ holds the old connection).
  pqxx::connection& connection() {
    if (!connection_ || (lost_ && current_ == nullptr)) {
      connection_.reset();
      names_.clear();
      connection_ = std::make_unique<pqxx::connection>(url_);
      lost_ = false;
    }
    return *connection_;
  }

  // Prepared on the server when first run.
  const std::string& prepared(const std::string& sql) {
    pqxx::connection& db = connection();
    auto found = names_.find(sql);
    if (found != names_.end()) return found->second;
    const std::string name = "s" + std::to_string(names_.size());
    db.prepare(name, sql);
    return names_.emplace(sql, name).first->second;
  }

  std::string url_, where_;
  std::unique_ptr<pqxx::connection> connection_;
  bool lost_ = false;
  std::unordered_map<std::string, std::string> names_;  // SQL → prepared statement name
  pqxx::transaction_base* current_ = nullptr;            // inside transaction()
};

// The second connection: LISTENs on its own thread and hands the game id of every
// NOTIFY on the channel to the listener. Started by the first listen(); stopped, without
// waiting for a timeout, by an eventfd the destructor signals.
class Notifications {
 public:
  // `self`: the tag of this storage's own announcements, which it does not hear.
  Notifications(const std::string& url, std::string self, std::function<void(GameId)> listener)
      : url_(url), where_(described(url)), self_(std::move(self)), listener_(std::move(listener)),
        wake_(::eventfd(0, EFD_CLOEXEC)) {
    if (wake_ < 0) throw StorageError(where_ + ": cannot create an eventfd to listen with");
    std::promise<void> listening;
    std::future<void> ready = listening.get_future();
    thread_ = std::thread([this, listening = std::move(listening)]() mutable { loop(listening); });
    try {
      ready.get();  // returns once LISTEN is active, so no announcement after listen() is missed
    } catch (...) {
      thread_.join();
      ::close(wake_);
      throw;
    }
  }

  ~Notifications() {
    const std::uint64_t one = 1;
    [[maybe_unused]] const auto written = ::write(wake_, &one, sizeof one);
    thread_.join();
    ::close(wake_);
  }

  void replace(std::function<void(GameId)> listener) {
    std::lock_guard lock(mutex_);
    listener_ = std::move(listener);
  }

 private:
  class Receiver final : public pqxx::notification_receiver {
   public:
    Receiver(pqxx::connection_base& connection, Notifications& owner)
        : pqxx::notification_receiver(connection, kChannel), owner_(owner) {}
    void operator()(const std::string& payload, int) override { owner_.deliver(payload); }

   private:
    Notifications& owner_;
  };

  // Payloads are "GAME:TAG"; a storage's own (its tag) are not for it.
  void deliver(const std::string& payload) {
    const std::size_t colon = payload.find(':');
    if (colon == std::string::npos || payload.compare(colon + 1, std::string::npos, self_) == 0) return;
    GameId game = 0;
    const auto [end, error] = std::from_chars(payload.data(), payload.data() + colon, game);
    if (error != std::errc() || end != payload.data() + colon) return;  // not one of ours
    std::lock_guard lock(mutex_);  // held during the call: replace() waits for it
    if (!listener_) return;
    try {
      listener_(game);
    } catch (...) {
      // The listener's failure is its own; this thread must go on listening.
    }
  }

  // True once the destructor has asked the thread to stop, waiting at most `timeoutMs`.
  bool stopRequested(int socket, int timeoutMs) const {
    pollfd fds[2] = {{wake_, POLLIN, 0}, {socket, POLLIN, 0}};
    if (::poll(fds, socket < 0 ? 1 : 2, timeoutMs) < 0 && errno != EINTR)
      throw std::system_error(errno, std::generic_category(), "poll");
    return (fds[0].revents & POLLIN) != 0;
  }

  void loop(std::promise<void>& listening) {
    bool started = false;
    for (;;) {
      try {
        pqxx::connection connection(url_);
        const Receiver receiver(connection, *this);  // sends LISTEN
        if (!started) listening.set_value();
        started = true;
        for (;;) {
          if (connection.sock() < 0) throw pqxx::broken_connection("the listening connection closed");
          if (stopRequested(connection.sock(), -1)) return;
          connection.get_notifs();  // throws broken_connection once the server is gone
        }
      } catch (const std::exception& e) {
        if (!started) {
          listening.set_exception(
              std::make_exception_ptr(StorageError(where_ + ": cannot LISTEN on " + kChannel + ": " + message(e))));
          return;
        }
        if (stopRequested(-1, kReconnectDelayMs)) return;  // else connect again
      }
    }
  }

  std::string url_, where_, self_;
  std::mutex mutex_;
  std::function<void(GameId)> listener_;
  int wake_;
  std::thread thread_;
};

class PostgresStorage final : public SqlStorage {
 public:
  explicit PostgresStorage(const std::string& url) : SqlStorage(std::make_unique<PostgresConnection>(url)), url_(url) {}

  // Every listening connection on the database hears it; this storage's own skips it.
  void announce(GameId game) override {
    run("SELECT pg_notify($1, $2)", {std::string(kChannel), std::to_string(game) + ":" + tag_});
  }

  void listen(std::function<void(GameId)> listener) override {
    std::lock_guard lock(listenMutex_);
    if (notifications_)
      notifications_->replace(std::move(listener));
    else
      notifications_ = std::make_unique<Notifications>(url_, tag_, std::move(listener));
  }

 private:
  std::string url_;
  const std::string tag_ = randomToken().substr(0, 16);  // tells this storage's announcements apart
  std::mutex listenMutex_;
  std::unique_ptr<Notifications> notifications_;  // destroyed, and its thread joined, before the base
};

}  // namespace

std::unique_ptr<Storage> openPostgresStorage(const std::string& url) { return std::make_unique<PostgresStorage>(url); }

}  // namespace stratego::server
