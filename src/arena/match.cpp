#include "arena/match.hpp"

#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

namespace stratego {
namespace {

// splitmix64's finaliser: nearby inputs give unrelated outputs.
std::uint64_t mix(std::uint64_t x) {
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
  return x ^ (x >> 31);
}

// Independent seeds per game and purpose: the imposed setups of a pair, each side's player.
enum class Stream : std::uint64_t { PairSetups, RedPlayer, BluePlayer };
std::uint64_t deriveSeed(std::uint64_t master, int number, Stream stream) {
  return mix(mix(master) + mix(3 * static_cast<std::uint64_t>(number) + static_cast<std::uint64_t>(stream) + 1));
}

Placement drawSetup(const MatchSettings& settings, Side side, Random& rng) {
  if (settings.setups == SetupSource::Human) return settings.library->draw(settings.config.variant, side, rng);
  return randomSetup(settings.config, side, rng);
}

// Runs games on worker threads and hands their results back in game order.
class MatchRunner {
 public:
  explicit MatchRunner(const MatchSettings& settings) : settings_(settings) {}

  MatchTally run(const std::function<void(const PlayedGame&, const MatchTally&)>& onGame) {
    MatchTally tally;
    tally.planned = settings_.games;
    std::vector<std::thread> workers;
    for (int t = 0; t < std::max(1, settings_.concurrency); ++t) workers.emplace_back([this] { work(); });
    for (int i = 0; i < settings_.games && !tally.decided(); ++i) {
      PlayedGame game{i, take(i)};
      tally.add(game);
      if (settings_.sprt) tally.sprt = sprtStatus(tally.wdl, *settings_.sprt);
      onGame(game, tally);
    }
    // Games under way when an SPRT decides are played out (a player cannot be stopped
    // mid-move) and left out.
    {
      std::lock_guard lock(mutex_);
      stop_ = true;
    }
    for (std::thread& worker : workers) worker.join();
    return tally;
  }

 private:
  void work() {
    for (;;) {
      int i = 0;
      {
        std::lock_guard lock(mutex_);
        if (stop_ || next_ >= settings_.games) return;
        i = next_++;
      }
      GameResult result = playOne(i);
      std::lock_guard lock(mutex_);
      results_.emplace(i, std::move(result));
      ready_.notify_all();
    }
  }

  GameResult take(int i) {
    std::unique_lock lock(mutex_);
    ready_.wait(lock, [&] { return results_.contains(i); });
    return std::move(results_.extract(i).mapped());
  }

  GameResult playOne(int i) const {
    const std::array<std::unique_ptr<Player>, 2> players = {settings_.players[0].make(), settings_.players[1].make()};
    const bool aIsRed = sideOfA(i) == Side::Red;
    return playGame({players[aIsRed ? 0 : 1].get(), players[aIsRed ? 1 : 0].get()}, gameSettings(settings_, i));
  }

  const MatchSettings& settings_;
  std::mutex mutex_;
  std::condition_variable ready_;
  std::map<int, GameResult> results_;  // finished games by number, until taken
  int next_ = 0;
  bool stop_ = false;
};

}  // namespace

void MatchTally::add(const PlayedGame& game) {
  const Side a = game.sideOfA();
  const Outcome outcome = game.result.record.result;
  if (outcome.winner == Winner::Draw)
    ++wdl.draws;
  else if (outcome.winner == winnerFor(a))
    ++wdl.wins;
  else
    ++wdl.losses;
  ++reasons[static_cast<int>(outcome.reason)];
  for (const Failure& failure : game.result.failures)
    failures.push_back({game.index, failure.side == a ? 0 : 1, failure});
  times[0].add(game.result.times[index(a)]);
  times[1].add(game.result.times[index(opponent(a))]);
}

GameSettings gameSettings(const MatchSettings& settings, int index) {
  GameSettings game;
  game.config = settings.config;
  game.limits = settings.limits;
  game.replyTimeoutMs = settings.replyTimeoutMs;
  game.seeds = {deriveSeed(settings.seed, index, Stream::RedPlayer),
                deriveSeed(settings.seed, index, Stream::BluePlayer)};
  if (settings.setups != SetupSource::Players) {
    Random rng(deriveSeed(settings.seed, index / 2, Stream::PairSetups));
    Placement start = drawSetup(settings, Side::Red, rng);
    start.merge(drawSetup(settings, Side::Blue, rng));
    game.imposedStart = start;
  }
  return game;
}

MatchTally runMatch(const MatchSettings& settings,
                    const std::function<void(const PlayedGame&, const MatchTally&)>& onGame) {
  return MatchRunner(settings).run(onGame);
}

}  // namespace stratego
