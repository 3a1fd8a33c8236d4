// The interactive loop of `stratego play`: commands in, boards and messages out.
#include "cli/play_loop.hpp"

#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <climits>
#include <chrono>
#include <ctime>
#include <exception>
#include <iostream>
#include <sstream>
#include <vector>

#include "ai/shared_resources.hpp"
#include "cli/play_terminal.hpp"
#include "formats/notation.hpp"
#include "formats/record_text.hpp"
#include "play/render.hpp"
#include "play/session_file.hpp"

namespace stratego::cli {
namespace {

using SteadyClock = std::chrono::steady_clock;

// The random streams of streamRandom (cli/play_terminal) that the board game draws from.
enum Stream : std::uint64_t { kComputerMove = 1, kHumanSetup = 2, kComputerSetup = 4, kLibrarySetup = 6 };

// "e4", "e4-e5", "b2xb7": a letter then a digit.
bool looksLikeSquare(const std::string& w) {
  return w.size() >= 2 && std::isalpha(static_cast<unsigned char>(w[0])) && std::isdigit(static_cast<unsigned char>(w[1]));
}

const char* const kSetupHelp =
    "Setup commands:\n"
    "  random          a new random setup\n"
    "  library         a setup from the library (human setups, named ones for small boards)\n"
    "  library NAME|N  the named setup, or number N, of the library ('library list' names them)\n"
    "  swap a1 b2      swap two squares (either may be empty)\n"
    "  place a1 X      put a piece (F B S 2-9 X) on an empty square\n"
    "  clear a1        take a piece off\n"
    "  show            show the setup again\n"
    "  ready           start playing with this setup\n"
    "  save FILE       save the game\n"
    "  quit            leave (offers to save)\n";

const char* const kPlayHelp =
    "Commands:\n"
    "  a4-a5, b2xb7, a4 a5   play a move\n"
    "  moves [e4]            legal moves (from one square)\n"
    "  show                  show the board again\n"
    "  undo                  take back your last move and the reply (against the computer)\n"
    "  save FILE             save the game\n"
    "  resign                give up the game\n"
    "  draw                  offer a draw\n"
    "  quit                  leave (offers to save)\n";

class PlayLoop {
 public:
  PlayLoop(GameSession& session, const PlayOptions& options, std::istream& in, std::ostream& out)
      : session_(session), options_(options), in_(in), out_(out) {}

  int run() {
    if (!setupPhase()) return quit();
    if (!playPhase()) return quit();
    return finish();
  }

 private:
  bool isHuman(Side side) const { return options_.computer != side; }
  bool twoPeople() const { return !options_.computer.has_value(); }
  const Board& board() const { return session_.config().geometry(); }

  // Reads one line after `prompt`; false at the end of the input.
  bool readLine(const std::string& prompt, std::string& line) { return cli::readLine(in_, out_, prompt, line); }

  // Two people at one keyboard: hide the board and wait for `side` to be alone.
  bool handOver(Side side, const std::string& what) {
    if (!twoPeople() || shownTo_ == side) return true;
    if (!passKeyboard(in_, out_, options_.terminal, side, what)) return false;
    shownTo_ = side;
    return true;
  }

  // ---- setup phase ----

  std::string renderSetup(Side side) const {
    const Placement& setup = session_.setup(side);
    std::string text = "Your setup (" + std::string(sideName(side)) + "):\n" +
                       stratego::renderSetup(session_.config(), side, setup);
    std::string missing;
    const Army placed = setup.army(side);
    for (int r = kRankCount - 1; r >= 0; --r) {
      const int left = session_.config().army[static_cast<std::size_t>(r)] - placed[static_cast<std::size_t>(r)];
      if (left > 0) missing += (missing.empty() ? "" : ", ") + std::to_string(left) + " " + rankLetter(static_cast<Rank>(r));
    }
    text += "Not placed yet: " + (missing.empty() ? std::string("none") : missing) + "\n";
    return text;
  }

  bool setupPhase() {
    for (Side side : {Side::Red, Side::Blue}) {
      if (session_.isReady(side)) continue;
      if (!isHuman(side)) computerSetup(side);
    }
    for (Side side : {Side::Red, Side::Blue}) {
      if (session_.isReady(side) || session_.phase() != Phase::Setup) continue;
      if (!handOver(side, "set up")) return false;
      if (armyCount(session_.setup(side)) == 0) {
        Random rng = streamRandom(options_.seed, kHumanSetup + index(side), 0);
        session_.randomSetup(side, rng);
      }
      out_ << renderSetup(side) << "Edit the setup (type help), then type ready.\n";
      if (!setupLoop(side)) return false;
    }
    return true;
  }

