// A terminal screenshot of `stratego play`: the program runs in a real terminal (a detached
// tmux session of a fixed size, on a private tmux server), and the captured screen is
// checked: labels aligned with the squares, the lakes, one's own setup, the enemy unseen,
// the status line, and colours on.
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "support/test_support.hpp"

namespace stratego {
namespace {

bool tmuxAvailable() { return testing::runCommand("command -v tmux >/dev/null 2>&1").status == 0; }

// A tmux server of its own (a private socket named after this process, no user configuration)
// running one session; the server is killed on destruction, failure or not.
class TmuxSession {
 public:
  TmuxSession(int width, int height, const std::string& command)
      : socket_(std::filesystem::temp_directory_path() /
                ("stratego_screen_test_" + std::to_string(::getpid()) + ".sock")),
        tmux_("env -u TMUX tmux -f /dev/null -S '" + socket_.string() + "'"),
        name_("play" + std::to_string(::getpid())) {
    started_ = run("new-session -d -s " + name_ + " -x " + std::to_string(width) + " -y " +
                   std::to_string(height) + " '" + command + "'")
                   .status == 0;
  }
  ~TmuxSession() {
    run("kill-server");
    std::error_code ignored;
    std::filesystem::remove(socket_, ignored);
  }
  TmuxSession(const TmuxSession&) = delete;
  TmuxSession& operator=(const TmuxSession&) = delete;

  bool started() const { return started_; }
  void type(const std::string& line) {
    run("send-keys -t " + name_ + " -l '" + line + "'");
    run("send-keys -t " + name_ + " Enter");
  }
  // The visible screen, as text or with the escape codes of its colours (`escapes`).
  std::string capture(bool escapes = false) {
    return run(std::string("capture-pane -p") + (escapes ? " -e" : "") + " -t " + name_).output;
  }
  // Waits (up to a generous limit) until the screen shows `text`; returns the screen.
  std::string waitFor(const std::string& text) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    std::string screen;
    while (std::chrono::steady_clock::now() < deadline) {
      screen = capture();
      if (screen.find(text) != std::string::npos) return screen;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    ADD_FAILURE() << "the screen did not show '" << text << "' within 30 s; it shows:\n" << screen;
    return screen;
  }

 private:
  testing::CommandRun run(const std::string& arguments) {
    return testing::runCommand(tmux_ + " " + arguments + " 2>&1");
  }

  std::filesystem::path socket_;
  std::string tmux_, name_;
  bool started_ = false;
};

TEST(PlayScreen, TheBoardInARealTerminal) {
  if (!tmuxAvailable()) GTEST_SKIP() << "tmux is not on PATH: the terminal screenshot check needs it";
  TmuxSession tmux(100, 50, testing::strategoBinary() + " play --variant duel --seed 7");
  ASSERT_TRUE(tmux.started()) << "could not start a tmux session";
  tmux.waitFor("Red setup>");  // (a capture drops trailing spaces)
  tmux.type("library wall");
  tmux.type("ready");
  const std::string screen = tmux.waitFor("Move 1: Red to move");
  EXPECT_EQ(screen.find('\x1b'), std::string::npos) << "plain capture holds no escape codes";

  // The board is the one above the status line: its file labels, then ranks 8 down to 1.
  const std::vector<std::string> rows = testing::splitLines(screen);
  std::size_t status = 0;
  while (status < rows.size() && rows[status].find("Move 1: Red to move") == std::string::npos) ++status;
  ASSERT_LT(status, rows.size());
  const std::string files = "    a   b   c   d   e   f   g   h";
  std::size_t bottom = status;  // the file labels below the board
  while (bottom > 0 && rows[bottom].rfind(files, 0) != 0) --bottom;
  ASSERT_GE(bottom, 9u) << screen;
  EXPECT_EQ(rows[bottom - 9].rfind(files, 0), 0u) << "file labels above the board too:\n" << screen;
  const std::size_t top = bottom - 8;  // rank 8

  // The piece on a square, read from the column of its file label.
  auto at = [&](char file, int rank) -> std::string {
    const std::string& row = rows[top + static_cast<std::size_t>(8 - rank)];
    const std::size_t column = files.find(file);
    return row.size() >= column + 2 ? row.substr(column, 2) : "";
  };
  for (int rank = 8; rank >= 1; --rank) {
    const std::string& row = rows[top + static_cast<std::size_t>(8 - rank)];
    char label[8];
    std::snprintf(label, sizeof label, "%2d  ", rank);
    EXPECT_EQ(row.rfind(label, 0), 0u) << "rank " << rank << " labelled on the left: '" << row << "'";
    EXPECT_TRUE(testing::endsWith(row, "  " + std::to_string(rank))) << "and on the right: '" << row << "'";
  }
  for (const char* lake : {"c4", "c5", "f4", "f5"}) EXPECT_EQ(at(lake[0], lake[1] - '0'), "~~") << lake;

  // duel's built-in `wall` setup (data/setups/small_boards.txt): FB....../B......./29S3X3.2,
  // ranks 1 to 3 from file a.
  const char* wall[3] = {"FB......", "B.......", "29S3X3.2"};
  for (int rank = 1; rank <= 3; ++rank)
    for (int f = 0; f < 8; ++f) {
      const char piece = wall[rank - 1][f];
      const std::string expected = piece == '.' ? ".  " : std::string("r") + piece;
      EXPECT_EQ(at(static_cast<char>('a' + f), rank), expected.substr(0, 2))
          << static_cast<char>('a' + f) << rank << "\n"
          << screen;
    }
  // Blue's pieces, all unseen, in its three back ranks: as many as Red's, none on Red's side.
  int unseen = 0;
  for (int rank = 1; rank <= 8; ++rank)
    for (char file = 'a'; file <= 'h'; ++file) {
      const std::string piece = at(file, rank);
      if (piece[0] == 'b') {
        EXPECT_EQ(piece, "b?") << file << rank;
        EXPECT_GE(rank, 6) << file << rank;
        ++unseen;
      }
    }
  EXPECT_EQ(unseen, 10);
  EXPECT_NE(screen.find("Red>"), std::string::npos);

  // The same screen with its escape codes: a terminal gets colours.
  const std::string coloured = tmux.capture(true);
  EXPECT_NE(coloured.find("\x1b["), std::string::npos) << "no colour codes on a terminal:\n" << coloured;
  EXPECT_NE(coloured.find("Move 1: Red to move"), std::string::npos);
}

}  // namespace
}  // namespace stratego
