// Card Battle matches: the stronger player wins, a seed gives the same match on any number
// of threads, both games of a pair share the deal, and a broken player loses its game with
// the reason kept while the match goes on.
#include "arena/card_match.hpp"

#include <gtest/gtest.h>

#include <stdexcept>

#include "cards/random_card_player.hpp"

namespace stratego {
namespace {

enum class CardMisdeed { Illegal, Throw, ThrowOnObserve };

// A random card player that misbehaves at its third decision (or third event seen).
class BrokenCardPlayer : public cards::RandomCardPlayer {
 public:
  explicit BrokenCardPlayer(CardMisdeed misdeed) : misdeed_(misdeed) {}
  std::string name() const override { return "broken"; }
  cards::CardAction choose(const cards::CardView& view) override {
    if (++decisions_ < 3) return RandomCardPlayer::choose(view);
    if (misdeed_ == CardMisdeed::Throw) throw std::runtime_error("out of cards");
    if (misdeed_ == CardMisdeed::Illegal) return cards::CardAction::attack(7, 9);  // no such slots
    return RandomCardPlayer::choose(view);
  }
  void observe(const cards::CardEvent&) override {
    if (misdeed_ == CardMisdeed::ThrowOnObserve && ++events_ >= 3) throw 42;  // not even an std::exception
  }

