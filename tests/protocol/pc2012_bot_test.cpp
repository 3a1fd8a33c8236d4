// Our engine as a 2012 bot, driven through string streams by a scripted referee that
// holds the true game, as the 2012 manager would.
#include "protocol/pc2012_bot.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <set>
#include <sstream>

#include "ai/setup_memory_file.hpp"
#include "core/state.hpp"
#include "protocol/pc2012_codec.hpp"
#include "support/answering_input.hpp"
#include "support/test_support.hpp"

namespace stratego {
namespace {

using testing::AnsweringInput;

// The 2012 manager's rules, with a move cap of its own that ends long games.
GameConfig refereeConfig() {
  GameConfig config = pc2012::gameConfig();
  config.rules.plyCap = 600;
  return config;
}

// Referees one game between the bot and random moves, checking every line the bot says.
class Referee {
 public:
  Referee(Side botSide, std::uint64_t seed) : side_(botSide), rng_(seed) {}

  // Plays the game; returns the bot's exit status.
  int play(std::uint64_t botSeed, const std::string& player = "random", std::shared_ptr<SetupMemory> memory = nullptr) {
    AnsweringInput input([this] { return answer(); });
    std::istream in(&input);
    return runPc2012Bot(in, out_, player, botSeed, std::move(memory));
  }

  std::vector<std::string> problems;  // what the bot got wrong
  std::vector<std::string> sent;      // every line sent to the bot
  std::set<std::size_t> boardLines;   // which of them are board lines
  std::function<std::string(std::string)> mangleEcho = [](std::string s) { return s; };
  std::function<Move(const GameState&, Random&)> opponentMove = [](const GameState& state, Random& rng) {
    return state.randomLegalMove(rng);
  };
  const std::optional<GameState>& state() const { return state_; }
  bool finished() const { return phase_ == Phase::Over; }
  std::string botOutput() const { return out_.str(); }

 private:
  enum class Phase { Greeting, Setup, Move, OpponentTurn, Over };

  std::string answer() {
    const std::vector<std::string> said = newLines();
    switch (phase_) {
      case Phase::Greeting:
        phase_ = Phase::Setup;
        return send({pc2012::formatGreeting(side_, "referee")});
      case Phase::Setup:
        return startGame(said);
      case Phase::Move:
        return takeMove(said);
      case Phase::OpponentTurn:
        return opponentTurn();
      case Phase::Over:
        return "";
    }
    return "";
  }

  std::string startGame(const std::vector<std::string>& said) {
    const auto setup = pc2012::parseSetup(said, side_);
    if (!setup) return quit("bad setup: " + setup.error());
    if (auto problem = validateSetup(refereeConfig(), side_, *setup)) return quit("bad setup: " + *problem);
    Placement both = *setup;
    both.merge(randomSetup(refereeConfig(), opponent(side_), rng_));
    state_.emplace(refereeConfig(), both);
    if (side_ == Side::Red) return turn("START");
    return opponentTurn();
  }

  std::string takeMove(const std::vector<std::string>& said) {
    if (said.size() != 1) return quit("expected one move line, got " + std::to_string(said.size()) + " lines");
    const auto move = pc2012::parseMove(said[0]);
    if (!move) return quit("not a move line: " + said[0]);
    if (const MoveError e = state_->check(*move); e != MoveError::kLegal)
      return quit("illegal move " + said[0] + ": " + std::string(moveErrorText(e)));
    state_->make(*move);
    state_->updateNoMoveOutcome();
    if (state_->outcome().over()) return endWith(said[0]);
    phase_ = Phase::OpponentTurn;
    return send({mangleEcho(lastConfirmation())});
  }

  std::string opponentTurn() {
    const Move move = opponentMove(*state_, rng_);  // the game is not over: there is a move
    state_->make(move);
    state_->updateNoMoveOutcome();
    if (state_->outcome().over()) return endWith(pc2012::formatMove(move));
    return turn(lastConfirmation());
  }

