// Gravon (StraDoS2) XML game records: import into a GameRecord and export from one, so
// that exporting an imported archive file gives back the same bytes. The format is
// described in shared/gamedata/gravon/FORMAT.md; our mapping is in docs/GRAVON.md.
#pragma once

#include <string>
#include <string_view>

#include "formats/parse_result.hpp"
#include "formats/record.hpp"

namespace stratego {

// Tags an import fills in, in this order when present: the names of `<player id="1">` and
// `<player id="2">`, then the `<result>` exactly as written ("13 1": type, winner), so an
// export can write back codes that an Outcome alone cannot tell apart (11 and 13, say).
inline constexpr std::string_view kRedTag = "Red";
inline constexpr std::string_view kBlueTag = "Blue";
inline constexpr std::string_view kGravonResultTag = "GravonResult";

// Reads one Gravon document. Variants: classic, barrage (barrage10), duell (duel10) and
// classicfree (free on the 10x10 board); ultimate lightning is refused. The record's rule
// options stay at their defaults because the file does not say which were in force: the
// caller chooses (the two-square limit changed over the years). The one archive file with
// no `<field>` gives an empty start and no moves. Errors name the line, the element and
// the attribute or move id at fault.
Parsed<GameRecord> importGravon(std::string_view xml);

// Writes the record in the archive's exact layout. Fails (with the reason) for what Gravon
// cannot hold: an 8x8 board, a piece off the 10x10 board or on a lake, or a result with no
// Gravon code (unfinished games and move caps). An empty start writes no `<field>`; a
// missing Red or Blue tag writes no `<player>` element for that side.
Parsed<std::string> exportGravon(const GameRecord& record);

}  // namespace stratego
