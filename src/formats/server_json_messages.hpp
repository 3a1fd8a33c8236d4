// The WebSocket messages of the game server (docs/SERVER.md, "WebSocket messages"): what a
// client sends, read into a ClientMessage, and the short replies. The reader checks the
// JSON, the types and the fields, never the rules: it keeps the setup, move and card
// action as the client wrote them, for the server to read with parseSetup, parseMove and
// cards::parseAction against the game they belong to.
#pragma once

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "formats/parse_result.hpp"

namespace stratego {

enum class ClientMessageType : std::uint8_t { Watch, Unwatch, Setup, Move, Card, Resign, Draw, Adjourn, Resume, Ping };

// A draw or adjournment message offers, or answers the other side's offer.
enum class OfferAnswer : std::uint8_t { Offer, Accept, Decline };

struct ClientMessage {
  ClientMessageType type = ClientMessageType::Ping;
  std::int64_t game = 0;  // positive; 0 for ping, the only type without a game
  std::string text;       // setup: the setup text; move: the move; card: the action; else empty
  OfferAnswer answer = OfferAnswer::Offer;  // draw and adjourn only
  friend bool operator==(const ClientMessage&, const ClientMessage&) = default;
};

// What a client message read to. The id comes apart from the message so that the error
// reply to a message that is wrong elsewhere can still repeat it.
struct ClientRequest {
  std::optional<std::int64_t> id;  // when the message holds a valid one
  Parsed<ClientMessage> message;
};

// Far beyond any valid message (the longest, a free setup, is under 200 bytes).
constexpr std::size_t kMaxClientMessageBytes = 4096;

// Reads one client message. Errors say what and where: "invalid JSON: parse error at line
// 1, column 9: ...", "field \"game\": expected a positive integer, got \"7\"". Never throws.
ClientRequest parseClientMessage(std::string_view text);

// The text of a client message, as a client sends it (tests and test clients).
std::string clientMessageText(const ClientMessage& message, std::optional<std::int64_t> id = std::nullopt);

// The server's replies; each carries the id of the message it answers, when it had one.
std::string ackText(std::optional<std::int64_t> id);
std::string errorText(std::optional<std::int64_t> id, std::string_view message);
std::string pongText(std::optional<std::int64_t> id);

// Any JSON the server sends, as text: bytes that are not UTF-8 (a client's own bytes in an
// error message) are replaced rather than thrown on.
std::string messageText(const nlohmann::json& message);

}  // namespace stratego
