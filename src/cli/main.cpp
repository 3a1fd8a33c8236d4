// The `stratego` binary: one program, one subcommand per job.
#include <CLI/CLI.hpp>

#include "cli/commands.hpp"

int main(int argc, char** argv) {
  CLI::App app{"Stratego: rules engine, tools and games"};
  app.require_subcommand(1);
  int exitCode = 0;
  stratego::cli::addBenchCommand(app, exitCode);
  stratego::cli::addEngineCommand(app, exitCode);
  stratego::cli::addLoadtestCommand(app, exitCode);
  stratego::cli::addMatchCommand(app, exitCode);
  stratego::cli::addPlayCommand(app, exitCode);
  stratego::cli::addServeCommand(app, exitCode);
  stratego::cli::addValidateCommand(app, exitCode);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // CLI11 has its own codes (105, 106, ...); a bad command line exits 2, as is usual.
    // --help also arrives here and exits 0.
    return app.exit(e) == 0 ? 0 : 2;
  }
  return exitCode;
}
