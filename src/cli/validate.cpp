// `stratego validate`: replays game records (Gravon XML, our .sgr records) and checks each
// move and the recorded result against the rules; one line per game, then a summary.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <system_error>
#include <vector>

#include "cli/commands.hpp"
#include "formats/gravon.hpp"
#include "formats/record_text.hpp"
#include "formats/replay.hpp"

namespace stratego::cli {
namespace {

namespace fs = std::filesystem;

bool isRecordFile(const fs::path& file) { return file.extension() == ".xml" || file.extension() == ".sgr"; }

// The files to check: each file named, and the record files below each directory named,
// walked recursively in sorted order. A path that cannot be walked is kept, so that it
// is reported as an error rather than silently skipped.
std::vector<fs::path> filesToCheck(const std::vector<std::string>& paths) {
  std::vector<fs::path> files;
  for (const std::string& path : paths) {
    std::error_code error;
    if (!fs::is_directory(path, error)) {
      files.emplace_back(path);
      continue;
    }
    std::vector<fs::path> found;
    for (auto it = fs::recursive_directory_iterator(path, error); !error && it != fs::recursive_directory_iterator();
         it.increment(error))
      if (std::error_code entryError; it->is_regular_file(entryError) && isRecordFile(it->path()))
        found.push_back(it->path());
    if (error) found.emplace_back(path);
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
  }
  return files;
}

Parsed<GameRecord> loadRecord(const fs::path& file) {
  std::error_code error;
  if (!fs::exists(file, error)) return parseError("no such file or directory");
  if (fs::is_directory(file, error)) return parseError("cannot walk this directory");
  if (!isRecordFile(file)) return parseError("not a game record: the name ends neither in .xml (Gravon) nor in .sgr");
  std::ifstream in(file, std::ios::binary);
  if (!in) return parseError("cannot open the file");
  const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  if (in.bad()) return parseError("cannot read the file");
  return file.extension() == ".xml" ? importGravon(text) : parseRecord(text);
}

std::string twoSquareName(int limit) { return limit == 0 ? "off" : std::to_string(limit); }

struct Tally {
  int games = 0, legal = 0, illegal = 0, mismatches = 0;
};

void validateFile(const fs::path& file, const ReplayOptions& options, Tally& tally) {
  ++tally.games;
  const std::string name = file.string();
  const Parsed<GameRecord> record = loadRecord(file);
  if (!record) {
    ++tally.illegal;
    std::printf("ERROR %s: %s\n", name.c_str(), record.error().c_str());
    return;
  }
  const ReplayReport report = replayRecord(*record, options);
  if (!report.legal()) {
    ++tally.illegal;
    std::printf("ILLEGAL %s: %s\n", name.c_str(), describeIllegality(report).c_str());
  } else if (report.mismatch) {
    ++tally.legal;
    ++tally.mismatches;
    std::printf("MISMATCH %s: %s\n", name.c_str(), report.mismatch->c_str());
  } else {
    ++tally.legal;
    std::printf("OK %s (two-square %s)\n", name.c_str(), twoSquareName(report.twoSquareLimit).c_str());
  }
}

}  // namespace

void addValidateCommand(CLI::App& app, int& exitCode) {
  struct Options {
    std::string twoSquare = "3";
    std::string chasing = "on";
    std::vector<std::string> paths;
  };
  auto opts = std::make_shared<Options>();
  CLI::App* cmd = app.add_subcommand("validate", "Replay game records and check them against the rules");
  cmd->add_option("--two-square", opts->twoSquare, "two-square limit: 3, 5, off, or auto (3, else 5)")
      ->check(CLI::IsMember({"3", "5", "off", "auto"}));
  cmd->add_option("--chasing", opts->chasing, "chasing rule: on or off")->check(CLI::IsMember({"on", "off"}));
  cmd->add_option("paths", opts->paths, "Gravon .xml and .sgr files, or directories holding them")->required();
  cmd->callback([opts, &exitCode] {
    ReplayOptions options;
    options.twoSquareLimit = opts->twoSquare == "auto" ? kAutoTwoSquare
                             : opts->twoSquare == "off" ? 0
                                                        : std::stoi(opts->twoSquare);
    options.chasingRule = opts->chasing == "on";
    Tally tally;
    for (const fs::path& file : filesToCheck(opts->paths)) validateFile(file, options, tally);
    std::printf("%d games, %d legal, %d illegal, %d result mismatches\n", tally.games, tally.legal, tally.illegal,
                tally.mismatches);
    exitCode = tally.illegal == 0 && tally.mismatches == 0 ? 0 : 1;
  });
}

}  // namespace stratego::cli
