#include "ai/setup_library.hpp"

#include <array>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <system_error>
#include <unordered_set>

#include "formats/gravon_codes.hpp"
#include "formats/setup_text.hpp"

namespace stratego {
namespace {

namespace fs = std::filesystem;

constexpr std::size_t kLineLength = 40;  // four ranks of ten squares
constexpr int kLargeSize = 10;
constexpr int kFirstBlueRank = 6;  // rank 7: Blue's front rank, the first in a line

std::size_t slot(Variant v) { return static_cast<std::size_t>(v); }

// The Gravon letter of a line -> Red's rank (as placed); empty for 'A'; none otherwise.
struct LetterTable {
  std::array<std::int8_t, 256> rank{};  // -1 unknown, -2 empty, else Rank
  LetterTable() {
    rank.fill(-1);
    rank[static_cast<unsigned char>(gravon::kEmptyLetter)] = -2;
    for (char c = 'B'; c <= 'M'; ++c) {
      const auto piece = gravon::pieceFromLetter(c);
      if (piece && piece->side == Side::Red) rank[static_cast<unsigned char>(c)] = static_cast<std::int8_t>(index(piece->rank));
    }
  }
};
const LetterTable& letters() {
  static const LetterTable table;
  return table;
}

Placement reflectedAs(const GameConfig& config, const Placement& red, Side side) {
  if (side == Side::Red) return red;
  const Board& board = config.geometry();
  Placement out;
  for (int r = 0; r < board.ranks; ++r)
    for (int f = 0; f < board.files; ++f) {
      const Square s = makeSquare(f, r);
      if (const auto piece = red.at(s)) out.put(board.reflect(s), PlacedPiece{side, piece->rank});
    }
  return out;
}

// Letter i of a line stands on Blue's square (i % 10, 6 + i / 10), as in the Gravon
// field; for Red the line is reversed (the reflection through the board centre).
Placement humanPlacement(std::string_view line, Side side) {
  Placement p;
  const auto& table = letters().rank;
  for (std::size_t i = 0; i < kLineLength; ++i) {
    const int code = table[static_cast<unsigned char>(line[i])];
    if (code < 0) continue;
    const int file = static_cast<int>(i % kLargeSize);
    const int rank = kFirstBlueRank + static_cast<int>(i / kLargeSize);
    const Square s = side == Side::Blue ? makeSquare(file, rank)
                                        : makeSquare(kLargeSize - 1 - file, kLargeSize - 1 - rank);
    p.put(s, PlacedPiece{side, static_cast<Rank>(code)});
  }
  return p;
}

// What is wrong with a 40-letter line for the variant's army, or nothing.
std::optional<std::string> checkHumanLine(std::string_view line, Variant v) {
  if (line.size() != kLineLength)
    return "expected " + std::to_string(kLineLength) + " letters, found " + std::to_string(line.size());
  const auto& table = letters().rank;
  Army army{};
  for (std::size_t i = 0; i < line.size(); ++i) {
    const int code = table[static_cast<unsigned char>(line[i])];
    if (code == -1) {
      std::string what = "unknown letter '";
      what += line[i];
      return what + "' in column " + std::to_string(i + 1) + " (setups use the letters A-M)";
    }
    if (code >= 0) ++army[static_cast<std::size_t>(code)];
  }
  const Army want = presetArmy(v);
  for (int r = 0; r < kRankCount; ++r) {
    const auto i = static_cast<std::size_t>(r);
    if (army[i] != want[i])
      return std::string(rankName(static_cast<Rank>(r))) + ": " + std::to_string(army[i]) + " where " +
             std::string(variantName(v)) + " has " + std::to_string(want[i]);
  }
  return std::nullopt;
}

std::optional<std::string> readFile(const fs::path& path, std::string& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return "cannot open " + path.string();
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) return "cannot read " + path.string();
  out = std::move(buffer).str();
  return std::nullopt;
}

// Calls `each(lineNumber, line)` for every line (a trailing '\r' removed); stops at the
// first error it returns.
template <class Each>
std::optional<std::string> forEachLine(std::string_view text, Each each) {
  std::size_t pos = 0;
  int number = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    ++number;
    if (auto error = each(number, line, text.substr(end == text.size() ? end : end + 1))) return error;
    pos = end + 1;
  }
  return std::nullopt;
}

bool blank(std::string_view s) { return s.find_first_not_of(" \t\r\n") == std::string_view::npos; }

std::string located(const fs::path& file, int line, const std::string& what) {
  return file.filename().string() + ":" + std::to_string(line) + ": " + what;
}

std::optional<std::string> loadHuman(const fs::path& file, Variant v, std::string& out) {
  std::string text;
  if (auto error = readFile(file, text)) return error;
  out.reserve(text.size());
  return forEachLine(text, [&](int number, std::string_view line, std::string_view rest) -> std::optional<std::string> {
    if (blank(line) || line.front() == '#') return std::nullopt;
    if (line == "]" && blank(rest)) return std::nullopt;  // the stray last line of the Ataraxos file
    if (auto what = checkHumanLine(line, v)) return located(file, number, *what);
    out.append(line);
    return std::nullopt;
  });
}

// The number of each distinct line's first occurrence among `letters`' lines.
std::vector<std::uint32_t> firstOfEachLine(std::string_view letters) {
  std::unordered_set<std::string_view> seen;
  std::vector<std::uint32_t> out;
  for (std::size_t i = 0; (i + 1) * kLineLength <= letters.size(); ++i)
    if (seen.insert(letters.substr(i * kLineLength, kLineLength)).second) out.push_back(static_cast<std::uint32_t>(i));
  return out;
}

