#include "server/sql_storage.hpp"

#include <charconv>

#include "server/migrations.hpp"

namespace stratego::server {
namespace {

template <class Number>
Number parsed(const std::string& text) {
  Number value{};
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size())
    throw StorageError("the database gave '" + text + "' where a number was expected");
  return value;
}

const std::string kUserColumns = "id, name, password_hash, guest, created_ms";
const std::string kGameColumns = "id, settings, red, blue, status, result, invite_code, created_ms, updated_ms";
const std::string kRatingColumns = "user_id, variant, rating, deviation, volatility, games";

User userOf(const SqlRow& row) {
  return {row.integer(0), row.text(1), row.text(2), row.integer(3) != 0, row.integer(4)};
}

StoredGame gameOf(const SqlRow& row) {
  return {row.integer(0), row.text(1), row.integer(2), row.integer(3), row.text(4),
          row.text(5),    row.text(6), row.integer(7), row.integer(8)};
}

Rating ratingOf(const SqlRow& row) {
  return {row.integer(0), row.text(1), row.real(2), row.real(3), row.real(4), static_cast<int>(row.integer(5))};
}

template <class T, class Read>
std::optional<T> first(const SqlRows& rows, Read read) {
  if (rows.empty()) return std::nullopt;
  return read(rows.front());
}

template <class T, class Read>
std::vector<T> all(const SqlRows& rows, Read read) {
  std::vector<T> values;
  values.reserve(rows.size());
  for (const SqlRow& row : rows) values.push_back(read(row));
  return values;
}

}  // namespace

const SqlValue& SqlRow::at(std::size_t column) const {
  if (column >= values_.size())
    throw StorageError("the database gave " + std::to_string(values_.size()) + " columns where " +
                       std::to_string(column + 1) + " were expected");
  return values_[column];
}

std::int64_t SqlRow::integer(std::size_t column) const {
  const SqlValue& value = at(column);
  if (const auto* i = std::get_if<std::int64_t>(&value)) return *i;
  if (const auto* s = std::get_if<std::string>(&value)) return parsed<std::int64_t>(*s);
  throw StorageError("the database gave a real number where an integer was expected");
}

double SqlRow::real(std::size_t column) const {
  const SqlValue& value = at(column);
  if (const auto* d = std::get_if<double>(&value)) return *d;
  if (const auto* i = std::get_if<std::int64_t>(&value)) return static_cast<double>(*i);
  return parsed<double>(std::get<std::string>(value));
}

std::string SqlRow::text(std::size_t column) const {
  const SqlValue& value = at(column);
  if (const auto* s = std::get_if<std::string>(&value)) return *s;
  throw StorageError("the database gave a number where text was expected");
}

SqlStorage::SqlStorage(std::unique_ptr<SqlConnection> connection) : connection_(std::move(connection)) {
  applyMigrations(*connection_);
}

SqlRows SqlStorage::run(const std::string& sql, const std::vector<SqlValue>& params) {
  std::lock_guard lock(mutex_);
  return connection_->run(sql, params);
}

std::optional<User> SqlStorage::createUser(const std::string& name, const std::string& passwordHash, bool guest,
                                           std::int64_t nowMs) {
  const SqlRows rows = run(
      "INSERT INTO users (name, password_hash, guest, created_ms) VALUES ($1, $2, $3, $4) "
      "ON CONFLICT (name) DO NOTHING RETURNING id",
      {name, passwordHash, std::int64_t{guest}, nowMs});
  if (rows.empty()) return std::nullopt;
  return User{rows.front().integer(0), name, passwordHash, guest, nowMs};
}

std::optional<User> SqlStorage::userById(UserId id) {
  return first<User>(run("SELECT " + kUserColumns + " FROM users WHERE id = $1", {id}), userOf);
}

std::optional<User> SqlStorage::userByName(const std::string& name) {
  return first<User>(run("SELECT " + kUserColumns + " FROM users WHERE name = $1", {name}), userOf);
}

void SqlStorage::setPasswordHash(UserId id, const std::string& passwordHash) {
  run("UPDATE users SET password_hash = $1 WHERE id = $2", {passwordHash, id});
}

void SqlStorage::createSession(const std::string& token, UserId user, std::int64_t expiresMs) {
  run("INSERT INTO sessions (token, user_id, expires_ms) VALUES ($1, $2, $3)", {token, user, expiresMs});
}

std::optional<UserId> SqlStorage::sessionUser(const std::string& token, std::int64_t nowMs) {
  return first<UserId>(run("SELECT user_id FROM sessions WHERE token = $1 AND expires_ms > $2", {token, nowMs}),
                       [](const SqlRow& row) { return row.integer(0); });
}

void SqlStorage::deleteSession(const std::string& token) { run("DELETE FROM sessions WHERE token = $1", {token}); }

void SqlStorage::deleteSessionsOf(UserId user) { run("DELETE FROM sessions WHERE user_id = $1", {user}); }

StoredGame SqlStorage::createGame(const StoredGame& game) {
  const SqlRows rows = run(
      "INSERT INTO games (settings, red, blue, status, result, invite_code, created_ms, updated_ms) "
      "VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
      {game.settings, game.red, game.blue, game.status, game.result, game.inviteCode, game.createdMs,
       game.updatedMs});
  StoredGame created = game;
  created.id = rows.front().integer(0);
  return created;
}

