// The JSON of a board view that the game server sends (docs/SERVER.md, "Board views"). It is
// made from a PlayerView only, so it holds no rank the seat may not know; squares, moves and
// ranks are written in our notation (docs/FORMATS.md).
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "core/config.hpp"
#include "core/state.hpp"
#include "core/view.hpp"

namespace stratego {

// Whether a board view carries the whole public history: a full refresh does, a live update
// after one move does not (its "last" says what changed).
enum class WithHistory : bool { No, Yes };

// The JSON of `view`. `truth` is the game's true state, the one the view was made from; it
// gives the seat's legal moves and nothing else (see "legal" in the .cpp for why the true
// state and not a state rebuilt from the view).
nlohmann::json boardViewJson(const PlayerView& view, const GameState& truth, WithHistory history = WithHistory::No);

// The board a client draws and the army it sets up: {"files":10,"ranks":10,"lakes":["c5",…],
// "setupDepth":4,"free":false,"army":{"F":1,"B":6,…}}. `army` holds the non-zero ranks by
// letter, and is null for the free variant, where any army is allowed.
nlohmann::json layoutJson(const GameConfig& config);

// A public move as records write it, with what its battle showed: "e4-e5", "b2xb7(S>X)".
std::string publicMoveText(const PublicMove& move);

// "red" or "blue", as every JSON message of the server names a side.
std::string_view sideJson(Side side);

// null while the game goes on, else {"winner":"red","reason":"flag-captured"} (the words of
// records: formats/rules_text, core's endReasonName). Card Battle shares it.
nlohmann::json outcomeJson(const Outcome& outcome);

}  // namespace stratego
