// `stratego play`: a game in the terminal against the computer or between two people at
// one keyboard, with a setup phase, an optional clock and save/resume (issue 3). The loop
// itself is in cli/play_loop.
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>

#include "ai/builtin_players.hpp"
#include "cli/commands.hpp"
#include "cli/play_cards.hpp"
#include "cli/play_loop.hpp"
#include "cli/play_menu.hpp"
#include "formats/rules_text.hpp"
#include "play/session_file.hpp"

namespace stratego::cli {
namespace {

struct Options {
  std::string variant = "classic";
  std::string vs = "computer";
  std::string level = std::to_string(kDefaultStrongLevel);  // one of computerLevels()
  std::string color = "red";
  std::string twoSquare, chasing, scoutStrike, plyCap, noBattleCap;
  std::string clock;
  std::optional<std::uint64_t> seed;
  std::string resume;
  std::string record;
  std::string deck;  // Card Battle only
  bool noColor = false;
};

// Sets one rule option by its key in kRuleOptionTexts from a flag value, when given.
bool applyRule(RuleOptions& rules, std::string_view key, const std::string& value) {
  if (value.empty()) return true;
  for (const RuleOptionText& option : kRuleOptionTexts)
    if (option.key == key) {
      if (option.parse(value, rules)) return true;
      std::cerr << "stratego play: --" << key << " takes " << option.expected << ", not '" << value << "'\n";
      return false;
    }
  return false;
}

// Card Battle (RULES.md section 9) takes none of the board game's rule options or clock.
int playCards(const Options& opts, std::uint64_t seed, const std::string& resumeText, std::istream& in) {
  for (const auto& [flag, value] : {std::pair{"--two-square", &opts.twoSquare}, {"--chasing", &opts.chasing},
                                    {"--scout-strike", &opts.scoutStrike}, {"--ply-cap", &opts.plyCap},
                                    {"--no-battle-cap", &opts.noBattleCap}, {"--clock", &opts.clock}})
    if (!value->empty()) {
      std::cerr << "stratego play: " << flag << " is for the board game, not Card Battle\n";
      return 2;
    }
  CardGameRequest request;
  if (!opts.deck.empty()) request.deck = opts.deck;
  request.vs = opts.vs;
  request.level = opts.level;
  request.side = opts.color;
  request.seed = seed;
  request.resumePath = opts.resume;
  request.resumeText = resumeText;
  request.play.terminal = ::isatty(STDOUT_FILENO) != 0;
  request.play.color = request.play.terminal && !opts.noColor;
  request.play.recordPath = opts.record;
  return playCardBattle(std::move(request), in, std::cout, std::cerr);
}

int play(const Options& opts, std::istream& in, FdInput& input) {
  const std::uint64_t seed =
      opts.seed ? *opts.seed
                : static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
  std::string resumeText;
  if (!opts.resume.empty()) {
    std::ifstream file(opts.resume, std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    if (!file) {
      std::cerr << "stratego play: cannot read " << opts.resume << "\n";
      return 1;
    }
    resumeText = text.str();
  }
  if (opts.resume.empty() ? opts.variant == "cards" : isCardRecord(resumeText))
    return playCards(opts, seed, resumeText, in);
  if (!opts.deck.empty()) {
    std::cerr << "stratego play: --deck is for Card Battle (--variant cards)\n";
    return 2;
  }
  PlayOptions play;
  play.seed = seed;
  play.terminal = ::isatty(STDOUT_FILENO) != 0;
  play.color = play.terminal && !opts.noColor;
  play.recordPath = opts.record;
  struct stat info{};
  if (::isatty(STDIN_FILENO) != 0 || (::fstat(STDIN_FILENO, &info) == 0 && S_ISFIFO(info.st_mode)))
    play.waitForLine = [&input](std::int64_t ms) { return input.waitForLine(ms); };
  // The level is not saved with a game: a resumed one plays at --level (and --seed) again.
  std::string error;
  const std::unique_ptr<Player> computer = makeBuiltinPlayer(levelPlayer(opts.level), error);
  if (!computer) {
    std::cerr << "stratego play: --level: " << error << "\n";
    return 2;
  }
  play.computerPlayer = computer.get();
  const std::string againstComputer = "against the computer at level " + computer->name();

  std::optional<GameSession> session;
  if (!opts.resume.empty()) {
    auto loaded = loadSession(resumeText);
    if (!loaded) {
      std::cerr << "stratego play: " << opts.resume << ": " << loaded.error() << "\n";
      return 1;
    }
    session.emplace(std::move(loaded).value());
    for (Side side : {Side::Red, Side::Blue})
      if (session->name(side) == kComputerName) play.computer = side;
    std::cout << "Resumed " << opts.resume << " (" << variantText(session->config()) << ", "
              << (play.computer ? againstComputer : "two people") << ")\n";
  } else {
    GameConfig config = presetConfig(*variantFromName(opts.variant));
    config.rules.plyCap = 0;  // people play without move caps unless they ask for them
    config.rules.noBattleCap = 0;
    if (!applyRule(config.rules, "two-square", opts.twoSquare) || !applyRule(config.rules, "chasing", opts.chasing) ||
        !applyRule(config.rules, "scout-strike", opts.scoutStrike) || !applyRule(config.rules, "ply-cap", opts.plyCap) ||
        !applyRule(config.rules, "no-battle-cap", opts.noBattleCap))
      return 2;
    TimeControl control;
    if (!opts.clock.empty()) {
      auto parsed = parseClock(opts.clock);
      if (!parsed) {
        std::cerr << "stratego play: --clock takes minutes+seconds such as 10+5 or 0.5+0, not '" << opts.clock << "'\n";
        return 2;
      }
      control = *parsed;
    }
    std::array<std::string, 2> names{kHumanName, kHumanName};
    if (opts.vs == "computer") {
      Side human = Side::Red;
      if (opts.color == "blue") human = Side::Blue;
      if (opts.color == "random") human = Random(seed).next() % 2 == 0 ? Side::Red : Side::Blue;
      play.computer = opponent(human);
      names[static_cast<std::size_t>(index(*play.computer))] = kComputerName;
    }
    session.emplace(config, control, names);
    std::cout << "Stratego " << opts.variant << ", "
              << (play.computer ? "you play " + std::string(sideName(opponent(*play.computer))) + " " + againstComputer
                                : std::string("two people at one keyboard"))
              << " (seed " << seed << "; type help for commands)\n";
  }
  return runPlay(*session, play, in, std::cout);
}

// Standard input read through FdInput (so that an idle player's clock can run out), with
// the menu first when no flag was given and a person is at the terminal.
int playFromStdin(Options opts, bool anyFlag) {
  FdInput input(STDIN_FILENO);
  std::istream in(&input);
  if (!anyFlag && ::isatty(STDIN_FILENO) != 0) {
    MenuChoices choices;
    if (!askPlayMenu(in, std::cout, choices)) {
      std::cout << "Goodbye.\n";
      return 0;
    }
    opts.variant = choices.variant;
    opts.vs = choices.vs;
    opts.color = choices.color;
    opts.level = choices.level;
    if (choices.variant == "cards") {
      opts.deck = choices.deck;
    } else {
      opts.twoSquare = choices.twoSquare;
      opts.chasing = choices.chasing;
      opts.scoutStrike = choices.scoutStrike;
      opts.clock = choices.clock;
    }
  }
  return play(opts, in, input);
}

}  // namespace

void addPlayCommand(CLI::App& app, int& exitCode) {
  auto opts = std::make_shared<Options>();
  CLI::App* cmd = app.add_subcommand("play", "Play a game in the terminal against the computer or a friend");
  const std::string top = std::to_string(kStrongLevels);
  cmd->footer(
      "The computer's levels: random (random legal moves), greedy (one ply of material and\n"
      "information) and 1 to " + top + " (belief sampling and search; each level searches about four\n"
      "times the nodes of the one below: 1 answers at once, " + top + " takes about a second). Without\n"
      "--clock, the same --seed and --level answer the same moves the same way. Move caps are\n"
      "off unless --ply-cap or --no-battle-cap asks for them. A finished game writes its record\n"
      "to stratego-<variant>-<date>-<time>.sgr in the current directory (or --record FILE);\n"
      "Card Battle's to stratego-cards-<date>-<time>.sgc.");
  cmd->add_option("--variant", opts->variant,
                  "classic (default), duel, barrage, duel10, barrage10, or cards (Card Battle, the card game)")
      ->check(CLI::IsMember({"classic", "duel", "barrage", "duel10", "barrage10", "cards"}));
  cmd->add_option("--deck", opts->deck, "Card Battle's deck: standard (default, 23 cards) or us (the US edition)")
      ->check(CLI::IsMember({"standard", "us"}));
  cmd->add_option("--vs", opts->vs, "computer (default) or human (two people at one keyboard)")
      ->check(CLI::IsMember({"computer", "human"}));
  cmd->add_option("--level", opts->level,
                  "the computer: random, greedy or 1 to " + top + " (default " + opts->level + ")")
      ->check(CLI::IsMember(computerLevels()));
  cmd->add_option("--color", opts->color, "your side against the computer: red (default), blue or random")
      ->check(CLI::IsMember({"red", "blue", "random"}));
  cmd->add_option("--two-square", opts->twoSquare, "two-square limit: 3 (default), 5 or off")
      ->check(CLI::IsMember({"3", "5", "off"}));
  cmd->add_option("--chasing", opts->chasing, "chasing rule: on (default) or off")->check(CLI::IsMember({"on", "off"}));
  cmd->add_option("--scout-strike", opts->scoutStrike, "Scouts attack from a distance: on (default) or off")
      ->check(CLI::IsMember({"on", "off"}));
  cmd->add_option("--ply-cap", opts->plyCap, "draw after N plies, or off (default)");
  cmd->add_option("--no-battle-cap", opts->noBattleCap, "draw after N plies without a battle, or off (default)");
  cmd->add_option("--clock", opts->clock,
                  "clock: M+S, minutes each (fractions allowed) plus seconds added per move (e.g. 10+5)");
  cmd->add_option("--seed", opts->seed, "seed of the random setups and the computer (default: from the time)");
  cmd->add_option("--resume", opts->resume, "continue a game saved with `save FILE` (give --level and --seed again)");
  cmd->add_option("--record", opts->record, "where to write the record of the finished game");
  cmd->add_flag("--no-color", opts->noColor, "plain text (colours are used only on a terminal anyway)");
  cmd->footer(std::string(cmd->get_footer()) +
              "\nStarted with no options from a terminal, it first asks for the variant and options.");
  cmd->callback([cmd, opts, &exitCode] {
    bool anyFlag = false;
    for (const CLI::Option* option : cmd->get_options()) anyFlag = anyFlag || option->count() > 0;
    exitCode = playFromStdin(*opts, anyFlag);
  });
}

}  // namespace stratego::cli
