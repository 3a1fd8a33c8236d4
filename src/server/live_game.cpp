#include "server/live_game.hpp"

#include "ai/builtin_players.hpp"
#include "formats/notation.hpp"
#include "formats/rules_text.hpp"
#include "formats/setup_text.hpp"

namespace stratego::server {

LiveGame::LiveGame(StoredGame stored, GameSettings settings)
    : stored_(std::move(stored)),
      settings_(std::move(settings)),
      now_(GameSession(settings_.config, settings_.clock, {"", ""})) {}

Refusal LiveGame::check(const GameAction& action) const {
  Progress trial = now_;
  return applyTo(trial, action);
}

Refusal LiveGame::apply(const GameAction& action) { return applyTo(now_, action); }

Refusal LiveGame::applyTo(Progress& p, const GameAction& a) const {
  if (stored_.red == kNobody || stored_.blue == kNobody) return "the game waits for its second player";
  if (p.adjourned && a.kind != ActionKind::Resume && a.kind != ActionKind::Resign)
    return "the game is adjourned: resume it first";
  GameSession& session = p.session;
  Refusal refusal;
  switch (a.kind) {
    case ActionKind::Setup: {
      const auto setup = parseSetup(settings_.config, a.seat, a.text);
      if (!setup) return "setup: " + setup.error();
      refusal = session.setSetup(a.seat, *setup);
      if (!refusal) refusal = session.ready(a.seat);
      break;
    }
    case ActionKind::Move: {
      if (!session.state()) return "the game has not started: both sides must be ready first";
      const auto move = parseMove(*session.state(), a.text);
      if (!move) return "move: " + move.error();
      refusal = session.move(a.seat, *move, a.elapsedMs);
      break;
    }
    case ActionKind::Resign:
      // Before the start there is nothing to resign: leaving an unstarted game ends it.
      refusal = session.phase() == Phase::Setup ? Refusal("the game has not started") : session.resign(a.seat);
      break;
    case ActionKind::Draw:
      refusal = a.answer.empty()         ? session.offerDraw(a.seat)
                : a.answer == "accept"   ? session.acceptDraw(a.seat)
                : a.answer == "decline"  ? session.declineDraw(a.seat)
                                         : Refusal("draw: the answer is accept or decline");
      break;
    case ActionKind::Adjourn:
      refusal = adjourn(p, a);
      break;
    case ActionKind::Resume:
      refusal = resume(p, a);
      break;
    case ActionKind::FlagFall:
      refusal = session.flagFall(a.seat, a.elapsedMs);
      break;
  }
  if (!refusal) ++p.actions;
  return refusal;
}

Refusal LiveGame::adjourn(Progress& p, const GameAction& a) const {
  if (p.session.phase() == Phase::Over) return "the game is over";
  if (settings_.vsComputer) {
    if (!a.answer.empty()) return "adjourn: against the computer a pause needs no answer";
    p.adjourned = true;
  } else if (a.answer.empty()) {
    if (p.adjournOffer) return "an adjournment has already been offered";
    p.adjournOffer = a.seat;
  } else {
    if (p.adjournOffer != opponent(a.seat)) return "adjourn: the opponent has not offered an adjournment";
    if (a.answer != "accept" && a.answer != "decline") return "adjourn: the answer is accept or decline";
    p.adjourned = a.answer == "accept";
    p.adjournOffer.reset();
  }
  p.resumeAsked = {};
  return std::nullopt;
}

Refusal LiveGame::resume(Progress& p, const GameAction& a) const {
  if (!p.adjourned) return "the game is not adjourned";
  p.resumeAsked[index(a.seat)] = true;
  if (settings_.vsComputer || (p.resumeAsked[0] && p.resumeAsked[1])) {
    p.adjourned = false;
    p.resumeAsked = {};
  }
  return std::nullopt;
}

std::optional<Side> LiveGame::seatOf(UserId user) const {
  if (stored_.red == user) return Side::Red;
  if (stored_.blue == user) return Side::Blue;
  return std::nullopt;
}

std::optional<Side> LiveGame::clockRunningFor() const {
  if (now_.adjourned || session().phase() != Phase::Playing || settings_.clock.initialMs == 0) return std::nullopt;
  return session().state()->toMove();
}

std::string LiveGame::status() const {
  if (session().phase() == Phase::Over) return "over";
  if (stored_.red == kNobody || stored_.blue == kNobody) return "open";
  return now_.adjourned ? "adjourned" : "active";
}

std::string LiveGame::resultText() const {
  const Outcome outcome = session().outcome();
  if (!outcome.over()) return "";
  return std::string(winnerText(outcome.winner)) + " " + std::string(endReasonName(outcome.reason));
}

Player* LiveGame::computer() {
  if (!settings_.vsComputer) return nullptr;
  if (!computer_) {
    std::string error;
    computer_ = makeBuiltinPlayer(settings_.level, error);  // the level was checked on creation
    const Side side = stored_.red == kComputer ? Side::Red : Side::Blue;
    if (computer_) computer_->newGame(settings_.config, side, settings_.seed);
  }
  return computer_.get();
}

}  // namespace stratego::server
