// Remembering the opponent's setups from game to game: only what was seen, repeats merged,
// the games a game may recall, and the odds that follow.
#include "ai/setup_memory.hpp"

#include <gtest/gtest.h>

#include <array>
#include <chrono>
#include <future>
#include <initializer_list>
#include <optional>

#include "ai/beliefs.hpp"
#include "ai/builtin_players.hpp"
#include "ai/shared_resources.hpp"
#include "core/playout.hpp"
#include "core/position_builder.hpp"
#include "support/random_moves.hpp"

namespace stratego {
namespace {

const GameConfig kClassic = presetConfig(Variant::Classic);

Placement startOf(std::uint64_t seed) {
  Random rng(seed);
  return randomStart(kClassic, rng);
}

// A game of random moves from `start`, stopped after `plies` or at its end.
GameState randomGame(const Placement& start, std::uint64_t seed, int plies = 100000) {
  Random rng(seed);
  GameState s(kClassic, start);
  testing::playRandomMoves(s, rng, plies);
  return s;
}

// A random game from `start` that Red won by taking Blue's Flag.
GameState gameRedWinsByTheFlag(const Placement& start) {
  for (std::uint64_t seed = 1;; ++seed) {
    GameState s = randomGame(start, seed);
    if (s.outcome().winner == Winner::Red && s.outcome().reason == EndReason::FlagCaptured) return s;
  }
}

Square asBlueSetsUp(Square s) { return makeSquare(9 - fileOf(s), 9 - rankOf(s)); }

PieceId blueFlag(const GameState& s) {
  for (PieceId id = 0; id < s.pieceCount(); ++id)
    if (s.piece(id).side == Side::Blue && s.piece(id).rank == Rank::Flag) return id;
  return kNoPiece;
}

TEST(SetupMemory, ASeenSetupHoldsOnlyWhatTheViewerSaw) {
  const GameState s = randomGame(startOf(1), 2, 300);
  const PlayerView view = makeView(s, Side::Red);
  const SeenSetup seen = SeenSetup::of(view);
  int shown = 0, moved = 0;
  for (std::size_t id = 0; id < view.pieces.size(); ++id) {
    const ViewPiece& p = view.pieces[id];
    if (p.side != Side::Blue) continue;
    const std::int8_t cell = seen.cells[asBlueSetsUp(p.startSquare)];
    if (p.rank) {
      EXPECT_EQ(cell, index(s.piece(static_cast<PieceId>(id)).rank));  // the true rank, which a battle showed
      ++shown;
    } else {
      EXPECT_EQ(cell, (p.flags & kMoved) ? SeenSetup::kMovable : SeenSetup::kUnknown);
      moved += (p.flags & kMoved) != 0;
    }
  }
  EXPECT_GT(shown, 5);
  EXPECT_GT(moved, 0);
  // Red's own pieces are not the enemy's setup: Blue's squares as Blue sees them are Red's
  // home ranks, and nothing else was written.
  int written = 0;
  for (std::int8_t cell : seen.cells) written += cell != SeenSetup::kUnknown;
  EXPECT_LE(written, 40);
}

TEST(SetupMemory, RepeatsMergeAndNewSetupsStandApart) {
  SetupMemory memory;
  memory.remember(0, makeView(randomGame(startOf(1), 1), Side::Red));
  memory.remember(1, makeView(randomGame(startOf(1), 2), Side::Red));  // the same setup again
  const SetupRecall once = memory.recall(kClassic, 2);
  ASSERT_EQ(once.setups().size(), 1u);
  EXPECT_EQ(once.setups()[0].games, 2);
  EXPECT_DOUBLE_EQ(once.repeatOdds(), 2.0 / 3.0);  // one repeat told of one: (1 + 1) / (1 + 2)

  memory.remember(2, makeView(randomGame(startOf(9), 3), Side::Red));  // another setup
  const SetupRecall twice = memory.recall(kClassic, 3);
  ASSERT_EQ(twice.setups().size(), 2u);
  EXPECT_DOUBLE_EQ(twice.repeatOdds(), 0.5);  // (1 + 1) / (2 + 2)
  // The merged setup knows at least what each game showed.
  const SeenSetup first = SeenSetup::of(makeView(randomGame(startOf(1), 1), Side::Red));
  for (int s = 0; s < kGridSize; ++s)
    if (first.cells[s] >= 0 && first.cells[s] < kRankCount) EXPECT_EQ(twice.setups()[0].cells[s], first.cells[s]);
}

// A game that ended before anything was seen fits every setup: remembered, it would keep
// every later game from counting as a new setup or a repeat.
TEST(SetupMemory, AGameThatShowedNothingIsNotRemembered) {
  SetupMemory memory;
  memory.remember(0, makeView(randomGame(startOf(1), 1, 0), Side::Red));
  EXPECT_EQ(memory.nextGame(), 1);
  EXPECT_TRUE(memory.recall(kClassic, 1).empty());
  memory.remember(1, makeView(randomGame(startOf(1), 1), Side::Red));
  memory.remember(2, makeView(randomGame(startOf(9), 3), Side::Red));
  EXPECT_EQ(memory.recall(kClassic, 3).setups().size(), 2u);
  EXPECT_EQ(memory.nextGame(), 3);
}

TEST(SetupMemory, AGameRecallsOnlyGamesLagBeforeItOfItsVariant) {
  SetupMemory memory(2);
  memory.remember(0, makeView(randomGame(startOf(1), 1), Side::Red));
  memory.remember(1, makeView(randomGame(startOf(9), 1), Side::Red));
  EXPECT_TRUE(memory.recall(kClassic, 1).empty());
  EXPECT_EQ(memory.recall(kClassic, 2).setups().size(), 1u);
  EXPECT_EQ(memory.recall(kClassic, 3).setups().size(), 2u);
  EXPECT_TRUE(memory.recall(presetConfig(Variant::Barrage), 9).empty());
}

TEST(SetupMemory, AGameWaitsForTheGamesItMayRecall) {
  SetupMemory memory(2);
  auto waiting = std::async(std::launch::async, [&] { memory.awaitRecallable(3); });  // needs games 0 and 1
  memory.close(1);
  EXPECT_EQ(waiting.wait_for(std::chrono::milliseconds(50)), std::future_status::timeout);
  memory.close(0);
  EXPECT_EQ(waiting.wait_for(std::chrono::seconds(10)), std::future_status::ready);
  memory.awaitRecallable(1);  // recalls nothing: never waits
}

TEST(SetupMemory, WhatAGameShowsConfirmsOrRulesOutARememberedSetup) {
  const SetupPrior& prior = sharedSetupPrior(kClassic);
  SetupMemory memory;
  memory.remember(0, makeView(randomGame(startOf(1), 1), Side::Red));
  memory.remember(1, makeView(randomGame(startOf(1), 2), Side::Red));
  const SetupRecall recall = memory.recall(kClassic, 2);
  ASSERT_EQ(recall.setups().size(), 1u);

  // Nothing shown yet: the odds of a repeat.
  EXPECT_NEAR(recall.posterior(makeView(GameState(kClassic, startOf(1)), Side::Red), prior)[0], 2.0 / 3.0, 1e-9);
  // The same setup, some pieces shown: all but sure.
  EXPECT_GT(recall.posterior(makeView(randomGame(startOf(1), 5, 300), Side::Red), prior)[0], 0.99);
  // Another setup: ruled out by the first piece that differs.
  EXPECT_EQ(recall.posterior(makeView(randomGame(startOf(9), 5, 300), Side::Red), prior)[0], 0.0);
}

TEST(SetupMemory, TheRememberedFlagDrawsTheBeliefs) {
  const SetupPrior& prior = sharedSetupPrior(kClassic);
  const Placement start = startOf(3);
  const GameState won = gameRedWinsByTheFlag(start);
  SetupMemory memory;
  memory.remember(0, makeView(won, Side::Red));
  const SetupRecall recall = memory.recall(kClassic, 1);

  const GameState again = randomGame(start, 77, 200);
  const PieceId flag = blueFlag(again);
  ASSERT_TRUE(makeView(again, Side::Red).isHidden(flag));
  const PlayerView view = makeView(again, Side::Red);
  const float without = computeBeliefs(view, prior).pieces[flag][index(Rank::Flag)];
  const float with = computeBeliefs(view, prior, &recall).pieces[flag][index(Rank::Flag)];
  EXPECT_GT(with, 0.8f) << "without " << without;
  EXPECT_LT(without, 0.3f);
  // Another setup that the memory's pieces contradict: the memory says nothing.
  const PlayerView other = makeView(randomGame(startOf(4), 77, 200), Side::Red);
  const Beliefs plain = computeBeliefs(other, prior);
  const Beliefs recalled = computeBeliefs(other, prior, &recall);
  for (std::size_t id = 0; id < other.pieces.size(); ++id)
    for (int r = 0; r < kRankCount; ++r) EXPECT_NEAR(recalled.pieces[id][r], plain.pieces[id][r], 1e-4);
}

// The flag odds a player reports for Blue's Flag after its first move of a second game
// against the same setup.
float flagOddsInSecondGame(const char* spec, const Placement& start, const GameState& first) {
  std::string error;
  auto player = makeBuiltinPlayer(spec, error);
  player->newGame(kClassic, Side::Red, 1);
  player->gameOver(makeView(first, Side::Red));
  player->newGame(kClassic, Side::Red, 2);
  const GameState second = randomGame(start, 78, 120);
  const PieceId flag = blueFlag(second);
  const PlayerView view = makeView(second, second.toMove());
  if (view.viewer != Side::Red) return -1;
  for (const PieceBelief& b : player->choose(view, ThinkLimits{.nodes = 2000}).report.beliefs)
    if (b.square == second.piece(flag).square) return b.odds[index(Rank::Flag)];
  return -1;
}

TEST(SetupMemory, APlayerRemembersFromGameToGameUnlessTold) {
  const Placement start = startOf(3);
  const GameState won = gameRedWinsByTheFlag(start);
  const float remembering = flagOddsInSecondGame("strong:1", start, won);
  const float forgetting = flagOddsInSecondGame("strong:1,memory=off", start, won);
  ASSERT_GE(forgetting, 0.0f);
  EXPECT_GT(remembering, 0.9f);
  EXPECT_LT(forgetting, 0.5f);
}

// Remembered setups with what was seen beside their Flags, by the owner's squares: the Flag
// on each of `flags`, its neighbours `beside` (a Bomb, or a piece that moved), and a Bomb on
// `contradicted` so that none is the setup played now.
SetupRecall ringRecall(std::initializer_list<const char*> flags, std::int8_t beside, Square contradicted) {
  std::vector<SeenSetup> setups;
  for (const char* flag : flags) {
    SeenSetup setup;
    setup.cells.fill(SeenSetup::kUnknown);
    const Square at = testing::sq(flag);
    for (Bitboard around = kNeighbours[at]; !around.empty();) setup.cells[around.popLowest()] = beside;
    setup.cells[at] = static_cast<std::int8_t>(index(Rank::Flag));
    setup.cells[contradicted] = static_cast<std::int8_t>(index(Rank::Bomb));
    setups.push_back(setup);
  }
  return SetupRecall(std::move(setups), 0.5);
}

TEST(SetupMemory, ARecallCountsThePiecesSeenBesideTheFlags) {
  const SetupRecall recall = ringRecall({"b1", "e1"}, static_cast<std::int8_t>(index(Rank::Bomb)), testing::sq("a4"));
  EXPECT_EQ(recall.flagNeighbours().bombs, 6);  // a1 c1 b2, d1 f1 e2
  EXPECT_EQ(recall.flagNeighbours().seen, 6);
  const SetupRecall moved = ringRecall({"b1"}, SeenSetup::kMovable, testing::sq("a4"));
  EXPECT_EQ(moved.flagNeighbours().bombs, 0);
  EXPECT_EQ(moved.flagNeighbours().seen, 3);
  SeenSetup noFlag;
  noFlag.cells.fill(SeenSetup::kUnknown);
  noFlag.cells[testing::sq("c1")] = static_cast<std::int8_t>(index(Rank::Bomb));
  EXPECT_EQ(SetupRecall({noFlag}, 0.5).flagNeighbours().seen, 0);
}

// Even when no remembered setup is the one played, how the opponent rang its Flags says
// where this one is: not beside a piece that moved, if it always rang them with Bombs.
TEST(SetupMemory, AnOpponentThatRangItsFlagsKeepsTheFlagAwayFromPiecesThatMoved) {
  const SetupPrior& prior = sharedSetupPrior(kClassic);
  const PlayerView view = makeView(randomGame(startOf(5), 11, 60), Side::Red);
  Square contradicted = kNoSquare;  // a piece that moved, which a remembered Bomb contradicts
  std::array<bool, kGridSize> movedStart{};
  for (const ViewPiece& p : view.pieces)
    if (p.side == Side::Blue && (p.flags & kMoved)) {
      movedStart[p.startSquare] = true;
      if (rankOf(p.startSquare) == 6) contradicted = asBlueSetsUp(p.startSquare);
    }
  ASSERT_NE(contradicted, kNoSquare);
  const auto bomb = static_cast<std::int8_t>(index(Rank::Bomb));
  const SetupRecall rang = ringRecall({"b1", "e1", "h1"}, bomb, contradicted);
  const SetupRecall didNot = ringRecall({"b1", "e1", "h1"}, SeenSetup::kMovable, contradicted);
  ASSERT_EQ(rang.posterior(view, prior)[0], 0.0);  // none of them is this setup
  const Beliefs ringed = computeBeliefs(view, prior, &rang);
  const Beliefs loose = computeBeliefs(view, prior, &didNot);
  double besideMovedRinged = 0, besideMovedLoose = 0, elsewhereRinged = 0, elsewhereLoose = 0;
  for (std::size_t id = 0; id < view.pieces.size(); ++id) {
    const ViewPiece& p = view.pieces[id];
    if (p.side != Side::Blue || !view.isHidden(static_cast<PieceId>(id)) || (p.flags & kMoved)) continue;
    bool besideMoved = false;
    for (Bitboard around = kNeighbours[p.startSquare]; !around.empty();)
      if (movedStart[around.popLowest()]) besideMoved = true;
    (besideMoved ? besideMovedRinged : elsewhereRinged) += ringed.pieces[id][index(Rank::Flag)];
    (besideMoved ? besideMovedLoose : elsewhereLoose) += loose.pieces[id][index(Rank::Flag)];
  }
  EXPECT_GT(besideMovedLoose, 0.05);
  EXPECT_LT(besideMovedRinged, 0.5 * besideMovedLoose);
  EXPECT_GT(elsewhereRinged, elsewhereLoose);
}

}  // namespace
}  // namespace stratego