  std::string turn(const std::string& first) {
    phase_ = Phase::Move;
    std::vector<std::string> lines{first};
    for (const std::string& row : pc2012::formatBoard(makeView(*state_, side_))) {
      boardLines.insert(sent.size() + lines.size());
      lines.push_back(row);
    }
    return send(lines);
  }

  std::string lastConfirmation() const {
    return pc2012::formatConfirmation(pc2012::seenMove(makeView(*state_, side_).history.back()));
  }

  std::string quit(const std::string& problem = "") {
    if (!problem.empty()) problems.push_back(problem);
    phase_ = Phase::Over;
    return send({"QUIT RED VICTORY 1"});
  }

  // The game ended with `lastMove`, as its mover wrote it: the manager sends it to the bot
  // with VICTORY_FLAG when it took a Flag, then QUIT.
  std::string endWith(const std::string& lastMove) {
    phase_ = Phase::Over;
    if (state_->outcome().reason == EndReason::FlagCaptured)
      return send({lastMove + " VICTORY_FLAG", "QUIT RED VICTORY 1"});
    return send({"QUIT RED VICTORY 1"});
  }

  std::string send(const std::vector<std::string>& lines) {
    std::string chunk;
    for (const std::string& line : lines) {
      sent.push_back(line);
      chunk += line + "\n";
    }
    return chunk;
  }

  std::vector<std::string> newLines() {
    std::vector<std::string> lines = testing::splitLines(out_.str().substr(read_));
    read_ = out_.str().size();
    return lines;
  }

  Side side_;
  Random rng_;
  Phase phase_ = Phase::Greeting;
  std::optional<GameState> state_;
  std::ostringstream out_;
  std::size_t read_ = 0;
};

// The bot's exit status and what it said on stderr for a fixed input.
struct BotRun {
  int status;
  std::string output, errors;
};
BotRun runOn(const std::string& input, std::uint64_t seed = 1, const std::string& player = "random") {
  std::istringstream in(input);
  std::ostringstream out;
  ::testing::internal::CaptureStderr();
  const int status = runPc2012Bot(in, out, player, seed);
  return {status, out.str(), ::testing::internal::GetCapturedStderr()};
}

std::string joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) text += line + "\n";
  return text;
}

TEST(Pc2012Bot, PlaysWholeGamesOnBothSides) {
  for (std::uint64_t seed = 1; seed <= 4; ++seed)
    for (Side side : {Side::Red, Side::Blue}) {
      Referee referee(side, seed);
      EXPECT_EQ(referee.play(seed + 100), 0);
      EXPECT_TRUE(referee.problems.empty()) << referee.problems.front();
      EXPECT_TRUE(referee.finished());
      ASSERT_TRUE(referee.state());
      EXPECT_TRUE(referee.state()->outcome().over());
      EXPECT_GT(referee.state()->ply(), 2);
    }
}

// Moves a piece back where it came from whenever it can, as several 2012 bots do.
Move shuttle(const GameState& state, Random& rng) {
  const auto history = state.history();
  if (history.size() >= 2) {
    const Move last = history[history.size() - 2].move;
    if (const Move back(last.to(), last.from()); state.check(back) == MoveError::kLegal) return back;
  }
  return state.randomLegalMove(rng);
}

TEST(Pc2012Bot, AcceptsAnOpponentThatBreaksTheRepetitionRules) {
  Referee referee(Side::Blue, 11);
  referee.opponentMove = shuttle;
  EXPECT_EQ(referee.play(12), 0);
  EXPECT_TRUE(referee.problems.empty()) << referee.problems.front();
  ASSERT_TRUE(referee.state());
  // The same game under the rulebook's rules has a move the two-square rule forbids.
  GameState rulebook(presetConfig(Variant::Classic), referee.state()->start());
  bool forbidden = false;
  for (const MoveRecord& record : referee.state()->history()) {
    if (rulebook.check(record.move) != MoveError::kLegal) {
      forbidden = true;
      break;
    }
    rulebook.make(record.move);
  }
  EXPECT_TRUE(forbidden);
}

