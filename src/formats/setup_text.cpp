#include "formats/setup_text.hpp"

#include <vector>

#include "formats/text_util.hpp"

namespace stratego {
namespace {

constexpr char kEmpty = '.';

// The board ranks (0-based) a setup string lists, in order: from the side's back rank
// forward over its setup zone, or over the whole board for free setups.
std::vector<int> listedRanks(const GameConfig& config, Side side) {
  const Board& board = config.geometry();
  const int depth = config.freeSetup() ? board.ranks : board.setupDepth;
  std::vector<int> ranks;
  for (int i = 0; i < depth; ++i) ranks.push_back(side == Side::Red ? i : board.ranks - 1 - i);
  return ranks;
}

}  // namespace

std::string formatSetup(const GameConfig& config, Side side, const Placement& placement) {
  std::string out;
  for (int rank : listedRanks(config, side)) {
    if (!out.empty()) out += '/';
    for (int file = 0; file < config.geometry().files; ++file) {
      const auto piece = placement.at(makeSquare(file, rank));
      out += piece && piece->side == side ? rankLetter(piece->rank) : kEmpty;
    }
  }
  return out;
}

Parsed<Placement> parseSetup(const GameConfig& config, Side side, std::string_view text) {
  const std::vector<int> ranks = listedRanks(config, side);
  const int files = config.geometry().files;
  auto groups = splitGrid(text, ranks, files, "setup");
  if (!groups) return parseError(groups.error());
  Placement setup;
  for (std::size_t i = 0; i < ranks.size(); ++i) {
    const std::string_view group = groups->at(i);
    for (int file = 0; file < files; ++file) {
      const char letter = group[file];
      if (letter == kEmpty) continue;
      const auto rank = rankFromLetter(letter);
      if (!rank)
        return parseError("setup " + cellPlace(file, ranks[i]) + ": unknown piece letter " +
                          quoted(group.substr(file, 1)));
      setup.put(makeSquare(file, ranks[i]), {side, *rank});
    }
  }
  if (auto problem = validateSetup(config, side, setup)) return parseError("setup: " + *problem);
  return setup;
}

}  // namespace stratego
