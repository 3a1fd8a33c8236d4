// The storage interface, the same tests against SQLite and PostgreSQL (a throwaway
// cluster; skipped when PostgreSQL is not installed).
#include "server/storage.hpp"

#include <gtest/gtest.h>
#include <sqlite3.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <fstream>
#include <future>
#include <mutex>
#include <pqxx/pqxx>
#include <thread>
#include <vector>

#include "server/throwaway_postgres.hpp"

namespace stratego::server {
namespace {

enum class Backend { Sqlite, Postgres };
const char* nameOf(Backend backend) { return backend == Backend::Sqlite ? "sqlite" : "postgres"; }
void PrintTo(Backend backend, std::ostream* out) { *out << nameOf(backend); }  // for test listings

class StorageTest : public ::testing::TestWithParam<Backend> {
 protected:
  void SetUp() override {
    if (GetParam() == Backend::Sqlite) {
      std::string pattern = (std::filesystem::temp_directory_path() / "stratego-storage-XXXXXX").string();
      ASSERT_NE(::mkdtemp(pattern.data()), nullptr);
      dir_ = pattern;
      url_ = "sqlite:" + (dir_ / "missing-folder" / "stratego.db").string();  // the folder is created
    } else {
      std::string whyNot;
      auto* cluster = testing::ThrowawayPostgres::instance(whyNot);
      if (cluster == nullptr) GTEST_SKIP() << whyNot;
      url_ = cluster->freshDatabase();
    }
    db_ = openStorage(url_);
  }

  void TearDown() override {
    db_.reset();
    if (!dir_.empty()) std::filesystem::remove_all(dir_);
  }

  void reopen() {
    db_.reset();
    db_ = openStorage(url_);
  }

  UserId user(const std::string& name) { return db_->createUser(name, "hash-of-" + name, false, 1000)->id; }

  GameId game(UserId red, UserId blue, const std::string& status, std::int64_t createdMs,
              const std::string& invite = "") {
    return db_->createGame({0, R"({"kind":"board","variant":"classic"})", red, blue, status, "", invite, createdMs,
                            createdMs})
        .id;
  }

  static std::vector<GameId> ids(const std::vector<StoredGame>& games) {
    std::vector<GameId> result;
    for (const StoredGame& g : games) result.push_back(g.id);
    return result;
  }

