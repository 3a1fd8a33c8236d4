// Card Battle through the server over real sockets: two guests with a spectator, and a
// guest against the computer, each to the end. Every view any client received is then
// checked against the game replayed from its downloaded .sgc record at that point: a seat
// was shown exactly its own CardView, a spectator the public facts only, never a hand or a
// face-down card. Bad card actions and bad settings are refused and change nothing.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "cards/card_json.hpp"
#include "cards/card_notation.hpp"
#include "cards/card_record.hpp"
#include "cards/card_view.hpp"
#include "cards/deck.hpp"
#include "core/random.hpp"
#include "server/card_session.hpp"
#include "server/game_settings.hpp"
#include "server/test_client.hpp"
#include "server/test_server.hpp"
#include "server/throwaway_postgres.hpp"

namespace stratego::server::testing {
namespace {

using nlohmann::json;

// A guest's client that keeps every game message it receives: one when it began to watch,
// showing the game after its `first`th change, then one after each change. A message that
// only says a seat came online or left is no change: it replaces the one before.
struct Watching : RecordingClient {
  explicit Watching(unsigned short port) : RecordingClient(port) {
    client.seen = [this](const json& m) {
      if (!isGameMessage(m)) return;
      if (!messages.empty() && sameExceptPresence(messages.back(), m))
        messages.back() = m;
      else
        messages.push_back(m);
    };
  }
  static bool sameExceptPresence(json a, json b) {
    a.erase("online");
    b.erase("online");
    return a == b;
  }
  std::size_t first = 0;

