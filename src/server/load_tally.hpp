// What `stratego loadtest` counts (server/load_client plays): each thread's tally of its
// games, and the gate that the threads share.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <vector>

namespace stratego::server {

// What the players of one thread saw; the threads' tallies are merged at the end.
struct LoadTally {
  static constexpr std::size_t kProblemsKept = 5;

  int gamesStarted = 0;   // both setups acknowledged
  int gamesFinished = 0;  // seen to end
  std::int64_t moves = 0;   // acknowledged
  std::int64_t errors = 0;  // error replies, refused HTTP calls, socket failures, timeouts
  std::int64_t leaks = 0;   // enemy ranks shown before they were revealed
  std::vector<std::string> problems;  // the first few errors and leaks, in words
  std::vector<double> roundTripsMs;   // from sending a move to reading its ack

  void error(std::string what);
  void leak(std::string what);
  void merge(const LoadTally& other);

 private:
  void keep(std::string problem);
};

// Shared by the threads: opens once every game has been set up or has failed, and counts
// the games live at once (set up and not yet over).
class LoadGate {
 public:
  using Clock = std::chrono::steady_clock;
  explicit LoadGate(int games) : waiting_(games), createdAt_(Clock::now()) {}

  // `open` runs once, on the thread of the last arrival: it must only post work.
  void onOpen(std::function<void()> open);
  void arrive(bool live);  // a game set up (live) or failed before that
  void leave();            // a live game ended
  int peakLive();
  double setupSeconds();  // from the gate's making to its opening
  double playSeconds();   // from the opening to the last game's end

 private:
  std::mutex mutex_;
  int waiting_;
  int live_ = 0;
  int peak_ = 0;
  std::vector<std::function<void()>> opens_;
  Clock::time_point createdAt_;
  Clock::time_point openedAt_{};
  Clock::time_point lastEndAt_{};
};

}  // namespace stratego::server
