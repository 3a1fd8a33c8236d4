// A private PostgreSQL cluster for the tests of one process: initdb into a fresh
// temporary folder, started on a free loopback port with trust authentication and fsync
// off, stopped and removed when the process exits. Started on first use only, so a run
// of SQLite tests alone (or gtest's test listing) costs nothing.
#pragma once

#include <filesystem>
#include <string>

namespace stratego::testing {

class ThrowawayPostgres {
 public:
  // The process's cluster, started on the first call; nullptr, with `whyNot` saying so,
  // when PostgreSQL's programs are not installed. Throws std::runtime_error with the
  // server's words when they are but the cluster does not start.
  static ThrowawayPostgres* instance(std::string& whyNot);

  // A new, empty database on the cluster: its postgresql:// URL.
  std::string freshDatabase();

  ~ThrowawayPostgres();
  ThrowawayPostgres(const ThrowawayPostgres&) = delete;
  ThrowawayPostgres& operator=(const ThrowawayPostgres&) = delete;

 private:
  explicit ThrowawayPostgres(const std::filesystem::path& bin);
  void start();  // initdb and pg_ctl start, into dir_
  std::string command(const std::string& program, const std::string& args) const;
  std::string url(const std::string& database) const;

  std::filesystem::path bin_, dir_;
  std::string asPostgres_;  // "runuser -u postgres -- " when running as root: initdb refuses root
  int port_ = 0;
  int databases_ = 0;
};

}  // namespace stratego::testing

// A fresh database of the test process's PostgreSQL cluster, or a skip saying why not.
#define STRATEGO_REQUIRE_POSTGRES(url)                                                  \
  std::string url##WhyNot;                                                              \
  auto* url##Cluster = stratego::testing::ThrowawayPostgres::instance(url##WhyNot);     \
  if (!url##Cluster) GTEST_SKIP() << url##WhyNot;                                       \
  const std::string url = url##Cluster->freshDatabase()

