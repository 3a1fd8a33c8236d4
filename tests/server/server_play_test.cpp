// What people do around the moves, through the server: clocks that run out, draw offers,
// adjournments by agreement, the computer paused, ratings after a game between accounts,
// and who is online.
#include <gtest/gtest.h>

#include <memory>

#include "core/placement.hpp"
#include "core/random.hpp"
#include "formats/setup_text.hpp"
#include "server/test_client.hpp"
#include "server/test_server.hpp"

namespace stratego::server::testing {
namespace {

using nlohmann::json;

// Two players in one started game on a fresh server.
class StartedGame : public ::testing::Test {
 protected:
  void start(const json& settings, bool accounts = false) {
    if (accounts) {
      ASSERT_EQ(red.post("/api/signup", {{"name", "redplayer"}, {"password", "long enough"}}).status, 200);
      ASSERT_EQ(blue.post("/api/signup", {{"name", "blueplayer"}, {"password", "long enough"}}).status, 200);
    } else {
      ASSERT_EQ(red.post("/api/guest").status, 200);
      ASSERT_EQ(blue.post("/api/guest").status, 200);
    }
    json create = settings;
    create["color"] = "red";
    const HttpAnswer created = red.post("/api/games", create);
    ASSERT_EQ(created.status, 200) << created.body;
    game = created.json()["game"];
    ASSERT_EQ(blue.post("/api/games/" + std::to_string(game) + "/join").status, 200);
    red.connect();
    blue.connect();
    ASSERT_EQ(ask(red, "watch")["type"], "ack");
    ASSERT_EQ(ask(blue, "watch")["type"], "ack");
    const GameConfig config = presetConfig(*variantFromName(settings["variant"].get<std::string>()));
    Random rng(4);
    ASSERT_EQ(ask(red, "setup", {{"setup", formatSetup(config, Side::Red, randomSetup(config, Side::Red, rng))}})["type"], "ack");
    ASSERT_EQ(ask(blue, "setup", {{"setup", formatSetup(config, Side::Blue, randomSetup(config, Side::Blue, rng))}})["type"], "ack");
  }

  // Sends a message of `type` about the game and returns the reply.
  json ask(TestClient& who, const std::string& type, json fields = json::object()) {
    fields["type"] = type;
    fields["game"] = game;
    return who.request(fields);
  }
  json shown(TestClient& who, const std::function<bool(const json&)>& wanted) {
    const auto m = who.awaitGame(wanted);
    return m ? *m : json();
  }
  json firstLegalMove(TestClient& who) {
    return shown(who, [](const json& m) { return m.contains("board") && !m["board"]["legal"].empty(); })["board"]["legal"][0];
  }