  static int armyCount(const Placement& setup) {
    int n = 0;
    for (Side s : {Side::Red, Side::Blue}) n += armySize(setup.army(s));
    return n;
  }

  std::optional<Square> square(const std::string& text) {
    auto parsed = parseSquare(board(), lower(text));
    if (!parsed) {
      out_ << "Error: " << parsed.error() << "\n";
      return std::nullopt;
    }
    return *parsed;
  }

  // A setup from the library: drawn at random, by number (1-based) or by name; nothing
  // (after saying why) when there is none, or after `list`.
  std::optional<Placement> librarySetup(Side side, const std::string& which) {
    if (!library_) {
      const Parsed<SetupLibrary>& loaded = loadedSetupLibrary();  // the one the computer uses
      if (!loaded) {
        out_ << "Error: the setup library is not available: " << loaded.error() << "\n";
        return std::nullopt;
      }
      library_ = &*loaded;
    }
    const Variant variant = session_.config().variant;
    const std::size_t count = library_->count(variant);
    if (count == 0) {
      out_ << "Error: the library has no setups for " << variantName(variant) << "\n";
      return std::nullopt;
    }
    if (which.empty()) {
      Random rng = streamRandom(options_.seed, kLibrarySetup + index(side), ++librarySetups_);
      return library_->draw(variant, side, rng);
    }
    if (which == "list") {
      const std::vector<std::string> names = library_->names(variant);
      out_ << count << " setups for " << variantName(variant) << "; named:";
      for (const std::string& name : names) out_ << " " << name;
      out_ << (names.empty() ? " none\n" : "\n");
      return std::nullopt;
    }
    if (std::all_of(which.begin(), which.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
      const std::size_t n = which.size() > 9 ? count + 1 : std::stoul(which);
      if (n >= 1 && n <= count) return library_->at(variant, side, n - 1);
      out_ << "Error: the library has setups 1 to " << count << " for " << variantName(variant) << "\n";
      return std::nullopt;
    }
    if (auto named = library_->named(variant, side, which)) return named;
    out_ << "Error: no setup named '" << which << "' for " << variantName(variant) << " (library list names them)\n";
    return std::nullopt;
  }

  bool setupLoop(Side side) {
    std::string line;
    while (readLine(std::string(sideName(side)) + " setup> ", line)) {
      const std::vector<std::string> w = words(line);
      if (w.empty()) continue;
      const std::string cmd = lower(w[0]);
      Refusal refusal;
      bool edited = false;
      if (cmd == "help") {
        out_ << kSetupHelp;
        continue;
      } else if (cmd == "show" && w.size() == 1) {
        out_ << renderSetup(side);
        continue;
      } else if (cmd == "quit" && w.size() == 1) {
        return false;
      } else if (cmd == "save") {
        saveCommand(w);
        continue;
      } else if (cmd == "random" && w.size() == 1) {
        Random rng = streamRandom(options_.seed, kHumanSetup + index(side), ++randomSetups_);
        refusal = session_.randomSetup(side, rng);
        edited = true;
      } else if (cmd == "library" && w.size() <= 2) {
        auto setup = librarySetup(side, w.size() == 2 ? w[1] : std::string());
        if (!setup) continue;
        refusal = session_.setSetup(side, *setup);
        edited = true;
      } else if (cmd == "swap" && w.size() == 3) {
        auto a = square(w[1]);
        auto b = a ? square(w[2]) : std::nullopt;
        if (!b) continue;
        refusal = session_.swap(side, *a, *b);
        edited = true;
      } else if (cmd == "place" && w.size() == 3) {
        auto s = square(w[1]);
        if (!s) continue;
        auto rank = w[2].size() == 1 ? rankFromLetter(static_cast<char>(std::toupper(static_cast<unsigned char>(w[2][0]))))
                                     : std::nullopt;
        if (!rank) {
          out_ << "Error: '" << w[2] << "' is not a piece: use F B S 2-9 X\n";
          continue;
        }
        refusal = session_.place(side, *s, *rank);
        edited = true;
      } else if (cmd == "clear" && w.size() == 2) {
        auto s = square(w[1]);
        if (!s) continue;
        refusal = session_.clearSquare(side, *s);
        edited = true;
      } else if (cmd == "ready" && w.size() == 1) {
        if (auto r = session_.ready(side)) {
          out_ << "Error: " << *r << "\n";
          continue;
        }
        out_ << sideName(side) << " is ready.\n";
        return true;
      } else if (looksLikeSquare(cmd)) {
        out_ << "Error: the game has not started: finish the setup, then type ready\n";
        continue;
      } else {
        out_ << "Error: unknown or incomplete setup command '" << line << "' (type help)\n";
        continue;
      }
      if (refusal) {
        out_ << "Error: " << *refusal << "\n";
      } else if (edited) {
        out_ << renderSetup(side);
      }
    }
    return false;
  }

  // ---- play phase ----

  std::string render(Side side) const {
    const PlayerView view = *session_.view(side);
    const Clock* clock = session_.clock().control() == TimeControl{} ? nullptr : &session_.clock();
    return renderBoard(view, {.color = options_.color}) + renderStatus(view, clock);
  }

  std::int64_t elapsedMs() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(SteadyClock::now() - turnStart_).count();
  }