std::vector<std::string_view> fields(std::string_view line) {
  std::vector<std::string_view> out;
  std::size_t pos = 0;
  while (true) {
    pos = line.find_first_not_of(" \t", pos);
    if (pos == std::string_view::npos) break;
    std::size_t end = line.find_first_of(" \t", pos);
    if (end == std::string_view::npos) end = line.size();
    out.push_back(line.substr(pos, end - pos));
    pos = end;
  }
  return out;
}

}  // namespace

fs::path defaultSetupDirectory() {
  std::vector<fs::path> candidates;
  if (const char* data = std::getenv("STRATEGO_DATA"); data != nullptr && *data != '\0')
    candidates.push_back(fs::path(data) / "setups");
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec && !exe.empty()) {
    candidates.push_back(exe.parent_path() / ".." / "data" / "setups");
    candidates.push_back(exe.parent_path() / "data" / "setups");
  }
  // This file is <repo>/src/ai/setup_library.cpp.
  candidates.push_back(fs::path(__FILE__).parent_path().parent_path().parent_path() / "data" / "setups");
  for (const auto& dir : candidates) {
    std::error_code dirError;
    if (fs::is_directory(dir, dirError)) return dir.lexically_normal();
  }
  return {};
}

Parsed<SetupLibrary> SetupLibrary::load(const fs::path& dir) {
  if (dir.empty()) return parseError("no setup library found (set STRATEGO_DATA to the folder holding setups/)");
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return parseError("setup library " + dir.string() + " is not a directory");
  SetupLibrary lib;
  const std::pair<std::string_view, Variant> humanFiles[] = {{kClassicSetupFile, Variant::Classic},
                                                             {kBarrage10SetupFile, Variant::Barrage10}};
  for (const auto& [name, variant] : humanFiles) {
    const fs::path file = dir / name;
    if (!fs::exists(file, ec)) continue;
    if (auto error = loadHuman(file, variant, lib.human_[slot(variant)])) return parseError(*error);
    lib.distinct_[slot(variant)] = firstOfEachLine(lib.human_[slot(variant)]);
  }

  const fs::path builtinFile = dir / kBuiltinSetupFile;
  if (fs::exists(builtinFile, ec)) {
    std::string text;
    if (auto error = readFile(builtinFile, text)) return parseError(*error);
    auto error = forEachLine(text, [&](int number, std::string_view line, std::string_view) -> std::optional<std::string> {
      if (blank(line) || line[line.find_first_not_of(" \t")] == '#') return std::nullopt;
      const auto parts = fields(line);
      if (parts.size() != 3)
        return located(builtinFile, number,
                       "expected <variant> <name> <setup string>, found " + std::to_string(parts.size()) + " fields");
      const auto variant = variantFromName(parts[0]);
      if (!variant || *variant == Variant::Free)
        return located(builtinFile, number, "unknown variant '" + std::string(parts[0]) +
                                                "' (classic, duel, barrage, duel10 or barrage10)");
      for (const auto& b : lib.builtins_)
        if (b.variant == *variant && b.name == parts[1])
          return located(builtinFile, number,
                         std::string(parts[0]) + " already has a setup named '" + std::string(parts[1]) + "'");
      const auto setup = parseSetup(presetConfig(*variant), Side::Red, parts[2]);
      if (!setup) return located(builtinFile, number, std::string(parts[1]) + ": " + setup.error());
      lib.builtins_.push_back(Builtin{*variant, std::string(parts[1]), setup.value()});
      return std::nullopt;
    });
    if (error) return parseError(*error);
  }
  return lib;
}

std::size_t SetupLibrary::humanCount(Variant v) const { return human_[slot(v)].size() / kLineLength; }

std::vector<const SetupLibrary::Builtin*> SetupLibrary::builtinsOf(Variant v) const {
  std::vector<const Builtin*> out;
  for (const auto& b : builtins_)
    if (b.variant == v) out.push_back(&b);
  return out;
}

std::size_t SetupLibrary::count(Variant v) const { return humanCount(v) + builtinsOf(v).size(); }

Placement SetupLibrary::at(Variant v, Side side, std::size_t i) const {
  const std::size_t humans = humanCount(v);
  if (i < humans) return humanPlacement(std::string_view(human_[slot(v)]).substr(i * kLineLength, kLineLength), side);
  const auto builtins = builtinsOf(v);
  if (i - humans < builtins.size()) return reflectedAs(presetConfig(v), builtins[i - humans]->red, side);
  return Placement{};
}

Placement SetupLibrary::draw(Variant v, Side side, Random& rng) const {
  const std::size_t n = count(v);
  if (n == 0) return randomSetup(presetConfig(v), side, rng);
  return at(v, side, rng.below(static_cast<std::uint32_t>(n)));
}

Placement SetupLibrary::drawDistinct(Variant v, Side side, Random& rng) const {
  const std::vector<std::uint32_t>& lines = distinct_[slot(v)];
  const std::size_t humans = humanCount(v);
  const std::size_t n = lines.size() + (count(v) - humans);
  if (n == 0) return randomSetup(presetConfig(v), side, rng);
  const std::size_t k = rng.below(static_cast<std::uint32_t>(n));
  return at(v, side, k < lines.size() ? lines[k] : humans + (k - lines.size()));
}

std::optional<Placement> SetupLibrary::named(Variant v, Side side, std::string_view name) const {
  for (const auto& b : builtins_)
    if (b.variant == v && b.name == name) return reflectedAs(presetConfig(v), b.red, side);
  return std::nullopt;
}

std::vector<std::string> SetupLibrary::names(Variant v) const {
  std::vector<std::string> out;
  for (const auto* b : builtinsOf(v)) out.push_back(b->name);
  return out;
}

}  // namespace stratego