TEST(Pc2012Bot, SetupIsFourLinesInItsOwnRows) {
  for (Side side : {Side::Red, Side::Blue}) {
    const BotRun run = runOn(pc2012::formatGreeting(side, "x") + "\n");
    EXPECT_EQ(run.status, 0);
    const std::vector<std::string> setup = testing::splitLines(run.output);
    ASSERT_EQ(setup.size(), 4u);
    const auto placement = pc2012::parseSetup(setup, side);
    ASSERT_TRUE(placement) << placement.error();
    EXPECT_FALSE(validateSetup(presetConfig(Variant::Classic), side, *placement));
  }
}

TEST(Pc2012Bot, ASessionReplaysExactlyAndEndsAtTheEndOfInput) {
  Referee referee(Side::Blue, 7);
  ASSERT_EQ(referee.play(7), 0);
  ASSERT_GT(referee.sent.size(), 200u);
  const BotRun again = runOn(joined(referee.sent), 7);
  EXPECT_EQ(again.status, 0);
  EXPECT_EQ(again.output, referee.botOutput());
  // Cut anywhere, the input just ends: the bot stops quietly.
  for (std::size_t cut = 0; cut < referee.sent.size(); cut += 37) {
    const std::vector<std::string> head(referee.sent.begin(), referee.sent.begin() + static_cast<long>(cut));
    EXPECT_EQ(runOn(joined(head), 7).status, 0) << "cut at line " << cut;
  }
}

TEST(Pc2012Bot, GarbageInAnyMoveLineExits1AndBoardLinesAreIgnored) {
  Referee referee(Side::Red, 8);
  ASSERT_EQ(referee.play(8), 0);
  // Past the greeting, in the first 100 turns (each replay plays the game up to the line).
  const std::size_t end = std::min<std::size_t>(referee.sent.size() - 1, 1200);
  for (std::size_t i = 1; i < end; i += 23) {
    std::vector<std::string> input = referee.sent;
    input[i] = "3 3 SIDEWAYS OK";
    const BotRun run = runOn(joined(input), 8);
    const bool boardLine = referee.boardLines.contains(i);
    EXPECT_EQ(run.status, boardLine ? 0 : 1) << "line " << i << " " << referee.sent[i] << ": " << run.errors;
    if (!boardLine) EXPECT_NE(run.errors.find("SIDEWAYS"), std::string::npos) << run.errors;
  }
}

TEST(Pc2012Bot, QuitEndsTheBotAnywhere) {
  const std::string greeting = "RED x 10 10\n";
  EXPECT_EQ(runOn("QUIT\n").status, 0);
  EXPECT_EQ(runOn(greeting + "QUIT\n").status, 0);
  EXPECT_EQ(runOn(greeting + "START\n....\nQUIT BLUE VICTORY 0 3 4\n").status, 0);
  EXPECT_EQ(runOn("").status, 0);
}

TEST(Pc2012Bot, NonsenseExits1WithAMessage) {
  const std::string board = joined(std::vector<std::string>(10, ".........."));
  struct Case {
    std::string input, message;
  };
  const std::vector<Case> cases{
      {"HELLO\n", "greeting"},
      {"GREEN x 10 10\n", "RED or BLUE"},
      {"RED x 8 8\n", "10 x 10"},
      {"RED x 10 10\nHELLO\n", "expected START"},
      {"BLUE x 10 10\nSTART\n", "not a move line"},
      {"BLUE x 10 10\n0 0 DOWN OK\n", "cannot be played"},       // onto RED's own piece
      {"BLUE x 10 10\n0 5 DOWN OK\n", "cannot be played"},       // from an empty square
      {"BLUE x 10 10\n0 3 DOWN KILLS 9 9\n", "not a move line"},  // equal ranks both die
      {"RED x 10 10\nSTART\n" + board + "0 0 UP OK\n", "not a move line"},
      {"\x01\xff\xfe garbage\n", "greeting"},
  };
  for (const Case& c : cases) {
    const BotRun run = runOn(c.input);
    EXPECT_EQ(run.status, 1) << c.input;
    EXPECT_NE(run.errors.find(c.message), std::string::npos) << c.input << " -> " << run.errors;
  }
}

