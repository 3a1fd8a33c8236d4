// What a player does in Card Battle (RULES.md section 9). Slots of a front line are 0..4
// (written a..e); cards are named by rank, since cards of one rank are interchangeable.
#pragma once

#include <array>
#include <cstdint>

#include "core/types.hpp"

namespace stratego::cards {

inline constexpr int kFrontSlots = 5;
inline constexpr int kHandSize = 3;
inline constexpr int kDealSize = 8;

enum class ActionKind : std::uint8_t {
  Arrange,  // after a deal (setup, Flag ability): which dealt cards go to the front line
  Attack,   // `slot` attacks the enemy's `target`
  Spy,      // the Spy in `slot` looks at the enemy hand
  Scout,    // the Scout in `slot` looks at the enemy's `target` and `target2` (-1: none)
  Flag,     // the Flag in `slot` gathers, shuffles and deals again
  Fill,     // step 3: `rank` from the hand goes into the empty `slot`
};

struct CardAction {
  ActionKind kind = ActionKind::Attack;
  std::int8_t slot = -1;
  std::int8_t target = -1;
  std::int8_t target2 = -1;
  Rank rank = Rank::Flag;                 // Fill
  std::array<Rank, kFrontSlots> front{};  // Arrange: slots a.. in order
  std::uint8_t frontCount = 0;            // Arrange: min(5, cards dealt)

  static CardAction attack(int slot, int target) {
    return {ActionKind::Attack, static_cast<std::int8_t>(slot), static_cast<std::int8_t>(target)};
  }
  static CardAction spy(int slot) { return {ActionKind::Spy, static_cast<std::int8_t>(slot)}; }
  static CardAction scout(int slot, int target, int target2) {
    return {ActionKind::Scout, static_cast<std::int8_t>(slot), static_cast<std::int8_t>(target),
            static_cast<std::int8_t>(target2)};
  }
  static CardAction flag(int slot) { return {ActionKind::Flag, static_cast<std::int8_t>(slot)}; }
  static CardAction fill(Rank rank, int slot) {
    CardAction a{ActionKind::Fill, static_cast<std::int8_t>(slot)};
    a.rank = rank;
    return a;
  }
  friend bool operator==(const CardAction&, const CardAction&) = default;
};

}  // namespace stratego::cards
