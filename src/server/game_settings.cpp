#include "server/game_settings.hpp"

#include "ai/builtin_players.hpp"
#include "formats/clock_text.hpp"
#include "formats/rules_text.hpp"

namespace stratego::server {
namespace {

using nlohmann::json;

ParseError fieldError(std::string_view field, std::string_view expected) {
  return ParseError{"field \"" + std::string(field) + "\": expected " + std::string(expected)};
}

// The rule options by the keys of position strings ("two-square": "5"), values as text.
std::optional<ParseError> readRules(const json& rules, RuleOptions& into) {
  if (!rules.is_object()) return fieldError("rules", "an object of rule options");
  for (const auto& [key, value] : rules.items()) {
    const RuleOptionText* option = nullptr;
    for (const RuleOptionText& o : kRuleOptionTexts)
      if (o.key == key) option = &o;
    if (!option) return ParseError{"field \"rules\": unknown rule option \"" + key + "\""};
    if (!value.is_string() || !option->parse(value.get<std::string>(), into))
      return fieldError("rules." + key, option->expected);
  }
  return std::nullopt;
}

// A string field's text, `fallback` when absent; nothing when it is not a string.
std::optional<std::string> stringField(const json& in, const char* field, const char* fallback) {
  const auto it = in.find(field);
  if (it == in.end()) return fallback;
  if (!it->is_string()) return std::nullopt;
  return it->get<std::string>();
}

}  // namespace

Parsed<GameSettings> parseGameSettings(const json& in) {
  if (!in.is_object()) return ParseError{"game settings: expected a JSON object"};
  GameSettings s;
  const auto variant = stringField(in, "variant", "");
  if (!variant || variant->empty()) return fieldError("variant", "a variant name such as \"classic\"");
  auto config = parseVariantText(*variant);
  if (!config) return ParseError{"field \"variant\": " + config.error()};
  s.config = *config;
  if (const auto rules = in.find("rules"); rules != in.end())
    if (auto error = readRules(*rules, s.config.rules)) return *error;
  const auto clock = stringField(in, "clock", "");
  if (!clock) return fieldError("clock", "a string");
  if (!clock->empty()) {
    const auto control = parseClock(*clock);
    if (!control) return fieldError("clock", "minutes+seconds such as \"10+5\", \"3d2\" for a delay, or \"\"");
    s.clock = *control;
  }
  const auto opponent = stringField(in, "opponent", "human");
  if (opponent != "human" && opponent != "computer") return fieldError("opponent", "\"human\" or \"computer\"");
  s.vsComputer = opponent == "computer";
  if (s.vsComputer) {
    const auto level = stringField(in, "level", "strong");
    std::string error;
    if (!level || !makeBuiltinPlayer(*level, error))
      return fieldError("level", "random, greedy, strong or strong:1 to strong:5");
    s.level = *level;
  }
  if (const auto seed = in.find("seed"); seed != in.end() && seed->is_number_unsigned()) s.seed = seed->get<std::uint64_t>();
  return s;
}

json gameSettingsJson(const GameSettings& s) {
  json rules = json::object();
  for (const RuleOptionText& option : kRuleOptionTexts) rules[std::string(option.key)] = option.format(s.config.rules);
  json out = {{"variant", variantText(s.config)}, {"rules", rules}, {"clock", clockText(s.clock)},
              {"opponent", s.vsComputer ? "computer" : "human"}, {"seed", s.seed}};
  if (s.vsComputer) out["level"] = s.level;
  return out;
}

}  // namespace stratego::server
