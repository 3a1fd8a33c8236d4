// libFuzzer target: referee lines for the engine side of our protocol (runEngineProtocol,
// docs/PROTOCOL.md) with the "random" player. Whatever the lines say, the engine must
// answer (`error ...` is an answer) and return: no crash, hang or leak.
//
// Two header bytes let the fuzzer start deep in a game. Byte 0: mode (% 4), the engine's
// side ((/ 4) % 2) and the configuration ((/ 8) % 7, fuzz/round_trip.hpp's configFromByte).
//   mode 0: only the fuzzed lines;
//   mode 1: `stratego` and `newgame` first;
//   mode 2: then `setup` and `opponent` (the enemy's squares of a random setup);
//   mode 3: then byte 1 plies of a real game: random moves for the enemy and `go` for the
//           engine, whose `bestmove` is played and echoed, as a referee would.
// The rest of the input (after both header bytes) follows as lines, except that a
// `setoption` naming a slow player (greedy, strong) asks for `random` instead.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>

#include "core/placement.hpp"
#include "core/random.hpp"
#include "core/state.hpp"
#include "core/view.hpp"
#include "formats/setup_text.hpp"
#include "protocol/engine_codec.hpp"
#include "protocol/engine_protocol.hpp"
#include "round_trip.hpp"
#include "scripted_referee.hpp"

namespace stratego::fuzz {
namespace {

// The fuzzed lines, with any choice of a slow player replaced.
std::string withFastPlayers(std::string_view text) {
  std::string out;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    const bool last = end == std::string_view::npos;
    if (last) end = text.size();
    std::string_view line = text.substr(start, end - start);
    const auto words = engine::splitWords(line);
    bool slow = false;
    if (!words.empty() && words[0] == "setoption")
      for (std::string_view w : words) slow = slow || w.starts_with("strong") || w.starts_with("greedy");
    out += slow ? std::string_view("setoption name Player value random") : line;
    if (last) break;
    out += '\n';
    start = end + 1;
  }
  return out;
}

class Referee {
 public:
  Referee(int mode, const GameConfig& config, Side side, int plies, std::string fuzz)
      : mode_(mode), config_(config), side_(side), plies_(plies), rng_(plies), fuzz_(std::move(fuzz)) {}

  int run() {
    return runScripted([this] { return answer(); }, out_,
                       [](std::istream& in, std::ostream& out) { return runEngineProtocol(in, out, "random", 1); });
  }

 private:
  enum class Phase { Start, SetupSent, Playing, Done };

  std::string answer() {
    switch (phase_) {
      case Phase::Start: return start();
      case Phase::SetupSent: return opponentLine();
      case Phase::Playing: return play("");
      case Phase::Done: return "";
    }
    return "";
  }

  // Hands over the fuzzed lines after `chunk`; nothing follows them.
  std::string fuzzed(std::string chunk) {
    phase_ = Phase::Done;
    return chunk + fuzz_;
  }

  std::string start() {
    if (mode_ == 0) return fuzzed("");
    std::string chunk = "stratego\n" + engine::formatNewGame({config_, side_, static_cast<std::uint64_t>(plies_)}) + "\n";
    if (mode_ == 1) return fuzzed(chunk);
    phase_ = Phase::SetupSent;
    return chunk + "setup\n";
  }

  // The engine's setup is answered: an enemy setup, the `opponent` line, and on.
  std::string opponentLine() {
    std::optional<Placement> mine;
    for (const std::string& line : reader_.newLines())
      if (line.starts_with("setup "))
        if (auto setup = parseSetup(config_, side_, std::string_view(line).substr(6)); setup) mine = *setup;
    if (!mine) return fuzzed("");
    const Placement enemy = randomSetup(config_, opponent(side_), rng_);
    for (int i = 0; i < kGridSize; ++i)
      if (enemy.at(static_cast<Square>(i)) && mine->at(static_cast<Square>(i))) return fuzzed("");
    Placement start = *mine;
    start.merge(enemy);
    truth_.emplace(config_, start);
    const std::string chunk = engine::formatOpponent(engine::enemyStartSquares(makeView(*truth_, side_))) + "\n";
    if (mode_ == 2) return fuzzed(chunk);
    phase_ = Phase::Playing;
    return play(chunk);
  }

  void makeMove(Move m, std::string& chunk) {
    truth_->make(m);
    truth_->updateNoMoveOutcome();
    chunk += engine::formatMoveLine(makeView(*truth_, side_).history.back()) + "\n";
    ++played_;
  }

  // Moves until the engine is to move (then `go`) or the plies are played.
  std::string play(std::string chunk) {
    if (awaitingMove_) {
      awaitingMove_ = false;
      std::optional<Move> best;
      for (const std::string& line : reader_.newLines()) {
        const auto words = engine::splitWords(line);
        if (words.empty() || words[0] != "bestmove") continue;
        if (auto m = engine::parseBestMove(config_.geometry(), engine::Words(words).subspan(1)); m) best = *m;
      }
      if (!best || best->isNone() || truth_->check(*best) != MoveError::kLegal) return fuzzed(chunk);
      makeMove(*best, chunk);
    }
    while (played_ < plies_ && !truth_->outcome().over()) {
      if (truth_->toMove() == side_) {
        awaitingMove_ = true;
        return chunk + (played_ % 3 == 0 ? "go nodes 10\n" : "go\n");
      }
      const Move m = truth_->randomLegalMove(rng_);
      if (m.isNone()) break;
      makeMove(m, chunk);
    }
    if (truth_->outcome().over() && (plies_ & 1)) chunk += "gameover " + engine::formatOutcome(truth_->outcome()) + "\n";
    return fuzzed(chunk);
  }

  int mode_;
  GameConfig config_;
  Side side_;
  int plies_;
  Random rng_;
  std::string fuzz_;
  std::ostringstream out_;
  OutputReader reader_{out_};
  Phase phase_ = Phase::Start;
  std::optional<GameState> truth_;
  int played_ = 0;
  bool awaitingMove_ = false;
};

}  // namespace
}  // namespace stratego::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace stratego;
  const std::uint8_t head = fuzz::headerByte(data, size, 0);
  const int mode = head % 4;
  const Side side = (head / 4) % 2 == 0 ? Side::Red : Side::Blue;
  const GameConfig config = fuzz::configFromByte(static_cast<std::uint8_t>(head / 8));
  const int plies = fuzz::headerByte(data, size, 1);
  fuzz::Referee referee(mode, config, side, plies, fuzz::withFastPlayers(fuzz::fuzzedText(data, size)));
  if (referee.run() != 0) std::abort();  // "random" is always a built-in player
  return 0;
}
