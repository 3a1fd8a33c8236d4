// Who is speaking: guests (an account made on the spot, no password) and people with a
// name and password (Argon2id through server/password_hash), each known by the random
// token of a session cookie. Every call returns what it made or why it refused.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "server/storage.hpp"

namespace stratego::server {

struct SignedIn {
  User user;
  std::string token;  // the session cookie's value
};

// A value, or why it was refused (for people).
template <class T>
using Answer = std::variant<T, std::string>;

class Accounts {
 public:
  explicit Accounts(Storage& storage, bool fastHashes = false) : storage_(storage), fastHashes_(fastHashes) {}

  Answer<SignedIn> guest();
  Answer<SignedIn> signUp(std::string_view name, std::string_view password);
  Answer<SignedIn> logIn(std::string_view name, std::string_view password);
  void logOut(std::string_view token);
  // Changing the password ends every session of the account; a new one is returned.
  Answer<SignedIn> changePassword(UserId user, std::string_view oldPassword, std::string_view newPassword);
  std::optional<User> userOfToken(std::string_view token);

  static constexpr std::string_view kCookie = "stratego_session";
  static constexpr std::int64_t kSessionMs = 30LL * 24 * 3600 * 1000;  // a month

 private:
  Answer<SignedIn> startSession(const User& user);
  std::string hash(std::string_view password) const;

  Storage& storage_;
  bool fastHashes_;  // tests: Argon2id at its lowest cost
};


}  // namespace stratego::server
