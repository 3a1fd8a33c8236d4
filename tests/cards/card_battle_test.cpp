// Card Battle attacks (RULES.md section 9): who wins, where the cards go, what both
// players learn, and which cards may never attack.
#include <gtest/gtest.h>

#include "card_table_builder.hpp"

namespace stratego::cards::testing {
namespace {

struct Duel {
  const char* attacker;
  const char* defender;
  const char* shown;      // the record's text of the battle
  const char* redAfter;   // Red's front line after the attack (Red attacks from slot a)
  const char* blueAfter;  // Blue's front line after (Blue defends in slot a)
  const char* redLost;    // Red's discards
  const char* blueLost;   // Blue's discards
};

// Red's card in slot a attacks Blue's card in slot a; no hand, so no fill follows.
CardGame duel(const Duel& d) {
  return build({.red = {.front = std::string(d.attacker) + " 9 8 7 6"},
                .blue = {.front = std::string(d.defender) + " 9 8 7 F"}});
}

class CardBattle : public ::testing::TestWithParam<Duel> {};

TEST_P(CardBattle, TheOutcomeFollowsTheBattleTable) {
  const Duel d = GetParam();
  CardGame game = duel(d);
  const CardEvent event = play(game, "attack a a");
  EXPECT_EQ(rankText(event.attacker), d.attacker);
  EXPECT_EQ(rankText(event.defender), d.defender);
  EXPECT_EQ(shownText(event), d.shown);
  EXPECT_EQ(frontText(game.side(Side::Red)), d.redAfter);
  EXPECT_EQ(frontText(game.side(Side::Blue)), d.blueAfter);
  EXPECT_EQ(cardsText(game.side(Side::Red).discards), d.redLost);
  EXPECT_EQ(cardsText(game.side(Side::Blue).discards), d.blueLost);
  EXPECT_FALSE(game.outcome().over());
  EXPECT_EQ(game.toAct(), Side::Blue);
  EXPECT_EQ(game.turnsWithoutBattle(), 0);
}

// "*": the winner goes back face down to its slot and both players remember it.
INSTANTIATE_TEST_SUITE_P(
    Table, CardBattle,
    ::testing::Values(
        Duel{"7", "5", "7 beats 5", "7* 9 8 7 6", ". 9 8 7 F", "", "5"},            // higher wins
        Duel{"5", "7", "5 loses to 7", ". 9 8 7 6", "7* 9 8 7 F", "5", ""},         // lower loses
        Duel{"6", "6", "6 ties 6", ". 9 8 7 6", ". 9 8 7 F", "6", "6"},             // equal: both go
        Duel{"10", "B", "10 loses to B", ". 9 8 7 6", "B* 9 8 7 F", "10", ""},      // a Bomb kills
        Duel{"2", "B", "2 loses to B", ". 9 8 7 6", "B* 9 8 7 F", "2", ""},         // ... any attacker
        Duel{"3", "B", "3 beats B", "3* 9 8 7 6", ". 9 8 7 F", "", "B"},            // but a Miner
        Duel{"S", "10", "S beats 10", "S* 9 8 7 6", ". 9 8 7 F", "", "10"},         // Spy takes Marshal
        Duel{"10", "S", "10 beats S", "10* 9 8 7 6", ". 9 8 7 F", "", "S"},         // not the reverse
        Duel{"2", "S", "2 beats S", "2* 9 8 7 6", ". 9 8 7 F", "", "S"},            // a Spy attacked loses
        Duel{"S", "2", "S loses to 2", ". 9 8 7 6", "2* 9 8 7 F", "S", ""},         // a Spy is the lowest
        Duel{"S", "9", "S loses to 9", ". 9 8 7 6", "9* 9 8 7 F", "S", ""},         // and takes only the 10
        Duel{"S", "S", "S ties S", ". 9 8 7 6", ". 9 8 7 F", "S", "S"}));

TEST(CardBattleRules, ABombOrTheFlagNeverAttacks) {
  const CardGame game = build({.red = {.front = "B F 9 8 7"}, .blue = {.front = "2 3 4 5 F"}});
  for (const char* text : {"attack a a", "attack a e", "attack b a", "attack b e"})
    EXPECT_EQ(why(game, text), "a Bomb or the Flag cannot attack") << text;
  std::vector<CardAction> actions;
  game.legalActions(actions);
  for (const CardAction& a : actions)
    if (a.kind == ActionKind::Attack) EXPECT_GE(a.slot, 2) << actionText(a);
}

TEST(CardBattleRules, AttackingTheFlagCapturesItAndWins) {
  CardGame game = build({.red = {.front = "2 9 8 7 6", .hand = "4"}, .blue = {.front = "10 9 8 7 F"}});
  const CardEvent event = play(game, "attack a e");
  EXPECT_EQ(shownText(event), "2 captures F");
  EXPECT_EQ(game.phase(), Phase::Over);
  EXPECT_EQ(game.outcome(), (Outcome{Winner::Red, EndReason::FlagCaptured}));
  std::vector<CardAction> actions;
  game.legalActions(actions);
  EXPECT_TRUE(actions.empty());
  EXPECT_EQ(why(game, "attack b a"), "the game is over");
}

TEST(CardBattleRules, BlueCapturesToo) {
  CardGame game = build({.red = {.front = "F 9 8 7 6"}, .blue = {.front = "S 9 8 7 F"}, .toAct = Side::Blue});
  play(game, "attack a a");  // even the Spy takes the Flag
  EXPECT_EQ(game.outcome(), (Outcome{Winner::Blue, EndReason::FlagCaptured}));
}

TEST(CardBattleRules, ABattleResetsTheCountOfTurnsWithoutOne) {
  CardGame game = build({.red = {.front = "7 9 8 7 6"}, .blue = {.front = "5 9 8 7 F"}, .turnsWithoutBattle = 40});
  play(game, "attack a a");
  EXPECT_EQ(game.turnsWithoutBattle(), 0);
}

TEST(CardBattleRules, AnExposedWinnerCanBeAttackedAgainAndStaysKnown) {
  // Red's exposed 7 is attacked by Blue's 9: the 9 is exposed now, the 7 gone.
  CardGame game = build({.red = {.front = "7* 9 8 7 6"}, .blue = {.front = "9 . 8 7 F"}, .toAct = Side::Blue});
  play(game, "attack a a");
  EXPECT_EQ(frontText(game.side(Side::Blue)), "9* . 8 7 F");
  EXPECT_EQ(frontText(game.side(Side::Red)), ". 9 8 7 6");
}

}  // namespace
}  // namespace stratego::cards::testing
