// Password hashes (Argon2id through libsodium), the random tokens of login sessions and
// the random seeds of new games, all from libsodium's generator.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace stratego::server {

// How much work a hash costs. `interactive` is libsodium's limit for logins (64 MiB, a
// fraction of a second); `fast` is still Argon2id but with the least work, for tests.
enum class PasswordHashCost { Interactive, Fast };

// The hash in libsodium's text form ($argon2id$v=19$m=…), salt and limits included.
// Throws std::runtime_error when libsodium cannot have the memory it needs.
std::string hashPassword(std::string_view password, PasswordHashCost cost = PasswordHashCost::Interactive);

// Whether `password` is the one `hash` was made from; false for a malformed hash.
bool verifyPassword(std::string_view hash, std::string_view password);

// 32 random bytes as 64 hex digits: a session token for a cookie.
std::string randomToken();

// 64 random bits: the seed of a new game's randomness or of a single draw.
std::uint64_t randomSeed();

}  // namespace stratego::server
