// The interactive loop of Card Battle (cli/play_cards.hpp): commands in, tables and
// events out.
#include "cli/play_cards.hpp"

#include <exception>
#include <istream>
#include <ostream>
#include <vector>

#include "cards/card_notation.hpp"
#include "cli/play_terminal.hpp"
#include "play/card_render.hpp"

namespace stratego::cli {
namespace {

using cards::CardAction;
using cards::CardEvent;
using cards::Phase;

// The stream of streamRandom that seeds the computer for each of its decisions (the board
// game's streams are below 8).
constexpr std::uint64_t kCardComputerStream = 8;

const char* const kCardHelp =
    "Commands:\n"
    "  arrange 10 9 B 3 F   after a deal: your front line, slot a first; the other cards stay in your hand\n"
    "  arrange              the same with the first five cards as they were dealt\n"
    "  attack a c           your card in slot a attacks their card in slot c\n"
    "  spy a                your Spy in slot a looks at their hand\n"
    "  scout a b d          your Scout in slot a looks at their cards in slots b and d\n"
    "  flag a               your Flag in slot a: gather your cards, shuffle and deal again\n"
    "  fill b 10            put a 10 from your hand into your empty slot b\n"
    "  actions              the legal actions now\n"
    "  show                 show the table again\n"
    "  save FILE            save the game (continue with: stratego play --resume FILE)\n"
    "  resign               give up the game\n"
    "  quit                 leave at once, without saving\n"
    "Cards are F S 2-10 B, slots a to e. A fill or a deal that leaves no choice is made for you.\n";

class CardPlayLoop {
 public:
  CardPlayLoop(cards::CardRecord& record, cards::CardReplay replay, const CardPlayOptions& options, std::istream& in,
               std::ostream& out)
      : record_(record), game_(std::move(replay.game)), events_(std::move(replay.events)), options_(options), in_(in),
        out_(out),
        savedActions_(record.actions.size()) {
    // What each side has not seen in a table yet: what happened since it last acted.
    for (std::size_t i = 0; i < events_.size(); ++i) tabled_[static_cast<std::size_t>(index(events_[i].actor))] = i + 1;
  }

  int run() {
    while (game_.phase() != Phase::Over) {
      const Side side = game_.toAct();
      if (!isHuman(side)) {
        computerAct(side);
        continue;
      }
      if (!handOver(side)) return quit();
      if (playOnlyChoice(side)) continue;
      if (showTable_) out_ << table(side);
      showTable_ = false;
      std::string line;
      if (!readLine(in_, out_, prompt(side), line)) return quit();
      if (!command(side, line)) return quit();
    }
    return finish();
  }

 private:
  bool isHuman(Side side) const { return options_.computer != side; }
  bool twoPeople() const { return !options_.computer.has_value(); }

  std::string prompt(Side side) const {
    static constexpr const char* kPhase[] = {"arrange", "act", "fill", ""};
    return std::string(sideName(side)) + " " + kPhase[static_cast<int>(game_.phase())] + "> ";
  }

  // The table of `side`, with the events it has not seen in one yet.
  std::string table(Side side) {
    std::size_t& from = tabled_[static_cast<std::size_t>(index(side))];
    const std::span<const CardEvent> recent(events_.data() + from, events_.size() - from);
    from = events_.size();
    return renderCardTable(cards::makeCardView(game_, side), recent, {.color = options_.color});
  }

  // Two people at one keyboard: hide the table and wait for `side` to be alone.
  bool handOver(Side side) {
    if (!twoPeople() || shownTo_ == side) return true;
    if (!passKeyboard(in_, out_, options_.terminal, side, "play")) return false;
    shownTo_ = side;
    showTable_ = true;
    return true;
  }

  // Plays a legal action and tells `viewer` (a person) what they saw of it.
  void play(const CardAction& action, Side viewer, const std::string& who) {
    const CardEvent event = game_.apply(action);
    record_.actions.push_back(action);
    events_.push_back(event);
    out_ << who << describeCardEvent(event, viewer) << "\n";
    // Against the computer the line stays on the screen; two people's screen is cleared
    // before the other looks, so the table tells it again.
    if (!twoPeople()) tabled_[static_cast<std::size_t>(index(viewer))] = events_.size();
    showTable_ = true;
  }

  // A deal or a fill that leaves one choice only (all dealt cards to the front, a hand of
  // one rank) is made without asking.
  bool playOnlyChoice(Side side) {
    if (game_.phase() != Phase::Arrange && game_.phase() != Phase::Fill) return false;
    game_.legalActions(actions_);
    if (actions_.size() != 1) return false;
    out_ << "The only choice, made for you: " << cards::actionText(actions_[0]) << "\n";
    play(actions_[0], side, "");
    return true;
  }

