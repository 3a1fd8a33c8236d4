// The text of Card Battle (cards/card_notation): ranks, slots and actions read back as
// written, case does not matter, and bad text is refused with a reason.
#include <gtest/gtest.h>

#include "card_table_builder.hpp"

namespace stratego::cards::testing {
namespace {

TEST(CardNotation, RanksAndSlotsReadBack) {
  for (int r = 0; r < kRankCount; ++r) EXPECT_EQ(parseRankText(rankText(static_cast<Rank>(r))), static_cast<Rank>(r));
  EXPECT_EQ(rankText(Rank::Marshal), "10");
  EXPECT_EQ(parseRankText("b"), Rank::Bomb);
  for (const char* bad : {"", "1", "0", "11", "X", "10 "}) EXPECT_FALSE(parseRankText(bad)) << bad;
  for (int s = 0; s < kFrontSlots; ++s) EXPECT_EQ(parseSlot(std::string(1, slotLetter(s))), s);
  EXPECT_EQ(parseSlot("C"), 2);
  for (const char* bad : {"", "f", "ab", "1"}) EXPECT_FALSE(parseSlot(bad)) << bad;
}

TEST(CardNotation, EveryKindOfActionReadsBack) {
  CardAction arrange{ActionKind::Arrange};
  arrange.front = {Rank::Marshal, Rank::Bomb, Rank::Flag, Rank::Spy, Rank::Scout};
  arrange.frontCount = 5;
  CardAction shortArrange{ActionKind::Arrange};
  shortArrange.front[0] = Rank::Miner;
  shortArrange.frontCount = 1;
  const CardAction all[] = {arrange,          shortArrange,           CardAction::attack(0, 4),
                            CardAction::spy(2), CardAction::scout(1, 4, 0), CardAction::scout(1, 3, -1),
                            CardAction::flag(4), CardAction::fill(Rank::Marshal, 3)};
  for (const CardAction& a : all) {
    const auto back = parseAction(actionText(a));
    ASSERT_TRUE(back.ok()) << actionText(a) << ": " << back.error();
    EXPECT_EQ(*back, a) << actionText(a);
  }
  EXPECT_EQ(actionText(arrange), "arrange 10 B F S 2");
  EXPECT_EQ(actionText(CardAction::scout(1, 4, 0)), "scout b e a");
  EXPECT_EQ(actionText(CardAction::fill(Rank::Marshal, 3)), "fill d 10");
  EXPECT_EQ(*parseAction("  ATTACK  A   e "), CardAction::attack(0, 4));
}

TEST(CardNotation, BadActionsAreRefusedWithAReason) {
  const std::pair<const char*, const char*> cases[] = {
      {"", "an action is missing"},
      {"attack", "the card that acts is missing (a slot a to e)"},
      {"attack a", "the enemy card to attack is missing (a slot a to e)"},
      {"attack a b c", "unexpected 'c' after the attack"},
      {"spy a b", "unexpected 'b' after the spy"},
      {"scout a b c d", "unexpected 'd' after the scout"},
      {"fill b", "fill names a slot and a card from the hand, such as 'fill b 10'"},
      {"fill b 1", "'1' is not a card (F, S, 2 to 10, B)"},
      {"arrange", "arrange names the cards of the front line, slot a first"},
      {"arrange 2 3 4 5 6 7", "a front line holds at most 5 cards"},
      {"arrange 2 Q", "'Q' is not a card (F, S, 2 to 10, B)"},
      {"move a b", "unknown action 'move' (arrange, attack, spy, scout, flag, fill)"},
  };
  for (const auto& [text, reason] : cases) {
    const auto parsed = parseAction(text);
    ASSERT_FALSE(parsed.ok()) << text;
    EXPECT_EQ(parsed.error(), reason) << text;
  }
}

}  // namespace
}  // namespace stratego::cards::testing
