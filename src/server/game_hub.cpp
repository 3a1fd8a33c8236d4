#include "server/game_hub.hpp"

#include <algorithm>
#include <array>
#include <vector>

#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>

#include "formats/notation.hpp"
#include "formats/setup_text.hpp"
#include "server/game_message.hpp"
#include "formats/rules_text.hpp"
#include "server/password_hash.hpp"
#include "server/ratings.hpp"
#include "server/server_clock.hpp"

namespace stratego::server {
namespace {

UserId seatUser(const StoredGame& g, Side side) { return side == Side::Red ? g.red : g.blue; }

}  // namespace

struct GameHub::Entry {
  Entry(LiveGame g, boost::asio::io_context& io) : game(std::move(g)), timer(io) {}
  std::mutex mutex;  // guards everything below
  LiveGame game;
  SeatPresence seats;  // `online` as last sent to the watchers
  std::array<UserId, 2> named = {kNobody, kNobody};  // whose names `seats` holds
  std::vector<std::weak_ptr<Watcher>> watchers;
  // The thinking of the side to move started then (steady clock); a new turn, the start
  // and a resumption restart it, so offers and chatter do not.
  std::int64_t turnStartMs = 0;
  std::int64_t turnKey = -2;
  boost::asio::steady_timer timer;
  bool thinking = false;  // the computer's task is under way
  std::string broken;     // why the stored actions did not replay, if they did not

