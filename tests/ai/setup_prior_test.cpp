// Setup priors: learned from the human library (classic, barrage10) or the generator's
// model (the other variants), smoothed so that no rank is ever ruled out on a zone square.
#include "ai/setup_prior.hpp"

#include <gtest/gtest.h>

#include <optional>
#include <utility>

#include "core/position_builder.hpp"

namespace stratego {
namespace {

using testing::sq;

const SetupLibrary& library() {
  static const SetupLibrary lib = SetupLibrary::load(defaultSetupDirectory()).value();
  return lib;
}

constexpr Variant kAll[] = {Variant::Classic, Variant::Duel,      Variant::Barrage,
                            Variant::Duel10,  Variant::Barrage10, Variant::Free};

TEST(SetupPrior, ClassicFlagsStandInTheBackCorners) {
  const SetupPrior prior = SetupPrior::learn(library(), presetConfig(Variant::Classic));
  for (const char* corner : {"a1", "j1"})
    for (const char* front : {"a4", "b4", "e4", "f4", "i4", "j4"})
      EXPECT_GT(prior.odds(Side::Red, sq(corner), Rank::Flag), 20 * prior.odds(Side::Red, sq(front), Rank::Flag))
          << corner << " " << front;
  // People bomb the Flag, so Bombs are likelier on the second rank than on the front one.
  EXPECT_GT(prior.odds(Side::Red, sq("a2"), Rank::Bomb), prior.odds(Side::Red, sq("a4"), Rank::Bomb));
}

TEST(SetupPrior, BlueSetupsAreRedsReflected) {
  for (Variant v : {Variant::Classic, Variant::Duel}) {
    const GameConfig config = presetConfig(v);
    const SetupPrior prior = SetupPrior::learn(library(), config);
    const Board& board = config.geometry();
    Bitboard zone = board.setupZone(Side::Red);
    while (!zone.empty()) {
      const Square s = zone.popLowest();
      const Square mirror = makeSquare(board.files - 1 - fileOf(s), board.ranks - 1 - rankOf(s));
      for (int r = 0; r < kRankCount; ++r)
        EXPECT_EQ(prior.odds(Side::Red, s, static_cast<Rank>(r)), prior.odds(Side::Blue, mirror, static_cast<Rank>(r)));
    }
  }
}

// Every rank of the army keeps some odds on every square of the zone, none outside it.
TEST(SetupPrior, NoSetupIsImpossible) {
  for (Variant v : kAll) {
    const GameConfig config = presetConfig(v);
    const Army army = v == Variant::Free ? presetArmy(Variant::Classic) : config.army;
    const SetupPrior prior = SetupPrior::learn(library(), config);
    Bitboard zone = config.geometry().setupZone(Side::Blue);
    while (!zone.empty()) {
      const Square s = zone.popLowest();
      float sum = 0.0f;
      for (int r = 0; r < kRankCount; ++r) {
        const float p = prior.odds(Side::Blue, s, static_cast<Rank>(r));
        sum += p;
        if (army[r] > 0)
          EXPECT_GT(p, 0.0f) << variantName(v) << " " << squareName(s);
        else
          EXPECT_EQ(p, 0.0f) << variantName(v) << " " << squareName(s);
      }
      EXPECT_NEAR(sum, 1.0f, 1e-4f) << variantName(v) << " " << squareName(s);
    }
  }
}

TEST(SetupPrior, UniformIsTheArmysShare) {
  const SetupPrior prior = SetupPrior::uniform(presetConfig(Variant::Classic));
  EXPECT_FLOAT_EQ(prior.odds(Side::Red, sq("a1"), Rank::Scout), 8.0f / 40.0f);
  EXPECT_FLOAT_EQ(prior.odds(Side::Blue, sq("e7"), Rank::Marshal), 1.0f / 40.0f);
}

// Without human setups the model's habits make the prior: its Flag stays at the back.
TEST(SetupPrior, ModelVariantsKeepTheFlagBack) {
  const SetupPrior prior = SetupPrior::learn(library(), presetConfig(Variant::Duel));
  for (const char* front : {"a3", "d3", "h3"})
    EXPECT_GT(prior.odds(Side::Red, sq("a1"), Rank::Flag), 10 * prior.odds(Side::Red, sq(front), Rank::Flag)) << front;
}

// People ring the Flag with Bombs: given the Flag on b1, the squares beside it hold a Bomb
// far more often than those squares do overall; the odds given the Flag sum to 1 without it.
TEST(SetupPrior, ClassicBombsRingTheFlag) {
  const SetupPrior prior = SetupPrior::learn(library(), presetConfig(Variant::Classic));
  // Each square beside b1, and the same square for Blue (whose Flag on i10 is Red's on b1).
  const std::pair<const char*, const char*> besideFlag[] = {{"a1", "j10"}, {"c1", "h10"}, {"b2", "i9"}};
  for (const auto& [beside, mirror] : besideFlag) {
    ASSERT_TRUE(prior.knowsFlagSurroundings(Side::Red, sq("b1"), sq(beside)));
    const auto given = prior.oddsGivenFlag(Side::Red, sq("b1"), sq(beside));
    EXPECT_GT(given[index(Rank::Bomb)], 1.5f * prior.odds(Side::Red, sq(beside), Rank::Bomb)) << beside;
    EXPECT_GT(prior.oddsGivenFlag(Side::Blue, sq("i10"), sq(mirror))[index(Rank::Bomb)],
              1.5f * prior.odds(Side::Red, sq(beside), Rank::Bomb));
    float sum = 0.0f;
    for (float p : given) sum += p;
    EXPECT_NEAR(sum, 1.0f, 1e-4f);
    EXPECT_EQ(given[index(Rank::Flag)], 0.0f);
  }
}

// Over the squares beside people's Flags, over half hold a Bomb (0.571 counted over the
// classic setups themselves; Bombs are 6 of 40 pieces). A prior that knows no Flag's
// surroundings knows no share.
TEST(SetupPrior, PeopleRingTheirFlagWithBombsOverHalfTheTime) {
  const std::optional<double> classic = SetupPrior::learn(library(), presetConfig(Variant::Classic)).flagRingShare();
  ASSERT_TRUE(classic.has_value());
  EXPECT_GT(*classic, 0.5);
  EXPECT_LT(*classic, 0.62);
  EXPECT_FALSE(SetupPrior::uniform(presetConfig(Variant::Classic)).flagRingShare().has_value());
}

// People keep the Spy beside the General, and spread equal ranks apart; the lift is 1 where
// the prior cannot know (uniform, squares apart or outside the zone) and for the Flag.
TEST(SetupPrior, ClassicSpiesStandBesideTheGeneral) {
  const GameConfig config = presetConfig(Variant::Classic);
  const SetupPrior learned = SetupPrior::learn(library(), config);
  const auto beside = learned.neighbourLift(Side::Blue, sq("e8"), Rank::General, sq("d8"));
  EXPECT_GT(beside[index(Rank::Spy)], 2.0f);
  EXPECT_LT(beside[index(Rank::General)], 0.2f);
  EXPECT_EQ(beside[index(Rank::Flag)], 1.0f);
  const auto diagonal = learned.neighbourLift(Side::Blue, sq("e8"), Rank::General, sq("d7"));
  EXPECT_GT(diagonal[index(Rank::Spy)], 1.2f);
  EXPECT_LT(diagonal[index(Rank::Spy)], beside[index(Rank::Spy)]);
  EXPECT_EQ(learned.neighbourLift(Side::Red, sq("e3"), Rank::General, sq("d3")), learned.neighbourLift(Side::Blue, sq("f8"), Rank::General, sq("g8")));
  for (const auto& none : {learned.neighbourLift(Side::Blue, sq("e8"), Rank::General, sq("c8")),
                           learned.neighbourLift(Side::Blue, sq("e7"), Rank::General, sq("e6")),
                           SetupPrior::uniform(config).neighbourLift(Side::Blue, sq("e8"), Rank::General, sq("d8"))})
    for (float lift : none) EXPECT_EQ(lift, 1.0f);
}

TEST(SetupPrior, OnlyALearnedPriorKnowsTheFlagsSurroundingsInsideTheZone) {
  const GameConfig config = presetConfig(Variant::Classic);
  const SetupPrior learned = SetupPrior::learn(library(), config);
  EXPECT_TRUE(learned.knowsFlagSurroundings(Side::Blue, sq("a10"), sq("e7")));
  EXPECT_FALSE(learned.knowsFlagSurroundings(Side::Blue, sq("a10"), sq("a10")));
  EXPECT_FALSE(learned.knowsFlagSurroundings(Side::Blue, sq("a10"), sq("e5")));
  EXPECT_FALSE(learned.knowsFlagSurroundings(Side::Red, sq("a10"), sq("a1")));
  EXPECT_FALSE(SetupPrior::uniform(config).knowsFlagSurroundings(Side::Red, sq("a1"), sq("b1")));
}

// The library's setups like what was seen point to where its pieces stand: nothing seen,
// each square's odds are the library's own; the ranks of one setup's front row shown and
// the movable pieces of its third row moved, its Bombs behind them stand out, and so do the
// ranks of the pieces that moved.
TEST(SetupPrior, SetupsLikeTheOneSeenPointToItsPieces) {
  const GameConfig config = presetConfig(Variant::Classic);
  const SetupPrior prior = SetupPrior::learn(library(), config);
  ASSERT_TRUE(prior.knowsSetups());
  EXPECT_FALSE(SetupPrior::learn(library(), presetConfig(Variant::Duel)).knowsSetups());
  SetupPrior::SeenCells nothing;
  nothing.fill(SetupPrior::kSeenNothing);
  const auto plain = prior.oddsOfLikeSetups(nothing);
  for (const char* square : {"b2", "e4", "j1"}) {
    float sum = 0.0f;
    for (int r = 0; r < kRankCount; ++r) {
      EXPECT_NEAR(plain[sq(square)][r], prior.odds(Side::Red, sq(square), static_cast<Rank>(r)), 0.01f) << square;
      sum += plain[sq(square)][r];
    }
    EXPECT_NEAR(sum, 1.0f, 1e-4f) << square;
  }
  EXPECT_LT(plain[sq("e5")][index(Rank::Bomb)], 0.0f);

  const Placement setup = library().at(Variant::Classic, Side::Red, 1234);
  SetupPrior::SeenCells seen = nothing;
  for (int file = 0; file < 10; ++file) {
    const Square front = makeSquare(file, 3), third = makeSquare(file, 2);
    seen[front] = static_cast<std::int8_t>(index(setup.at(front)->rank));
    if (isMovable(setup.at(third)->rank)) seen[third] = SetupPrior::kSeenMoved;
  }
  const auto like = prior.oddsOfLikeSetups(seen);
  double bombs = 0, others = 0, plainBombs = 0;
  int bombCount = 0, otherCount = 0;
  for (int file = 0; file < 10; ++file)
    for (int rank = 0; rank < 2; ++rank) {
      const Square s = makeSquare(file, rank);
      const bool bomb = setup.at(s)->rank == Rank::Bomb;
      (bomb ? bombs : others) += like[s][index(Rank::Bomb)];
      plainBombs += bomb ? plain[s][index(Rank::Bomb)] : 0.0f;
      ++(bomb ? bombCount : otherCount);
    }
  ASSERT_GT(bombCount, 0);
  EXPECT_GT(bombs / bombCount, 0.5);
  EXPECT_LT(plainBombs / bombCount, 0.35);
  EXPECT_LT(others / otherCount, 0.15);
  double movedLike = 0, movedPlain = 0;
  int moved = 0;
  for (int file = 0; file < 10; ++file) {
    const Square third = makeSquare(file, 2);
    if (seen[third] != SetupPrior::kSeenMoved) continue;
    movedLike += like[third][index(setup.at(third)->rank)];
    movedPlain += plain[third][index(setup.at(third)->rank)];
    ++moved;
  }
  ASSERT_GT(moved, 3);
  EXPECT_GT(movedLike / moved, 0.6);
  EXPECT_LT(movedPlain / moved, 0.2);
}

}  // namespace
}  // namespace stratego
