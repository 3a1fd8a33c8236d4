// Properties of saved games over random sessions on every preset: a session saved and
// loaded at any step continues exactly like the uninterrupted one, and loading survives
// any bytes.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <array>

#include "play/session_file.hpp"

namespace stratego {
namespace {

GameConfig randomConfig(Random& rng) {
  const std::array<GameConfig, 7> presets = {presetConfig(Variant::Classic),
                                             presetConfig(Variant::Duel),
                                             presetConfig(Variant::Barrage),
                                             presetConfig(Variant::Duel10),
                                             presetConfig(Variant::Barrage10),
                                             presetConfig(Variant::Free, BoardKind::Large),
                                             presetConfig(Variant::Free, BoardKind::Small)};
  GameConfig config = presets[rng.below(presets.size())];
  config.rules.twoSquareLimit = std::array{0, 3, 5}[rng.below(3)];
  config.rules.chasingRule = rng.below(2) == 1;
  config.rules.scoutStrike = rng.below(2) == 1;
  return config;
}

TimeControl randomTimeControl(Random& rng) {
  if (rng.below(3) == 0) return {};
  return {.initialMs = 20'000 + rng.below(20'000),
          .incrementMs = rng.below(2) * 1'000,
          .delayMs = rng.below(2) * 500,
          .gameMs = rng.below(2) * 300'000};
}

// One random step: the setup of the first side not ready goes from empty to partial to
// complete to ready; then random legal moves after random thinking times, with now and
// then a draw offer. Nothing is done once the game is over.
void step(GameSession& session, Random& rng) {
  if (session.phase() == Phase::Setup) {
    const Side side = session.isReady(Side::Red) ? Side::Blue : Side::Red;
    const Placement& setup = session.setup(side);
    if (setup == Placement{}) {
      RC_ASSERT(!session.randomSetup(side, rng));
      const Square some = session.config().geometry().setupZone(side).lowest();
      if (setup.at(some)) RC_ASSERT(!session.clearSquare(side, some));
    } else if (validateSetup(session.config(), side, setup)) {
      RC_ASSERT(!session.randomSetup(side, rng));
    } else {
      RC_ASSERT(!session.ready(side));
    }
  } else if (session.phase() == Phase::Playing) {
    const Side mover = session.state()->toMove();
    if (rng.below(10) == 0 && !session.drawOffer()) RC_ASSERT(!session.offerDraw(opponent(mover)));
    RC_ASSERT(!session.move(mover, session.state()->randomLegalMove(rng), rng.below(3'000)));
  }
}

struct RandomSession {
  GameSession session;
  int steps;
};

RandomSession randomSession(std::uint64_t seed) {
  Random rng(seed);
  const GameConfig config = randomConfig(rng);
  return {GameSession(config, randomTimeControl(rng), {"Red player", "Blue player"}),
          6 + static_cast<int>(rng.below(80))};
}

RC_GTEST_PROP(SessionFileProperty, ASavedSessionContinuesIdentically, (std::uint64_t seed)) {
  auto [uninterrupted, steps] = randomSession(seed);
  GameSession resumed = uninterrupted;
  const int saveAt = static_cast<int>(Random(seed).next() % static_cast<std::uint64_t>(steps + 1));
  Random movesA(seed + 1), movesB(seed + 1);
  for (int i = 0; i <= steps; ++i) {
    if (i == saveAt) {
      auto loaded = loadSession(saveSession(resumed));
      RC_ASSERT(loaded.ok());
      RC_ASSERT(*loaded == resumed);
      resumed = std::move(loaded).value();
    }
    step(uninterrupted, movesA);
    step(resumed, movesB);
  }
  RC_ASSERT(resumed == uninterrupted);
  RC_ASSERT(saveSession(resumed) == saveSession(uninterrupted));
}

// Whatever loads saves and loads again to the same session.
void checkLoadSurvives(const std::string& text) {
  const auto loaded = loadSession(text);
  if (!loaded) return;
  const auto again = loadSession(saveSession(*loaded));
  RC_ASSERT(again.ok());
  RC_ASSERT(*again == *loaded);
}

RC_GTEST_PROP(SessionFileProperty, LoadSurvivesRandomBytes, (const std::string& bytes)) { checkLoadSurvives(bytes); }

RC_GTEST_PROP(SessionFileProperty, LoadSurvivesEditedSaves, (std::uint64_t seed)) {
  auto [session, steps] = randomSession(seed);
  Random rng(seed + 1);
  for (int i = 0; i < steps; ++i) step(session, rng);
  const std::string text = saveSession(session);
  constexpr std::string_view kSyntax = "-x=./ \n\"0123456789abcdefghFBSX";  // near misses, not just noise
  for (int edit = 0; edit < 10; ++edit) {
    std::string edited = text;
    const auto at = rng.below(static_cast<std::uint32_t>(edited.size()));
    if (rng.below(2) == 0)
      edited.erase(at, 1 + rng.below(4));
    else
      edited[at] = kSyntax[rng.below(kSyntax.size())];
    checkLoadSurvives(edited);
  }
}

}  // namespace
}  // namespace stratego
