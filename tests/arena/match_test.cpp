// Matches between built-in and fake players: fairness, reproducibility, failures that do
// not stop the match, the SPRT's early stop, and the records.
#include "arena/match.hpp"

#include <gtest/gtest.h>

#include "ai/random_player.hpp"
#include "arena/fake_players.hpp"
#include "arena/records.hpp"
#include "formats/record_text.hpp"

namespace stratego {
namespace {

using testing::FakePlayer;
using testing::Misdeed;

MatchPlayer fake(std::string name, Misdeed misdeed = Misdeed::None) {
  return {std::move(name), [misdeed](int) { return std::make_unique<FakePlayer>(misdeed); }, nullptr};
}

MatchSettings settingsFor(MatchPlayer a, MatchPlayer b, int games) {
  MatchSettings settings;
  settings.players = {std::move(a), std::move(b)};
  settings.games = games;
  settings.config = presetConfig(Variant::Barrage);  // short games
  settings.seed = 42;
  return settings;
}

// Every game of a match, in the order the match reports them.
struct Observed {
  MatchTally tally;
  std::vector<PlayedGame> games;
};

Observed play(const MatchSettings& settings) {
  Observed observed;
  observed.tally =
      runMatch(settings, [&](const PlayedGame& game, const MatchTally&) { observed.games.push_back(game); });
  return observed;
}

TEST(Match, RandomAgainstRandomIsEvenAndReproducible) {
  constexpr int kGames = 60;
  MatchSettings settings = settingsFor(fake("random"), fake("random"), kGames);
  const Observed first = play(settings);
  EXPECT_EQ(first.tally.wdl.games(), kGames);
  EXPECT_NEAR(first.tally.wdl.score(), 0.5, 0.19);  // 3 standard deviations
  const EloEstimate elo = estimateElo(first.tally.wdl);
  EXPECT_LT(elo.low, 0);
  EXPECT_GT(elo.high, 0);
  ASSERT_EQ(first.games.size(), static_cast<std::size_t>(kGames));
  for (int i = 0; i < kGames; ++i) EXPECT_EQ(first.games[i].index, i);

  // The same on four threads: nothing depends on which thread played which game.
  settings.concurrency = 4;
  const Observed again = play(settings);
  EXPECT_EQ(again.tally.wdl, first.tally.wdl);
  EXPECT_EQ(again.tally.reasons, first.tally.reasons);
  for (int i = 0; i < kGames; ++i) EXPECT_EQ(again.games[i].result.record, first.games[i].result.record);

  settings.seed = 43;
  EXPECT_NE(play(settings).games[0].result.record, first.games[0].result.record);
}

// Random moves from the same setup every game, as the 2012 contest's bots do.
class OneSetupPlayer : public RandomPlayer {
 public:
  void newGame(const GameConfig& config, Side side, std::uint64_t seed) override {
    RandomPlayer::newGame(config, side, seed);
    Random rng(1);
    setup_ = randomSetup(config, side, rng);
  }
  SetupDecision setup() override { return {setup_, {}}; }

