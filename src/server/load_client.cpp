#include "server/load_client.hpp"

#include <array>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <utility>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <nlohmann/json.hpp>

#include "core/placement.hpp"
#include "core/random.hpp"
#include "formats/server_json_view.hpp"
#include "formats/setup_text.hpp"

namespace stratego::server {
namespace {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using nlohmann::json;
using Clock = std::chrono::steady_clock;

class Runner;
struct Match;

// What a request over the socket asked, so that its reply is understood.
enum class Asked { Watch, Setup, Move, Resign };

// One seat of one game: red creates the game, blue joins it.
class Player {
 public:
  Player(Runner& runner, Match& match, Side seat);
  void start();        // connect, make the guest account, then create (red) or join (blue)
  void gameCreated();  // (blue) red has created the game
  void play();         // the gate opened: moves may begin
  void stop();         // the game ended or failed: close the connection
  std::optional<std::string> overdue(Clock::time_point now) const;

 private:
  using Answered = std::function<void(const json&)>;
  void call(http::verb verb, const std::string& target, std::string body, Answered then);
  void join();
  void openSocket();
  void ask(Asked what, json message);
  void write();
  void read();
  void onMessage(const json& m);
  void onGame(const json& m);
  void checkHidden(const json& board);
  void maybeSetUp();
  void maybeMove();
  void failed(const std::string& what);
  std::string name() const;

  Runner& runner_;
  Match& match_;
  Side seat_;
  std::string seatName_;
  Random rng_;
  websocket::stream<beast::tcp_stream> socket_;  // HTTP first, on its lowest layer
  beast::flat_buffer buffer_;
  http::request<http::string_body> request_;
  http::response<http::string_body> response_;
  std::string cookie_;
  bool hasAccount_ = false;
  bool watched_ = false;
  bool setupSent_ = false;
  bool playing_ = false;
  bool stopped_ = false;
  std::string status_;
  json board_;  // the latest board shown
  int movedAtPly_ = -1;
  std::int64_t nextId_ = 1;
  std::map<std::int64_t, std::pair<Asked, Clock::time_point>> asked_;  // by id: oldest first
  std::deque<std::string> outbox_;
  boost::asio::steady_timer think_;
};

struct Match {
  Match(Runner& runner, int n) : number(n) {
    players[0] = std::make_unique<Player>(runner, *this, Side::Red);
    players[1] = std::make_unique<Player>(runner, *this, Side::Blue);
  }
  enum class Stage { SettingUp, Live, Ended };
  int number;           // ours, for the seeds and the messages
  std::int64_t id = 0;  // the server's
  std::array<std::unique_ptr<Player>, 2> players;
  int setups = 0;
  Stage stage = Stage::SettingUp;
};

// The games of one thread.
class Runner {
 public:
  Runner(const LoadSettings& s, LoadGate& gate, int firstGame, int games) : settings(s), gate_(gate), watchdog_(io) {
    for (int i = 0; i < games; ++i) matches_.push_back(std::make_unique<Match>(*this, firstGame + i));
    unfinished_ = games;
  }

  LoadTally run() {
    // Held until the gate opens, so that run() cannot return (and the gate post to a
    // runner that is gone) while other threads still set up.
    auto waiting = boost::asio::make_work_guard(io);
    gate_.onOpen([this, &waiting] {
      boost::asio::post(io, [this, &waiting] {
        waiting.reset();
        for (const auto& m : matches_)
          if (m->stage == Match::Stage::Live)
            for (const auto& p : m->players) p->play();
      });
    });
    for (const auto& m : matches_)
      for (const auto& p : m->players) p->start();
    watch();
    io.run();
    return std::move(tally);
  }

  void setUp(Match& m) {
    if (++m.setups < 2 || m.stage != Match::Stage::SettingUp) return;
    m.stage = Match::Stage::Live;
    ++tally.gamesStarted;
    gate_.arrive(true);
  }
  void over(Match& m) {
    if (m.stage == Match::Stage::Ended) return;
    ++tally.gamesFinished;
    end(m);
  }
  void fail(Match& m, std::string what) {
    if (m.stage == Match::Stage::Ended) return;
    tally.error(std::move(what));
    end(m);
  }

  const LoadSettings& settings;
  LoadTally tally;
  boost::asio::io_context io;

 private:
  void end(Match& m) {
    if (m.stage == Match::Stage::Live) gate_.leave();
    else gate_.arrive(false);
    m.stage = Match::Stage::Ended;
    --unfinished_;
    for (const auto& p : m.players) p->stop();
  }

  // Once a second: a request unanswered too long fails its game.
  void watch() {
    if (unfinished_ == 0) return;
    watchdog_.expires_after(std::chrono::seconds(1));
    watchdog_.async_wait([this](beast::error_code error) {
      if (error) return;
      const auto now = Clock::now();
      for (const auto& m : matches_)
        for (const auto& p : m->players)
          if (auto late = p->overdue(now)) fail(*m, std::move(*late));
      watch();
    });
  }

