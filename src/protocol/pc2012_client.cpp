// A 2012 bot as our Player (docs/PC2012.md): we act as its referee, translating views
// into the lines the 2012 manager sent and its answers into moves. Whether a move is
// legal is the arena's to judge; this file reports only what the bot itself got wrong.
#include <algorithm>
#include <chrono>
#include <optional>
#include <thread>
#include <vector>

#include "formats/text_util.hpp"
#include "protocol/child_process.hpp"
#include "protocol/external_player.hpp"
#include "protocol/pc2012_codec.hpp"

namespace stratego {
namespace {

std::int64_t nowMs() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

// What the client waits for: the bot's `awaited` answer while it is `doing` something,
// due within `limitMs` of `startMs`.
struct Wait {
  const char* awaited;
  const char* doing;
  std::int64_t limitMs;
  std::int64_t startMs = nowMs();
  std::int64_t leftMs() const { return std::max<std::int64_t>(startMs + limitMs - nowMs(), 0); }
};

// Whether the game ended with its last move (such a move is not echoed, PC2012.md)
// rather than off the board (resignation, time, a failed player).
bool endedOnBoard(EndReason reason) {
  switch (reason) {
    case EndReason::FlagCaptured:
    case EndReason::NoLegalMove:
    case EndReason::BothNoLegalMove:
    case EndReason::PlyCap:
    case EndReason::NoBattleCap:
      return true;
    default:
      return false;
  }
}

// "RED VICTORY 57": the bot's colour, how the game ended for it and the turn (a RED and a
// BLUE move). The 2012 manager also wrote piece values, which need ranks the view hides.
std::string quitLine(const PlayerView& view) {
  const Winner winner = view.outcome.winner;
  const char* result = winner == Winner::Draw ? "DRAW" : winner == winnerFor(view.viewer) ? "VICTORY" : "DEFEAT";
  return std::string("QUIT ") + (view.viewer == Side::Red ? "RED " : "BLUE ") + result + " " +
         std::to_string((view.ply + 1) / 2);
}

class Pc2012Client : public Player {
 public:
  Pc2012Client(std::string command, ExternalOptions options)
      : command_(std::move(command)), options_(std::move(options)) {}

  std::string name() const override { return command_; }

  void newGame(const GameConfig& config, Side side, std::uint64_t) override {
    endBot();
    failure_.clear();
    echoAt_.reset();
    side_ = side;
    if (config.variant != Variant::Classic) {
      failure_ = "the 2012 protocol plays classic only, not " + std::string(variantName(config.variant));
      return;
    }
    std::string error;
    child_ = ChildProcess::start(command_, error, options_.stderrPath);
    if (!child_) {
      failure_ = "cannot start the bot: " + error;
      return;
    }
    // A 2012 bot answers this line with its setup straight away; setup() reads it. A
    // Player does not know its opponent, and the 2012 bots only print the name.
    child_->writeLine(pc2012::formatGreeting(side, "opponent"));
  }

  SetupDecision setup() override {
    if (!failure_.empty()) return {{}, failure_};
    if (!child_) return {{}, kNotRunning};
    const Wait wait{"setup", "setting up", options_.replyTimeoutMs};
    std::vector<std::string> lines;
    std::string error;
    while (lines.size() < pc2012::kSetupLines) {
      auto line = readLine(wait, error);
      if (!line) return {{}, failed(error)};
      lines.push_back(std::move(*line));
    }
    const auto setup = pc2012::parseSetup(lines, side_);
    if (!setup) return {{}, failed("bot sent a bad setup: " + setup.error())};
    if (auto problem = validateSetup(presetConfig(Variant::Classic), side_, *setup))
      return {{}, failed("bot sent a bad setup: " + *problem)};
    return {*setup, {}};
  }

  Decision choose(const PlayerView& view, const ThinkLimits& limits) override {
    if (!child_) return {Move(), {}, kNotRunning};
    // The echo of the bot's last move first: only now does the history show its outcome.
    if (echoAt_) {
      if (*echoAt_ >= view.history.size()) return {Move(), {}, failed("the view's history lacks the bot's last move")};
      sendMove(view.history[*echoAt_]);
      echoAt_.reset();
    }
    if (view.history.empty())
      child_->writeLine("START");
    else
      sendMove(view.history.back());
    for (const std::string& line : pc2012::formatBoard(view)) child_->writeLine(line);

    const std::int64_t limitMs = limits.moveTimeMs > 0 ? limits.moveTimeMs + options_.graceMs : options_.replyTimeoutMs;
    std::string error;
    const auto reply = readLine({"move", "thinking", limitMs}, error);
    if (!reply) return {Move(), {}, failed(error)};
    if (trim(*reply) == "SURRENDER") return {};  // no move and no error: the bot resigns
    const auto move = pc2012::parseMove(*reply);
    if (!move) return {Move(), {}, failed("bot sent " + quoted(*reply) + ", not a move line (" + move.error() + ")")};
    echoAt_ = view.history.size();
    return {*move, {}, {}};
  }

  bool winsOnceTheOpponentCannotMove() const override { return true; }

  void gameOver(const PlayerView& view) override {
    if (!child_) return;
    // The 2012 manager echoed a move at once, unless the move ended the game.
    if (echoAt_ && *echoAt_ < view.history.size()) {
      const bool endedGame = *echoAt_ + 1 == view.history.size() && endedOnBoard(view.outcome.reason);
      if (!endedGame) sendMove(view.history[*echoAt_]);
    }
    echoAt_.reset();
    child_->writeLine(quitLine(view));
    endBot();
  }

 private:
  static constexpr const char* kNotRunning = "the bot is not running (no game started, or it failed)";

  // Stops a bot that failed, so that a hung one does not go on eating a core.
  std::string failed(std::string error) {
    endBot();
    return error;
  }

  // A move of the history with its outcome: the echo to its mover, or the opponent's move.
  void sendMove(const PublicMove& move) { child_->writeLine(pc2012::formatConfirmation(pc2012::seenMove(move))); }

  // The bot's next line that is not blank, or nothing with `error` saying why: it hung past
  // the limit, or it ended (how, if it exits within the grace time).
  std::optional<std::string> readLine(const Wait& wait, std::string& error) {
    auto line = child_->readLine(wait.leftMs());
    while (line && trim(*line).empty()) line = child_->readLine(wait.leftMs());
    if (line) return line;
    const std::string doing = wait.doing;
    if (child_->timedOut()) {
      error = "bot hung: no " + std::string(wait.awaited) + " within " + std::to_string(wait.limitMs) + " ms";
      return std::nullopt;
    }
    const std::int64_t deadline = nowMs() + options_.graceMs;
    while (!child_->exited() && nowMs() < deadline) std::this_thread::sleep_for(std::chrono::milliseconds(2));
    if (!child_->exited()) {
      error = "bot closed its output while " + doing;
    } else {
      const std::string how = child_->exitDescription();
      error = std::string(how.starts_with("killed") ? "bot crashed (" : "bot exited (") + how + ") while " + doing;
    }
    return std::nullopt;
  }

  void endBot() {
    if (child_) child_->stop(options_.graceMs);
    child_.reset();
  }

  std::string command_;
  ExternalOptions options_;
  std::optional<ChildProcess> child_;
  Side side_ = Side::Red;
  std::string failure_;                // why the game cannot start, reported by setup()
  std::optional<std::size_t> echoAt_;  // the bot's last move in the history, not yet echoed
};

}  // namespace

std::unique_ptr<Player> makePc2012Client(const std::string& command, const ExternalOptions& options) {
  return std::make_unique<Pc2012Client>(command, options);
}

}  // namespace stratego