TEST(Pc2012Bot, AnEchoOfAnotherMoveExits1) {
  Referee referee(Side::Red, 9);
  referee.mangleEcho = [](std::string echo) { return echo == "0 3 DOWN OK" ? "1 3 DOWN OK" : "0 3 DOWN OK"; };
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(referee.play(9), 1);
  EXPECT_NE(::testing::internal::GetCapturedStderr().find("echoed"), std::string::npos);
}

// Feeds the bot one chunk per read that needs more input, `reply` making each chunk from the
// chunks' count so far and what the bot has written.
struct ChunkedRun {
  int status;
  std::string output, errors;
  int chunks;  // how many chunks the bot asked for
};
ChunkedRun runChunked(const std::function<std::string(int, const std::string&)>& reply) {
  std::ostringstream out;
  int chunks = 0;
  AnsweringInput input([&] { return reply(chunks++, out.str()); });
  std::istream in(&input);
  ::testing::internal::CaptureStderr();
  const int status = runPc2012Bot(in, out, "random", 3);
  return {status, out.str(), ::testing::internal::GetCapturedStderr(), chunks};
}

std::string lastLine(const std::string& text) {
  const std::size_t end = text.find_last_not_of('\n');
  const std::size_t start = text.find_last_of('\n', end);
  return text.substr(start == std::string::npos ? 0 : start + 1, end - (start == std::string::npos ? 0 : start + 1) + 1);
}

// The 2012 manager sends a game-ending move to both bots, with VICTORY_FLAG (no ranks) or
// ILLEGAL instead of the usual outcome, and only then its QUIT. A bot that left on that line
// would have the manager write QUIT into a closed pipe, and its SIGPIPE handler then ends the
// game without the result line: the bot reads on to the QUIT.
TEST(Pc2012Bot, ReadsOnToTheQuitAfterTheManagersLastMoveLine) {
  const std::string board = joined(std::vector<std::string>(10, ".........."));
  const std::string quit = "QUIT /path/to/bot RED VICTORY 1 138 138\n";
  // Our move takes the flag: its echo ends in VICTORY_FLAG.
  const ChunkedRun ours = runChunked([&](int chunk, const std::string& said) -> std::string {
    switch (chunk) {
      case 0: return "RED /path/to/other 10 10\n";
      case 1: return "START\n" + board;
      case 2: return lastLine(said) + " VICTORY_FLAG\n";
      case 3: return quit;
      default: return "";
    }
  });
  EXPECT_EQ(ours.status, 0) << ours.errors;
  EXPECT_EQ(ours.chunks, 4);  // it asked for the QUIT, and not for more
  EXPECT_TRUE(ours.errors.empty()) << ours.errors;
  // The opponent's move takes our flag, or the manager found it illegal.
  for (const std::string_view ending : {"VICTORY_FLAG", "ILLEGAL"}) {
    const ChunkedRun theirs = runChunked([&](int chunk, const std::string&) -> std::string {
      switch (chunk) {
        case 0: return "BLUE /path/to/other 10 10\n";
        case 1: return "0 3 DOWN " + std::string(ending) + "\n";
        case 2: return quit;
        default: return "";
      }
    });
    EXPECT_EQ(theirs.chunks, 3) << ending;
    EXPECT_EQ(std::count(theirs.output.begin(), theirs.output.end(), '\n'), 4) << ending << ": only the setup";
    if (ending == "ILLEGAL") {
      EXPECT_EQ(theirs.status, 1);
      EXPECT_NE(theirs.errors.find("ILLEGAL"), std::string::npos) << theirs.errors;
    } else {
      EXPECT_EQ(theirs.status, 0) << theirs.errors;
    }
  }
  // Without a QUIT after it, the end of the input ends the bot as usual.
  EXPECT_EQ(runOn("BLUE x 10 10\n0 3 DOWN VICTORY_FLAG\n").status, 0);
}

