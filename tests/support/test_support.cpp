#include "support/test_support.hpp"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace stratego::testing {

std::optional<std::filesystem::path> sharedDir() {
  std::filesystem::path dir = STRATEGO_SHARED_DEFAULT;
  if (const char* env = std::getenv("STRATEGO_SHARED"); env && *env) dir = env;
  if (!std::filesystem::is_directory(dir)) return std::nullopt;
  return std::filesystem::canonical(dir);
}

std::string strategoBinary() { return STRATEGO_BINARY; }

CommandRun runCommand(const std::string& command) {
  CommandRun run;
  FILE* pipe = ::popen(command.c_str(), "r");
  if (pipe == nullptr) return run;
  char buffer[4096];
  while (std::size_t n = std::fread(buffer, 1, sizeof buffer, pipe)) run.output.append(buffer, n);
  const int status = ::pclose(pipe);
  run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return run;
}

bool endsWith(const std::string& s, const std::string& tail) {
  return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

std::string readFile(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::string> splitLines(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::vector<std::string> readLines(const std::filesystem::path& path) { return splitLines(readFile(path)); }

Player::Player(const std::vector<std::string>& args, const std::filesystem::path& dir) {
  int toChild[2], fromChild[2];
  if (::pipe(toChild) != 0 || ::pipe(fromChild) != 0) throw std::runtime_error("pipe");
  pid_ = ::fork();
  if (pid_ == 0) {
    ::dup2(toChild[0], 0);
    ::dup2(fromChild[1], 1);
    ::dup2(fromChild[1], 2);
    ::close(toChild[1]);
    ::close(fromChild[0]);
    if (::chdir(dir.c_str()) != 0) ::_exit(127);
    std::vector<std::string> all = {strategoBinary(), "play"};
    all.insert(all.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (std::string& a : all) argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  ::close(toChild[0]);
  ::close(fromChild[1]);
  in_ = toChild[1];
  out_ = fromChild[0];
}

Player::~Player() {
  if (in_ >= 0) ::close(in_);
  if (out_ >= 0) ::close(out_);
  if (pid_ > 0 && !reaped_) {
    ::kill(pid_, SIGKILL);
    ::waitpid(pid_, nullptr, 0);
  }
}

std::string Player::read() {
  std::string text;
  while (!ended_) {
    if (endsWith(text, "> ") || endsWith(text, "is looking\n") || endsWith(text, "(file name or empty) ") ||
        endsWith(text, "(yes/no) "))
      break;
    pollfd p{out_, POLLIN, 0};
    if (::poll(&p, 1, 10000) <= 0) {
      ADD_FAILURE() << "no prompt within 10 s; output so far:\n" << text;
      ended_ = true;
      break;
    }
    char buffer[4096];
    const ssize_t n = ::read(out_, buffer, sizeof buffer);
    if (n <= 0) {
      ended_ = true;
      break;
    }
    text.append(buffer, static_cast<std::size_t>(n));
  }
  all_ += text;
  return text;
}

void Player::send(const std::string& line) {
  const std::string text = line + "\n";
  all_ += text;
  if (::write(in_, text.data(), text.size()) != static_cast<ssize_t>(text.size())) ADD_FAILURE() << "write";
}

int Player::finish() {
  ::close(in_);
  in_ = -1;
  while (!ended_) read();
  int status = 0;
  ::waitpid(pid_, &status, 0);
  reaped_ = true;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::vector<std::string> legalMoves(const std::string& output) {
  const std::size_t at = output.find("):");
  std::vector<std::string> moves;
  if (at == std::string::npos) return moves;
  std::istringstream in(output.substr(at + 2, output.find('\n', at) - at - 2));
  for (std::string m; in >> m;) moves.push_back(m);
  return moves;
}

std::string pickMove(const std::vector<std::string>& moves, bool attacks) {
  for (const std::string& m : moves)
    if ((m.find('x') != std::string::npos) == attacks) return m;
  return attacks && !moves.empty() ? moves.front() : "";
}

}  // namespace stratego::testing
