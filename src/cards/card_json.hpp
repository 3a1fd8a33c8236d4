// The JSON of a Card Battle view that the game server sends (docs/SERVER.md, "Card Battle
// views"). It lives beside the card game rather than in formats/server_json because formats
// may not depend on cards; it is made from a CardView only, so it holds no card the seat
// has not seen. Cards are written as card notation writes them (F, S, 2..10, B).
#pragma once

#include <nlohmann/json.hpp>

#include "cards/card_view.hpp"

namespace stratego::cards {

nlohmann::json cardViewJson(const CardView& view);

}  // namespace stratego::cards
