// Rating a finished game: Glicko-2 per variant, for games between two people with accounts
// (guests and the computer are not rated). Stores both new ratings and their changes.
#pragma once

#include <string>

#include "core/outcome.hpp"
#include "server/storage.hpp"

namespace stratego::server {

// Whether the game was rated.
bool rateFinishedGame(Storage& storage, const StoredGame& game, const std::string& variant, Winner winner,
                      std::int64_t nowMs);

}  // namespace stratego::server
