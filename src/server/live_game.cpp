#include "server/live_game.hpp"

#include "ai/builtin_players.hpp"
#include "cards/card_notation.hpp"
#include "cards/card_view.hpp"
#include "formats/notation.hpp"
#include "formats/rules_text.hpp"
#include "formats/setup_text.hpp"

namespace stratego::server {
namespace {

std::variant<GameSession, CardSession> startRules(const GameSettings& s) {
  if (s.cards()) return CardSession(s.deck, s.seed);
  return GameSession(s.config, s.clock, {"", ""});
}

Outcome outcomeOf(const GameSession& session) { return session.outcome(); }
Outcome outcomeOf(const CardSession& session) { return session.game().outcome(); }
Outcome outcomeOf(const std::variant<GameSession, CardSession>& rules) {
  return std::visit([](const auto& r) { return outcomeOf(r); }, rules);
}

}  // namespace

LiveGame::LiveGame(StoredGame stored, GameSettings settings)
    : stored_(std::move(stored)), settings_(std::move(settings)), now_(startRules(settings_)) {}

Refusal LiveGame::check(const GameAction& action) const {
  Progress trial = now_;
  return applyTo(trial, action);
}

Refusal LiveGame::apply(const GameAction& action) { return applyTo(now_, action); }

Refusal LiveGame::applyTo(Progress& p, const GameAction& a) const {
  if (stored_.red == kNobody || stored_.blue == kNobody) return "the game waits for its second player";
  if (p.adjourned && a.kind != ActionKind::Resume && a.kind != ActionKind::Resign)
    return "the game is adjourned: resume it first";
  Refusal refusal = a.kind == ActionKind::Adjourn  ? adjourn(p, a)
                    : a.kind == ActionKind::Resume ? resume(p, a)
                                                   : std::visit([&](auto& rules) { return play(rules, a); }, p.rules);
  if (!refusal) ++p.actions;
  return refusal;
}

Refusal LiveGame::play(GameSession& session, const GameAction& a) const {
  switch (a.kind) {
    case ActionKind::Setup: {
      const auto setup = parseSetup(settings_.config, a.seat, a.text);
      if (!setup) return "setup: " + setup.error();
      Refusal refusal = session.setSetup(a.seat, *setup);
      return refusal ? refusal : session.ready(a.seat);
    }
    case ActionKind::Move: {
      if (!session.state()) return "the game has not started: both sides must be ready first";
      const auto move = parseMove(*session.state(), a.text);
      if (!move) return "move: " + move.error();
      return session.move(a.seat, *move, a.elapsedMs);
    }
    case ActionKind::Resign:
      // Before the start there is nothing to resign: leaving an unstarted game ends it.
      return session.phase() == Phase::Setup ? Refusal("the game has not started") : session.resign(a.seat);
    case ActionKind::Draw:
      return a.answer.empty()          ? session.offerDraw(a.seat)
             : a.answer == "accept"    ? session.acceptDraw(a.seat)
             : a.answer == "decline"   ? session.declineDraw(a.seat)
                                       : Refusal("draw: the answer is accept or decline");
    case ActionKind::FlagFall:
      return session.flagFall(a.seat, a.elapsedMs);
    case ActionKind::Card:
      return "this is a board game: it takes moves, not card actions";
    default:
      return "unknown action";
  }
}

Refusal LiveGame::play(CardSession& session, const GameAction& a) const {
  switch (a.kind) {
    case ActionKind::Card:
      return session.act(a.seat, a.text);
    case ActionKind::Resign:
      return session.resign(a.seat);
    case ActionKind::Draw:
      return "Card Battle has no draw offers: play on, resign or adjourn";
    default:
      return "this is a Card Battle game: it takes card actions, not setups or moves";
  }
}

Refusal LiveGame::adjourn(Progress& p, const GameAction& a) const {
  if (outcomeOf(p.rules).over()) return "the game is over";
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

Outcome LiveGame::outcome() const { return outcomeOf(now_.rules); }

std::optional<Side> LiveGame::drawOffer() const { return board() ? board()->drawOffer() : std::nullopt; }

std::int64_t LiveGame::progress() const {
  if (const CardSession* c = cards()) return c->actionCount();
  return board()->state() ? board()->state()->ply() : -1;
}

std::optional<Side> LiveGame::seatOf(UserId user) const {
  if (stored_.red == user) return Side::Red;
  if (stored_.blue == user) return Side::Blue;
  return std::nullopt;
}

std::optional<Side> LiveGame::clockRunningFor() const {
  if (now_.adjourned || !board() || board()->phase() != Phase::Playing || settings_.clock.initialMs == 0)
    return std::nullopt;
  return board()->state()->toMove();
}

std::string LiveGame::status() const {
  if (outcome().over()) return "over";
  if (stored_.red == kNobody || stored_.blue == kNobody) return "open";
  return now_.adjourned ? "adjourned" : "active";
}

std::string LiveGame::resultText() const {
  const Outcome result = outcome();
  if (!result.over()) return "";
  return std::string(winnerText(result.winner)) + " " + std::string(endReasonName(result.reason));
}

std::function<GameAction()> LiveGame::computerTurn(std::int64_t moveTimeMs) {
  if (!settings_.vsComputer || now_.adjourned || outcome().over()) return {};
  const Side me = stored_.red == kComputer ? Side::Red : Side::Blue;
  return cards() ? cardTurn(me) : boardTurn(me, moveTimeMs);
}

std::function<GameAction()> LiveGame::boardTurn(Side me, std::int64_t moveTimeMs) {
  const GameSession& session = *board();
  const bool setup = session.phase() == Phase::Setup && !session.isReady(me);
  const bool move = session.phase() == Phase::Playing && session.state()->toMove() == me;
  if (!setup && !move) return {};
  if (!computer_) {
    std::string error;
    computer_ = makeBuiltinPlayer(settings_.level, error);  // the level was checked on creation
    if (!computer_) return {};
    computer_->newGame(settings_.config, me, settings_.seed);
  }
  ThinkLimits limits{.moveTimeMs = moveTimeMs};
  if (settings_.clock.initialMs > 0) {
    limits.remainingMs = session.clock().remaining(me);
    limits.incrementMs = settings_.clock.incrementMs;
    limits.opponentMs = session.clock().remaining(opponent(me));
  }
  return [player = computer_.get(), me, config = settings_.config, view = move ? session.view(me) : std::nullopt,
          limits] {
    GameAction action{me, ActionKind::Setup, "", "", 0};
    if (!view) {
      action.text = formatSetup(config, me, player->setup().setup);
    } else {
      const Decision decision = player->choose(*view, limits);
      action.kind = decision.move == Move() ? ActionKind::Resign : ActionKind::Move;
      if (action.kind == ActionKind::Move) action.text = formatMove(decision.move, false);
    }
    return action;
  };
}

std::function<GameAction()> LiveGame::cardTurn(Side me) {
  const CardSession& session = *cards();
  if (session.game().toAct() != me) return {};
  if (!cardComputer_) {
    std::string error;
    cardComputer_ = cards::makeCardPlayer(settings_.level, error);  // the level was checked on creation
    if (!cardComputer_) return {};
    cardComputer_->newGame(me, settings_.seed ^ 0x9e3779b97f4a7c15);  // not the seed of the deal
  }
  // The events it has not seen yet (all of them after a restart), as it saw them.
  auto events = session.eventsSeenBy(me, cardEventsObserved_);
  cardEventsObserved_ = session.eventCount();
  return [player = cardComputer_.get(), me, events = std::move(events), view = cards::makeCardView(session.game(), me)] {
    for (const cards::CardEvent& event : events) player->observe(event);
    return GameAction{me, ActionKind::Card, cards::actionText(player->choose(view)), "", 0};
  };
}

}  // namespace stratego::server
