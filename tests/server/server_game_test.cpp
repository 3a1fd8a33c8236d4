// Whole games through the server over real sockets: two people with a spectator, and a
// person against the computer. Every message any client received is then checked against
// the game replayed from its record: the board a seat was shown is exactly that seat's
// view (core/view) at that ply, so no unrevealed enemy rank ever reached it.
#include <gtest/gtest.h>

#include <map>

#include "core/placement.hpp"
#include "core/random.hpp"
#include "core/state.hpp"
#include "formats/notation.hpp"
#include "formats/record_text.hpp"
#include "formats/server_json_view.hpp"
#include "formats/setup_text.hpp"
#include "server/test_client.hpp"
#include "server/throwaway_postgres.hpp"
#include "server/test_server.hpp"

namespace stratego::server::testing {
namespace {

using nlohmann::json;

// A client that has joined as a guest and watches a game, keeping every game message.
struct Seat : RecordingClient {
  using RecordingClient::RecordingClient;

  // The latest game message once it shows ply `ply` or later, or the end.
  std::optional<json> awaitPly(int ply) {
    const auto reached = [ply](const json& m) {
      return m["status"] == "over" || (m.contains("board") && m["board"]["ply"].get<int>() >= ply);
    };
    return client.awaitGame(reached);
  }
};

std::string randomSetupText(const GameConfig& config, Side side, std::uint64_t seed) {
  Random rng(seed);
  return formatSetup(config, side, randomSetup(config, side, rng));
}

// The state after the first `plies` moves of `record`.
GameState stateAt(const GameRecord& record, int plies) {
  GameState state(record.config, record.start);
  for (int i = 0; i < plies; ++i) state.make(record.moves[static_cast<std::size_t>(i)]);
  return state;
}

// Every board a client was shown equals the view of its seat at that ply.
void expectOnlyViews(const std::vector<json>& messages, const GameRecord& record) {
  int checked = 0;
  for (const json& m : messages) {
    if (!m.contains("board")) continue;
    const int ply = m["board"]["ply"].get<int>();
    GameState state = stateAt(record, ply);
    if (m["status"] == "over") state.setOutcome(record.result);  // a resignation is no move
    const std::string seat = m["seat"];
    const PlayerView view = seat == "spectator" ? makePublicView(state) : makeView(state, seat == "red" ? Side::Red : Side::Blue);
    const json expected = boardViewJson(view, state, m["board"].contains("history") ? WithHistory::Yes : WithHistory::No);
    EXPECT_EQ(m["board"], expected) << seat << " at ply " << ply;
    ++checked;
  }
  EXPECT_GT(checked, 0);
}

GameRecord downloadRecord(TestClient& client, std::int64_t game) {
  const HttpAnswer answer = client.get("/api/games/" + std::to_string(game) + "/record");
  EXPECT_EQ(answer.status, 200) << answer.body;
  auto record = parseRecord(answer.body);
  EXPECT_TRUE(record) << (record ? "" : record.error());
  return record ? *record : GameRecord{};
}

// Plays random legal moves, from the list the server gives, for whichever seat is to move,
// until the game ends or `maxPlies`; then `resigner` resigns if it is still going.
void playOut(std::map<std::string, Seat*> seats, std::int64_t game, int maxPlies, std::uint64_t seed) {
  Random rng(seed);
  for (int ply = 0; ply < maxPlies; ++ply) {
    Seat* mover = nullptr;
    json board;
    for (auto& [name, seat] : seats) {
      const auto m = seat->awaitPly(ply);
      ASSERT_TRUE(m) << name << " was not shown ply " << ply;
      if ((*m)["status"] == "over") return;
      if ((*m)["board"]["toMove"] == name) mover = seat, board = (*m)["board"];
    }
    if (!mover) continue;  // the computer's turn: its move makes the next ply
    const json& legal = board["legal"];
    ASSERT_FALSE(legal.empty());
    const json reply = mover->request({{"type", "move"}, {"game", game}, {"move", legal[rng.below(static_cast<std::uint32_t>(legal.size()))]}});
    ASSERT_EQ(reply["type"], "ack") << reply.dump();
  }
}

// Ends a game that `playOut` left going after `plies` plies: `seat` resigns. The computer's
// reply may end it first, before or while the resignation is on its way; then the server
// refuses the resignation, and the end has reached the seat ahead of that refusal.
void resignIfGoing(Seat& seat, std::int64_t game, int plies) {
  const auto shown = seat.awaitPly(plies);
  ASSERT_TRUE(shown) << "was not shown ply " << plies;
  if ((*shown)["status"] == "over") return;
  const json reply = seat.request({{"type", "resign"}, {"game", game}});
  ASSERT_NE(reply["type"], "timeout");
  if (reply["type"] != "ack") EXPECT_EQ(seat.last()["status"], "over") << reply.dump();
}

void twoPeopleAndASpectator(const std::string& storageUrl) {
  TestServer server(storageUrl);
  Seat alice(server.port()), bob(server.port()), watcher(server.port());
  ASSERT_EQ(alice.client.post("/api/guest").status, 200);
  ASSERT_EQ(bob.client.post("/api/guest").status, 200);
  const HttpAnswer created = alice.client.post("/api/games", {{"variant", "duel"}, {"color", "red"}});
  ASSERT_EQ(created.status, 200) << created.body;
  const std::int64_t game = created.json()["game"];
  ASSERT_EQ(bob.client.post("/api/games/" + std::to_string(game) + "/join").status, 200);

  for (Seat* seat : {&alice, &bob, &watcher}) {
    seat->client.connect();
    ASSERT_EQ(seat->request({{"type", "watch"}, {"game", game}})["type"], "ack");
  }
  EXPECT_EQ(alice.last()["seat"], "red");
  EXPECT_EQ(bob.last()["seat"], "blue");
  EXPECT_EQ(watcher.last()["seat"], "spectator");

  const GameConfig config = presetConfig(Variant::Duel);
  EXPECT_EQ(bob.request({{"type", "move"}, {"game", game}, {"move", "a1-a2"}})["type"], "error");  // not started
  ASSERT_EQ(alice.request({{"type", "setup"}, {"game", game}, {"setup", randomSetupText(config, Side::Red, 1)}})["type"], "ack");
  ASSERT_EQ(bob.request({{"type", "setup"}, {"game", game}, {"setup", randomSetupText(config, Side::Blue, 2)}})["type"], "ack");

  playOut({{"red", &alice}, {"blue", &bob}}, game, 60, 7);
  const json resigned = alice.request({{"type", "resign"}, {"game", game}});
  ASSERT_EQ(resigned["type"], "ack") << resigned.dump();
  ASSERT_TRUE(watcher.client.receiveUntil([](const json& m) { return isGameMessage(m) && m["status"] == "over"; }));

  const GameRecord record = downloadRecord(watcher.client, game);
  EXPECT_EQ(record.result.winner, Winner::Blue);
  for (Seat* seat : {&alice, &bob, &watcher}) expectOnlyViews(seat->messages, record);
}

void againstTheComputer(const std::string& storageUrl) {
  TestServer server(storageUrl);
  Seat me(server.port());
  ASSERT_EQ(me.client.post("/api/guest").status, 200);
  const HttpAnswer created =
      me.client.post("/api/games", {{"variant", "duel"}, {"opponent", "computer"}, {"level", "strong:1"}, {"color", "blue"}});
  ASSERT_EQ(created.status, 200) << created.body;
  const std::int64_t game = created.json()["game"];
  me.client.connect();
  ASSERT_EQ(me.request({{"type", "watch"}, {"game", game}})["type"], "ack");
  const GameConfig config = presetConfig(Variant::Duel);
  ASSERT_EQ(me.request({{"type", "setup"}, {"game", game}, {"setup", randomSetupText(config, Side::Blue, 3)}})["type"], "ack");
  constexpr int kMaxPlies = 400;
  playOut({{"blue", &me}}, game, kMaxPlies, 11);
  resignIfGoing(me, game, kMaxPlies);
  const GameRecord record = downloadRecord(me.client, game);
  EXPECT_TRUE(record.result.over());
  EXPECT_GT(record.moves.size(), 2u);
  expectOnlyViews(me.messages, record);
}

TEST(ServerGame, TwoPeopleAndASpectatorOnSqlite) {
  TempFolder folder;
  twoPeopleAndASpectator("sqlite:" + (folder.path() / "games.db").string());
}

TEST(ServerGame, TwoPeopleAndASpectatorOnPostgres) {
  STRATEGO_REQUIRE_POSTGRES(url);
  twoPeopleAndASpectator(url);
}

TEST(ServerGame, AgainstTheComputerOnSqlite) {
  TempFolder folder;
  againstTheComputer("sqlite:" + (folder.path() / "games.db").string());
}

TEST(ServerGame, AgainstTheComputerOnPostgres) {
  STRATEGO_REQUIRE_POSTGRES(url);
  againstTheComputer(url);
}

}  // namespace
}  // namespace stratego::server::testing
