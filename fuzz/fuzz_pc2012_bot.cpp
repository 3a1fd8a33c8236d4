// libFuzzer target: manager lines for our engine as a 2012 bot (runPc2012Bot,
// docs/PC2012.md) with the "random" player. Whatever the lines say, the bot must return 0
// or 1 (a line that makes no sense ends it with 1): no crash, hang or leak.
//
// Two header bytes let the fuzzer start deep in a game. Byte 0: mode (% 3) and the bot's
// colour ((/ 4) % 2).
//   mode 0: only the fuzzed lines;
//   mode 1: the greeting first;
//   mode 2: the greeting, then byte 1 answers of a referee holding the true game (START or
//           the opponent's random move with the 10 board lines; the echo of the bot's
//           move), as the 2012 manager would send them.
// The rest of the input (after both header bytes) follows, where the next answer was due.
#include <cstddef>
#include <cstdint>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "core/placement.hpp"
#include "core/random.hpp"
#include "core/state.hpp"
#include "core/view.hpp"
#include "protocol/pc2012_bot.hpp"
#include "protocol/pc2012_codec.hpp"
#include "scripted_referee.hpp"

namespace stratego::fuzz {
namespace {

class Referee {
 public:
  Referee(int mode, Side side, int answers, std::string fuzz)
      : mode_(mode), side_(side), answers_(answers), rng_(answers), fuzz_(std::move(fuzz)) {}

  int run() {
    return runScripted([this] { return answer(); }, out_,
                       [](std::istream& in, std::ostream& out) { return runPc2012Bot(in, out, "random", 1); });
  }

 private:
  enum class Phase { Greeting, Setup, Move, OpponentTurn, Done };

  std::string answer() {
    if (phase_ == Phase::Done) return "";
    if (phase_ != Phase::Greeting && phase_ != Phase::Setup && answered_++ >= answers_) return fuzzed("");
    switch (phase_) {
      case Phase::Greeting: return greeting();
      case Phase::Setup: return startGame();
      case Phase::Move: return takeMove();
      case Phase::OpponentTurn: return opponentTurn();
      case Phase::Done: return "";
    }
    return "";
  }

  std::string fuzzed(std::string chunk) {
    phase_ = Phase::Done;
    return chunk + fuzz_;
  }

  std::string greeting() {
    if (mode_ == 0) return fuzzed("");
    const std::string chunk = pc2012::formatGreeting(side_, "fuzzer") + "\n";
    if (mode_ == 1) return fuzzed(chunk);
    phase_ = Phase::Setup;
    return chunk;
  }

  std::string startGame() {
    const std::vector<std::string> said = reader_.newLines();
    const auto setup = pc2012::parseSetup(said, side_);
    if (!setup || validateSetup(pc2012::gameConfig(), side_, *setup)) return fuzzed("");
    Placement both = *setup;
    both.merge(randomSetup(pc2012::gameConfig(), opponent(side_), rng_));
    state_.emplace(pc2012::gameConfig(), both);
    if (side_ == Side::Red) return turn("START");
    return opponentTurn();
  }

  // The bot's move: played and echoed.
  std::string takeMove() {
    const std::vector<std::string> said = reader_.newLines();
    if (said.size() != 1) return fuzzed("");
    const auto move = pc2012::parseMove(said[0]);
    if (!move || state_->check(*move) != MoveError::kLegal) return fuzzed("");
    state_->make(*move);
    state_->updateNoMoveOutcome();
    if (state_->outcome().over()) return fuzzed("");
    phase_ = Phase::OpponentTurn;
    return lastConfirmation() + "\n";
  }

  std::string opponentTurn() {
    const Move m = state_->randomLegalMove(rng_);
    if (m.isNone()) return fuzzed("");
    state_->make(m);
    state_->updateNoMoveOutcome();
    if (state_->outcome().over()) return fuzzed("");
    return turn(lastConfirmation());
  }

  std::string turn(const std::string& first) {
    phase_ = Phase::Move;
    std::string chunk = first + "\n";
    for (const std::string& row : pc2012::formatBoard(makeView(*state_, side_))) chunk += row + "\n";
    return chunk;
  }

  std::string lastConfirmation() const {
    return pc2012::formatConfirmation(pc2012::seenMove(makeView(*state_, side_).history.back()));
  }

  int mode_;
  Side side_;
  int answers_;
  int answered_ = 0;
  Random rng_;
  std::string fuzz_;
  std::ostringstream out_;
  OutputReader reader_{out_};
  Phase phase_ = Phase::Greeting;
  std::optional<GameState> state_;
};

}  // namespace
}  // namespace stratego::fuzz

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  // runPc2012Bot says on std::cerr why a line made no sense: once per input is too much.
  static stratego::fuzz::NullBuffer quiet;
  std::cerr.rdbuf(&quiet);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace stratego;
  const std::uint8_t head = fuzz::headerByte(data, size, 0);
  const int mode = head % 3;
  const Side side = (head / 4) % 2 == 0 ? Side::Red : Side::Blue;
  const int answers = fuzz::headerByte(data, size, 1);
  fuzz::Referee referee(mode, side, answers, std::string(fuzz::fuzzedText(data, size)));
  const int status = referee.run();
  if (status != 0 && status != 1) std::abort();
  return 0;
}
