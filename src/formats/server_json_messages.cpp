#include "formats/server_json_messages.hpp"

#include <array>
#include <limits>
#include <set>

#include "formats/text_util.hpp"

namespace stratego {
namespace {

using nlohmann::json;

// What a message of each type holds besides "type" and "id", in ClientMessageType order.
struct TypeFields {
  std::string_view name;
  bool game;              // a required "game"
  std::string_view text;  // the name of its required text field; empty for none
  bool answer;            // an optional "answer"
};
constexpr std::array<TypeFields, 10> kTypes = {{
    {"watch", true, "", false},
    {"unwatch", true, "", false},
    {"setup", true, "setup", false},
    {"move", true, "move", false},
    {"card", true, "action", false},
    {"resign", true, "", false},
    {"draw", true, "", true},
    {"adjourn", true, "", true},
    {"resume", true, "", false},
    {"ping", false, "", false},
}};
constexpr std::string_view kTypeList = "watch, unwatch, setup, move, card, resign, draw, adjourn, resume or ping";
constexpr std::array<std::string_view, 3> kAnswers = {"", "accept", "decline"};  // by OfferAnswer

constexpr std::size_t kMaxShown = 40;         // bytes of a wrong value that an error shows
constexpr std::size_t kMaxSyntaxError = 200;  // bytes of the JSON reader's own message

bool takes(const TypeFields& fields, std::string_view key) {
  return key == "type" || key == "id" || (fields.game && key == "game") ||
         (!fields.text.empty() && key == fields.text) || (fields.answer && key == "answer");
}

// A client's value inside an error message: its JSON with anything beyond ASCII escaped,
// cut short, so that the message is short, printable and valid UTF-8 whatever was sent.
std::string shown(const json& value) {
  std::string text = value.dump(-1, ' ', true);
  if (text.size() > kMaxShown) text = text.substr(0, kMaxShown) + "...";
  return text;
}

ParseError fieldError(std::string_view field, std::string_view expected, const json& got) {
  return parseError("field \"" + std::string(field) + "\": expected " + std::string(expected) + ", got " + shown(got));
}

ParseError missing(std::string_view field) { return parseError("field \"" + std::string(field) + "\" is missing"); }

// The reader's message without its "[json.exception.parse_error.101] " prefix and with
// what it last read made printable: those are the client's bytes, going back to the client.
std::string syntaxError(const json::exception& e) {
  std::string_view what = e.what();
  if (const auto end = what.find("] "); end != std::string_view::npos) what.remove_prefix(end + 2);
  std::string out = "invalid JSON: ";
  for (char c : what.substr(0, kMaxSyntaxError)) out += c >= 0x20 && c < 0x7f ? c : '?';
  return out;
}

// The message's object. JSON lets a key appear twice and keeps the last; a message that
// does is refused instead, since what it asks for is ambiguous.
Parsed<json> parseObject(std::string_view text) {
  if (text.size() > kMaxClientMessageBytes)
    return parseError("message too long: " + std::to_string(text.size()) + " bytes, at most " +
                      std::to_string(kMaxClientMessageBytes));
  std::set<std::string> keys;
  std::optional<std::string> twice;
  const auto noteKey = [&](int depth, json::parse_event_t event, json& parsed) {
    if (depth == 1 && event == json::parse_event_t::key && !keys.insert(parsed.get<std::string>()).second)
      twice = twice.value_or(parsed.get<std::string>());
    return true;
  };
  json root;
  try {
    root = json::parse(text, noteKey);
  } catch (const json::exception& e) {  // parse_error, or out_of_range for a number like 1e999
    return parseError(syntaxError(e));
  }
  if (!root.is_object()) return parseError("expected a JSON object, got " + shown(root));
  if (twice) return parseError("field " + shown(json(*twice)) + " appears twice");
  return root;
}

// A JSON integer within int64 (JSON itself has no limit).
std::optional<std::int64_t> integer(const json& value) {
  if (value.is_number_unsigned()) {
    const auto n = value.get<std::uint64_t>();
    if (n > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) return std::nullopt;
    return static_cast<std::int64_t>(n);
  }
  if (value.is_number_integer()) return value.get<std::int64_t>();
  return std::nullopt;
}

Parsed<std::optional<std::int64_t>> readId(const json& object) {
  const auto it = object.find("id");
  if (it == object.end()) return std::optional<std::int64_t>();
  if (const auto id = integer(*it)) return std::optional<std::int64_t>(id);
  return fieldError("id", "an integer", *it);
}

Parsed<std::int64_t> readGame(const json& object) {
  const auto it = object.find("game");
  if (it == object.end()) return missing("game");
  const auto game = integer(*it);
  if (!game || *game <= 0) return fieldError("game", "a positive integer", *it);
  return *game;
}

Parsed<std::string> readText(const json& object, std::string_view field) {
  const auto it = object.find(field);
  if (it == object.end()) return missing(field);
  if (!it->is_string() || it->get_ref<const std::string&>().empty())
    return fieldError(field, "a non-empty string", *it);
  return it->get<std::string>();
}

Parsed<OfferAnswer> readAnswer(const json& object) {
  const auto it = object.find("answer");
  if (it == object.end()) return OfferAnswer::Offer;
  if (it->is_string())
    if (const auto answer = indexIn(kAnswers, it->get_ref<const std::string&>()); answer && *answer > 0)
      return static_cast<OfferAnswer>(*answer);
  return fieldError("answer", "\"accept\" or \"decline\"", *it);
}

Parsed<ClientMessage> readMessage(const json& object) {
  const auto type = object.find("type");
  if (type == object.end()) return missing("type");
  if (!type->is_string()) return fieldError("type", "a string", *type);
  std::size_t kind = 0;
  while (kind < kTypes.size() && kTypes[kind].name != type->get_ref<const std::string&>()) ++kind;
  if (kind == kTypes.size()) return parseError("unknown type " + shown(*type) + ": expected " + std::string(kTypeList));
  const TypeFields& fields = kTypes[kind];
  for (const auto& field : object.items())
    if (!takes(fields, field.key()))
      return parseError("field " + shown(json(field.key())) + " is not part of a \"" + std::string(fields.name) +
                        "\" message");

  ClientMessage message;
  message.type = static_cast<ClientMessageType>(kind);
  if (fields.game) {
    auto game = readGame(object);
    if (!game) return parseError(game.error());
    message.game = *game;
  }
  if (!fields.text.empty()) {
    auto text = readText(object, fields.text);
    if (!text) return parseError(text.error());
    message.text = std::move(text).value();
  }
  if (fields.answer) {
    const auto answer = readAnswer(object);
    if (!answer) return parseError(answer.error());
    message.answer = *answer;
  }
  return message;
}

// A message of `type` carrying `id` when there is one.
json envelope(std::string_view type, std::optional<std::int64_t> id) {
  json out = {{"type", type}};
  if (id) out["id"] = *id;
  return out;
}

}  // namespace

ClientRequest parseClientMessage(std::string_view text) {
  const auto object = parseObject(text);
  if (!object) return {std::nullopt, parseError(object.error())};
  const auto id = readId(*object);
  if (!id) return {std::nullopt, parseError(id.error())};
  return {*id, readMessage(*object)};
}

std::string clientMessageText(const ClientMessage& message, std::optional<std::int64_t> id) {
  const TypeFields& fields = kTypes[static_cast<std::size_t>(message.type)];
  json out = envelope(fields.name, id);
  if (fields.game) out["game"] = message.game;
  if (!fields.text.empty()) out[std::string(fields.text)] = message.text;
  if (fields.answer && message.answer != OfferAnswer::Offer)
    out["answer"] = kAnswers[static_cast<std::size_t>(message.answer)];
  return messageText(out);
}

std::string ackText(std::optional<std::int64_t> id) { return messageText(envelope("ack", id)); }

std::string errorText(std::optional<std::int64_t> id, std::string_view message) {
  json out = envelope("error", id);
  out["message"] = message;
  return messageText(out);
}

std::string pongText(std::optional<std::int64_t> id) { return messageText(envelope("pong", id)); }

std::string messageText(const nlohmann::json& message) {
  return message.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace stratego
