#include "server/password_hash.hpp"

#include <gtest/gtest.h>

#include <set>

namespace stratego::server {
namespace {

TEST(PasswordHash, VerifiesTheRightPasswordOnly) {
  const std::string hash = hashPassword("correct horse", PasswordHashCost::Fast);
  EXPECT_EQ(hash.rfind("$argon2id$", 0), 0u) << hash;
  EXPECT_TRUE(verifyPassword(hash, "correct horse"));
  EXPECT_FALSE(verifyPassword(hash, "correct horse "));
  EXPECT_FALSE(verifyPassword(hash, ""));
}

TEST(PasswordHash, SaltsEveryHash) {
  EXPECT_NE(hashPassword("same", PasswordHashCost::Fast), hashPassword("same", PasswordHashCost::Fast));
}

TEST(PasswordHash, InteractiveCostIsArgon2idToo) {
  const std::string hash = hashPassword("pässwörd with ünicode");
  EXPECT_EQ(hash.rfind("$argon2id$", 0), 0u) << hash;
  EXPECT_NE(hash.find("m=65536"), std::string::npos) << hash;  // 64 MiB
  EXPECT_TRUE(verifyPassword(hash, "pässwörd with ünicode"));
}

TEST(PasswordHash, MalformedHashesVerifyNothing) {
  EXPECT_FALSE(verifyPassword("", ""));
  EXPECT_FALSE(verifyPassword("plain text", "plain text"));
  const std::string hash = hashPassword("pw", PasswordHashCost::Fast);
  EXPECT_FALSE(verifyPassword(hash.substr(0, hash.size() - 5), "pw"));
}

TEST(RandomToken, IsSixtyFourHexDigitsAndNeverRepeats) {
  std::set<std::string> seen;
  for (int i = 0; i < 100; ++i) {
    const std::string token = randomToken();
    ASSERT_EQ(token.size(), 64u);
    EXPECT_EQ(token.find_first_not_of("0123456789abcdef"), std::string::npos) << token;
    seen.insert(token);
  }
  EXPECT_EQ(seen.size(), 100u);
}

}  // namespace
}  // namespace stratego::server
