// `stratego loadtest`: the load benchmark of issue 6. Scripted players (server/load_client)
// play many games at once against a running `stratego serve`; this reports how many games
// were live together, the round trip of a move (sent to acknowledged), errors, and leaks of
// hidden ranks. It exits 1 on any error or leak, or when not every game could start.
#include <sys/resource.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <optional>
#include <thread>
#include <vector>

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "formats/rules_text.hpp"
#include "server/load_client.hpp"

namespace stratego::cli {
namespace {

using nlohmann::json;

struct LoadtestOptions {
  std::string url = "http://127.0.0.1:8080";
  int games = 1000;
  int connectionsPerThread = 2000;
  bool json = false;
  server::LoadSettings settings;
};

struct ServerUrl {
  std::string host;
  std::string port;
};

// http://HOST[:PORT][/] only: the load test speaks plain HTTP to one server.
std::optional<ServerUrl> parseUrl(const std::string& url) {
  const std::string scheme = "http://";
  if (!url.starts_with(scheme)) return std::nullopt;
  std::string rest = url.substr(scheme.size());
  if (rest.ends_with('/')) rest.pop_back();
  const std::size_t colon = rest.rfind(':');
  ServerUrl out{rest.substr(0, colon), colon == std::string::npos ? "80" : rest.substr(colon + 1)};
  const auto digit = [](char c) { return c >= '0' && c <= '9'; };
  if (out.host.empty() || out.host.find('/') != std::string::npos || out.port.empty() ||
      !std::all_of(out.port.begin(), out.port.end(), digit))
    return std::nullopt;
  return out;
}

// The server's endpoint once a connection to it succeeds, so that a wrong URL or a server
// that is down is one clear message rather than an error for every game.
std::optional<boost::asio::ip::tcp::endpoint> reachServer(const std::string& url, const ServerUrl& at) {
  boost::asio::io_context io;
  boost::asio::ip::tcp::resolver resolver(io);
  boost::system::error_code error;
  const auto found = resolver.resolve(at.host, at.port, error);
  if (error) {
    std::cerr << "stratego loadtest: cannot resolve " << url << ": " << error.message() << "\n";
    return std::nullopt;
  }
  boost::asio::ip::tcp::socket socket(io);
  const auto endpoint = boost::asio::connect(socket, found, error);
  if (error) {
    std::cerr << "stratego loadtest: cannot reach the server at " << url << ": " << error.message() << "\n";
    return std::nullopt;
  }
  return endpoint;
}

// Two sockets a game here (and two in the server, when it runs on this machine): the usual
// soft limit of 1,024 open files would stop short of a thousand games.
void raiseFileLimit(int games) {
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return;
  if (limit.rlim_cur < limit.rlim_max) {
    limit.rlim_cur = limit.rlim_max;
    setrlimit(RLIMIT_NOFILE, &limit);
    getrlimit(RLIMIT_NOFILE, &limit);
  }
  const rlim_t needed = 2 * static_cast<rlim_t>(games) + 64;
  if (limit.rlim_cur < needed)
    std::cerr << "stratego loadtest: warning: " << limit.rlim_cur << " open files allowed, " << games
              << " games need about " << needed << "\n";
}

// The q-quantile of sorted values by nearest rank; 0 for none.
double quantile(const std::vector<double>& sorted, double q) {
  if (sorted.empty()) return 0;
  const auto rank = static_cast<std::size_t>(std::ceil(q * static_cast<double>(sorted.size())));
  return sorted[std::clamp<std::size_t>(rank, 1, sorted.size()) - 1];
}

struct Figures {
  server::LoadTally tally;
  int concurrent = 0;
  double seconds = 0;      // the whole run
  double setupSeconds = 0;  // until every game was set up
  double playSeconds = 0;  // from the first move allowed to the last game's end
};

json reportJson(const LoadtestOptions& o, Figures& f) {
  std::vector<double>& trips = f.tally.roundTripsMs;
  std::sort(trips.begin(), trips.end());
  const double rate = f.playSeconds > 0 ? static_cast<double>(f.tally.moves) / f.playSeconds : 0;
  return {{"games", o.games},
          {"variant", o.settings.variant},
          {"movesPerGame", o.settings.movesPerGame},
          {"thinkMs", o.settings.thinkMs},
          {"started", f.tally.gamesStarted},
          {"finished", f.tally.gamesFinished},
          {"concurrent", f.concurrent},
          {"moves", f.tally.moves},
          {"movesPerSecond", rate},
          {"roundTripMs",
           {{"median", quantile(trips, 0.5)}, {"p90", quantile(trips, 0.9)}, {"p99", quantile(trips, 0.99)},
            {"max", trips.empty() ? 0 : trips.back()}}},
          {"errors", f.tally.errors},
          {"leaks", f.tally.leaks},
          {"problems", f.tally.problems},
          {"seconds", f.seconds},
          {"setupSeconds", f.setupSeconds},
          {"playSeconds", f.playSeconds}};
}

void printReport(const json& r) {
  const json& trip = r["roundTripMs"];
  std::printf("games       %d started, %d finished of %d (%s, at most %d moves, think %d ms)\n",
              r["started"].get<int>(), r["finished"].get<int>(), r["games"].get<int>(),
              r["variant"].get<std::string>().c_str(), r["movesPerGame"].get<int>(), r["thinkMs"].get<int>());
  std::printf("concurrent  %d games live at once\n", r["concurrent"].get<int>());
  std::printf("moves       %lld acknowledged, %.1f/s over %.1f s\n", r["moves"].get<long long>(),
              r["movesPerSecond"].get<double>(), r["playSeconds"].get<double>());
  std::printf("round trip  median %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms\n", trip["median"].get<double>(),
              trip["p90"].get<double>(), trip["p99"].get<double>(), trip["max"].get<double>());
  std::printf("errors      %lld\n", r["errors"].get<long long>());
  std::printf("leaks       %lld\n", r["leaks"].get<long long>());
  for (const json& problem : r["problems"]) std::printf("  %s\n", problem.get<std::string>().c_str());
  std::printf("time        %.1f s setting up, %.1f s in all\n", r["setupSeconds"].get<double>(),
              r["seconds"].get<double>());
}

int loadtest(LoadtestOptions& o) {
  const auto url = parseUrl(o.url);
  if (!url) {
    std::cerr << "stratego loadtest: --url '" << o.url << "' is not of the form http://HOST[:PORT]\n";
    return 2;
  }
  const auto config = parseVariantText(o.settings.variant);
  if (!config) {
    std::cerr << "stratego loadtest: --variant: " << config.error() << "\n";
    return 2;
  }
  o.settings.config = *config;
  o.settings.host = url->port == "80" ? url->host : url->host + ":" + url->port;
  raiseFileLimit(o.games);
  const auto endpoint = reachServer(o.url, *url);
  if (!endpoint) return 1;
  o.settings.server = *endpoint;

  // The games are shared out in blocks, a thread (an io_context) per block.
  const int threads = std::max(1, (2 * o.games + o.connectionsPerThread - 1) / o.connectionsPerThread);
  const int perThread = (o.games + threads - 1) / threads;
  server::LoadGate gate(o.games);
  std::vector<server::LoadTally> tallies(static_cast<std::size_t>(threads));
  std::vector<std::thread> running;
  const auto start = std::chrono::steady_clock::now();
  for (int t = 0, first = 0; first < o.games; ++t, first += perThread)
    running.emplace_back([&, t, first] {
      tallies[static_cast<std::size_t>(t)] = server::playLoadGames(o.settings, gate, first, std::min(perThread, o.games - first));
    });
  for (std::thread& t : running) t.join();

  Figures figures;
  for (const server::LoadTally& t : tallies) figures.tally.merge(t);
  figures.concurrent = gate.peakLive();
  figures.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  figures.setupSeconds = gate.setupSeconds();
  figures.playSeconds = gate.playSeconds();
  const json report = reportJson(o, figures);
  if (o.json) std::printf("%s\n", report.dump().c_str());
  else printReport(report);
  const bool clean = figures.tally.errors == 0 && figures.tally.leaks == 0 && figures.tally.gamesStarted == o.games;
  return clean ? 0 : 1;
}

}  // namespace

void addLoadtestCommand(CLI::App& app, int& exitCode) {
  auto opts = std::make_shared<LoadtestOptions>();
  CLI::App* cmd = app.add_subcommand("loadtest", "Play many games at once against a running server and measure it");
  cmd->add_option("--url", opts->url, "the server (default http://127.0.0.1:8080)");
  cmd->add_option("--games", opts->games, "games played at the same time (default 1000)")->check(CLI::Range(1, 100000));
  cmd->add_option("--variant", opts->settings.variant, "the variant of every game (default duel)");
  cmd->add_option("--moves", opts->settings.movesPerGame, "moves of a game, both sides, before it is resigned (default 100)")
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--think-ms", opts->settings.thinkMs, "mean pause of a player before each move (default 5000)")
      ->check(CLI::Range(0, 600000));
  cmd->add_option("--connections-per-thread", opts->connectionsPerThread,
                  "players' connections on one client thread (default 2000: one thread up to 1000 games)")
      ->check(CLI::Range(2, 1000000));
  cmd->add_option("--seed", opts->settings.seed, "seed of the setups, moves and pauses (default 1)");
  cmd->add_flag("--json", opts->json, "one JSON object instead of the text report");
  cmd->callback([opts, &exitCode] { exitCode = loadtest(*opts); });
}

}  // namespace stratego::cli
