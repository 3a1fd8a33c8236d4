#include "play/session_file.hpp"

#include <algorithm>
#include <charconv>
#include <initializer_list>
#include <vector>

#include "formats/notation.hpp"
#include "formats/record_text.hpp"
#include "formats/rules_text.hpp"
#include "formats/text_util.hpp"

namespace stratego {
namespace {

constexpr std::string_view kPhase = "Phase";
constexpr std::string_view kTimeControl = "TimeControl";
constexpr std::string_view kClocks = "Clocks";
constexpr std::string_view kDrawOffer = "DrawOffer";
constexpr std::array<std::string_view, 3> kPhaseNames = {"setup", "playing", "over"};

std::string draftTag(Side side) { return std::string(sideName(side)) + "SetupDraft"; }
std::string readyTag(Side side) { return std::string(sideName(side)) + "Ready"; }
std::string sideWord(Side side) { return std::string(winnerText(winnerFor(side))); }
std::string resultText(Outcome outcome) {
  return std::string(winnerText(outcome.winner)) + ":" + std::string(endReasonName(outcome.reason));
}

// The record needs a valid start even before there is one: during the setup phase it holds
// this fixed stand-in, which loading ignores (the drafts are in their own tags).
Placement standInStart(const GameConfig& config) {
  Placement both;
  for (Side side : {Side::Red, Side::Blue}) {
    Random fixed(0);
    both.merge(randomSetup(config, side, fixed));
  }
  return both;
}

// A setup being edited need not be complete, so it cannot be a setup string (those are
// validated): it is written as its pieces in square order, "c1=F d1=B", or "" for none.
std::string formatDraft(const Placement& setup) {
  std::string out;
  for (int s = 0; s < kGridSize; ++s) {
    const auto square = static_cast<Square>(s);
    if (auto piece = setup.at(square))
      out += (out.empty() ? "" : " ") + squareName(square) + '=' + rankLetter(piece->rank);
  }
  return out;
}

std::string formatNumbers(std::initializer_list<std::int64_t> numbers) {
  std::string out;
  for (std::int64_t n : numbers) out += (out.empty() ? "" : " ") + std::to_string(n);
  return out;
}

// Non-negative milliseconds, digits only, `count` of them separated by single spaces.
std::optional<std::vector<std::int64_t>> parseNumbers(std::string_view text, std::size_t count) {
  const std::vector<std::string_view> fields = split(text, ' ');
  if (fields.size() != count) return std::nullopt;
  std::vector<std::int64_t> numbers;
  for (std::string_view field : fields) {
    std::int64_t n = 0;
    const auto [end, error] = std::from_chars(field.data(), field.data() + field.size(), n);
    if (field.empty() || field[0] == '-' || error != std::errc() || end != field.data() + field.size())
      return std::nullopt;
    numbers.push_back(n);
  }
  return numbers;
}

}  // namespace

// Builds a session from a parsed record with the session's public operations, then
// restores what they cannot reach: the clocks, a draw offer and off-board endings.
class SessionLoader {
 public:
  explicit SessionLoader(GameRecord record) : record_(std::move(record)) {}

  Parsed<GameSession> load() {
    auto names = namesFromTags();
    if (!names) return parseError(names.error());
    auto control = numbersTag(kTimeControl, 4);
    if (!control) return parseError(control.error());
    const auto& c = *control;
    GameSession session(record_.config, TimeControl{c[0], c[1], c[2], c[3]}, *names);
    auto phase = phaseTag();
    if (!phase) return parseError(phase.error());
    if (auto problem = *phase == Phase::Setup ? loadSetupPhase(session) : replay(session)) return parseError(*problem);
    if (auto problem = restoreClocks(session)) return parseError(*problem);
    if (auto problem = restoreDrawOffer(session)) return parseError(*problem);
    if (session.phase() != *phase)
      return parseError(tagError(kPhase, "the game is " + std::string(kPhaseNames[phaseIndex(session.phase())]) +
                                             ", not " + std::string(kPhaseNames[phaseIndex(*phase)])));
    if (!record_.tags.empty())
      return parseError(tagError(record_.tags.front().first, "unknown in a saved game in this phase, or given twice"));
    return session;
  }

