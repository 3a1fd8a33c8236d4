// A seat at one game of a series (ai/setup_memory.hpp), apart so that naming one does not
// pull in the memory's threading headers.
#pragma once

#include <memory>

namespace stratego {

class SetupMemory;

// Where a player made for one game of a series (a match) keeps what it learns from game to
// game: the series' memory of the opponent's setups, and this game's number in it. With
// none, a player that remembers keeps a memory of its own over the games it plays.
struct SeriesSeat {
  std::shared_ptr<SetupMemory> memory;
  int game = 0;
};

// The seat of the next game in a series played one game after another (an engine's, with
// a memory kept in a file): none when there is no memory to share.
SeriesSeat nextSeat(const std::shared_ptr<SetupMemory>& memory);

}  // namespace stratego
