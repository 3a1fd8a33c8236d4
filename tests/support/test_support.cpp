#include "support/test_support.hpp"

#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>

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

}  // namespace stratego::testing
