#include "formats/text_util.hpp"

namespace stratego {
namespace {

constexpr std::size_t kMaxQuoted = 40;

}  // namespace

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> pieces;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size() || text[i] == separator) {
      pieces.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  }
  return pieces;
}

std::string_view trim(std::string_view text) {
  while (!text.empty() && isSpace(text.front())) text.remove_prefix(1);
  while (!text.empty() && isSpace(text.back())) text.remove_suffix(1);
  return text;
}

std::optional<int> parseNumber(std::string_view text, int max) {
  if (text.empty()) return std::nullopt;
  long long value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
    if (value > max) return std::nullopt;  // also stops any overflow
  }
  return static_cast<int>(value);
}

std::string quoted(std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out = "'";
  for (std::size_t i = 0; i < text.size() && i < kMaxQuoted; ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c >= 0x20 && c < 0x7f) {
      out += static_cast<char>(c);
    } else {
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 0xf];
    }
  }
  if (text.size() > kMaxQuoted) out += "...";
  return out + "'";
}

Parsed<std::vector<std::string_view>> splitRanks(std::string_view text, int ranks, std::string_view what) {
  auto groups = split(text, '/');
  if (static_cast<int>(groups.size()) != ranks)
    return parseError(std::string(what) + ": expected " + std::to_string(ranks) + " ranks separated by '/', found " +
                      std::to_string(groups.size()));
  return groups;
}

Parsed<std::vector<std::string_view>> splitGrid(std::string_view text, std::span<const int> rankNumbers, int files,
                                                std::string_view what) {
  auto groups = splitRanks(text, static_cast<int>(rankNumbers.size()), what);
  if (!groups) return groups;
  for (std::size_t i = 0; i < rankNumbers.size(); ++i)
    if (const std::size_t found = (*groups)[i].size(); static_cast<int>(found) != files)
      return parseError(std::string(what) + " rank " + std::to_string(rankNumbers[i] + 1) + ": expected " +
                        std::to_string(files) + " squares, found " + std::to_string(found));
  return groups;
}

std::string cellPlace(int file, int rank) {
  return "rank " + std::to_string(rank + 1) + ", file " + static_cast<char>('a' + file);
}

}  // namespace stratego