  // Ends the game if the clock of `side` ran out `ms` into its thinking.
  bool flagFell(Side side, std::int64_t ms) {
    if (session_.clock().control() == TimeControl{}) return false;
    return !session_.flagFall(side, ms).has_value();
  }

  // With a running clock and a way to wait for input: shows `prompt` and waits for the
  // line until the clock of `side` runs out; false when it did (the game is then over).
  bool waitOrFlagFall(Side side, const std::string& prompt) {
    const TimeControl& control = session_.clock().control();
    if (!options_.waitForLine || control == TimeControl{}) return true;
    out_ << prompt << std::flush;
    idlePrompted_ = true;
    for (;;) {
      std::int64_t limit = INT64_MAX;
      if (control.initialMs > 0) limit = session_.clock().remaining(side) + control.delayMs;
      if (control.gameMs > 0) limit = std::min(limit, session_.clock().gameRemaining());
      const std::int64_t wait = std::max<std::int64_t>(limit - elapsedMs(), 0) + 5;
      if (options_.waitForLine(wait)) return true;
      if (flagFell(side, elapsedMs())) {
        out_ << "\nTime is up for " << sideName(side) << ".\n";
        idlePrompted_ = false;
        return false;
      }
    }
  }

  // ---- the computer ----

  // The computer's player, started afresh for each decision with a seed from `stream` and
  // `n`: what it decides then depends on the seed and the position only (not on earlier
  // calls), so a resumed game, or one after an undo, plays on as the uninterrupted one.
  Player& computer(Side side, std::uint64_t stream, std::uint64_t n) {
    options_.computerPlayer->newGame(session_.config(), side, streamRandom(options_.seed, stream, n).next());
    return *options_.computerPlayer;
  }

  std::string computerName() const { return "Computer (" + options_.computerPlayer->name() + ")"; }

  // The setup the computer's player chooses; should it fail (it never should), a random
  // one after saying why, since the game cannot start without one.
  void computerSetup(Side side) {
    Refusal problem;
    try {
      const SetupDecision answer = computer(side, kComputerSetup + index(side), 0).setup();
      problem = answer.error.empty() ? session_.setSetup(side, answer.setup) : answer.error;
    } catch (const std::exception& e) {
      problem = std::string("threw an exception: ") + e.what();
    }
    if (problem) {
      out_ << "Error: the setup of " << computerName() << " failed: " << *problem << "; it sets up at random\n";
      Random rng = streamRandom(options_.seed, kComputerSetup + index(side), 0);
      session_.randomSetup(side, rng);
    }
    session_.ready(side);
  }

  // No node limit: the player's level has its own budget, which keeps its moves quick and
  // reproducible. With a clock, its time too, so that it shares that out.
  ThinkLimits thinkLimits(Side side) const {
    ThinkLimits limits;
    const Clock& clock = session_.clock();
    if (clock.control().initialMs > 0) {
      limits.remainingMs = clock.remaining(side);
      limits.incrementMs = clock.control().incrementMs;
      limits.opponentMs = clock.remaining(opponent(side));
    }
    return limits;
  }

  // "  depth 4, 12k nodes", or nothing for a player that does not search.
  static std::string thinking(const ThinkReport& report) {
    if (report.nodes == 0) return "";
    const std::string nodes =
        report.nodes < 10000 ? std::to_string(report.nodes) : std::to_string(report.nodes / 1000) + "k";
    return "  depth " + std::to_string(report.depth) + ", " + nodes + " nodes";
  }

