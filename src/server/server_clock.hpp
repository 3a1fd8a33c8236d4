// The two times the server reads: the wall clock for what it stores (when a game was made,
// when a session ends) and the steady clock for thinking times, which must not jump.
#pragma once

#include <chrono>
#include <cstdint>

namespace stratego::server {

inline std::int64_t wallMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

inline std::int64_t steadyMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

}  // namespace stratego::server
