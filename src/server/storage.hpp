// What the server keeps (issue 6): accounts and their sessions, games with the actions
// played in them, named setups, ratings. One interface, two backends: SQLite (a file,
// nothing to install) and PostgreSQL (several server processes on one database).
//
// Durability: every call has committed when it returns, so the server acknowledges an
// action only after appendAction returned true. Calls are safe from any thread.
// Errors of the database itself (disk full, connection lost) throw StorageError.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace stratego::server {

struct StorageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

using UserId = std::int64_t;
using GameId = std::int64_t;
constexpr UserId kComputer = 0;  // the seat of the computer in a game
constexpr UserId kNobody = -1;   // an open seat

struct User {
  UserId id = 0;
  std::string name;
  std::string passwordHash;  // empty for a guest
  bool guest = false;
  std::int64_t createdMs = 0;  // milliseconds since the epoch
};

struct StoredGame {
  GameId id = 0;
  std::string settings;  // JSON: kind (board or cards), variant, rules, clock, level, …
  UserId red = kNobody, blue = kNobody;
  std::string status;  // open, active, adjourned, over
  std::string result;  // empty until over
  std::string inviteCode;  // non-empty for a private invite
  std::int64_t createdMs = 0, updatedMs = 0;
};

struct StoredAction {
  int seq = 0;          // 0, 1, 2, … within its game
  std::string action;   // JSON, as the server applied it (with its seat and elapsed time)
  std::int64_t atMs = 0;
};

struct NamedSetup {
  std::string name;
  std::string variant;
  std::string setup;  // setup text
};

struct Rating {
  UserId user = 0;
  std::string variant;
  double rating = 1500, deviation = 350, volatility = 0.06;  // Glicko-2
  int games = 0;
};

struct RatingChange {
  GameId game = 0;
  std::string variant;
  double before = 0, after = 0;
  std::int64_t atMs = 0;
};

class Storage {
 public:
  virtual ~Storage() = default;

  // Accounts. createUser gives nothing when the name is taken.
  virtual std::optional<User> createUser(const std::string& name, const std::string& passwordHash, bool guest,
                                         std::int64_t nowMs) = 0;
  virtual std::optional<User> userById(UserId id) = 0;
  virtual std::optional<User> userByName(const std::string& name) = 0;
  virtual void setPasswordHash(UserId id, const std::string& passwordHash) = 0;

  // Login sessions, by the random token of the cookie.
  virtual void createSession(const std::string& token, UserId user, std::int64_t expiresMs) = 0;
  virtual std::optional<UserId> sessionUser(const std::string& token, std::int64_t nowMs) = 0;
  virtual void deleteSession(const std::string& token) = 0;
  virtual void deleteSessionsOf(UserId user) = 0;  // a changed password logs out everywhere

  // Games. createGame returns the game with its id; updateGame writes seats, status,
  // result and invite code (settings never change).
  virtual StoredGame createGame(const StoredGame& game) = 0;
  virtual std::optional<StoredGame> gameById(GameId id) = 0;
  virtual std::optional<StoredGame> gameByInvite(const std::string& code) = 0;
  virtual void updateGame(const StoredGame& game) = 0;
  virtual std::vector<StoredGame> gamesWithStatus(const std::string& status, int limit) = 0;  // newest first
  virtual std::vector<StoredGame> gamesOf(UserId user, int limit) = 0;                        // newest first

  // The actions of a game, in order. appendAction stores action `seq`; it gives false and
  // stores nothing when that seq is already stored (another process acted first).
  virtual bool appendAction(GameId game, const StoredAction& action) = 0;
  virtual std::vector<StoredAction> actions(GameId game, int fromSeq = 0) = 0;

  // Named setups, per account: saving a name again replaces it.
  virtual void saveSetup(UserId user, const NamedSetup& setup) = 0;
  virtual std::vector<NamedSetup> setups(UserId user) = 0;
  virtual bool deleteSetup(UserId user, const std::string& name) = 0;

  // Ratings per variant; recordRating stores the new rating and the change in one commit.
  virtual std::optional<Rating> rating(UserId user, const std::string& variant) = 0;
  virtual void recordRating(const Rating& rating, const RatingChange& change) = 0;
  virtual std::vector<Rating> leaderboard(const std::string& variant, int limit) = 0;  // best first
  virtual std::vector<RatingChange> ratingHistory(UserId user, int limit) = 0;         // newest first

  // Between server processes on one database: announce that a game changed, and hear of
  // the changes other processes announce (PostgreSQL LISTEN/NOTIFY). A process does not
  // hear its own announcements, and a SQLite database serves one process, so there both
  // are no-ops. The listener runs on a thread of the storage's own; listen({}) stops the
  // calls, returning once none is under way, so that what the listener uses may go.
  virtual void announce(GameId game) = 0;
  virtual void listen(std::function<void(GameId)> listener) = 0;
};

// Opens "sqlite:PATH" or "postgresql://…" (creating a SQLite file and its folder if
// missing) and brings the schema up to date. Throws StorageError saying what is wrong.
std::unique_ptr<Storage> openStorage(const std::string& url);

}  // namespace stratego::server
