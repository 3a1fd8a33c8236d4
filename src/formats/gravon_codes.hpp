// The codes inside Gravon (StraDoS2) records, without the XML around them: squares, the
// piece letters of `<field content>`, and the result codes. formats/gravon reads and
// writes the documents; tests and tools that meet Gravon squares elsewhere (the Ataraxos
// chase cases) use these directly. See docs/GRAVON.md.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/config.hpp"
#include "core/outcome.hpp"
#include "core/placement.hpp"
#include "core/types.hpp"
#include "formats/parse_result.hpp"

namespace stratego::gravon {

// Gravon's board is always 10x10. Files are `ABCDEFGHIK` (J is skipped) and rank 10 is
// written `:`, the character after `9`: "A1", "K:".
bool onGravonBoard(Square s);
Parsed<Square> squareFromText(std::string_view text);
std::string squareText(Square s);  // s must be on the Gravon board

// `<field content>` lists the 100 squares A1..K1, A2..K2, ..., A10..K10.
constexpr int kFieldSize = 100;
Square fieldSquare(int index);
constexpr char kEmptyLetter = 'A';
constexpr char kLakeLetter = '_';
// B..M are Red's Bomb, Spy, 2..10 and Flag; N..Y the same for Blue.
std::optional<PlacedPiece> pieceFromLetter(char letter);
char pieceLetter(PlacedPiece piece);

// `<game type>`: classic, barrage (our barrage10), duell (duel10) and classicfree (free
// on the 10x10 board). Ultimate lightning has rules of its own and no variant here.
std::optional<Variant> variantOfType(std::string_view type);
std::optional<std::string_view> typeOfVariant(Variant variant);

// Ids, result types and winners are written with digits only; larger numbers than this
// are refused, far below any overflow.
constexpr int kMaxNumber = 999'999'999;

// `<result type="T" winner="W"/>`: W is 1 (Red), 2 (Blue) or 3 (draw).
struct ResultCode {
  int type = 0;
  int winner = 0;
  friend bool operator==(ResultCode, ResultCode) = default;
};
// The outcome a result code stands for. Codes that are draws by nature (2 both unable to
// move, 4 agreed, 10 both missing, 12 game clock) give a draw whatever W says (a few real
// files give a winner there); decisive codes need W = 1 or 2.
Parsed<Outcome> outcomeFromResult(ResultCode code);
// The usual code for an outcome: the first code that gives it (a player timing out is 11,
// not 13). Move caps and unfinished games have no Gravon code.
Parsed<ResultCode> resultForOutcome(Outcome outcome);
// The GravonResult tag of an imported record holds the code as "T W" ("13 1").
std::string resultTagText(ResultCode code);
std::optional<ResultCode> resultFromTagText(std::string_view text);

}  // namespace stratego::gravon
