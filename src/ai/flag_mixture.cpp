#include "ai/flag_mixture.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>

#include "core/bitboard.hpp"

namespace stratego {
namespace {

// Odds below this count as this (a log of 0 would rule a Flag square out for good on a
// single unlikely piece).
constexpr double kLeastOdds = 1e-6;
// The pieces are not independent given the Flag's square (a setup has so many Bombs in
// all), so what each says of the Flag counts this much: sharper would claim more than it
// knows (measured on recorded games, 0.7-0.85 predicts the Flag and the Bombs best).
constexpr double kEvidenceWeight = 0.8;

float dot(const RankOdds& a, const RankOdds& b) {
  float sum = 0.0f;
  for (int r = 0; r < kRankCount; ++r) sum += a[r] * b[r];
  return sum;
}

}  // namespace

RankOdds FlagMixture::marginal(int row) const {
  RankOdds out{};
  for (std::size_t c = 0; c < candidates.size(); ++c) {
    const RankOdds& odds = given[c * static_cast<std::size_t>(rows) + static_cast<std::size_t>(row)];
    for (int r = 0; r < kRankCount; ++r) out[r] += weight[c] * odds[r];
  }
  return out;
}

FlagMixture mixOverFlagSquares(const SetupPrior& prior, Side enemy, std::span<const HiddenRow> hidden,
                               std::span<const std::pair<Square, Rank>> known, FlagRing ring) {
  FlagMixture mix;
  mix.rows = static_cast<int>(hidden.size());
  for (int h = 0; h < mix.rows; ++h)
    if (hidden[static_cast<std::size_t>(h)].likelihood[index(Rank::Flag)] > 0.0f) mix.candidates.push_back(h);
  const std::size_t rows = hidden.size();
  mix.given.assign(mix.candidates.size() * rows, RankOdds{});
  std::vector<double> logWeight(mix.candidates.size());
  // By start square, what is known of whether a Bomb stood there (none where a piece moved).
  enum class Was : std::uint8_t { Unknown, Bomb, NonBomb };
  std::array<Was, kGridSize> was{};
  for (const HiddenRow& row : hidden)
    if (row.moved) was[row.start] = Was::NonBomb;
  for (const auto& [start, rank] : known) was[start] = rank == Rank::Bomb ? Was::Bomb : Was::NonBomb;
  const double ringBomb = std::log(static_cast<double>(ring.besideBomb));
  const double ringNonBomb = std::log(static_cast<double>(ring.besideNonBomb));

  for (std::size_t c = 0; c < mix.candidates.size(); ++c) {
    const auto g = static_cast<std::size_t>(mix.candidates[c]);
    const Square flag = hidden[g].start;
    double lw = std::log(std::max<double>(prior.odds(enemy, flag, Rank::Flag), kLeastOdds)) +
                std::log(static_cast<double>(hidden[g].likelihood[index(Rank::Flag)]));
    mix.given[c * rows + g][index(Rank::Flag)] = 1.0f;
    for (std::size_t h = 0; h < rows && std::isfinite(lw); ++h) {
      if (h == g) continue;
      RankOdds odds = prior.oddsGivenFlag(enemy, flag, hidden[h].start);
      // How well the Flag here explains the piece's own facts: counts are left out, so
      // that (say) every Bomb gone does not count against the squares Bombs would ring.
      lw += kEvidenceWeight * std::log(std::max<double>(dot(odds, hidden[h].facts), kLeastOdds));
      float sum = 0.0f;
      for (int r = 0; r < kRankCount; ++r) sum += odds[r] *= hidden[h].likelihood[r];
      if (!(sum > 0.0f)) {  // the piece could then be nothing left: no Flag here
        lw = -std::numeric_limits<double>::infinity();
        break;
      }
      for (float& x : odds) x /= sum;
      mix.given[c * rows + h] = odds;
    }
    for (const auto& [start, rank] : known)
      lw += kEvidenceWeight * std::log(std::max<double>(prior.oddsGivenFlag(enemy, flag, start)[index(rank)], kLeastOdds));
    for (Bitboard around = kNeighbours[flag]; !around.empty();) {
      const Was beside = was[around.popLowest()];
      lw += beside == Was::Bomb ? ringBomb : beside == Was::NonBomb ? ringNonBomb : 0.0;
    }
    logWeight[c] = lw;
  }

  const double best = logWeight.empty() ? 0.0 : *std::max_element(logWeight.begin(), logWeight.end());
  if (!std::isfinite(best)) return FlagMixture{.rows = mix.rows};  // no square explains it all
  double total = 0.0;
  for (double& w : logWeight) total += w = std::exp(w - best);
  for (double w : logWeight) mix.weight.push_back(static_cast<float>(w / total));
  return mix;
}

}  // namespace stratego
