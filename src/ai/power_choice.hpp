// A choice learned over a series of games against one opponent: how far to apply something
// fitted on people's games (the odds of a cue, an odds ratio), as one of a few powers of it
// (0: not at all, 1: in full). Each event noted adds, at each power, the log loss that the
// odds worked out with it would have had; the games after take the power whose loss is least
// once each step down from full power pays a cost a note, so that people's fit stays unless
// an opponent belies it clearly.
#pragma once

#include <array>

namespace stratego {

struct PowerChoiceTally {
  static constexpr std::array<float, 3> kPowers = {0.0f, 0.5f, 1.0f};
  // By power (as kPowers): -ln of the odds given to what happened, summed over the notes.
  std::array<double, kPowers.size()> loss{};
  double notes = 0;

  void add(const PowerChoiceTally& other);
  bool empty() const { return notes == 0; }
  // Adds one note: the odds that the event happened, at each power, and whether it did.
  void note(const std::array<float, kPowers.size()>& odds, bool happened);
  // Full power until `leastNotes` are tallied; then the power of least loss once each step
  // down from full pays `costPerNote` a note.
  float choice(double leastNotes, double costPerNote) const;
};

}  // namespace stratego