 private:
  static int phaseIndex(Phase phase) { return static_cast<int>(phase); }
  static std::string tagError(std::string_view tag, const std::string& why) {
    return "saved game: tag [" + std::string(tag) + "]: " + why;
  }

  // Takes the tag out of the record's free tags, so that any left over are unknown.
  std::optional<std::string> take(std::string_view name) {
    auto found =
        std::find_if(record_.tags.begin(), record_.tags.end(), [&](const auto& tag) { return tag.first == name; });
    if (found == record_.tags.end()) return std::nullopt;
    std::string value = std::move(found->second);
    record_.tags.erase(found);
    return value;
  }
  Parsed<std::string> require(std::string_view name) {
    if (auto value = take(name)) return *value;
    return parseError("saved game: the tag [" + std::string(name) + "] is missing");
  }

  Parsed<std::array<std::string, 2>> namesFromTags() {
    std::array<std::string, 2> names;
    for (Side side : {Side::Red, Side::Blue}) {
      auto name = require(sideName(side));
      if (!name) return parseError(name.error());
      names[index(side)] = *name;
    }
    return names;
  }

  Parsed<std::vector<std::int64_t>> numbersTag(std::string_view name, std::size_t count) {
    auto value = require(name);
    if (!value) return parseError(value.error());
    if (auto numbers = parseNumbers(*value, count)) return *numbers;
    return parseError(tagError(name, "expected " + std::to_string(count) +
                                         " numbers of milliseconds separated by spaces, found " + quoted(*value)));
  }

  Parsed<Phase> phaseTag() {
    auto value = require(kPhase);
    if (!value) return parseError(value.error());
    if (auto i = indexIn(kPhaseNames, *value)) return static_cast<Phase>(*i);
    return parseError(tagError(kPhase, "expected setup, playing or over, found " + quoted(*value)));
  }

  Refusal loadSetupPhase(GameSession& session) {
    if (!record_.moves.empty() || record_.result.over())
      return "saved game: a game in its setup phase has no moves and no result";
    for (Side side : {Side::Red, Side::Blue})
      if (auto problem = loadDraft(session, side)) return problem;
    for (Side side : {Side::Red, Side::Blue}) {
      auto ready = require(readyTag(side));
      if (!ready) return ready.error();
      if (*ready != "yes" && *ready != "no")
        return tagError(readyTag(side), "expected yes or no, found " + quoted(*ready));
      if (*ready == "yes")
        if (auto refusal = session.ready(side)) return tagError(readyTag(side), *refusal);
    }
    return std::nullopt;
  }

  Refusal loadDraft(GameSession& session, Side side) {
    const std::string tag = draftTag(side);
    auto draft = require(tag);
    if (!draft) return draft.error();
    if (draft->empty()) return std::nullopt;
    for (std::string_view item : split(*draft, ' ')) {
      const auto equals = item.find('=');
      if (equals == std::string_view::npos || equals + 2 != item.size())
        return tagError(tag, "expected <square>=<rank letter>, found " + quoted(item));
      auto square = parseSquare(record_.config.geometry(), item.substr(0, equals));
      if (!square) return tagError(tag, square.error());
      const auto rank = rankFromLetter(item.back());
      if (!rank) return tagError(tag, "unknown piece letter " + quoted(item.substr(equals + 1)));
      if (auto refusal = session.place(side, *square, *rank)) return tagError(tag, *refusal);
    }
    return std::nullopt;
  }

