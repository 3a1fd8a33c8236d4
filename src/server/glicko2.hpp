// Glicko-2 ratings (Glickman, "Example of the Glicko-2 system", 2013): a rating, its
// deviation (how unsure it is) and its volatility, updated after each rated game as a
// rating period of one game.
#pragma once

namespace stratego::server {

struct Glicko {
  double rating = 1500, deviation = 350, volatility = 0.06;
  friend bool operator==(const Glicko&, const Glicko&) = default;
};

// The player's new rating after a game against `opponent` scoring `score` (1 win, 0.5
// draw, 0 loss).
Glicko glickoUpdate(const Glicko& player, const Glicko& opponent, double score);

}  // namespace stratego::server
