#include "formats/board_text.hpp"

#include <optional>

#include "core/state.hpp"
#include "formats/notation.hpp"
#include "formats/text_util.hpp"

namespace stratego {
namespace {

constexpr char kEmpty = '.';
constexpr char kLake = '~';

struct FlagMark {
  PieceFlag flag;
  char mark;
};
// In the order they are written.
constexpr std::array<FlagMark, 3> kFlagMarks = {{{kRevealed, '*'}, {kMoved, '+'}, {kScoutKnown, '#'}}};

bool isFlagMark(char c) {
  for (const FlagMark& m : kFlagMarks)
    if (m.mark == c) return true;
  return false;
}

// Why a piece of `rank` cannot carry `flags`, or nothing when it can.
std::optional<std::string> impossibleFlags(Rank rank, std::uint8_t flags) {
  if ((flags & kScoutKnown) && rank != Rank::Scout) return "only a Scout can be known as a Scout ('#')";
  if ((flags & kMoved) && !isMovable(rank)) return "a " + std::string(rankName(rank)) + " never moves ('+')";
  return std::nullopt;
}

// Reads the piece token that starts at group[pos] (its side letter already checked),
// advancing `pos` past it. Errors are completed by the caller with the cell's place.
Parsed<PlacedPiece> readPiece(std::string_view group, std::size_t& pos, std::uint8_t& flags) {
  const Side side = *sideFromLetter(group[pos++]);
  const auto rank = pos < group.size() ? rankFromLetter(group[pos]) : std::nullopt;
  if (!rank) return parseError("a piece is a side letter and a rank letter, e.g. r7 or bX");
  ++pos;
  flags = 0;
  for (const FlagMark& m : kFlagMarks) {
    if (pos < group.size() && group[pos] == m.mark) {
      flags |= m.flag;
      ++pos;
    }
  }
  if (pos < group.size() && isFlagMark(group[pos]))
    return parseError("knowledge flags are written in the order * + #, each at most once");
  if (auto why = impossibleFlags(*rank, flags)) return parseError(*why);
  return PlacedPiece{side, *rank};
}

}  // namespace

std::string formatBoardField(const Board& board, const BoardPieces& pieces) {
  std::string out;
  for (int rank = board.ranks - 1; rank >= 0; --rank) {
    for (int file = 0; file < board.files; ++file) {
      const Square s = makeSquare(file, rank);
      const auto piece = pieces.placement.at(s);
      if (board.isLake(s)) {
        out += kLake;
      } else if (!piece) {
        out += kEmpty;
      } else {
        out += sideLetter(piece->side);
        out += rankLetter(piece->rank);
        for (const FlagMark& m : kFlagMarks)
          if (pieces.flags[s] & m.flag) out += m.mark;
      }
    }
    if (rank > 0) out += '/';
  }
  return out;
}

Parsed<BoardPieces> parseBoardField(const Board& board, std::string_view text, std::string_view what) {
  auto groups = splitRanks(text, board.ranks, what);
  if (!groups) return parseError(groups.error());
  BoardPieces pieces;
  for (int i = 0; i < board.ranks; ++i) {
    const std::string_view group = groups->at(i);
    const int rank = board.ranks - 1 - i;
    const std::string rankPlace = std::string(what) + " rank " + std::to_string(rank + 1);
    int file = 0;
    for (std::size_t pos = 0; pos < group.size(); ++file) {
      if (file == board.files) return parseError(rankPlace + ": more than " + std::to_string(board.files) + " squares");
      const Square s = makeSquare(file, rank);
      const std::string place = std::string(what) + " " + cellPlace(file, rank) + ": ";
      const char c = group[pos];
      if ((c == kLake) != board.isLake(s))
        return parseError(place +
                          (c == kLake ? squareName(s) + " is not a lake" : squareName(s) + " is a lake: write '~'"));
      if (c == kLake || c == kEmpty) {
        ++pos;
        continue;
      }
      if (!sideFromLetter(c))
        return parseError(place + "unexpected " + quoted(group.substr(pos, 1)) +
                          ": write '.', '~' or a piece such as r7 or b2*+#");
      auto piece = readPiece(group, pos, pieces.flags[s]);
      if (!piece) return parseError(place + piece.error());
      pieces.placement.put(s, *piece);
    }
    if (file != board.files)
      return parseError(rankPlace + ": expected " + std::to_string(board.files) + " squares, found " +
                        std::to_string(file));
  }
  return pieces;
}

}  // namespace stratego
