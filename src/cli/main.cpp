// The `stratego` binary: one program, one subcommand per job.
#include <CLI/CLI.hpp>

#include "cli/commands.hpp"

int main(int argc, char** argv) {
  CLI::App app{"Stratego: rules engine, tools and games"};
  app.require_subcommand(1);
  int exitCode = 0;
  stratego::cli::addBenchCommand(app, exitCode);
  stratego::cli::addValidateCommand(app, exitCode);
  CLI11_PARSE(app, argc, argv);
  return exitCode;
}
