// The ANSI colours of the terminal renderers (the board and the Card Battle table), so
// that both paint alike.
#pragma once

#include <string>
#include <string_view>

namespace stratego {

// SGR colour codes; painted text is followed by a reset so that codes never nest.
inline constexpr std::string_view kRedInk = "\x1b[1;31m";
inline constexpr std::string_view kBlueInk = "\x1b[1;34m";
inline constexpr std::string_view kLakeInk = "\x1b[36m";
inline constexpr std::string_view kEmptyInk = "\x1b[2m";
inline constexpr std::string_view kMarkInk = "\x1b[1;33m";
inline constexpr std::string_view kReset = "\x1b[0m";

inline std::string paint(std::string_view text, std::string_view ink, bool color) {
  std::string out;
  if (color) out += ink;
  out += text;
  if (color) out += kReset;
  return out;
}

}  // namespace stratego
