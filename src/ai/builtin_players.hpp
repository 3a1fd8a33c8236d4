// The built-in players by name: `random` (a uniformly random legal move), `greedy` (one
// ply: material and information, weighed by its beliefs) and `strong` or `strong:LEVEL`
// (belief sampling and search; levels 1..kStrongLevels, each with a larger node budget).
// The players that search take options after the name: `,contempt=N` is what a draw
// costs them in material points (the Marshal is 1,000; a negative N makes them seek one),
// in place of their own (1,000 for the strong levels, 0 for greedy); `,memory=off` makes
// them forget the opponent's setups between games (ai/setup_memory.hpp; on by default);
// `,nodes=N` and `,samples=N` set the search's node budget per move and the number of
// sampled states it searches in place of the level's (a caller's node limit still wins);
// `,search=mcts` makes them search by information-set Monte Carlo tree search
// (ai/tree_search.hpp) instead of alpha-beta on sampled states (`,search=alphabeta`).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ai/player.hpp"
#include "ai/series_seat.hpp"

namespace stratego {

inline constexpr int kStrongLevels = 5;
inline constexpr int kDefaultStrongLevel = 5;
inline constexpr int kMaxContempt = 2000;
// The bounds of a searching player's `nodes=N` (per move) and `samples=N` options.
inline constexpr int kMinNodes = 100;
inline constexpr int kMaxNodes = 100'000'000;
inline constexpr int kMaxSamples = 256;

// Nothing, with `error` saying why, when the name is not a built-in player. A player made
// for one game of a series remembers in the seat's memory (players that do not remember
// ignore it).
std::unique_ptr<Player> makeBuiltinPlayer(std::string_view spec, std::string& error, SeriesSeat seat = {});

// Whether the player the spec names remembers the opponent's setups between games (so
// that a series must hand it a seat).
bool builtinRemembersSetups(std::string_view spec);

// The names makeBuiltinPlayer accepts, for help texts.
std::vector<std::string> builtinPlayerNames();

}  // namespace stratego