  const json& after(std::size_t changes) const { return messages.at(changes - first); }
  // The message after the game's `changes`th change.
  bool await(std::size_t changes) {
    const auto shown = [&] { return first + messages.size() > changes; };
    return shown() || client.receiveUntil([&](const json&) { return shown(); }).has_value();
  }
};

std::int64_t createGame(Watching& creator, const json& settings) {
  EXPECT_EQ(creator.client.post("/api/guest").status, 200);
  const HttpAnswer created = creator.client.post("/api/games", settings);
  EXPECT_EQ(created.status, 200) << created.body;
  return created.json().value("game", std::int64_t{0});
}

void watch(Watching& seat, std::int64_t game) {
  seat.client.connect();
  ASSERT_EQ(seat.request({{"type", "watch"}, {"game", game}})["type"], "ack");
}

cards::CardRecord downloadCardRecord(TestClient& client, std::int64_t game) {
  const HttpAnswer answer = client.get("/api/games/" + std::to_string(game) + "/record");
  EXPECT_EQ(answer.status, 200) << answer.body;
  auto record = cards::readCardRecord(answer.body);
  EXPECT_TRUE(record) << (record ? "" : record.error()) << "\n" << answer.body;
  return record ? *record : cards::CardRecord{};
}

// The game after its first `actions` card actions, and the resignation once they are all in.
cards::CardGame gameAt(const cards::CardRecord& record, std::size_t actions) {
  cards::CardGame game(record.rules, record.seed);
  for (std::size_t i = 0; i < std::min(actions, record.actions.size()); ++i) game.apply(record.actions[i]);
  if (actions > record.actions.size() && record.resigned) game.resign(*record.resigned);
  return game;
}

// Every message a client got, in order, shows the game after that many changes: a seat
// its own view, a spectator the public facts and no `cards` at all.
void expectOnlyViews(const Watching& watching, const cards::CardRecord& record) {
  const std::vector<json>& messages = watching.messages;
  ASSERT_FALSE(messages.empty());
  const std::size_t changes = record.actions.size() + (record.resigned ? 1 : 0);
  ASSERT_EQ(watching.first + messages.size(), changes + 1);
  for (std::size_t i = 0; i < messages.size(); ++i) {
    const json& m = messages[i];
    const std::size_t k = watching.first + i;
    const cards::CardGame game = gameAt(record, k);
    const std::string seat = m["seat"];
    if (seat == "spectator") {
      EXPECT_FALSE(m.contains("cards")) << "a spectator was sent a card view after " << k << " changes";
      EXPECT_EQ(m["table"], publicCardsJson(game)) << "spectator after " << k << " changes";
      for (const char* side : {"red", "blue"}) EXPECT_TRUE(m["table"][side]["hand"].is_number());
    } else {
      const Side side = seat == "red" ? Side::Red : Side::Blue;
      EXPECT_EQ(m["cards"], cards::cardViewJson(cards::makeCardView(game, side))) << seat << " after " << k << " changes";
    }
  }
}

// The seat whose view after `changes` offers legal actions, if any.
Watching* toAct(const std::map<std::string, Watching*>& seats, std::size_t changes) {
  for (const auto& [name, seat] : seats)
    if (!seat->after(changes)["cards"]["legal"].empty()) return seat;
  return nullptr;
}

// Random legal actions, from the lists the server gives, for whichever seat is to act,
// until the game ends or `maxActions`. `changes` counts the game's changes so far.
void playOut(const std::map<std::string, Watching*>& seats, const std::vector<Watching*>& everyone, std::int64_t game,
             std::size_t& changes, std::size_t maxActions, std::uint64_t seed) {
  Random rng(seed);
  for (std::size_t n = 0; n < maxActions; ++n) {
    for (Watching* w : everyone) ASSERT_TRUE(w->await(changes)) << "no view after " << changes << " changes";
    if (everyone.front()->after(changes)["status"] == "over") return;
    Watching* actor = toAct(seats, changes);
    if (!actor) {  // the computer acts
      ++changes;
      continue;
    }
    const json& legal = actor->after(changes)["cards"]["legal"];
    const json reply = actor->request({{"type", "card"}, {"game", game}, {"action", legal[rng.below(static_cast<std::uint32_t>(legal.size()))]}});
    ASSERT_EQ(reply["type"], "ack") << reply.dump();
    ++changes;
  }
}

void finishByResigning(Watching& seat, const std::vector<Watching*>& everyone, std::int64_t game, std::size_t& changes) {
  for (Watching* w : everyone) ASSERT_TRUE(w->await(changes));
  if (seat.after(changes)["status"] == "over") return;
  ASSERT_EQ(seat.request({{"type", "resign"}, {"game", game}})["type"], "ack");
  ++changes;
  for (Watching* w : everyone) ASSERT_TRUE(w->await(changes));
}

void twoGuestsAndASpectator(const std::string& storageUrl) {
  TestServer server(storageUrl);
  Watching alice(server.port()), bob(server.port()), watcher(server.port());
  const std::int64_t game = createGame(alice, {{"variant", "cards"}, {"color", "red"}});
  ASSERT_EQ(bob.client.post("/api/guest").status, 200);
  ASSERT_EQ(bob.client.post("/api/games/" + std::to_string(game) + "/join").status, 200);
  for (Watching* w : {&alice, &bob, &watcher}) watch(*w, game);
  EXPECT_EQ(alice.last()["seat"], "red");
  EXPECT_EQ(bob.last()["seat"], "blue");
  EXPECT_EQ(watcher.last()["seat"], "spectator");
  EXPECT_EQ(alice.last()["settings"], json({{"variant", "cards"}, {"deck", "standard"}, {"opponent", "human"}}));
  EXPECT_EQ(alice.client.get("/api/games/" + std::to_string(game) + "/record").status, 409);  // not over

  std::size_t changes = 0;
  const std::vector<Watching*> everyone = {&alice, &bob, &watcher};
  playOut({{"red", &alice}, {"blue", &bob}}, everyone, game, changes, 3000, 7);
  finishByResigning(alice, everyone, game, changes);
  EXPECT_EQ(watcher.last()["status"], "over");

  const cards::CardRecord record = downloadCardRecord(watcher.client, game);
  EXPECT_GE(record.actions.size(), 3u);  // both arrangements and an act at least: a first attack may find the Flag
  const cards::CardGame end = gameAt(record, changes);
  EXPECT_TRUE(end.outcome().over());
  EXPECT_EQ(watcher.last()["table"]["outcome"], cards::cardViewJson(cards::makeCardView(end, Side::Red))["outcome"]);
  for (Watching* w : everyone) expectOnlyViews(*w, record);

  const HttpAnswer gravon = watcher.client.get("/api/games/" + std::to_string(game) + "/gravon");
  EXPECT_EQ(gravon.status, 422);
  EXPECT_NE(gravon.body.find("Card Battle"), std::string::npos) << gravon.body;
}

TEST(ServerCards, TwoGuestsAndASpectatorOnSqlite) {
  TempFolder folder;
  twoGuestsAndASpectator("sqlite:" + (folder.path() / "games.db").string());
}

TEST(ServerCards, TwoGuestsAndASpectatorOnPostgres) {
  STRATEGO_REQUIRE_POSTGRES(url);
  twoGuestsAndASpectator(url);
}

TEST(ServerCards, AgainstTheComputerToTheEnd) {
  TempFolder folder;
  TestServer server("sqlite:" + (folder.path() / "games.db").string());
  Watching me(server.port());
  const std::int64_t game =
      createGame(me, {{"variant", "cards"}, {"deck", "us"}, {"opponent", "computer"}, {"level", "greedy"}, {"color", "blue"}});
  watch(me, game);
  // The computer, Red, arranges first: this watch came before it did, or after.
  me.first = me.last()["cards"]["toAct"] == "red" ? 0 : 1;
  std::size_t changes = me.first;
  playOut({{"blue", &me}}, {&me}, game, changes, 3000, 11);
  EXPECT_EQ(me.last()["status"], "over") << "the game did not end";
  finishByResigning(me, {&me}, game, changes);
  const cards::CardRecord record = downloadCardRecord(me.client, game);
  EXPECT_EQ(record.deckName, "us");
  EXPECT_EQ(record.names[0], "computer (greedy)");
  EXPECT_TRUE(gameAt(record, changes).outcome().over());
  expectOnlyViews(me, record);
}

TEST(ServerCards, BadCardActionsChangeNothing) {
  TempFolder folder;
  TestServer server("sqlite:" + (folder.path() / "games.db").string());
  Watching alice(server.port()), bob(server.port());
  const std::int64_t game = createGame(alice, {{"variant", "cards"}, {"color", "red"}});
  const std::string path = "/api/games/" + std::to_string(game);
  watch(alice, game);
  EXPECT_EQ(alice.request({{"type", "card"}, {"game", game}, {"action", "arrange"}})["type"], "error");  // no opponent
  ASSERT_EQ(bob.client.post("/api/guest").status, 200);
  ASSERT_EQ(bob.client.post(path + "/join").status, 200);
  watch(bob, game);
  ASSERT_TRUE(alice.client.awaitGame([](const json& m) { return m["status"] == "active"; }));  // bob joined
  const json before = alice.client.get(path).json();
  const std::size_t received = alice.messages.size();
  const std::vector<std::pair<Watching*, json>> bad = {
      {&bob, {{"type", "card"}, {"game", game}, {"action", "arrange"}}},          // Red arranges first
      {&alice, {{"type", "card"}, {"game", game}, {"action", "attack a b"}}},     // arranging, not attacking
      {&alice, {{"type", "card"}, {"game", game}, {"action", "arrange 10 10 10 10 10"}}},  // not dealt
      {&alice, {{"type", "card"}, {"game", game}, {"action", "dance a"}}},        // not card notation
      {&alice, {{"type", "move"}, {"game", game}, {"move", "a1-a2"}}},            // a board move
      {&alice, {{"type", "setup"}, {"game", game}, {"setup", "F"}}},
      {&alice, {{"type", "draw"}, {"game", game}}},                               // no draw offers
  };
  for (const auto& [who, message] : bad) {
    const json reply = who->request(message);
    EXPECT_EQ(reply["type"], "error") << message.dump();
    EXPECT_FALSE(reply.value("message", "").empty());
  }
  EXPECT_EQ(alice.client.get(path).json(), before);
  EXPECT_EQ(alice.messages.size(), received);  // no change was broadcast
  // A good one goes through; a card action in a board game does not.
  const json legal = alice.last()["cards"]["legal"];
  ASSERT_FALSE(legal.empty());
  EXPECT_EQ(alice.request({{"type", "card"}, {"game", game}, {"action", legal[0]}})["type"], "ack");
  const std::int64_t board = createGame(bob, {{"variant", "duel"}});
  watch(bob, board);
  EXPECT_EQ(bob.request({{"type", "card"}, {"game", board}, {"action", "arrange"}})["type"], "error");
}

TEST(ServerCards, SettingsErrors) {
  const auto error = [](const json& settings) {
    const auto parsed = parseGameSettings(settings);
    return parsed ? std::string() : parsed.error();
  };
  EXPECT_NE(error({{"variant", "cards"}, {"deck", "tarot"}}).find("deck"), std::string::npos);
  EXPECT_NE(error({{"variant", "cards"}, {"deck", 3}}).find("deck"), std::string::npos);
  EXPECT_NE(error({{"variant", "cards"}, {"clock", "5+0"}}).find("without a clock"), std::string::npos);
  EXPECT_NE(error({{"variant", "cards"}, {"rules", {{"chasing", "off"}}}}).find("no rule options"), std::string::npos);
  EXPECT_NE(error({{"variant", "classic"}, {"deck", "us"}}).find("deck"), std::string::npos);
  EXPECT_NE(error({{"variant", "cards"}, {"opponent", "computer"}, {"level", "strong:9"}}).find("level"), std::string::npos);
  EXPECT_EQ(error({{"variant", "cards"}, {"clock", ""}, {"rules", json::object()}}), "");

  const auto settings = parseGameSettings({{"variant", "cards"}, {"deck", "us"}, {"opponent", "computer"}, {"level", "strong:2"}});
  ASSERT_TRUE(settings) << settings.error();
  EXPECT_EQ(settings->deck, "us");
  EXPECT_EQ(settings->variantName(), "cards");
  GameSettings stored = *settings;
  stored.seed = 42;
  const auto back = parseGameSettings(gameSettingsJson(stored));
  ASSERT_TRUE(back) << back.error();
  EXPECT_EQ(*back, stored);

  TempFolder folder;
  TestServer server("sqlite:" + (folder.path() / "games.db").string());
  TestClient client(server.port());
  ASSERT_EQ(client.post("/api/guest").status, 200);
  const HttpAnswer refused = client.post("/api/games", {{"variant", "cards"}, {"clock", "10+5"}});
  EXPECT_EQ(refused.status, 400);
  EXPECT_NE(refused.body.find("clock"), std::string::npos) << refused.body;
  const HttpAnswer created = client.post("/api/games", {{"variant", "cards"}, {"deck", "us"}});
  ASSERT_EQ(created.status, 200) << created.body;
  const json shown = client.get("/api/games/" + std::to_string(created.json()["game"].get<std::int64_t>())).json();
  EXPECT_EQ(shown["settings"]["deck"], "us");
  EXPECT_EQ(shown["cards"]["deck"], cards::armyCountsText(cards::deckByName("us")->counts));
  EXPECT_FALSE(shown["settings"].contains("seed"));
}

}  // namespace
}  // namespace stratego::server::testing
