// `stratego engine`: the engine side of a protocol on standard input and output, for
// referees and GUIs: ours (docs/PROTOCOL.md) or the 2012 bots' (../shared/spec/PC2012.md).
#include <iostream>
#include <string>

#include "ai/builtin_players.hpp"
#include "ai/setup_memory_file.hpp"
#include "cli/commands.hpp"
#include "protocol/engine_protocol.hpp"
#include "protocol/pc2012_bot.hpp"

namespace stratego::cli {

void addEngineCommand(CLI::App& app, int& exitCode) {
  struct Options {
    std::string player = "strong";
    std::string protocol = "native";
    std::uint64_t seed = 0;
    std::string memory;
  };
  auto opts = std::make_shared<Options>();
  CLI::App* cmd = app.add_subcommand("engine", "Play as an engine over standard input and output");
  std::string players;
  for (const std::string& name : builtinPlayerNames()) players += (players.empty() ? "" : ", ") + name;
  cmd->add_option("--player", opts->player,
                  "the built-in player that thinks: " + players +
                      "; after greedy or strong, ,contempt=N sets what a draw costs it (" +
                      std::to_string(-kMaxContempt) + ".." + std::to_string(kMaxContempt) +
                      ") and ,memory=off makes it forget the opponent's setups between games")
      ->capture_default_str();
  cmd->add_option("--protocol", opts->protocol, "native (docs/PROTOCOL.md) or pc2012 (the 2012 bots' protocol)")
      ->check(CLI::IsMember({"native", "pc2012"}))
      ->capture_default_str();
  cmd->add_option("--seed", opts->seed, "seed of the player's randomness (native: the Seed option's default)");
  cmd->add_option("--memory", opts->memory,
                  "a file that keeps what the player learned of the opponent (its setups, the ranks it moves, "
                  "how far its moves bear out the beliefs' cues) from game to game, for referees that start "
                  "the engine afresh for each game (read at the start, a line added after each game; "
                  "docs/FORMATS.md)");
  cmd->callback([opts, &exitCode] {
    std::shared_ptr<SetupMemory> memory;
    if (!opts->memory.empty()) {
      auto opened = openSetupMemoryFile(opts->memory, [](const std::string& error) { std::cerr << error << '\n'; });
      if (!opened) {
        std::cerr << "engine --memory: " << opened.error() << '\n';
        exitCode = 1;
        return;
      }
      memory = *opened;
    }
    exitCode = opts->protocol == "pc2012" ? runPc2012Bot(std::cin, std::cout, opts->player, opts->seed, memory)
                                          : runEngineProtocol(std::cin, std::cout, opts->player, opts->seed, memory);
  });
}

}  // namespace stratego::cli