  // The computer's move, played through the session like a person's and on the same
  // clock. A player that fails or chooses an illegal move (it never should) resigns after
  // saying why, and so does one that answers no move.
  void computerMove(Side side) {
    turnStart_ = SteadyClock::now();
    const GameState& state = *session_.state();
    Decision decision;
    try {
      decision = computer(side, kComputerMove, static_cast<std::uint64_t>(state.ply()))
                     .choose(*session_.view(side), thinkLimits(side));
    } catch (const std::exception& e) {
      decision.error = std::string("threw an exception: ") + e.what();
    }
    const std::int64_t ms = elapsedMs();
    if (flagFell(side, ms)) {
      out_ << "Time is up for " << sideName(side) << ".\n";
      return;
    }
    Refusal failure;
    if (!decision.error.empty()) {
      failure = decision.error;
    } else if (!decision.move.isNone()) {
      const std::string text = formatMove(state, decision.move);
      failure = session_.move(side, decision.move, ms);
      if (!failure) {
        out_ << computerName() << " plays " << text << thinking(decision.report) << "\n";
        return;
      }
      failure = "chose an illegal move (" + *failure + ")";
    }
    if (failure) out_ << "Error: " << computerName() << " failed: " << *failure << "\n";
    out_ << computerName() << " resigns.\n";
    session_.resign(side);
  }

  bool playPhase() {
    bool showBoard = true;
    std::optional<Side> turnOf;
    while (session_.phase() == Phase::Playing) {
      const Side side = session_.state()->toMove();
      if (!isHuman(side)) {
        computerMove(side);
        showBoard = true;
        continue;
      }
      if (turnOf != side) {
        if (!handOver(side, "move")) return false;
        turnOf = side;
        turnStart_ = SteadyClock::now();
        showBoard = true;
      }
      if (showBoard) out_ << render(side);
      showBoard = false;
      std::string line;
      if (!waitOrFlagFall(side, std::string(sideName(side)) + "> ")) break;
      if (!readLine(idlePrompted_ ? std::string() : std::string(sideName(side)) + "> ", line)) return false;
      idlePrompted_ = false;
      if (flagFell(side, elapsedMs())) break;
      const std::vector<std::string> w = words(line);
      if (w.empty()) continue;
      const std::string cmd = lower(w[0]);
      if (cmd == "help") {
        out_ << kPlayHelp;
      } else if (cmd == "show" && w.size() == 1) {
        showBoard = true;
      } else if (cmd == "moves" && w.size() <= 2) {
        movesCommand(w);
      } else if (cmd == "save") {
        saveCommand(w);
      } else if (cmd == "quit" && w.size() == 1) {
        return false;
      } else if (cmd == "resign" && w.size() == 1) {
        session_.resign(side);
      } else if (cmd == "draw" && w.size() == 1) {
        if (!drawCommand(side)) return false;
      } else if (cmd == "undo" && w.size() == 1) {
        if (twoPeople()) {
          out_ << "Error: undo works only against the computer\n";
        } else if (auto refusal = session_.undo(side)) {
          out_ << "Error: " << *refusal << "\n";
        } else {
          out_ << "Took back your last move.\n";
          showBoard = true;
        }
      } else if (looksLikeSquare(cmd)) {
        const auto move = parseMove(*session_.state(), lower(line));
        if (!move) {
          out_ << "Error: " << move.error() << "\n";
        } else {
          const std::string text = formatMove(*session_.state(), *move);
          if (auto refusal = session_.move(side, *move, elapsedMs())) {
            out_ << "Error: illegal move " << text << ": " << *refusal << "\n";
          } else {
            out_ << sideName(side) << " plays " << text << "\n";
            turnOf.reset();
            if (twoPeople() && session_.phase() == Phase::Playing) out_ << renderStatus(*session_.view(side));
          }
        }
      } else {
        out_ << "Error: unknown command '" << line << "' (type help)\n";
      }
    }
    return true;
  }

  void movesCommand(const std::vector<std::string>& w) {
    const GameState& state = *session_.state();
    std::optional<Square> from;
    if (w.size() == 2) {
      from = square(w[1]);
      if (!from) return;
    }
    MoveList list;
    const int n = state.legalMoves(list);
    std::vector<std::string> texts;
    for (int i = 0; i < n; ++i)
      if (!from || list[static_cast<std::size_t>(i)].from() == *from)
        texts.push_back(formatMove(state, list[static_cast<std::size_t>(i)]));
    std::sort(texts.begin(), texts.end());
    out_ << "Legal moves" << (from ? " from " + squareName(*from) : std::string()) << " (" << texts.size() << "):";
    for (const std::string& t : texts) out_ << " " << t;
    out_ << "\n";
  }

