// Card Battle in the terminal (`stratego play --variant cards`, RULES.md section 9):
// against the computer or between two people at one keyboard, with save and resume at any
// moment and a game record at the end. The loop mirrors the board game's (cli/play_loop).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include "cards/card_player.hpp"
#include "cards/card_record.hpp"

namespace stratego::cli {

struct CardPlayOptions {
  std::optional<Side> computer;             // the computer's side; none for two people
  cards::CardPlayer* computerPlayer = nullptr;  // plays that side (the caller's; outlives the loop)
  bool color = false;                       // ANSI colours
  bool terminal = false;                    // stdout is a terminal: clear the screen between people
  std::string recordPath;                   // empty: stratego-cards-<date>-<time>.sgc
};

// Plays the game of `record` from where its actions leave it (none: a new game) until it
// ends, a player quits or the input ends; `record` receives every action. Returns the exit
// code.
int runCardPlay(cards::CardRecord& record, const CardPlayOptions& options, std::istream& in, std::ostream& out);

// What `stratego play` was asked for a Card Battle game, new or resumed.
struct CardGameRequest {
  std::string deck = "standard";  // a preset of cards/deck
  std::string vs = "computer";    // or "human"
  std::string level = "random";   // one of computerLevels() (cli/play_menu)
  std::string side = "red";       // the person's side against the computer: red, blue or random
  std::uint64_t seed = 0;         // the shuffles (a new game), and a random side
  std::string resumePath;         // with its text: a saved game to continue
  std::string resumeText;
  CardPlayOptions play;           // computer and computerPlayer are set from the above
};

// True when `text` is a Card Battle record (its [Game "Card Battle"] tag), as opposed to a
// saved board game.
bool isCardRecord(std::string_view text);

// Starts or resumes the game, then runs the loop; errors in the request go to `err` (exit
// 1 for an unusable resume file, 2 for a bad option).
int playCardBattle(CardGameRequest request, std::istream& in, std::ostream& out, std::ostream& err);

}  // namespace stratego::cli
