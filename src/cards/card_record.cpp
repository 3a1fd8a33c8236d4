#include "cards/card_record.hpp"

#include <charconv>

#include "cards/card_notation.hpp"
#include "formats/record_tags.hpp"
#include "formats/rules_text.hpp"
#include "formats/text_cursor.hpp"
#include "formats/text_util.hpp"

namespace stratego::cards {
namespace {

constexpr std::string_view kGameName = "Card Battle";

std::string resignLine(Side side) { return std::string(sideName(side)) + " resigns"; }

const Tag* findTag(const std::vector<Tag>& tags, std::string_view name) {
  for (const Tag& tag : tags)
    if (tag.name == name) return &tag;
  return nullptr;
}

std::string at(int line) { return "line " + std::to_string(line) + ": "; }

}  // namespace

Parsed<CardReplay> replayCardRecord(const CardRecord& record) {
  if (auto problem = deckProblem(record.rules.deck)) return parseError("the deck: " + *problem);
  CardReplay replay{CardGame(record.rules, record.seed), {}};
  for (std::size_t i = 0; i < record.actions.size(); ++i) {
    const CardAction& action = record.actions[i];
    if (auto why = replay.game.check(action))
      return parseError("action " + std::to_string(i + 1) + " (" + std::string(sideName(replay.game.toAct())) + " " +
                        actionText(action) + "): " + *why);
    replay.events.push_back(replay.game.apply(action));
  }
  if (record.resigned) {
    if (replay.game.phase() == Phase::Over) return parseError("a resignation after the end of the game");
    replay.game.resign(*record.resigned);
  }
  return replay;
}

std::string writeCardRecord(const CardRecord& record) {
  auto replay = replayCardRecord(record);
  std::string out;
  out += formatTag("Game", kGameName);
  out += formatTag("Deck", record.deckName);
  out += formatTag("Army", armyCountsText(record.rules.deck));
  out += formatTag("NoBattleTurns", std::to_string(record.rules.noBattleTurns));
  out += formatTag("Seed", std::to_string(record.seed));
  out += formatTag("Red", record.names[0]);
  out += formatTag("Blue", record.names[1]);
  const Outcome outcome = replay ? replay->game.outcome() : Outcome{};
  out += formatTag("Result", winnerText(outcome.winner));
  if (outcome.over()) out += formatTag("Reason", endReasonName(outcome.reason));
  out += "\n";
  if (!replay) return out + "# " + replay.error() + "\n";
  for (const CardEvent& event : replay->events) {
    out += std::string(sideName(event.actor)) + " " + actionText(event.action);
    const std::string shown = shownText(event);
    if (event.action.kind == ActionKind::Attack || event.action.kind == ActionKind::Spy ||
        event.action.kind == ActionKind::Scout)
      out += " =" + (shown.empty() ? "" : " " + shown);
    out += "\n";
  }
  if (record.resigned) out += resignLine(*record.resigned) + "\n";
  return out;
}

Parsed<CardRecord> readCardRecord(std::string_view text) {
  TextCursor in(text);
  auto tags = readTags(in);
  if (!tags) return ParseError{tags.error()};
  CardRecord record;
  const Tag* game = findTag(*tags, "Game");
  if (!game || game->value != kGameName) return parseError("not a Card Battle record: the tag [Game \"Card Battle\"] is missing");
  if (const Tag* deck = findTag(*tags, "Deck")) record.deckName = deck->value;
  if (const Tag* army = findTag(*tags, "Army")) {
    auto counts = parseArmyCounts(army->value);
    if (!counts) return parseError(at(army->line) + "Army: " + counts.error());
    record.rules.deck = *counts;
  } else if (const Deck* preset = deckByName(record.deckName)) {
    record.rules.deck = preset->counts;
  } else {
    return parseError("unknown deck " + quoted(record.deckName) + " and no [Army] tag with its cards");
  }
  if (const Tag* cap = findTag(*tags, "NoBattleTurns")) {
    const auto n = parseNumber(cap->value, 1000000);
    if (!n) return parseError(at(cap->line) + "NoBattleTurns must be a number, not " + quoted(cap->value));
    record.rules.noBattleTurns = *n;
  }
  const Tag* seed = findTag(*tags, "Seed");
  if (!seed) return parseError("the tag [Seed] is missing: without it the shuffles cannot be replayed");
  const std::string& seedText = seed->value;
  const auto [end, error] = std::from_chars(seedText.data(), seedText.data() + seedText.size(), record.seed);
  if (seedText.empty() || error != std::errc{} || end != seedText.data() + seedText.size())
    return parseError(at(seed->line) + "Seed must be a whole number, not " + quoted(seedText));
  for (Side side : {Side::Red, Side::Blue})
    if (const Tag* name = findTag(*tags, sideName(side))) record.names[static_cast<std::size_t>(index(side))] = name->value;
  if (auto problem = deckProblem(record.rules.deck)) return parseError("the deck: " + *problem);

  CardGame replay(record.rules, record.seed);
  while (true) {
    in.skipSpace();
    if (in.done()) break;
    const int line = in.line();
    const std::string_view body = trim(in.takeWhile([](char c) { return c != '\n'; }));
    if (record.resigned) return parseError(at(line) + "nothing may follow a resignation");
    if (body == resignLine(replay.toAct()) || body == resignLine(opponent(replay.toAct()))) {
      if (replay.phase() == Phase::Over) return parseError(at(line) + "a resignation after the end of the game");
      record.resigned = body == resignLine(Side::Red) ? Side::Red : Side::Blue;
      replay.resign(*record.resigned);
      continue;
    }
    const std::size_t space = body.find(' ');
    const std::string_view who = body.substr(0, space);
    if (who != sideName(replay.toAct())) {
      if (replay.phase() == Phase::Over) return parseError(at(line) + "the game is already over");
      return parseError(at(line) + "it is " + std::string(sideName(replay.toAct())) + "'s turn, not " + quoted(who));
    }
    const std::string_view rest = space == std::string_view::npos ? std::string_view{} : body.substr(space + 1);
    const std::size_t equals = rest.find('=');
    auto action = parseAction(rest.substr(0, equals));
    if (!action) return parseError(at(line) + action.error());
    if (auto why = replay.check(*action)) return parseError(at(line) + *why);
    const CardEvent event = replay.apply(*action);
    if (equals != std::string_view::npos && trim(rest.substr(equals + 1)) != shownText(event))
      return parseError(at(line) + "the record says " + quoted(trim(rest.substr(equals + 1))) + " but the replay shows " +
                        quoted(shownText(event)));
    record.actions.push_back(*action);
  }
  if (const Tag* result = findTag(*tags, "Result")) {
    const auto winner = parseWinnerText(result->value);
    if (!winner) return parseError(at(result->line) + "Result must be red, blue, draw or *, not " + quoted(result->value));
    if (*winner != replay.outcome().winner)
      return parseError(at(result->line) + "the Result " + quoted(result->value) + " does not match the replayed game (" +
                        std::string(winnerText(replay.outcome().winner)) + ")");
  }
  return record;
}

}  // namespace stratego::cards
