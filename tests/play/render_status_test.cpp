// renderStatus and the battles and outcomes in words.
#include <gtest/gtest.h>

#include "play/render.hpp"
#include "render_fixtures.hpp"

namespace stratego {
namespace {

using testing::duelAfterABattle;
using testing::duelGame;
using testing::freeGame;
using testing::play;

// The last battle of a game, told to `viewer`.
std::string lastBattle(const GameState& s, Side viewer) {
  const PlayerView view = makeView(s, viewer);
  return describeBattle(view, view.history.back());
}

// The status line that starts with `label`, without its newline.
std::string statusLine(const PlayerView& view, const std::string& label) {
  const std::string status = renderStatus(view);
  const std::size_t start = status.find(label);
  if (start == std::string::npos) return "";
  return status.substr(start, status.find('\n', start) - start);
}

TEST(RenderStatus, DuelStatusForRed) {
  EXPECT_EQ(renderStatus(makeView(duelAfterABattle(), Side::Red)),
            R"(Move 3: Blue to move
Last move: Red d5xd6
Last battle, move 3: your General (9) took their Miner (3) on d6
Your pieces left: 1 General, 1 Miner, 1 Scout, 1 Bomb, 1 Flag
Your pieces lost: none
Their army not yet seen dead: 1 Marshal, 1 General, 1 Miner, 2 Scouts, 1 Spy, 2 Bombs, 1 Flag
Their pieces taken: 1 Miner
)");
}

TEST(RenderStatus, TheSameBattleToldToBlue) {
  const PlayerView blue = makeView(duelAfterABattle(), Side::Blue);
  EXPECT_EQ(statusLine(blue, "Move"), "Move 3: Blue to move (you)");
  EXPECT_EQ(statusLine(blue, "Last battle"),
            "Last battle, move 3: their General (9) took your Miner (3) on d6");
  EXPECT_EQ(statusLine(blue, "Your pieces lost"), "Your pieces lost: 1 Miner");
}

TEST(RenderStatus, AnAttackOnABombRemovesTheAttacker) {
  GameState s = freeGame({"rB e4", "r7 a1", "rF j1", "b2 e8", "bF j10"});
  play(s, "a1", "a2");
  play(s, "e8", "e4");
  EXPECT_EQ(lastBattle(s, Side::Red), "their Scout (2) attacked your Bomb on e4 and was removed");
  EXPECT_EQ(lastBattle(s, Side::Blue), "your Scout (2) attacked their Bomb on e4 and was removed");
}

TEST(RenderStatus, EqualRanksAreBothRemoved) {
  GameState colonels = freeGame({"r8 e3", "rF j1", "b8 e4", "bF j10"});
  play(colonels, "e3", "e4");
  EXPECT_EQ(lastBattle(colonels, Side::Blue), "both Colonels (8) were removed on e4");
  GameState spies = freeGame({"rS e3", "rF j1", "bS e4", "bF j10"});
  play(spies, "e3", "e4");
  EXPECT_EQ(lastBattle(spies, Side::Red), "both Spies were removed on e4");
}

TEST(RenderStatus, AFlagCaptureEndsTheGame) {
  GameState s = duelGame({"r2 a1", "rF h1", "bF a8", "b3 h8"});
  play(s, "a1", "a8");
  EXPECT_EQ(lastBattle(s, Side::Red), "your Scout (2) captured their Flag on a8");
  EXPECT_EQ(lastBattle(s, Side::Blue), "their Scout (2) captured your Flag on a8");
  EXPECT_EQ(statusLine(makeView(s, Side::Blue), "Game over"), "Game over: Red wins: flag captured");
}

TEST(RenderStatus, OutcomesInWords) {
  GameState s = duelGame({"rF a1", "bF h8"});
  s.setOutcome({Winner::Blue, EndReason::Resignation});
  EXPECT_EQ(describeOutcome(makeView(s, Side::Red)), "Blue wins: Red resigned");
  s.setOutcome({Winner::Draw, EndReason::GameClock});
  EXPECT_EQ(describeOutcome(makeView(s, Side::Red)), "Draw: the game clock ran out");
  s.setOutcome({});
  EXPECT_EQ(describeOutcome(makeView(s, Side::Red)), "");
}

// Red's Marshal takes Blue's General, then Blue's Spy takes Red's Marshal.
TEST(RenderStatus, UnaccountedPiecesAfterSomeBattles) {
  GameState s = duelGame({"rX d3", "r3 a1", "rF h1", "b9 d5", "bS e6", "b2 a8", "bF h8"});
  for (auto [from, to] :
       {std::pair{"d3", "d4"}, {"a8", "a7"}, {"d4", "d5"}, {"e6", "e5"}, {"a1", "a2"}, {"e5", "d5"}})
    play(s, from, to);
  const PlayerView red = makeView(s, Side::Red);
  EXPECT_EQ(statusLine(red, "Last battle"), "Last battle, move 3: their Spy took your Marshal (10) on d5");
  EXPECT_EQ(statusLine(red, "Their army"),
            "Their army not yet seen dead: 1 Marshal, 2 Miners, 2 Scouts, 1 Spy, 2 Bombs, 1 Flag");
  EXPECT_EQ(statusLine(red, "Their pieces taken"), "Their pieces taken: 1 General");
  EXPECT_EQ(statusLine(red, "Your pieces lost"), "Your pieces lost: 1 Marshal");
  EXPECT_EQ(statusLine(makeView(s, Side::Blue), "Their army"),
            "Their army not yet seen dead: 1 General, 2 Miners, 2 Scouts, 1 Spy, 2 Bombs, 1 Flag");
}

// Without a preset army the enemy's total is unknown: only what was seen is told.
TEST(RenderStatus, TheFreeVariantTellsWhatIsKnownWithoutATotal) {
  GameState s = freeGame({"r7 e3", "rF j1", "b6 e4", "b5 a9", "bF j10"});
  play(s, "e3", "e4");
  play(s, "a9", "a8");
  play(s, "e4", "e5");
  const PlayerView red = makeView(s, Side::Red);
  EXPECT_EQ(statusLine(red, "Their army"),
            "Their army (free setup, not known): 2 pieces on the board, of them seen: none");
  EXPECT_EQ(statusLine(red, "Their pieces taken"), "Their pieces taken: 1 Captain");
}

TEST(RenderStatus, ClocksInMinutesAndSeconds) {
  const PlayerView view = makeView(duelGame({"rF a1", "bF h8"}), Side::Red);
  Clock clock(TimeControl{.initialMs = 600'000, .incrementMs = 5'000, .gameMs = 3'600'000});
  clock.charge(Side::Red, 61'500);
  EXPECT_EQ(statusLine(view, "Clocks"), "");
  const std::string status = renderStatus(view, &clock);
  EXPECT_NE(status.find("Clocks: Red 09:03, Blue 10:00; game 58:58\n"), std::string::npos) << status;
  Clock gameOnly(TimeControl{.gameMs = 90'000});
  EXPECT_NE(renderStatus(view, &gameOnly).find("Clocks: game 01:30\n"), std::string::npos);
}

}  // namespace
}  // namespace stratego
