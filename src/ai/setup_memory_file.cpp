#include "ai/setup_memory_file.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <numeric>
#include <span>
#include <utility>
#include <vector>

#include "formats/text_util.hpp"

namespace stratego {
namespace {

constexpr char kNothingSeen = '.';
constexpr char kMovedUnshown = 'm';
constexpr std::string_view kMovedRanksWord = "moved";
constexpr std::string_view kMovedRankEntryForm = "expected <rank letter>:<odds foretold>/<times seen>, e.g. 4:1.25/2";
// The tallies of a power learned (ai/power_choice.hpp): a keyword, then one word.
struct PowerChoiceWord {
  std::string_view word;
  std::string_view form;
};
constexpr PowerChoiceWord kTrust = {
    "trust",
    "expected one word, <loss at trust 0>/<at trust 0.5>/<at trust 1>/<pieces noted>, e.g. 41.2/38.9/40.3/30"};
constexpr PowerChoiceWord kRecaptures = {
    "recaptures",
    "expected one word, <loss at power 0>/<at power 0.5>/<at power 1>/<captures noted>, e.g. 3.1/2.8/2.9/4"};
// The most notes of one game a tally counts (of one rank, or in all): far more than an army
// holds (a piece is noted at many turns), so that only nonsense is refused.
constexpr int kMostSeen = 100000;

// The variants whose setups are remembered: all but free, whose armies vary.
constexpr Variant kRemembered[] = {Variant::Classic, Variant::Duel, Variant::Barrage, Variant::Duel10,
                                   Variant::Barrage10};

std::string rememberedNames() {
  std::string names;
  for (Variant v : kRemembered) names += (names.empty() ? "" : ", ") + std::string(variantName(v));
  return names;
}

char cellLetter(std::int8_t cell) {
  if (cell == SeenSetup::kUnknown) return kNothingSeen;
  if (cell == SeenSetup::kMovable) return kMovedUnshown;
  return rankLetter(static_cast<Rank>(cell));
}

std::string formatSeenSetup(const SeenSetup& seen) {
  const Board& board = Board::of(seen.board);
  std::string out(variantName(seen.variant));
  for (int rank = 0; rank < board.setupDepth; ++rank) {
    out += rank == 0 ? ' ' : '/';
    for (int file = 0; file < board.files; ++file) out += cellLetter(seen.cells[makeSquare(file, rank)]);
  }
  return out;
}

Parsed<SeenSetup> parseSeenSetup(std::string_view line) {
  const std::size_t space = line.find(' ');
  if (space == std::string_view::npos) return parseError("expected a variant's name, a space and the setup seen");
  const std::string_view name = line.substr(0, space);
  const auto variant = variantFromName(name);
  if (!variant || *variant == Variant::Free)
    return parseError("unknown variant " + quoted(name) + " (known: " + rememberedNames() + ")");
  const GameConfig config = presetConfig(*variant);
  const Board& board = config.geometry();
  std::vector<int> ranks(static_cast<std::size_t>(board.setupDepth));
  std::iota(ranks.begin(), ranks.end(), 0);
  const auto groups = splitGrid(line.substr(space + 1), ranks, board.files, "setup seen");
  if (!groups) return parseError(groups.error());
  SeenSetup seen;
  seen.variant = *variant;
  seen.board = config.board;
  seen.cells.fill(SeenSetup::kUnknown);
  for (int rank = 0; rank < board.setupDepth; ++rank) {
    const std::string_view group = (*groups)[static_cast<std::size_t>(rank)];
    for (int file = 0; file < board.files; ++file) {
      const char letter = group[static_cast<std::size_t>(file)];
      const Square square = makeSquare(file, rank);
      if (letter == kNothingSeen) continue;
      const auto shown = rankFromLetter(letter);
      if (letter != kMovedUnshown && !shown)
        return parseError(cellPlace(file, rank) + ": unknown letter " + quoted(std::string_view(&letter, 1)) +
                          " (expected a rank letter, 'm' for moved or '.' for nothing seen)");
      seen.cells[square] = shown ? static_cast<std::int8_t>(index(*shown)) : SeenSetup::kMovable;
    }
  }
  return seen;
}

std::string formatMovedRanks(const MovedRankTally& tally) {
  std::string out(kMovedRanksWord);
  for (int r = 0; r < kRankCount; ++r) {
    if (tally.foretold[r] == 0 && tally.seen[r] == 0) continue;
    char foretold[32];
    std::snprintf(foretold, sizeof foretold, "%.4g", tally.foretold[r]);
    out += ' ' + std::string(1, rankLetter(static_cast<Rank>(r))) + ':' + foretold + '/' +
           std::to_string(std::lround(tally.seen[r]));
  }
  return out;
}

std::string formatPowerChoice(const PowerChoiceWord& kind, const PowerChoiceTally& tally) {
  std::string out(kind.word);
  char number[32];
  for (std::size_t t = 0; t < tally.loss.size(); ++t) {
    std::snprintf(number, sizeof number, "%.6g", tally.loss[t]);
    out += (t == 0 ? ' ' : '/') + std::string(number);
  }
  return out + '/' + std::to_string(std::lround(tally.notes));
}

// A number that fills `text`, finite and not negative.
std::optional<double> parseAmount(std::string_view text) {
  double value = -1;
  const char* const end = text.data() + text.size();
  if (text.empty() || std::from_chars(text.data(), end, value).ptr != end || !std::isfinite(value) || value < 0)
    return std::nullopt;
  return value;
}

Parsed<MovedRankTally> parseMovedRanks(std::span<const std::string_view> entries) {
  MovedRankTally tally;
  std::array<bool, kRankCount> given{};
  for (std::string_view entry : entries) {
    const std::string what = "moved ranks " + quoted(entry) + ": ";
    const std::size_t slash = entry.find('/');
    const auto rank = entry.size() > 2 && entry[1] == ':' ? rankFromLetter(entry[0]) : std::nullopt;
    if (!rank || slash == std::string_view::npos) return parseError(what + std::string(kMovedRankEntryForm));
    // The odds must fill the space up to the '/': "4:1.5junk/1" has none.
    const auto foretold = parseAmount(entry.substr(2, slash - 2));
    const auto seen = parseNumber(entry.substr(slash + 1), kMostSeen);
    if (!foretold || !seen) return parseError(what + std::string(kMovedRankEntryForm));
    if (!isMovable(*rank)) return parseError(what + "a piece that moved is no " + std::string(rankName(*rank)));
    if (given[index(*rank)]) return parseError(what + "the rank is given twice");
    given[index(*rank)] = true;
    tally.foretold[index(*rank)] = *foretold;
    tally.seen[index(*rank)] = *seen;
  }
  return tally;
}

// Reads the words after `kind`'s keyword into `tally`; an error says what is wrong.
std::optional<std::string> parsePowerChoice(const PowerChoiceWord& kind, std::span<const std::string_view> words,
                                            PowerChoiceTally& tally) {
  const std::string what = std::string(kind.word) + (words.size() == 1 ? " " + quoted(words[0]) : std::string()) +
                           ": " + std::string(kind.form);
  if (words.size() != 1) return what;
  const std::vector<std::string_view> parts = split(words[0], '/');
  if (parts.size() != tally.loss.size() + 1) return what;
  for (std::size_t t = 0; t < tally.loss.size(); ++t) {
    const auto loss = parseAmount(parts[t]);
    if (!loss) return what;
    tally.loss[t] = *loss;
  }
  const auto notes = parseNumber(parts.back(), kMostSeen);
  if (!notes) return what;
  tally.notes = *notes;
  return std::nullopt;
}

}  // namespace

std::string formatRememberedGame(const RememberedGame& game) {
  std::string out = formatSeenSetup(game.seen);
  const OpponentTallies& tallies = game.tallies;
  if (!tallies.movedRanks.empty()) out += ' ' + formatMovedRanks(tallies.movedRanks);
  if (!tallies.behaviourTrust.empty()) out += ' ' + formatPowerChoice(kTrust, tallies.behaviourTrust);
  if (!tallies.recaptures.empty()) out += ' ' + formatPowerChoice(kRecaptures, tallies.recaptures);
  return out;
}

Parsed<RememberedGame> parseRememberedGame(std::string_view line) {
  const std::vector<std::string_view> words = split(line, ' ');
  if (words.size() < 2) return parseError("expected a variant's name, a space and the setup seen");
  const auto seen = parseSeenSetup(line.substr(0, words[0].size() + 1 + words[1].size()));
  if (!seen) return parseError(seen.error());
  RememberedGame game{*seen, {}};
  // Then the tallies, each a keyword and its words, in any order; none where nothing was
  // noted, or in lines written before tallies were kept.
  constexpr std::array<std::string_view, 3> kKeywords = {kMovedRanksWord, kTrust.word, kRecaptures.word};
  // The keyword's place in kKeywords, or its size for a word that is none.
  auto place = [&](std::string_view w) {
    return static_cast<std::size_t>(std::find(kKeywords.begin(), kKeywords.end(), w) - kKeywords.begin());
  };
  auto keyword = [&](std::string_view w) { return place(w) < kKeywords.size(); };
  std::array<bool, kKeywords.size()> given{};
  for (std::size_t i = 2, end = 0; i < words.size(); i = end) {
    const std::string_view key = words[i];
    end = i + 1;
    while (end < words.size() && !keyword(words[end])) ++end;
    const auto values = std::span(words).subspan(i + 1, end - i - 1);
    if (!keyword(key))
      return parseError("expected '" + std::string(kMovedRanksWord) + "', '" + std::string(kTrust.word) + "' or '" +
                        std::string(kRecaptures.word) + "' and a tally after the setup, found " + quoted(key));
    bool& once = given[place(key)];
    if (once) return parseError(quoted(key) + " is given twice");
    once = true;
    if (key == kMovedRanksWord) {
      const auto movedRanks = parseMovedRanks(values);
      if (!movedRanks) return parseError(movedRanks.error());
      game.tallies.movedRanks = *movedRanks;
    } else {
      const bool trust = key == kTrust.word;
      PowerChoiceTally& tally =
          trust ? static_cast<PowerChoiceTally&>(game.tallies.behaviourTrust) : game.tallies.recaptures;
      if (const auto error = parsePowerChoice(trust ? kTrust : kRecaptures, values, tally)) return parseError(*error);
    }
  }
  return game;
}

Parsed<std::shared_ptr<SetupMemory>> openSetupMemoryFile(const std::filesystem::path& path,
                                                         std::function<void(const std::string&)> onWriteError) {
  const std::string where = path.string();
  std::vector<RememberedGame> earlier;
  if (std::ifstream in{path, std::ios::binary}) {
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
      const std::string_view text = trim(line);
      if (text.empty() || text.front() == '#') continue;
      auto game = parseRememberedGame(text);
      if (!game) return parseError(where + ":" + std::to_string(number) + ": " + game.error());
      earlier.push_back(*game);
    }
  }
  // Opened now, so that a file that cannot be written stops the engine before a game
  // rather than losing what that game showed.
  auto out = std::make_shared<std::ofstream>(path, std::ios::app | std::ios::binary);
  if (!*out) return parseError(where + ": cannot be written");
  auto journal = [out, where, onWriteError = std::move(onWriteError)](const RememberedGame& game) {
    *out << formatRememberedGame(game) << '\n' << std::flush;
    if (*out) return;
    out->clear();
    onWriteError(where + ": what the game showed of the opponent's setup and moves could not be written");
  };
  return std::make_shared<SetupMemory>(1, earlier, std::move(journal));
}

}  // namespace stratego
