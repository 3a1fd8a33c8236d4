#include "protocol/engine_protocol.hpp"

#include <chrono>
#include <istream>
#include <memory>
#include <ostream>

#include "ai/builtin_players.hpp"
#include "ai/series_seat.hpp"
#include "formats/setup_text.hpp"
#include "formats/text_util.hpp"
#include "protocol/engine_codec.hpp"

namespace stratego {
namespace {

using engine::Words;
using Problem = std::optional<std::string>;  // why a command was refused; nothing when it was done

constexpr std::string_view kAuthor = "the Stratego project";

// One game as the engine follows it: its own setup first, then the enemy's squares, then moves.
struct Game {
  GameConfig config;
  Side side = Side::Red;
  std::optional<Placement> setup;
  std::optional<ViewTracker> tracker;
};

class Session {
 public:
  Session(std::ostream& out, std::unique_ptr<Player> player, std::string spec, std::uint64_t seed,
          std::shared_ptr<SetupMemory> memory)
      : out_(out), player_(std::move(player)), spec_(std::move(spec)), seed_(seed), memory_(std::move(memory)) {}

  // Carries out one line of the referee's; false after quit.
  bool handle(std::string_view line) {
    const std::vector<std::string_view> words = engine::splitWords(line);
    if (words.empty()) return true;
    const std::string_view command = words[0];
    const Words args = Words(words).subspan(1);
    if (command == "quit") return false;
    Problem problem;
    if (command == "stratego") problem = hello(args);
    else if (command == "isready") problem = ready(args);
    else if (command == "setoption") problem = setOption(args);
    else if (command == "newgame") problem = newGame(args);
    else if (command == "setup") problem = setup(args);
    else if (command == "opponent") problem = opponent(args);
    else if (command == "move") problem = move(args);
    else if (command == "go") problem = go(args);
    else if (command == "gameover") problem = gameOver(args);
    else
      problem = "unknown command " + quoted(command) +
                ": expected stratego, isready, setoption, newgame, setup, opponent, move, go, gameover or quit";
    if (problem) send("error " + quoted(line) + ": " + *problem);
    return true;
  }

 private:
  void send(const std::string& line) { out_ << line << '\n' << std::flush; }

  static Problem noArguments(Words args) {
    if (args.empty()) return std::nullopt;
    return "takes no arguments, found " + quoted(args[0]);
  }

  Problem hello(Words args) {
    if (auto problem = noArguments(args)) return problem;
    send("id name Stratego " + spec_);
    send("id author " + std::string(kAuthor));
    send("option name Player type string default " + spec_);
    send("option name Seed type spin default " + std::to_string(seed_) + " min 0 max 18446744073709551615");
    send("strategook");
    return std::nullopt;
  }

  Problem ready(Words args) {
    if (auto problem = noArguments(args)) return problem;
    send("readyok");
    return std::nullopt;
  }

  // setoption name <Player|Seed> value <value>
  Problem setOption(Words args) {
    if (args.size() != 4 || args[0] != "name" || args[2] != "value")
      return std::string("expected setoption name <Player|Seed> value <value>");
    const std::string_view value = args[3];
    if (args[1] == "Seed") {
      const auto seed = engine::parseCount(value);
      if (!seed) return "Seed " + quoted(value) + ": expected a number 0..2^64-1";
      seed_ = *seed;
      return std::nullopt;
    }
    if (args[1] != "Player") return "unknown option " + quoted(args[1]) + ": expected Player or Seed";
    if (game_) return std::string("the player cannot change during a game");
    std::string error;
    auto player = makeBuiltinPlayer(value, error, nextSeat(memory_));
    if (!player) return error;
    player_ = std::move(player);
    spec_ = std::string(value);
    return std::nullopt;
  }

  Problem newGame(Words args) {
    auto parsed = engine::parseNewGame(args);
    if (!parsed) return parsed.error();
    player_->newGame(parsed->config, parsed->side, parsed->seed.value_or(seed_));
    game_ = Game{parsed->config, parsed->side, {}, {}};
    return std::nullopt;
  }

