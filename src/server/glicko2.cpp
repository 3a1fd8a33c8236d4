#include "server/glicko2.hpp"

#include <cmath>
#include <numbers>

namespace stratego::server {
namespace {

constexpr double kScale = 173.7178;  // Glicko-2's internal scale
constexpr double kTau = 0.5;         // how fast volatility may change
constexpr double kEpsilon = 1e-6;

double g(double phi) { return 1 / std::sqrt(1 + 3 * phi * phi / (std::numbers::pi * std::numbers::pi)); }

}  // namespace

Glicko glickoUpdate(const Glicko& player, const Glicko& opponent, double score) {
  const double mu = (player.rating - 1500) / kScale, phi = player.deviation / kScale;
  const double muJ = (opponent.rating - 1500) / kScale, phiJ = opponent.deviation / kScale;
  const double gJ = g(phiJ);
  const double expected = 1 / (1 + std::exp(-gJ * (mu - muJ)));
  const double v = 1 / (gJ * gJ * expected * (1 - expected));
  const double delta = v * gJ * (score - expected);

  // The new volatility: the root of f by the Illinois method (step 5 of the paper).
  const double a = std::log(player.volatility * player.volatility);
  const auto f = [&](double x) {
    const double ex = std::exp(x);
    return ex * (delta * delta - phi * phi - v - ex) / (2 * std::pow(phi * phi + v + ex, 2)) - (x - a) / (kTau * kTau);
  };
  double lo = a, hi = 0;
  if (delta * delta > phi * phi + v) {
    hi = std::log(delta * delta - phi * phi - v);
  } else {
    int k = 1;
    while (f(a - k * kTau) < 0) ++k;
    hi = a - k * kTau;
  }
  double fLo = f(lo), fHi = f(hi);
  while (std::abs(hi - lo) > kEpsilon) {
    const double c = lo + (lo - hi) * fLo / (fHi - fLo);
    const double fC = f(c);
    if (fC * fHi <= 0) {
      lo = hi;
      fLo = fHi;
    } else {
      fLo /= 2;
    }
    hi = c;
    fHi = fC;
  }
  const double sigma = std::exp(lo / 2);
  const double phiStar = std::sqrt(phi * phi + sigma * sigma);
  const double newPhi = 1 / std::sqrt(1 / (phiStar * phiStar) + 1 / v);
  const double newMu = mu + newPhi * newPhi * gJ * (score - expected);
  return {newMu * kScale + 1500, newPhi * kScale, sigma};
}

}  // namespace stratego::server
