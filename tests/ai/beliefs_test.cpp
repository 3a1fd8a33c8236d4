// Beliefs about hidden enemy ranks: hard facts, the counts left, behaviour evidence, and
// samples that always rebuild into a state.
#include "ai/beliefs.hpp"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "ai/shared_resources.hpp"
#include "core/playout.hpp"
#include "core/position_builder.hpp"
#include "formats/position_text.hpp"
#include "support/random_moves.hpp"

namespace stratego {
namespace {

using testing::freeGame;
using testing::play;
using testing::sq;

constexpr Variant kAll[] = {Variant::Classic, Variant::Duel,      Variant::Barrage,
                            Variant::Duel10,  Variant::Barrage10, Variant::Free};

// Calls check(state) every `every` plies of random games of the variant, one per seed.
void forRandomGames(Variant v, int games, int every, const std::function<void(const GameState&)>& check) {
  const GameConfig config = presetConfig(v);
  for (int seed = 1; seed <= games; ++seed) {
    Random rng(static_cast<std::uint64_t>(seed));
    GameState s(config, randomStart(config, rng));
    for (int ply = 0; !s.outcome().over(); ++ply) {
      if (ply % every == 0) check(s);
      const Move m = s.randomLegalMove(rng);
      if (m.isNone()) break;
      s.make(m);
    }
  }
}

const SetupPrior& classicPrior() {
  static const SetupPrior prior = SetupPrior::uniform(presetConfig(Variant::Classic));
  return prior;
}

TEST(Beliefs, KnownPiecesAreCertain) {
  forRandomGames(Variant::Classic, 3, 50, [](const GameState& s) {
    const PlayerView view = makeView(s, Side::Red);
    const Beliefs b = computeBeliefs(view, classicPrior());
    for (std::size_t id = 0; id < view.pieces.size(); ++id)
      if (view.pieces[id].rank) EXPECT_EQ(b.pieces[id][index(*view.pieces[id].rank)], 1.0f);
  });
}

TEST(Beliefs, MovedPiecesAreNeitherBombNorFlag) {
  Random rng(7);
  int moved = 0;
  forRandomGames(Variant::Classic, 4, 40, [&](const GameState& s) {
    const PlayerView view = makeView(s, s.toMove());
    const Beliefs b = computeBeliefs(view, classicPrior());
    const auto guess = sampleHiddenRanks(view, b, rng);
    for (std::size_t id = 0; id < view.pieces.size(); ++id) {
      if (!view.isHidden(static_cast<PieceId>(id)) || !(view.pieces[id].flags & kMoved)) continue;
      ++moved;
      EXPECT_EQ(b.pieces[id][index(Rank::Bomb)], 0.0f);
      EXPECT_EQ(b.pieces[id][index(Rank::Flag)], 0.0f);
      EXPECT_TRUE(isMovable(guess[id]));
    }
  });
  EXPECT_GT(moved, 100);
}

TEST(Beliefs, KnownScoutsAreScouts) {
  Random rng(8);
  int scouts = 0;
  forRandomGames(Variant::Classic, 4, 40, [&](const GameState& s) {
    const PlayerView view = makeView(s, s.toMove());
    const Beliefs b = computeBeliefs(view, classicPrior());
    const auto guess = sampleHiddenRanks(view, b, rng);
    for (std::size_t id = 0; id < view.pieces.size(); ++id) {
      if (!view.isHidden(static_cast<PieceId>(id)) || !(view.pieces[id].flags & kScoutKnown)) continue;
      ++scouts;
      EXPECT_FLOAT_EQ(b.pieces[id][index(Rank::Scout)], 1.0f);
      EXPECT_EQ(guess[id], Rank::Scout);
    }
  });
  EXPECT_GT(scouts, 10);
}

// Once the enemy Marshal has fallen (shown in its battle), no hidden piece can be one.
TEST(Beliefs, AFallenMarshalLeavesNoMarshalOdds) {
  Random rng(9);
  int checked = 0;
  forRandomGames(Variant::Classic, 6, 10, [&](const GameState& s) {
    for (int id = 0; id < s.pieceCount(); ++id) {
      const Piece& p = s.piece(static_cast<PieceId>(id));
      if (p.side != Side::Blue || p.rank != Rank::Marshal || p.alive()) continue;
      const PlayerView view = makeView(s, Side::Red);
      const Beliefs b = computeBeliefs(view, classicPrior());
      EXPECT_EQ(b.unaccounted[index(Rank::Marshal)], 0);
      const auto guess = sampleHiddenRanks(view, b, rng);
      for (std::size_t h = 0; h < view.pieces.size(); ++h) {
        if (!view.isHidden(static_cast<PieceId>(h))) continue;
        EXPECT_EQ(b.pieces[h][index(Rank::Marshal)], 0.0f);
        EXPECT_NE(guess[h], Rank::Marshal);
      }
      ++checked;
    }
  });
  EXPECT_GT(checked, 5);
}

TEST(Beliefs, OddsOfEachRankSumToTheCountsLeft) {
  for (Variant v : kAll)
    forRandomGames(v, 3, 25, [&](const GameState& s) {
      const PlayerView view = makeView(s, s.toMove());
      const Beliefs b = computeBeliefs(view, SetupPrior::uniform(view.config));
      RankOdds column{};
      for (std::size_t id = 0; id < view.pieces.size(); ++id) {
        if (!view.isHidden(static_cast<PieceId>(id))) continue;
        float row = 0.0f;
        for (int r = 0; r < kRankCount; ++r) {
          row += b.pieces[id][r];
          column[r] += b.pieces[id][r];
        }
        EXPECT_NEAR(row, 1.0f, 1e-4f);
      }
      for (int r = 0; r < kRankCount; ++r)
        EXPECT_NEAR(column[r], b.unaccounted[r], 0.02f) << variantName(v) << " " << rankName(static_cast<Rank>(r));
    });
}

// Four of Blue's unmoved pieces hold the Flag with odds 1/4 each and a Bomb otherwise; no
// other piece can be the Flag. A sample puts the Flag on one of the four nearly always: it
// must not leave the Flag to whichever piece draws last when none of the four drew it
// by its own odds (which happens a third of the time).
TEST(Beliefs, SamplesPutTheFlagWhereTheOddsDo) {
  const GameConfig config = presetConfig(Variant::Classic);
  Random rng(11);
  const GameState s(config, randomStart(config, rng));
  const PlayerView view = makeView(s, Side::Red);
  Beliefs b;
  b.unaccounted = presetArmy(Variant::Classic);
  b.pieces.resize(view.pieces.size());
  std::vector<PieceId> candidates, others;
  for (std::size_t id = 0; id < view.pieces.size(); ++id) {
    if (view.pieces[id].side == Side::Red) {
      b.pieces[id][index(*view.pieces[id].rank)] = 1.0f;
      continue;
    }
    (candidates.size() < 4 ? candidates : others).push_back(static_cast<PieceId>(id));
  }
  ASSERT_EQ(others.size(), 36u);
  for (PieceId id : candidates) {
    b.pieces[id][index(Rank::Flag)] = 0.25f;
    b.pieces[id][index(Rank::Bomb)] = 0.75f;
  }
  for (PieceId id : others)
    for (int r = 0; r < kRankCount; ++r)
      if (r != index(Rank::Flag))
        b.pieces[id][r] = (r == index(Rank::Bomb) ? 3.0f : static_cast<float>(b.unaccounted[r])) / 36.0f;
  const int draws = 2000;
  int onCandidate = 0;
  for (int k = 0; k < draws; ++k) {
    const auto guess = sampleHiddenRanks(view, b, rng);
    for (PieceId id : candidates) onCandidate += guess[id] == Rank::Flag;
  }
  EXPECT_GT(onCandidate, draws * 95 / 100);
}

// Red's General at e4 is revealed when a blue Sergeant attacks it; the blue Marshal (on e7,
// hidden), the subject of the tests below, then walks up to it. Red shuffles its Miner.
GameState generalRevealed() {
  GameState s = freeGame({"r9 e4", "r3 a1", "rF j1", "b4 e5", "bX e7", "b5 f4", "b3 b10", "b2 c10", "b8 d10",
                          "bF j10", "bB i10"});
  play(s, "a1", "a2");
  play(s, "e5", "e4");
  play(s, "a2", "a3");
  return s;
}

float odds(const GameState& s, std::string_view square, Rank r, float trust = 1.0f) {
  const PlayerView view = makeView(s, Side::Red);
  const Beliefs b = computeBeliefs(view, SetupPrior::uniform(view.config), nullptr, trust);
  return b.pieces[s.pieceAt(sq(square))][index(r)];
}

TEST(Beliefs, APieceCertainOfItsRankAlwaysDrawsIt) {
  // Sampled search fixes one piece's rank to draw a rare case apart: the sampler must give
  // it that rank every time, however likely the other pieces are to use up its count.
  forRandomGames(Variant::Classic, 2, 60, [](const GameState& s) {
    const PlayerView view = makeView(s, s.toMove());
    Beliefs b = computeBeliefs(view, classicPrior());
    if (b.unaccounted[index(Rank::Miner)] == 0) return;
    Random rng(3);
    for (std::size_t id = 0; id < view.pieces.size(); ++id) {
      const ViewPiece& p = view.pieces[id];
      if (p.rank || p.square == kNoSquare || (p.flags & kScoutKnown) || b.pieces[id][index(Rank::Miner)] <= 0.0f) continue;
      const RankOdds before = b.pieces[id];
      b.pieces[id] = {};
      b.pieces[id][index(Rank::Miner)] = 1.0f;
      for (int k = 0; k < 5; ++k) EXPECT_EQ(sampleHiddenRanks(view, b, rng)[id], Rank::Miner);
      b.pieces[id] = before;
    }
  });
}

// With human setups as the prior, a guess puts the Flag where people do and rings it with
// Bombs as people do (over half of the squares beside their Flags hold one), not with the
// quarter of Bombs the back rank holds overall.
TEST(Beliefs, SamplesRingTheFlagWithBombs) {
  const GameConfig config = presetConfig(Variant::Classic);
  Random rng(12);
  const GameState s(config, randomStart(config, rng));
  const PlayerView view = makeView(s, Side::Red);
  const Beliefs b = computeBeliefs(view, sharedSetupPrior(config));
  int beside = 0, bombs = 0;
  for (int k = 0; k < 2000; ++k) {
    const auto guess = sampleHiddenRanks(view, b, rng);
    std::size_t flag = 0;
    while (view.pieces[flag].side != Side::Blue || guess[flag] != Rank::Flag) ++flag;
    for (std::size_t id = 0; id < guess.size(); ++id) {
      if (id == flag || view.pieces[id].side != Side::Blue || stepsBetween(view.pieces[id].square, view.pieces[flag].square) != 1) continue;
      ++beside;
      bombs += guess[id] == Rank::Bomb;
    }
  }
  EXPECT_GT(bombs, beside * 45 / 100);
}

// Sampled search rules a rank out of one piece (or makes it certain) to draw cases apart,
// whatever Flag the guess draws: a certain rank is always drawn, and a rank ruled out only
// where the counts left force it on a piece drawn late (rarely).
TEST(Beliefs, ARankRuledOutOrMadeCertainHoldsInTheGuesses) {
  int draws = 0, minersBefore = 0, minersAfter = 0;
  forRandomGames(Variant::Classic, 2, 60, [&](const GameState& s) {
    const PlayerView view = makeView(s, s.toMove());
    const Beliefs all = computeBeliefs(view, sharedSetupPrior(view.config));
    Random rng(5);
    for (std::size_t id = 0; id < view.pieces.size(); ++id) {
      const ViewPiece& p = view.pieces[id];
      if (p.rank || p.square == kNoSquare || all.pieces[id][index(Rank::Miner)] <= 0.0f) continue;
      Beliefs b = all;
      b.exclude(static_cast<PieceId>(id), Rank::Miner);
      EXPECT_EQ(b.pieces[id][index(Rank::Miner)], 0.0f);
      for (int k = 0; k < 10; ++k, ++draws) {
        minersBefore += sampleHiddenRanks(view, all, rng)[id] == Rank::Miner;
        minersAfter += sampleHiddenRanks(view, b, rng)[id] == Rank::Miner;
      }
      b = all;
      b.fix(static_cast<PieceId>(id), Rank::Miner);
      for (int k = 0; k < 5; ++k) EXPECT_EQ(sampleHiddenRanks(view, b, rng)[id], Rank::Miner);
    }
  });
  EXPECT_GT(minersBefore, draws / 10);
  EXPECT_LT(minersAfter, draws / 100);
}

TEST(Beliefs, ApproachingARevealedGeneralPointsToTheMarshal) {
  GameState s = generalRevealed();
  play(s, "e7", "e6");
  const float before = odds(s, "e6", Rank::Marshal);
  play(s, "a3", "a4");
  play(s, "e6", "e5");  // next to the General
  const float once = odds(s, "e5", Rank::Marshal);
  play(s, "a4", "b4");
  play(s, "e5", "e6");
  play(s, "b4", "b3");
  play(s, "e6", "e5");  // and again
  const float twice = odds(s, "e5", Rank::Marshal);
  EXPECT_GT(once, 1.5f * before);
  EXPECT_GT(twice, once);
}

// Whatever trust in the cues was learned of an opponent: Demon of Ignorance's approaches bore
// people's odds out where its flights belied them (docs/STRENGTH-LOG.md, "A fifty-seventh time").
TEST(Beliefs, ApproachingARevealedGeneralPointsToTheMarshalEvenUntrusted) {
  GameState s = generalRevealed();
  play(s, "e7", "e6");
  const float before = odds(s, "e6", Rank::Marshal, 0.0f);
  play(s, "a3", "a4");
  play(s, "e6", "e5");  // next to the General
  EXPECT_GT(odds(s, "e5", Rank::Marshal, 0.0f), 1.4f * before);
}

TEST(Beliefs, FleeingFromARevealedGeneralPointsToWeakerRanks) {
  GameState s = generalRevealed();
  const float before = odds(s, "f4", Rank::Lieutenant) / odds(s, "f4", Rank::Marshal);
  play(s, "f4", "g4");
  const float after = odds(s, "g4", Rank::Lieutenant) / odds(s, "g4", Rank::Marshal);
  EXPECT_GT(after, 1.4f * before);
}

// A flight is weighed by the trust learned, unlike an approach.
TEST(Beliefs, FleeingFromARevealedGeneralTellsNothingUntrusted) {
  GameState s = generalRevealed();
  const float before = odds(s, "f4", Rank::Lieutenant, 0.0f) / odds(s, "f4", Rank::Marshal, 0.0f);
  play(s, "f4", "g4");
  const float after = odds(s, "g4", Rank::Lieutenant, 0.0f) / odds(s, "g4", Rank::Marshal, 0.0f);
  EXPECT_NEAR(after / before, 1.0f, 0.02f);
}

// A piece that stays put beside an enemy piece while its side moves another is likelier a
// Bomb than one standing apart, and more so the longer it stays.
TEST(Beliefs, APieceThatStaysBesideAnEnemyWithoutMovingIsLikelierABomb) {
  GameState s = freeGame({"r5 e6", "r3 a4", "rF a1", "b4 e7", "b4 a8", "b2 h8", "bF j10", "bB i10"});
  auto ratio = [&] { return odds(s, "e7", Rank::Bomb) / odds(s, "a8", Rank::Bomb); };
  EXPECT_NEAR(ratio(), 1.0f, 0.01f);
  std::vector<float> ratios;
  for (int turn = 0; turn < 3; ++turn) {
    play(s, turn % 2 ? "a5" : "a4", turn % 2 ? "a4" : "a5");
    play(s, turn % 2 ? "h7" : "h8", turn % 2 ? "h8" : "h7");
    ratios.push_back(ratio());
  }
  EXPECT_GT(ratios[0], 1.4f);
  EXPECT_GT(ratios[2], ratios[0] + 0.4f);
}

// Beside a piece of ours that the enemy has seen, staying put tells less of a Bomb: a piece
// that beats ours, or knows it need not fear it, stays too. Both enemy pieces stay beside a
// Major of ours for the same turns; only the one at a6 has been seen.
TEST(Beliefs, StayingBesideAPieceTheEnemyHasSeenTellsLessOfABomb) {
  GameState s = freeGame({"r7 a5", "r7 j6", "r3 e3", "rF a1", "b2 a6", "b4 a7", "b4 j7", "b4 e9", "b2 h9",
                          "bF j10", "bB i10"});
  play(s, "a5", "a6");  // our Major takes the Scout and so shows itself, beside a7
  for (int turn = 0; turn < 3; ++turn) {
    play(s, turn % 2 ? "h8" : "h9", turn % 2 ? "h9" : "h8");
    play(s, turn % 2 ? "e4" : "e3", turn % 2 ? "e3" : "e4");
  }
  EXPECT_GT(odds(s, "a7", Rank::Bomb), odds(s, "e9", Rank::Bomb) * 1.2f);
  EXPECT_LT(odds(s, "a7", Rank::Bomb), odds(s, "j7", Rank::Bomb) * 0.85f);
}

// Three enemy pieces step one square forward: beside our moved Captain, beside our
// never-moved Captain, and beside nothing; none of ours has been seen.
GameState stepUpGame() {
  GameState s = freeGame({"r6 b4", "r6 e5", "r2 j2", "rF a1", "bS b7", "bS e7", "bS j7", "b5 b8", "b5 e8",
                          "b5 j8", "bX a9", "b2 i9", "bF j10", "bB i10"});
  play(s, "b4", "b5");
  play(s, "b7", "b6");  // beside our Captain that moved
  play(s, "j2", "j3");
  play(s, "e7", "e6");  // beside our Captain that never moved
  play(s, "j3", "j2");
  play(s, "j7", "j6");  // beside nothing
  return s;
}

// A piece that steps up to a piece of ours that has moved but that its side has not seen
// risks meeting anything: likelier a middle rank than the Spy or the Marshal.
TEST(Beliefs, APieceSteppingUpToOneOfOursItHasNotSeenIsLikelierAMiddleRank) {
  const GameState s = stepUpGame();
  EXPECT_LT(odds(s, "b6", Rank::Spy), odds(s, "j6", Rank::Spy) * 0.75f);
  EXPECT_GT(odds(s, "b6", Rank::Lieutenant), odds(s, "j6", Rank::Lieutenant) * 1.15f);
}

// One that steps up to a piece of ours that has never moved, which may be a Bomb, is
// likelier a Miner, and likelier than one beside a piece that moved.
TEST(Beliefs, APieceSteppingUpToOneOfOursThatNeverMovedIsLikelierAMinerThanTheSpy) {
  const GameState s = stepUpGame();
  EXPECT_LT(odds(s, "e6", Rank::Spy), odds(s, "j6", Rank::Spy) * 0.75f);
  EXPECT_GT(odds(s, "e6", Rank::Miner), odds(s, "j6", Rank::Miner) * 1.15f);
  EXPECT_GT(odds(s, "e6", Rank::Miner), odds(s, "b6", Rank::Miner) * 1.3f);
}

// People move their front pieces early and keep their back rows still: in the 40-piece
// game a hidden piece that has not moved while its side made 75 moves is likelier a Bomb
// the nearer the front it stood (ai/unmoved_evidence). Both sides move one piece only.
TEST(Beliefs, AFrontPieceLongUnmovedIsLikelierABombThanABackOne) {
  GameConfig config = presetConfig(Variant::Classic);
  config.rules.twoSquareLimit = 0;
  config.rules.chasingRule = false;
  auto movable = [](const GameState& s, const char* square) { return isMovable(s.piece(s.pieceAt(sq(square))).rank); };
  std::uint64_t seed = 1;
  auto start = [&] {
    Random rng(seed);
    return GameState(config, randomStart(config, rng));
  };
  while (!movable(start(), "e4") || !movable(start(), "e7")) ++seed;
  GameState s = start();
  auto frontToBack = [&] {
    const PlayerView view = makeView(s, Side::Red);
    const Beliefs b = computeBeliefs(view, SetupPrior::uniform(view.config));
    float front = 0.0f, back = 0.0f;
    for (char file = 'a'; file <= 'j'; ++file) {
      if (file != 'e') front += b.pieces[s.pieceAt(sq(std::string{file, '7'}))][index(Rank::Bomb)];
      back += b.pieces[s.pieceAt(sq(std::string{file, '1', '0'}))][index(Rank::Bomb)];
    }
    return (front / 9.0f) / (back / 10.0f);
  };
  EXPECT_NEAR(frontToBack(), 1.0f, 0.05f);
  for (int i = 0; i < 75; ++i) {
    play(s, i % 2 ? "e5" : "e4", i % 2 ? "e4" : "e5");
    play(s, i % 2 ? "e6" : "e7", i % 2 ? "e7" : "e6");
  }
  EXPECT_GT(frontToBack(), 1.5f);
}

// A piece far ahead of where it started is likelier a high one than a piece that only
// stepped aside (people send their high pieces far; fitted on Gravon games).
TEST(Beliefs, APieceFarAheadOfItsStartIsLikelierAHighOne) {
  GameState s = freeGame({"r5 a1", "rF j1", "b9 a9", "b2 j8", "b3 d10", "b4 e10", "bF h10", "bB i10"});
  // Blue's a9 goes five ranks forward; its j8 goes round a square, never ahead of j8 (the
  // two-square rule forbids going back and forth); red's piece goes round one too.
  const char* ahead[] = {"a9", "a8", "a7", "a6", "a5", "a4"};
  const char* aside[] = {"j8", "i8", "i9", "j9", "j8", "i8"};
  const char* red[] = {"a1", "b1", "b2", "a2", "a1", "b1", "b2", "a2", "a1", "b1", "b2"};
  for (int i = 0; i < 5; ++i) {
    play(s, red[2 * i], red[2 * i + 1]);
    play(s, ahead[i], ahead[i + 1]);
    play(s, red[2 * i + 1], red[2 * i + 2]);
    play(s, aside[i], aside[i + 1]);
  }
  auto highToScout = [&](std::string_view square) { return odds(s, square, Rank::General) / odds(s, square, Rank::Scout); };
  EXPECT_GT(highToScout("a4"), 3.0f * highToScout("i8"));
}

// A General revealed in its setup says where the Spy likely stands: beside it, as people
// put it (the human prior's pairs), and not on squares far from it.
TEST(Beliefs, ARevealedGeneralPointsToTheSpyBesideIt) {
  GameState s = freeGame({"r3 e6", "r5 j1", "rF a1", "b9 e7", "b4 d7", "b4 a7", "b4 e8", "b4 h8", "bF j10", "bB i10"});
  const SetupPrior prior = SetupPrior::learn(sharedSetupLibrary(), presetConfig(Variant::Classic));
  auto spy = [&](std::string_view square) {
    const PlayerView view = makeView(s, Side::Red);
    return computeBeliefs(view, prior).pieces[s.pieceAt(sq(square))][index(Rank::Spy)];
  };
  const float besideBefore = spy("d7"), behindBefore = spy("e8"), farBefore = spy("a7"), far8Before = spy("h8");
  play(s, "e6", "e7");  // the Miner dies on the General
  ASSERT_TRUE(makeView(s, Side::Red).pieces[s.pieceAt(sq("e7"))].rank);
  const float far = spy("a7") / farBefore, far8 = spy("h8") / far8Before;
  EXPECT_GT(spy("d7") / besideBefore, 2.0f * far);
  EXPECT_GT(spy("e8") / behindBefore, 2.0f * far8);
}

// People build whole setups: what a game has shown of the enemy's (ranks revealed, pieces
// that moved) points to the library's setups like it, and so to where its Bombs stand among
// the pieces that never moved, and to what the pieces that moved are. Over random games
// with people's setups (160 plies in), the enemy's unmoved Bombs get far higher Bomb odds
// than its other unmoved pieces: 0.72 against 0.15 (the prior, the Flag's surroundings and
// the counts alone: 0.39 against 0.33); and its hidden pieces that moved get 0.61 odds on
// their rank (0.21 without).
TEST(Beliefs, SetupsLikeTheOneSeenPointToTheEnemysPieces) {
  const GameConfig config = presetConfig(Variant::Classic);
  const SetupPrior& prior = sharedSetupPrior(config);
  const SetupLibrary& library = sharedSetupLibrary();
  ASSERT_GT(library.count(Variant::Classic), 1000u);
  double bombs = 0, others = 0, moved = 0;
  int bombCount = 0, otherCount = 0, movedCount = 0;
  for (std::size_t game = 0; game < 20; ++game) {
    Placement start = library.at(Variant::Classic, Side::Red, 500 + game);
    start.merge(library.at(Variant::Classic, Side::Blue, 3000 + 7 * game));
    GameState s(config, start);
    Random rng(game + 1);
    for (int ply = 0; ply < 160 && !s.outcome().over(); ++ply) s.make(s.randomLegalMove(rng));
    const PlayerView view = makeView(s, Side::Red);
    const Beliefs b = computeBeliefs(view, prior);
    for (std::size_t id = 0; id < view.pieces.size(); ++id) {
      const ViewPiece& p = view.pieces[id];
      if (p.side != Side::Blue || p.rank || p.square == kNoSquare) continue;
      const Rank truth = s.piece(static_cast<PieceId>(id)).rank;
      if (p.flags & kMoved) {
        moved += b.pieces[id][index(truth)];
        ++movedCount;
        continue;
      }
      (truth == Rank::Bomb ? bombs : others) += b.pieces[id][index(Rank::Bomb)];
      ++(truth == Rank::Bomb ? bombCount : otherCount);
    }
  }
  ASSERT_GT(bombCount, 50);
  ASSERT_GT(movedCount, 100);
  EXPECT_GT(bombs / bombCount, 0.6);
  EXPECT_LT(others / otherCount, 0.2);
  EXPECT_GT(moved / movedCount, 0.45);
}

// A shown piece left beside one of ours that its owner knows takes it is most often
// guarded: the hidden piece beside it likelier takes ours back (the Spy beside a General
// our Marshal could take), and no likelier anything else.
TEST(Beliefs, AShownPieceLeftBesideOurTakerPointsToAGuardBesideIt) {
  GameState s = freeGame({"rX e4", "r5 e6", "r3 a1", "rF j1", "b2 e5", "b9 e7", "bS f6", "b4 h8", "b4 a8",
                          "bF j10", "bB i10"});
  auto ratio = [&](Rank r) { return odds(s, "f6", r) / odds(s, "h8", r); };
  play(s, "e4", "e5");  // our Marshal takes the Scout: the enemy knows it now
  EXPECT_NEAR(ratio(Rank::Spy), 1.0f, 0.01f);
  play(s, "e7", "e6");  // its General takes the Lieutenant and stands beside our Marshal
  EXPECT_GT(ratio(Rank::Spy), 2.0f);
  EXPECT_LE(ratio(Rank::Sergeant), 1.0f);
}

// Over random games of every variant, some resumed from a position string (whose captured
// pieces are gone, so the counts left exceed the hidden pieces): a sample keeps every hard
// fact and the counts, so that the state rebuilds.
RC_GTEST_PROP(BeliefsProperty, SamplesRebuildAndRespectCounts, ()) {
  const Variant v = kAll[*rc::gen::inRange(0, 6)];
  const GameConfig config = presetConfig(v);
  Random rng(*rc::gen::arbitrary<std::uint64_t>());
  GameState s(config, randomStart(config, rng));
  testing::playRandomMoves(s, rng, *rc::gen::inRange(0, 800));
  if (*rc::gen::arbitrary<bool>()) {
    s = parsePosition(formatPosition(s)).value();
    testing::playRandomMoves(s, rng, *rc::gen::inRange(0, 100));
  }
  const PlayerView view = makeView(s, *rc::gen::element(Side::Red, Side::Blue));
  const Beliefs b = computeBeliefs(view, SetupPrior::uniform(config));
  const auto guess = sampleHiddenRanks(view, b, rng);
  RC_ASSERT(rebuild(view, guess).has_value());
  Army drawn{};
  for (std::size_t id = 0; id < view.pieces.size(); ++id)
    if (view.isHidden(static_cast<PieceId>(id))) ++drawn[index(guess[id])];
  for (int r = 0; r < kRankCount; ++r) RC_ASSERT(drawn[r] <= b.unaccounted[r]);
}

}  // namespace
}  // namespace stratego
