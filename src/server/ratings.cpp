#include "server/ratings.hpp"

#include <array>

#include "server/glicko2.hpp"

namespace stratego::server {

bool rateFinishedGame(Storage& storage, const StoredGame& game, const std::string& variant, Winner winner,
                      std::int64_t nowMs) {
  if (winner == Winner::None) return false;
  const std::array<UserId, 2> ids = {game.red, game.blue};
  std::array<Rating, 2> before;
  for (std::size_t i = 0; i < 2; ++i) {
    const auto user = ids[i] > 0 ? storage.userById(ids[i]) : std::nullopt;
    if (!user || user->guest) return false;
    before[i] = storage.rating(ids[i], variant).value_or(Rating{.user = ids[i], .variant = variant});
  }
  const double redScore = winner == Winner::Red ? 1 : winner == Winner::Blue ? 0 : 0.5;
  for (std::size_t i = 0; i < 2; ++i) {
    const Rating& me = before[i];
    const Rating& them = before[1 - i];
    const Glicko next = glickoUpdate({me.rating, me.deviation, me.volatility}, {them.rating, them.deviation, them.volatility},
                                     i == 0 ? redScore : 1 - redScore);
    Rating after = me;
    after.rating = next.rating;
    after.deviation = next.deviation;
    after.volatility = next.volatility;
    ++after.games;
    storage.recordRating(after, {game.id, variant, me.rating, next.rating, nowMs});
  }
  return true;
}

}  // namespace stratego::server
