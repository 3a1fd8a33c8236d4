// The chasing rule against the Ataraxos reference cases (shared/gamedata/ataraxos/
// more_squares_rule, see its README): recorded games whose last move the Ataraxos chase
// tracker forbids. Each case is replayed as a free game on the 10x10 board from its board
// and moves (cases_decoded.tsv); every failing case is listed, with its file and ply, in
// one message per set.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "formats/gravon_codes.hpp"
#include "formats/notation.hpp"
#include "formats/replay.hpp"
#include "formats/text_util.hpp"
#include "support/test_support.hpp"

namespace stratego {
namespace {

constexpr int kChaseLimitPlies = 200;  // the reference tracker gives up after 200 plies without a battle

struct ChaseCase {
  std::string set, file;
  GameRecord record;
  std::string problem;  // why the row could not be read, if it could not
};

// Pieces in the Gravon field code, with lower-case 'a' for an empty square.
void readBoard(std::string_view board, ChaseCase& c) {
  if (board.size() != gravon::kFieldSize) {
    c.problem = "the board has " + std::to_string(board.size()) + " characters";
    return;
  }
  for (int i = 0; i < gravon::kFieldSize; ++i) {
    const char letter = board[static_cast<std::size_t>(i)];
    if (letter == 'a' || letter == gravon::kLakeLetter) continue;
    const auto piece = gravon::pieceFromLetter(letter);
    if (!piece) c.problem = "board character " + std::to_string(i + 1) + " is " + quoted(std::string_view(&letter, 1));
    else c.record.start.put(gravon::fieldSquare(i), *piece);
  }
}

// Moves written "F4-F5" in Gravon squares, separated by spaces.
void readMoves(std::string_view moves, ChaseCase& c) {
  for (std::string_view text : split(moves, ' ')) {
    const auto squares = split(text, '-');
    const auto from = squares.size() == 2 ? gravon::squareFromText(squares[0]) : parseError("no '-'");
    const auto to = squares.size() == 2 ? gravon::squareFromText(squares[1]) : parseError("no '-'");
    if (!from || !to) {
      c.problem = "move " + quoted(text) + ": " + (from ? to.error() : from.error());
      return;
    }
    c.record.moves.emplace_back(*from, *to);
  }
}

// Columns: set, file, n_moves, last_mover, expectation, board, moves.
std::vector<ChaseCase> readCases(const std::filesystem::path& table) {
  std::vector<ChaseCase> cases;
  std::ifstream in(table);
  std::string line;
  std::getline(in, line);  // the header
  while (std::getline(in, line)) {
    const auto cells = split(line, '\t');
    ChaseCase c;
    c.record.config = presetConfig(Variant::Free, BoardKind::Large);
    if (cells.size() != 7) {
      c.problem = "expected 7 columns: " + quoted(std::string_view(line));
    } else {
      c.set = cells[0];
      c.file = cells[1];
      readBoard(cells[5], c);
      readMoves(cells[6], c);
      if (c.problem.empty() && parseNumber(cells[2], 100000) != static_cast<int>(c.record.moves.size()))
        c.problem = "n_moves says " + std::string(cells[2]) + ", the row has " + std::to_string(c.record.moves.size());
    }
    cases.push_back(std::move(c));
  }
  return cases;
}

ReplayReport replay(const ChaseCase& c, int twoSquareLimit, bool chasingRule) {
  return replayRecord(c.record, ReplayOptions{twoSquareLimit, chasingRule});
}

// Every case of `set` (of every set when it is empty), checked by `check`, which returns
// what is wrong ("" when right).
template <class Check>
void checkSet(const std::string& set, std::size_t expectedCount, Check check) {
  STRATEGO_REQUIRE_SHARED(table, "gamedata/ataraxos/more_squares_rule/cases_decoded.tsv");
  std::size_t count = 0, failed = 0;
  std::string failures;
  for (const ChaseCase& c : readCases(table)) {
    if (!set.empty() && c.set != set && !c.set.empty()) continue;  // a row without a set is reported everywhere
    ++count;
    const std::string problem = c.problem.empty() ? check(c) : "unreadable row: " + c.problem;
    if (problem.empty()) continue;
    ++failed;
    failures += "  " + c.file + ": " + problem + "\n";
  }
  EXPECT_EQ(count, expectedCount) << "cases in set " << set;
  EXPECT_TRUE(failures.empty()) << failed << " of " << count << " cases of " << set << " fail:\n" << failures;
}

std::string lastPly(const ChaseCase& c) { return "ply " + std::to_string(c.record.moves.size()); }

// The last move is illegal because of the chasing rule, and every move before it is legal.
std::string expectChasingStopsTheLastMove(const ChaseCase& c, const ReplayReport& report) {
  if (!report.legal() && report.illegalMove && report.illegalMove->ply == static_cast<int>(c.record.moves.size()) &&
      report.illegalMove->error == MoveError::kChasingRule)
    return {};
  if (report.legal()) return "the last move (" + lastPly(c) + ") is legal, but the chasing rule should forbid it";
  return describeIllegality(report) + " (expected the chasing rule to forbid " + lastPly(c) + ")";
}

std::string expectAllLegal(const ReplayReport& report, const std::string& rules) {
  return report.legal() ? std::string() : describeIllegality(report) + " (expected every move legal " + rules + ")";
}

// game2.txt, which the README calls inconclusive: the reference tracker flags nothing
// before its cut-off of 200 plies without a battle. The game never gets there (its last
// battle is 20 plies before the end), and the port of the reference in
// tests/core/data/chase_reference_bans.txt bans its last move, so only the moves before
// the last one (and before any cut-off) must be legal.
std::string expectLegalBeforeTheLastMoveAndTheCutOff(const ChaseCase& c) {
  GameConfig config = c.record.config;
  config.rules.plyCap = 0;
  config.rules.noBattleCap = 0;
  GameState state(config, c.record.start);
  for (std::size_t i = 0; i + 1 < c.record.moves.size() && state.pliesSinceBattle() < kChaseLimitPlies; ++i) {
    const Move move = c.record.moves[i];
    const MoveError error = state.check(move);
    if (error != MoveError::kLegal)
      return "ply " + std::to_string(i + 1) + " " + formatMove(state, move) + ": " + std::string(moveErrorText(error)) +
             ", " + std::to_string(state.pliesSinceBattle()) + " plies after the last battle";
    state.make(move);
  }
  return {};
}

// What the reference implementation bans: "<set>/<file> <plies played>" -> moves in
// Gravon squares ("E2-E3"). Positions where it bans nothing are not listed.
using BanTable = std::map<std::string, std::set<std::string>>;

BanTable readReferenceBans() {
  const auto table = std::filesystem::path(__FILE__).parent_path().parent_path() / "core/data/chase_reference_bans.txt";
  std::ifstream in(table);
  EXPECT_TRUE(in) << "cannot read " << table;
  BanTable bans;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line.starts_with("#")) continue;
    const auto words = split(line, ' ');
    if (words.size() < 3) {
      ADD_FAILURE() << "malformed line in " << table << ": " << line;
      continue;
    }
    bans[std::string(words[0]) + " " + std::string(words[1])].insert(words.begin() + 2, words.end());
  }
  return bans;
}

