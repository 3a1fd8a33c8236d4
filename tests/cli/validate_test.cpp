// `stratego validate` run as a program on small hand-written Gravon files.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "formats/gravon_xml_builder.hpp"
#include "support/test_support.hpp"

namespace stratego {
namespace {

namespace fs = std::filesystem;
using testing::gravonXml;
using testing::moveXml;
using testing::resultXml;

// A free game: a Red Scout on A1 and Flag on C1, a Blue Scout on A9 and Flag on K10.
std::string freeGame(const std::string& moves, int resultType, int winner) {
  return gravonXml("classicfree", testing::fieldXml({{0, 'D'}, {2, 'M'}, {80, 'P'}, {99, 'Y'}}) + moves +
                                      resultXml(resultType, winner));
}

// Red's Scout shuttles A1-A2 four times: the fourth is too many under limit 3, not under 5.
std::string shuttles(int redMoves) {
  std::string moves;
  for (int ply = 1; ply <= 2 * redMoves - 1; ++ply) {
    const bool red = ply % 2 == 1, forth = (ply + 1) / 2 % 2 == 1;
    moves += red ? moveXml(ply, forth ? "A1" : "A2", forth ? "A2" : "A1")
                 : moveXml(ply, forth ? "A9" : "A8", forth ? "A8" : "A9");
  }
  return moves;
}

class ValidateCommand : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("stratego_validate_test_" + std::to_string(::getpid()));
    fs::create_directories(dir_ / "nested");
  }
  void TearDown() override { fs::remove_all(dir_); }

  void write(const std::string& name, const std::string& text) { std::ofstream(dir_ / name, std::ios::binary) << text; }

  testing::CommandRun validate(const std::string& arguments) {
    return testing::runCommand(testing::strategoBinary() + " validate " + arguments + " 2>&1");
  }

  fs::path dir_;
};

TEST_F(ValidateCommand, ReportsEachGameInSortedOrderAndCountsThem) {
  write("a_ok.xml", freeGame(shuttles(3), 3, 1));
  write("b_illegal.xml", freeGame(shuttles(4), 3, 2));
  write("c_mismatch.xml", freeGame(moveXml(1, "A1", "A2"), 0, 2));
  write("nested/d_broken.xml", "<stratego>");
  write("notes.txt", "not a game: ignored");
  const testing::CommandRun run = validate(dir_.string());
  const std::string d = dir_.string() + "/";
  const std::vector<std::string> lines = {
      "OK " + d + "a_ok.xml (two-square 3)",
      "ILLEGAL " + d + "b_illegal.xml: ply 7 (Red) a2-a1: the two-square rule forbids this move",
      "MISMATCH " + d + "c_mismatch.xml: recorded Blue wins by no-legal-move, but Red still has a legal move",
      "ERROR " + d + "nested/d_broken.xml: line 1: not well-formed XML: Start-end tags mismatch",
      "4 games, 2 legal, 2 illegal, 1 result mismatches",
  };
  std::string expected;
  for (const std::string& line : lines) expected += line + "\n";
  EXPECT_EQ(run.output, expected);
  EXPECT_EQ(run.status, 1);
}

TEST_F(ValidateCommand, AutoFallsBackToLimitFiveAndSucceeds) {
  write("shuttle.xml", freeGame(shuttles(4), 3, 2));
  const testing::CommandRun run = validate("--two-square auto --chasing off " + (dir_ / "shuttle.xml").string());
  EXPECT_EQ(run.output, "OK " + (dir_ / "shuttle.xml").string() + " (two-square 5)\n" +
                            "1 games, 1 legal, 0 illegal, 0 result mismatches\n");
  EXPECT_EQ(run.status, 0);
}

TEST_F(ValidateCommand, AFlagCaptureRecordedAsResignationIsAMismatch) {
  // Red's Scout runs up the empty A file and takes Blue's Flag on A10.
  write("flag.xml", gravonXml("classicfree", testing::fieldXml({{0, 'D'}, {2, 'M'}, {90, 'Y'}, {99, 'P'}}) +
                                                  moveXml(1, "A1", "A:") + resultXml(3, 2)));
  const testing::CommandRun run = validate((dir_ / "flag.xml").string());
  EXPECT_NE(run.output.find("MISMATCH"), std::string::npos) << run.output;
  EXPECT_NE(run.output.find("recorded Blue wins by resignation, but Red captured the Flag on the last move"),
            std::string::npos)
      << run.output;
  EXPECT_EQ(run.status, 1);
}

TEST_F(ValidateCommand, ABadCommandLineExitsWithTwo) {
  EXPECT_EQ(validate("--two-square 4 " + dir_.string()).status, 2);
  EXPECT_EQ(validate("--chasing maybe " + dir_.string()).status, 2);
  EXPECT_EQ(validate("").status, 2);
}

}  // namespace
}  // namespace stratego
