// A Card Battle match (RULES.md section 9): N games between card players A and B, tallied,
// rated and reported as board matches are (arena/match, arena/report). A plays Red in the
// even games and Blue in the odd ones; both games of a pair are dealt from the same seed,
// so each player plays both sides of the same deal and luck of the deal evens out. Every
// game's seeds derive from the match seed and its number alone: the same match for a seed
// whatever the concurrency.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "arena/match.hpp"
#include "arena/report.hpp"
#include "cards/card_player.hpp"
#include "cards/card_record.hpp"
#include "cards/deck.hpp"

namespace stratego {

// A player of a card match: its name and how to make a fresh instance for each game.
struct CardMatchPlayer {
  std::string name;
  std::function<std::unique_ptr<cards::CardPlayer>()> make;  // called from several threads at once
};

// A built-in card player named by its spec ("random", "greedy", "strong", "strong:N"), or
// nothing with `error` saying why.
std::optional<CardMatchPlayer> cardMatchPlayer(const std::string& spec, std::string& error);

struct CardMatchSettings {
  std::array<CardMatchPlayer, 2> players;  // A, B
  int games = 100;
  cards::Deck deck = cards::standardDeck();
  std::uint64_t seed = 1;
  int concurrency = 1;
  std::optional<SprtSettings> sprt;

  cards::CardRules rules() const;  // the deck's, with the rules' other defaults
};

struct CardGameResult {
  cards::CardRecord record;  // names by side; `resigned` is a side that failed
  Outcome outcome;
  std::vector<Failure> failures;    // the side that failed lost
  std::array<ThinkTimes, 2> times;  // by side, per decision
};

struct PlayedCardGame {
  int index = 0;  // from 0; people see index + 1
  CardGameResult result;
  Side sideOfA() const { return stratego::sideOfA(index); }
};

// One refereed game: players by side, each told its side and seed. A player whose action
// is illegal, or that throws, loses the game there (resigned), and the reason is kept.
CardGameResult playCardGame(const std::array<cards::CardPlayer*, 2>& players, const cards::CardRules& rules,
                            std::uint64_t dealSeed, const std::array<std::uint64_t, 2>& playerSeeds);

// Plays the match on settings.concurrency threads. `onGame` sees each game, in order,
// after the tally has counted it; it runs on the calling thread.
MatchTally runCardMatch(const CardMatchSettings& settings,
                        const std::function<void(const PlayedCardGame&, const MatchTally&)>& onGame);

// The match as the report describes it: variant "cards", the deck and its rules.
MatchDescription describeCardMatch(const CardMatchSettings& settings);

}  // namespace stratego