  // False when the person quits.
  bool command(Side side, const std::string& line) {
    const std::vector<std::string> w = words(line);
    if (w.empty()) return true;
    const std::string cmd = lower(w[0]);
    if (cmd == "help") {
      out_ << kCardHelp;
    } else if (cmd == "show" && w.size() == 1) {
      out_ << table(side);
    } else if ((cmd == "actions" || cmd == "moves") && w.size() == 1) {
      listActions();
    } else if (cmd == "save") {
      if (w.size() != 2)
        out_ << "Error: say where: save FILE\n";
      else
        save(w[1]);
    } else if (cmd == "quit" && w.size() == 1) {
      return false;
    } else if (cmd == "resign" && w.size() == 1) {
      game_.resign(side);
      record_.resigned = side;
    } else {
      actionCommand(side, line, cmd == "arrange" && w.size() == 1);
    }
    return true;
  }

  // An action typed by a person: played when legal, else the reason and nothing changes.
  void actionCommand(Side side, const std::string& line, bool firstFiveDealt) {
    Parsed<CardAction> parsed = firstFiveDealt ? Parsed<CardAction>(firstFive()) : cards::parseAction(line);
    if (!parsed) {
      out_ << "Error: " << parsed.error() << " (type help)\n";
      return;
    }
    if (auto why = game_.check(*parsed)) {
      out_ << "Error: " << cards::actionText(*parsed) << ": " << *why << "\n";
      return;
    }
    play(*parsed, side, "");
  }

  // The front line of `arrange` alone: the first cards of the deal, in the order dealt.
  CardAction firstFive() const {
    const cards::CardList& dealt = game_.side(game_.toAct()).hand;
    CardAction action{cards::ActionKind::Arrange};
    for (int i = 0; i < cards::kFrontSlots && i < dealt.size(); ++i) action.front[action.frontCount++] = dealt[i];
    return action;
  }

  void listActions() {
    game_.legalActions(actions_);
    out_ << "Legal actions (" << actions_.size() << "):";
    for (std::size_t i = 0; i < actions_.size(); ++i) out_ << (i == 0 ? " " : ", ") << cards::actionText(actions_[i]);
    out_ << "\n";
  }

  // ---- the computer ----

  std::string computerName() const { return "Computer (" + options_.computerPlayer->name() + ")"; }

  // The computer's player, started afresh for each decision with a seed from the game's
  // seed and the number of actions so far, and told the game as it saw it: what it decides
  // depends on the game only, so a resumed game plays on as the uninterrupted one.
  cards::CardPlayer& computer(Side side) {
    cards::CardPlayer& player = *options_.computerPlayer;
    player.newGame(side, streamRandom(record_.seed, kCardComputerStream, record_.actions.size()).next());
    for (const CardEvent& event : events_) player.observe(cards::eventSeenBy(event, side));
    return player;
  }

  // A player that fails or chooses an illegal action (it never should) resigns after
  // saying why.
  void computerAct(Side side) {
    const Side person = opponent(side);
    std::string failure;
    try {
      const CardAction action = computer(side).choose(cards::makeCardView(game_, side));
      if (auto why = game_.check(action)) {
        failure = "chose an illegal action (" + cards::actionText(action) + ": " + *why + ")";
      } else {
        play(action, person, computerName() + ": ");
        return;
      }
    } catch (const std::exception& e) {
      failure = std::string("threw an exception: ") + e.what();
    }
    out_ << "Error: " << computerName() << " failed: " << failure << "\n" << computerName() << " resigns.\n";
    game_.resign(side);
    record_.resigned = side;
  }

  // ---- saving and the end ----

  void save(const std::string& path) {
    if (writeSavedGame(out_, path, cards::writeCardRecord(record_))) savedActions_ = record_.actions.size();
  }

  // Quitting asks nothing; it says so when actions since the last save would be lost.
  int quit() {
    if (record_.actions.size() != savedActions_)
      out_ << "The game is not saved (to keep a game, type save FILE before quit).\n";
    out_ << "Goodbye.\n";
    return 0;
  }

  int finish() {
    // Two people: no table at the end, whose cards it would show to whoever looks.
    if (options_.computer) out_ << "\n" << table(opponent(*options_.computer));
    out_ << "Result: " << describeCardOutcome(cards::makeCardView(game_, Side::Red)) << "\n";
    const std::string path =
        options_.recordPath.empty() ? timestampedRecordPath("cards", ".sgc") : options_.recordPath;
    return writeFinishedRecord(out_, path, cards::writeCardRecord(record_));
  }

  cards::CardRecord& record_;
  cards::CardGame game_;
  std::vector<CardEvent> events_;
  const CardPlayOptions& options_;
  std::istream& in_;
  std::ostream& out_;
  std::array<std::size_t, 2> tabled_{};  // by side: the events shown to it in a table
  std::optional<Side> shownTo_;
  bool showTable_ = true;
  std::size_t savedActions_;  // the actions in the game as last saved (or resumed)
  std::vector<CardAction> actions_;  // scratch for legalActions
};

}  // namespace

int runCardPlay(cards::CardRecord& record, const CardPlayOptions& options, std::istream& in, std::ostream& out) {
  auto replay = cards::replayCardRecord(record);
  if (!replay) {
    out << "Error: " << replay.error() << "\n";
    return 1;
  }
  return CardPlayLoop(record, std::move(replay).value(), options, in, out).run();
}

}  // namespace stratego::cli
