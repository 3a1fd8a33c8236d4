// `stratego match A B`: a match between two players (built-in or external programs) with
// Elo, LOS and an optional SPRT, writing every game's record. The work is in src/arena;
// this file turns the command line into match settings and prints. Card Battle matches
// (--variant cards) are match_cards.cpp's.
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <ctime>
#include <memory>
#include <string>
#include <vector>

#include "ai/builtin_players.hpp"
#include "ai/shared_resources.hpp"
#include "arena/records.hpp"
#include "arena/report.hpp"
#include "cli/commands.hpp"
#include "cli/match_options.hpp"

namespace stratego::cli {
namespace {

namespace fs = std::filesystem;

constexpr double kMaxSeconds = 7 * 24 * 3600;  // a week: far beyond any move, small enough for milliseconds

std::int64_t milliseconds(double seconds) { return std::max<std::int64_t>(1, std::llround(seconds * 1000)); }

Parsed<GameConfig> configFrom(const MatchOptions& opts) {
  GameConfig config = presetConfig(*variantFromName(opts.variant));
  for (std::size_t i = 0; i < kRuleOptionTexts.size(); ++i) {
    const RuleOptionText& option = kRuleOptionTexts[i];
    const std::string value = opts.rules[i] == "0" ? "off" : opts.rules[i];  // 0 also switches a limit off
    if (!value.empty() && !option.parse(value, config.rules))
      return parseError("--" + std::string(option.key) + " takes " + std::string(option.expected) + ", not '" +
                        opts.rules[i] + "'");
  }
  return config;
}

Parsed<std::array<PlayerSpec, 2>> specsFrom(const MatchOptions& opts) {
  std::array<PlayerSpec, 2> specs;
  for (int p = 0; p < 2; ++p) {
    auto spec = parsePlayerSpec(opts.players[p]);
    if (!spec) return parseError(spec.error());
    specs[p] = *spec;
    if (spec->kind == PlayerSpec::Kind::Pc2012 && opts.variant != "classic")
      return parseError("player '" + spec->text + "': 2012 bots play classic only, not " + opts.variant);
    // The protocols have no way to hand a program its setup: it always sends its own.
    if (spec->external() && opts.setups != "players")
      return parseError("--setups " + opts.setups + " needs built-in players: '" + spec->text +
                        "' is a program, which chooses its own setup");
  }
  return specs;
}

// The players: external programs' standard error goes beside the records.
std::array<MatchPlayer, 2> playersFrom(const MatchOptions& opts, const std::array<PlayerSpec, 2>& specs,
                                       const std::optional<fs::path>& records) {
  std::array<MatchPlayer, 2> players;
  for (int p = 0; p < 2; ++p) {
    ExternalOptions external;
    external.replyTimeoutMs = milliseconds(opts.engineTimeout);
    if (records) external.stderrPath = (*records / (p == 0 ? "stderr-A.log" : "stderr-B.log")).string();
    players[p] = matchPlayer(specs[p], external);
  }
  return players;
}

// Everything but the players.
Parsed<MatchSettings> settingsFrom(const MatchOptions& opts) {
  MatchSettings settings;
  auto config = configFrom(opts);
  if (!config) return parseError(config.error());
  settings.config = *config;
  settings.setups = opts.setups == "random"  ? SetupSource::Random
                    : opts.setups == "human" ? SetupSource::Human
                                             : SetupSource::Players;
  if (settings.setups == SetupSource::Human) {
    const Parsed<SetupLibrary>& library = loadedSetupLibrary();  // the one the players share
    if (!library) return parseError("--setups human: " + library.error());
    settings.library = &*library;
  }
  if (opts.tc > 0) settings.limits.moveTimeMs = milliseconds(opts.tc);
  settings.limits.nodes = opts.nodes;
  settings.games = opts.games;
  settings.seed = opts.seed;
  settings.concurrency = opts.concurrency;
  settings.replyTimeoutMs = milliseconds(opts.engineTimeout);
  auto sprt = sprtFrom(opts);
  if (!sprt) return parseError(sprt.error());
  settings.sprt = *sprt;
  return settings;
}

void playAndReport(const MatchOptions& opts, const MatchSettings& settings, const std::optional<fs::path>& records) {
  const std::array<std::string, 2> names = {settings.players[0].name, settings.players[1].name};
  const MatchPrinter printer(opts);
  const MatchTally tally = runMatch(settings, [&](const PlayedGame& game, const MatchTally& sofar) {
    printer.game(sofar, records ? writeRecord(*records, game.index + 1, settings.games,
                                              matchRecord(game, names, settings.games))
                                : std::nullopt);
  });
  printer.report(describeMatch(settings), tally, records);
}

// Checks everything before the first game (and before creating the records directory, so
// that a bad command line leaves nothing behind); 2 for a bad command line.
int runMatchCommand(const MatchOptions& opts) {
  if (opts.variant == "cards") return runCardMatchCommand(opts);
  if (!opts.deck.empty()) return badCommandLine("--deck is for --variant cards only");
  auto specs = specsFrom(opts);
  if (!specs) return badCommandLine(specs.error());
  auto parsed = settingsFrom(opts);
  if (!parsed) return badCommandLine(parsed.error());
  auto records = recordsFrom(opts);
  if (!records) return badCommandLine(records.error());
  MatchSettings settings = std::move(parsed).value();
  settings.players = playersFrom(opts, *specs, *records);
  playAndReport(opts, settings, *records);
  return 0;
}

}  // namespace

int badCommandLine(const std::string& message) {
  std::fprintf(stderr, "stratego match: %s\n", message.c_str());
  return 2;
}

Parsed<std::optional<SprtSettings>> sprtFrom(const MatchOptions& opts) {
  if (opts.sprt.empty()) return std::optional<SprtSettings>();
  SprtSettings sprt{0, 0, opts.alpha, opts.beta};
  char extra = 0;
  if (std::sscanf(opts.sprt.c_str(), "%lf,%lf%c", &sprt.elo0, &sprt.elo1, &extra) != 2 || !std::isfinite(sprt.elo0) ||
      !std::isfinite(sprt.elo1) || sprt.elo0 >= sprt.elo1)
    return parseError("--sprt takes ELO0,ELO1 with ELO0 < ELO1 (e.g. 0,5), not '" + opts.sprt + "'");
  return std::optional<SprtSettings>(sprt);
}

Parsed<std::optional<fs::path>> recordsFrom(const MatchOptions& opts) {
  if (opts.records == "none") return std::optional<fs::path>();
  const fs::path dir = opts.records.empty()
                           ? defaultRecordDirectory(opts.players[0], opts.players[1], std::time(nullptr))
                           : fs::path(opts.records);
  if (auto problem = createRecordDirectory(dir)) return parseError(*problem);
  return std::optional<fs::path>(dir);
}

bool MatchPrinter::isTerminal() { return ::isatty(STDERR_FILENO) != 0; }

void MatchPrinter::game(const MatchTally& sofar, const std::optional<std::string>& recordProblem) const {
  if (recordProblem) std::fprintf(stderr, "%sstratego match: %s\n", terminal_ ? "\n" : "", recordProblem->c_str());
  std::fprintf(stderr, terminal_ ? "\r%s\033[K" : "%s\n", progressLine(sofar).c_str());
}

void MatchPrinter::report(const MatchDescription& match, const MatchTally& tally,
                          const std::optional<fs::path>& records) const {
  if (terminal_) std::fputc('\n', stderr);
  const std::string text = opts_.json ? jsonReport(match, tally, records) : textReport(match, tally, records);
  std::fputs(text.c_str(), stdout);
}

void addMatchCommand(CLI::App& app, int& exitCode) {
  auto opts = std::make_shared<MatchOptions>();
  CLI::App* cmd = app.add_subcommand("match", "Play a match between two players and rate it (Elo, LOS, SPRT)");
  cmd->footer(
      "Players: random, greedy, strong, strong:LEVEL (built-in; greedy and strong take ,contempt=N,\n"
      "what a draw costs them, " +
      std::to_string(-kMaxContempt) + ".." + std::to_string(kMaxContempt) +
      ": strong:4,contempt=0, and ,memory=off: they forget the\n"
      "opponent's setups between games), engine:COMMAND (a program speaking our protocol,\n"
      "docs/PROTOCOL.md) or pc2012:COMMAND (a bot of the 2012 contest, classic only).\n"
      "A plays Red in odd-numbered games, Blue in even ones. A player that crashes, hangs, makes an\n"
      "illegal move or sends an invalid setup loses that game; the match goes on and reports why.\n"
      "The 2012 bots ignore the repetition rules: --two-square off --chasing off plays as they did.\n"
      "--variant cards plays Card Battle (RULES.md section 9) between built-in card players (random,\n"
      "greedy, strong, strong:1 to strong:5) with --deck standard or us; both games of a pair share\n"
      "the deal. The rule options, --tc, --nodes, --setups and --engine-timeout are for board games.\n"
      "Example: stratego match strong greedy --variant cards --games 1000 --concurrency 4 --seed 7");
  cmd->add_option("A", opts->players[0], "first player")->required();
  cmd->add_option("B", opts->players[1], "second player")->required();
  cmd->add_option("--games", opts->games, "number of games (default 100)")->check(CLI::Range(1, 1000000000));
  cmd->add_option("--variant", opts->variant,
                  "classic (default), duel, barrage, duel10, barrage10, or cards (Card Battle)")
      ->check(CLI::IsMember({"classic", "duel", "barrage", "duel10", "barrage10", "cards"}));
  cmd->add_option("--deck", opts->deck, "Card Battle's deck: standard (default) or us; --variant cards only");
  std::vector<const CLI::Option*> boardOnly;  // an error with --variant cards
  for (std::size_t i = 0; i < kRuleOptionTexts.size(); ++i)
    boardOnly.push_back(cmd->add_option("--" + std::string(kRuleOptionTexts[i].key), opts->rules[i],
                                        std::string(kRuleOptionTexts[i].expected) + " (default: the variant's)"));
  boardOnly.push_back(cmd->add_option("--tc", opts->tc, "seconds per move, fractions allowed (default: no time limit)")
                          ->check(CLI::Range(0.001, kMaxSeconds)));
  boardOnly.push_back(cmd->add_option("--nodes", opts->nodes, "search nodes per move for built-in players")
                          ->check(CLI::Range(std::int64_t{1}, std::int64_t{1} << 62)));
  boardOnly.push_back(cmd->add_option("--setups", opts->setups,
                                      "players (default: each chooses), random or human (the setup library), "
                                      "imposed on both and shared by each pair of games")
                          ->check(CLI::IsMember({"players", "random", "human"})));
  cmd->add_option("--seed", opts->seed, "match seed: every game's seeds derive from it (default 1)");
  cmd->add_option("--concurrency", opts->concurrency, "games played at once (default 1)")->check(CLI::Range(1, 256));
  cmd->add_flag("--json", opts->json, "print the result as one JSON object instead of the text report");
  cmd->add_option("--sprt", opts->sprt, "ELO0,ELO1: stop once H0 (Elo ELO0) or H1 (Elo ELO1) is accepted");
  cmd->add_option("--sprt-alpha", opts->alpha, "SPRT false positive rate (default 0.05)")->check(CLI::Range(1e-6, 0.5));
  cmd->add_option("--sprt-beta", opts->beta, "SPRT false negative rate (default 0.05)")->check(CLI::Range(1e-6, 0.5));
  cmd->add_option("--records", opts->records,
                  "directory for the game records, or none (default: match-records/A-vs-B-<time>)");
  boardOnly.push_back(
      cmd->add_option("--engine-timeout", opts->engineTimeout,
                      "seconds a program may take to start, to set up, and per move without --tc (default 10)")
          ->check(CLI::Range(0.001, kMaxSeconds)));
  cmd->callback([opts, boardOnly, &exitCode] {
    for (const CLI::Option* option : boardOnly)
      if (option->count() > 0) opts->boardOnlyGiven.push_back(option->get_name());
    exitCode = runMatchCommand(*opts);
  });
}

}  // namespace stratego::cli
