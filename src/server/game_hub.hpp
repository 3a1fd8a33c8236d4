// The live games of one server process. Every action goes the same way: checked by the
// rules (LiveGame::check), stored (Storage::appendAction), applied, announced to other
// processes, and each watcher sent the view of its seat. The computer thinks on threads
// of its own and acts through the same path; each clock has a timer that ends the game
// when it runs out.
//
// Several processes may share one database: an action stored first by another process
// makes our appendAction fail, and its announcement (or that failure) makes the hub read
// the actions it has not seen before going on.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <variant>

#include <boost/asio/io_context.hpp>
#include <boost/asio/thread_pool.hpp>

#include "formats/server_json_view.hpp"
#include "server/live_game.hpp"
#include "server/storage.hpp"

namespace stratego::server {

// Someone who watches games: a WebSocket connection. deliver() must not block: it queues.
class Watcher {
 public:
  virtual ~Watcher() = default;
  virtual UserId user() const = 0;  // kNobody for an anonymous spectator
  virtual void deliver(std::shared_ptr<const std::string> message) = 0;
};

struct HubOptions {
  int computerThreads = 1;
  std::int64_t computerMoveMs = 2000;  // the most the computer thinks about one move
};

// A finished game's record: a board game's (.sgr) or a Card Battle's (.sgc).
using FinishedRecord = std::variant<GameRecord, cards::CardRecord>;

class GameHub {
 public:
  GameHub(Storage& storage, boost::asio::io_context& io, HubOptions options);
  ~GameHub();
  GameHub(const GameHub&) = delete;
  GameHub& operator=(const GameHub&) = delete;

  // A new game. `creator` takes `side` (or a random one); against the computer it takes
  // the other seat, else it stays open for anyone (a lobby challenge) or for the holder
  // of its invite code.
  StoredGame create(UserId creator, GameSettings settings, std::optional<Side> side, bool invite);
  Refusal join(GameId game, UserId user);  // takes the open seat
  // Subscribes; the watcher is sent the game at once and after every change.
  Refusal watch(GameId game, const std::shared_ptr<Watcher>& watcher);
  void unwatch(GameId game, const Watcher* watcher);
  // An action of `user` in `game` (its seat is filled in here); nothing when it was stored
  // and applied.
  Refusal act(GameId game, UserId user, GameAction action);
  // At start: takes up every active game again (the computer's turns and the clocks).
  void resumeAll();
  // Another process changed `game`: read what it stored.
  void catchUp(GameId game);
  // The record of a finished game (every card and piece: it is over), with the players' names.
  std::optional<FinishedRecord> finishedRecord(GameId game);
  // The message `viewer` is sent about `game`: their seat's, or a spectator's (kNobody too).
  std::optional<std::string> gameMessage(GameId game, UserId viewer);

 private:
  struct Entry;
  std::shared_ptr<Entry> entry(GameId game);  // loaded from storage on first use
  std::shared_ptr<Entry> loaded(GameId game);  // only if held in memory already
  // What another process stored since: the seats of the game's row, then the actions.
  void readNewActions(Entry& e);
  void replayNewActions(Entry& e);  // the stored actions not applied yet, then nameSeats
  void nameSeats(Entry& e);         // the names shown for the seats, read when they change
  // Nothing when stored; `conflict` when another process had stored that action number.
  Refusal store(const std::shared_ptr<Entry>& e, const GameAction& action, bool& conflict);
  // `stored`: this process stored the action (and so writes the game's row and announces it).
  void afterChange(const std::shared_ptr<Entry>& e, bool stored);
  // Sends every watcher but `except` the game (and so the seats' presence as it is now).
  void broadcast(Entry& e, const Watcher* except = nullptr);
  // A seat went online or offline (a player's socket watches or left): everyone is told.
  void broadcastIfPresenceChanged(Entry& e, const Watcher* except);
  void armClock(const std::shared_ptr<Entry>& e);
  void maybeThink(const std::shared_ptr<Entry>& e);
  std::string messageFor(Entry& e, std::optional<Side> seat, WithHistory history);

  Storage& storage_;
  boost::asio::io_context& io_;
  HubOptions options_;
  boost::asio::thread_pool thinkers_;
  std::mutex mutex_;  // guards games_
  std::map<GameId, std::shared_ptr<Entry>> games_;
};

}  // namespace stratego::server
