#include "formats/replay.hpp"

#include <utility>

#include "formats/notation.hpp"

namespace stratego {
namespace {

std::string describe(Outcome outcome) {
  if (!outcome.over()) return "no result";
  const std::string who = outcome.winner == Winner::Draw ? "a draw"
                          : outcome.winner == Winner::Red ? "Red wins"
                                                          : "Blue wins";
  return who + " by " + std::string(endReasonName(outcome.reason));
}

// Why the recorded result disagrees with the rules after the last move, or nothing.
std::optional<std::string> mismatchOf(const GameState& state, Outcome recorded) {
  const std::string but = "recorded " + describe(recorded) + ", but ";
  const Outcome& byRules = state.outcome();  // only a flag capture: the caps are off
  if (byRules.over()) {
    if (byRules == recorded) return std::nullopt;
    return but + std::string(sideName(opponent(state.toMove()))) + " captured the Flag on the last move";
  }
  switch (recorded.reason) {
    case EndReason::FlagCaptured:
      return but + "the last move did not capture a Flag";
    case EndReason::NoLegalMove: {
      if (recorded.winner != Winner::Red && recorded.winner != Winner::Blue) return but + "it names no winner";
      const Side winner = recorded.winner == Winner::Red ? Side::Red : Side::Blue;
      if (state.hasLegalMove(opponent(winner))) return but + std::string(sideName(opponent(winner))) + " still has a legal move";
      if (!state.hasLegalMove(winner)) return but + std::string(sideName(winner)) + " has no legal move either";
      return std::nullopt;
    }
    case EndReason::BothNoLegalMove:
      for (Side side : {Side::Red, Side::Blue})
        if (state.hasLegalMove(side)) return but + std::string(sideName(side)) + " still has a legal move";
      return std::nullopt;
    default:
      // Ended off the board: fine unless the side to move could not move (RULES.md 5).
      if (!state.hasLegalMove(state.toMove())) return but + std::string(sideName(state.toMove())) + ", to move, has no legal move";
      return std::nullopt;
  }
}

ReplayReport replayUnder(const GameRecord& record, int twoSquareLimit, bool chasingRule) {
  ReplayReport report;
  report.twoSquareLimit = twoSquareLimit;
  if (record.start == Placement{} && record.moves.empty()) return report;  // nothing was played

  GameConfig config = record.config;
  config.rules.twoSquareLimit = twoSquareLimit;
  config.rules.chasingRule = chasingRule;
  config.rules.plyCap = 0;
  config.rules.noBattleCap = 0;
  if (auto problem = validatePlacement(config, record.start)) {
    report.invalidStart = std::move(problem);
    return report;
  }
  GameState state(config, record.start);
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    const Move move = record.moves[i];
    if (const MoveError error = state.check(move); error != MoveError::kLegal) {
      report.illegalMove =
          IllegalMove{static_cast<int>(i) + 1, state.toMove(), formatMove(state, move), error};
      return report;
    }
    state.make(move);
  }
  report.mismatch = mismatchOf(state, record.result);
  return report;
}

}  // namespace

ReplayReport replayRecord(const GameRecord& record, const ReplayOptions& options) {
  if (options.twoSquareLimit != kAutoTwoSquare)
    return replayUnder(record, options.twoSquareLimit, options.chasingRule);
  // The rulebook's 3 first: a game legal under 3 is legal under 5 too.
  ReplayReport underThree = replayUnder(record, 3, options.chasingRule);
  if (underThree.legal()) return underThree;
  return replayUnder(record, 5, options.chasingRule);
}

std::string describeIllegality(const ReplayReport& report) {
  if (report.invalidStart) return "start position: " + *report.invalidStart;
  if (!report.illegalMove) return {};
  const IllegalMove& bad = *report.illegalMove;
  return "ply " + std::to_string(bad.ply) + " (" + std::string(sideName(bad.side)) + ") " + bad.move + ": " +
         std::string(moveErrorText(bad.error));
}

}  // namespace stratego
