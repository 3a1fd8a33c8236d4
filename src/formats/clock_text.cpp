#include "formats/clock_text.hpp"

#include <cctype>
#include <cmath>

namespace stratego {
namespace {

// Digits and at most one dot where `dot` allows it: no signs, exponents or spaces.
bool plainNumber(std::string_view t, bool dot) {
  if (t.empty() || t.size() > 12 || t == ".") return false;
  int dots = 0;
  for (char c : t) {
    if (c == '.' && dot) ++dots;
    else if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  }
  return dots <= 1;
}

}  // namespace

std::optional<TimeControl> parseClock(std::string_view text) {
  const std::size_t mark = text.find_first_of("+d");
  const std::string_view m = text.substr(0, mark);
  const std::string_view s = mark == std::string_view::npos ? std::string_view() : text.substr(mark + 1);
  if (!plainNumber(m, true) || (mark != std::string_view::npos && !plainNumber(s, false))) return std::nullopt;
  const double minutes = std::stod(std::string(m));
  const long long seconds = s.empty() ? 0 : std::stoll(std::string(s));
  if (!(minutes > 0 && minutes <= 10000) || seconds > 3600) return std::nullopt;
  const auto initialMs = static_cast<std::int64_t>(std::llround(minutes * 60000));
  if (initialMs < 1) return std::nullopt;
  TimeControl control{.initialMs = initialMs};
  (mark != std::string_view::npos && text[mark] == 'd' ? control.delayMs : control.incrementMs) = seconds * 1000;
  return control;
}

std::string clockText(const TimeControl& control) {
  if (control.initialMs == 0) return "";
  std::string minutes = std::to_string(static_cast<double>(control.initialMs) / 60000.0);
  minutes.erase(minutes.find_last_not_of('0') + 1);  // "10.000000" -> "10."
  if (minutes.back() == '.') minutes.pop_back();
  if (control.delayMs > 0) return minutes + "d" + std::to_string(control.delayMs / 1000);
  return minutes + "+" + std::to_string(control.incrementMs / 1000);
}

}  // namespace stratego
