// Durability: the real `stratego serve` is killed (SIGKILL) in the middle of games and
// started again on the same database; every acknowledged action is still there and the
// games go on, the computer's included.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "core/placement.hpp"
#include "core/random.hpp"
#include "formats/setup_text.hpp"
#include "server/server_process.hpp"
#include "server/test_client.hpp"
#include "server/test_server.hpp"

namespace stratego::server::testing {
namespace {

using nlohmann::json;

// Waits for the game message where `seat` is to move (or the game is over) and returns it.
json myTurn(TestClient& client, const std::string& seat) {
  const auto m = client.awaitGame([&](const json& msg) {
    return msg["status"] == "over" || (msg.contains("board") && msg["board"]["toMove"] == seat);
  });
  return m ? *m : json();
}

// Plays red's moves until the game ends or the server goes away; `acknowledged` follows
// the ply after each acknowledged move.
void playUntilGone(TestClient& me, std::int64_t game, std::atomic<int>& acknowledged, std::uint64_t seed) {
  Random rng(seed);
  for (;;) {
    const json turn = myTurn(me, "red");
    if (turn.is_null() || turn["status"] == "over") return;
    const json& legal = turn["board"]["legal"];
    const json reply =
        me.request({{"type", "move"}, {"game", game}, {"move", legal[rng.below(static_cast<std::uint32_t>(legal.size()))]}});
    if (reply["type"] != "ack") return;
    acknowledged = turn["board"]["ply"].get<int>() + 1;
  }
}

TEST(ServerRestart, AServerKilledAtAnyMomentLosesNoAcknowledgedMove) {
  TempFolder folder;
  const std::string db = "sqlite:" + (folder.path() / "durable.db").string();
  std::string cookie;
  std::int64_t game = 0;
  std::atomic<int> acknowledged = 0;
  Random rng(17);
  for (int round = 0; round < 4; ++round) {
    ServerProcess server(db);
    TestClient me(server.port);
    if (round == 0) {
      ASSERT_EQ(me.post("/api/guest").status, 200);
      cookie = me.cookie();
      const auto created =
          me.post("/api/games", {{"variant", "duel"}, {"opponent", "computer"}, {"level", "random"}, {"color", "red"}});
      ASSERT_EQ(created.status, 200) << created.body;
      game = created.json()["game"];
    } else {
      me.setCookie(cookie);  // the same player comes back
      ASSERT_EQ(me.get("/api/me").status, 200);
    }
    me.connect();
    ASSERT_EQ(me.request({{"type", "watch"}, {"game", game}})["type"], "ack");
    if (round == 0) {
      const GameConfig duel = presetConfig(Variant::Duel);
      Random setupRng(3);
      const std::string setup = formatSetup(duel, Side::Red, randomSetup(duel, Side::Red, setupRng));
      ASSERT_EQ(me.request({{"type", "setup"}, {"game", game}, {"setup", setup}})["type"], "ack");
    } else {
      // Every move acknowledged before the kill is there; after it at most the computer's
      // answer, the move whose acknowledgement the kill cut off, and the answer to that.
      const json shown = myTurn(me, "red");
      ASSERT_FALSE(shown.is_null()) << "the game did not go on after restart " << round;
      const int ply = shown["board"]["ply"];
      EXPECT_GE(ply, acknowledged.load()) << "restart " << round;
      EXPECT_LE(ply, acknowledged.load() + 3) << "restart " << round;
      if (shown["status"] == "over") break;
    }
    std::thread player([&] { playUntilGone(me, game, acknowledged, 100 + round); });
    std::this_thread::sleep_for(std::chrono::milliseconds(50 + rng.below(250)));
    server.process.reset();  // SIGKILL, at whatever point the game is
    player.join();
  }
  EXPECT_GT(acknowledged.load(), 4);  // moves were made and acknowledged between the kills
}

}  // namespace
}  // namespace stratego::server::testing