  std::filesystem::path dir_;
  std::string url_;
  std::unique_ptr<Storage> db_;
};

TEST_P(StorageTest, UsersHaveUniqueNames) {
  const auto alice = db_->createUser("alice", "h1", false, 111);
  ASSERT_TRUE(alice);
  EXPECT_GT(alice->id, 0);  // never kComputer or kNobody
  EXPECT_FALSE(db_->createUser("alice", "h2", true, 222));
  const auto guest = db_->createUser("guest-7", "", true, 333);
  ASSERT_TRUE(guest);
  EXPECT_NE(guest->id, alice->id);

  const auto byName = db_->userByName("alice");
  ASSERT_TRUE(byName);
  EXPECT_EQ(byName->id, alice->id);
  EXPECT_EQ(byName->passwordHash, "h1");
  EXPECT_FALSE(byName->guest);
  EXPECT_EQ(byName->createdMs, 111);
  EXPECT_TRUE(db_->userById(guest->id)->guest);
  EXPECT_FALSE(db_->userByName("bob"));
  EXPECT_FALSE(db_->userById(999));

  db_->setPasswordHash(alice->id, "h3");
  EXPECT_EQ(db_->userById(alice->id)->passwordHash, "h3");
}

TEST_P(StorageTest, SessionsExpireAndEndPerUser) {
  const UserId alice = user("alice"), bob = user("bob");
  db_->createSession("a1", alice, 5000);
  db_->createSession("a2", alice, 5000);
  db_->createSession("b1", bob, 5000);
  EXPECT_EQ(db_->sessionUser("a1", 4999), alice);
  EXPECT_FALSE(db_->sessionUser("a1", 5000));  // expired at its expiry
  EXPECT_FALSE(db_->sessionUser("nope", 0));

  db_->deleteSession("a1");
  EXPECT_FALSE(db_->sessionUser("a1", 0));
  EXPECT_EQ(db_->sessionUser("a2", 0), alice);
  db_->deleteSessionsOf(alice);
  EXPECT_FALSE(db_->sessionUser("a2", 0));
  EXPECT_EQ(db_->sessionUser("b1", 0), bob);
}

TEST_P(StorageTest, GamesAreCreatedFoundAndUpdated) {
  const UserId alice = user("alice"), bob = user("bob");
  const GameId open = game(alice, kNobody, "open", 10, "INVITE1");
  const GameId versusComputer = game(kComputer, alice, "active", 20);
  const GameId other = game(bob, kComputer, "active", 30);

  const auto stored = db_->gameById(open);
  ASSERT_TRUE(stored);
  EXPECT_EQ(stored->settings, R"({"kind":"board","variant":"classic"})");
  EXPECT_EQ(stored->red, alice);
  EXPECT_EQ(stored->blue, kNobody);
  EXPECT_EQ(stored->status, "open");
  EXPECT_EQ(stored->inviteCode, "INVITE1");
  EXPECT_EQ(db_->gameByInvite("INVITE1")->id, open);
  EXPECT_FALSE(db_->gameByInvite("OTHER"));
  EXPECT_FALSE(db_->gameByInvite(""));  // the games without an invite
  EXPECT_FALSE(db_->gameById(12345));

  StoredGame joined = *stored;
  joined.blue = bob;
  joined.status = "over";
  joined.result = "red wins";
  joined.inviteCode = "";
  joined.updatedMs = 99;
  joined.settings = "changed";  // settings never change
  db_->updateGame(joined);
  const auto updated = db_->gameById(open);
  EXPECT_EQ(updated->blue, bob);
  EXPECT_EQ(updated->status, "over");
  EXPECT_EQ(updated->result, "red wins");
  EXPECT_EQ(updated->updatedMs, 99);
  EXPECT_EQ(updated->createdMs, 10);
  EXPECT_EQ(updated->settings, stored->settings);
  EXPECT_FALSE(db_->gameByInvite("INVITE1"));

  EXPECT_EQ(ids(db_->gamesWithStatus("active", 10)), (std::vector<GameId>{other, versusComputer}));
  EXPECT_EQ(ids(db_->gamesWithStatus("active", 1)), (std::vector<GameId>{other}));
  EXPECT_TRUE(db_->gamesWithStatus("adjourned", 10).empty());
  EXPECT_EQ(ids(db_->gamesOf(alice, 10)), (std::vector<GameId>{versusComputer, open}));
  EXPECT_EQ(ids(db_->gamesOf(bob, 10)), (std::vector<GameId>{other, open}));
}

TEST_P(StorageTest, ActionsKeepTheirOrderAndRefuseATakenSeq) {
  const GameId g = game(user("alice"), kComputer, "active", 1);
  const GameId h = game(user("bob"), kComputer, "active", 2);
  EXPECT_TRUE(db_->appendAction(g, {0, R"({"move":"a4-a5"})", 100}));
  EXPECT_TRUE(db_->appendAction(g, {1, R"({"move":"b7-b6"})", 200}));
  EXPECT_TRUE(db_->appendAction(h, {0, R"({"resign":true})", 300}));
  EXPECT_FALSE(db_->appendAction(g, {1, R"({"move":"c7-c6"})", 250}));  // another process acted first
  EXPECT_TRUE(db_->appendAction(g, {2, R"({"move":"a5-a6"})", 400}));

  const auto all = db_->actions(g);
  ASSERT_EQ(all.size(), 3u);
  EXPECT_EQ(all[1].seq, 1);
  EXPECT_EQ(all[1].action, R"({"move":"b7-b6"})");  // the first one stored stays
  EXPECT_EQ(all[1].atMs, 200);
  EXPECT_EQ(all[2].seq, 2);
  const auto fromOne = db_->actions(g, 1);
  ASSERT_EQ(fromOne.size(), 2u);
  EXPECT_EQ(fromOne[0].seq, 1);
  EXPECT_EQ(db_->actions(h).size(), 1u);
}

TEST_P(StorageTest, EachSeqIsTakenOnceUnderConcurrentAppends) {
  const GameId g = game(user("alice"), kComputer, "active", 1);
  constexpr int kThreads = 4, kSeqs = 40;
  std::atomic<int> stored{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] {
      for (int seq = 0; seq < kSeqs; ++seq)
        if (db_->appendAction(g, {seq, "thread " + std::to_string(t), seq})) ++stored;
    });
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(stored, kSeqs);
  EXPECT_EQ(db_->actions(g).size(), static_cast<std::size_t>(kSeqs));
}

TEST_P(StorageTest, SetupsAreReplacedByNameAndBelongToTheirOwner) {
  const UserId alice = user("alice"), bob = user("bob");
  db_->saveSetup(alice, {"wall", "classic", "setup 1"});
  db_->saveSetup(alice, {"bombs", "classic", "setup 2"});
  db_->saveSetup(bob, {"wall", "barrage", "bob's"});
  db_->saveSetup(alice, {"wall", "duel", "setup 3"});  // replaces

  const auto mine = db_->setups(alice);
  ASSERT_EQ(mine.size(), 2u);
  EXPECT_EQ(mine[0].name, "bombs");
  EXPECT_EQ(mine[1].name, "wall");
  EXPECT_EQ(mine[1].variant, "duel");
  EXPECT_EQ(mine[1].setup, "setup 3");

  EXPECT_FALSE(db_->deleteSetup(bob, "bombs"));  // not bob's
  EXPECT_TRUE(db_->deleteSetup(alice, "wall"));
  EXPECT_FALSE(db_->deleteSetup(alice, "wall"));
  EXPECT_EQ(db_->setups(alice).size(), 1u);
  ASSERT_EQ(db_->setups(bob).size(), 1u);
  EXPECT_EQ(db_->setups(bob)[0].setup, "bob's");
}

TEST_P(StorageTest, RatingsLeaderboardAndHistory) {
  const UserId alice = user("alice"), bob = user("bob"), carol = user("carol");
  const GameId g1 = game(alice, bob, "over", 1), g2 = game(alice, carol, "over", 2);
  EXPECT_FALSE(db_->rating(alice, "classic"));

  db_->recordRating({alice, "classic", 1612.3456789012345, 290.5, 0.0599, 1}, {g1, "classic", 1500, 1612.3456789012345, 10});
  db_->recordRating({bob, "classic", 1387.25, 290.5, 0.06, 1}, {g1, "classic", 1500, 1387.25, 10});
  db_->recordRating({alice, "classic", 1650.5, 250, 0.0598, 2}, {g2, "classic", 1612.3456789012345, 1650.5, 20});
  db_->recordRating({carol, "classic", 1450, 300, 0.06, 1}, {g2, "classic", 1500, 1450, 20});
  db_->recordRating({carol, "barrage", 1900, 300, 0.06, 1}, {g2, "barrage", 1500, 1900, 20});

  const auto aliceRating = db_->rating(alice, "classic");
  ASSERT_TRUE(aliceRating);
  EXPECT_EQ(aliceRating->rating, 1650.5);
  EXPECT_EQ(aliceRating->deviation, 250);
  EXPECT_EQ(aliceRating->volatility, 0.0598);
  EXPECT_EQ(aliceRating->games, 2);

  const auto board = db_->leaderboard("classic", 10);
  ASSERT_EQ(board.size(), 3u);
  EXPECT_EQ(board[0].user, alice);
  EXPECT_EQ(board[1].user, carol);
  EXPECT_EQ(board[2].user, bob);
  EXPECT_EQ(db_->leaderboard("classic", 1).size(), 1u);
  EXPECT_EQ(db_->leaderboard("barrage", 10).size(), 1u);

  const auto history = db_->ratingHistory(alice, 10);
  ASSERT_EQ(history.size(), 2u);
  EXPECT_EQ(history[0].game, g2);
  EXPECT_EQ(history[0].before, 1612.3456789012345);  // doubles come back exactly
  EXPECT_EQ(history[0].after, 1650.5);
  EXPECT_EQ(history[1].game, g1);
  EXPECT_EQ(history[1].atMs, 10);
  EXPECT_EQ(db_->ratingHistory(alice, 1).size(), 1u);
  EXPECT_EQ(db_->ratingHistory(carol, 10).size(), 2u);
}

TEST_P(StorageTest, DataSurvivesReopeningAndMigrationsRunOnce) {
  const UserId alice = user("alice");
  const GameId g = game(alice, kComputer, "active", 5);
  ASSERT_TRUE(db_->appendAction(g, {0, "first", 1}));
  reopen();  // the migrations find the schema in place
  reopen();
  EXPECT_EQ(db_->userByName("alice")->id, alice);
  EXPECT_EQ(db_->actions(g).size(), 1u);
  EXPECT_FALSE(db_->appendAction(g, {0, "again", 2}));
  EXPECT_NE(user("bob"), alice);
}

// Announcements go between processes, which only PostgreSQL serves: SQLite announces
// nothing, one process has the file.
class AnnouncementTest : public StorageTest {};

// From one storage to another on the same database, as between processes; never back to
// the announcer.
TEST_P(AnnouncementTest, AnnouncementsReachOtherStoragesOnly) {
  const std::unique_ptr<Storage> other = openStorage(url_);
  std::promise<GameId> heard;
  std::atomic<int> heardOther{0};
  std::mutex heardMutex;
  std::vector<GameId> heardBySelf;
  other->listen([&](GameId game) {
    if (heardOther++ == 0) heard.set_value(game);
  });
  db_->listen([&](GameId game) {
    std::lock_guard lock(heardMutex);
    heardBySelf.push_back(game);
  });
  db_->announce(42);
  auto future = heard.get_future();
  ASSERT_EQ(future.wait_for(std::chrono::seconds(10)), std::future_status::ready);
  EXPECT_EQ(future.get(), 42);
  // Notifications arrive in commit order: had db_ heard its own 42, it would come before 7.
  other->announce(7);
  const auto heardAny = [&] {
    std::lock_guard lock(heardMutex);
    return !heardBySelf.empty();
  };
  for (int i = 0; i < 1000 && !heardAny(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  std::lock_guard lock(heardMutex);
  EXPECT_EQ(heardBySelf, std::vector<GameId>{7});
}

TEST_P(AnnouncementTest, TheListenerMayCallBackIntoTheStorage) {
  const GameId g = game(user("alice"), kComputer, "active", 5);
  const std::unique_ptr<Storage> other = openStorage(url_);
  std::promise<std::string> heard;
  std::atomic<bool> once{false};
  other->listen([&](GameId game) {
    if (!once.exchange(true)) heard.set_value(other->gameById(game)->status);  // no deadlock
  });
  db_->announce(g);
  auto future = heard.get_future();
  ASSERT_EQ(future.wait_for(std::chrono::seconds(10)), std::future_status::ready);
  EXPECT_EQ(future.get(), "active");
  other->listen({});
}

TEST_P(StorageTest, DatabaseErrorsAreStorageErrors) {
  const UserId alice = user("alice");
  db_->createSession("token", alice, 10);
  EXPECT_THROW(db_->createSession("token", alice, 20), StorageError);  // the same token twice
  EXPECT_THROW(db_->appendAction(777, {0, "no such game", 1}), StorageError);
  EXPECT_EQ(db_->sessionUser("token", 0), alice);  // and the storage goes on
}

std::string backendName(const ::testing::TestParamInfo<Backend>& info) { return nameOf(info.param); }
INSTANTIATE_TEST_SUITE_P(Backends, StorageTest, ::testing::Values(Backend::Sqlite, Backend::Postgres), backendName);
INSTANTIATE_TEST_SUITE_P(Backends, AnnouncementTest, ::testing::Values(Backend::Postgres), backendName);

TEST(OpenStorage, RefusesWhatItCannotOpen) {
  for (const std::string url : {"mysql://localhost/db", "sqlite:", "data/stratego.db", ""}) {
    try {
      openStorage(url);
      ADD_FAILURE() << url;
    } catch (const StorageError& e) {
      EXPECT_NE(std::string(e.what()).find("'" + url + "'"), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find("sqlite:PATH"), std::string::npos) << e.what();
    }
  }
  EXPECT_THROW(openStorage("sqlite:/proc/no/such/stratego.db"), StorageError);
  try {
    openStorage("postgresql://user:secret@127.0.0.1:1/none");  // nothing listens on port 1
    ADD_FAILURE();
  } catch (const StorageError& e) {
    EXPECT_EQ(std::string(e.what()).find("secret"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("127.0.0.1:1/none"), std::string::npos) << e.what();
  }
}

// A scratch folder with a SQLite file path in it, for the SQLite-only tests below.
struct SqliteFile {
  SqliteFile() {
    std::string pattern = (std::filesystem::temp_directory_path() / "stratego-sqlite-XXXXXX").string();
    if (::mkdtemp(pattern.data()) != nullptr) dir = pattern;
  }
  ~SqliteFile() { std::filesystem::remove_all(dir); }
  // Runs SQL on the file directly, as another program would: the first value it gives.
  std::string exec(const std::string& sql) const {
    sqlite3* db = nullptr;
    std::string first;
    EXPECT_EQ(sqlite3_open(path().c_str(), &db), SQLITE_OK);
    const auto keepFirst = [](void* out, int, char** values, char**) {
      if (values[0] != nullptr) *static_cast<std::string*>(out) = values[0];
      return 0;
    };
    EXPECT_EQ(sqlite3_exec(db, sql.c_str(), keepFirst, &first, nullptr), SQLITE_OK) << sqlite3_errmsg(db);
    sqlite3_close(db);
    return first;
  }
  std::filesystem::path path() const { return dir / "stratego.db"; }
  std::filesystem::path dir;
};

TEST(SqliteStorage, UsesWalAndRefusesANewerSchema) {
  SqliteFile file;
  openStorage("sqlite:" + file.path().string());
  EXPECT_EQ(file.exec("PRAGMA journal_mode"), "wal");  // kept in the file
  file.exec("INSERT INTO schema_version (version, applied_ms) VALUES (999, 0)");
  try {
    openStorage("sqlite:" + file.path().string());
    ADD_FAILURE();
  } catch (const StorageError& e) {
    EXPECT_NE(std::string(e.what()).find("999"), std::string::npos) << e.what();
  }
}

TEST(SqliteStorage, ReportsAFileThatIsNoDatabase) {
  SqliteFile file;
  { std::ofstream(file.path()) << "this is not a database, just text that is long enough to be a header\n"; }
  try {
    openStorage("sqlite:" + file.path().string());
    ADD_FAILURE();
  } catch (const StorageError& e) {
    EXPECT_NE(std::string(e.what()).find(file.path().string()), std::string::npos) << e.what();
  }
}

TEST(PostgresStorage, ACallAfterTheConnectionWasLostReconnects) {
  std::string whyNot;
  auto* cluster = testing::ThrowawayPostgres::instance(whyNot);
  if (cluster == nullptr) GTEST_SKIP() << whyNot;
  const std::string url = cluster->freshDatabase();
  auto db = openStorage(url);
  const auto alice = db->createUser("alice", "", true, 1);
  {
    pqxx::connection admin(url);
    pqxx::nontransaction kill(admin);
    const std::string others = " FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()";
    kill.exec("SELECT pg_terminate_backend(pid)" + others);
    while (kill.exec("SELECT pid" + others).size() != 0) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  try {
    db->userByName("alice");
    ADD_FAILURE() << "the lost connection went unnoticed";
  } catch (const StorageError& e) {
    EXPECT_NE(std::string(e.what()).find("connection lost"), std::string::npos) << e.what();
  }
  EXPECT_EQ(db->userByName("alice")->id, alice->id);  // the next call reconnects
}

}  // namespace
}  // namespace stratego::server
