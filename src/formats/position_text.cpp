#include "formats/position_text.hpp"

#include <optional>
#include <vector>

#include "formats/board_text.hpp"
#include "formats/notation.hpp"
#include "formats/rule_state_text.hpp"
#include "formats/rules_text.hpp"
#include "formats/text_util.hpp"

namespace stratego {
namespace {

constexpr std::string_view kOngoing = "ongoing";

// The fields in order; the rule options sit between kPliesSinceBattle and kRuns.
enum Field : std::size_t { kVariant, kBoard, kToMove, kPly, kPliesSinceBattle, kFirstOption };
constexpr std::size_t kRuns = kFirstOption + kRuleOptionTexts.size();
constexpr std::size_t kChase = kRuns + 1;
constexpr std::size_t kResult = kChase + 1;
constexpr std::size_t kFieldCount = kResult + 1;

BoardPieces piecesOf(const GameState& state) {
  BoardPieces pieces;
  for (int id = 0; id < state.pieceCount(); ++id) {
    const Piece& p = state.piece(static_cast<PieceId>(id));
    if (!p.alive()) continue;
    pieces.placement.put(p.square, {p.side, p.rank});
    pieces.flags[p.square] = p.flags;
  }
  return pieces;
}

std::string outcomeText(Outcome outcome) {
  if (!outcome.over()) return std::string(kOngoing);
  return std::string(winnerText(outcome.winner)) + ':' + std::string(endReasonName(outcome.reason));
}

Parsed<std::string_view> keyedValue(std::string_view field, std::string_view key) {
  if (field.size() <= key.size() || field.substr(0, key.size()) != key || field[key.size()] != '=')
    return parseError("position: expected " + std::string(key) + "=..., found " + quoted(field));
  return field.substr(key.size() + 1);
}

std::optional<ParseError> parseRuleOptions(const std::vector<std::string_view>& fields, RuleOptions& rules) {
  for (std::size_t i = 0; i < kRuleOptionTexts.size(); ++i) {
    const RuleOptionText& option = kRuleOptionTexts[i];
    auto value = keyedValue(fields[kFirstOption + i], option.key);
    if (!value) return parseError(value.error());
    if (!option.parse(*value, rules))
      return parseError("position " + std::string(option.key) + " " + quoted(*value) + ": expected " +
                        std::string(option.expected));
  }
  return std::nullopt;
}

// Why the pieces cannot come from the variant's armies, or nothing when they can.
std::optional<std::string> armyExcess(const GameConfig& config, const Placement& placement) {
  if (config.freeSetup()) return std::nullopt;
  for (Side side : {Side::Red, Side::Blue}) {
    const Army have = placement.army(side);
    for (int r = 0; r < kRankCount; ++r)
      if (have[r] > config.army[r])
        return std::string(sideName(side)) + " has " + std::to_string(have[r]) + " " +
               std::string(rankName(static_cast<Rank>(r))) + "s, the " + std::string(variantName(config.variant)) +
               " army has " + std::to_string(config.army[r]);
  }
  return std::nullopt;
}

Parsed<Outcome> parseOutcome(std::string_view field) {
  auto value = keyedValue(field, "result");
  if (!value) return parseError(value.error());
  if (*value == kOngoing) return Outcome{};
  const auto colon = value->find(':');
  const auto winner = parseWinnerText(value->substr(0, colon));
  const auto reason = colon == std::string_view::npos ? std::nullopt : endReasonFromName(value->substr(colon + 1));
  if (!winner || *winner == Winner::None || !reason)
    return parseError("position result " + quoted(*value) +
                      ": write ongoing or <red|blue|draw>:<reason>, e.g. red:flag-captured");
  return Outcome{*winner, *reason};
}

}  // namespace

std::string formatPosition(const GameState& state) {
  std::string out = variantText(state.config()) + ' ' + formatBoardField(state.board(), piecesOf(state)) + ' ' +
                    sideLetter(state.toMove()) + ' ' + std::to_string(state.ply()) + ' ' +
                    std::to_string(state.pliesSinceBattle());
  for (const RuleOptionText& option : kRuleOptionTexts)
    out += ' ' + std::string(option.key) + '=' + option.format(state.config().rules);
  out += " runs=" + formatRuns(state);
  out += " chase=" + formatChase(state);
  out += " result=" + outcomeText(state.outcome());
  return out;
}

Parsed<GameState> parsePosition(std::string_view text) {
  const auto fields = split(text, ' ');
  if (fields.size() != kFieldCount)
    return parseError("position: expected " + std::to_string(kFieldCount) +
                      " fields separated by single spaces, found " + std::to_string(fields.size()));
  auto variant = parseVariantText(fields[kVariant]);
  if (!variant) return parseError("position variant: " + variant.error());
  GameConfig config = *variant;
  if (auto error = parseRuleOptions(fields, config.rules)) return *error;
  auto pieces = parseBoardField(config.geometry(), fields[kBoard], "position board");
  if (!pieces) return parseError(pieces.error());
  if (auto excess = armyExcess(config, pieces->placement)) return parseError("position board: " + *excess);
  const auto toMove = fields[kToMove].size() == 1 ? sideFromLetter(fields[kToMove][0]) : std::nullopt;
  if (!toMove) return parseError("position side to move " + quoted(fields[kToMove]) + ": write r or b");
  const auto ply = parseNumber(fields[kPly], kMaxPlies);
  if (!ply) return parseError("position ply " + quoted(fields[kPly]) + ": expected a number of plies");
  const auto sinceBattle = parseNumber(fields[kPliesSinceBattle], *ply);
  if (!sinceBattle)
    return parseError("position plies since battle " + quoted(fields[kPliesSinceBattle]) + ": expected a number 0.." +
                      std::to_string(*ply));
  auto chaseText = keyedValue(fields[kChase], "chase");
  if (!chaseText) return parseError(chaseText.error());
  auto chase = parseChase(config.geometry(), *chaseText, *ply);
  if (!chase) return parseError(chase.error());
  auto outcome = parseOutcome(fields[kResult]);
  if (!outcome) return parseError(outcome.error());

  GameState state(config, pieces->placement);
  auto runsText = keyedValue(fields[kRuns], "runs");
  if (!runsText) return parseError(runsText.error());
  auto runs = parseRuns(state, *runsText);
  if (!runs) return parseError(runs.error());
  RestorePoint point{*toMove, *ply, *sinceBattle, *runs, chase->state, chase->moves, {}, *outcome};
  for (int id = 0; id < state.pieceCount(); ++id)
    point.flags.push_back(pieces->flags[state.piece(static_cast<PieceId>(id)).square]);
  if (!state.restoreRuleState(point))
    return parseError("position chase " + quoted(fields[kChase]) + ": the moves cannot have led to this position");
  return state;
}

}  // namespace stratego
