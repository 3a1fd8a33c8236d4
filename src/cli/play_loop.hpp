// The interactive loop of `stratego play` (cli/play.cpp): the setup phase and the play
// phase of one GameSession, read from a stream of commands and written as text.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <streambuf>
#include <string>

#include "ai/player.hpp"
#include "play/session.hpp"

namespace stratego::cli {

// The name a session gives the computer's side; a resumed game finds its opponent by it.
inline constexpr const char* kComputerName = "Computer";
inline constexpr const char* kHumanName = "Human";

struct PlayOptions {
  std::optional<Side> computer;      // the computer's side; none for two people
  Player* computerPlayer = nullptr;  // plays that side, when set (the caller's; outlives runPlay)
  std::uint64_t seed = 0;            // random setups and the computer's seeds
  bool color = false;                // ANSI colours
  bool terminal = false;             // stdout is a terminal: clear the screen between turns
  std::string recordPath;            // empty: stratego-<variant>-<date>-<time>.sgr
  // When set, waits up to the given milliseconds for a whole line (or the end) of the
  // input; false when the time ran out. With a clock, a player who sits idle then loses on
  // time instead of only when the line comes.
  std::function<bool(std::int64_t)> waitForLine;
};

// Lines from a file descriptor (standard input) read with read(2), so that poll(2) tells
// truly whether more is to come: nothing is read ahead into a buffer that poll cannot see.
class FdInput : public std::streambuf {
 public:
  explicit FdInput(int fd) : fd_(fd) {}
  // True once a whole line, or the end of the input, is buffered; false after `timeoutMs`.
  bool waitForLine(std::int64_t timeoutMs);

 protected:
  int_type underflow() override;

 private:
  bool readMore(int timeoutMs);  // false on timeout; sets eof_ at the end
  bool hasLine() const;
  void compact();

  int fd_;
  bool eof_ = false;
  std::string buffer_;
};

// Plays until the game ends, a player quits or the input ends; returns the exit code.
int runPlay(GameSession& session, const PlayOptions& options, std::istream& in, std::ostream& out);

}  // namespace stratego::cli
