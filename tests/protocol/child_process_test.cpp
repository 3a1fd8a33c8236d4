// A child process and everything it starts end with it.
#include "protocol/child_process.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <string>
#include <thread>

namespace stratego {
namespace {

// Whether `pid` is gone or a zombie: killed, waiting only to be reaped by whoever adopted it.
bool ended(int pid) {
  for (int tries = 0; tries < 200; ++tries) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string id, name, state;
    if (!(stat >> id >> name >> state) || state == "Z") return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

// A command whose shell starts a process that ignores its closed input and never ends,
// like a hung bot run from a script; the first line it prints is that process's id.
std::optional<ChildProcess> startWithHungGrandchild() {
  std::string error;
  auto child = ChildProcess::start("sleep 1000 & echo $!; wait", error);
  EXPECT_TRUE(child) << error;
  return child;
}

TEST(ChildProcess, StopKillsWhatTheChildStarted) {
  auto child = startWithHungGrandchild();
  ASSERT_TRUE(child);
  const auto line = child->readLine(5000);
  ASSERT_TRUE(line);
  const int grandchild = std::stoi(*line);
  child->stop(50);
  EXPECT_TRUE(child->exited());
  EXPECT_TRUE(ended(grandchild));
}

TEST(ChildProcess, DestructionKillsWhatTheChildStarted) {
  int grandchild = 0;
  {
    auto child = startWithHungGrandchild();
    ASSERT_TRUE(child);
    const auto line = child->readLine(5000);
    ASSERT_TRUE(line);
    grandchild = std::stoi(*line);
  }
  EXPECT_TRUE(ended(grandchild));
}

}  // namespace
}  // namespace stratego