  // False when the input ended.
  bool drawCommand(Side side) {
    if (auto refusal = session_.offerDraw(side)) {
      out_ << "Error: " << *refusal << "\n";
      return true;
    }
    const Side other = opponent(side);
    if (!twoPeople()) {
      session_.declineDraw(other);
      out_ << "The computer declines the draw.\n";
      return true;
    }
    std::string answer;
    if (!readLine(std::string(sideName(side)) + " offers a draw. " + std::string(sideName(other)) +
                      ", do you accept? (yes/no) ",
                  answer))
      return false;
    if (lower(answer) == "yes" || lower(answer) == "y") {
      session_.acceptDraw(other);
    } else {
      session_.declineDraw(other);
      out_ << sideName(other) << " declines the draw.\n";
    }
    return true;
  }

  void saveCommand(const std::vector<std::string>& w) {
    if (w.size() != 2) {
      out_ << "Error: say where: save FILE\n";
      return;
    }
    save(w[1]);
  }

  bool save(const std::string& path) { return writeSavedGame(out_, path, saveSession(session_)); }

  int quit() {
    std::string answer;
    if (in_ && readLine("Save before quitting? (file name or empty) ", answer)) {
      const std::vector<std::string> w = words(answer);
      if (!w.empty()) save(w[0]);
    }
    out_ << "Goodbye.\n";
    return 0;
  }

  std::string recordPath() const {
    if (!options_.recordPath.empty()) return options_.recordPath;
    return timestampedRecordPath(variantName(session_.config().variant), ".sgr");
  }

  int finish() {
    // Two people: no board at the end, whose ranks it would show to whoever looks.
    const Side viewer = options_.computer ? opponent(*options_.computer) : session_.state()->toMove();
    if (options_.computer) out_ << "\n" << render(viewer);
    out_ << "Result: " << describeOutcome(*session_.view(viewer)) << "\n";
    const std::string path = recordPath();
    return writeFinishedRecord(out_, path, formatRecord(session_.record()));
  }

  GameSession& session_;
  const PlayOptions& options_;
  std::istream& in_;
  std::ostream& out_;
  std::optional<Side> shownTo_;
  std::uint64_t randomSetups_ = 0;
  std::uint64_t librarySetups_ = 0;
  const SetupLibrary* library_ = nullptr;  // loaded on first use
  SteadyClock::time_point turnStart_ = SteadyClock::now();
  bool idlePrompted_ = false;  // the prompt of the line to read is already shown
};

}  // namespace

void FdInput::compact() {
  buffer_.erase(0, static_cast<std::size_t>(gptr() - eback()));
  setg(buffer_.data(), buffer_.data(), buffer_.data() + buffer_.size());
}

bool FdInput::hasLine() const { return std::find(gptr(), egptr(), '\n') != egptr(); }

bool FdInput::readMore(int timeoutMs) {
  compact();
  pollfd p{fd_, POLLIN, 0};
  int ready = 0;
  while ((ready = ::poll(&p, 1, timeoutMs)) < 0 && errno == EINTR) {
  }
  if (ready == 0) return false;
  char chunk[4096];
  ssize_t n = 0;
  while ((n = ::read(fd_, chunk, sizeof chunk)) < 0 && errno == EINTR) {
  }
  if (n <= 0) {
    eof_ = true;
  } else {
    buffer_.append(chunk, static_cast<std::size_t>(n));
  }
  setg(buffer_.data(), buffer_.data(), buffer_.data() + buffer_.size());
  return true;
}

bool FdInput::waitForLine(std::int64_t timeoutMs) {
  const auto deadline = SteadyClock::now() + std::chrono::milliseconds(timeoutMs);
  for (;;) {
    if (eof_ || hasLine()) return true;
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - SteadyClock::now()).count();
    if (left <= 0) return false;
    if (!readMore(static_cast<int>(std::min<std::int64_t>(left, INT_MAX)))) return false;
  }
}

FdInput::int_type FdInput::underflow() {
  while (gptr() == egptr() && !eof_) readMore(-1);
  return gptr() == egptr() ? traits_type::eof() : traits_type::to_int_type(*gptr());
}

int runPlay(GameSession& session, const PlayOptions& options, std::istream& in, std::ostream& out) {
  return PlayLoop(session, options, in, out).run();
}

}  // namespace stratego::cli
