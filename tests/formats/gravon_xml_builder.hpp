// Builders for small hand-written Gravon documents, laid out exactly as the archive files
// are (see shared/gamedata/gravon/FORMAT.md), so that an export can be compared byte for byte.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

namespace stratego::testing {

inline std::string gravonXml(std::string_view type, std::string_view body) {
  return std::string("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<stratego>\n <game type=\"").append(type) +
         "\">\n  \n" + std::string(body) + " </game>\n</stratego>";
}

// A `<field>` line: empty squares and the eight lakes, then `letters` put at their indexes
// (0 = A1, 99 = K10), which may overwrite a lake on purpose.
inline std::string fieldXml(std::initializer_list<std::pair<int, char>> letters) {
  std::string content(100, 'A');
  for (int lake : {42, 43, 46, 47, 52, 53, 56, 57}) content[static_cast<std::size_t>(lake)] = '_';
  for (auto [index, letter] : letters) content[static_cast<std::size_t>(index)] = letter;
  return "  <field content=\"" + content + "\"/>\n";
}

inline std::string moveXml(int id, std::string_view source, std::string_view target) {
  return "  <move id=\"" + std::to_string(id) + "\" source=\"" + std::string(source) + "\" target=\"" +
         std::string(target) + "\"/>\n";
}

inline std::string playersXml() {
  return "  <player id=\"1\">Player 1</player>\n  <player id=\"2\">Player 2</player>\n";
}

inline std::string resultXml(int type, int winner) {
  return "  <result type=\"" + std::to_string(type) + "\" winner=\"" + std::to_string(winner) + "\"/>\n";
}

}  // namespace stratego::testing
