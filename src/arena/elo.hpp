// Match statistics from one player's wins, draws and losses: the Elo difference with a 95%
// interval, the likelihood of superiority, and the sequential probability ratio test
// (SPRT) that stops a match once it has shown which of two Elo hypotheses holds.
#pragma once

namespace stratego {

struct Wdl {
  int wins = 0, draws = 0, losses = 0;
  int games() const { return wins + draws + losses; }
  // Points per game: a win is 1, a draw 1/2. 0.5 before any game.
  double score() const;
  friend bool operator==(const Wdl&, const Wdl&) = default;
};

// The Elo difference that makes `score` the expected score (logistic model):
// 400 log10(score / (1 - score)). Needs 0 < score < 1.
double eloFromScore(double score);
// The expected score at an Elo difference.
double scoreFromElo(double elo);

struct EloEstimate {
  double elo = 0, low = 0, high = 0;  // point estimate and 95% interval
};

// The estimate from the score, the interval from the per-game variance of a W/D/L
// (trinomial) result. All wins (or all losses) have neither a finite Elo nor a spread, so
// such a match counts as if it had one more, drawn, game: N wins are N + 1/2 points of
// N + 1. The interval's bounds stay as far from 0 and 1 as one more drawn game would keep
// them.
EloEstimate estimateElo(const Wdl& wdl);

// The probability that the player is the stronger one, from wins and losses alone
// (draws carry no information about it): Phi((W - L) / sqrt(W + L)); 1/2 without any.
double likelihoodOfSuperiority(const Wdl& wdl);

struct SprtSettings {
  double elo0 = 0, elo1 = 5;  // H0: the difference is elo0; H1: it is elo1 (logistic Elo)
  double alpha = 0.05;        // false positive rate: accepting H1 when H0 holds
  double beta = 0.05;         // false negative rate: accepting H0 when H1 holds
};

enum class SprtVerdict { Continue, AcceptH0, AcceptH1 };

struct SprtStatus {
  double llr = 0;    // log-likelihood ratio of H1 over H0
  double lower = 0;  // accept H0 at or below: log(beta / (1 - alpha))
  double upper = 0;  // accept H1 at or above: log((1 - beta) / alpha)
  SprtVerdict verdict = SprtVerdict::Continue;
};

// The log-likelihood ratio by the normal approximation fishtest and cutechess use:
// N (s1 - s0) (2 mean - s0 - s1) / (2 variance), with s0, s1 the scores the hypotheses
// expect and mean, variance the per-game score's. As fishtest does, a count of 0 counts
// as 0.001, so that a match of all wins (or all draws) still has a variance.
SprtStatus sprtStatus(const Wdl& wdl, const SprtSettings& settings);

const char* sprtVerdictText(SprtVerdict verdict);  // "continue", "H0 accepted", "H1 accepted"

}  // namespace stratego
