#include "protocol/pc2012_bot.hpp"

#include <iostream>
#include <memory>
#include <optional>
#include <vector>

#include "ai/builtin_players.hpp"
#include "ai/series_seat.hpp"
#include "formats/text_util.hpp"
#include "protocol/pc2012_codec.hpp"
#include "protocol/view_tracker.hpp"

namespace stratego {
namespace {

// The 2012 referee gives a bot 2 s per answer by default; half of it leaves room for
// starting up, the pipes and a busy machine.
constexpr std::int64_t kMoveTimeMs = 1000;

// How the bot stops: the referee said QUIT or closed its output (exit 0), or said
// something that makes no sense (exit 1). Thrown from any read, caught once at the top.
struct Finished {};
struct Nonsense {
  std::string why;
};

// The squares of a side's setup zone: in classic every one of them holds a piece.
std::vector<Square> zoneSquares(const GameConfig& config, Side side) {
  std::vector<Square> squares;
  for (Bitboard zone = config.geometry().setupZone(side); !zone.empty();) squares.push_back(zone.popLowest());
  return squares;
}

class Bot {
 public:
  Bot(std::istream& in, std::ostream& out, std::unique_ptr<Player> player)
      : in_(in), out_(out), player_(std::move(player)) {}

  void run(std::uint64_t seed) {
    const auto side = pc2012::parseGreeting(next());
    if (!side) throw Nonsense{"the first line is not a greeting: " + side.error()};
    side_ = *side;
    const GameConfig config = pc2012::gameConfig();
    player_->newGame(config, side_, seed);
    const SetupDecision setup = player_->setup();
    if (!setup.error.empty()) throw Nonsense{"the player cannot set up: " + setup.error};
    for (const std::string& line : pc2012::formatSetup(setup.setup, side_)) send(line);
    tracker_.emplace(config, side_, setup.setup, zoneSquares(config, opponent(side_)));
    while (true) playTurn();
  }

  // The game is over (the referee's QUIT, or the end of its input): the player learns what
  // it saw, if the game got as far as the setups.
  void gameOver() {
    if (tracker_) player_->gameOver(tracker_->view());
  }

 private:
  // The next line from the referee without its line end; nothing at the end of input.
  std::optional<std::string> readLine() {
    std::string line;
    if (!std::getline(in_, line)) return std::nullopt;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    return line;
  }
  static bool isQuit(const std::string& line) { return line == "QUIT" || line.starts_with("QUIT "); }

  // The next line from the referee; QUIT and the end of input finish the game.
  std::string next() {
    auto line = readLine();
    if (!line || isQuit(*line)) throw Finished{};
    return *line;
  }

  void send(const std::string& line) { out_ << line << '\n' << std::flush; }

  // A move the referee reported, `whose` it is for messages. The 2012 manager reports a
  // move that ends the game (the flag taken, or a move it found illegal) to both bots before
  // its QUIT: the bot then reads on to the QUIT, for leaving earlier would make the manager
  // write the QUIT into a closed pipe, and its SIGPIPE handler ends the game without the
  // result line.
  SeenMove parse(const std::string& line, const std::string& whose) {
    if (const auto final = pc2012::finalOutcome(line)) {
      try {
        while (true) next();
      } catch (const Finished&) {
      }
      if (*final == "ILLEGAL") throw Nonsense{"the referee ended the game with " + whose + " " + quoted(line)};
      throw Finished{};
    }
    auto seen = pc2012::parseConfirmation(line);
    if (!seen) {
      // The manager passes on a reply it could not read as it came (NO_MOVE, or an empty
      // line when the bot timed out) and then ends the game with QUIT.
      if (const auto after = readLine(); after && isQuit(*after)) throw Finished{};
      throw Nonsense{whose + " " + quoted(line) + " is not a move line: " + seen.error()};
    }
    return *seen;
  }

  void apply(const SeenMove& seen, const std::string& line, const std::string& whose) {
    if (const auto error = tracker_->apply(seen))
      throw Nonsense{whose + " " + quoted(line) + " cannot be played: " + *error};
  }

  // Our move took the Flag. The manager's last line names no ranks, but the piece taken was
  // the Flag, and where it stood is what the memory of setups most wants to keep.
  void learnTheFlag(Move ours) {
    for (const ViewPiece& p : tracker_->view().pieces)
      if (p.side == side_ && p.square == ours.from() && p.rank) {
        // A picture that refuses the capture keeps what it had: the game is over anyway.
        (void)tracker_->apply({ours, *p.rank, Rank::Flag});
        return;
      }
  }

  void playTurn() {
    // START comes exactly when it is our move without an opponent's move before it.
    const std::string first = next();
    if (tracker_->view().toMove == side_) {
      if (first != "START") throw Nonsense{"expected START, got " + quoted(first)};
    } else {
      apply(parse(first, "the opponent's move"), first, "the opponent's move");
    }
    for (int i = 0; i < pc2012::kBoardLines; ++i) next();  // we trust the move lines instead

    const Decision decision = player_->choose(tracker_->view(), ThinkLimits{.moveTimeMs = kMoveTimeMs});
    if (!decision.error.empty()) throw Nonsense{"the player failed: " + decision.error};
    if (decision.move.isNone()) {  // the player resigns
      send("SURRENDER");
      next();  // the referee's QUIT, read so that it does not write into a closed pipe
      throw Finished{};
    }
    const std::string move = pc2012::formatMove(decision.move);
    send(move);
    const std::string echo = next();
    if (pc2012::finalOutcome(echo) == "VICTORY_FLAG") learnTheFlag(decision.move);
    const SeenMove echoed = parse(echo, "the echo of our move");
    if (echoed.move != decision.move)
      throw Nonsense{"the referee echoed " + quoted(echo) + " for our move " + quoted(move)};
    apply(echoed, echo, "our move");
  }

  std::istream& in_;
  std::ostream& out_;
  std::unique_ptr<Player> player_;
  Side side_ = Side::Red;
  std::optional<ViewTracker> tracker_;
};

}  // namespace

int runPc2012Bot(std::istream& in, std::ostream& out, const std::string& playerSpec, std::uint64_t seed,
                 std::shared_ptr<SetupMemory> memory) {
  std::string error;
  std::unique_ptr<Player> player = makeBuiltinPlayer(playerSpec, error, nextSeat(memory));
  if (!player) {
    std::cerr << "pc2012: " << error << '\n';
    return 1;
  }
  Bot bot(in, out, std::move(player));
  try {
    bot.run(seed);
  } catch (const Finished&) {
    bot.gameOver();
    return 0;
  } catch (const Nonsense& nonsense) {
    std::cerr << "pc2012: " << nonsense.why << '\n';
    return 1;
  }
  return 0;
}

}  // namespace stratego
