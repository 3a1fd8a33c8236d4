// Helpers shared by the tests of every room.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace stratego::testing {

// ../shared beside the checkout, or $STRATEGO_SHARED; nothing when it is absent.
std::optional<std::filesystem::path> sharedDir();

// Skips the current test with a clear message when ../shared/<relative> is absent.
#define STRATEGO_REQUIRE_SHARED(var, relative)                                              \
  auto var##_dir = ::stratego::testing::sharedDir();                                        \
  if (!var##_dir || !std::filesystem::exists(*var##_dir / (relative)))                      \
    GTEST_SKIP() << "shared game data not found (" << (relative)                            \
                 << "): put the project's shared/ folder beside the checkout or set "       \
                    "STRATEGO_SHARED";                                                      \
  const std::filesystem::path var = *var##_dir / (relative)

// The built `stratego` binary.
std::string strategoBinary();

// What a shell command printed (stdout and whatever it redirects) and its exit status.
struct CommandRun {
  int status = -1;
  std::string output;
};
CommandRun runCommand(const std::string& command);

}  // namespace stratego::testing
