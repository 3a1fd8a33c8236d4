// `stratego bench`: uniformly random games with full rules. The signature (total plies
// for the seed) changes only when the rules or the random stream change, like the node
// count of Stockfish's bench.
#include <chrono>
#include <cstdio>
#include <string>

#include "cli/commands.hpp"
#include "core/playout.hpp"

namespace stratego::cli {

void addBenchCommand(CLI::App& app, int& exitCode) {
  struct Options {
    std::string variant = "classic";
    int games = 20000;
    std::uint64_t seed = 1;
  };
  auto opts = std::make_shared<Options>();
  CLI::App* cmd = app.add_subcommand("bench", "Play random games with full rules and report speed");
  cmd->add_option("--variant", opts->variant, "classic, duel, barrage, duel10, barrage10")
      ->check(CLI::IsMember({"classic", "duel", "barrage", "duel10", "barrage10"}));
  cmd->add_option("--games", opts->games, "number of games")->check(CLI::Range(1, 1000000000));
  cmd->add_option("--seed", opts->seed, "seed of the random stream");
  cmd->callback([opts, &exitCode] {
    const GameConfig config = presetConfig(*variantFromName(opts->variant));
    Random rng(opts->seed);
    long long plies = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int g = 0; g < opts->games; ++g) {
      GameState state(config, randomStart(config, rng));
      plies += playRandomToEnd(state, rng);
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("variant     %s (two-square %d, chasing %s)\n", opts->variant.c_str(),
                config.rules.twoSquareLimit, config.rules.chasingRule ? "on" : "off");
    std::printf("games       %d\n", opts->games);
    std::printf("plies/s     %.0f\n", static_cast<double>(plies) / seconds);
    std::printf("games/s     %.1f\n", opts->games / seconds);
    std::printf("mean plies  %.1f\n", static_cast<double>(plies) / opts->games);
    std::printf("signature   %lld\n", plies);
    exitCode = 0;
  });
}

}  // namespace stratego::cli
