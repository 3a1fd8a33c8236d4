#include "server/game_action.hpp"

#include <array>

#include "formats/server_json_view.hpp"

namespace stratego::server {
namespace {

constexpr std::array<std::string_view, 8> kKindNames = {"setup",   "move",   "resign", "draw",
                                                        "adjourn", "resume", "flag",   "card"};

}  // namespace

nlohmann::json actionJson(const GameAction& a) {
  nlohmann::json out = {{"seat", sideJson(a.seat)}, {"type", kKindNames[static_cast<std::size_t>(a.kind)]}};
  if (!a.text.empty()) out["text"] = a.text;
  if (!a.answer.empty()) out["answer"] = a.answer;
  if (a.elapsedMs != 0) out["elapsed"] = a.elapsedMs;
  return out;
}

Parsed<GameAction> parseActionJson(const nlohmann::json& in) {
  if (!in.is_object()) return ParseError{"stored action: expected a JSON object"};
  GameAction a;
  const auto seat = in.find("seat");
  if (seat == in.end() || !seat->is_string() || (*seat != "red" && *seat != "blue"))
    return ParseError{"stored action: \"seat\" must be \"red\" or \"blue\""};
  a.seat = *seat == "red" ? Side::Red : Side::Blue;
  const auto type = in.find("type");
  bool known = false;
  for (std::size_t k = 0; k < kKindNames.size() && type != in.end() && type->is_string(); ++k)
    if (*type == kKindNames[k]) a.kind = static_cast<ActionKind>(k), known = true;
  if (!known) return ParseError{"stored action: unknown \"type\""};
  for (auto [field, into] : {std::pair{"text", &a.text}, {"answer", &a.answer}})
    if (const auto it = in.find(field); it != in.end()) {
      if (!it->is_string()) return ParseError{std::string("stored action: \"") + field + "\" must be a string"};
      *into = it->get<std::string>();
    }
  if (const auto it = in.find("elapsed"); it != in.end()) {
    if (!it->is_number_integer() || it->get<std::int64_t>() < 0)
      return ParseError{"stored action: \"elapsed\" must be a whole number of milliseconds"};
    a.elapsedMs = it->get<std::int64_t>();
  }
  return a;
}

}  // namespace stratego::server