  LoadGate& gate_;
  std::vector<std::unique_ptr<Match>> matches_;
  boost::asio::steady_timer watchdog_;
  int unfinished_ = 0;
};

Player::Player(Runner& runner, Match& match, Side seat)
    : runner_(runner),
      match_(match),
      seat_(seat),
      seatName_(sideJson(seat)),
      rng_((runner.settings.seed << 32) + static_cast<std::uint64_t>(2 * match.number + index(seat))),
      socket_(runner.io),
      think_(runner.io) {}

std::string Player::name() const {
  return "game " + std::to_string(match_.number) + (match_.id ? " (#" + std::to_string(match_.id) + ")" : "") + " " +
         seatName_;
}

void Player::start() {
  auto& stream = beast::get_lowest_layer(socket_);
  stream.expires_after(std::chrono::milliseconds(runner_.settings.replyTimeoutMs));
  stream.async_connect(runner_.settings.server, [this](beast::error_code error) {
    if (error) return failed("connecting: " + error.message());
    // Small messages at once: Nagle's delay would hold a message back for the ack of the
    // one before it, and the round trips would measure that.
    beast::get_lowest_layer(socket_).socket().set_option(boost::asio::ip::tcp::no_delay(true), error);
    call(http::verb::post, "/api/guest", "", [this](const json&) {
      hasAccount_ = true;
      if (seat_ == Side::Blue) {
        if (match_.id) join();
        return;
      }
      const json game = {{"variant", runner_.settings.variant}, {"color", "red"}};
      call(http::verb::post, "/api/games", game.dump(), [this](const json& created) {
        const auto id = created.is_object() ? created.find("game") : created.end();
        if (id == created.end() || !id->is_number_integer()) return failed("POST /api/games answered " + created.dump());
        match_.id = id->get<std::int64_t>();
        match_.players[1]->gameCreated();
        openSocket();
      });
    });
  });
}

void Player::gameCreated() {
  if (hasAccount_) join();  // else join() follows the account
}

void Player::join() {
  call(http::verb::post, "/api/games/" + std::to_string(match_.id) + "/join", "", [this](const json&) { openSocket(); });
}

// One HTTP exchange on the connection kept alive; `then` gets the answer's JSON body.
void Player::call(http::verb verb, const std::string& target, std::string body, Answered then) {
  request_ = {verb, target, 11};
  request_.set(http::field::host, runner_.settings.host);
  if (!cookie_.empty()) request_.set(http::field::cookie, cookie_);
  if (!body.empty()) request_.set(http::field::content_type, "application/json");
  request_.body() = std::move(body);
  request_.keep_alive(true);
  request_.prepare_payload();
  auto& stream = beast::get_lowest_layer(socket_);
  stream.expires_after(std::chrono::milliseconds(runner_.settings.replyTimeoutMs));
  http::async_write(stream, request_, [this, target, then = std::move(then)](beast::error_code written, std::size_t) {
    if (written) return failed(target + ": " + written.message());
    response_ = {};
    http::async_read(beast::get_lowest_layer(socket_), buffer_, response_,
                     [this, target, then](beast::error_code error, std::size_t) {
                       if (error) return failed(target + ": " + error.message());
                       if (response_.result() != http::status::ok)
                         return failed(target + " answered " + std::to_string(response_.result_int()) + " " +
                                       response_.body());
                       if (const auto set = response_[http::field::set_cookie]; !set.empty())
                         cookie_ = std::string(set.substr(0, set.find(';')));
                       then(json::parse(response_.body(), nullptr, false));
                     });
  });
}

// The same connection becomes the WebSocket, with the session cookie.
void Player::openSocket() {
  beast::get_lowest_layer(socket_).expires_never();  // the WebSocket keeps its own timeouts
  buffer_.clear();
  socket_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::client));
  socket_.set_option(websocket::stream_base::decorator(
      [cookie = cookie_](websocket::request_type& r) { r.set(http::field::cookie, cookie); }));
  socket_.async_handshake(runner_.settings.host, "/ws", [this](beast::error_code error) {
    if (error) return failed("the WebSocket handshake: " + error.message());
    read();
    ask(Asked::Watch, {{"type", "watch"}, {"game", match_.id}});
  });
}

void Player::ask(Asked what, json message) {
  const std::int64_t id = nextId_++;
  message["id"] = id;
  asked_[id] = {what, Clock::now()};
  outbox_.push_back(message.dump());
  if (outbox_.size() == 1) write();
}

void Player::write() {
  socket_.text(true);
  socket_.async_write(boost::asio::buffer(outbox_.front()), [this](beast::error_code error, std::size_t) {
    if (error) return failed("sending: " + error.message());
    outbox_.pop_front();
    if (!outbox_.empty()) write();
  });
}

