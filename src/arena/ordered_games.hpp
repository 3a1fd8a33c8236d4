// The threading of a match, whatever game it plays: games 0, 1, ... are played on worker
// threads, and their results are handed to the calling thread in game order, so that what
// a match reports does not depend on the concurrency or the threads' timing.
#pragma once

#include <algorithm>
#include <condition_variable>
#include <functional>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

namespace stratego {

// Plays games 0..games-1 with `play` (called on `concurrency` threads at once) and gives
// each result to `take` on the calling thread, in order, until `take` returns false. Games
// under way then are played out (a player cannot be stopped mid-move) and dropped.
template <class Result>
void playInOrder(int games, int concurrency, const std::function<Result(int)>& play,
                 const std::function<bool(int, Result&&)>& take) {
  std::mutex mutex;
  std::condition_variable ready;
  std::map<int, Result> results;  // finished games by number, until taken
  int next = 0;
  bool stop = false;
  auto work = [&] {
    for (;;) {
      int i = 0;
      {
        std::lock_guard lock(mutex);
        if (stop || next >= games) return;
        i = next++;
      }
      Result result = play(i);
      std::lock_guard lock(mutex);
      results.emplace(i, std::move(result));
      ready.notify_all();
    }
  };
  std::vector<std::thread> workers;
  for (int t = 0; t < std::max(1, concurrency); ++t) workers.emplace_back(work);
  for (int i = 0; i < games; ++i) {
    std::unique_lock lock(mutex);
    ready.wait(lock, [&] { return results.contains(i); });
    Result result = std::move(results.extract(i).mapped());
    lock.unlock();
    if (!take(i, std::move(result))) break;
  }
  {
    std::lock_guard lock(mutex);
    stop = true;
  }
  for (std::thread& worker : workers) worker.join();
}

}  // namespace stratego
