// The text of Card Battle, shared by records, the terminal and the players' logs: cards by
// rank as the rulebook numbers them (F, S, 2..10, B), front-line slots as letters a..e,
// actions as words ("attack b d", "scout a c e", "fill b 10", "arrange 10 9 B 3 F") and
// what an action showed ("7 beats 5", "10 B 3").
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "cards/card_game.hpp"
#include "formats/parse_result.hpp"

namespace stratego::cards {

std::string rankText(Rank r);
std::optional<Rank> parseRankText(std::string_view text);  // case-insensitive
char slotLetter(int slot);
std::optional<int> parseSlot(std::string_view text);  // "a".."e", case-insensitive

std::string cardsText(const CardList& cards);  // "10 B 3"; empty for none
std::string actionText(const CardAction& action);
// An action from its text. The phase tells nothing here: check() judges legality later.
Parsed<CardAction> parseAction(std::string_view text);

// What the action showed, as the actor saw it: a battle ("7 beats 5", "7 loses to B",
// "4 ties 4", "7 captures F"), the Spy's glimpse or the Scout's look ("10 B 3"); empty for
// the other actions.
std::string shownText(const CardEvent& event);

// The counts of a deck, "F:1 S:1 2:4 3:4 ... B:3" (ranks with no card left out), and back.
std::string armyCountsText(const Army& counts);
Parsed<Army> parseArmyCounts(std::string_view text);

}  // namespace stratego::cards
