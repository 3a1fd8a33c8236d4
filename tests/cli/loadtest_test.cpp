// `stratego loadtest` against the real `stratego serve`: a few games played through over
// loopback, every one started and finished, with no error and no hidden rank shown; and a
// server that is not there, or a URL that is not one, is a single clear message.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "protocol/child_process.hpp"
#include "support/test_support.hpp"

namespace stratego {
namespace {

using nlohmann::json;
using testing::runCommand;
using testing::strategoBinary;

// `stratego serve` on a free loopback port over a fresh SQLite file, removed at the end.
class Server {
 public:
  Server() {
    std::string error;
    process_ = ChildProcess::start("exec " + strategoBinary() + " serve --host 127.0.0.1 --port 0 --db sqlite:" +
                                       db_.string(),
                                   error);
    if (!process_) throw std::runtime_error(error);
    // "stratego serve: listening on http://127.0.0.1:PORT (storage …)"
    const std::string line = process_->readLine(20000).value_or("(nothing)");
    const std::size_t at = line.find("http://");
    if (at == std::string::npos) throw std::runtime_error("the server did not start: " + line);
    url_ = line.substr(at, line.find(' ', at) - at);
  }
  ~Server() {
    process_.reset();  // kills it before its files go
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(db_.string() + suffix);
  }
  const std::string& url() const { return url_; }

 private:
  std::filesystem::path db_ =
      std::filesystem::temp_directory_path() / ("stratego-loadtest-" + std::to_string(getpid()) + ".db");
  std::optional<ChildProcess> process_;
  std::string url_;
};

TEST(Loadtest, PlaysEveryGameThroughTheRealServer) {
  Server server;
  const auto run = runCommand(strategoBinary() + " loadtest --url " + server.url() +
                              " --games 5 --moves 20 --think-ms 5 --json");
  EXPECT_EQ(run.status, 0) << run.output;
  const json report = json::parse(run.output, nullptr, false);
  ASSERT_TRUE(report.is_object()) << run.output;
  EXPECT_EQ(report["games"], 5);
  EXPECT_EQ(report["started"], 5);
  EXPECT_EQ(report["finished"], 5);
  EXPECT_EQ(report["concurrent"], 5);  // all set up before the first move
  EXPECT_EQ(report["errors"], 0) << report["problems"].dump();
  EXPECT_EQ(report["leaks"], 0) << report["problems"].dump();
  EXPECT_GT(report["moves"].get<int>(), 5);
  EXPECT_LE(report["moves"].get<int>(), 5 * 20);
}

TEST(Loadtest, NoServerOrABadUrlIsOneClearError) {
  const auto down = runCommand(strategoBinary() + " loadtest --url http://127.0.0.1:1 --games 2 2>&1");
  EXPECT_EQ(down.status, 1);
  EXPECT_EQ(down.output, "stratego loadtest: cannot reach the server at http://127.0.0.1:1: Connection refused\n");
  const auto bad = runCommand(strategoBinary() + " loadtest --url ws://127.0.0.1:8080 2>&1");
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.output.find("is not of the form http://HOST[:PORT]"), std::string::npos) << bad.output;
}

}  // namespace
}  // namespace stratego
