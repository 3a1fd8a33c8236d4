// One refereed game: a normal game, and each way a player can fail.
#include "arena/game_runner.hpp"

#include <gtest/gtest.h>

#include "arena/fake_players.hpp"
#include "../core/position_builder.hpp"
#include "formats/replay.hpp"

namespace stratego {
namespace {

using testing::FakePlayer;
using testing::Misdeed;

GameSettings barrageSettings() {
  GameSettings settings;
  settings.config = presetConfig(Variant::Barrage);  // short games
  settings.limits.moveTimeMs = 20;
  settings.replyTimeoutMs = 1000;
  settings.seeds = {11, 22};
  return settings;
}

struct Played {
  FakePlayer red, blue;
  GameResult result;
  Played(Misdeed redMisdeed, Misdeed blueMisdeed, const GameSettings& settings = barrageSettings())
      : red(redMisdeed), blue(blueMisdeed), result(playGame({&red, &blue}, settings)) {}
};

TEST(GameRunner, PlaysAGameToItsEndAndRecordsIt) {
  const Played game(Misdeed::None, Misdeed::None);
  const GameRecord& record = game.result.record;
  EXPECT_TRUE(record.result.over());
  EXPECT_TRUE(game.result.failures.empty());
  EXPECT_TRUE(replayRecord(record, ReplayOptions{}).legal());
  EXPECT_EQ(game.result.times[0].moves + game.result.times[1].moves, static_cast<int>(record.moves.size()));
  for (const FakePlayer* player : {&game.red, &game.blue}) {
    EXPECT_EQ(player->gameOvers, 1);
    EXPECT_EQ(player->lastOutcome, record.result);
  }
}

TEST(GameRunner, SameSeedsSameGame) {
  EXPECT_EQ(Played(Misdeed::None, Misdeed::None).result.record, Played(Misdeed::None, Misdeed::None).result.record);
}

// Red fails at its third move (ply 5): it loses, four plies stand, the reason is kept.
void expectRedLost(const Played& game, FailureKind kind, EndReason reason, const std::string& why) {
  const GameRecord& record = game.result.record;
  EXPECT_EQ(record.result, (Outcome{Winner::Blue, reason}));
  ASSERT_EQ(game.result.failures.size(), 1u);
  const Failure& failure = game.result.failures[0];
  EXPECT_EQ(failure.side, Side::Red);
  EXPECT_EQ(failure.kind, kind);
  EXPECT_NE(failure.reason.find(why), std::string::npos) << failure.reason;
  EXPECT_FALSE(failure.duringSetup);
  EXPECT_EQ(record.moves.size(), 4u);
  EXPECT_EQ(game.red.gameOvers, 1);
  EXPECT_EQ(game.blue.gameOvers, 1);
}

TEST(GameRunner, AnErrorLosesWithItsReason) {
  expectRedLost(Played(Misdeed::Error, Misdeed::None), FailureKind::Error, EndReason::Abandoned, "signal 11");
}

TEST(GameRunner, AnErrorAfterTheMoveTimeIsAHangAndLosesOnTime) {
  expectRedLost(Played(Misdeed::SlowError, Misdeed::None), FailureKind::Timeout, EndReason::Timeout,
                "no reply in time");
}

TEST(GameRunner, AnIllegalMoveLosesNamingTheMove) {
  expectRedLost(Played(Misdeed::Illegal, Misdeed::None), FailureKind::IllegalMove, EndReason::Abandoned,
                "illegal move ");
}

TEST(GameRunner, AnExceptionLosesLikeAnError) {
  expectRedLost(Played(Misdeed::Throw, Misdeed::None), FailureKind::Error, EndReason::Abandoned, "out of cheese");
}

TEST(GameRunner, NoMoveWithoutErrorIsAResignation) {
  const Played game(Misdeed::Resign, Misdeed::None);
  EXPECT_EQ(game.result.record.result, (Outcome{Winner::Blue, EndReason::Resignation}));
  EXPECT_TRUE(game.result.failures.empty());
  EXPECT_EQ(game.result.record.moves.size(), 4u);
}

TEST(GameRunner, AnInvalidSetupLosesBeforeAnyMove) {
  const Played game(Misdeed::None, Misdeed::BadSetup);
  EXPECT_EQ(game.result.record.result, (Outcome{Winner::Red, EndReason::Abandoned}));
  ASSERT_EQ(game.result.failures.size(), 1u);
  EXPECT_EQ(game.result.failures[0].kind, FailureKind::BadSetup);
  EXPECT_TRUE(game.result.failures[0].duringSetup);
  EXPECT_NE(game.result.failures[0].reason.find("invalid setup: Blue has 0 Flags"), std::string::npos)
      << game.result.failures[0].reason;
  EXPECT_TRUE(game.result.record.moves.empty());
  // The record stays valid: the failed side shows a stand-in setup.
  EXPECT_FALSE(validatePlacement(game.result.record.config, game.result.record.start));
  EXPECT_EQ(game.blue.gameOvers, 1);
}

TEST(GameRunner, BothSetupsFailingIsADraw) {
  const Played game(Misdeed::SetupError, Misdeed::BadSetup);
  EXPECT_EQ(game.result.record.result, (Outcome{Winner::Draw, EndReason::Abandoned}));
  ASSERT_EQ(game.result.failures.size(), 2u);
  EXPECT_EQ(game.result.failures[0].kind, FailureKind::Error);
  EXPECT_EQ(game.result.failures[1].kind, FailureKind::BadSetup);
}

TEST(GameRunner, ImposedSetupsReplaceThePlayersOwn) {
  GameSettings settings = barrageSettings();
  Random rng(5);
  Placement start = randomSetup(settings.config, Side::Red, rng);
  start.merge(randomSetup(settings.config, Side::Blue, rng));
  settings.imposedStart = start;
  const Played game(Misdeed::BadSetup, Misdeed::None, settings);  // its own setup is never asked for
  EXPECT_TRUE(game.result.failures.empty());
  EXPECT_EQ(game.result.record.start, start);
}

// A bot of the 2012 contest, which cannot move once its opponent has no movable piece
// (the 2012 manager had already ended the game). In the game below it is never asked
// anything else, so any question fails it.
class AttritionBot : public FakePlayer {
 public:
  bool winsOnceTheOpponentCannotMove() const override { return true; }
  Decision choose(const PlayerView&, const ThinkLimits&) override { return {Move(), {}, "asked to move in a won game"}; }
};

TEST(GameRunner, ABotOfThe2012ContestIsNotAskedToMoveWhenItsOpponentCannot) {
  // Red's only move: its Scout on a1 attacks the Bomb on a2 and dies. Then Blue, a 2012
  // bot, is not asked: the referee moves for it, and Red, unable to move, loses.
  GameSettings settings = barrageSettings();
  settings.config = presetConfig(Variant::Free);
  settings.imposedStart = testing::pieces({"r2 a1", "rB b1", "rF j1", "bB a2", "bF j10", "b2 e7"});
  FakePlayer red;
  AttritionBot blue;
  const GameResult result = playGame({&red, &blue}, settings);
  EXPECT_TRUE(result.failures.empty()) << result.failures.front().reason;
  EXPECT_EQ(result.record.result, (Outcome{Winner::Blue, EndReason::NoLegalMove}));
  EXPECT_EQ(result.record.moves.size(), 2u);
  EXPECT_TRUE(replayRecord(result.record, ReplayOptions{}).legal());
}

}  // namespace
}  // namespace stratego
