// Starting or resuming a Card Battle game for `stratego play` (cli/play_cards.hpp).
#include <memory>
#include <ostream>

#include "cards/deck.hpp"
#include "cli/play_cards.hpp"
#include "cli/play_loop.hpp"
#include "cli/play_menu.hpp"
#include "formats/record_tags.hpp"

namespace stratego::cli {
namespace {

// A saved game to resume, and the computer's side in it (found by its name); nothing after
// saying why on `err`.
std::optional<cards::CardRecord> resumedRecord(const CardGameRequest& request, std::optional<Side>& computer,
                                               std::ostream& err) {
  auto loaded = cards::readCardRecord(request.resumeText);
  if (!loaded) {
    err << "stratego play: " << request.resumePath << ": " << loaded.error() << "\n";
    return std::nullopt;
  }
  if (loaded->resigned || cards::replayCardRecord(*loaded)->game.phase() == cards::Phase::Over) {
    err << "stratego play: " << request.resumePath << ": the game is over; there is nothing to resume\n";
    return std::nullopt;
  }
  for (Side side : {Side::Red, Side::Blue})
    if (loaded->names[static_cast<std::size_t>(index(side))] == kComputerName) computer = side;
  return std::move(loaded).value();
}

// A new game as the request asks; nothing after saying why on `err`.
std::optional<cards::CardRecord> newRecord(const CardGameRequest& request, std::optional<Side>& computer,
                                           std::ostream& err) {
  const cards::Deck* deck = cards::deckByName(request.deck);
  if (!deck) {
    err << "stratego play: --deck: unknown deck '" << request.deck << "'\n";
    return std::nullopt;
  }
  cards::CardRecord record;
  record.deckName = deck->name;
  record.rules.deck = deck->counts;
  record.seed = request.seed;
  record.names = {kHumanName, kHumanName};
  if (request.vs == "computer") {
    Side person = request.side == "blue" ? Side::Blue : Side::Red;
    if (request.side == "random") person = Random(request.seed).next() % 2 == 0 ? Side::Red : Side::Blue;
    computer = opponent(person);
    record.names[static_cast<std::size_t>(index(*computer))] = kComputerName;
  }
  return record;
}

}  // namespace

bool isCardRecord(std::string_view text) {
  TextCursor in(text);
  auto tags = readTags(in);
  if (!tags) return false;
  for (const Tag& tag : *tags)
    if (tag.name == "Game") return tag.value == "Card Battle";
  return false;
}

int playCardBattle(CardGameRequest request, std::istream& in, std::ostream& out, std::ostream& err) {
  CardPlayOptions& play = request.play;
  const bool resuming = !request.resumePath.empty();
  std::optional<cards::CardRecord> record =
      resuming ? resumedRecord(request, play.computer, err) : newRecord(request, play.computer, err);
  if (!record) return resuming ? 1 : 2;

  // The level is not saved with a game: a resumed one plays at --level again.
  std::unique_ptr<cards::CardPlayer> computer;
  std::string opponentText = "two people at one keyboard";
  if (play.computer) {
    std::string error;
    computer = cards::makeCardPlayer(levelPlayer(request.level), error);
    if (!computer) {
      err << "stratego play: --level: " << error << "\n";
      return 2;
    }
    play.computerPlayer = computer.get();
    opponentText = "you play " + std::string(sideName(opponent(*play.computer))) +
                   " against the computer at level " + computer->name();
  }
  if (resuming) {
    out << "Resumed " << request.resumePath << " (Card Battle, " << opponentText << "; type help for commands)\n";
  } else {
    out << "Card Battle with the " << record->deckName << " deck, " << opponentText << " (seed " << record->seed
        << "; type help for commands)\n";
  }
  return runCardPlay(*record, play, in, out);
}

}  // namespace stratego::cli
