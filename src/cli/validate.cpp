// `stratego validate` (placeholder until the Gravon reader lands).
#include "cli/commands.hpp"

namespace stratego::cli {

void addValidateCommand(CLI::App& app, int& exitCode) {
  CLI::App* cmd = app.add_subcommand("validate", "Replay game records and check them against the rules");
  cmd->callback([&exitCode] { exitCode = 2; });
}

}  // namespace stratego::cli
