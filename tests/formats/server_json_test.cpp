// The JSON of board views (formats/server_json_view): no rank a seat may not know, on many
// random games and for each seat and spectators; the legal moves are the rules' own; the
// shape docs/SERVER.md describes.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "core/playout.hpp"
#include "formats/notation.hpp"
#include "formats/server_json_view.hpp"
#include "formats/random_games.hpp"
#include "support/hidden_rank_twins.hpp"

namespace stratego {
namespace {

using nlohmann::json;

// Who looks: a seat, or a spectator (nothing).
using Seat = std::optional<Side>;
constexpr Seat kSeats[] = {Side::Red, Side::Blue, std::nullopt};

PlayerView viewOf(const GameState& state, Seat seat) { return seat ? makeView(state, *seat) : makePublicView(state); }

std::vector<std::string> coreLegalMoves(const GameState& state) {
  MoveList moves;
  const int n = state.legalMoves(moves);
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) out.push_back(formatMove(state, moves[static_cast<std::size_t>(i)]));
  return out;
}

std::vector<std::string> sorted(const json& array) {
  std::vector<std::string> out = array.get<std::vector<std::string>>();
  std::sort(out.begin(), out.end());
  return out;
}

// Everything a seat's JSON says of pieces, battles and moves is what the seat may know.
void checkView(const GameState& state, Seat seat) {
  const json j = boardViewJson(viewOf(state, seat), state, WithHistory::Yes);
  ASSERT_EQ(j["pieces"].size(), static_cast<std::size_t>(state.pieceCount()));
  for (int id = 0; id < state.pieceCount(); ++id) {
    const Piece& truth = state.piece(static_cast<PieceId>(id));
    const json& piece = j["pieces"][static_cast<std::size_t>(id)];
    const bool mayKnow = truth.side == seat || (truth.flags & kRevealed);
    ASSERT_EQ(piece.contains("rank"), mayKnow) << "piece " << id << " in " << j.dump();
    if (mayKnow) EXPECT_EQ(piece["rank"], std::string(1, rankLetter(truth.rank)));
    EXPECT_EQ(piece["side"], sideJson(truth.side));
    EXPECT_EQ(piece["square"], truth.alive() ? json(squareName(truth.square)) : json(nullptr));
    EXPECT_EQ(piece["moved"], (truth.flags & kMoved) != 0);
  }
  const auto history = state.history();
  ASSERT_EQ(j["history"].size(), history.size());
  for (std::size_t i = 0; i < history.size(); ++i) {
    std::string expected = formatMove(history[i].move, history[i].isAttack());
    if (history[i].isAttack()) expected += formatBattle(battleNote(state, history[i]));
    EXPECT_EQ(j["history"][i], expected);
  }
  const bool seatToMove = seat == state.toMove() && !state.outcome().over();
  EXPECT_EQ(sorted(j["legal"]), seatToMove ? [&] {
    auto moves = coreLegalMoves(state);
    std::sort(moves.begin(), moves.end());
    return moves;
  }() : std::vector<std::string>{});
}

TEST(BoardViewJson, HoldsOnlyWhatEachSeatMayKnowInRandomGames) {
  Random rng(2026);
  for (int game = 0; game < 40; ++game) {
    const GameConfig config = testing::randomConfig(rng);
    GameState state(config, randomStart(config, rng));
    for (int ply = 0; ply < 600 && !state.outcome().over(); ++ply) {
      if (ply % 40 == 0)
        for (Seat seat : kSeats) checkView(state, seat);
      const Move m = state.randomLegalMove(rng);
      if (m.isNone()) {
        state.updateNoMoveOutcome();
        break;
      }
      state.make(m);
    }
    for (Seat seat : kSeats) checkView(state, seat);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

// Each legal move the JSON lists reads back to a move the rules accept.
TEST(BoardViewJson, LegalMovesReadBackAsLegalMoves) {
  Random rng(7);
  const GameState state = testing::randomGame(presetConfig(Variant::Classic), rng, 120);
  const json j = boardViewJson(makeView(state, state.toMove()), state);
  ASSERT_FALSE(j["legal"].empty());
  for (const json& text : j["legal"]) {
    const auto move = parseMove(state, text.get<std::string>());
    ASSERT_TRUE(move.ok()) << text;
    EXPECT_EQ(state.check(*move), MoveError::kLegal) << text;
  }
}

// Two games that differ only in ranks a seat has not seen give that seat the same JSON,
// byte for byte.
TEST(BoardViewJson, IsTheSameForGamesThatDifferOnlyInHiddenRanks) {
  Random rng(99);
  int twins = 0;
  for (int game = 0; game < 30; ++game) {
    const GameState state = testing::randomGame(testing::randomConfig(rng), rng, 150);
    for (Seat seat : kSeats) {
      const PlayerView view = viewOf(state, seat);
      const std::string text = boardViewJson(view, state, WithHistory::Yes).dump();
      for (const GameState& twin : testing::hiddenRankTwins(state, view, rng, 20)) {
        EXPECT_EQ(boardViewJson(viewOf(twin, seat), twin, WithHistory::Yes).dump(), text);
        ++twins;
      }
    }
  }
  EXPECT_GT(twins, 50);  // 159 with this seed: the test does test something
}

// A small free game: Red's Major (e4) beats Blue's Captain (e5), then a Blue Scout shows
// itself by moving far (j2-f2). Ids go in square order, Red first.
GameState smallGame() {
  Placement start;
  const auto put = [&](const char* square, Side side, Rank rank) {
    start.put(makeSquare(square[0] - 'a', std::stoi(square + 1) - 1), {side, rank});
  };
  put("a1", Side::Red, Rank::Scout);     // 0
  put("j1", Side::Red, Rank::Flag);      // 1
  put("e4", Side::Red, Rank::Major);     // 2
  put("j2", Side::Blue, Rank::Scout);    // 3
  put("e5", Side::Blue, Rank::Captain);  // 4
  put("j10", Side::Blue, Rank::Flag);    // 5
  GameState state(presetConfig(Variant::Free), start);
  for (const char* text : {"e4xe5", "j2-f2"}) {
    const auto move = parseMove(state, text);
    EXPECT_TRUE(move.ok() && state.check(*move) == MoveError::kLegal) << text;
    state.make(*move);
  }
  return state;
}

TEST(BoardViewJson, HasTheShapeTheServerDocumentDescribes) {
  const GameState state = smallGame();
  json j = boardViewJson(makeView(state, Side::Red), state, WithHistory::Yes);
  const json legal = j["legal"];
  j.erase("legal");
  EXPECT_EQ(j, json::parse(R"j({
    "variant": "free",
    "rules": {"two-square": "3", "chasing": "on", "scout-strike": "on", "ply-cap": "4000", "no-battle-cap": "200"},
    "toMove": "red", "ply": 2, "pliesSinceBattle": 1,
    "pieces": [
      {"side": "red", "square": "a1", "start": "a1", "rank": "2", "moved": false, "scout": false, "revealed": false},
      {"side": "red", "square": "j1", "start": "j1", "rank": "F", "moved": false, "scout": false, "revealed": false},
      {"side": "red", "square": "e5", "start": "e4", "rank": "7", "moved": true, "scout": false, "revealed": true},
      {"side": "blue", "square": "f2", "start": "j2", "moved": true, "scout": true, "revealed": false},
      {"side": "blue", "square": null, "start": "e5", "rank": "6", "moved": false, "scout": false, "revealed": true},
      {"side": "blue", "square": "j10", "start": "j10", "moved": false, "scout": false, "revealed": false}
    ],
    "last": {"move": "j2-f2", "piece": 3},
    "history": ["e4xe5(7>6)", "j2-f2"],
    "outcome": null
  })j"));
  EXPECT_EQ(legal.size(), coreLegalMoves(state).size());
  for (const char* move : {"a1-a9", "e5-e6", "e5-e4"})
    EXPECT_TRUE(std::find(legal.begin(), legal.end(), move) != legal.end()) << move << " in " << legal.dump();
}

TEST(BoardViewJson, ShowsTheLastBattleAndLeavesTheHistoryOutOfLiveUpdates) {
  GameState state = smallGame();
  state.unmake();
  const json j = boardViewJson(makePublicView(state), state);
  EXPECT_FALSE(j.contains("history"));
  EXPECT_EQ(j["last"], json::parse(R"j({"move": "e4xe5", "piece": 2, "target": 4, "battle": "(7>6)"})j"));
  EXPECT_EQ(j["legal"], json::array()) << "a spectator has no moves";
  EXPECT_FALSE(j["pieces"][0].contains("rank"));
  EXPECT_EQ(j["pieces"][2]["rank"], "7");
}

TEST(BoardViewJson, SaysWhoWonAndListsNoMoveOnceTheGameIsOver) {
  GameState state = smallGame();
  // The Major walks round to the Flag on j10 while the Blue Scout wanders (never over one
  // border twice: the two-square rule).
  for (const char* text : {"e5-e6", "f2-g2", "e6-e7", "g2-h2", "e7-e8", "h2-i2", "e8-e9", "i2-i3", "e9-f9", "i3-h3",
                           "f9-g9", "h3-g3", "g9-h9", "g3-f3", "h9-i9", "f3-e3", "i9-j9", "e3-d3", "j9xj10"}) {
    const auto move = parseMove(state, text);
    ASSERT_TRUE(move.ok() && state.check(*move) == MoveError::kLegal) << text;
    state.make(*move);
  }
  const json j = boardViewJson(makeView(state, Side::Blue), state);
  EXPECT_EQ(j["outcome"], json::parse(R"j({"winner": "red", "reason": "flag-captured"})j"));
  EXPECT_EQ(j["legal"], json::array());
  EXPECT_EQ(j["last"]["battle"], "(7>F)");
  EXPECT_EQ(j["pieces"][5]["rank"], "F") << "the captured Flag was shown";
}

// The sum of a layout's army counts: the number of pieces a side sets up.
int armyPieces(const json& layout) {
  int sum = 0;
  for (const auto& [letter, count] : layout["army"].items()) sum += count.get<int>();
  return sum;
}

TEST(LayoutJson, DescribesTheClassicBoardAndArmy) {
  const json j = layoutJson(presetConfig(Variant::Classic));
  EXPECT_EQ(j["files"], 10);
  EXPECT_EQ(j["ranks"], 10);
  EXPECT_EQ(j["setupDepth"], 4);
  EXPECT_EQ(j["free"], false);
  EXPECT_EQ(j["lakes"], json::parse(R"j(["c5","d5","g5","h5","c6","d6","g6","h6"])j"));
  EXPECT_EQ(armyPieces(j), 40);
  EXPECT_EQ(j["army"]["B"], 6);
  EXPECT_EQ(j["army"]["X"], 1) << "the Marshal by its rank letter";
}

TEST(LayoutJson, DescribesTheSmallDuelBoardAndLeavesTheFreeArmyOpen) {
  const json duel = layoutJson(presetConfig(Variant::Duel));
  EXPECT_EQ(duel["files"], 8);
  EXPECT_EQ(duel["ranks"], 8);
  EXPECT_EQ(duel["setupDepth"], 3);
  EXPECT_EQ(duel["lakes"].size(), 4u);
  EXPECT_EQ(armyPieces(duel), 10);
  EXPECT_FALSE(duel["army"].contains("4")) << "only the ranks the army holds";
  const json free = layoutJson(presetConfig(Variant::Free));
  EXPECT_EQ(free["free"], true);
  EXPECT_TRUE(free["army"].is_null());
}

}  // namespace
}  // namespace stratego
