// Durability: the real `stratego serve` is killed (SIGKILL) in the middle of games and
// started again on the same database; every acknowledged action is still there and the
// games go on, the computer's included.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "cards/card_json.hpp"
#include "cards/card_notation.hpp"
#include "cards/card_record.hpp"
#include "cards/card_view.hpp"
#include "core/placement.hpp"
#include "core/random.hpp"
#include "formats/setup_text.hpp"
#include "server/server_process.hpp"
#include "server/test_client.hpp"
#include "server/test_server.hpp"

namespace stratego::server::testing {
namespace {

using nlohmann::json;

// How a kind of game names its view in a seat's game message and its actions: a board
// game's `board` and `move` messages, Card Battle's `cards` and `card` messages.
struct Actions {
  const char* view;
  const char* type;
  const char* field;
};
constexpr Actions kBoard{"board", "move", "move"};
constexpr Actions kCards{"cards", "card", "action"};

// Waits for the game message where the seat watching may act (its view offers legal
// actions) or the game is over, and returns it; null when the server went away.
json myTurn(TestClient& client, const Actions& kind) {
  const auto m = client.awaitGame([&](const json& msg) {
    return msg["status"] == "over" || (msg.contains(kind.view) && !msg[kind.view]["legal"].empty());
  });
  return m ? *m : json();
}

// Plays random legal actions of the seat until the game ends (true) or the server goes
// away; `acknowledged` gets the game message each acknowledged action was chosen from, and it.
bool playUntilGone(TestClient& me, std::int64_t game, const Actions& kind, std::uint64_t seed,
                   const std::function<void(const json& turn, const std::string& action)>& acknowledged) {
  Random rng(seed);
  for (;;) {
    const json turn = myTurn(me, kind);
    if (turn.is_null()) return false;
    if (turn["status"] == "over") return true;
    const json& legal = turn[kind.view]["legal"];
    const std::string action = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    const json reply = me.request({{"type", kind.type}, {"game", game}, {kind.field, action}});
    if (reply["type"] != "ack") return false;
    acknowledged(turn, action);
  }
}

// A guest's game against the computer on SQLite, through rounds of the real server on the
// same database: each round starts it, brings the guest back (a new guest and game in the
// first round) watching the game, calls `resumed`, then runs `play` on a thread and kills
// the server at a random moment of it, within `longestRound`. After `kills` rounds, or once `resumed` says the game
// is over, a last round without a kill calls `resumed` and `finish`, when there is one.
struct KilledGame {
  json settings;
  int kills = 4;
  std::chrono::milliseconds longestRound{300};
  // When set, waits for the moment to kill instead of a random time within `longestRound`.
  std::function<void(Random& rng)> awaitKill;
  // Round 0 is the game's start, a later one the game after a kill; false: it is over.
  std::function<bool(TestClient& me, std::int64_t game, int round)> resumed;
  std::function<void(TestClient& me, std::int64_t game, int round)> play;
  std::function<void(TestClient& me, std::int64_t game)> finish;
};

struct Durable {
  TempFolder folder;
  std::string db = "sqlite:" + (folder.path() / "durable.db").string();
  std::string cookie;
  std::int64_t game = 0;
};

void comeBack(TestClient& me, Durable& durable, const json& settings) {
  if (durable.cookie.empty()) {
    ASSERT_EQ(me.post("/api/guest").status, 200);
    durable.cookie = me.cookie();
    const auto created = me.post("/api/games", settings);
    ASSERT_EQ(created.status, 200) << created.body;
    durable.game = created.json()["game"];
  } else {
    me.setCookie(durable.cookie);  // the same player comes back
    ASSERT_EQ(me.get("/api/me").status, 200);
  }
  me.connect();
  ASSERT_EQ(me.request({{"type", "watch"}, {"game", durable.game}})["type"], "ack");
}

void playThroughKills(const KilledGame& killed) {
  Durable durable;
  Random rng(17);
  int round = 0;
  for (; round < killed.kills; ++round) {
    ServerProcess server(durable.db);
    TestClient me(server.port);
    ASSERT_NO_FATAL_FAILURE(comeBack(me, durable, killed.settings));
    if (!killed.resumed(me, durable.game, round)) break;
    std::thread player([&] { killed.play(me, durable.game, round); });
    const auto longest = static_cast<std::uint32_t>(killed.longestRound.count());
    if (killed.awaitKill)
      killed.awaitKill(rng);
    else
      std::this_thread::sleep_for(std::chrono::milliseconds(longest / 6 + rng.below(longest - longest / 6)));
    server.process.reset();  // SIGKILL, at whatever point the game is
    player.join();
  }
  if (!killed.finish) return;
  ServerProcess server(durable.db);
  TestClient me(server.port);
  ASSERT_NO_FATAL_FAILURE(comeBack(me, durable, killed.settings));
  killed.resumed(me, durable.game, round);
  killed.finish(me, durable.game);
}

TEST(ServerRestart, AServerKilledAtAnyMomentLosesNoAcknowledgedMove) {
  std::atomic<int> acknowledged = 0;  // the ply after the last acknowledged move
  KilledGame killed;
  killed.settings = {{"variant", "duel"}, {"opponent", "computer"}, {"level", "random"}, {"color", "red"}};
  killed.resumed = [&](TestClient& me, std::int64_t game, int round) {
    if (round == 0) {
      const GameConfig duel = presetConfig(Variant::Duel);
      Random setupRng(3);
      const std::string setup = formatSetup(duel, Side::Red, randomSetup(duel, Side::Red, setupRng));
      EXPECT_EQ(me.request({{"type", "setup"}, {"game", game}, {"setup", setup}})["type"], "ack");
      return true;
    }
    // Every move acknowledged before the kill is there; after it at most the computer's
    // answer, the move whose acknowledgement the kill cut off, and the answer to that.
    const json shown = myTurn(me, kBoard);
    EXPECT_FALSE(shown.is_null()) << "the game did not go on after restart " << round;
    if (shown.is_null()) return false;
    const int ply = shown["board"]["ply"];
    EXPECT_GE(ply, acknowledged.load()) << "restart " << round;
    EXPECT_LE(ply, acknowledged.load() + 3) << "restart " << round;
    return shown["status"] != "over";
  };
  killed.play = [&](TestClient& me, std::int64_t game, int round) {
    playUntilGone(me, game, kBoard, 100 + round,
                  [&](const json& turn, const std::string&) { acknowledged = turn["board"]["ply"].get<int>() + 1; });
  };
  playThroughKills(killed);
  EXPECT_GT(acknowledged.load(), 4);  // moves were made and acknowledged between the kills
}

// What Red was shown of a card game, in order: the view it got on coming back after each
// start of the server, and the view each acknowledged action was chosen from, with it.
struct Shown {
  json view;
  std::optional<cards::CardAction> action;  // none: a view on coming back
};

// The game replayed from its record, step by step, must show Red every view of `trail` in
// order, each acknowledged action as the record's next action of Red; besides them the
// record may hold only the computer's actions and, per kill, one action of Red whose
// acknowledgement the kill cut off.
void expectTrailInRecord(const std::vector<Shown>& trail, const cards::CardRecord& record, int kills) {
  cards::CardGame game(record.rules, record.seed);
  std::size_t next = 0;
  int unacknowledged = 0;
  for (std::size_t k = 0; k <= record.actions.size(); ++k) {
    const json view = cards::cardViewJson(cards::makeCardView(game, Side::Red));
    while (next < trail.size() && !trail[next].action && trail[next].view == view) ++next;  // came back here
    if (k == record.actions.size()) break;
    const cards::CardAction& action = record.actions[k];
    if (game.toAct() == Side::Red) {
      if (next < trail.size() && trail[next].action == action && trail[next].view == view)
        ++next;
      else
        ++unacknowledged;
    }
    game.apply(action);
  }
  ASSERT_EQ(next, trail.size()) << "not in the record: " << trail[next].view.dump()
                                << (trail[next].action ? " then " + cards::actionText(*trail[next].action) : "");
  EXPECT_LE(unacknowledged, kills);
  EXPECT_TRUE(game.outcome().over());
}

// Card games are short and quick (a Release server ends one against the random computer
// within milliseconds), so a kill is timed by the game rather than the clock: after one to
// three acknowledged actions of the round, then up to half a millisecond more, which lands
// anywhere between sending an action and its acknowledgement. Several games, until kills
// have come in the middle of play often enough.
TEST(ServerRestart, ACardGameSurvivesKillsAtAnyMoment) {
  int killsInPlay = 0, acknowledged = 0;
  std::atomic<int> acknowledgedInRound = 0;
  std::atomic<bool> roundOver = false;
  for (int games = 0; games < 12 && killsInPlay < 5; ++games) {
    std::vector<Shown> trail;
    const auto play = [&](TestClient& me, std::int64_t game, std::uint64_t seed) {
      return playUntilGone(me, game, kCards, seed, [&](const json& turn, const std::string& action) {
        trail.push_back({turn["cards"], *cards::parseAction(action)});
        ++acknowledged;
        ++acknowledgedInRound;
      });
    };
    KilledGame killed;
    killed.settings = {{"variant", "cards"}, {"opponent", "computer"}, {"level", "random"}, {"color", "red"}};
    killed.awaitKill = [&](Random& rng) {
      const int after = 1 + static_cast<int>(rng.below(3));
      const auto giveUp = std::chrono::steady_clock::now() + std::chrono::seconds(5);
      while (acknowledgedInRound < after && !roundOver && std::chrono::steady_clock::now() < giveUp)
        std::this_thread::sleep_for(std::chrono::microseconds(50));
      std::this_thread::sleep_for(std::chrono::microseconds(rng.below(500)));
    };
    killed.resumed = [&](TestClient& me, std::int64_t, int round) {
      const json shown = myTurn(me, kCards);
      EXPECT_FALSE(shown.is_null()) << "the game did not go on after restart " << round;
      if (shown.is_null()) return false;
      // The last acknowledged action is in: the game has moved on from the view it was
      // chosen from.
      if (!trail.empty() && trail.back().action) {
        EXPECT_NE(shown["cards"], trail.back().view) << "restart " << round;
        EXPECT_GE(shown["cards"]["turn"], trail.back().view["turn"]) << "restart " << round;
      }
      trail.push_back({shown["cards"], std::nullopt});
      acknowledgedInRound = 0;
      roundOver = false;
      return shown["status"] != "over";
    };
    killed.play = [&](TestClient& me, std::int64_t game, int round) {
      if (!play(me, game, 100 * games + round)) ++killsInPlay;
      roundOver = true;
    };
    killed.finish = [&](TestClient& me, std::int64_t game) {
      EXPECT_TRUE(play(me, game, 100 * games + killed.kills)) << "the game did not end";  // no kill now
      const HttpAnswer answer = me.get("/api/games/" + std::to_string(game) + "/record");
      ASSERT_EQ(answer.status, 200) << answer.body;
      const auto record = cards::readCardRecord(answer.body);
      ASSERT_TRUE(record) << record.error() << "\n" << answer.body;
      expectTrailInRecord(trail, *record, killed.kills);
    };
    playThroughKills(killed);
    if (HasFailure()) return;
  }
  EXPECT_GE(killsInPlay, 5);
  EXPECT_GT(acknowledged, 10);  // actions were made and acknowledged between the kills
}

}  // namespace
}  // namespace stratego::server::testing