 private:
  Placement setup_;
};

MatchPlayer builtin(const std::string& spec) { return matchPlayer(*parsePlayerSpec(spec), ExternalOptions{}); }

TEST(Match, ABuiltinPlayerRemembersTheSameWhateverTheConcurrency) {
  constexpr int kGames = 12;
  const MatchPlayer oneSetup{"one-setup", [](int) { return std::make_unique<OneSetupPlayer>(); }, nullptr};
  MatchSettings settings = settingsFor(builtin("strong:1"), oneSetup, kGames);
  const Observed first = play(settings);
  settings.concurrency = 3;
  settings.players[0] = builtin("strong:1");  // a fresh memory
  const Observed again = play(settings);
  settings.concurrency = 1;
  settings.players[0] = builtin("strong:1,memory=off");
  const Observed forgetting = play(settings);
  int differ = 0;
  for (int i = 0; i < kGames; ++i) {
    EXPECT_EQ(again.games[i].result.record, first.games[i].result.record) << i;
    // A game recalls the games four or more before it: the first four have nothing to recall.
    const bool same = forgetting.games[i].result.record.moves == first.games[i].result.record.moves;
    if (i < 4) EXPECT_TRUE(same) << i;
    differ += !same;
  }
  EXPECT_GT(differ, 0);
  // Players that do not remember need no memory, and their games never wait for others.
  EXPECT_EQ(builtin("strong:1,memory=off").memory, nullptr);
  EXPECT_EQ(builtin("random").memory, nullptr);
}

TEST(Match, ColoursAlternate) {
  EXPECT_EQ(sideOfA(0), Side::Red);
  EXPECT_EQ(sideOfA(1), Side::Blue);
  // A resigner loses every game whichever its colour.
  const Observed observed = play(settingsFor(fake("random"), fake("resigner", Misdeed::Resign), 6));
  EXPECT_EQ(observed.tally.wdl, (Wdl{6, 0, 0}));
  EXPECT_EQ(observed.tally.reasons[static_cast<int>(EndReason::Resignation)], 6);
  for (const PlayedGame& game : observed.games) EXPECT_EQ(game.result.record.result.winner, winnerFor(game.sideOfA()));
}

TEST(Match, FailuresLoseTheirGamesAndTheMatchGoesOn) {
  for (Misdeed misdeed : {Misdeed::Error, Misdeed::Illegal, Misdeed::Throw, Misdeed::BadSetup}) {
    const Observed observed = play(settingsFor(fake("broken", misdeed), fake("random"), 4));
    EXPECT_EQ(observed.tally.wdl, (Wdl{0, 0, 4}));
    ASSERT_EQ(observed.tally.failures.size(), 4u);
    for (int i = 0; i < 4; ++i) {
      const FailureEntry& entry = observed.tally.failures[i];
      EXPECT_EQ(entry.game, i);
      EXPECT_EQ(entry.player, 0);
      EXPECT_EQ(entry.failure.side, sideOfA(i));
      EXPECT_FALSE(entry.failure.reason.empty());
    }
  }
}

TEST(Match, SprtStopsOnceDecided) {
  MatchSettings settings = settingsFor(fake("random"), fake("resigner", Misdeed::Resign), 1000);
  settings.sprt = SprtSettings{0, 5};
  settings.concurrency = 3;
  const Observed observed = play(settings);
  ASSERT_TRUE(observed.tally.sprt);
  EXPECT_EQ(observed.tally.sprt->verdict, SprtVerdict::AcceptH1);
  EXPECT_LT(observed.tally.wdl.games(), 100);
  EXPECT_EQ(observed.games.size(), static_cast<std::size_t>(observed.tally.wdl.games()));
  // It stopped at the first game that decided it.
  Wdl before = observed.tally.wdl;
  --before.wins;
  EXPECT_EQ(sprtStatus(before, *settings.sprt).verdict, SprtVerdict::Continue);
}

TEST(Match, ImposedSetupsAreSharedByEachPairOfGames) {
  MatchSettings settings = settingsFor(fake("a"), fake("b"), 4);
  settings.setups = SetupSource::Random;
  const GameSettings g0 = gameSettings(settings, 0), g1 = gameSettings(settings, 1), g2 = gameSettings(settings, 2);
  ASSERT_TRUE(g0.imposedStart && g1.imposedStart && g2.imposedStart);
  EXPECT_EQ(*g0.imposedStart, *g1.imposedStart);
  EXPECT_NE(*g0.imposedStart, *g2.imposedStart);
  EXPECT_FALSE(validatePlacement(settings.config, *g0.imposedStart));
  EXPECT_NE(g0.seeds, g1.seeds);
  EXPECT_NE(g0.seeds[0], g0.seeds[1]);
  EXPECT_FALSE(gameSettings(settingsFor(fake("a"), fake("b"), 4), 0).imposedStart);
}

TEST(Match, RecordsCarryThePlayersAndTheFailure) {
  const Observed observed = play(settingsFor(fake("crasher", Misdeed::Error), fake("random"), 2));
  const GameRecord record = matchRecord(observed.games[1], {"crasher", "random"}, 2);
  auto parsed = parseRecord(formatRecord(record));
  ASSERT_TRUE(parsed) << parsed.error();
  EXPECT_EQ(*parsed, record);
  const std::vector<std::pair<std::string, std::string>> tags = {
      {"Event", "stratego match"},
      {"Game", "2 of 2"},
      {"Red", "random"},
      {"Blue", "crasher"},
      {"BlueFailure", "error: the program exited (killed by signal 11)"}};
  EXPECT_FALSE(observed.games[1].result.failures[0].duringSetup);
  EXPECT_EQ(record.tags, tags);
  EXPECT_EQ(record.result, (Outcome{Winner::Red, EndReason::Abandoned}));
}

TEST(Match, RecordsSayWhenASetupIsAStandIn) {
  const Observed observed = play(settingsFor(fake("random"), fake("no setup", Misdeed::SetupError), 1));
  const GameRecord record = matchRecord(observed.games[0], {"random", "no setup"}, 1);
  EXPECT_EQ(record.tags.back(), (std::pair<std::string, std::string>(
                                    "BlueFailure",
                                    "error: the program exited (exit code 1) (during setup; the setup shown is a "
                                    "stand-in)")));
  EXPECT_TRUE(parseRecord(formatRecord(record)));
}

TEST(Match, DefaultRecordDirectoryNamesThePlayersSafely) {
  const std::string dir = defaultRecordDirectory("strong:3", "engine:./bot --fast", 0).string();
  EXPECT_EQ(dir.rfind("match-records/strong_3-vs-engine_._bot_--fast-", 0), 0u) << dir;
}

}  // namespace
}  // namespace stratego
