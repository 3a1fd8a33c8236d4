#include "ai/setup_memory_file.hpp"

#include <fstream>
#include <numeric>
#include <utility>
#include <vector>

#include "formats/text_util.hpp"

namespace stratego {
namespace {

constexpr char kNothingSeen = '.';
constexpr char kMovedUnshown = 'm';

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

}  // namespace

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

Parsed<std::shared_ptr<SetupMemory>> openSetupMemoryFile(const std::filesystem::path& path,
                                                         std::function<void(const std::string&)> onWriteError) {
  const std::string where = path.string();
  std::vector<SeenSetup> earlier;
  if (std::ifstream in{path, std::ios::binary}) {
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
      const std::string_view text = trim(line);
      if (text.empty() || text.front() == '#') continue;
      auto seen = parseSeenSetup(text);
      if (!seen) return parseError(where + ":" + std::to_string(number) + ": " + seen.error());
      earlier.push_back(*seen);
    }
  }
  // Opened now, so that a file that cannot be written stops the engine before a game
  // rather than losing what that game showed.
  auto out = std::make_shared<std::ofstream>(path, std::ios::app | std::ios::binary);
  if (!*out) return parseError(where + ": cannot be written");
  auto journal = [out, where, onWriteError = std::move(onWriteError)](const SeenSetup& seen) {
    *out << formatSeenSetup(seen) << '\n' << std::flush;
    if (*out) return;
    out->clear();
    onWriteError(where + ": what the game showed of the opponent's setup could not be written");
  };
  return std::make_shared<SetupMemory>(1, earlier, std::move(journal));
}

}  // namespace stratego
