// Players that are external programs, run as child processes (protocol/child_process):
// engines speaking our protocol (docs/PROTOCOL.md) and bots speaking the 2012 one
// (../shared/spec/PC2012.md). A program that crashes, hangs past its time, or says
// something malformed or illegal makes choose()/setup() return an error naming what
// happened; the caller (the arena) scores the game and goes on.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "ai/player.hpp"

namespace stratego {

struct ExternalOptions {
  std::int64_t replyTimeoutMs = 10000;  // handshake, setup, and moves without a time limit
  std::int64_t graceMs = 1000;          // added to a move's time limit before it counts as hung
  std::string stderrPath;               // where the program's standard error goes (empty: nowhere)
};

// An engine speaking our protocol (protocol/engine_client.cpp).
std::unique_ptr<Player> makeEngineClient(const std::string& command, const ExternalOptions& options);
// A bot speaking the 2012 protocol: classic only (protocol/pc2012_client.cpp).
std::unique_ptr<Player> makePc2012Client(const std::string& command, const ExternalOptions& options);

}  // namespace stratego
