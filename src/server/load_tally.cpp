#include "server/load_tally.hpp"

#include <algorithm>
#include <utility>

namespace stratego::server {

void LoadTally::error(std::string what) {
  ++errors;
  keep(std::move(what));
}

void LoadTally::leak(std::string what) {
  ++leaks;
  keep(std::move(what));
}

void LoadTally::keep(std::string problem) {
  if (problems.size() < kProblemsKept) problems.push_back(std::move(problem));
}

void LoadTally::merge(const LoadTally& other) {
  gamesStarted += other.gamesStarted;
  gamesFinished += other.gamesFinished;
  moves += other.moves;
  errors += other.errors;
  leaks += other.leaks;
  for (const std::string& p : other.problems) keep(p);
  roundTripsMs.insert(roundTripsMs.end(), other.roundTripsMs.begin(), other.roundTripsMs.end());
}

void LoadGate::onOpen(std::function<void()> open) {
  std::lock_guard lock(mutex_);
  opens_.push_back(std::move(open));
}

void LoadGate::arrive(bool live) {
  std::lock_guard lock(mutex_);
  --waiting_;
  if (live) peak_ = std::max(peak_, ++live_);
  if (waiting_ > 0) return;
  openedAt_ = lastEndAt_ = Clock::now();
  for (const auto& open : opens_) open();
  opens_.clear();
}

void LoadGate::leave() {
  std::lock_guard lock(mutex_);
  --live_;
  lastEndAt_ = Clock::now();
}

int LoadGate::peakLive() {
  std::lock_guard lock(mutex_);
  return peak_;
}

double LoadGate::setupSeconds() {
  std::lock_guard lock(mutex_);
  return std::chrono::duration<double>(openedAt_ - createdAt_).count();
}

double LoadGate::playSeconds() {
  std::lock_guard lock(mutex_);
  return std::chrono::duration<double>(lastEndAt_ - openedAt_).count();
}

}  // namespace stratego::server