  TempFolder folder;
  TestServer server{"sqlite:" + (folder.path() / "play.db").string()};
  TestClient red{server.port()}, blue{server.port()};
  std::int64_t game = 0;
};

TEST_F(StartedGame, AClockThatRunsOutEndsTheGame) {
  start({{"variant", "duel"}, {"clock", "0.02+0"}});  // 1.2 s each
  const json clock = shown(red, [](const json& m) { return m.contains("board"); })["clock"];
  EXPECT_EQ(clock["running"], "red");
  EXPECT_LE(clock["red"].get<int>(), 1200);
  const json over = shown(blue, [](const json& m) { return m["status"] == "over"; });
  ASSERT_FALSE(over.is_null()) << "the server's clock never ended the game";
  EXPECT_EQ(over["result"], "blue timeout");
  EXPECT_EQ(ask(red, "move", {{"move", "a1-a2"}})["type"], "error");
}

TEST_F(StartedGame, ADrawIsOfferedDeclinedAndAccepted) {
  start({{"variant", "duel"}});
  EXPECT_EQ(ask(blue, "draw", {{"answer", "accept"}})["type"], "error");  // nothing offered
  ASSERT_EQ(ask(red, "draw")["type"], "ack");
  EXPECT_EQ(shown(blue, [](const json& m) { return m["drawOffer"] == "red"; })["drawOffer"], "red");
  ASSERT_EQ(ask(blue, "draw", {{"answer", "decline"}})["type"], "ack");
  ASSERT_EQ(ask(blue, "draw")["type"], "ack");
  ASSERT_EQ(ask(red, "draw", {{"answer", "accept"}})["type"], "ack");
  EXPECT_EQ(shown(blue, [](const json& m) { return m["status"] == "over"; })["result"], "draw agreed-draw");
}

TEST_F(StartedGame, AnAdjournedGameWaitsForBothToResume) {
  start({{"variant", "duel"}, {"clock", "5+0"}});
  ASSERT_EQ(ask(red, "adjourn")["type"], "ack");
  EXPECT_EQ(shown(blue, [](const json& m) { return m["adjournOffer"] == "red"; })["adjournOffer"], "red");
  ASSERT_EQ(ask(blue, "adjourn", {{"answer", "accept"}})["type"], "ack");
  const json adjourned = shown(red, [](const json& m) { return m["status"] == "adjourned"; });
  ASSERT_FALSE(adjourned.is_null());
  EXPECT_TRUE(adjourned["clock"]["running"].is_null());  // no clock runs meanwhile
  const json move = adjourned["board"]["legal"].empty() ? json("a1-a2") : adjourned["board"]["legal"][0];
  EXPECT_EQ(ask(red, "move", {{"move", move}})["type"], "error");
  ASSERT_EQ(ask(red, "resume")["type"], "ack");
  EXPECT_EQ(shown(red, [](const json& m) { return m.contains("status"); })["status"], "adjourned");  // one asked
  ASSERT_EQ(ask(blue, "resume")["type"], "ack");
  ASSERT_EQ(shown(red, [](const json& m) { return m["status"] == "active"; })["status"], "active");
  EXPECT_EQ(ask(red, "move", {{"move", firstLegalMove(red)}})["type"], "ack");
}

TEST_F(StartedGame, AGameBetweenAccountsIsRated) {
  start({{"variant", "classic"}}, true);
  ASSERT_EQ(ask(red, "resign")["type"], "ack");
  ASSERT_EQ(shown(blue, [](const json& m) { return m["status"] == "over"; })["result"], "blue resignation");
  EXPECT_EQ(red.get("/api/leaderboard?variant=duel").json()["players"].size(), 0u);
  const json board = red.get("/api/leaderboard?variant=classic").json()["players"];
  ASSERT_EQ(board.size(), 2u);
  EXPECT_EQ(board[0]["name"], "blueplayer");
  EXPECT_GT(board[0]["rating"].get<double>(), 1500);
  EXPECT_LT(board[1]["rating"].get<double>(), 1500);
  const json page = red.get("/api/users/redplayer").json();
  ASSERT_EQ(page["ratings"].size(), 1u);
  EXPECT_EQ(page["ratings"][0]["game"], game);
  EXPECT_EQ(page["games"][0]["status"], "over");
  // After the end both armies are shown, for the replay, and the records can be had.
  EXPECT_TRUE(shown(red, [](const json& m) { return m["status"] == "over"; }).contains("armies"));
  const HttpAnswer gravon = red.get("/api/games/" + std::to_string(game) + "/gravon");
  EXPECT_EQ(gravon.status, 200) << gravon.body;
  EXPECT_NE(gravon.body.find("blueplayer"), std::string::npos);
  const HttpAnswer record = red.get("/api/games/" + std::to_string(game) + "/record");
  EXPECT_EQ(record.status, 200) << record.body;
  EXPECT_NE(record.body.find("[Blue \"blueplayer\"]"), std::string::npos) << record.body;
}

TEST(ServerComputer, APersonPausesAndResumesTheComputer) {
  TempFolder folder;
  TestServer server("sqlite:" + (folder.path() / "pause.db").string());
  TestClient me(server.port());
  ASSERT_EQ(me.post("/api/guest").status, 200);
  const std::int64_t game =
      me.post("/api/games", {{"variant", "duel"}, {"opponent", "computer"}, {"level", "random"}}).json()["game"];
  me.connect();
  EXPECT_EQ(me.request({{"type", "adjourn"}, {"game", game}})["type"], "ack");
  EXPECT_EQ(me.request({{"type", "watch"}, {"game", game}})["type"], "ack");
  EXPECT_TRUE(me.awaitGame([](const json& m) {
    return m["status"] == "adjourned" && m["online"] == json{{"red", true}, {"blue", true}};  // the computer always is
  }));
  EXPECT_EQ(me.request({{"type", "resume"}, {"game", game}})["type"], "ack");
  EXPECT_TRUE(me.awaitGame([](const json& m) { return m["status"] == "active"; }));
}

// The game message's `online`: {"red":…,"blue":…} equal to the arguments.
std::function<bool(const json&)> online(bool red, bool blue) {
  return [=](const json& m) { return m["online"] == json{{"red", red}, {"blue", blue}}; };
}

TEST(ServerPresence, TheOpponentSeesASeatComeOnlineAndGo) {
  TempFolder folder;
  TestServer server("sqlite:" + (folder.path() / "presence.db").string());
  TestClient red(server.port());
  auto blue = std::make_unique<TestClient>(server.port());
  ASSERT_EQ(red.post("/api/guest").status, 200);
  ASSERT_EQ(blue->post("/api/guest").status, 200);
  const std::int64_t game = red.post("/api/games", {{"variant", "classic"}, {"color", "red"}}).json()["game"];
  const json watch = {{"type", "watch"}, {"game", game}};
  red.connect();
  ASSERT_EQ(red.request(watch)["type"], "ack");
  const auto open = red.awaitGame(online(true, false));
  ASSERT_TRUE(open) << "an open seat is offline";
  EXPECT_EQ((*open)["layout"]["files"], 10) << "the setup phase has the layout";

  ASSERT_EQ(blue->post("/api/games/" + std::to_string(game) + "/join").status, 200);
  blue->connect();
  ASSERT_EQ(blue->request(watch)["type"], "ack");
  EXPECT_TRUE(red.awaitGame(online(true, true)));
  TestClient spectator(server.port());
  spectator.connect();
  ASSERT_EQ(spectator.request(watch)["type"], "ack");

  blue.reset();  // its socket closes
  // The next message red gets: none came for the spectator, who changed no seat's presence.
  const auto next = red.receive();
  ASSERT_TRUE(next);
  EXPECT_TRUE(isGameMessage(*next) && online(true, false)(*next)) << *next;
}

}  // namespace
}  // namespace stratego::server::testing
