// The events and outcomes of Card Battle in words (play/card_render.hpp).
#include <string>

#include "cards/card_notation.hpp"
#include "play/card_render.hpp"

namespace stratego {
namespace {

using cards::ActionKind;
using cards::CardEvent;
using cards::rankText;
using cards::slotLetter;

std::string whose(Side side, Side viewer) { return side == viewer ? "your" : "their"; }
std::string slot(int s) { return std::string(1, slotLetter(s)); }

std::string battleWord(const CardEvent& event) {
  if (event.defender == Rank::Flag) return "captures";
  switch (event.result) {
    case BattleResult::AttackerWins: return "beats";
    case BattleResult::DefenderWins: return "loses to";
    case BattleResult::BothDie: return "ties";
  }
  return "ties";
}

// "b is 7, d is B": what a Scout saw, slot by slot.
std::string scoutSight(const CardEvent& event) {
  const cards::CardAction& a = event.action;
  std::string out = slot(a.target) + " is " + rankText(event.seen[0]);
  if (a.target2 >= 0 && event.seen.size() > 1) out += ", " + slot(a.target2) + " is " + rankText(event.seen[1]);
  return out;
}

std::string scoutTargets(const cards::CardAction& a) {
  return slot(a.target) + (a.target2 >= 0 ? " and " + slot(a.target2) : "");
}

}  // namespace

std::string describeCardEvent(const CardEvent& event, Side viewer) {
  // Only what the viewer saw is told, whatever `event` holds.
  const CardEvent seen = cards::eventSeenBy(event, viewer);
  const cards::CardAction& a = seen.action;
  const bool mine = seen.actor == viewer;
  const std::string actor(sideName(seen.actor));
  const std::string subject = mine ? "You" : actor;
  const std::string s = mine ? "" : "s";  // "You attack", "Blue attacks"
  const std::string own = whose(seen.actor, viewer), enemy = whose(opponent(seen.actor), viewer);
  switch (a.kind) {
    case ActionKind::Arrange: {
      std::string out = subject + " arrange" + s + " " + own + " front line";
      if (!seen.concealed) {
        out += ":";
        for (int i = 0; i < a.frontCount; ++i) out += " " + rankText(a.front[static_cast<std::size_t>(i)]);
      }
      return out;
    }
    case ActionKind::Fill:
      return subject + " fill" + s + " " + own + " " + slot(a.slot) +
             (seen.concealed ? "" : " with " + rankText(a.rank));
    case ActionKind::Attack:
      return subject + " attack" + s + " " + enemy + " " + slot(a.target) + " with " + own + " " + slot(a.slot) + ": " +
             own + " " + rankText(seen.attacker) + " " + battleWord(seen) + " " + enemy + " " + rankText(seen.defender);
    case ActionKind::Spy:
      if (!mine) return actor + "'s Spy in " + slot(a.slot) + " looks at your hand";
      return "Your Spy in " + slot(a.slot) + " looks at their hand: " +
             (seen.seen.empty() ? std::string("it is empty") : cards::cardsText(seen.seen));
    case ActionKind::Scout:
      if (!mine) return actor + "'s Scout in " + slot(a.slot) + " looks at your " + scoutTargets(a);
      return "Your Scout in " + slot(a.slot) + " looks at their " + scoutTargets(a) + ": " + scoutSight(seen);
    case ActionKind::Flag:
      if (!mine) return actor + "'s Flag in " + slot(a.slot) + " redeals their cards: what you knew of them is gone";
      return "Your Flag in " + slot(a.slot) + " redeals your cards: the enemy knows none of them now";
  }
  return "";
}

std::string describeCardOutcome(const cards::CardView& view) {
  const Outcome& outcome = view.outcome;
  if (!outcome.over()) return "";
  if (outcome.winner == Winner::Draw) {
    if (outcome.reason == EndReason::NoBattleCap)
      return "Draw: " + std::to_string(view.rules.noBattleTurns) + " turns without a battle";
    return "Draw";
  }
  const Side winner = outcome.winner == Winner::Red ? Side::Red : Side::Blue;
  const std::string loser(sideName(opponent(winner)));
  std::string why;
  switch (outcome.reason) {
    case EndReason::FlagCaptured: why = "flag captured"; break;
    case EndReason::NoLegalMove: why = loser + " has no front-line card that can attack"; break;
    case EndReason::Resignation: why = loser + " resigned"; break;
    default: why = std::string(endReasonName(outcome.reason)); break;
  }
  return std::string(sideName(winner)) + " wins: " + why;
}

}  // namespace stratego
