#include "cards/deck.hpp"

#include <array>
#include <numeric>

#include "cards/card_list.hpp"

namespace stratego::cards {
namespace {

// Counts in Rank order: Flag, Spy, Scout, Miner, Sergeant, Lieutenant, Captain, Major,
// Colonel, General, Marshal, Bomb.
const std::array<Deck, 2> kPresets{{
    {"standard", Army{1, 1, 4, 4, 2, 2, 2, 1, 1, 1, 1, 3}},
    {"us", Army{1, 1, 4, 3, 3, 2, 2, 1, 1, 1, 1, 3}},
}};

}  // namespace

int Deck::size() const { return std::accumulate(counts.begin(), counts.end(), 0); }

std::span<const Deck> deckPresets() { return kPresets; }
const Deck& standardDeck() { return kPresets[0]; }

const Deck* deckByName(std::string_view name) {
  for (const Deck& deck : kPresets)
    if (deck.name == name) return &deck;
  return nullptr;
}

std::optional<std::string> deckProblem(const Army& counts) {
  if (counts[index(Rank::Flag)] != 1) return "a deck holds exactly one Flag";
  int total = 0, attackers = 0;
  for (int r = 0; r < kRankCount; ++r) {
    total += counts[static_cast<std::size_t>(r)];
    if (isMovable(static_cast<Rank>(r))) attackers += counts[static_cast<std::size_t>(r)];
  }
  if (attackers == 0) return "a deck needs at least one card that can attack";
  if (total > kMaxArmy) return "a deck holds at most " + std::to_string(kMaxArmy) + " cards";
  return std::nullopt;
}

}  // namespace stratego::cards
