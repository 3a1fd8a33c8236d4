#include "support/test_support.hpp"

#include <cstdlib>

namespace stratego::testing {

std::optional<std::filesystem::path> sharedDir() {
  std::filesystem::path dir = STRATEGO_SHARED_DEFAULT;
  if (const char* env = std::getenv("STRATEGO_SHARED"); env && *env) dir = env;
  if (!std::filesystem::is_directory(dir)) return std::nullopt;
  return std::filesystem::canonical(dir);
}

std::string strategoBinary() { return STRATEGO_BINARY; }

}  // namespace stratego::testing
