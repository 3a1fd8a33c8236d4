// The Card Battle rules of a live game (server/live_game): the card game dealt from the
// stored seed and every card action so far, kept as the record (.sgc) it is written as;
// and what a spectator may see of it. Pure logic, like LiveGame: a refused action changes
// nothing.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "cards/card_game.hpp"
#include "cards/card_record.hpp"
#include "play/session.hpp"

namespace stratego::server {

class CardSession {
 public:
  // `deck` names a preset of cards/deck (the settings checked it).
  CardSession(const std::string& deck, std::uint64_t seed);

  // A card action of `seat` in card notation, when it is that seat's turn and legal.
  Refusal act(Side seat, std::string_view text);
  Refusal resign(Side seat);

  const cards::CardGame& game() const { return game_; }
  int actionCount() const { return static_cast<int>(record_.actions.size()); }
  // The events since the `from`th, as `viewer` saw them (cards::eventSeenBy).
  std::vector<cards::CardEvent> eventsSeenBy(Side viewer, std::size_t from) const;
  std::size_t eventCount() const { return events_.size(); }
  // The record so far, with the players' names.
  cards::CardRecord record(const std::array<std::string, 2>& names) const;

 private:
  cards::CardRecord record_;
  cards::CardGame game_;
  std::vector<cards::CardEvent> events_;
};

// What a spectator is shown of a card game (there is no public CardView): the public facts
// only: the deck, the phase and counters, whose turn, how many cards each side holds in
// its front line (by slot), hand and pile, both discard piles (shown in their battles) and
// the outcome. No rank of a front line or a hand, seen or not.
nlohmann::json publicCardsJson(const cards::CardGame& game);

}  // namespace stratego::server