  // Whether each seat is online now: the computer always, a player while a socket of
  // theirs watches, an open seat never.
  std::array<bool, 2> onlineNow() const {
    std::array<bool, 2> out{};
    for (Side side : {Side::Red, Side::Blue}) {
      const UserId user = seatUser(game.stored(), side);
      out[index(side)] = user == kComputer || (user != kNobody && std::ranges::any_of(watchers, [&](const auto& weak) {
                                                 const auto watcher = weak.lock();
                                                 return watcher && watcher->user() == user;
                                               }));
    }
    return out;
  }
};

GameHub::GameHub(Storage& storage, boost::asio::io_context& io, HubOptions options)
    : storage_(storage), io_(io), options_(options), thinkers_(static_cast<std::size_t>(options.computerThreads)) {}

GameHub::~GameHub() { thinkers_.join(); }

StoredGame GameHub::create(UserId creator, GameSettings settings, std::optional<Side> side, bool invite) {
  if (!side) side = randomSeed() % 2 ? Side::Red : Side::Blue;
  if (settings.seed == 0) settings.seed = randomSeed();
  StoredGame g;
  g.settings = gameSettingsJson(settings).dump();
  (*side == Side::Red ? g.red : g.blue) = creator;
  if (settings.vsComputer) (*side == Side::Red ? g.blue : g.red) = kComputer;
  g.status = settings.vsComputer ? "active" : "open";
  if (invite && !settings.vsComputer) g.inviteCode = randomToken().substr(0, 20);
  g.createdMs = g.updatedMs = wallMs();
  g = storage_.createGame(g);
  if (const auto e = entry(g.id)) {
    std::lock_guard lock(e->mutex);
    maybeThink(e);
  }
  return g;
}

std::shared_ptr<GameHub::Entry> GameHub::entry(GameId id) {
  std::lock_guard lock(mutex_);
  if (const auto it = games_.find(id); it != games_.end()) return it->second;
  const auto stored = storage_.gameById(id);
  if (!stored) return nullptr;
  const auto settings = parseGameSettings(nlohmann::json::parse(stored->settings, nullptr, false));
  if (!settings) return nullptr;  // not a game this server can run
  auto e = std::make_shared<Entry>(LiveGame(*stored, *settings), io_);
  replayNewActions(*e);  // the row was just read
  e->seats.online = e->onlineNow();
  games_.emplace(id, e);
  return e;
}

std::shared_ptr<GameHub::Entry> GameHub::loaded(GameId id) {
  std::lock_guard lock(mutex_);
  const auto it = games_.find(id);
  return it == games_.end() ? nullptr : it->second;
}

void GameHub::readNewActions(Entry& e) {
  if (const auto stored = storage_.gameById(e.game.stored().id)) {  // seats another process filled
    e.game.stored().red = stored->red;
    e.game.stored().blue = stored->blue;
  }
  replayNewActions(e);
}

void GameHub::replayNewActions(Entry& e) {
  for (const StoredAction& row : storage_.actions(e.game.stored().id, e.game.actionCount())) {
    const auto action = parseActionJson(nlohmann::json::parse(row.action, nullptr, false));
    const Refusal refusal = action ? e.game.apply(*action) : Refusal(action.error());
    if (refusal) {
      e.broken = "action " + std::to_string(row.seq) + " does not replay: " + *refusal;
      break;
    }
  }
  nameSeats(e);
}

void GameHub::nameSeats(Entry& e) {
  for (Side side : {Side::Red, Side::Blue}) {
    const UserId user = seatUser(e.game.stored(), side);
    if (e.named[index(side)] == user) continue;
    const auto found = user > 0 ? storage_.userById(user) : std::nullopt;
    const std::string name = found ? found->name : "";
    e.seats.names[index(side)] = user == kComputer ? "computer (" + e.game.settings().level + ")" : name;
    e.named[index(side)] = user;
  }
}

void GameHub::catchUp(GameId id) {
  const auto e = loaded(id);
  if (!e) return;  // nobody here follows it: it is read when needed
  std::lock_guard lock(e->mutex);
  const int before = e->game.actionCount();
  const auto seats = std::pair(e->game.stored().red, e->game.stored().blue);
  readNewActions(*e);
  // Our own announcements come back too: only news is sent on.
  if (e->game.actionCount() != before) afterChange(e, false);
  else if (seats != std::pair(e->game.stored().red, e->game.stored().blue)) broadcast(*e);
}

Refusal GameHub::join(GameId id, UserId user) {
  const auto e = entry(id);
  if (!e) return "there is no game " + std::to_string(id);
  std::lock_guard lock(e->mutex);
  StoredGame& g = e->game.stored();
  if (e->game.seatOf(user)) return "you already play in this game";
  if (g.red != kNobody && g.blue != kNobody) return "both seats of this game are taken";
  StoredGame changed = g;
  (changed.red == kNobody ? changed.red : changed.blue) = user;
  changed.status = "active";
  changed.updatedMs = wallMs();
  try {
    storage_.updateGame(changed);
  } catch (const StorageError& error) {
    return std::string("the server could not store that: ") + error.what();
  }
  g = changed;
  nameSeats(*e);
  storage_.announce(id);
  broadcast(*e);
  return std::nullopt;
}

Refusal GameHub::watch(GameId id, const std::shared_ptr<Watcher>& watcher) {
  const auto e = entry(id);
  if (!e) return "there is no game " + std::to_string(id);
  std::lock_guard lock(e->mutex);
  e->watchers.push_back(watcher);
  broadcastIfPresenceChanged(*e, watcher.get());  // the newcomer gets the whole game below
  watcher->deliver(std::make_shared<const std::string>(messageFor(*e, e->game.seatOf(watcher->user()), WithHistory::Yes)));
  return std::nullopt;
}

void GameHub::unwatch(GameId id, const Watcher* watcher) {
  const auto e = loaded(id);  // a game not held here has no watchers to drop
  if (!e) return;
  std::lock_guard lock(e->mutex);
  std::erase_if(e->watchers, [&](const std::weak_ptr<Watcher>& w) {
    const auto held = w.lock();
    return !held || held.get() == watcher;
  });
  broadcastIfPresenceChanged(*e, nullptr);
}

Refusal GameHub::act(GameId id, UserId user, GameAction action) {
  const auto e = entry(id);
  if (!e) return "there is no game " + std::to_string(id);
  std::lock_guard lock(e->mutex);
  if (!e->broken.empty()) return "this game cannot go on: " + e->broken;
  const auto seat = e->game.seatOf(user);
  if (!seat || user == kNobody) return "you do not play in this game";
  action.seat = *seat;
  if (action.kind == ActionKind::FlagFall) return "only the server's clock ends a game on time";
  if (action.kind == ActionKind::Move || action.kind == ActionKind::Card) action.elapsedMs = steadyMs() - e->turnStartMs;
  // Another process may have stored the next action first (its news not here yet): then
  // take what it stored and judge this action again on the game as it now stands.
  for (int attempt = 1;; ++attempt) {
    if (auto refusal = e->game.check(action)) return refusal;
    bool conflict = false;
    if (auto refusal = store(e, action, conflict)) {
      if (!conflict || attempt == 3) return refusal;
      continue;
    }
    break;
  }
  e->game.apply(action);
  afterChange(e, true);
  return std::nullopt;
}

Refusal GameHub::store(const std::shared_ptr<Entry>& e, const GameAction& action, bool& conflict) {
  const StoredAction row{e->game.actionCount(), actionJson(action).dump(), wallMs()};
  try {
    if (storage_.appendAction(e->game.stored().id, row)) return std::nullopt;
    conflict = true;
    readNewActions(*e);  // another process acted first
    afterChange(e, false);
    return "the game changed meanwhile (another action came first): look again";
  } catch (const StorageError& error) {
    return std::string("the server could not store that: ") + error.what();
  }
}

void GameHub::afterChange(const std::shared_ptr<Entry>& e, bool stored) {
  StoredGame& g = e->game.stored();
  if (g.status != e->game.status() || g.result != e->game.resultText()) {
    const bool ends = e->game.status() == "over" && g.status != "over";
    g.status = e->game.status();
    g.result = e->game.resultText();
    g.updatedMs = wallMs();
    // The process that stored the action writes the row and the ratings, once.
    if (stored) try {
      storage_.updateGame(g);
      if (ends)
        rateFinishedGame(storage_, g, e->game.settings().variantName(), e->game.outcome().winner, g.updatedMs);
    } catch (const StorageError&) {
      // The actions are stored; the row's status is read again from them on the next load.
    }
  }
  const std::int64_t key = e->game.progress() * 2 + (e->game.adjourned() ? 1 : 0);
  if (key != e->turnKey) {
    e->turnKey = key;
    e->turnStartMs = steadyMs();
  }
  if (stored) try {
      storage_.announce(g.id);
    } catch (const StorageError&) {
      // Other processes then learn of the change when they next read the game.
    }
  broadcast(*e);
  armClock(e);
  maybeThink(e);
  if (e->game.status() == "over") {  // nothing more will happen: it is read again when asked for
    std::lock_guard lock(mutex_);
    games_.erase(g.id);
  }
}

void GameHub::broadcast(Entry& e, const Watcher* except) {
  std::array<std::shared_ptr<const std::string>, 3> bySeat{};  // red, blue, spectator
  std::erase_if(e.watchers, [](const std::weak_ptr<Watcher>& w) { return w.expired(); });
  e.seats.online = e.onlineNow();
  for (const auto& weak : e.watchers) {
    const auto watcher = weak.lock();
    if (!watcher || watcher.get() == except) continue;
    const auto seat = e.game.seatOf(watcher->user());
    auto& message = bySeat[seat ? index(*seat) : 2];
    if (!message) message = std::make_shared<const std::string>(messageFor(e, seat, WithHistory::No));
    watcher->deliver(message);
  }
}

void GameHub::broadcastIfPresenceChanged(Entry& e, const Watcher* except) {
  if (e.onlineNow() != e.seats.online) broadcast(e, except);
}

void GameHub::armClock(const std::shared_ptr<Entry>& e) {
  e->timer.cancel();
  const auto side = e->game.clockRunningFor();
  if (!side) return;
  const Clock& clock = e->game.board()->clock();  // only a board game has a clock
  const std::int64_t left =
      clock.remaining(*side) + clock.control().delayMs - (steadyMs() - e->turnStartMs);
  e->timer.expires_after(std::chrono::milliseconds(std::max<std::int64_t>(left, 0) + 5));
  e->timer.async_wait([this, weak = std::weak_ptr<Entry>(e), side = *side](boost::system::error_code error) {
    const auto held = weak.lock();
    if (error || !held) return;
    std::lock_guard lock(held->mutex);
    const GameAction fall{side, ActionKind::FlagFall, "", "", steadyMs() - held->turnStartMs};
    if (held->game.check(fall)) return armClock(held);  // a move came first, or not yet
    bool conflict = false;
    if (store(held, fall, conflict)) return;  // on a conflict the news re-armed the clock
    held->game.apply(fall);
    afterChange(held, true);
  });
}

void GameHub::maybeThink(const std::shared_ptr<Entry>& e) {
  if (e->thinking || !e->broken.empty()) return;
  auto turn = e->game.computerTurn(options_.computerMoveMs);
  if (!turn) return;
  e->thinking = true;
  boost::asio::post(thinkers_, [this, e, id = e->game.stored().id, turn = std::move(turn)] {
    const GameAction action = turn();
    {
      std::lock_guard lock(e->mutex);
      e->thinking = false;
    }
    act(id, kComputer, action);
  });
}

void GameHub::resumeAll() {
  for (const StoredGame& g : storage_.gamesWithStatus("active", 1'000'000)) {
    const auto e = entry(g.id);
    if (!e) continue;
    std::lock_guard lock(e->mutex);
    afterChange(e, true);  // also writes a row the last run was killed before writing
  }
}

std::optional<std::string> GameHub::gameMessage(GameId id, UserId viewer) {
  const auto e = entry(id);
  if (!e) return std::nullopt;
  std::lock_guard lock(e->mutex);
  return messageFor(*e, viewer == kNobody ? std::nullopt : e->game.seatOf(viewer), WithHistory::Yes);
}

std::optional<FinishedRecord> GameHub::finishedRecord(GameId id) {
  const auto e = entry(id);
  if (!e) return std::nullopt;
  std::lock_guard lock(e->mutex);
  if (!e->game.outcome().over()) return std::nullopt;
  if (const CardSession* card = e->game.cards()) return card->record(e->seats.names);
  GameRecord record = e->game.board()->record();
  for (auto& [tag, value] : record.tags)
    if (tag == "Red" || tag == "Blue") value = e->seats.names[tag == "Red" ? 0 : 1];
  return record;
}

std::string GameHub::messageFor(Entry& e, std::optional<Side> seat, WithHistory history) {
  const auto running = e.game.clockRunningFor();
  return gameMessageText(e.game, seat, e.seats, running ? steadyMs() - e.turnStartMs : 0, history);
}

}  // namespace stratego::server
