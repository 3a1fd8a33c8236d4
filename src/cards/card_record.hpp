// The text record of a Card Battle game: tags (deck, seed, players, result), then one line
// per action with what it showed, "Red attack b d = 7 beats 5". The seed fixes every
// shuffle, so the actions replay the game exactly; reading a record replays it and checks
// each shown outcome. A record with Result "*" is a game to resume: saving is writing one.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cards/card_game.hpp"
#include "formats/parse_result.hpp"

namespace stratego::cards {

struct CardRecord {
  std::string deckName = "standard";
  CardRules rules;
  std::uint64_t seed = 0;
  std::array<std::string, 2> names{"Red", "Blue"};
  std::vector<CardAction> actions;
  std::optional<Side> resigned;  // the side that resigned after the last action
};

struct CardReplay {
  CardGame game;
  std::vector<CardEvent> events;
};

// Plays the record from its seed; the error names the first action that is not legal.
Parsed<CardReplay> replayCardRecord(const CardRecord& record);
// The record as text, with every action's shown outcome; the actions must be legal.
std::string writeCardRecord(const CardRecord& record);
// Reads and replays a record; errors say which line is wrong and why.
Parsed<CardRecord> readCardRecord(std::string_view text);

}  // namespace stratego::cards
