// Beliefs mixed over the enemy Flag's squares: what is seen of the pieces round a square
// says whether the Flag is there, and the pieces beside a likely Flag are likely Bombs.
#include "ai/flag_mixture.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "ai/shared_resources.hpp"
#include "core/position_builder.hpp"

namespace stratego {
namespace {

using testing::sq;

const SetupPrior& classicPrior() { return sharedSetupPrior(presetConfig(Variant::Classic)); }

// Blue's 40 setup squares, none seen yet: every rank possible on each.
std::vector<HiddenRow> blueZoneUnseen() {
  std::vector<HiddenRow> rows;
  Bitboard zone = presetConfig(Variant::Classic).geometry().setupZone(Side::Blue);
  while (!zone.empty()) {
    HiddenRow row;
    row.start = zone.popLowest();
    row.likelihood.fill(1.0f);
    row.facts.fill(1.0f);
    rows.push_back(row);
  }
  return rows;
}

int rowAt(const std::vector<HiddenRow>& rows, const char* square) {
  for (std::size_t i = 0; i < rows.size(); ++i)
    if (rows[i].start == sq(square)) return static_cast<int>(i);
  return -1;
}

float flagOdds(const FlagMixture& mix, int row) { return mix.marginal(row)[index(Rank::Flag)]; }

TEST(FlagMixture, WithNothingSeenTheOddsAreThePlainOnes) {
  const auto rows = blueZoneUnseen();
  const FlagMixture mix = mixOverFlagSquares(classicPrior(), Side::Blue, rows, {});
  ASSERT_EQ(mix.candidates.size(), rows.size());
  for (int h = 0; h < static_cast<int>(rows.size()); ++h) {
    const RankOdds odds = mix.marginal(h);
    for (Rank r : {Rank::Flag, Rank::Bomb, Rank::Marshal, Rank::Scout})
      EXPECT_NEAR(odds[index(r)], classicPrior().odds(Side::Blue, rows[static_cast<std::size_t>(h)].start, r), 0.02f)
          << squareName(rows[static_cast<std::size_t>(h)].start) << " " << rankName(r);
  }
}

TEST(FlagMixture, ABombTakenPointsToTheFlagBesideIt) {
  const auto rows = blueZoneUnseen();
  const FlagMixture before = mixOverFlagSquares(classicPrior(), Side::Blue, rows, {});
  const std::pair<Square, Rank> bomb[] = {{sq("c10"), Rank::Bomb}};
  auto unseen = rows;
  unseen.erase(unseen.begin() + rowAt(rows, "c10"));  // the Bomb is known now
  const FlagMixture after = mixOverFlagSquares(classicPrior(), Side::Blue, unseen, bomb);
  for (const char* beside : {"b10", "d10"})  // (people keep the Flag in the back rank)
    EXPECT_GT(flagOdds(after, rowAt(unseen, beside)), 1.5f * flagOdds(before, rowAt(rows, beside))) << beside;
  EXPECT_LT(flagOdds(after, rowAt(unseen, "j10")), flagOdds(before, rowAt(rows, "j10")));
}

TEST(FlagMixture, NeighboursThatMovedPointAwayFromTheFlag) {
  auto rows = blueZoneUnseen();
  const FlagMixture before = mixOverFlagSquares(classicPrior(), Side::Blue, rows, {});
  for (const char* moved : {"b10", "a9"})
    for (Rank r : {Rank::Bomb, Rank::Flag}) {
      rows[static_cast<std::size_t>(rowAt(rows, moved))].facts[index(r)] = 0.0f;
      rows[static_cast<std::size_t>(rowAt(rows, moved))].likelihood[index(r)] = 0.0f;
    }
  const FlagMixture after = mixOverFlagSquares(classicPrior(), Side::Blue, rows, {});
  EXPECT_LT(flagOdds(after, rowAt(rows, "a10")), 0.7f * flagOdds(before, rowAt(rows, "a10")));
}

TEST(FlagMixture, GivenTheFlagItsNeighboursAreLikelyBombs) {
  const auto rows = blueZoneUnseen();
  const FlagMixture mix = mixOverFlagSquares(classicPrior(), Side::Blue, rows, {});
  const int flag = rowAt(rows, "b10");
  const auto c = static_cast<std::size_t>(std::find(mix.candidates.begin(), mix.candidates.end(), flag) - mix.candidates.begin());
  ASSERT_LT(c, mix.candidates.size());
  const auto given = [&](const char* square) { return mix.given[c * rows.size() + static_cast<std::size_t>(rowAt(rows, square))]; };
  EXPECT_EQ(given("b10")[index(Rank::Flag)], 1.0f);
  for (const char* beside : {"a10", "c10", "b9"}) {
    EXPECT_EQ(given(beside)[index(Rank::Flag)], 0.0f);
    EXPECT_GT(given(beside)[index(Rank::Bomb)], 1.5f * classicPrior().odds(Side::Blue, sq(beside), Rank::Bomb)) << beside;
  }
}

TEST(FlagMixture, NoPieceThatMayBeTheFlagNoMixture) {
  auto rows = blueZoneUnseen();
  for (HiddenRow& row : rows) row.likelihood[index(Rank::Flag)] = 0.0f;
  EXPECT_TRUE(mixOverFlagSquares(classicPrior(), Side::Blue, rows, {}).candidates.empty());
}

// An opponent seen to ring its Flags with Bombs (FlagRing, learned by the setup memory):
// a Flag beside a piece that moved is then all but ruled out, one beside a Bomb likelier.
TEST(FlagMixture, AnOpponentThatRingsItsFlagsLeavesNoFlagBesideAPieceThatMoved) {
  auto rows = blueZoneUnseen();
  for (const char* moved : {"b10", "a9"}) {
    HiddenRow& row = rows[static_cast<std::size_t>(rowAt(rows, moved))];
    row.moved = true;
    for (Rank r : {Rank::Bomb, Rank::Flag}) row.facts[index(r)] = row.likelihood[index(r)] = 0.0f;
  }
  const FlagMixture asPeople = mixOverFlagSquares(classicPrior(), Side::Blue, rows, {});
  EXPECT_EQ(flagOdds(asPeople, rowAt(rows, "a10")),
            flagOdds(mixOverFlagSquares(classicPrior(), Side::Blue, rows, {}, FlagRing{}), rowAt(rows, "a10")));
  const FlagMixture ringing = mixOverFlagSquares(classicPrior(), Side::Blue, rows, {}, FlagRing{1.7f, 0.1f});
  EXPECT_LT(flagOdds(ringing, rowAt(rows, "a10")), 0.02f * flagOdds(asPeople, rowAt(rows, "a10")));  // two beside
  EXPECT_LT(flagOdds(ringing, rowAt(rows, "c10")), 0.2f * flagOdds(asPeople, rowAt(rows, "c10")));   // one
  EXPECT_GT(flagOdds(ringing, rowAt(rows, "j10")), flagOdds(asPeople, rowAt(rows, "j10")));          // none
  // One that rings less than people: the other way.
  const FlagMixture loose = mixOverFlagSquares(classicPrior(), Side::Blue, rows, {}, FlagRing{0.5f, 1.7f});
  EXPECT_GT(flagOdds(loose, rowAt(rows, "c10")), flagOdds(asPeople, rowAt(rows, "c10")));
}

TEST(FlagMixture, AnOpponentThatRingsItsFlagsPutsItBesideABombTaken) {
  auto rows = blueZoneUnseen();
  const std::pair<Square, Rank> bomb[] = {{sq("e10"), Rank::Bomb}};
  rows.erase(rows.begin() + rowAt(rows, "e10"));
  const FlagMixture asPeople = mixOverFlagSquares(classicPrior(), Side::Blue, rows, bomb);
  const FlagMixture ringing = mixOverFlagSquares(classicPrior(), Side::Blue, rows, bomb, FlagRing{1.7f, 0.1f});
  for (const char* beside : {"d10", "f10"})
    EXPECT_GT(flagOdds(ringing, rowAt(rows, beside)), 1.2f * flagOdds(asPeople, rowAt(rows, beside))) << beside;
}

}  // namespace
}  // namespace stratego