// A reply the manager cannot read (NO_MOVE, which it stopped accepting, or nothing before
// its timeout) is passed on to the other bot as it came, an empty line for a timeout, and
// the game ends with QUIT: the other bot has won and stops quietly.
TEST(Pc2012Bot, AnOpponentsUnreadableReplyBeforeQuitEndsTheGameQuietly) {
  for (const std::string reply : {"NO_MOVE", "", "3 3 SIDEWAYS"}) {
    const BotRun run = runOn("BLUE x 10 10\n" + reply + "\nQUIT /a/bot RED ILLEGAL 1 138 138\n");
    EXPECT_EQ(run.status, 0) << reply << ": " << run.errors;
    EXPECT_TRUE(run.errors.empty()) << run.errors;
    // Followed by anything but QUIT, it is still nonsense.
    const BotRun broken = runOn("BLUE x 10 10\n" + reply + "\n..........\n");
    EXPECT_EQ(broken.status, 1) << reply;
  }
}

// The 2012 manager starts a bot afresh for every game: with a memory file, what one
// process saw of the opponent's setup is there for the next. Two games from referee seeds
// `seed` and `seed + 1`; `tookFlags` says whether `greedy` took the Flag in both, the only
// end that tests the last point (the manager's last line names no ranks).
void playTwoGamesWithAMemoryFile(std::uint64_t seed, bool& tookFlags) {
  const std::filesystem::path file = std::filesystem::temp_directory_path() / "stratego-pc2012-bot-memory";
  std::filesystem::remove(file);
  tookFlags = true;
  for (int game = 0; game < 2; ++game) {
    auto memory = openSetupMemoryFile(file, [](const std::string& error) { ADD_FAILURE() << error; });
    ASSERT_TRUE(memory.ok()) << memory.error();
    EXPECT_EQ((*memory)->recall(pc2012::gameConfig(), 0).setups().size(), static_cast<std::size_t>(game));
    Referee referee(Side::Red, seed + static_cast<std::uint64_t>(game));
    ASSERT_EQ(referee.play(7, "greedy", *memory), 0);
    ASSERT_TRUE(referee.state());
    const std::vector<std::string> lines = testing::readLines(file);
    ASSERT_EQ(lines.size(), static_cast<std::size_t>(game + 1));
    // Every rank the line shows is the true rank of the Blue piece that started there.
    const auto remembered = parseRememberedGame(lines.back());
    ASSERT_TRUE(remembered.ok()) << remembered.error();
    const PlayerView blue = makeView(*referee.state(), Side::Blue);
    const Board& board = blue.config.geometry();
    int shown = 0;
    for (const ViewPiece& p : blue.pieces) {
      if (p.side != Side::Blue) continue;
      const std::int8_t cell = remembered->seen.cells[board.asRed(Side::Blue, p.startSquare)];
      if (cell == SeenSetup::kUnknown || cell == SeenSetup::kMovable) continue;
      EXPECT_EQ(cell, index(*p.rank));
      ++shown;
    }
    EXPECT_GT(shown, 0);
    // The Flag our last move took is remembered although no line named it.
    const Outcome& end = referee.state()->outcome();
    if (end.winner == Winner::Red && end.reason == EndReason::FlagCaptured)
      EXPECT_NE(lines.back().find('F'), std::string::npos) << lines.back();
    else
      tookFlags = false;
  }
  std::filesystem::remove(file);
}

// Seeds are tried until `greedy` takes the Flag in both games (it may run into the referee's
// ply cap instead; which seeds do that changes with how it plays).
TEST(Pc2012Bot, AMemoryFileKeepsWhatEachGameShowedOfTheOpponentsSetup) {
  bool tookFlags = false;
  for (std::uint64_t seed = 16; !tookFlags; seed += 2) {
    ASSERT_LT(seed, 56u) << "in none of 20 pairs of games did greedy take the Flag twice";
    playTwoGamesWithAMemoryFile(seed, tookFlags);
    if (HasFatalFailure()) return;
  }
}

TEST(Pc2012Bot, UnknownPlayerExits1) {
  const BotRun run = runOn("RED x 10 10\n", 1, "nobody");
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.errors.find("nobody"), std::string::npos);
}

}  // namespace
}  // namespace stratego
