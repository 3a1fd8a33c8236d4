// How a game stands or ended, and why (RULES.md section 5).
#pragma once

#include <optional>
#include <string_view>

#include "core/types.hpp"

namespace stratego {

enum class Winner : std::uint8_t { None, Red, Blue, Draw };

enum class EndReason : std::uint8_t {
  None,            // the game goes on
  FlagCaptured,
  NoLegalMove,     // the loser had no legal move on their turn
  BothNoLegalMove, // draw: neither side can move
  Resignation,
  AgreedDraw,
  Timeout,         // a player's clock ran out
  GameClock,       // the game clock ran out: a draw
  Abandoned,       // a player left or never came
  PlyCap,          // move cap: total plies
  NoBattleCap,     // move cap: plies without a battle
};
constexpr int kEndReasonCount = static_cast<int>(EndReason::NoBattleCap) + 1;

struct Outcome {
  Winner winner = Winner::None;
  EndReason reason = EndReason::None;
  bool over() const { return winner != Winner::None; }
  friend bool operator==(Outcome, Outcome) = default;
};

constexpr Winner winnerFor(Side s) { return s == Side::Red ? Winner::Red : Winner::Blue; }

std::string_view endReasonName(EndReason r);  // stable identifiers: "flag-captured", ...
std::optional<EndReason> endReasonFromName(std::string_view name);

}  // namespace stratego