  Refusal replay(GameSession& session) {
    for (Side side : {Side::Red, Side::Blue}) {
      if (auto refusal = session.setSetup(side, record_.start.sideOnly(side))) return "saved game: " + *refusal;
      if (auto refusal = session.ready(side)) return "saved game: " + *refusal;
    }
    for (std::size_t i = 0; i < record_.moves.size(); ++i) {
      const Side mover = session.state()->toMove();
      if (auto refusal = session.move(mover, record_.moves[i], 0))
        return "saved game: move " + std::to_string(i / 2 + 1) + " (" + std::string(sideName(mover)) + "): " + *refusal;
    }
    return restoreResult(session);
  }

  // The board's endings come back with the moves; the others are taken from the record.
  Refusal restoreResult(GameSession& session) const {
    const Outcome replayed = session.outcome(), recorded = record_.result;
    if (replayed.over() || !recorded.over()) {
      if (replayed == recorded) return std::nullopt;
      return "saved game: the result does not match the replay of the moves (" + resultText(replayed) + ")";
    }
    const bool draw = recorded.winner == Winner::Draw;
    const EndReason reason = recorded.reason;
    const bool offBoard = draw ? reason == EndReason::AgreedDraw || reason == EndReason::GameClock
                               : reason == EndReason::Resignation || reason == EndReason::Timeout;
    if (!offBoard) return "saved game: the result " + resultText(recorded) + " does not follow from the moves";
    const TimeControl& control = session.clock().control();
    if ((reason == EndReason::Timeout && control.initialMs == 0) ||
        (reason == EndReason::GameClock && control.gameMs == 0))
      return "saved game: the result " + resultText(recorded) + " needs a clock that the time control does not have";
    session.end(recorded);
    return std::nullopt;
  }

  Refusal restoreClocks(GameSession& session) {
    auto left = numbersTag(kClocks, 3);
    if (!left) return left.error();
    const TimeControl& control = session.clock().control();
    // A clock that is not used keeps no time: 0 left.
    if (((*left)[0] || (*left)[1]) && control.initialMs == 0)
      return tagError(kClocks, "the time control has no per-player clock, so no time can be left on one");
    if ((*left)[2] && control.gameMs == 0)
      return tagError(kClocks, "the time control has no game clock, so no time can be left on it");
    session.clock_.restore((*left)[0], (*left)[1], (*left)[2]);
    return std::nullopt;
  }

  Refusal restoreDrawOffer(GameSession& session) {
    auto offer = take(kDrawOffer);
    if (!offer) return std::nullopt;
    for (Side side : {Side::Red, Side::Blue})
      if (*offer == sideWord(side)) {
        if (auto refusal = session.offerDraw(side)) return tagError(kDrawOffer, *refusal);
        return std::nullopt;
      }
    return tagError(kDrawOffer, "expected red or blue, found " + quoted(*offer));
  }

  GameRecord record_;
};

std::string saveSession(const GameSession& session) {
  GameRecord record = session.record();
  const Phase phase = session.phase();
  auto tag = [&](std::string_view name, std::string value) {
    record.tags.emplace_back(std::string(name), std::move(value));
  };
  tag(kPhase, std::string(kPhaseNames[static_cast<int>(phase)]));
  if (phase == Phase::Setup) {
    record.start = standInStart(session.config());
    for (Side side : {Side::Red, Side::Blue}) tag(draftTag(side), formatDraft(session.setup(side)));
    for (Side side : {Side::Red, Side::Blue}) tag(readyTag(side), session.isReady(side) ? "yes" : "no");
  }
  const TimeControl& control = session.clock().control();
  tag(kTimeControl, formatNumbers({control.initialMs, control.incrementMs, control.delayMs, control.gameMs}));
  const Clock& clock = session.clock();
  tag(kClocks, formatNumbers({clock.remaining(Side::Red), clock.remaining(Side::Blue), clock.gameRemaining()}));
  if (session.drawOffer()) tag(kDrawOffer, sideWord(*session.drawOffer()));
  return formatRecord(record);
}

Parsed<GameSession> loadSession(std::string_view text) {
  auto record = parseRecord(text);
  if (!record) return parseError("saved game: " + record.error());
  return SessionLoader(std::move(record).value()).load();
}

}  // namespace stratego
