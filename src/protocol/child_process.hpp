// A child process with its standard input and output on pipes, spoken to a line at a
// time: how the arena runs external engines. Reads take a deadline so that a hung engine
// is noticed; the destructor kills the child and all it started, and reaps the child, so
// nothing outlives its owner.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace stratego {

class ChildProcess {
 public:
  // Starts `command` through /bin/sh -c, so it may carry arguments and quoting. Its
  // standard error goes to /dev/null unless `stderrPath` names a file to append it to.
  // Returns nothing and sets `error` when the process cannot be started.
  static std::optional<ChildProcess> start(const std::string& command, std::string& error,
                                           const std::string& stderrPath = "");
  ChildProcess(ChildProcess&& other) noexcept;
  ChildProcess& operator=(ChildProcess&& other) noexcept;
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;
  ~ChildProcess();

  // Writes `line` and a newline. False when the child has closed its input (exited).
  bool writeLine(const std::string& line);
  // The next line without its newline (a trailing '\r' is dropped too). Nothing when
  // `timeoutMs` passes first (`timedOut()` then says so) or the child closed its output.
  std::optional<std::string> readLine(std::int64_t timeoutMs);
  bool timedOut() const { return timedOut_; }
  // Whether the child has exited; its status then describes how ("exit code 3",
  // "killed by signal 11").
  bool exited();
  std::string exitDescription() const { return exitText_; }
  // Closes the input, gives the child `graceMs` to exit, then kills it and all it started.
  void stop(std::int64_t graceMs);

 private:
  ChildProcess(pid_t pid, int in, int out) : pid_(pid), in_(in), out_(out) {}
  void release();
  // Kills the child and all it started, and reaps the child, recording how it ended.
  void killAndReap();

  pid_t pid_ = -1;
  int in_ = -1, out_ = -1;
  std::string buffer_;
  bool timedOut_ = false;
  bool reaped_ = false;
  std::string exitText_;
};

}  // namespace stratego
