#include "arena/match.hpp"

#include <memory>

#include "ai/setup_memory.hpp"
#include "arena/ordered_games.hpp"

namespace stratego {
namespace {

// splitmix64's finaliser: nearby inputs give unrelated outputs.
std::uint64_t mix(std::uint64_t x) {
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
  return x ^ (x >> 31);
}

Placement drawSetup(const MatchSettings& settings, Side side, Random& rng) {
  if (settings.setups == SetupSource::Human) return settings.library->draw(settings.config.variant, side, rng);
  return randomSetup(settings.config, side, rng);
}

GameResult playOne(const MatchSettings& settings, int i) {
  for (const MatchPlayer& p : settings.players)
    if (p.memory) p.memory->awaitRecallable(i);
  const std::array<std::unique_ptr<Player>, 2> players = {settings.players[0].make(i), settings.players[1].make(i)};
  const bool aIsRed = sideOfA(i) == Side::Red;
  GameResult result = playGame({players[aIsRed ? 0 : 1].get(), players[aIsRed ? 1 : 0].get()}, gameSettings(settings, i));
  for (const MatchPlayer& p : settings.players)
    if (p.memory) p.memory->close(i);  // also when the player could not remember it
  return result;
}

}  // namespace

std::uint64_t deriveSeed(std::uint64_t master, int number, SeedStream stream) {
  return mix(mix(master) + mix(3 * static_cast<std::uint64_t>(number) + static_cast<std::uint64_t>(stream) + 1));
}

std::array<std::uint64_t, 2> playerSeeds(std::uint64_t master, int index) {
  return {deriveSeed(master, index, SeedStream::RedPlayer), deriveSeed(master, index, SeedStream::BluePlayer)};
}

void MatchTally::add(const PlayedGame& game) {
  add(game.index, game.sideOfA(), game.result.record.result, game.result.failures, game.result.times);
}

void MatchTally::add(int game, Side a, const Outcome& outcome, std::span<const Failure> gameFailures,
                     const std::array<ThinkTimes, 2>& timesBySide) {
  if (outcome.winner == Winner::Draw)
    ++wdl.draws;
  else if (outcome.winner == winnerFor(a))
    ++wdl.wins;
  else
    ++wdl.losses;
  ++reasons[static_cast<int>(outcome.reason)];
  for (const Failure& failure : gameFailures) failures.push_back({game, failure.side == a ? 0 : 1, failure});
  times[0].add(timesBySide[index(a)]);
  times[1].add(timesBySide[index(opponent(a))]);
}

GameSettings gameSettings(const MatchSettings& settings, int index) {
  GameSettings game;
  game.config = settings.config;
  game.limits = settings.limits;
  game.replyTimeoutMs = settings.replyTimeoutMs;
  game.seeds = playerSeeds(settings.seed, index);
  if (settings.setups != SetupSource::Players) {
    Random rng(deriveSeed(settings.seed, index / 2, SeedStream::Pair));
    Placement start = drawSetup(settings, Side::Red, rng);
    start.merge(drawSetup(settings, Side::Blue, rng));
    game.imposedStart = start;
  }
  return game;
}

MatchTally runMatch(const MatchSettings& settings,
                    const std::function<void(const PlayedGame&, const MatchTally&)>& onGame) {
  MatchTally tally;
  tally.planned = settings.games;
  playInOrder<GameResult>(
      settings.games, settings.concurrency, [&](int i) { return playOne(settings, i); },
      [&](int i, GameResult&& result) {
        const PlayedGame game{i, std::move(result)};
        tally.add(game);
        if (settings.sprt) tally.sprt = sprtStatus(tally.wdl, *settings.sprt);
        onGame(game, tally);
        return !tally.decided();
      });
  return tally;
}

}  // namespace stratego
