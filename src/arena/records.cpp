#include "arena/records.hpp"

#include <fstream>
#include <system_error>

#include "formats/record_text.hpp"

namespace stratego {
namespace {

namespace fs = std::filesystem;

std::string fileSafe(const std::string& name) {
  constexpr std::size_t kMaxLength = 40;
  std::string out;
  for (char c : name.substr(0, kMaxLength)) {
    const bool safe =
        (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '_' || c == '-';
    out += safe ? c : '_';
  }
  return out;
}

}  // namespace

GameRecord matchRecord(const PlayedGame& game, const std::array<std::string, 2>& names, int games) {
  GameRecord record = game.result.record;
  const Side a = game.sideOfA();
  auto tag = [&](std::string name, std::string value) { record.tags.emplace_back(std::move(name), std::move(value)); };
  tag("Event", "stratego match");
  tag("Game", std::to_string(game.index + 1) + " of " + std::to_string(games));
  for (Side side : {Side::Red, Side::Blue}) tag(std::string(sideName(side)), names[side == a ? 0 : 1]);
  for (const Failure& failure : game.result.failures)
    tag(std::string(sideName(failure.side)) + "Failure",
        std::string(failureKindName(failure.kind)) + ": " + failure.reason +
            (failure.duringSetup ? " (during setup; the setup shown is a stand-in)" : ""));
  return record;
}

fs::path defaultRecordDirectory(const std::string& a, const std::string& b, std::time_t now) {
  std::tm local{};
  localtime_r(&now, &local);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
  return fs::path("match-records") / (fileSafe(a) + "-vs-" + fileSafe(b) + "-" + stamp);
}

std::optional<std::string> createRecordDirectory(const fs::path& dir) {
  std::error_code error;
  fs::create_directories(dir, error);
  if (error) return "cannot create the records directory " + dir.string() + ": " + error.message();
  return std::nullopt;
}

std::optional<std::string> writeRecord(const fs::path& dir, int number, int games, const GameRecord& record) {
  return writeRecordText(dir, number, games, ".sgr", formatRecord(record));
}

std::optional<std::string> writeRecordText(const fs::path& dir, int number, int games, std::string_view extension,
                                           std::string_view text) {
  const std::size_t width = std::to_string(games).size();
  std::string digits = std::to_string(number);
  if (digits.size() < width) digits.insert(0, width - digits.size(), '0');
  const fs::path file = dir / ("game-" + digits + std::string(extension));
  std::ofstream out(file, std::ios::binary);
  out << text;
  out.close();
  if (!out) return "cannot write " + file.string();
  return std::nullopt;
}

}  // namespace stratego
