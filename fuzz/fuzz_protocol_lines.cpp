// libFuzzer target: every line reader of both protocols (protocol/engine_codec,
// protocol/pc2012_codec) on every line of the input. Whatever a reader accepts is written
// with its writer and read back: the value must come back unchanged, and writing it again
// must give the same text (aborts otherwise, which libFuzzer reports as a crash).
//
// Byte 0 picks the configuration (% 7, fuzz/round_trip.hpp's configFromByte) and the side
// ((/ 7) % 2) for the readers that need a board or a side; the rest is lines. The engine
// readers get each line's words after its first (the command word); the pc2012 readers
// the whole line, and the setup reader every 4 consecutive lines.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/battle.hpp"
#include "formats/notation.hpp"
#include "protocol/engine_codec.hpp"
#include "protocol/pc2012_codec.hpp"
#include "round_trip.hpp"

namespace stratego::fuzz {
namespace {

using engine::Words;

// The words after the command word of a line the codec wrote, e.g. "newgame ..." or "go ...".
std::vector<std::string_view> argsOf(const std::string& line, std::string_view command, Mismatch& mismatch) {
  std::vector<std::string_view> words = engine::splitWords(line);
  if (words.empty() || words[0] != command) {
    mismatch = "the writer of " + std::string(command) + " lines wrote: " + line;
    return {};
  }
  words.erase(words.begin());
  return words;
}

bool sameSeen(const SeenMove& a, const SeenMove& b) {
  return a.move == b.move && a.attackerRank == b.attackerRank && a.defenderRank == b.defenderRank;
}

// A written value that does not read back, or reads back changed.
template <class T>
Mismatch notBack(const std::string& what, const Parsed<T>& again, const std::string& written) {
  if (!again) return what + " does not read back: " + again.error() + "\n" + written;
  return what + " reads back changed:\n" + written;
}

Mismatch checkSplitWords(std::string_view line) {
  const auto words = engine::splitWords(line);
  std::string joined;
  for (std::string_view w : words) {
    if (w.empty() || w.find(' ') != std::string_view::npos || w.find('\t') != std::string_view::npos)
      return "splitWords gave the word '" + std::string(w) + "'";
    joined += std::string(w) + " ";
  }
  if (engine::splitWords(joined) != words) return "splitWords of its own words differs: " + joined;
  return std::nullopt;
}

Mismatch checkCount(std::string_view word) {
  const auto n = engine::parseCount(word);
  if (!n) return std::nullopt;
  const std::string written = std::to_string(*n);
  if (engine::parseCount(written) != n) return "count reads back changed: " + written;
  return std::nullopt;
}

Mismatch checkNewGame(Words args) {
  const auto game = engine::parseNewGame(args);
  if (!game) return std::nullopt;
  const std::string written = engine::formatNewGame(*game);
  Mismatch mismatch;
  const auto words = argsOf(written, "newgame", mismatch);
  if (mismatch) return mismatch;
  const auto again = engine::parseNewGame(words);
  if (!again || !(again->config == game->config) || again->side != game->side || again->seed != game->seed ||
      engine::formatNewGame(*again) != written)
    return notBack("newgame", again, written);
  return std::nullopt;
}

Mismatch checkOpponent(const Board& board, Words args) {
  const auto squares = engine::parseOpponent(board, args);
  if (!squares) return std::nullopt;
  const std::string written = engine::formatOpponent(*squares);
  Mismatch mismatch;
  const auto words = argsOf(written, "opponent", mismatch);
  if (mismatch) return mismatch;
  const auto again = engine::parseOpponent(board, words);
  if (!again || *again != *squares || engine::formatOpponent(*again) != written)
    return notBack("opponent", again, written);
  return std::nullopt;
}

std::string formatSeen(const SeenMove& seen) {
  PublicMove pm{};
  pm.move = seen.move;
  pm.mover = 0;
  pm.defender = seen.attackerRank ? PieceId(1) : kNoPiece;
  if (seen.attackerRank && seen.defenderRank) {
    pm.moverRank = *seen.attackerRank;
    pm.defenderRank = *seen.defenderRank;
    pm.battle = battle(*seen.attackerRank, *seen.defenderRank);
  }
  return engine::formatMoveLine(pm);
}

Mismatch checkMoveLine(const Board& board, Words args) {
  const auto seen = engine::parseMoveLine(board, args);
  if (!seen) return std::nullopt;
  if (seen->attackerRank.has_value() != seen->defenderRank.has_value()) return "move line with one rank only";
  const std::string written = formatSeen(*seen);
  Mismatch mismatch;
  const auto words = argsOf(written, "move", mismatch);
  if (mismatch) return mismatch;
  const auto again = engine::parseMoveLine(board, words);
  if (!again || !sameSeen(*again, *seen) || formatSeen(*again) != written) return notBack("move", again, written);
  return std::nullopt;
}

Mismatch checkGo(Words args, Side side) {
  const auto limits = engine::parseGo(args, side);
  if (!limits) return std::nullopt;
  for (std::int64_t v : {limits->moveTimeMs, limits->nodes, limits->remainingMs, limits->incrementMs,
                         limits->opponentMs})
    if (v < 0) return "go gave a negative limit";
  const std::string written = engine::formatGo(*limits, side);
  Mismatch mismatch;
  const auto words = argsOf(written, "go", mismatch);
  if (mismatch) return mismatch;
  const auto again = engine::parseGo(words, side);
  if (!again || !(*again == *limits) || engine::formatGo(*again, side) != written) return notBack("go", again, written);
  return std::nullopt;
}

// Info lines are not all of a report (the time is the writer's argument, nps is derived,
// odds are written with 3 decimals, zero odds are left out): what is written must read
// back to the same depth, nodes, score, samples, pv and (to 3 decimals) beliefs.
Mismatch checkInfo(const Board& board, Words args) {
  ThinkReport report;
  if (engine::parseInfo(board, args, report)) return std::nullopt;
  if (report.depth < 0 || report.nodes < 0 || report.samples < 0) return "info gave a negative count";
  const std::vector<std::string> written = engine::formatInfo(report, 0);
  ThinkReport again;
  std::string text;
  for (const std::string& line : written) {
    text += line + "\n";
    Mismatch mismatch;
    const auto words = argsOf(line, "info", mismatch);
    if (mismatch) return mismatch;
    if (auto problem = engine::parseInfo(board, words, again)) return "info does not read back: " + *problem + "\n" + text;
  }
  const bool searched = report.depth > 0 || report.nodes > 0 || !report.pv.empty();
  if (searched && (again.depth != report.depth || again.nodes != report.nodes || again.score != report.score ||
                   again.samples != report.samples || again.pv != report.pv))
    return "info reads back changed:\n" + text;
  if (again.beliefs.size() != report.beliefs.size()) return "info beliefs read back changed:\n" + text;
  for (std::size_t i = 0; i < report.beliefs.size(); ++i) {
    const PieceBelief& a = report.beliefs[i];
    const PieceBelief& b = again.beliefs[i];
    if (a.square != b.square) return "info belief square reads back changed:\n" + text;
    for (int r = 0; r < kRankCount; ++r) {
      const float before = a.odds[static_cast<std::size_t>(r)] > 0 ? a.odds[static_cast<std::size_t>(r)] : 0;
      if (std::fabs(b.odds[static_cast<std::size_t>(r)] - before) > 0.0005f + 1e-6f)
        return "info belief odds read back changed:\n" + text;
    }
  }
  if (searched && engine::formatInfo(again, 0).front() != written.front())
    return "info written again differs:\n" + text;
  return std::nullopt;
}

Mismatch checkBestMove(const Board& board, Words args) {
  const auto move = engine::parseBestMove(board, args);
  if (!move) return std::nullopt;
  const auto format = [](Move m) { return "bestmove " + (m.isNone() ? std::string("resign") : formatMove(m, false)); };
  const std::string written = format(*move);
  Mismatch mismatch;
  const auto words = argsOf(written, "bestmove", mismatch);
  if (mismatch) return mismatch;
  const auto again = engine::parseBestMove(board, words);
  if (!again || *again != *move || format(*again) != written) return notBack("bestmove", again, written);
  return std::nullopt;
}

Mismatch checkOutcome(std::string_view word) {
  return checkReadsBack("result", word, engine::parseOutcome, engine::formatOutcome);
}

Mismatch checkPc2012Line(std::string_view line) {
  if (auto m = checkReadsBack(
          "pc2012 greeting", line, pc2012::parseGreeting, [](Side s) { return pc2012::formatGreeting(s, "x"); }))
    return m;
  if (auto m = checkReadsBack("pc2012 move", line, pc2012::parseMove, pc2012::formatMove)) return m;
  if (const auto seen = pc2012::parseConfirmation(line)) {
    const std::string written = pc2012::formatConfirmation(*seen);
    const auto again = pc2012::parseConfirmation(written);
    if (!again || !sameSeen(*again, *seen) || pc2012::formatConfirmation(*again) != written)
      return notBack("pc2012 confirmation", again, written);
  }
  for (char c : line)
    if (const auto rank = pc2012::rankFromChar(c); rank && pc2012::pieceChar(*rank) != c)
      return "pc2012 piece character " + std::string(1, c) + " reads back changed";
  return std::nullopt;
}

Mismatch checkPc2012Setup(std::span<const std::string> lines, Side side) {
  const auto setup = pc2012::parseSetup(lines, side);
  if (!setup) return std::nullopt;
  const auto written = pc2012::formatSetup(*setup, side);
  const auto again = pc2012::parseSetup(written, side);
  std::string text;
  for (const std::string& line : written) text += line + "\n";
  if (!again || !(*again == *setup) || pc2012::formatSetup(*again, side) != written)
    return notBack("pc2012 setup", again, text);
  return std::nullopt;
}

Mismatch checkLine(const Board& board, Side side, std::string_view line) {
  if (auto m = checkSplitWords(line)) return m;
  const std::vector<std::string_view> words = engine::splitWords(line);
  const Words args = words.empty() ? Words() : Words(words).subspan(1);
  for (std::string_view w : words) {
    if (auto m = checkCount(w)) return m;
    if (auto m = checkOutcome(w)) return m;
  }
  if (auto m = checkNewGame(args)) return m;
  if (auto m = checkOpponent(board, args)) return m;
  if (auto m = checkMoveLine(board, args)) return m;
  if (auto m = checkGo(args, side)) return m;
  if (auto m = checkInfo(board, args)) return m;
  if (auto m = checkBestMove(board, args)) return m;
  return checkPc2012Line(line);
}

Mismatch checkInput(std::uint8_t head, std::string_view text) {
  const GameConfig config = configFromByte(head);
  const Side side = (head / 7) % 2 == 0 ? Side::Red : Side::Blue;
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (true) {
    const std::size_t end = text.find('\n', start);
    lines.emplace_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  for (const std::string& line : lines)
    if (auto m = checkLine(config.geometry(), side, line)) return m;
  for (std::size_t i = 0; i + pc2012::kSetupLines <= lines.size(); ++i)
    if (auto m = checkPc2012Setup(std::span<const std::string>(lines).subspan(i, pc2012::kSetupLines), side))
      return m;
  return std::nullopt;
}

}  // namespace
}  // namespace stratego::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  return stratego::fuzz::abortOn(stratego::fuzz::checkInput(data[0], text));
}
