// The battle table (RULES.md section 2), shared by the board game and the card game.
#pragma once

#include "core/types.hpp"

namespace stratego {

enum class BattleResult : std::uint8_t { AttackerWins, DefenderWins, BothDie };

constexpr BattleResult battle(Rank attacker, Rank defender) {
  if (defender == Rank::Flag) return BattleResult::AttackerWins;
  if (defender == Rank::Bomb)
    return attacker == Rank::Miner ? BattleResult::AttackerWins : BattleResult::DefenderWins;
  if (attacker == Rank::Spy && defender == Rank::Marshal) return BattleResult::AttackerWins;
  if (attacker == defender) return BattleResult::BothDie;
  return index(attacker) > index(defender) ? BattleResult::AttackerWins : BattleResult::DefenderWins;
}

// Whether a piece of rank `attacker` takes one of rank `defender` by attacking it (Bombs and
// Flags never attack).
constexpr bool takes(Rank attacker, Rank defender) {
  return isMovable(attacker) && battle(attacker, defender) == BattleResult::AttackerWins;
}

}  // namespace stratego
