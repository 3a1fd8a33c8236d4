#include "server/card_session.hpp"

#include "cards/card_json.hpp"
#include "cards/card_notation.hpp"
#include "cards/card_view.hpp"
#include "cards/deck.hpp"
#include "formats/server_json_view.hpp"
#include "server/game_action.hpp"

namespace stratego::server {
namespace {

cards::CardRecord startRecord(const std::string& deck, std::uint64_t seed) {
  cards::CardRecord record;
  record.deckName = deck;
  if (const cards::Deck* preset = cards::deckByName(deck)) record.rules.deck = preset->counts;
  record.seed = seed;
  return record;
}

}  // namespace

CardSession::CardSession(const std::string& deck, std::uint64_t seed)
    : record_(startRecord(deck, seed)), game_(record_.rules, seed) {}

Refusal CardSession::act(Side seat, std::string_view text) {
  if (game_.phase() == cards::Phase::Over) return "the game is over";
  if (seat != game_.toAct()) return "it is " + std::string(sideJson(game_.toAct())) + "'s turn to act";
  const auto action = cards::parseAction(text);
  if (!action) return "card: " + action.error();
  if (auto why = game_.check(*action)) return "card: " + *why;
  events_.push_back(game_.apply(*action));
  record_.actions.push_back(*action);
  return std::nullopt;
}

Refusal CardSession::resign(Side seat) {
  if (game_.phase() == cards::Phase::Over) return "the game is over";
  game_.resign(seat);
  record_.resigned = seat;
  return std::nullopt;
}

std::vector<cards::CardEvent> CardSession::eventsSeenBy(Side viewer, std::size_t from) const {
  std::vector<cards::CardEvent> out;
  for (std::size_t i = from; i < events_.size(); ++i) out.push_back(cards::eventSeenBy(events_[i], viewer));
  return out;
}

cards::CardRecord CardSession::record(const std::array<std::string, 2>& names) const {
  cards::CardRecord out = record_;
  out.names = names;
  return out;
}

nlohmann::json publicCardsJson(const cards::CardGame& game) {
  // Red's view, less everything in it that is Red's alone or that Red alone may know.
  const nlohmann::json red = cards::cardViewJson(cards::makeCardView(game, Side::Red));
  nlohmann::json out;
  for (const char* key : {"deck", "noBattleTurns", "phase", "toAct", "turn", "turnsWithoutBattle", "battleThisTurn",
                          "setupDone", "discards", "outcome"})
    out[key] = red[key];
  for (Side side : {Side::Red, Side::Blue}) {
    const cards::SideCards& held = game.side(side);
    nlohmann::json front = nlohmann::json::array();
    for (const cards::FrontSlot& slot : held.front) front.push_back(slot.occupied);
    out[std::string(sideJson(side))] = {{"front", front}, {"hand", held.hand.size()}, {"pile", held.pile.size()}};
  }
  return out;
}

}  // namespace stratego::server