  Problem setup(Words args) {
    if (auto problem = noArguments(args)) return problem;
    if (!game_) return std::string("no game: send newgame first");
    if (game_->setup) return std::string("the setup of this game was already sent");
    const SetupDecision decision = player_->setup();
    if (!decision.error.empty()) return "the player found no setup: " + decision.error;
    if (auto problem = validateSetup(game_->config, game_->side, decision.setup))
      return "the player's setup is not valid: " + *problem;
    game_->setup = decision.setup.sideOnly(game_->side);
    send("setup " + formatSetup(game_->config, game_->side, *game_->setup));
    return std::nullopt;
  }

  Problem opponent(Words args) {
    if (!game_ || !game_->setup) return std::string("send newgame and setup first");
    if (game_->tracker) return std::string("the opponent's squares were already given");
    auto squares = engine::parseOpponent(game_->config.geometry(), args);
    if (!squares) return squares.error();
    if (auto problem = checkEnemySquares(game_->config, game_->side, *game_->setup, *squares)) return problem;
    game_->tracker.emplace(game_->config, game_->side, *game_->setup, *squares);
    return std::nullopt;
  }

  Problem move(Words args) {
    if (!game_ || !game_->tracker) return std::string("send newgame, setup and opponent first");
    auto seen = engine::parseMoveLine(game_->config.geometry(), args);
    if (!seen) return seen.error();
    return game_->tracker->apply(*seen);
  }

  Problem go(Words args) {
    if (!game_ || !game_->tracker) return std::string("send newgame, setup and opponent first");
    const ViewTracker& tracker = *game_->tracker;
    if (tracker.view().outcome.over()) return std::string("the game is over");
    if (tracker.view().toMove != game_->side)
      return std::string(engine::sideWord(tracker.view().toMove)) + " is to move, the engine plays " +
             std::string(engine::sideWord(game_->side));
    auto limits = engine::parseGo(args, game_->side);
    if (!limits) return limits.error();
    const auto started = std::chrono::steady_clock::now();
    const Decision decision = player_->choose(tracker.view(), *limits);
    const auto elapsed = std::chrono::steady_clock::now() - started;
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count();
    for (const std::string& line : engine::formatInfo(decision.report, ms)) send(line);
    // A player that fails gives up the game rather than leave the referee waiting.
    if (!decision.error.empty()) send("info string the player failed: " + decision.error);
    send(engine::formatBestMove(tracker.state(), decision.error.empty() ? decision.move : Move()));
    return std::nullopt;
  }

  Problem gameOver(Words args) {
    if (!game_) return std::string("no game in progress");
    if (args.size() != 1) return std::string("expected one word, the result, e.g. red:flag-captured");
    auto outcome = engine::parseOutcome(args[0]);
    if (!outcome) return outcome.error();
    if (game_->tracker) {
      game_->tracker->setOutcome(*outcome);
      player_->gameOver(game_->tracker->view());
    }
    game_.reset();
    return std::nullopt;
  }

  std::ostream& out_;
  std::unique_ptr<Player> player_;
  std::string spec_;
  std::uint64_t seed_;
  std::shared_ptr<SetupMemory> memory_;
  std::optional<Game> game_;
};

}  // namespace

int runEngineProtocol(std::istream& in, std::ostream& out, const std::string& playerSpec, std::uint64_t seed,
                      std::shared_ptr<SetupMemory> memory) {
  std::string error;
  auto player = makeBuiltinPlayer(playerSpec, error, nextSeat(memory));
  if (!player) {
    out << "error " << error << '\n' << std::flush;
    return 1;
  }
  Session session(out, std::move(player), playerSpec, seed, std::move(memory));
  std::string line;
  while (std::getline(in, line))
    if (!session.handle(line)) break;
  return 0;
}

}  // namespace stratego
