// A Player that is an external engine speaking our protocol (docs/PROTOCOL.md): the
// referee's side. Each game runs the engine afresh, from newGame() to gameOver().
#include <chrono>

#include "formats/setup_text.hpp"
#include "formats/text_util.hpp"
#include "protocol/child_process.hpp"
#include "protocol/engine_codec.hpp"
#include "protocol/external_player.hpp"

namespace stratego {
namespace {

std::int64_t nowMs() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

// An engine's line inside a message, in single quotes: long enough to keep an engine's own
// error text (quoted() keeps 40 characters), bytes that are not printable written as '?'.
std::string shown(std::string_view line) {
  constexpr std::size_t kLongest = 200;
  std::string out = "'";
  for (char c : line.substr(0, kLongest)) out += c >= 0x20 && c < 0x7f ? c : '?';
  return out + (line.size() > kLongest ? "...'" : "'");
}

bool startsWith(std::string_view line, std::string_view word) {
  return line.substr(0, word.size()) == word && (line.size() == word.size() || line[word.size()] == ' ');
}

class EngineClient : public Player {
 public:
  EngineClient(std::string command, ExternalOptions options)
      : command_(std::move(command)), options_(std::move(options)) {}

  std::string name() const override { return engineName_.empty() ? command_ : engineName_; }

  void newGame(const GameConfig& config, Side side, std::uint64_t seed) override {
    if (child_) child_->stop(options_.graceMs);
    child_.reset();
    config_ = config;
    side_ = side;
    failure_.clear();
    opponentSent_ = false;
    movesSent_ = 0;
    std::string error;
    child_ = ChildProcess::start(command_, error, options_.stderrPath);
    if (!child_) return fail("cannot start engine '" + command_ + "': " + error);
    if (!handshake()) return;
    send(engine::formatNewGame({config, side, seed}));
  }

  SetupDecision setup() override {
    const std::int64_t start = nowMs();
    send("setup");
    while (running()) {
      const auto line = readLine(start, options_.replyTimeoutMs, "setup", "setting up");
      if (!line) break;
      const std::vector<std::string_view> words = engine::splitWords(*line);
      if (words[0] == "info") continue;
      if (words[0] != "setup" || words.size() != 2) {
        unexpected(*line, "setup <setup string>");
        break;
      }
      auto setup = parseSetup(config_, side_, words[1]);
      if (setup) return {*setup, {}};
      fail("engine sent an invalid setup: " + setup.error());
    }
    return {Placement(), failure_};
  }

  Decision choose(const PlayerView& view, const ThinkLimits& limits) override {
    Decision decision;
    sendNews(view);
    send(engine::formatGo(limits, side_));
    const std::int64_t start = nowMs();
    const std::int64_t budget = limits.moveTimeMs > 0    ? limits.moveTimeMs + options_.graceMs
                                : limits.remainingMs > 0 ? limits.remainingMs + options_.graceMs
                                                         : options_.replyTimeoutMs;
    while (running()) {
      const auto line = readLine(start, budget, "bestmove", "thinking");
      if (!line) break;
      const std::vector<std::string_view> words = engine::splitWords(*line);
      const engine::Words args = engine::Words(words).subspan(1);
      if (words[0] == "info") {
        if (auto problem = engine::parseInfo(config_.geometry(), args, decision.report))
          fail("engine sent " + shown(*line) + ": " + *problem);
      } else if (words[0] == "bestmove") {
        auto move = engine::parseBestMove(config_.geometry(), args);
        if (move) {
          decision.move = *move;
          return decision;
        }
        fail("engine sent " + shown(*line) + " which is not a move");
      } else {
        unexpected(*line, "info or bestmove");
      }
    }
    decision.error = failure_;
    return decision;
  }

  void gameOver(const PlayerView& view) override {
    if (!child_) return;
    if (failure_.empty()) {
      send("gameover " + engine::formatOutcome(view.outcome));
      send("quit");
    }
    child_->stop(options_.graceMs);
    child_.reset();
  }

 private:
  // `stratego` until `strategook`, keeping the engine's name.
  bool handshake() {
    const std::int64_t start = nowMs();
    send("stratego");
    while (running()) {
      const auto line = readLine(start, options_.replyTimeoutMs, "strategook", "starting");
      if (!line) break;
      if (*line == "strategook") return true;
      if (startsWith(*line, "id name")) engineName_ = trim(std::string_view(*line).substr(7));
      else if (!startsWith(*line, "id") && !startsWith(*line, "option")) unexpected(*line, "id, option or strategook");
    }
    return false;
  }

  // What the engine has not heard yet: the enemy's squares once, then the new moves.
  void sendNews(const PlayerView& view) {
    if (!opponentSent_) send(engine::formatOpponent(engine::enemyStartSquares(view)));
    opponentSent_ = true;
    for (; movesSent_ < view.history.size(); ++movesSent_) send(engine::formatMoveLine(view.history[movesSent_]));
  }

  // A write to an engine that has gone fails; the read that follows finds the end of its
  // output and says what happened.
  void send(const std::string& line) {
    if (running()) child_->writeLine(line);
  }

  // Whether the engine is up and has not failed; a Player used before newGame() fails.
  bool running() {
    if (failure_.empty() && !child_) fail("the engine is not running: no game was started");
    return failure_.empty();
  }

  // The next line that is not empty, trimmed, within `budgetMs` from `startMs`; nothing
  // after recording why there is none. `awaited` and `activity` are for the message.
  std::optional<std::string> readLine(std::int64_t startMs, std::int64_t budgetMs, std::string_view awaited,
                                      std::string_view activity) {
    while (running()) {
      const std::int64_t left = startMs + budgetMs - nowMs();
      const auto line = left > 0 ? child_->readLine(left) : std::nullopt;
      if (line && !trim(*line).empty()) return std::string(trim(*line));
      if (line) continue;
      if (left <= 0 || child_->timedOut())
        fail("engine hung: no " + std::string(awaited) + " within " + std::to_string(budgetMs) + " ms");
      else
        crashed(std::string(activity));
    }
    return std::nullopt;
  }

  void unexpected(const std::string& line, std::string_view expected) {
    if (startsWith(line, "error")) return fail("engine reported " + shown(line));
    fail("engine sent " + shown(line) + " where " + std::string(expected) + " was expected");
  }

  void crashed(const std::string& activity) {
    child_->stop(options_.graceMs);
    const std::string how = child_->exitDescription();
    fail(std::string(how == "exit code 0" ? "engine quit" : "engine crashed") + " (" + how + ") while " +
         activity);
  }

  void fail(const std::string& reason) {
    if (!failure_.empty()) return;
    failure_ = reason;
    if (child_) child_->stop(options_.graceMs);
  }

  std::string command_;
  ExternalOptions options_;
  std::string engineName_;
  std::optional<ChildProcess> child_;
  GameConfig config_;
  Side side_ = Side::Red;
  bool opponentSent_ = false;
  std::size_t movesSent_ = 0;
  std::string failure_;  // the first thing that went wrong this game; the engine is stopped then
};

}  // namespace

std::unique_ptr<Player> makeEngineClient(const std::string& command, const ExternalOptions& options) {
  return std::make_unique<EngineClient>(command, options);
}

}  // namespace stratego
