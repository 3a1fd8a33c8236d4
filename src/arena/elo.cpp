#include "arena/elo.hpp"

#include <algorithm>
#include <cmath>

namespace stratego {
namespace {

constexpr double kZ95 = 1.959963984540054;  // two-sided 95% quantile of the normal law

// A W/D/L result as real counts, for the statistics.
struct Counts {
  double wins, draws, losses;
  double games() const { return wins + draws + losses; }
  double mean() const { return (wins + draws / 2) / games(); }
  // Variance of one game's score (1, 1/2 or 0) around the mean.
  double variance() const {
    const double m = mean();
    return (wins * (1 - m) * (1 - m) + draws * (0.5 - m) * (0.5 - m) + losses * m * m) / games();
  }
};

}  // namespace

double Wdl::score() const { return games() == 0 ? 0.5 : (wins + draws / 2.0) / games(); }

double eloFromScore(double score) { return 400 * std::log10(score / (1 - score)); }
double scoreFromElo(double elo) { return 1 / (1 + std::pow(10.0, -elo / 400)); }

EloEstimate estimateElo(const Wdl& wdl) {
  if (wdl.games() == 0) return {};
  Counts counts{double(wdl.wins), double(wdl.draws), double(wdl.losses)};
  if (wdl.wins == wdl.games() || wdl.losses == wdl.games()) counts.draws += 1;  // see the header
  const double n = counts.games();
  const double margin = kZ95 * std::sqrt(counts.variance() / n);
  const double edge = 0.5 / (n + 1);  // no closer to 0 or 1 than one more drawn game would allow
  auto elo = [edge](double score) { return eloFromScore(std::clamp(score, edge, 1 - edge)); };
  const double mean = counts.mean();
  return {elo(mean), elo(mean - margin), elo(mean + margin)};
}

double likelihoodOfSuperiority(const Wdl& wdl) {
  const int decisive = wdl.wins + wdl.losses;
  if (decisive == 0) return 0.5;
  return 0.5 * std::erfc(-(wdl.wins - wdl.losses) / std::sqrt(2.0 * decisive));
}

SprtStatus sprtStatus(const Wdl& wdl, const SprtSettings& settings) {
  SprtStatus status;
  status.lower = std::log(settings.beta / (1 - settings.alpha));
  status.upper = std::log((1 - settings.beta) / settings.alpha);
  if (wdl.games() == 0) return status;
  // An empty outcome counts as half a game: with a near-zero count instead, the variance
  // of the first few games is near zero and a single loss "decided" a match.
  auto regularised = [](int count) { return count == 0 ? 0.5 : double(count); };
  const Counts counts{regularised(wdl.wins), regularised(wdl.draws), regularised(wdl.losses)};
  const double s0 = scoreFromElo(settings.elo0), s1 = scoreFromElo(settings.elo1);
  status.llr = counts.games() * (s1 - s0) * (2 * counts.mean() - s0 - s1) / (2 * counts.variance());
  status.verdict = status.llr >= status.upper   ? SprtVerdict::AcceptH1
                   : status.llr <= status.lower ? SprtVerdict::AcceptH0
                                                : SprtVerdict::Continue;
  return status;
}

const char* sprtVerdictText(SprtVerdict verdict) {
  switch (verdict) {
    case SprtVerdict::Continue: return "continue";
    case SprtVerdict::AcceptH0: return "H0 accepted";
    case SprtVerdict::AcceptH1: return "H1 accepted";
  }
  return "continue";
}

}  // namespace stratego
