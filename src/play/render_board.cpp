// The board grid of renderBoard (render.hpp).
#include <array>
#include <string>

#include "formats/notation.hpp"
#include "play/render.hpp"
#include "play/render_ink.hpp"

namespace stratego {
namespace {

// What the viewer knows of a piece, in two characters. A hidden piece shows only its
// flags, which the view holds as the viewer knows them.
std::string pieceCode(const ViewPiece& piece) {
  std::string code(1, sideLetter(piece.side));
  if (piece.rank)
    code += rankLetter(*piece.rank);
  else if (piece.flags & kScoutKnown)
    code += rankLetter(Rank::Scout);
  else
    code += (piece.flags & kMoved) ? '*' : '?';
  return code;
}

// The grid shared by the board and the setup view: files and ranks labelled on all sides,
// four characters a cell. A flipped grid is turned half way round (Blue's side at the
// bottom); only the ranks lowRank..highRank are drawn.
class Grid {
 public:
  Grid(const Board& board, bool flipped, int lowRank, int highRank)
      : board_(board), flipped_(flipped), lowRank_(lowRank), highRank_(highRank) {}

  // `cell(square)` gives each cell's four characters.
  template <class Cell>
  std::string paint(Cell&& cell) const {
    std::string out = fileLabels();
    for (int row = 0; row <= highRank_ - lowRank_; ++row) out += rankLine(rankAt(row), cell);
    return out + fileLabels();
  }

 private:
  int rankAt(int row) const { return flipped_ ? lowRank_ + row : highRank_ - row; }
  int fileAt(int column) const { return flipped_ ? board_.files - 1 - column : column; }

  std::string fileLabels() const {
    std::string line = "  ";
    for (int column = 0; column < board_.files; ++column) {
      line += "  ";
      line += static_cast<char>('a' + fileAt(column));
      if (column + 1 < board_.files) line += ' ';
    }
    return line + "\n";
  }

  template <class Cell>
  std::string rankLine(int rank, Cell& cell) const {
    const std::string label = std::to_string(rank + 1);
    std::string line = std::string(2 - label.size(), ' ') + label + " ";
    for (int column = 0; column < board_.files; ++column) line += cell(makeSquare(fileAt(column), rank));
    return line + " " + label + "\n";
  }

  const Board& board_;
  bool flipped_;
  int lowRank_, highRank_;
};

// The two-character code of a square that holds no piece.
std::string emptyCode(const Board& board, Square square, bool color) {
  return board.isLake(square) ? paint("~~", kLakeInk, color) : paint(". ", kEmptyInk, color);
}

std::string inkedCode(Side side, const std::string& code, bool color) {
  return paint(code, side == Side::Red ? kRedInk : kBlueInk, color);
}

class BoardPainter {
 public:
  BoardPainter(const PlayerView& view, const RenderOptions& options)
      : view_(view),
        board_(view.config.geometry()),
        color_(options.color),
        flipped_(!options.redAtBottom && view.viewer == Side::Blue),
        pieces_(pieceMap(view)) {
    if (!view.history.empty()) lastMove_ = view.history.back().move;
  }

  std::string paintBoard() const {
    const Grid grid(board_, flipped_, 0, board_.ranks - 1);
    return grid.paint([this](Square square) { return cell(square); }) + legend();
  }

 private:
  std::string cell(Square square) const {
    const bool marked = !lastMove_.isNone() && (square == lastMove_.from() || square == lastMove_.to());
    if (!marked) return " " + content(square) + " ";
    return paint("[", kMarkInk, color_) + content(square) + paint("]", kMarkInk, color_);
  }

  std::string content(Square square) const {
    const PieceId id = pieces_[square];
    if (id == kNoPiece) return emptyCode(board_, square, color_);
    const ViewPiece& piece = view_.pieces[id];
    return inkedCode(piece.side, pieceCode(piece), color_);
  }

  std::string legend() const {
    return std::string("you are ") + sideLetter(view_.viewer) +
           " | ranks F S 2-9 X B | ? unseen, * moved (no B/F) | ~~ lake | [ ] last move\n";
  }

  const PlayerView& view_;
  const Board& board_;
  bool color_;
  bool flipped_;
  std::array<PieceId, kGridSize> pieces_;
  Move lastMove_;
};

}  // namespace

std::string renderBoard(const PlayerView& view, const RenderOptions& options) {
  return BoardPainter(view, options).paintBoard();
}

std::string renderSetup(const GameConfig& config, Side side, const Placement& setup, const RenderOptions& options) {
  const Board& board = config.geometry();
  const bool red = side == Side::Red;
  const Grid grid(board, !red, red ? 0 : board.ranks - board.setupDepth, red ? board.setupDepth - 1 : board.ranks - 1);
  return grid.paint([&](Square square) {
    const auto piece = setup.at(square);
    const std::string code = piece ? inkedCode(piece->side, std::string(1, sideLetter(piece->side)) + rankLetter(piece->rank),
                                               options.color)
                                   : emptyCode(board, square, options.color);
    return " " + code + " ";
  });
}

}  // namespace stratego
