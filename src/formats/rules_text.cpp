#include "formats/rules_text.hpp"

#include "formats/text_util.hpp"

namespace stratego {
namespace {

constexpr std::string_view kSmallFree = "free8";
constexpr std::string_view kOff = "off";

std::string limitText(int limit) { return limit > 0 ? std::to_string(limit) : std::string(kOff); }

// "off" or a number 1..max.
bool parseLimit(std::string_view text, int max, int& into) {
  if (text == kOff) {
    into = 0;
    return true;
  }
  const auto n = parseNumber(text, max);
  if (!n || *n == 0) return false;
  into = *n;
  return true;
}

std::string switchText(bool on) { return on ? "on" : std::string(kOff); }

bool parseSwitch(std::string_view text, bool& into) {
  if (text != "on" && text != kOff) return false;
  into = text == "on";
  return true;
}

constexpr std::array<std::string_view, 4> kWinnerTexts = {"*", "red", "blue", "draw"};  // by Winner

}  // namespace

std::string variantText(const GameConfig& config) {
  if (config.freeSetup() && config.board == BoardKind::Small) return std::string(kSmallFree);
  return std::string(variantName(config.variant));
}

Parsed<GameConfig> parseVariantText(std::string_view text) {
  if (text == kSmallFree) return presetConfig(Variant::Free, BoardKind::Small);
  if (const auto v = variantFromName(text)) return presetConfig(*v);
  return parseError("unknown variant " + quoted(text) +
                    ": expected classic, duel, barrage, duel10, barrage10, free or free8");
}

const std::array<RuleOptionText, 5> kRuleOptionTexts = {{
    {"two-square", "TwoSquare", "off or a limit 1..8", [](const RuleOptions& o) { return limitText(o.twoSquareLimit); },
     [](std::string_view t, RuleOptions& o) { return parseLimit(t, kMaxTwoSquareLimit, o.twoSquareLimit); }},
    {"chasing", "Chasing", "on or off", [](const RuleOptions& o) { return switchText(o.chasingRule); },
     [](std::string_view t, RuleOptions& o) { return parseSwitch(t, o.chasingRule); }},
    {"scout-strike", "ScoutStrike", "on or off", [](const RuleOptions& o) { return switchText(o.scoutStrike); },
     [](std::string_view t, RuleOptions& o) { return parseSwitch(t, o.scoutStrike); }},
    {"ply-cap", "PlyCap", "off or a number of plies", [](const RuleOptions& o) { return limitText(o.plyCap); },
     [](std::string_view t, RuleOptions& o) { return parseLimit(t, kMaxPlies, o.plyCap); }},
    {"no-battle-cap", "NoBattleCap", "off or a number of plies",
     [](const RuleOptions& o) { return limitText(o.noBattleCap); },
     [](std::string_view t, RuleOptions& o) { return parseLimit(t, kMaxPlies, o.noBattleCap); }},
}};

std::string_view winnerText(Winner winner) { return kWinnerTexts[static_cast<int>(winner)]; }

std::optional<Winner> parseWinnerText(std::string_view text) {
  if (const auto w = indexIn(kWinnerTexts, text)) return static_cast<Winner>(*w);
  return std::nullopt;
}

}  // namespace stratego
