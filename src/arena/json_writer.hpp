// A small writer of JSON text for the match's machine-readable report: objects, arrays,
// strings (escaped as RFC 8259 requires), numbers, booleans and null. The caller nests the calls
// correctly; the writer places the commas and colons.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace stratego {

class JsonWriter {
 public:
  JsonWriter& beginObject() { return open('{'); }
  JsonWriter& endObject() { return close('}'); }
  JsonWriter& beginArray() { return open('['); }
  JsonWriter& endArray() { return close(']'); }
  JsonWriter& key(std::string_view name);  // inside an object, before its value
  JsonWriter& value(std::string_view text);
  JsonWriter& value(const char* text) { return value(std::string_view(text)); }
  JsonWriter& value(std::int64_t number);
  JsonWriter& value(int number) { return value(static_cast<std::int64_t>(number)); }
  JsonWriter& value(double number);  // the shortest text that reads back exactly; null if not finite
  JsonWriter& value(bool flag);
  JsonWriter& null();
  const std::string& text() const { return out_; }

 private:
  JsonWriter& open(char bracket);
  JsonWriter& close(char bracket);
  void separate();  // a comma before every element but the first of its container
  void appendString(std::string_view text);

  std::string out_;
  std::vector<bool> empty_;  // per open container: nothing written in it yet
  bool afterKey_ = false;
};

}  // namespace stratego
