#include "formats/record_text.hpp"

#include <algorithm>
#include <vector>

#include "formats/board_text.hpp"
#include "formats/record_moves.hpp"
#include "formats/record_tags.hpp"
#include "formats/rules_text.hpp"
#include "formats/setup_text.hpp"
#include "formats/text_cursor.hpp"
#include "formats/text_util.hpp"

namespace stratego {
namespace {

constexpr std::string_view kVariant = "Variant";
constexpr std::string_view kStart = "Start";
constexpr std::string_view kResult = "Result";
constexpr std::string_view kReason = "Reason";

std::string_view setupTag(Side side) { return side == Side::Red ? "RedSetup" : "BlueSetup"; }

bool isRequiredTag(std::string_view name) {
  for (std::string_view n : {kVariant, setupTag(Side::Red), setupTag(Side::Blue), kStart, kResult, kReason})
    if (n == name) return true;
  return std::any_of(kRuleOptionTexts.begin(), kRuleOptionTexts.end(),
                     [name](const RuleOptionText& option) { return option.tag == name; });
}

// The tags of a record: the required ones looked up by name, the free ones in order.
struct SortedTags {
  std::vector<Tag> required;
  std::vector<std::pair<std::string, std::string>> free;

  const Tag* find(std::string_view name) const {
    for (const Tag& tag : required)
      if (tag.name == name) return &tag;
    return nullptr;
  }
  Parsed<const Tag*> require(std::string_view name) const {
    if (const Tag* tag = find(name)) return tag;
    return parseError("record: the tag [" + std::string(name) + "] is missing");
  }
};

std::string tagError(const Tag& tag, const std::string& why) {
  return "line " + std::to_string(tag.line) + ": tag [" + tag.name + "]: " + why;
}

Parsed<SortedTags> sortTags(std::vector<Tag> tags) {
  SortedTags sorted;
  for (Tag& tag : tags) {
    if (!isRequiredTag(tag.name)) {
      sorted.free.emplace_back(std::move(tag.name), std::move(tag.value));
    } else if (sorted.find(tag.name)) {
      return parseError(tagError(tag, "given twice"));
    } else {
      sorted.required.push_back(std::move(tag));
    }
  }
  return sorted;
}

Parsed<GameConfig> readConfig(const SortedTags& tags) {
  auto variant = tags.require(kVariant);
  if (!variant) return parseError(variant.error());
  auto preset = parseVariantText((*variant)->value);
  if (!preset) return parseError(tagError(**variant, preset.error()));
  GameConfig config = *preset;
  for (const RuleOptionText& option : kRuleOptionTexts) {
    auto tag = tags.require(option.tag);
    if (!tag) return parseError(tag.error());
    if (!option.parse((*tag)->value, config.rules))
      return parseError(
          tagError(**tag, "expected " + std::string(option.expected) + ", found " + quoted((*tag)->value)));
  }
  return config;
}

// A [Start] tag holds the board field of a position string without knowledge flags.
Parsed<Placement> readStartTag(const Tag& tag, const GameConfig& config) {
  auto pieces = parseBoardField(config.geometry(), tag.value, "board");
  if (!pieces) return parseError(tagError(tag, pieces.error()));
  if (std::any_of(pieces->flags.begin(), pieces->flags.end(), [](std::uint8_t f) { return f != 0; }))
    return parseError(tagError(tag, "the pieces of a starting position carry no knowledge flags (* + #)"));
  if (auto problem = validatePlacement(config, pieces->placement)) return parseError(tagError(tag, *problem));
  return pieces->placement;
}

Parsed<Placement> readStart(const SortedTags& tags, const GameConfig& config) {
  if (const Tag* start = tags.find(kStart)) {
    for (Side side : {Side::Red, Side::Blue})
      if (tags.find(setupTag(side)))
        return parseError(tagError(*start, "give either [Start] or [RedSetup] and [BlueSetup], not both"));
    return readStartTag(*start, config);
  }
  if (config.freeSetup()) return parseError("record: the tag [Start] is missing (a free game lists its pieces there)");
  Placement both;
  for (Side side : {Side::Red, Side::Blue}) {
    auto tag = tags.require(setupTag(side));
    if (!tag) return parseError(tag.error());
    auto setup = parseSetup(config, side, (*tag)->value);
    if (!setup) return parseError(tagError(**tag, setup.error()));
    both.merge(*setup);
  }
  return both;
}

Parsed<Outcome> readResult(const SortedTags& tags) {
  auto result = tags.require(kResult);
  if (!result) return parseError(result.error());
  auto reason = tags.require(kReason);
  if (!reason) return parseError(reason.error());
  const auto winner = parseWinnerText((*result)->value);
  if (!winner)
    return parseError(tagError(**result, "expected red, blue, draw or *, found " + quoted((*result)->value)));
  const auto why = endReasonFromName((*reason)->value);
  if (!why) return parseError(tagError(**reason, "unknown reason " + quoted((*reason)->value)));
  return Outcome{*winner, *why};
}

}  // namespace

std::string formatRecord(const GameRecord& record) {
  const GameConfig& config = record.config;
  std::string out = formatTag(kVariant, variantText(config));
  for (const RuleOptionText& option : kRuleOptionTexts) out += formatTag(option.tag, option.format(config.rules));
  if (config.freeSetup()) {
    out += formatTag(kStart, formatBoardField(config.geometry(), BoardPieces{record.start, {}}));
  } else {
    for (Side side : {Side::Red, Side::Blue}) out += formatTag(setupTag(side), formatSetup(config, side, record.start));
  }
  out += formatTag(kResult, winnerText(record.result.winner));
  out += formatTag(kReason, endReasonName(record.result.reason));
  for (const auto& [name, value] : record.tags) out += formatTag(name, value);
  return out + '\n' + formatMoveText(record);
}

Parsed<GameRecord> parseRecord(std::string_view text) {
  TextCursor in(text);
  auto tags = readTags(in);
  if (!tags) return parseError(tags.error());
  auto sorted = sortTags(std::move(tags).value());
  if (!sorted) return parseError(sorted.error());
  auto config = readConfig(*sorted);
  if (!config) return parseError(config.error());
  auto start = readStart(*sorted, *config);
  if (!start) return parseError(start.error());
  auto result = readResult(*sorted);
  if (!result) return parseError(result.error());
  GameRecord record{*config, *start, {}, *result, std::move(sorted.value().free)};
  auto moves = readMoveText(in, record);
  if (!moves) return parseError(moves.error());
  record.moves = std::move(moves).value();
  return record;
}

}  // namespace stratego
