#include "protocol/engine_codec.hpp"

#include <algorithm>
#include <charconv>
#include <limits>

#include "formats/notation.hpp"
#include "formats/rules_text.hpp"
#include "formats/text_util.hpp"

namespace stratego::engine {
namespace {

constexpr std::int64_t kMaxCount = std::numeric_limits<std::int64_t>::max();

// Calls take(name, value) for each name/value pair of `args` until one returns an error.
template <class Take>
std::optional<std::string> forEachPair(Words args, Take&& take) {
  if (args.size() % 2 != 0) return "expected name/value pairs, but " + quoted(args.back()) + " has no value";
  for (std::size_t i = 0; i < args.size(); i += 2)
    if (auto problem = take(args[i], args[i + 1])) return problem;
  return std::nullopt;
}

// A count that fits the int64 fields of ThinkLimits and ThinkReport.
std::optional<std::int64_t> parseAmount(std::string_view text) {
  const auto n = parseCount(text);
  if (!n || *n > static_cast<std::uint64_t>(kMaxCount)) return std::nullopt;
  return static_cast<std::int64_t>(*n);
}

std::string badValue(std::string_view name, std::string_view value, std::string_view expected) {
  return std::string(name) + " " + quoted(value) + ": expected " + std::string(expected);
}

std::optional<Side> parseSideWord(std::string_view word) {
  for (Side side : {Side::Red, Side::Blue})
    if (word == sideWord(side)) return side;
  return std::nullopt;
}

const RuleOptionText* ruleOption(std::string_view key) {
  for (const RuleOptionText& option : kRuleOptionTexts)
    if (option.key == key) return &option;
  return nullptr;
}

std::string compactMove(Move m) { return squareName(m.from()) + squareName(m.to()); }

std::optional<std::string> parseBelief(const Board& board, Words args, ThinkReport& report) {
  if (args.empty()) return "belief: the square is missing";
  const auto square = parseSquare(board, args[0]);
  if (!square) return "belief: " + square.error();
  PieceBelief belief{*square, {}};
  for (std::string_view entry : args.subspan(1)) {
    const auto rank = entry.size() > 2 && entry[1] == ':' ? rankFromLetter(entry[0]) : std::nullopt;
    float odds = -1;
    // The number must fill the rest of the word: "B:0.25junk" is no odds.
    if (rank && std::from_chars(entry.data() + 2, entry.data() + entry.size(), odds).ptr != entry.data() + entry.size())
      odds = -1;
    if (!rank || !(odds >= 0 && odds <= 1))
      return "belief " + quoted(entry) + ": expected <rank letter>:<odds 0..1>, e.g. B:0.25";
    belief.odds[index(*rank)] = odds;
  }
  report.beliefs.push_back(belief);
  return std::nullopt;
}

}  // namespace

std::vector<std::string_view> splitWords(std::string_view line) {
  std::vector<std::string_view> words;
  for (std::string_view word : split(line, ' '))
    for (std::string_view part : split(word, '\t'))
      if (const std::string_view w = trim(part); !w.empty()) words.push_back(w);
  return words;
}

std::optional<std::uint64_t> parseCount(std::string_view text) {
  std::uint64_t value = 0;
  if (text.empty() || text[0] < '0' || text[0] > '9') return std::nullopt;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::string_view sideWord(Side side) { return side == Side::Red ? "red" : "blue"; }

std::string formatNewGame(const NewGame& game) {
  std::string line = "newgame variant " + variantText(game.config) + " side " + std::string(sideWord(game.side));
  if (game.seed) line += " seed " + std::to_string(*game.seed);
  for (const RuleOptionText& option : kRuleOptionTexts)
    line += " " + std::string(option.key) + " " + option.format(game.config.rules);
  return line;
}

Parsed<NewGame> parseNewGame(Words args) {
  std::optional<GameConfig> config;
  std::optional<Side> side;
  std::optional<std::uint64_t> seed;
  std::vector<std::pair<const RuleOptionText*, std::string_view>> rules;  // applied once the variant is known
  std::vector<std::string_view> named;
  auto problem = forEachPair(args, [&](std::string_view name, std::string_view value) -> std::optional<std::string> {
    for (std::string_view seen : named)
      if (seen == name) return std::string(name) + " is given twice";
    named.push_back(name);
    if (name == "variant") {
      auto parsed = parseVariantText(value);
      if (!parsed) return parsed.error();
      config = *parsed;
    } else if (name == "side") {
      if (!(side = parseSideWord(value))) return badValue(name, value, "red or blue");
    } else if (name == "seed") {
      if (!(seed = parseCount(value))) return badValue(name, value, "a number 0..2^64-1");
    } else if (const RuleOptionText* option = ruleOption(name)) {
      rules.emplace_back(option, value);
    } else {
      return "unknown name " + quoted(name) + ": expected variant, side, seed or a rule option (two-square, ...)";
    }
    return std::nullopt;
  });
  if (problem) return parseError(*problem);
  if (!config) return parseError("the variant is missing (variant classic, ...)");
  if (!side) return parseError("the side is missing (side red or side blue)");
  for (const auto& [option, value] : rules)
    if (!option->parse(value, config->rules))
      return parseError(badValue(option->key, value, option->expected));
  return NewGame{*config, *side, seed};
}

std::string formatOpponent(const std::vector<Square>& squares) {
  std::string line = "opponent";
  for (Square s : squares) line += " " + squareName(s);
  return line;
}

Parsed<std::vector<Square>> parseOpponent(const Board& board, Words args) {
  std::vector<Square> squares;
  for (std::string_view word : args) {
    const auto square = parseSquare(board, word);
    if (!square) return parseError(square.error());
    squares.push_back(*square);
  }
  return squares;
}

std::vector<Square> enemyStartSquares(const PlayerView& view) {
  std::vector<Square> squares;
  for (const ViewPiece& p : view.pieces)
    if (p.side != view.viewer) squares.push_back(p.startSquare);
  return squares;
}

std::string formatMoveLine(const PublicMove& move) {
  const bool attack = move.defender != kNoPiece;
  std::string line = "move " + formatMove(move.move, attack);
  if (attack) line += formatBattle({move.moverRank, move.battle, move.defenderRank});
  return line;
}

Parsed<SeenMove> parseMoveLine(const Board& board, Words args) {
  if (args.size() != 1) return parseError("expected one word, the move, e.g. a4-a5 or b2xb7(7>5)");
  const std::string_view word = args[0];
  const std::size_t note = word.find('(');
  const auto move = parseMove(board, word.substr(0, note));
  if (!move) return parseError(move.error());
  if (note == std::string_view::npos) return SeenMove{*move, std::nullopt, std::nullopt};
  const auto battleNote = parseBattle(word.substr(note));
  if (!battleNote) return parseError(battleNote.error());
  if (battle(battleNote->attacker, battleNote->defender) != battleNote->result)
    return parseError("battle note " + quoted(word.substr(note)) + ": those ranks give another result");
  return SeenMove{*move, battleNote->attacker, battleNote->defender};
}

std::string formatGo(const ThinkLimits& limits, Side side) {
  std::string line = "go";
  const auto add = [&](std::string_view name, std::int64_t value) {
    if (value > 0) line += " " + std::string(name) + " " + std::to_string(value);
  };
  const bool red = side == Side::Red;
  add("movetime", limits.moveTimeMs);
  add("nodes", limits.nodes);
  add("rtime", red ? limits.remainingMs : limits.opponentMs);
  add("btime", red ? limits.opponentMs : limits.remainingMs);
  add(red ? "rinc" : "binc", limits.incrementMs);
  return line;
}

Parsed<ThinkLimits> parseGo(Words args, Side side) {
  ThinkLimits limits;
  const bool red = side == Side::Red;
  auto problem = forEachPair(args, [&](std::string_view name, std::string_view value) -> std::optional<std::string> {
    const auto amount = parseAmount(value);
    std::int64_t* field = name == "movetime" ? &limits.moveTimeMs
                          : name == "nodes"  ? &limits.nodes
                          : name == "rtime"  ? (red ? &limits.remainingMs : &limits.opponentMs)
                          : name == "btime"  ? (red ? &limits.opponentMs : &limits.remainingMs)
                          : name == (red ? "rinc" : "binc") ? &limits.incrementMs
                                                            : nullptr;
    const bool otherIncrement = name == (red ? "binc" : "rinc");  // the opponent's: not the engine's business
    if (!field && !otherIncrement)
      return "unknown name " + quoted(name) + ": expected movetime, nodes, rtime, btime, rinc or binc";
    if (!amount) return badValue(name, value, "a whole number");
    if (field) *field = *amount;
    return std::nullopt;
  });
  if (problem) return parseError(*problem);
  return limits;
}

std::vector<std::string> formatInfo(const ThinkReport& report, std::int64_t timeMs) {
  std::vector<std::string> lines;
  if (report.depth > 0 || report.nodes > 0 || !report.pv.empty()) {
    // Divided first when large: nodes * 1000 would overflow past 9.2e15 nodes.
    const std::int64_t nps = timeMs <= 0 ? 0
                             : report.nodes < std::numeric_limits<std::int64_t>::max() / 1000 ? report.nodes * 1000 / timeMs
                                                                : report.nodes / timeMs * 1000;
    std::string line = "info depth " + std::to_string(report.depth) + " nodes " + std::to_string(report.nodes) +
                       " nps " + std::to_string(nps) + " time " + std::to_string(timeMs) + " score " +
                       std::to_string(report.score);
    if (report.samples > 0) line += " samples " + std::to_string(report.samples);
    if (!report.pv.empty()) line += " pv";
    for (Move m : report.pv) line += " " + compactMove(m);
    lines.push_back(line);
  }
  for (const PieceBelief& belief : report.beliefs) {
    std::string line = "info belief " + squareName(belief.square);
    for (int r = 0; r < kRankCount; ++r) {
      if (belief.odds[r] < 0.0005f) continue;  // would print as 0.000: left out, as 0 is
      char odds[16];
      const auto end = std::to_chars(odds, odds + sizeof odds, belief.odds[r], std::chars_format::fixed, 3).ptr;
      line += " " + std::string(1, rankLetter(static_cast<Rank>(r))) + ":" + std::string(odds, end);
    }
    lines.push_back(line);
  }
  return lines;
}

std::optional<std::string> parseInfo(const Board& board, Words args, ThinkReport& report) {
  if (!args.empty() && args[0] == "belief") return parseBelief(board, args.subspan(1), report);
  for (std::size_t i = 0; i < args.size(); i += 2) {
    const std::string_view name = args[i];
    if (name == "string") return std::nullopt;  // free text for people
    if (name == "pv") {
      report.pv.clear();
      for (std::string_view word : args.subspan(i + 1)) {
        const auto m = parseMove(board, word);
        if (!m) return "pv: " + m.error();
        report.pv.push_back(*m);
      }
      return std::nullopt;
    }
    if (i + 1 == args.size()) return quoted(name) + " has no value";
    const std::string_view value = args[i + 1];
    if (name == "score") {
      const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), report.score);
      if (error != std::errc() || end != value.data() + value.size()) return badValue(name, value, "a whole number");
    } else if (name == "depth" || name == "nodes" || name == "nps" || name == "time" || name == "samples") {
      const auto amount = parseAmount(value);
      if (!amount) return badValue(name, value, "a whole number");
      const auto small = static_cast<int>(std::min<std::int64_t>(*amount, std::numeric_limits<int>::max()));
      if (name == "depth") report.depth = small;
      if (name == "nodes") report.nodes = *amount;
      if (name == "time") report.timeMs = *amount;
      if (name == "samples") report.samples = small;
    }  // other names are skipped with their value: engines may say more than we read
  }
  return std::nullopt;
}

std::string formatBestMove(const GameState& state, Move move) {
  return "bestmove " + (move.isNone() ? std::string("resign") : formatMove(state, move));
}

Parsed<Move> parseBestMove(const Board& board, Words args) {
  if (args.size() != 1) return parseError("expected one word, the move or resign");
  if (args[0] == "resign") return Move();
  return parseMove(board, args[0]);
}

std::string formatOutcome(const Outcome& outcome) {
  return std::string(winnerText(outcome.winner)) + ":" + std::string(endReasonName(outcome.reason));
}

Parsed<Outcome> parseOutcome(std::string_view text) {
  const std::size_t colon = text.find(':');
  const auto winner = parseWinnerText(text.substr(0, colon));
  const auto reason = colon == std::string_view::npos ? std::nullopt : endReasonFromName(text.substr(colon + 1));
  if (!winner || *winner == Winner::None || !reason || *reason == EndReason::None)
    return parseError("result " + quoted(text) + ": write <red|blue|draw>:<reason>, e.g. red:flag-captured");
  return Outcome{*winner, *reason};
}

}  // namespace stratego::engine
