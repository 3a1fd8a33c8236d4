// RULES.md section 2: the battle table.
#include <gtest/gtest.h>

#include "core/battle.hpp"
#include "core/config.hpp"

namespace stratego {
namespace {

constexpr Rank kMovable[] = {Rank::Spy, Rank::Scout, Rank::Miner, Rank::Sergeant, Rank::Lieutenant,
                             Rank::Captain, Rank::Major, Rank::Colonel, Rank::General, Rank::Marshal};

TEST(Battle, HigherStrengthWinsEitherWay) {
  for (Rank a : kMovable)
    for (Rank d : kMovable) {
      if (a == d || (a == Rank::Spy && d == Rank::Marshal)) continue;
      const BattleResult expected = index(a) > index(d) ? BattleResult::AttackerWins : BattleResult::DefenderWins;
      EXPECT_EQ(battle(a, d), expected) << rankName(a) << " attacks " << rankName(d);
    }
}

TEST(Battle, EqualStrengthRemovesBoth) {
  for (Rank r : kMovable) EXPECT_EQ(battle(r, r), BattleResult::BothDie) << rankName(r);
}

TEST(Battle, SpyDefeatsMarshalOnlyWhenAttacking) {
  EXPECT_EQ(battle(Rank::Spy, Rank::Marshal), BattleResult::AttackerWins);
  EXPECT_EQ(battle(Rank::Marshal, Rank::Spy), BattleResult::AttackerWins);
  EXPECT_EQ(battle(Rank::Spy, Rank::General), BattleResult::DefenderWins);
}

TEST(Battle, OnlyMinerDefeatsBomb) {
  for (Rank a : kMovable)
    EXPECT_EQ(battle(a, Rank::Bomb), a == Rank::Miner ? BattleResult::AttackerWins : BattleResult::DefenderWins)
        << rankName(a);
}

TEST(Battle, AnyAttackerCapturesTheFlag) {
  for (Rank a : kMovable) EXPECT_EQ(battle(a, Rank::Flag), BattleResult::AttackerWins) << rankName(a);
}

}  // namespace
}  // namespace stratego
