#include "protocol/child_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <utility>
#include <vector>

namespace stratego {
namespace {

std::int64_t nowMs() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

std::string describeStatus(int status) {
  if (WIFEXITED(status)) return "exit code " + std::to_string(WEXITSTATUS(status));
  if (WIFSIGNALED(status)) return "killed by signal " + std::to_string(WTERMSIG(status));
  return "stopped";
}

// A write to a child that has gone raises SIGPIPE, which would end the whole arena.
void ignoreSigpipe() {
  static const bool done = [] {
    ::signal(SIGPIPE, SIG_IGN);
    return true;
  }();
  (void)done;
}

// The processes `pid` started, and theirs, deepest first (Linux lists each thread's
// children under /proc). Never throws: it runs in the destructor, and a process may end
// while its threads are listed.
void collectDescendants(pid_t pid, std::vector<pid_t>& out) {
  std::error_code error;
  const std::filesystem::path tasks = "/proc/" + std::to_string(pid) + "/task";
  for (std::filesystem::directory_iterator task(tasks, error), end; !error && task != end; task.increment(error)) {
    std::ifstream children(task->path() / "children");
    for (pid_t child = 0; children >> child;) {
      collectDescendants(child, out);
      out.push_back(child);
    }
  }
}

// Kills `pid` and everything it started. The command runs under /bin/sh, often through a
// script, so a bot is the shell's child or grandchild: killing the shell alone left a hung
// bot running after its game (Demon of Ignorance's Java, started by a script, kept 260 MB
// each, a few every hundred games).
void killTree(pid_t pid) {
  std::vector<pid_t> tree;
  collectDescendants(pid, tree);
  for (const pid_t p : tree) ::kill(p, SIGKILL);
  ::kill(pid, SIGKILL);
}

}  // namespace

std::optional<ChildProcess> ChildProcess::start(const std::string& command, std::string& error,
                                                const std::string& stderrPath) {
  ignoreSigpipe();
  int toChild[2], fromChild[2];
  if (::pipe2(toChild, O_CLOEXEC) != 0) {
    error = std::string("cannot make a pipe: ") + std::strerror(errno);
    return std::nullopt;
  }
  if (::pipe2(fromChild, O_CLOEXEC) != 0) {
    error = std::string("cannot make a pipe: ") + std::strerror(errno);
    ::close(toChild[0]);
    ::close(toChild[1]);
    return std::nullopt;
  }
  const pid_t pid = ::fork();
  if (pid < 0) {
    error = std::string("cannot start a process: ") + std::strerror(errno);
    for (int fd : {toChild[0], toChild[1], fromChild[0], fromChild[1]}) ::close(fd);
    return std::nullopt;
  }
  if (pid == 0) {
    ::dup2(toChild[0], 0);
    ::dup2(fromChild[1], 1);
    const int err = ::open(stderrPath.empty() ? "/dev/null" : stderrPath.c_str(),
                           O_WRONLY | O_CREAT | O_APPEND, 0644);
    if (err >= 0) ::dup2(err, 2);
    ::execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  ::close(toChild[0]);
  ::close(fromChild[1]);
  return ChildProcess(pid, toChild[1], fromChild[0]);
}

ChildProcess::ChildProcess(ChildProcess&& other) noexcept { *this = std::move(other); }

ChildProcess& ChildProcess::operator=(ChildProcess&& other) noexcept {
  if (this != &other) {
    release();
    pid_ = std::exchange(other.pid_, -1);
    in_ = std::exchange(other.in_, -1);
    out_ = std::exchange(other.out_, -1);
    buffer_ = std::move(other.buffer_);
    timedOut_ = other.timedOut_;
    reaped_ = std::exchange(other.reaped_, true);
    exitText_ = std::move(other.exitText_);
  }
  return *this;
}

ChildProcess::~ChildProcess() { release(); }

void ChildProcess::release() {
  if (in_ >= 0) ::close(in_);
  if (out_ >= 0) ::close(out_);
  in_ = out_ = -1;
  if (pid_ > 0 && !reaped_) killAndReap();
}

void ChildProcess::killAndReap() {
  killTree(pid_);
  int status = 0;
  ::waitpid(pid_, &status, 0);
  reaped_ = true;
  exitText_ = describeStatus(status);
}

bool ChildProcess::writeLine(const std::string& line) {
  if (in_ < 0) return false;
  const std::string text = line + "\n";
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(in_, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

std::optional<std::string> ChildProcess::readLine(std::int64_t timeoutMs) {
  timedOut_ = false;
  const std::int64_t deadline = nowMs() + timeoutMs;
  while (true) {
    if (const auto end = buffer_.find('\n'); end != std::string::npos) {
      std::string line = buffer_.substr(0, end);
      buffer_.erase(0, end + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return line;
    }
    if (out_ < 0) return std::nullopt;
    const std::int64_t left = deadline - nowMs();
    if (left <= 0) {
      timedOut_ = true;
      return std::nullopt;
    }
    pollfd p{out_, POLLIN, 0};
    const int ready = ::poll(&p, 1, static_cast<int>(left));
    if (ready < 0 && errno == EINTR) continue;
    if (ready == 0) continue;  // the deadline is checked above
    char chunk[4096];
    const ssize_t n = ::read(out_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {  // the child closed its output: a last line without newline still counts
      ::close(out_);
      out_ = -1;
      if (buffer_.empty()) return std::nullopt;
      buffer_ += '\n';
      continue;
    }
    buffer_.append(chunk, static_cast<std::size_t>(n));
  }
}

bool ChildProcess::exited() {
  if (reaped_) return true;
  int status = 0;
  if (::waitpid(pid_, &status, WNOHANG) == pid_) {
    reaped_ = true;
    exitText_ = describeStatus(status);
  }
  return reaped_;
}

void ChildProcess::stop(std::int64_t graceMs) {
  if (in_ >= 0) ::close(in_);
  in_ = -1;
  const std::int64_t deadline = nowMs() + graceMs;
  while (!exited() && nowMs() < deadline) ::usleep(2000);
  if (!reaped_) killAndReap();
}

}  // namespace stratego
