#include "server/game_settings.hpp"

#include "ai/builtin_players.hpp"
#include "cards/card_player.hpp"
#include "cards/deck.hpp"
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

constexpr const char* kCards = "cards";

// Card Battle's own fields: the deck, and none of a board game's options.
std::optional<ParseError> readCardSettings(const json& in, GameSettings& s) {
  const auto deck = stringField(in, "deck", "standard");
  if (!deck || !cards::deckByName(*deck)) return fieldError("deck", "\"standard\" or \"us\"");
  s.deck = *deck;
  if (const auto rules = in.find("rules"); rules != in.end() && !(rules->is_object() && rules->empty()))
    return ParseError{"field \"rules\": Card Battle has no rule options"};
  if (const auto clock = in.find("clock"); clock != in.end() && *clock != "")
    return ParseError{"field \"clock\": Card Battle is played without a clock"};
  return std::nullopt;
}

// A board game's fields: the variant's rule options and the clock.
std::optional<ParseError> readBoardSettings(const json& in, const std::string& variant, GameSettings& s) {
  if (in.contains("deck")) return ParseError{"field \"deck\": only Card Battle (\"variant\":\"cards\") has a deck"};
  auto config = parseVariantText(variant);
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
  return std::nullopt;
}

bool knownLevel(const GameSettings& s, const std::string& level) {
  std::string error;
  return s.cards() ? cards::makeCardPlayer(level, error) != nullptr : makeBuiltinPlayer(level, error) != nullptr;
}

}  // namespace

std::string GameSettings::variantName() const { return cards() ? kCards : variantText(config); }

Parsed<GameSettings> parseGameSettings(const json& in) {
  if (!in.is_object()) return ParseError{"game settings: expected a JSON object"};
  GameSettings s;
  const auto variant = stringField(in, "variant", "");
  if (!variant || variant->empty()) return fieldError("variant", "a variant name such as \"classic\" or \"cards\"");
  if (auto error = *variant == kCards ? readCardSettings(in, s) : readBoardSettings(in, *variant, s)) return *error;
  const auto opponent = stringField(in, "opponent", "human");
  if (opponent != "human" && opponent != "computer") return fieldError("opponent", "\"human\" or \"computer\"");
  s.vsComputer = opponent == "computer";
  if (s.vsComputer) {
    const auto level = stringField(in, "level", "strong");
    if (!level || !knownLevel(s, *level))
      return fieldError("level", "random, greedy, strong or strong:1 to strong:5");
    s.level = *level;
  }
  if (const auto seed = in.find("seed"); seed != in.end() && seed->is_number_unsigned()) s.seed = seed->get<std::uint64_t>();
  return s;
}

json gameSettingsJson(const GameSettings& s) {
  json out = {{"opponent", s.vsComputer ? "computer" : "human"}, {"seed", s.seed}};
  if (s.vsComputer) out["level"] = s.level;
  if (s.cards()) {
    out["variant"] = kCards;
    out["deck"] = s.deck;
    return out;
  }
  json rules = json::object();
  for (const RuleOptionText& option : kRuleOptionTexts) rules[std::string(option.key)] = option.format(s.config.rules);
  out["variant"] = variantText(s.config);
  out["rules"] = rules;
  out["clock"] = clockText(s.clock);
  return out;
}

nlohmann::json publicSettingsJson(nlohmann::json settings) {
  if (settings.is_object()) settings.erase("seed");
  return settings;
}

}  // namespace stratego::server
