// Each subcommand of `stratego` lives in its own file and registers itself here. A
// subcommand reports its exit status through `exitCode`.
#pragma once

#include <CLI/CLI.hpp>

namespace stratego::cli {

void addBenchCommand(CLI::App& app, int& exitCode);
void addEngineCommand(CLI::App& app, int& exitCode);
void addLoadtestCommand(CLI::App& app, int& exitCode);
void addMatchCommand(CLI::App& app, int& exitCode);
void addPlayCommand(CLI::App& app, int& exitCode);
void addServeCommand(CLI::App& app, int& exitCode);
void addValidateCommand(CLI::App& app, int& exitCode);

}  // namespace stratego::cli
