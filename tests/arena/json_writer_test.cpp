// The JSON writer: commas, nesting, escapes and numbers.
#include "arena/json_writer.hpp"

#include <gtest/gtest.h>

#include <limits>

namespace stratego {
namespace {

TEST(JsonWriter, NestsAndSeparates) {
  JsonWriter json;
  json.beginObject().key("a").value(1).key("b").beginArray().value("x").beginObject().endObject().null();
  json.value(true).value(false).endArray();
  json.key("c").beginObject().key("d").value(int64_t{-5}).endObject().endObject();
  EXPECT_EQ(json.text(), R"({"a":1,"b":["x",{},null,true,false],"c":{"d":-5}})");
}

TEST(JsonWriter, EscapesStrings) {
  JsonWriter json;
  json.value(std::string_view("say \"hi\"\\ \n\t\x01 caf\xc3\xa9"));
  EXPECT_EQ(json.text(), "\"say \\\"hi\\\"\\\\ \\n\\u0009\\u0001 caf\xc3\xa9\"");
}

TEST(JsonWriter, NumbersReadBackExactlyAndNonFiniteIsNull) {
  JsonWriter json;
  json.beginArray().value(0.1).value(190.8485018878650).value(2.0).value(std::numeric_limits<double>::infinity());
  json.value(std::numeric_limits<double>::quiet_NaN()).endArray();
  EXPECT_EQ(json.text(), "[0.1,190.848501887865,2,null,null]");
}

}  // namespace
}  // namespace stratego
