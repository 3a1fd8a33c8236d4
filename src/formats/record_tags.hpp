// The tag lines at the head of a record, PGN style: [Name "value"], where the value
// escapes '"' and '\' with a backslash and may hold any other byte, newlines included.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "formats/parse_result.hpp"
#include "formats/text_cursor.hpp"

namespace stratego {

struct Tag {
  std::string name;   // letters, digits and '_'
  std::string value;  // unescaped
  int line = 0;       // where the tag starts, for error messages
};

// One tag line, newline included. `name` must be a tag name (letters, digits, '_').
std::string formatTag(std::string_view name, std::string_view value);

// Reads tags from `in` as long as the next non-blank character is '['; leaves `in` at the
// first character after them.
Parsed<std::vector<Tag>> readTags(TextCursor& in);

}  // namespace stratego
