// A placement: which piece stands on which square, for one side (a setup) or both (a
// starting position). Validation against a configuration names every problem it finds.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "core/config.hpp"
#include "core/random.hpp"
#include "core/types.hpp"

namespace stratego {

struct PlacedPiece {
  Side side;
  Rank rank;
  friend bool operator==(PlacedPiece, PlacedPiece) = default;
};

class Placement {
 public:
  std::optional<PlacedPiece> at(Square s) const {
    if (code_[s] == 0) return std::nullopt;
    const int c = code_[s] - 1;
    return PlacedPiece{static_cast<Side>(c / kRankCount), static_cast<Rank>(c % kRankCount)};
  }
  void put(Square s, PlacedPiece p) {
    code_[s] = static_cast<std::uint8_t>(1 + index(p.side) * kRankCount + index(p.rank));
  }
  void clear(Square s) { code_[s] = 0; }
  // Pieces of `side` counted by rank.
  Army army(Side side) const;
  // The pieces of one side only.
  Placement sideOnly(Side side) const;
  // Adds every piece of `other` (squares must not collide; validation reports it).
  void merge(const Placement& other);
  friend bool operator==(const Placement&, const Placement&) = default;

 private:
  std::array<std::uint8_t, kGridSize> code_{};
};

// Checks one side's setup against the configuration: every square on the board, not a
// lake, inside the side's zone (unless the variant is free), and exactly the preset army.
// Returns a message naming the first problems found, or nothing when the setup is valid.
std::optional<std::string> validateSetup(const GameConfig& config, Side side, const Placement& setup);

// Checks a starting position with both sides: each side's setup as above.
std::optional<std::string> validatePlacement(const GameConfig& config, const Placement& both);

// A uniformly shuffled setup of the configuration's army over the side's zone. The free
// variant, which has no army of its own, uses the classic army.
Placement randomSetup(const GameConfig& config, Side side, Random& rng);

// The name of a square for people: "a1" .. "j10" (RULES.md coordinates).
std::string squareName(Square s);

}  // namespace stratego
