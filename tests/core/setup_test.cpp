// RULES.md section 3: presets, boards, setup zones and armies.
#include <gtest/gtest.h>

#include "core/placement.hpp"
#include "position_builder.hpp"

namespace stratego {
namespace {

using testing::sq;

TEST(Presets, ArmiesHaveTheRulebookSizes) {
  EXPECT_EQ(armySize(presetArmy(Variant::Classic)), 40);
  EXPECT_EQ(armySize(presetArmy(Variant::Duel)), 10);
  EXPECT_EQ(armySize(presetArmy(Variant::Duel10)), 10);
  EXPECT_EQ(armySize(presetArmy(Variant::Barrage)), 8);
  EXPECT_EQ(armySize(presetArmy(Variant::Barrage10)), 8);
  const Army classic = presetArmy(Variant::Classic);
  EXPECT_EQ(classic[index(Rank::Bomb)], 6);
  EXPECT_EQ(classic[index(Rank::Scout)], 8);
  EXPECT_EQ(classic[index(Rank::Miner)], 5);
}

TEST(Presets, BoardsAndLakes) {
  const Board& large = Board::of(BoardKind::Large);
  for (auto lake : {"c5", "d5", "g5", "h5", "c6", "d6", "g6", "h6"}) EXPECT_TRUE(large.isLake(sq(lake))) << lake;
  EXPECT_EQ(large.playable.count(), 92);
  const Board& small = Board::of(BoardKind::Small);
  for (auto lake : {"c4", "c5", "f4", "f5"}) EXPECT_TRUE(small.isLake(sq(lake))) << lake;
  EXPECT_EQ(small.playable.count(), 60);
  EXPECT_EQ(presetConfig(Variant::Duel).board, BoardKind::Small);
  EXPECT_EQ(presetConfig(Variant::Barrage10).board, BoardKind::Large);
  EXPECT_EQ(presetConfig(Variant::Free, BoardKind::Small).board, BoardKind::Small);
}

TEST(Presets, SetupZones) {
  const Board& large = Board::of(BoardKind::Large);
  EXPECT_EQ(large.setupZone(Side::Red).count(), 40);
  EXPECT_TRUE(large.setupZone(Side::Blue).has(sq("j7")));
  EXPECT_FALSE(large.setupZone(Side::Blue).has(sq("j6")));
  EXPECT_EQ(Board::of(BoardKind::Small).setupZone(Side::Blue).count(), 24);
  EXPECT_TRUE(Board::of(BoardKind::Small).setupZone(Side::Blue).has(sq("a6")));
}

TEST(Presets, ReflectionThroughTheCentre) {
  const Board& large = Board::of(BoardKind::Large);
  EXPECT_EQ(large.reflect(sq("a1")), sq("j10"));
  EXPECT_EQ(large.reflect(sq("c4")), sq("h7"));
  EXPECT_EQ(large.asRed(Side::Red, sq("c4")), sq("c4"));
  EXPECT_EQ(large.asRed(Side::Blue, sq("h7")), sq("c4"));
  const Board& small = Board::of(BoardKind::Small);
  EXPECT_EQ(small.reflect(sq("a1")), sq("h8"));
  EXPECT_EQ(small.asRed(Side::Blue, sq("b6")), sq("g3"));
  for (Bitboard left = large.playable; !left.empty();) {
    const Square s = left.popLowest();
    EXPECT_TRUE(large.playable.has(large.reflect(s)));
    EXPECT_EQ(large.reflect(large.reflect(s)), s);
  }
}

TEST(Presets, NamesRoundTrip) {
  for (Variant v : {Variant::Classic, Variant::Duel, Variant::Barrage, Variant::Duel10, Variant::Barrage10,
                    Variant::Free})
    EXPECT_EQ(variantFromName(variantName(v)), v);
  EXPECT_FALSE(variantFromName("chess").has_value());
}

TEST(SetupValidation, RandomSetupsOfEveryPresetAreValid) {
  Random rng(3);
  for (Variant v : {Variant::Classic, Variant::Duel, Variant::Barrage, Variant::Duel10, Variant::Barrage10}) {
    const GameConfig config = presetConfig(v);
    for (Side side : {Side::Red, Side::Blue})
      EXPECT_EQ(validateSetup(config, side, randomSetup(config, side, rng)), std::nullopt) << variantName(v);
  }
}

TEST(SetupValidation, NamesAWrongCount) {
  const GameConfig config = presetConfig(Variant::Barrage);
  Placement p = testing::pieces({"rF a1", "rB b1", "rS c1", "r2 d1", "r2 e1", "r3 f1", "r9 g1", "r9 h1"});
  const auto error = validateSetup(config, Side::Red, p);
  ASSERT_TRUE(error.has_value());
  EXPECT_NE(error->find("Red has 0 Marshals, the barrage army needs 1"), std::string::npos) << *error;
  EXPECT_NE(error->find("Red has 2 Generals, the barrage army needs 1"), std::string::npos) << *error;
}

TEST(SetupValidation, NamesASquareOutsideTheZone) {
  const GameConfig config = presetConfig(Variant::Barrage);
  Placement p = testing::pieces({"rF a1", "rB b1", "rS c1", "r2 d1", "r2 e1", "r3 f1", "r9 g1", "rX h4"});
  const auto error = validateSetup(config, Side::Red, p);
  ASSERT_TRUE(error.has_value());
  EXPECT_NE(error->find("Marshal on h4 is outside Red's setup zone"), std::string::npos) << *error;
}

TEST(SetupValidation, NamesALake) {
  const GameConfig config = presetConfig(Variant::Free);
  Placement p = testing::pieces({"rF a1", "b5 c5"});
  const auto error = validatePlacement(config, p);
  ASSERT_TRUE(error.has_value());
  EXPECT_NE(error->find("Lieutenant on c5 stands on a lake"), std::string::npos) << *error;
}

TEST(SetupValidation, SmallArmiesMayLeaveZoneSquaresEmpty) {
  const GameConfig config = presetConfig(Variant::Duel10);
  Placement p = testing::pieces(
      {"rF a1", "rB b1", "rB c1", "rS d4", "r2 e4", "r2 j4", "r3 a2", "r3 b2", "r9 c3", "rX d3"});
  EXPECT_EQ(validateSetup(config, Side::Red, p), std::nullopt);
}

TEST(SetupValidation, FreeAllowsAnyArmyAnywhere) {
  const GameConfig config = presetConfig(Variant::Free);
  EXPECT_EQ(validatePlacement(config, testing::pieces({"rF e5", "rX e6", "bF a1"})), std::nullopt);
}

}  // namespace
}  // namespace stratego
