// Property tests over random games of every preset (rapidcheck chooses the seeds).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "core/playout.hpp"
#include "core/view.hpp"

namespace stratego {
namespace {

constexpr Variant kPresets[] = {Variant::Classic, Variant::Duel, Variant::Barrage, Variant::Duel10,
                                Variant::Barrage10};

struct RandomGame {
  GameConfig config;
  std::uint64_t seed;
};

rc::Gen<RandomGame> randomGames() {
  return rc::gen::apply(
      [](int v, std::uint64_t seed) { return RandomGame{presetConfig(kPresets[v]), seed}; },
      rc::gen::inRange(0, 5), rc::gen::arbitrary<std::uint64_t>());
}

// Plays up to `plies` random moves, calling check(state) before each one.
template <class Check>
GameState playRandom(const RandomGame& g, int plies, Check&& check) {
  Random rng(g.seed);
  GameState s(g.config, randomStart(g.config, rng));
  for (int i = 0; i < plies && !s.outcome().over(); ++i) {
    check(s);
    const Move m = s.randomLegalMove(rng);
    if (m.isNone()) break;
    s.make(m);
  }
  return s;
}

// The hash of the same pieces built from scratch.
std::uint64_t freshHash(const GameState& s) {
  Placement now;
  for (int id = 0; id < s.pieceCount(); ++id) {
    const Piece& p = s.piece(static_cast<PieceId>(id));
    if (p.alive()) now.put(p.square, {p.side, p.rank});
  }
  GameState fresh(s.config(), now);
  return fresh.hash() ^ (s.toMove() == Side::Blue ? zobrist::kKeys.blueToMove : 0);
}

RC_GTEST_PROP(CoreProperties, UnmakeRestoresStateAndHashExactly, ()) {
  const RandomGame g = *randomGames();
  playRandom(g, 250, [](GameState& s) {
    MoveList moves;
    const int n = s.legalMoves(moves);
    const GameState before = s;
    for (int i = 0; i < n; ++i) {
      s.make(moves[i]);
      s.unmake();
      RC_ASSERT(s.hash() == before.hash());
      RC_ASSERT(s == before);
    }
  });
}

RC_GTEST_PROP(CoreProperties, IncrementalHashEqualsHashFromScratch, ()) {
  const RandomGame g = *randomGames();
  playRandom(g, 400, [](GameState& s) { RC_ASSERT(s.hash() == freshHash(s)); });
}

RC_GTEST_PROP(CoreProperties, AViewNeverHoldsAnUnrevealedEnemyRank, ()) {
  const RandomGame g = *randomGames();
  playRandom(g, 400, [](GameState& s) {
    for (Side viewer : {Side::Red, Side::Blue}) {
      const PlayerView v = makeView(s, viewer);
      for (std::size_t id = 0; id < v.pieces.size(); ++id) {
        const Piece& truth = s.piece(static_cast<PieceId>(id));
        const bool mayKnow = truth.side == viewer || (truth.flags & kRevealed);
        RC_ASSERT(v.pieces[id].rank.has_value() == mayKnow);
      }
    }
  });
}

RC_GTEST_PROP(CoreProperties, RebuildFromViewAndTrueRanksEqualsTheRealState, ()) {
  const RandomGame g = *randomGames();
  const GameState s = playRandom(g, *rc::gen::inRange(0, 600), [](GameState&) {});
  std::vector<Rank> truth;
  for (int id = 0; id < s.pieceCount(); ++id) truth.push_back(s.piece(static_cast<PieceId>(id)).rank);
  for (Side viewer : {Side::Red, Side::Blue}) {
    const auto rebuilt = rebuild(makeView(s, viewer), truth);
    RC_ASSERT(rebuilt.has_value());
    RC_ASSERT(*rebuilt == s);
  }
}

RC_GTEST_PROP(CoreProperties, TheSameSeedGivesTheSameGame, ()) {
  const RandomGame g = *randomGames();
  const GameState a = playRandom(g, 1000, [](GameState&) {});
  const GameState b = playRandom(g, 1000, [](GameState&) {});
  RC_ASSERT(a == b);
}

RC_GTEST_PROP(CoreProperties, RandomMovesAreLegalMoves, ()) {
  const RandomGame g = *randomGames();
  Random picker(g.seed ^ 0x9E37);
  playRandom(g, 300, [&](GameState& s) {
    const Move m = s.randomLegalMove(picker);
    MoveList moves;
    const int n = s.legalMoves(moves);
    RC_ASSERT(m.isNone() == (n == 0));
    if (!m.isNone()) RC_ASSERT(s.check(m) == MoveError::kLegal);
  });
}

}  // namespace
}  // namespace stratego