std::string listed(const std::set<std::string>& moves) {
  std::string text;
  for (const std::string& m : moves) text += (text.empty() ? "" : " ") + m;
  return "{" + text + "}";
}

// Before each recorded move, our chasing rule bans exactly the moves the reference bans
// (with the two-square rule off, as in the reference table).
std::string expectTheReferenceBans(const ChaseCase& c, const BanTable& bans) {
  GameConfig config = c.record.config;
  config.rules = RuleOptions{.twoSquareLimit = 0, .chasingRule = true, .plyCap = 0, .noBattleCap = 0};
  GameState state(config, c.record.start);
  for (std::size_t i = 0; i < c.record.moves.size(); ++i) {
    MoveList moves;
    const int n = state.pseudoLegalMoves(moves);
    std::set<std::string> ours;
    for (int k = 0; k < n; ++k)
      if (state.check(moves[k]) == MoveError::kChasingRule)
        ours.insert(gravon::squareText(moves[k].from()) + "-" + gravon::squareText(moves[k].to()));
    const auto reference = bans.find(c.set + "/" + c.file + " " + std::to_string(i));
    const std::set<std::string> theirs = reference == bans.end() ? std::set<std::string>{} : reference->second;
    if (ours != theirs)
      return "after " + std::to_string(i) + " plies we ban " + listed(ours) + ", the reference " + listed(theirs);
    if (state.check(c.record.moves[i]) != MoveError::kLegal) break;  // the banned last move
    state.make(c.record.moves[i]);
  }
  return {};
}

TEST(AtaraxosChase, ContinuousChaseGamesEndWithAMoveTheChasingRuleForbids) {
  checkSet("continuous_chase_games", 99, [](const ChaseCase& c) {
    if (c.file == "game2.txt") return expectLegalBeforeTheLastMoveAndTheCutOff(c);
    return expectChasingStopsTheLastMove(c, replay(c, 3, true));
  });
}

TEST(AtaraxosChase, NewContinuousChaseGamesEndWithAMoveOnlyTheChasingRuleForbids) {
  checkSet("continuous_chase_games_new", 120, [](const ChaseCase& c) {
    std::string problem = expectChasingStopsTheLastMove(c, replay(c, 3, true));
    if (problem.empty()) problem = expectAllLegal(replay(c, 3, false), "with the chasing rule off");
    return problem;
  });
}

TEST(AtaraxosChase, AttackChaseIsLegalUnderTheBasicRules) {
  checkSet("strategus_games", 1, [](const ChaseCase& c) {
    return expectAllLegal(replay(c, 0, false), "with both repetition rules off");
  });
}

TEST(AtaraxosChase, EveryCaseBansWhatTheReferenceBansPlyByPly) {
  const BanTable bans = readReferenceBans();
  checkSet("", 220, [&bans](const ChaseCase& c) { return expectTheReferenceBans(c, bans); });
}

}  // namespace
}  // namespace stratego
