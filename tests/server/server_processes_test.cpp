// Several server processes on one PostgreSQL database serve the same games: a move made
// through one reaches the players and spectators connected to another (LISTEN/NOTIFY),
// and either process accepts the next move.
#include <gtest/gtest.h>

#include "core/placement.hpp"
#include "core/random.hpp"
#include "formats/setup_text.hpp"
#include "server/server_process.hpp"
#include "server/test_client.hpp"
#include "server/throwaway_postgres.hpp"

namespace stratego::server::testing {
namespace {

using nlohmann::json;

std::optional<json> atPly(TestClient& client, int ply) {
  return client.awaitGame([ply](const json& m) { return m.contains("board") && m["board"]["ply"] == ply; });
}

TEST(ServerProcesses, TwoProcessesOnOneDatabaseServeTheSameGame) {
  STRATEGO_REQUIRE_POSTGRES(url);
  ServerProcess first(url), second(url);
  TestClient alice(first.port), bob(second.port), watcher(second.port);
  ASSERT_EQ(alice.post("/api/guest").status, 200);
  ASSERT_EQ(bob.post("/api/guest").status, 200);
  const std::int64_t game = alice.post("/api/games", {{"variant", "duel"}, {"color", "red"}}).json()["game"];
  ASSERT_EQ(bob.post("/api/games/" + std::to_string(game) + "/join").status, 200);  // through the other process

  for (TestClient* c : {&alice, &bob, &watcher}) {
    c->connect();
    ASSERT_EQ(c->request({{"type", "watch"}, {"game", game}})["type"], "ack");
  }
  // The join went through the second process; the first hears of it by NOTIFY, and a
  // client sets up once its game shows the seats taken.
  ASSERT_TRUE(alice.awaitGame([](const json& m) { return m["status"] == "active"; }));
  const GameConfig duel = presetConfig(Variant::Duel);
  Random rng(9);
  ASSERT_EQ(alice.request({{"type", "setup"}, {"game", game}, {"setup", formatSetup(duel, Side::Red, randomSetup(duel, Side::Red, rng))}})["type"], "ack");
  ASSERT_EQ(bob.request({{"type", "setup"}, {"game", game}, {"setup", formatSetup(duel, Side::Blue, randomSetup(duel, Side::Blue, rng))}})["type"], "ack");

  // Each move goes through one process and must reach the other side through the other.
  for (int ply = 0; ply < 12; ++ply) {
    TestClient& mover = ply % 2 == 0 ? alice : bob;
    const auto shown = atPly(mover, ply);
    ASSERT_TRUE(shown) << "ply " << ply << " did not reach the " << (ply % 2 == 0 ? "first" : "second") << " process's player";
    if ((*shown)["status"] == "over") break;
    const json& legal = (*shown)["board"]["legal"];
    ASSERT_EQ(mover.request({{"type", "move"}, {"game", game}, {"move", legal[rng.below(static_cast<std::uint32_t>(legal.size()))]}})["type"], "ack");
    EXPECT_TRUE(atPly(watcher, ply + 1)) << "the spectator on the second process missed ply " << ply + 1;
  }
}

}  // namespace
}  // namespace stratego::server::testing
