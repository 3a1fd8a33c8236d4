#include "server/password_hash.hpp"

#include <sodium.h>

#include <stdexcept>

namespace stratego::server {
namespace {

// sodium_init once per process; a function-local static is initialized thread-safely.
void initSodium() {
  static const bool ready = sodium_init() >= 0;
  if (!ready) throw std::runtime_error("libsodium could not be initialized");
}

}  // namespace

std::string hashPassword(std::string_view password, PasswordHashCost cost) {
  initSodium();
  const bool fast = cost == PasswordHashCost::Fast;
  char hash[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str_alg(hash, password.data(), password.size(),
                            fast ? crypto_pwhash_OPSLIMIT_MIN : crypto_pwhash_OPSLIMIT_INTERACTIVE,
                            fast ? crypto_pwhash_MEMLIMIT_MIN : crypto_pwhash_MEMLIMIT_INTERACTIVE,
                            crypto_pwhash_ALG_ARGON2ID13) != 0)
    throw std::runtime_error("hashing a password: out of memory");
  return hash;
}

bool verifyPassword(std::string_view hash, std::string_view password) {
  initSodium();
  const std::string terminated(hash);  // libsodium reads the hash up to its NUL
  return crypto_pwhash_str_verify(terminated.c_str(), password.data(), password.size()) == 0;
}

std::string randomToken() {
  initSodium();
  unsigned char bytes[32];
  randombytes_buf(bytes, sizeof bytes);
  char hex[2 * sizeof bytes + 1];
  sodium_bin2hex(hex, sizeof hex, bytes, sizeof bytes);
  return hex;
}

std::uint64_t randomSeed() {
  initSodium();
  std::uint64_t seed = 0;
  randombytes_buf(&seed, sizeof seed);
  return seed;
}

}  // namespace stratego::server
