// The real `stratego serve` as a child process of a test, on a free port of loopback, over
// the storage a URL names; destroying it kills it with SIGKILL.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>

#include "protocol/child_process.hpp"
#include "support/test_support.hpp"

namespace stratego::server::testing {

// The port is read from the server's first line.
struct ServerProcess {
  explicit ServerProcess(const std::string& db) {
    std::string error;
    process = ChildProcess::start("exec " + stratego::testing::strategoBinary() +
                                      " serve --host 127.0.0.1 --port 0 --computer-threads 1 --computer-move-ms 50 --db '" + db + "'",
                                  error);
    if (!process) throw std::runtime_error(error);
    const auto line = process->readLine(20000);
    const std::string address = "http://127.0.0.1:";
    const std::size_t at = line ? line->find(address) : std::string::npos;
    if (at == std::string::npos) throw std::runtime_error("the server did not start: " + line.value_or("(nothing)"));
    port = static_cast<unsigned short>(std::stoi(line->substr(at + address.size())));
  }
  std::optional<ChildProcess> process;
  unsigned short port = 0;
};

}  // namespace stratego::server::testing
