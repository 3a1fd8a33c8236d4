// A match: N games between players A and B, A playing Red in the even games (0, 2, ...)
// and Blue in the odd ones. Every game gets fresh player instances and seeds derived from
// the match seed and the game's number alone, so a match with built-in players is the
// same for a seed whatever the concurrency and the threads' timing. Results are taken in
// game order, and an SPRT stops the match after the first game that decides it.
// The tally, the seeds and the colours serve Card Battle matches too (arena/card_match).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "ai/setup_library.hpp"
#include "arena/elo.hpp"
#include "arena/game_runner.hpp"
#include "arena/player_spec.hpp"

namespace stratego {

// Where setups come from. Imposed setups (random, human) are drawn per pair of games: both
// games of a pair start from the same two setups with the colours swapped, so that the
// setups favour neither player.
enum class SetupSource : std::uint8_t {
  Players,  // each player chooses its own
  Random,   // uniformly random, for both sides
  Human,    // drawn from the human setup library (random where it has none for the variant)
};

struct MatchSettings {
  std::array<MatchPlayer, 2> players;  // A, B
  int games = 100;
  GameConfig config;
  ThinkLimits limits;
  SetupSource setups = SetupSource::Players;
  const SetupLibrary* library = nullptr;  // for SetupSource::Human
  std::uint64_t seed = 1;
  int concurrency = 1;
  std::optional<SprtSettings> sprt;
  std::int64_t replyTimeoutMs = 0;  // GameSettings::replyTimeoutMs
};

constexpr Side sideOfA(int game) { return game % 2 == 0 ? Side::Red : Side::Blue; }

// Independent seeds from the match seed, by number and purpose: what both games of a pair
// share (numbered by pair: the imposed setups, or the deal of a card game), and each side's
// player (numbered by game).
enum class SeedStream : std::uint64_t { Pair, RedPlayer, BluePlayer };
std::uint64_t deriveSeed(std::uint64_t master, int number, SeedStream stream);
// Both sides' players' seeds in game `index`, by side.
std::array<std::uint64_t, 2> playerSeeds(std::uint64_t master, int index);

struct PlayedGame {
  int index = 0;  // from 0; people see index + 1
  GameResult result;
  Side sideOfA() const { return stratego::sideOfA(index); }
};

struct FailureEntry {
  int game = 0;
  int player = 0;  // 0 for A, 1 for B
  Failure failure;
};

// The match so far, from A's side.
struct MatchTally {
  int planned = 0;  // games asked for
  Wdl wdl;
  std::array<int, kEndReasonCount> reasons{};  // games by how they ended
  std::vector<FailureEntry> failures;
  std::array<ThinkTimes, 2> times;  // A's and B's
  std::optional<SprtStatus> sprt;   // when asked for

  void add(const PlayedGame& game);
  // Any game: its outcome, its players' failures and their think times by side.
  void add(int game, Side a, const Outcome& outcome, std::span<const Failure> gameFailures,
           const std::array<ThinkTimes, 2>& timesBySide);
  bool decided() const { return sprt && sprt->verdict != SprtVerdict::Continue; }
};

// The seeds and imposed setups of game `index` (public for tests).
GameSettings gameSettings(const MatchSettings& settings, int index);

// Plays the match on settings.concurrency threads. `onGame` sees each game, in order,
// after the tally has counted it; it runs on the calling thread.
MatchTally runMatch(const MatchSettings& settings,
                    const std::function<void(const PlayedGame&, const MatchTally&)>& onGame);

}  // namespace stratego
