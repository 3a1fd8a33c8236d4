#include "formats/record_tags.hpp"

namespace stratego {
namespace {

bool isNameChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}
bool isBlank(char c) { return c == ' ' || c == '\t'; }
bool needsEscape(char c) { return c == '"' || c == '\\'; }

// Takes `expected` if it is next; false otherwise.
bool takeIf(TextCursor& in, char expected) {
  if (in.done() || in.peek() != expected) return false;
  in.take();
  return true;
}

Parsed<std::string> readValue(TextCursor& in, const std::string& fail) {
  std::string value;
  while (!in.done()) {
    char c = in.take();
    if (c == '"') return value;
    if (c == '\\') {
      if (in.done() || !needsEscape(in.peek()))
        return parseError(fail + "a backslash in a value escapes only '\"' or '\\'");
      c = in.take();
    }
    value += c;
  }
  return parseError(fail + "the value has no closing '\"'");
}

Parsed<Tag> readTag(TextCursor& in) {
  const int line = in.line();
  const std::string where = in.at();
  in.take();  // '['
  in.takeWhile(isBlank);
  const std::string name(in.takeWhile(isNameChar));
  if (name.empty()) return parseError(where + "a tag is [Name \"value\"] with a name of letters, digits and '_'");
  const std::string fail = where + "tag [" + name + "]: ";
  in.takeWhile(isBlank);
  if (!takeIf(in, '"')) return parseError(fail + "the value must be in double quotes");
  auto value = readValue(in, fail);
  if (!value) return parseError(value.error());
  in.takeWhile(isBlank);
  if (!takeIf(in, ']')) return parseError(fail + "']' expected after the value");
  return Tag{name, std::move(value).value(), line};
}

}  // namespace

std::string formatTag(std::string_view name, std::string_view value) {
  std::string out = "[" + std::string(name) + " \"";
  for (char c : value) {
    if (needsEscape(c)) out += '\\';
    out += c;
  }
  return out + "\"]\n";
}

Parsed<std::vector<Tag>> readTags(TextCursor& in) {
  std::vector<Tag> tags;
  for (in.skipSpace(); !in.done() && in.peek() == '['; in.skipSpace()) {
    auto tag = readTag(in);
    if (!tag) return parseError(tag.error());
    tags.push_back(std::move(tag).value());
  }
  return tags;
}

}  // namespace stratego
