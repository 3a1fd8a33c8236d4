// The setup library of terminal play: human setups from Gravon for `classic` and
// `barrage10` (data/setups/*.dat, see data/setups/NOTICE) and a handful of built-in,
// named setups for the small armies (data/setups/small_boards.txt).
//
// Files in the directory, each optional (a missing file gives no setups of its kind):
// - full_human_inits.dat: classic setups, one line of 40 Gravon letters each.
// - barrage_human_inits.dat: barrage10 setups, same format.
//   In both, `#` lines are comments, blank lines are skipped, and a last line `]` is
//   skipped (barrage_human_inits.dat ends with one). A line is Blue's setup zone in the
//   Gravon field order (a7..j7, a8..j8, a9..j9, a10..j10); Red gets the line reversed,
//   i.e. reflected through the board centre.
// - small_boards.txt: `<variant> <name> <setup string>` per line, `#` comments. The setup
//   string (docs/FORMATS.md) is a Red setup; Blue gets it reflected through the board
//   centre (Red's a1 is Blue's h8 on 8x8, j10 on 10x10), so the Flag keeps its place as its
//   owner sees it. Names are unique within a variant.
//
// Every line is checked when loading (letters, length, the preset's army, the setup
// zone), so every setup handed out passes validateSetup for its side. The human lines
// stay in memory as their 40 letters and become a Placement only when drawn: loading the
// 65k lines takes a few milliseconds.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/config.hpp"
#include "core/placement.hpp"
#include "core/random.hpp"
#include "formats/parse_result.hpp"

namespace stratego {

inline constexpr std::string_view kClassicSetupFile = "full_human_inits.dat";
inline constexpr std::string_view kBarrage10SetupFile = "barrage_human_inits.dat";
inline constexpr std::string_view kBuiltinSetupFile = "small_boards.txt";

// Where the shipped library is, trying in order:
//   1. $STRATEGO_DATA/setups           (an installed or moved data folder)
//   2. <exe dir>/../data/setups        (the binary in <repo>/build/)
//   3. <exe dir>/data/setups           (the binary beside a data/ folder)
//   4. <source tree>/data/setups       (from this file's own compiled-in path, __FILE__)
// The first that is a directory wins; an empty path when none is (load then says so).
// The executable's location is read from /proc/self/exe (Linux); elsewhere steps 2-3 are
// skipped.
std::filesystem::path defaultSetupDirectory();

class SetupLibrary {
 public:
  // Reads the directory's files (see above). Fails, naming file:line and the fault, on
  // the first bad line, or when `dir` is not a directory; never throws.
  static Parsed<SetupLibrary> load(const std::filesystem::path& dir);

  // How many setups `v` has: human lines plus built-ins for it. Free has none.
  std::size_t count(Variant v) const;

  // The setup number `index` of the variant for `side`: the human lines first, in file
  // order, then the built-ins in file order. An empty Placement when index >= count(v).
  Placement at(Variant v, Side side, std::size_t index) const;

  // A setup drawn uniformly from the variant's setups (rng.below(count(v))). When the
  // variant has none (free, or a missing file), a random setup (randomSetup) instead.
  Placement draw(Variant v, Side side, Random& rng) const;
  // A setup drawn uniformly from the variant's distinct setups: a line the file holds many
  // times (on Gravon one player used one setup 370 times) comes up no more often than any
  // other. Without setups, a random one, as draw() gives.
  Placement drawDistinct(Variant v, Side side, Random& rng) const;

  // A built-in setup by name, for `side`; nothing when the variant has none so named.
  std::optional<Placement> named(Variant v, Side side, std::string_view name) const;
  // The built-in names of a variant, in file order.
  std::vector<std::string> names(Variant v) const;

 private:
  struct Builtin {
    Variant variant;
    std::string name;
    Placement red;  // the setup as Red; Blue's is its reflection
  };
  static constexpr std::size_t kVariants = 6;

  std::size_t humanCount(Variant v) const;
  std::vector<const Builtin*> builtinsOf(Variant v) const;

  // Per variant: the human lines' letters, 40 per setup, back to back.
  std::array<std::string, kVariants> human_;
  // Per variant: the number of each distinct human line's first occurrence.
  std::array<std::vector<std::uint32_t>, kVariants> distinct_;
  std::vector<Builtin> builtins_;
};

}  // namespace stratego
