#include "server/accounts.hpp"

#include <cctype>

#include "server/password_hash.hpp"
#include "server/server_clock.hpp"

namespace stratego::server {
namespace {

// 3 to 20 letters, digits, '-' or '_'; "guest-" is kept for guests.
std::optional<std::string> nameProblem(std::string_view name) {
  if (name.size() < 3 || name.size() > 20) return "a name has 3 to 20 characters";
  for (char c : name)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_')
      return "a name has only letters, digits, '-' and '_'";
  if (name.starts_with("guest-")) return "names starting with guest- are for guests";
  return std::nullopt;
}

std::optional<std::string> passwordProblem(std::string_view password) {
  if (password.size() < 8) return "a password has at least 8 characters";
  if (password.size() > 200) return "a password has at most 200 characters";
  return std::nullopt;
}

}  // namespace

std::string Accounts::hash(std::string_view password) const {
  return hashPassword(password, fastHashes_ ? PasswordHashCost::Fast : PasswordHashCost::Interactive);
}

Answer<SignedIn> Accounts::startSession(const User& user) {
  SignedIn in{user, randomToken()};
  storage_.createSession(in.token, user.id, wallMs() + kSessionMs);
  return in;
}

Answer<SignedIn> Accounts::guest() {
  for (int attempt = 0; attempt < 5; ++attempt)
    if (const auto user = storage_.createUser("guest-" + randomToken().substr(0, 8), "", true, wallMs()))
      return startSession(*user);
  return std::string("could not make a guest name; try again");
}

Answer<SignedIn> Accounts::signUp(std::string_view name, std::string_view password) {
  if (auto problem = nameProblem(name)) return *problem;
  if (auto problem = passwordProblem(password)) return *problem;
  const auto user = storage_.createUser(std::string(name), hash(password), false, wallMs());
  if (!user) return "the name " + std::string(name) + " is taken";
  return startSession(*user);
}

Answer<SignedIn> Accounts::logIn(std::string_view name, std::string_view password) {
  const auto user = storage_.userByName(std::string(name));
  if (!user || user->guest || !verifyPassword(user->passwordHash, password))
    return std::string("wrong name or password");
  return startSession(*user);
}

void Accounts::logOut(std::string_view token) { storage_.deleteSession(std::string(token)); }

Answer<SignedIn> Accounts::changePassword(UserId id, std::string_view oldPassword, std::string_view newPassword) {
  const auto user = storage_.userById(id);
  if (!user || user->guest) return std::string("guests have no password: sign up first");
  if (!verifyPassword(user->passwordHash, oldPassword)) return std::string("the old password is wrong");
  if (auto problem = passwordProblem(newPassword)) return *problem;
  storage_.setPasswordHash(id, hash(newPassword));
  storage_.deleteSessionsOf(id);
  return startSession(*user);
}

std::optional<User> Accounts::userOfToken(std::string_view token) {
  if (token.empty() || token.size() > 200) return std::nullopt;
  const auto id = storage_.sessionUser(std::string(token), wallMs());
  return id ? storage_.userById(*id) : std::nullopt;
}

}  // namespace stratego::server
