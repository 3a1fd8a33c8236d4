// The lines of our engine protocol (docs/PROTOCOL.md) as values, written and read by both
// sides: the referee (protocol/engine_client) and the engine (protocol/engine_protocol).
// A line is words separated by spaces; after its command word most lines are name/value
// pairs ("movetime 500 nodes 20000"). Readers return an error naming the bad word; none
// throws.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "ai/player.hpp"
#include "core/config.hpp"
#include "core/outcome.hpp"
#include "core/state.hpp"
#include "core/view.hpp"
#include "formats/parse_result.hpp"
#include "protocol/view_tracker.hpp"

namespace stratego::engine {

using Words = std::span<const std::string_view>;

// The words of a line, split at runs of spaces and tabs (a trailing '\r' counts as space).
std::vector<std::string_view> splitWords(std::string_view line);

// A whole decimal number without sign (nodes, milliseconds, seeds); nothing otherwise.
std::optional<std::uint64_t> parseCount(std::string_view text);

// "red" or "blue", as the protocol writes sides.
std::string_view sideWord(Side side);

// newgame variant <variant> side <red|blue> [seed <n>] [<rule option key> <value>]...
struct NewGame {
  GameConfig config;
  Side side = Side::Red;
  std::optional<std::uint64_t> seed;
};
std::string formatNewGame(const NewGame& game);  // writes every rule option
Parsed<NewGame> parseNewGame(Words args);

// opponent <square>...: where the enemy's pieces stand at the start, ranks unknown.
std::string formatOpponent(const std::vector<Square>& squares);
Parsed<std::vector<Square>> parseOpponent(const Board& board, Words args);
// The enemy's start squares in a view, in square order.
std::vector<Square> enemyStartSquares(const PlayerView& view);

// move <move>[<battle note>]: "a4-a5", "b2xb7(7>5)" (formats/notation).
std::string formatMoveLine(const PublicMove& move);
Parsed<SeenMove> parseMoveLine(const Board& board, Words args);

// go [movetime <ms>] [nodes <n>] [rtime <ms>] [btime <ms>] [rinc <ms>] [binc <ms>]: the
// limits of the side `side` to move (its own clock is its remaining time).
std::string formatGo(const ThinkLimits& limits, Side side);
Parsed<ThinkLimits> parseGo(Words args, Side side);

// info depth <d> nodes <n> nps <n> time <ms> score <s> [samples <n>] [pv <move>...], then
// one "info belief <square> <rank>:<odds>..." line per hidden piece with beliefs. Nothing
// when the report says nothing. Pv moves are written "a4a5": the separator would claim
// to know battles the engine has only imagined.
std::vector<std::string> formatInfo(const ThinkReport& report, std::int64_t timeMs);
// Reads one info line's words (after "info") into `report`; unknown names are skipped
// with their value, "string" skips the rest of the line.
std::optional<std::string> parseInfo(const Board& board, Words args, ThinkReport& report);

// bestmove <move>|resign: Move() stands for resign.
std::string formatBestMove(const GameState& state, Move move);
Parsed<Move> parseBestMove(const Board& board, Words args);

// gameover <winner>:<reason> as position strings write results ("red:flag-captured").
std::string formatOutcome(const Outcome& outcome);
Parsed<Outcome> parseOutcome(std::string_view text);

}  // namespace stratego::engine