std::optional<StoredGame> SqlStorage::gameById(GameId id) {
  return first<StoredGame>(run("SELECT " + kGameColumns + " FROM games WHERE id = $1", {id}), gameOf);
}

std::optional<StoredGame> SqlStorage::gameByInvite(const std::string& code) {
  if (code.empty()) return std::nullopt;  // the empty code marks a game without an invite
  return first<StoredGame>(run("SELECT " + kGameColumns + " FROM games WHERE invite_code = $1", {code}), gameOf);
}

void SqlStorage::updateGame(const StoredGame& game) {
  run("UPDATE games SET red = $1, blue = $2, status = $3, result = $4, invite_code = $5, updated_ms = $6 "
      "WHERE id = $7",
      {game.red, game.blue, game.status, game.result, game.inviteCode, game.updatedMs, game.id});
}

std::vector<StoredGame> SqlStorage::gamesWithStatus(const std::string& status, int limit) {
  return all<StoredGame>(run("SELECT " + kGameColumns +
                                 " FROM games WHERE status = $1 ORDER BY created_ms DESC, id DESC LIMIT $2",
                             {status, std::int64_t{limit}}),
                         gameOf);
}

std::vector<StoredGame> SqlStorage::gamesOf(UserId user, int limit) {
  return all<StoredGame>(run("SELECT " + kGameColumns +
                                 " FROM games WHERE red = $1 OR blue = $1 ORDER BY created_ms DESC, id DESC LIMIT $2",
                             {user, std::int64_t{limit}}),
                         gameOf);
}

bool SqlStorage::appendAction(GameId game, const StoredAction& action) {
  // The primary key (game, seq) refuses a second action `seq`, also from another process.
  return !run("INSERT INTO game_actions (game, seq, action_json, at_ms) VALUES ($1, $2, $3, $4) "
              "ON CONFLICT (game, seq) DO NOTHING RETURNING seq",
              {game, std::int64_t{action.seq}, action.action, action.atMs})
              .empty();
}

std::vector<StoredAction> SqlStorage::actions(GameId game, int fromSeq) {
  return all<StoredAction>(
      run("SELECT seq, action_json, at_ms FROM game_actions WHERE game = $1 AND seq >= $2 ORDER BY seq",
          {game, std::int64_t{fromSeq}}),
      [](const SqlRow& row) { return StoredAction{static_cast<int>(row.integer(0)), row.text(1), row.integer(2)}; });
}

void SqlStorage::saveSetup(UserId user, const NamedSetup& setup) {
  run("INSERT INTO setups (user_id, name, variant, setup) VALUES ($1, $2, $3, $4) "
      "ON CONFLICT (user_id, name) DO UPDATE SET variant = excluded.variant, setup = excluded.setup",
      {user, setup.name, setup.variant, setup.setup});
}

std::vector<NamedSetup> SqlStorage::setups(UserId user) {
  return all<NamedSetup>(run("SELECT name, variant, setup FROM setups WHERE user_id = $1 ORDER BY name", {user}),
                         [](const SqlRow& row) { return NamedSetup{row.text(0), row.text(1), row.text(2)}; });
}

bool SqlStorage::deleteSetup(UserId user, const std::string& name) {
  return !run("DELETE FROM setups WHERE user_id = $1 AND name = $2 RETURNING name", {user, name}).empty();
}

std::optional<Rating> SqlStorage::rating(UserId user, const std::string& variant) {
  return first<Rating>(
      run("SELECT " + kRatingColumns + " FROM ratings WHERE user_id = $1 AND variant = $2", {user, variant}),
      ratingOf);
}

void SqlStorage::recordRating(const Rating& rating, const RatingChange& change) {
  std::lock_guard lock(mutex_);
  connection_->transaction([&] {
    connection_->run("INSERT INTO ratings (" + kRatingColumns + ") VALUES ($1, $2, $3, $4, $5, $6) " +
                         "ON CONFLICT (user_id, variant) DO UPDATE SET rating = excluded.rating, "
                         "deviation = excluded.deviation, volatility = excluded.volatility, games = excluded.games",
                     {rating.user, rating.variant, rating.rating, rating.deviation, rating.volatility,
                      std::int64_t{rating.games}});
    connection_->run(
        "INSERT INTO rating_changes (user_id, game, variant, rating_before, rating_after, at_ms) "
        "VALUES ($1, $2, $3, $4, $5, $6)",
        {rating.user, change.game, change.variant, change.before, change.after, change.atMs});
  });
}

std::vector<Rating> SqlStorage::leaderboard(const std::string& variant, int limit) {
  return all<Rating>(run("SELECT " + kRatingColumns +
                             " FROM ratings WHERE variant = $1 ORDER BY rating DESC, user_id LIMIT $2",
                         {variant, std::int64_t{limit}}),
                     ratingOf);
}

std::vector<RatingChange> SqlStorage::ratingHistory(UserId user, int limit) {
  return all<RatingChange>(
      run("SELECT game, variant, rating_before, rating_after, at_ms FROM rating_changes WHERE user_id = $1 "
          "ORDER BY at_ms DESC, id DESC LIMIT $2",
          {user, std::int64_t{limit}}),
      [](const SqlRow& row) {
        return RatingChange{row.integer(0), row.text(1), row.real(2), row.real(3), row.integer(4)};
      });
}

}  // namespace stratego::server
