// Helpers shared by the tests of every room.
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

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

// Whether `s` ends with `tail`.
bool endsWith(const std::string& s, const std::string& tail);

// The whole content of a file (empty when it cannot be read).
std::string readFile(const std::filesystem::path& path);
// The lines of a text, without their newlines; of a file (none when it cannot be read).
std::vector<std::string> splitLines(const std::string& text);
std::vector<std::string> readLines(const std::filesystem::path& path);

// `stratego play ARGS` in `dir`, its standard input and output on pipes: driven like a
// person at the keyboard (read up to the prompt, answer).
class Player {
 public:
  Player(const std::vector<std::string>& args, const std::filesystem::path& dir);
  ~Player();
  Player(const Player&) = delete;
  Player& operator=(const Player&) = delete;

  // The output up to the next prompt (or the end); empty once the program has ended.
  std::string read();
  void send(const std::string& line);
  // Closes the input, reads what is left and returns the exit status.
  int finish();
  bool ended() const { return ended_; }
  const std::string& transcript() const { return all_; }

 private:
  pid_t pid_ = -1;
  int in_ = -1, out_ = -1;
  bool ended_ = false, reaped_ = false;
  std::string all_;
};

// The moves listed by `moves`.
std::vector<std::string> legalMoves(const std::string& output);

// An attack when there is one (games end sooner), else the first move; nothing if none.
std::string pickMove(const std::vector<std::string>& moves, bool attacks);

}  // namespace stratego::testing
