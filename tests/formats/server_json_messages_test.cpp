// The WebSocket messages (formats/server_json_messages): every type reads, every way a
// message can be wrong is refused with a message that says what and where, nothing throws,
// and messages read back as they were written.
#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "core/random.hpp"
#include "formats/server_json_messages.hpp"

namespace stratego {
namespace {

using nlohmann::json;

ClientMessage read(std::string_view text) {
  const ClientRequest request = parseClientMessage(text);
  EXPECT_TRUE(request.message.ok()) << text << ": " << (request.message.ok() ? "" : request.message.error());
  return request.message.ok() ? *request.message : ClientMessage{};
}

std::string errorOf(std::string_view text) {
  const ClientRequest request = parseClientMessage(text);
  EXPECT_FALSE(request.message.ok()) << text << " should be refused";
  return request.message.ok() ? "" : request.message.error();
}

bool printableAscii(std::string_view text) {
  for (char c : text)
    if (c < 0x20 || c >= 0x7f) return false;
  return true;
}

TEST(ClientMessage, ReadsEveryType) {
  EXPECT_EQ(read(R"({"type":"ping"})"), ClientMessage{});
  EXPECT_EQ(read(R"({"type":"watch","game":7})"), (ClientMessage{ClientMessageType::Watch, 7, "", OfferAnswer::Offer}));
  EXPECT_EQ(read(R"({"type":"unwatch","game":7})").type, ClientMessageType::Unwatch);
  EXPECT_EQ(read(R"({"game":3,"setup":"FB2/...","type":"setup"})"),
            (ClientMessage{ClientMessageType::Setup, 3, "FB2/...", OfferAnswer::Offer}));
  EXPECT_EQ(read(R"({"type":"move","game":3,"move":"e4-e5"})").text, "e4-e5");
  EXPECT_EQ(read(R"({"type":"card","game":3,"action":"attack b d"})"),
            (ClientMessage{ClientMessageType::Card, 3, "attack b d", OfferAnswer::Offer}));
  EXPECT_EQ(read(R"({"type":"resign","game":3})").type, ClientMessageType::Resign);
  EXPECT_EQ(read(R"({"type":"draw","game":3})").answer, OfferAnswer::Offer);
  EXPECT_EQ(read(R"({"type":"draw","game":3,"answer":"accept"})").answer, OfferAnswer::Accept);
  EXPECT_EQ(read(R"({"type":"adjourn","game":3,"answer":"decline"})"),
            (ClientMessage{ClientMessageType::Adjourn, 3, "", OfferAnswer::Decline}));
  EXPECT_EQ(read(R"({"type":"resume","game":9007199254740993})").game, 9007199254740993);
  EXPECT_EQ(read(" \n{ \"type\" : \"ping\" }\t").type, ClientMessageType::Ping) << "spaces around JSON are fine";
}

TEST(ClientMessage, KeepsTheIdEvenWhenTheRestIsWrong) {
  EXPECT_EQ(parseClientMessage(R"({"type":"ping","id":42})").id, 42);
  EXPECT_EQ(parseClientMessage(R"({"type":"ping","id":-5})").id, -5);
  EXPECT_EQ(parseClientMessage(R"({"type":"ping"})").id, std::nullopt);
  const ClientRequest wrong = parseClientMessage(R"({"type":"move","id":8,"game":1})");
  EXPECT_EQ(wrong.id, 8);
  EXPECT_FALSE(wrong.message.ok());
}

TEST(ClientMessage, SaysWhatAndWhereForEveryMistake) {
  const struct {
    std::string text, error;
  } cases[] = {
      {std::string(kMaxClientMessageBytes + 1, ' '), "message too long: 4097 bytes, at most 4096"},
      {"", "invalid JSON: parse error at line 1, column 1: syntax error while parsing value - unexpected end of "
           "input; expected '[', '{', or a literal"},
      {R"({"type":"ping")", "invalid JSON: parse error at line 1, column 15: syntax error while parsing object - "
                            "unexpected end of input; expected '}'"},
      {R"({"type":"ping"} {})", "invalid JSON: parse error at line 1, column 17: syntax error while parsing value - "
                                "unexpected '{'; expected end of input"},
      {"{\"type\":\n \"pi\\ng\x01\"}", "invalid JSON: parse error at line 2, column 8: syntax error while parsing "
                                       "value - invalid string: control character U+0001 (SOH) must be escaped to "
                                       "\\u0001; last read: '\"pi\\ng<U+0001>'"},
      {"{\"type\":\"\xff\"}", "invalid JSON: parse error at line 1, column 10: syntax error while parsing value - "
                              "invalid string: ill-formed UTF-8 byte; last read: '\"?'"},
      {R"({"type":"ping","id":1e999})", "invalid JSON: number overflow parsing '1e999'"},
      {R"(["ping"])", R"(expected a JSON object, got ["ping"])"},
      {R"("ping")", R"(expected a JSON object, got "ping")"},
      {"{}", R"(field "type" is missing)"},
      {R"({"type":["ping"]})", R"(field "type": expected a string, got ["ping"])"},
      {R"({"type":"fly"})",
       R"(unknown type "fly": expected watch, unwatch, setup, move, card, resign, draw, adjourn, resume or ping)"},
      {R"({"type":"PING"})",
       R"(unknown type "PING": expected watch, unwatch, setup, move, card, resign, draw, adjourn, resume or ping)"},
      {R"({"type":"ping","type":"ping"})", R"(field "type" appears twice)"},
      {R"({"type":"ping","id":1.5})", R"(field "id": expected an integer, got 1.5)"},
      {R"({"type":"ping","id":"1"})", R"(field "id": expected an integer, got "1")"},
      {R"({"type":"ping","id":9223372036854775808})",
       R"(field "id": expected an integer, got 9223372036854775808)"},
      {R"({"type":"ping","game":1})", R"(field "game" is not part of a "ping" message)"},
      {R"({"type":"watch","game":1,"move":"e4-e5"})", R"(field "move" is not part of a "watch" message)"},
      {R"({"type":"draw","game":1,"":1})", R"(field "" is not part of a "draw" message)"},
      {R"({"type":"watch","game":1,"sp\u00e9cial":1})", R"(field "sp\u00e9cial" is not part of a "watch" message)"},
      {R"({"type":"watch"})", R"(field "game" is missing)"},
      {R"({"type":"watch","game":0})", R"(field "game": expected a positive integer, got 0)"},
      {R"({"type":"watch","game":-3})", R"(field "game": expected a positive integer, got -3)"},
      {R"({"type":"watch","game":"7"})", R"(field "game": expected a positive integer, got "7")"},
      {R"({"type":"watch","game":7.0})", R"(field "game": expected a positive integer, got 7.0)"},
      {R"({"type":"watch","game":null})", R"(field "game": expected a positive integer, got null)"},
      {R"({"type":"watch","game":{"id":7}})", R"(field "game": expected a positive integer, got {"id":7})"},
      {R"({"type":"move","game":1})", R"(field "move" is missing)"},
      {R"({"type":"move","game":1,"move":""})", R"(field "move": expected a non-empty string, got "")"},
      {R"({"type":"setup","game":1,"setup":["FB"]})", R"(field "setup": expected a non-empty string, got ["FB"])"},
      {R"({"type":"card","game":1,"action":true})", R"(field "action": expected a non-empty string, got true)"},
      {R"({"type":"draw","game":1,"answer":"maybe"})", R"(field "answer": expected "accept" or "decline", got "maybe")"},
      {R"({"type":"draw","game":1,"answer":""})", R"(field "answer": expected "accept" or "decline", got "")"},
      {R"({"type":"adjourn","game":1,"answer":null})", R"(field "answer": expected "accept" or "decline", got null)"},
      {R"({"type":"resign","game":1,"answer":"accept"})", R"(field "answer" is not part of a "resign" message)"},
  };
  for (const auto& c : cases) EXPECT_EQ(errorOf(c.text), c.error) << c.text;
}

TEST(ClientMessage, ShowsLongOrStrangeValuesShortAndPrintable) {
  const std::string error = errorOf(R"({"type":"watch","game":")" + std::string(1000, 'x') + "\\u00e9\"}");
  EXPECT_EQ(error, R"(field "game": expected a positive integer, got ")" + std::string(39, 'x') + "...");
  EXPECT_EQ(errorOf(R"({"type":"caf\u00e9"})").substr(0, 26), R"(unknown type "caf\u00e9": )");
}

// Random bytes and random damage to valid messages: the reader returns, and every error is
// short printable ASCII (it goes back to the client and into logs).
TEST(ClientMessage, NeverThrowsAndAlwaysSaysWhyInPlainText) {
  const std::string valid[] = {R"({"type":"move","id":3,"game":12,"move":"e4-e5"})",
                               R"({"type":"draw","game":1,"answer":"accept"})", R"({"type":"ping"})"};
  Random rng(5);
  for (int i = 0; i < 20000; ++i) {
    std::string text = valid[rng.below(3)];
    for (auto edits = 1 + rng.below(4); edits > 0; --edits) {
      const auto at = rng.below(static_cast<std::uint32_t>(text.size() + 1));
      const char byte = static_cast<char>(rng.below(256));
      switch (rng.below(3)) {
        case 0: text.insert(text.begin() + at, byte); break;
        case 1: if (at < text.size()) text.erase(at, 1); break;
        default: if (at < text.size()) text[at] = byte;
      }
    }
    const ClientRequest request = parseClientMessage(text);
    if (!request.message.ok()) {
      EXPECT_TRUE(printableAscii(request.message.error())) << request.message.error();
      EXPECT_LT(request.message.error().size(), 300u);
      EXPECT_NO_THROW(errorText(request.id, request.message.error()));
    }
  }
}

TEST(ClientMessage, ReadsBackAsWritten) {
  const ClientMessage messages[] = {
      {},
      {ClientMessageType::Watch, 1, "", OfferAnswer::Offer},
      {ClientMessageType::Setup, 5, "FB2\"\\/\n\xc3\xa9", OfferAnswer::Offer},
      {ClientMessageType::Move, 9223372036854775807, "a4 a5", OfferAnswer::Offer},
      {ClientMessageType::Card, 2, "scout a c e", OfferAnswer::Offer},
      {ClientMessageType::Draw, 3, "", OfferAnswer::Decline},
      {ClientMessageType::Adjourn, 3, "", OfferAnswer::Offer},
      {ClientMessageType::Resume, 3, "", OfferAnswer::Offer},
  };
  for (const ClientMessage& message : messages)
    for (const std::optional<std::int64_t> id : {std::optional<std::int64_t>(), std::optional<std::int64_t>(-77)}) {
      const std::string text = clientMessageText(message, id);
      const ClientRequest again = parseClientMessage(text);
      ASSERT_TRUE(again.message.ok()) << text << ": " << again.message.error();
      EXPECT_EQ(*again.message, message) << text;
      EXPECT_EQ(again.id, id) << text;
    }
  EXPECT_EQ(clientMessageText({ClientMessageType::Move, 4, "e4-e5", OfferAnswer::Offer}, 1),
            R"({"game":4,"id":1,"move":"e4-e5","type":"move"})");
}

TEST(ServerReplies, CarryTheIdOfTheMessageTheyAnswer) {
  EXPECT_EQ(ackText(12), R"({"id":12,"type":"ack"})");
  EXPECT_EQ(pongText(std::nullopt), R"({"type":"pong"})");
  EXPECT_EQ(errorText(3, "field \"game\" is missing"),
            R"({"id":3,"message":"field \"game\" is missing","type":"error"})");
  // Bytes that are not UTF-8 are replaced, not thrown on.
  EXPECT_EQ(json::parse(errorText(std::nullopt, "bad \xff byte"))["message"], "bad \xef\xbf\xbd byte");
}

}  // namespace
}  // namespace stratego