void Player::read() {
  socket_.async_read(buffer_, [this](beast::error_code error, std::size_t) {
    if (error) return failed("the WebSocket: " + error.message());
    const json m = json::parse(beast::buffers_to_string(buffer_.data()), nullptr, false);
    buffer_.consume(buffer_.size());
    try {
      onMessage(m);
    } catch (const json::exception& e) {  // a field missing or of another type
      failed(std::string("a message not as docs/SERVER.md says (") + e.what() + "): " + m.dump());
    }
    if (!stopped_) read();
  });
}

void Player::onMessage(const json& m) {
  const std::string type = m.is_object() ? m.value("type", "") : "";
  if (type == "game") return onGame(m);
  if (type != "ack") return failed("the server answered " + m.dump());  // an error, or worse
  const auto asked = asked_.find(m.at("id").get<std::int64_t>());
  if (asked == asked_.end()) return failed("an ack of nothing asked: " + m.dump());
  const auto [what, at] = asked->second;
  asked_.erase(asked);
  switch (what) {
    case Asked::Watch:
      watched_ = true;
      maybeSetUp();
      break;
    case Asked::Setup: runner_.setUp(match_); break;
    case Asked::Move:
      ++runner_.tally.moves;
      runner_.tally.roundTripsMs.push_back(std::chrono::duration<double, std::milli>(Clock::now() - at).count());
      break;
    case Asked::Resign: break;
  }
}

void Player::onGame(const json& m) {
  status_ = m.at("status").get<std::string>();
  if (const auto board = m.find("board"); board != m.end()) {
    checkHidden(*board);
    board_ = *board;
  }
  if (status_ == "over") return runner_.over(match_);
  maybeSetUp();
  maybeMove();
}

// The issue's promise: no rank of an enemy piece before it is revealed.
void Player::checkHidden(const json& board) {
  for (const json& piece : board.at("pieces"))
    if (piece.at("side") != seatName_ && piece.contains("rank") && !piece.at("revealed").get<bool>())
      runner_.tally.leak(name() + " was shown the rank " + piece["rank"].get<std::string>() +
                         " of an unrevealed enemy piece at ply " + board.at("ply").dump());
}

// Once watching a game whose seats are both taken.
void Player::maybeSetUp() {
  if (!watched_ || setupSent_ || status_ != "active") return;
  setupSent_ = true;
  const GameConfig& config = runner_.settings.config;
  const std::string setup = formatSetup(config, seat_, randomSetup(config, seat_, rng_));
  ask(Asked::Setup, {{"type", "setup"}, {"game", match_.id}, {"setup", setup}});
}

void Player::play() {
  playing_ = true;
  maybeMove();
}

// On our turn (once a ply): a random legal move after a pause, or the resignation that
// ends the game once it has had its moves.
void Player::maybeMove() {
  if (!playing_ || stopped_ || status_ != "active" || board_.is_null() || board_.at("toMove") != seatName_) return;
  const int ply = board_.at("ply").get<int>();
  const json& legal = board_.at("legal");
  if (ply <= movedAtPly_ || legal.empty()) return;
  movedAtPly_ = ply;
  if (ply >= runner_.settings.movesPerGame) return ask(Asked::Resign, {{"type", "resign"}, {"game", match_.id}});
  json move = legal.at(rng_.below(static_cast<std::uint32_t>(legal.size())));
  const auto thinkMs = static_cast<std::uint32_t>(2 * runner_.settings.thinkMs + 1);
  think_.expires_after(std::chrono::milliseconds(rng_.below(thinkMs)));
  think_.async_wait([this, move = std::move(move)](beast::error_code error) {
    if (!error && !stopped_) ask(Asked::Move, {{"type", "move"}, {"game", match_.id}, {"move", move}});
  });
}

void Player::stop() {
  if (stopped_) return;
  stopped_ = true;
  think_.cancel();
  if (socket_.is_open()) return socket_.async_close(websocket::close_code::normal, [](beast::error_code) {});
  beast::error_code ignored;  // still HTTP: whatever is under way ends with an error we ignore
  beast::get_lowest_layer(socket_).socket().close(ignored);
}

std::optional<std::string> Player::overdue(Clock::time_point now) const {
  static constexpr const char* kAsked[] = {"watch", "setup", "move", "resign"};
  if (stopped_ || asked_.empty()) return std::nullopt;
  const auto& [what, at] = asked_.begin()->second;
  if (now - at < std::chrono::milliseconds(runner_.settings.replyTimeoutMs)) return std::nullopt;
  return name() + ": no answer to its " + kAsked[static_cast<int>(what)] + " in " +
         std::to_string(runner_.settings.replyTimeoutMs / 1000) + " s";
}

void Player::failed(const std::string& what) {
  if (!stopped_) runner_.fail(match_, name() + ": " + what);
}

}  // namespace

LoadTally playLoadGames(const LoadSettings& settings, LoadGate& gate, int firstGame, int games) {
  Runner runner(settings, gate, firstGame, games);
  return runner.run();
}

}  // namespace stratego::server