 private:
  CardMisdeed misdeed_;
  int decisions_ = 0, events_ = 0;
};

CardMatchPlayer builtin(const std::string& spec) {
  std::string error;
  auto player = cardMatchPlayer(spec, error);
  EXPECT_TRUE(player) << error;
  return *player;
}

CardMatchPlayer broken(CardMisdeed misdeed) {
  return {"broken", [misdeed] { return std::make_unique<BrokenCardPlayer>(misdeed); }};
}

CardMatchSettings settingsFor(CardMatchPlayer a, CardMatchPlayer b, int games) {
  CardMatchSettings settings;
  settings.players = {std::move(a), std::move(b)};
  settings.games = games;
  settings.seed = 42;
  return settings;
}

struct Observed {
  MatchTally tally;
  std::vector<PlayedCardGame> games;
};

Observed play(const CardMatchSettings& settings) {
  Observed observed;
  observed.tally = runCardMatch(settings, [&](const PlayedCardGame& game, const MatchTally&) {
    observed.games.push_back(game);
  });
  return observed;
}

TEST(CardMatch, GreedyBeatsRandom) {
  const Observed observed = play(settingsFor(builtin("greedy"), builtin("random"), 10));
  EXPECT_EQ(observed.tally.wdl.games(), 10);
  EXPECT_GE(observed.tally.wdl.wins, 7) << observed.tally.wdl.wins << " wins";
  EXPECT_TRUE(observed.tally.failures.empty());
  EXPECT_GT(observed.tally.times[0].moves, 0);
  for (int i = 0; i < 10; ++i) {
    const PlayedCardGame& game = observed.games[i];
    EXPECT_EQ(game.index, i);
    EXPECT_TRUE(game.result.outcome.over());
    // A's name is on A's side: Red in even games, Blue in odd ones.
    EXPECT_EQ(game.result.record.names[index(game.sideOfA())], "greedy");
  }
}

TEST(CardMatch, TheSameForAnyConcurrency) {
  CardMatchSettings settings = settingsFor(builtin("greedy"), builtin("random"), 12);
  const Observed one = play(settings);
  settings.concurrency = 2;
  const Observed two = play(settings);
  EXPECT_EQ(two.tally.wdl, one.tally.wdl);
  EXPECT_EQ(two.tally.reasons, one.tally.reasons);
  ASSERT_EQ(two.games.size(), one.games.size());
  for (std::size_t i = 0; i < one.games.size(); ++i) {
    EXPECT_EQ(two.games[i].result.outcome, one.games[i].result.outcome) << "game " << i;
    EXPECT_EQ(cards::writeCardRecord(two.games[i].result.record), cards::writeCardRecord(one.games[i].result.record));
  }
  settings.seed = 43;
  EXPECT_NE(play(settings).games[0].result.record.seed, one.games[0].result.record.seed);
}

TEST(CardMatch, BothGamesOfAPairShareTheDeal) {
  const Observed observed = play(settingsFor(builtin("random"), builtin("random"), 4));
  const auto& g = observed.games;
  EXPECT_EQ(g[0].result.record.seed, g[1].result.record.seed);
  EXPECT_NE(g[0].result.record.seed, g[2].result.record.seed);
  EXPECT_EQ(g[2].result.record.seed, g[3].result.record.seed);
}

TEST(CardMatch, RecordsReplayToTheSameResult) {
  CardMatchSettings settings = settingsFor(builtin("random"), broken(CardMisdeed::Illegal), 2);
  settings.deck = *cards::deckByName("us");
  for (const PlayedCardGame& game : play(settings).games) {
    auto read = cards::readCardRecord(cards::writeCardRecord(game.result.record));
    ASSERT_TRUE(read) << read.error();
    EXPECT_EQ(read->deckName, "us");
    auto replay = cards::replayCardRecord(*read);
    ASSERT_TRUE(replay) << replay.error();
    EXPECT_EQ(replay->game.outcome(), game.result.outcome);
  }
}

TEST(CardMatch, ABrokenPlayerLosesItsGamesAndTheMatchGoesOn) {
  const std::vector<std::pair<CardMisdeed, std::string>> cases = {
      {CardMisdeed::Illegal, "illegal action attack"},
      {CardMisdeed::Throw, "threw an exception: out of cards"},
      {CardMisdeed::ThrowOnObserve, "threw an exception"}};
  for (const auto& [misdeed, reason] : cases) {
    const Observed observed = play(settingsFor(broken(misdeed), builtin("random"), 4));
    EXPECT_EQ(observed.tally.wdl, (Wdl{0, 0, 4})) << reason;
    EXPECT_EQ(observed.tally.reasons[static_cast<int>(EndReason::Resignation)], 4) << reason;
    ASSERT_EQ(observed.tally.failures.size(), 4u) << reason;
    for (int i = 0; i < 4; ++i) {
      const FailureEntry& entry = observed.tally.failures[i];
      EXPECT_EQ(entry.game, i);
      EXPECT_EQ(entry.player, 0);
      EXPECT_EQ(entry.failure.side, sideOfA(i));
      EXPECT_EQ(entry.failure.kind, misdeed == CardMisdeed::Illegal ? FailureKind::IllegalMove : FailureKind::Error);
      EXPECT_EQ(entry.failure.reason.rfind(reason, 0), 0u) << entry.failure.reason;
      EXPECT_EQ(observed.games[i].result.record.resigned, sideOfA(i));
    }
  }
}

TEST(CardMatch, SprtStopsOnceDecided) {
  CardMatchSettings settings = settingsFor(broken(CardMisdeed::Throw), builtin("random"), 1000);
  settings.sprt = SprtSettings{0, 5};
  settings.concurrency = 2;
  const Observed observed = play(settings);
  ASSERT_TRUE(observed.tally.sprt);
  EXPECT_EQ(observed.tally.sprt->verdict, SprtVerdict::AcceptH0);
  EXPECT_LT(observed.tally.wdl.games(), 100);
  EXPECT_EQ(observed.games.size(), static_cast<std::size_t>(observed.tally.wdl.games()));
}

TEST(CardMatch, UnknownSpecsAreRefused) {
  std::string error;
  EXPECT_FALSE(cardMatchPlayer("engine:./bot", error));
  EXPECT_NE(error.find("engine:./bot"), std::string::npos) << error;
  EXPECT_TRUE(cardMatchPlayer("strong:1", error));
}

TEST(CardMatch, DescribedAsCards) {
  CardMatchSettings settings = settingsFor(builtin("greedy"), builtin("random"), 2);
  const MatchDescription match = describeCardMatch(settings);
  EXPECT_EQ(match.names, (std::array<std::string, 2>{"greedy", "random"}));
  EXPECT_EQ(match.variant, "cards");
  EXPECT_EQ(match.deck, "standard");
  EXPECT_NE(match.rules.find("deck standard"), std::string::npos) << match.rules;
}

}  // namespace
}  // namespace stratego
