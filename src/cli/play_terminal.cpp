// The helpers of cli/play_terminal.hpp.
#include "cli/play_terminal.hpp"

#include <cctype>
#include <ctime>
#include <fstream>
#include <istream>
#include <ostream>
#include <sstream>

namespace stratego::cli {

Random streamRandom(std::uint64_t seed, std::uint64_t stream, std::uint64_t n) {
  Random mixer(seed ^ (stream * 0x9E3779B97F4A7C15ULL));
  return Random(mixer.next() + n * 0xD1B54A32D192ED03ULL);
}

std::vector<std::string> words(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

bool readLine(std::istream& in, std::ostream& out, const std::string& prompt, std::string& line) {
  out << prompt << std::flush;
  if (!std::getline(in, line)) {
    out << "\n";
    return false;
  }
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return true;
}

bool passKeyboard(std::istream& in, std::ostream& out, bool terminal, Side side, const std::string& what) {
  if (terminal)
    out << "\x1b[H\x1b[2J\x1b[3J";
  else
    out << std::string(40, '\n');
  const std::string name(sideName(side));
  out << "==================== " << name << " " << what << " ====================\n";
  std::string line;
  return readLine(in, out, name + " to " + what + ": press Enter when only " + name + " is looking\n", line);
}

std::string timestampedRecordPath(std::string_view game, std::string_view extension) {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
  return "stratego-" + std::string(game) + "-" + stamp + std::string(extension);
}

bool writeSavedGame(std::ostream& out, const std::string& path, const std::string& text) {
  std::ofstream file(path, std::ios::binary);
  file << text;
  file.close();
  if (!file) {
    out << "Error: could not write " << path << "\n";
    return false;
  }
  out << "Saved to " << path << " (continue with: stratego play --resume " << path << ")\n";
  return true;
}

int writeFinishedRecord(std::ostream& out, const std::string& path, const std::string& text) {
  std::ofstream file(path, std::ios::binary);
  file << text;
  file.close();
  if (!file) {
    out << "Error: could not write the game record to " << path << "\n";
    return 1;
  }
  out << "Game record written to " << path << "\n";
  return 0;
}

}  // namespace stratego::cli
