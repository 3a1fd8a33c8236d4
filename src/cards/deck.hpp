// The decks of Card Battle as data (RULES.md section 9): how many cards of each rank an
// army holds. The 23-card deck is the default; editions differ only in these counts.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/types.hpp"

namespace stratego::cards {

struct Deck {
  std::string name;
  Army counts{};
  int size() const;
  friend bool operator==(const Deck&, const Deck&) = default;
};

// The presets: "standard" (the 23 cards of the rulebook) and "us" (the US edition: three
// Sergeants and three Miners). The 24-card edition is not a preset: the rules of its extra
// card were never published.
std::span<const Deck> deckPresets();
const Deck& standardDeck();
const Deck* deckByName(std::string_view name);

// Why a deck cannot be played (one Flag, at least one card that can attack, at most
// kMaxArmy cards), or nothing when it can.
std::optional<std::string> deckProblem(const Army& counts);

}  // namespace stratego::cards
