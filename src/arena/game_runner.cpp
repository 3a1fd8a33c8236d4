#include "arena/game_runner.hpp"

#include <algorithm>
#include <chrono>
#include <exception>

#include "core/state.hpp"
#include "core/view.hpp"
#include "formats/notation.hpp"

namespace stratego {

std::string_view failureKindName(FailureKind kind) {
  switch (kind) {
    case FailureKind::Error: return "error";
    case FailureKind::Timeout: return "timeout";
    case FailureKind::BadSetup: return "bad-setup";
    case FailureKind::IllegalMove: return "illegal-move";
  }
  return "error";
}

void ThinkTimes::add(double ms) {
  ++moves;
  totalMs += ms;
  maxMs = std::max(maxMs, ms);
}

void ThinkTimes::add(const ThinkTimes& other) {
  moves += other.moves;
  totalMs += other.totalMs;
  maxMs = std::max(maxMs, other.maxMs);
}

namespace {

// A call into a player, timed. An exception escaping a player is its failure like an
// error it reports, so that one broken player cannot stop a match.
template <class Answer, class Call>
Answer ask(Call&& call, double& ms) {
  const auto start = std::chrono::steady_clock::now();
  Answer answer;
  try {
    answer = call();
  } catch (const std::exception& e) {
    answer.error = std::string("threw an exception: ") + e.what();
  } catch (...) {
    answer.error = "threw an exception";
  }
  ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return answer;
}

bool hasMovablePiece(const GameState& state, Side side) {
  for (int id = 0; id < state.pieceCount(); ++id) {
    const Piece& p = state.piece(static_cast<PieceId>(id));
    if (p.side == side && p.alive() && isMovable(p.rank)) return true;
  }
  return false;
}

// A legal move for the side to move that does not start a battle, so that it keeps the
// piece that moves and can move again; the first legal move when every move is an attack.
Move moveThatKeepsMoving(const GameState& state) {
  MoveList list;
  const int count = state.legalMoves(list);
  for (int i = 0; i < count; ++i)
    if (state.pieceAt(list[i].to()) == kNoPiece) return list[i];
  return list[0];
}

class Referee {
 public:
  Referee(const std::array<Player*, 2>& players, const GameSettings& settings)
      : players_(players), settings_(settings) {}

  GameResult play() {
    GameState state(settings_.config, startPlacement());
    if (result_.failures.empty()) {
      state.updateNoMoveOutcome();
      while (!state.outcome().over()) playMove(state);
    } else {
      state.setOutcome(setupFailureOutcome());
    }
    for (Side side : {Side::Red, Side::Blue}) {
      try {
        player(side).gameOver(makeView(state, side));
      } catch (...) {  // the game is scored already; nothing a player does now changes it
      }
    }
    result_.record = GameRecord{settings_.config, state.start(), {}, state.outcome(), {}};
    for (const MoveRecord& move : state.history()) result_.record.moves.push_back(move.move);
    return std::move(result_);
  }

 private:
  Player& player(Side side) const { return *players_[index(side)]; }

  void fail(Side side, FailureKind kind, std::string reason, bool duringSetup) {
    result_.failures.push_back({side, kind, std::move(reason), duringSetup});
  }

  static FailureKind errorKind(double ms, std::int64_t limitMs) {
    return limitMs > 0 && ms >= static_cast<double>(limitMs) ? FailureKind::Timeout : FailureKind::Error;
  }

  Placement startPlacement() {
    Placement start;
    for (Side side : {Side::Red, Side::Blue}) start.merge(setupOf(side));
    return start;
  }

  // Starts the player; its setup, or the imposed one.
  Placement setupOf(Side side) {
    double ms = 0;
    const SetupDecision answer = ask<SetupDecision>(
        [&] {
          player(side).newGame(settings_.config, side, settings_.seeds[index(side)]);
          return settings_.imposedStart ? SetupDecision{} : player(side).setup();
        },
        ms);
    if (!answer.error.empty()) fail(side, errorKind(ms, settings_.replyTimeoutMs), answer.error, true);
    if (settings_.imposedStart) return settings_.imposedStart->sideOnly(side);
    if (!answer.error.empty()) return standInSetup(side);
    const Placement setup = answer.setup.sideOnly(side);
    if (auto problem = validateSetup(settings_.config, side, setup)) {
      fail(side, FailureKind::BadSetup, "invalid setup: " + *problem, true);
      return standInSetup(side);
    }
    return setup;
  }

  Placement standInSetup(Side side) const {
    Random fixed(0);
    return randomSetup(settings_.config, side, fixed);
  }

  Outcome setupFailureOutcome() const {
    if (result_.failures.size() == 2) return {Winner::Draw, EndReason::Abandoned};
    const Failure& failure = result_.failures.front();
    return lossFor(failure.side, failure.kind);
  }

  static Outcome lossFor(Side side, FailureKind kind) {
    return {winnerFor(opponent(side)), kind == FailureKind::Timeout ? EndReason::Timeout : EndReason::Abandoned};
  }

  void playMove(GameState& state) {
    const Side side = state.toMove();
    if (player(side).winsOnceTheOpponentCannotMove() && !hasMovablePiece(state, opponent(side))) {
      state.make(moveThatKeepsMoving(state));
      state.updateNoMoveOutcome();
      return;
    }
    double ms = 0;
    const PlayerView view = makeView(state, side);
    const Decision decision = ask<Decision>([&] { return player(side).choose(view, settings_.limits); }, ms);
    result_.times[index(side)].add(ms);
    const std::int64_t limitMs =
        settings_.limits.moveTimeMs > 0 ? settings_.limits.moveTimeMs : settings_.replyTimeoutMs;
    if (!decision.error.empty()) return failMove(state, side, errorKind(ms, limitMs), decision.error);
    if (decision.move.isNone()) return state.setOutcome({winnerFor(opponent(side)), EndReason::Resignation});
    if (const MoveError error = state.check(decision.move); error != MoveError::kLegal)
      return failMove(state, side, FailureKind::IllegalMove,
                      "illegal move " + formatMove(state, decision.move) + ": " + std::string(moveErrorText(error)));
    state.make(decision.move);
    state.updateNoMoveOutcome();
  }

  void failMove(GameState& state, Side side, FailureKind kind, std::string reason) {
    fail(side, kind, std::move(reason), false);
    state.setOutcome(lossFor(side, kind));
  }

  std::array<Player*, 2> players_;
  const GameSettings& settings_;
  GameResult result_;
};

}  // namespace

GameResult playGame(const std::array<Player*, 2>& players, const GameSettings& settings) {
  return Referee(players, settings).play();
}

}  // namespace stratego
