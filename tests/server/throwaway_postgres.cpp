#include "server/throwaway_postgres.hpp"

#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdlib>
#include <pqxx/pqxx>
#include <stdexcept>

#include "support/test_support.hpp"

namespace stratego::testing {
namespace {

// The newest installed PostgreSQL's programs (Debian keeps them off the PATH).
std::filesystem::path postgresBin() {
  std::filesystem::path best;
  int bestVersion = 0;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator("/usr/lib/postgresql", error)) {
    const int version = std::atoi(entry.path().filename().c_str());
    if (version > bestVersion && std::filesystem::exists(entry.path() / "bin" / "initdb")) {
      bestVersion = version;
      best = entry.path() / "bin";
    }
  }
  return best;
}

// A loopback port nobody listens on now (the kernel's pick; free again once closed).
int freePort() {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t length = sizeof address;
  const bool ok = ::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0 &&
                  ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) == 0;
  ::close(fd);
  if (!ok) throw std::runtime_error("no free loopback port for PostgreSQL");
  return ntohs(address.sin_port);
}

void run(const std::string& command, const std::string& what) {
  const CommandRun result = runCommand(command + " 2>&1");
  if (result.status != 0) throw std::runtime_error(what + " failed:\n" + command + "\n" + result.output);
}

}  // namespace

ThrowawayPostgres* ThrowawayPostgres::instance(std::string& whyNot) {
  static const std::filesystem::path bin = postgresBin();
  if (bin.empty()) {
    whyNot = "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): its half of the tests is skipped";
    return nullptr;
  }
  if (::geteuid() == 0 && ::getpwnam("postgres") == nullptr) {
    whyNot = "running as root without a postgres system user to run PostgreSQL as: its half of the tests is skipped";
    return nullptr;
  }
  static ThrowawayPostgres cluster(bin);
  return &cluster;
}

ThrowawayPostgres::ThrowawayPostgres(const std::filesystem::path& bin) : bin_(bin) {
  std::string pattern = (std::filesystem::temp_directory_path() / "stratego-pg-XXXXXX").string();
  if (::mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("cannot make a folder for PostgreSQL");
  dir_ = pattern;
  try {
    start();
  } catch (...) {
    std::error_code ignored;
    std::filesystem::remove_all(dir_, ignored);
    throw;
  }
}

void ThrowawayPostgres::start() {
  if (::geteuid() == 0) {
    const passwd* postgres = ::getpwnam("postgres");
    if (::chown(dir_.c_str(), postgres->pw_uid, postgres->pw_gid) != 0)
      throw std::runtime_error("cannot give " + dir_.string() + " to the postgres user");
    asPostgres_ = "runuser -u postgres -- ";
  }
  run(command("initdb", "-D " + (dir_ / "data").string() + " -U postgres -A trust -E UTF8 --locale=C -N"), "initdb");
  // A port picked here may be taken before the server binds it: try a few.
  for (int attempt = 1;; ++attempt) {
    port_ = freePort();
    const std::string options = "-k " + dir_.string() + " -p " + std::to_string(port_) +
                                " -c listen_addresses=127.0.0.1 -F";
    try {
      run(command("pg_ctl", "-D " + (dir_ / "data").string() + " -l " + (dir_ / "server.log").string() +
                                " -w -o '" + options + "' start"),
          "starting PostgreSQL (log in " + (dir_ / "server.log").string() + ")");
      return;
    } catch (const std::runtime_error&) {
      if (attempt == 3) throw;
    }
  }
}

ThrowawayPostgres::~ThrowawayPostgres() {
  runCommand(command("pg_ctl", "-D " + (dir_ / "data").string() + " -m immediate stop") + " >/dev/null 2>&1");
  std::error_code ignored;
  std::filesystem::remove_all(dir_, ignored);
}

std::string ThrowawayPostgres::command(const std::string& program, const std::string& args) const {
  return asPostgres_ + (bin_ / program).string() + " " + args;
}

std::string ThrowawayPostgres::url(const std::string& database) const {
  return "postgresql://postgres@127.0.0.1:" + std::to_string(port_) + "/" + database;
}

std::string ThrowawayPostgres::freshDatabase() {
  const std::string name = "test" + std::to_string(++databases_);
  pqxx::connection admin(url("postgres"));
  pqxx::nontransaction create(admin);  // CREATE DATABASE is refused inside a transaction
  create.exec("CREATE DATABASE " + name);
  return url(name);
}

}  // namespace stratego::testing
