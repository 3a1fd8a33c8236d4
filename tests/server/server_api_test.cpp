// The HTTP API and the WebSocket against bad input, over real sockets: accounts, invites,
// named setups, and messages that are malformed, misplaced or too many. A refused request
// changes nothing and the connection stays usable.
#include <gtest/gtest.h>

#include <thread>

#include "core/placement.hpp"
#include "core/random.hpp"
#include "formats/setup_text.hpp"
#include "server/test_client.hpp"
#include "server/test_server.hpp"

namespace stratego::server::testing {
namespace {

using nlohmann::json;
namespace http = boost::beast::http;

class ServerApi : public ::testing::Test {
 protected:
  TempFolder folder;
  TestServer server{"sqlite:" + (folder.path() / "api.db").string()};
  TestClient client{server.port()};
};

TEST_F(ServerApi, AccountsSignUpLogInAndOut) {
  EXPECT_EQ(client.get("/api/me").status, 401);
  EXPECT_EQ(client.post("/api/signup", {{"name", "al"}, {"password", "long enough"}}).status, 400);  // short name
  EXPECT_EQ(client.post("/api/signup", {{"name", "alice"}, {"password", "short"}}).status, 400);
  EXPECT_EQ(client.post("/api/signup", {{"name", "guest-x"}, {"password", "long enough"}}).status, 400);
  const HttpAnswer signedUp = client.post("/api/signup", {{"name", "alice"}, {"password", "long enough"}});
  ASSERT_EQ(signedUp.status, 200) << signedUp.body;
  EXPECT_EQ(client.get("/api/me").json()["user"]["name"], "alice");
  EXPECT_EQ(TestClient(server.port()).post("/api/signup", {{"name", "alice"}, {"password", "another one"}}).status, 400);

  EXPECT_EQ(client.post("/api/logout").status, 200);
  EXPECT_EQ(client.get("/api/me").status, 401);
  EXPECT_EQ(client.post("/api/login", {{"name", "alice"}, {"password", "wrong password"}}).status, 400);
  ASSERT_EQ(client.post("/api/login", {{"name", "alice"}, {"password", "long enough"}}).status, 200);
  EXPECT_EQ(client.get("/api/me").json()["user"]["name"], "alice");

  TestClient elsewhere(server.port());
  ASSERT_EQ(elsewhere.post("/api/login", {{"name", "alice"}, {"password", "long enough"}}).status, 200);
  EXPECT_EQ(client.post("/api/password", {{"old", "wrong"}, {"new", "a new password"}}).status, 400);
  ASSERT_EQ(client.post("/api/password", {{"old", "long enough"}, {"new", "a new password"}}).status, 200);
  EXPECT_EQ(client.get("/api/me").status, 200);     // the changing session goes on with a new cookie
  EXPECT_EQ(elsewhere.get("/api/me").status, 401);  // every other session ended
  EXPECT_EQ(elsewhere.post("/api/login", {{"name", "alice"}, {"password", "a new password"}}).status, 200);
}

TEST_F(ServerApi, MalformedRequestsAreRefusedWithAReason) {
  ASSERT_EQ(client.post("/api/guest").status, 200);
  const HttpAnswer notJson = client.call(http::verb::post, "/api/games", "{variant:");
  EXPECT_EQ(notJson.status, 400);
  EXPECT_NE(notJson.json()["error"].get<std::string>().find("JSON"), std::string::npos);
  const HttpAnswer badVariant = client.post("/api/games", {{"variant", "chess"}});
  EXPECT_EQ(badVariant.status, 400);
  EXPECT_NE(badVariant.json()["error"].get<std::string>().find("variant"), std::string::npos);
  EXPECT_EQ(client.post("/api/games", {{"variant", "duel"}, {"rules", {{"two-square", "9"}}}}).status, 400);
  EXPECT_EQ(client.post("/api/games", {{"variant", "duel"}, {"clock", "soon"}}).status, 400);
  EXPECT_EQ(client.post("/api/games", {{"variant", "duel"}, {"opponent", "computer"}, {"level", "strong:9"}}).status, 400);
  EXPECT_EQ(client.post("/api/games", {{"variant", 5}}).status, 400);
  EXPECT_EQ(client.get("/api/games/0").status, 404);
  EXPECT_EQ(client.get("/api/games/99999").status, 404);
  EXPECT_EQ(client.get("/api/nothing").status, 404);
  EXPECT_EQ(client.call(http::verb::post, "/api/games", std::string(100 * 1024, 'x')).status, 413);
  EXPECT_EQ(client.get("/api/lobby").json()["open"].size(), 0u);  // nothing was made
}

TEST_F(ServerApi, InvitesAreOnlyForTheirHolders) {
  ASSERT_EQ(client.post("/api/guest").status, 200);
  const json created = client.post("/api/games", {{"variant", "classic"}, {"invite", true}}).json();
  const std::string code = created["invite"];
  ASSERT_FALSE(code.empty());
  EXPECT_EQ(client.get("/api/lobby").json()["open"].size(), 0u);  // private
  const std::string join = "/api/games/" + std::to_string(created["game"].get<int>()) + "/join";
  TestClient friendOf(server.port()), stranger(server.port());
  ASSERT_EQ(friendOf.post("/api/guest").status, 200);
  ASSERT_EQ(stranger.post("/api/guest").status, 200);
  EXPECT_EQ(stranger.post(join).status, 403);
  EXPECT_EQ(stranger.post("/api/invites/not-the-code").status, 404);
  EXPECT_EQ(friendOf.post("/api/invites/" + code).status, 200);
  EXPECT_EQ(stranger.post("/api/invites/" + code).status, 409);  // both seats taken
  const json open = client.post("/api/games", {{"variant", "duel"}}).json();
  EXPECT_EQ(client.get("/api/lobby").json()["open"].size(), 1u);
  EXPECT_EQ(client.post("/api/games/" + std::to_string(open["game"].get<int>()) + "/join").status, 409);  // own game
  EXPECT_EQ(stranger.post("/api/games/" + std::to_string(open["game"].get<int>()) + "/join").status, 200);
  EXPECT_EQ(client.get("/api/lobby").json()["open"].size(), 0u);
}

TEST_F(ServerApi, NamedSetupsBelongToTheirOwner) {
  EXPECT_EQ(client.get("/api/setups").status, 401);
  ASSERT_EQ(client.post("/api/signup", {{"name", "setter"}, {"password", "long enough"}}).status, 200);
  const GameConfig duel = presetConfig(Variant::Duel);
  Random rng(5);
  const std::string setup = formatSetup(duel, Side::Red, randomSetup(duel, Side::Red, rng));
  const auto put = [&](TestClient& who, const json& body) {
    return who.call(http::verb::put, "/api/setups/corner", body.dump()).status;
  };
  EXPECT_EQ(put(client, {{"variant", "duel"}, {"setup", "nonsense"}}), 400);
  EXPECT_EQ(put(client, {{"variant", "chess"}, {"setup", setup}}), 400);
  ASSERT_EQ(put(client, {{"variant", "duel"}, {"setup", setup}}), 200);
  const json mine = client.get("/api/setups").json()["setups"];
  ASSERT_EQ(mine.size(), 1u);
  EXPECT_EQ(mine[0]["name"], "corner");
  EXPECT_EQ(mine[0]["setup"], setup);

  TestClient other(server.port());
  ASSERT_EQ(other.post("/api/signup", {{"name", "other"}, {"password", "long enough"}}).status, 200);
  EXPECT_EQ(other.get("/api/setups").json()["setups"].size(), 0u);
  EXPECT_EQ(other.call(http::verb::delete_, "/api/setups/corner").status, 404);
  EXPECT_EQ(client.call(http::verb::delete_, "/api/setups/corner").status, 200);
  EXPECT_EQ(client.get("/api/setups").json()["setups"].size(), 0u);
}

TEST_F(ServerApi, TheLibraryHandsOutASetupOfTheVariant) {
  const HttpAnswer drawn = client.get("/api/library?variant=classic");
  ASSERT_EQ(drawn.status, 200) << drawn.body;
  const json answer = drawn.json();
  EXPECT_FALSE(answer["name"].get<std::string>().empty());
  const auto setup = parseSetup(presetConfig(Variant::Classic), Side::Red, answer["setup"].get<std::string>());
  EXPECT_TRUE(setup.ok()) << answer["setup"] << ": " << (setup ? "" : setup.error());
  const HttpAnswer unknown = client.get("/api/library?variant=chess");
  EXPECT_EQ(unknown.status, 400);
  EXPECT_TRUE(unknown.json().contains("error"));
  EXPECT_EQ(client.get("/api/library").status, 400) << "no variant named";
  EXPECT_EQ(client.get("/api/library?variant=free").status, 404) << "any army goes: the library has none";
}

TEST_F(ServerApi, SocketMessagesThatAreWrongGetErrorsAndTheSocketGoesOn) {
  ASSERT_EQ(client.post("/api/guest").status, 200);
  const std::int64_t game = client.post("/api/games", {{"variant", "duel"}}).json()["game"];
  TestClient other(server.port());
  ASSERT_EQ(other.post("/api/guest").status, 200);
  other.connect();
  const auto errorFor = [&](const std::string& text) {
    other.sendText(text);
    const auto reply = other.receiveUntil([](const json& m) { return m["type"] != "game"; });
    return reply ? *reply : json();
  };
  EXPECT_EQ(errorFor("not json")["type"], "error");
  EXPECT_EQ(errorFor(R"({"type":"fly","id":3})")["id"], 3);
  EXPECT_EQ(errorFor(R"({"type":"move","game":"x","move":"a1-a2"})")["type"], "error");
  const json notMine = errorFor(json{{"type", "move"}, {"game", game}, {"move", "a1-a2"}, {"id", 4}}.dump());
  EXPECT_EQ(notMine["type"], "error");
  EXPECT_NE(notMine["message"].get<std::string>().find("do not play"), std::string::npos);
  EXPECT_EQ(errorFor(json{{"type", "watch"}, {"game", 424242}}.dump())["type"], "error");
  EXPECT_EQ(errorFor(R"({"type":"ping","id":9})")["type"], "pong");

  // Too many at once: the excess is refused, and after a pause the socket serves again.
  for (int i = 0; i < 100; ++i) other.sendText(R"({"type":"ping"})");
  int refused = 0;
  for (int i = 0; i < 100; ++i) {
    const auto reply = other.receive(std::chrono::seconds(5));
    ASSERT_TRUE(reply);
    refused += (*reply)["type"] == "error";
  }
  EXPECT_GT(refused, 20);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_EQ(errorFor(R"({"type":"ping","id":10})")["type"], "pong");
  EXPECT_TRUE(other.socketOpen());
}

TEST_F(ServerApi, OnlyFinishedGamesGiveTheirRecords) {
  ASSERT_EQ(client.post("/api/guest").status, 200);
  const std::int64_t game = client.post("/api/games", {{"variant", "duel"}}).json()["game"];
  EXPECT_EQ(client.get("/api/games/" + std::to_string(game) + "/record").status, 409);
  EXPECT_EQ(client.get("/api/games/" + std::to_string(game) + "/gravon").status, 409);
}

}  // namespace
}  // namespace stratego::server::testing
