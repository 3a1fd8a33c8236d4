#include "formats/random_games.hpp"

#include <algorithm>
#include <string>

#include "core/playout.hpp"

namespace stratego::testing {
namespace {

Square randomSquare(const Board& board, Random& rng) {
  return makeSquare(static_cast<int>(rng.below(static_cast<std::uint32_t>(board.files))),
                    static_cast<int>(rng.below(static_cast<std::uint32_t>(board.ranks))));
}

std::string randomText(Random& rng, std::string_view alphabet, int maxLength) {
  std::string out;
  const auto length = rng.below(static_cast<std::uint32_t>(maxLength + 1));
  for (std::uint32_t i = 0; i < length; ++i) out += alphabet[rng.below(static_cast<std::uint32_t>(alphabet.size()))];
  return out;
}

// Moves that break movement, as records of other servers or broken files may hold: the
// first one moves a piece that is on the board, the others anything.
void appendBrokenMoves(GameRecord& record, const GameState& state, Random& rng) {
  const Board& board = state.board();
  MoveList legal;
  const int n = state.pseudoLegalMoves(legal);
  for (int attempt = 0; attempt < 100; ++attempt) {
    const Square from = randomSquare(board, rng), to = randomSquare(board, rng);
    const PieceId id = state.pieceAt(from);
    if (id == kNoPiece || id == kWall ||
        std::find(legal.begin(), legal.begin() + n, Move(from, to)) != legal.begin() + n)
      continue;
    record.moves.emplace_back(from, to);
    for (auto extra = rng.below(3); extra > 0; --extra)
      record.moves.emplace_back(randomSquare(board, rng), randomSquare(board, rng));
    return;
  }
}

GameConfig withRandomRules(GameConfig config, Random& rng) {
  RuleOptions& rules = config.rules;
  rules.twoSquareLimit = static_cast<int>(rng.below(kMaxTwoSquareLimit + 1));
  rules.chasingRule = rng.below(2) == 1;
  rules.scoutStrike = rng.below(2) == 1;
  rules.plyCap = rng.below(4) == 0 ? 0 : 50 + static_cast<int>(rng.below(4000));
  rules.noBattleCap = rng.below(4) == 0 ? 0 : 10 + static_cast<int>(rng.below(300));
  return config;
}

}  // namespace

std::vector<GameConfig> allPresets() {
  std::vector<GameConfig> configs;
  for (Variant v : {Variant::Classic, Variant::Duel, Variant::Barrage, Variant::Duel10, Variant::Barrage10})
    configs.push_back(presetConfig(v));
  configs.push_back(presetConfig(Variant::Free, BoardKind::Large));
  configs.push_back(presetConfig(Variant::Free, BoardKind::Small));
  return configs;
}

GameConfig randomConfig(Random& rng) {
  const auto presets = allPresets();
  return withRandomRules(presets[rng.below(static_cast<std::uint32_t>(presets.size()))], rng);
}

GameState randomGame(const GameConfig& config, Random& rng, int plies, bool untilChase) {
  GameState state(config, randomStart(config, rng));
  for (int i = 0; i < plies && !state.outcome().over() && !(untilChase && state.chase().window() > 0); ++i) {
    const Move m = state.randomLegalMove(rng);
    if (m.isNone()) {
      state.updateNoMoveOutcome();
      break;
    }
    state.make(m);
  }
  return state;
}

GameRecord randomRecord(const GameConfig& config, Random& rng, int plies) {
  const GameState game = randomGame(config, rng, plies);
  GameRecord record{config, game.start(), {}, {}, {}};
  for (const MoveRecord& played : game.history()) record.moves.push_back(played.move);
  if (rng.below(4) == 0) appendBrokenMoves(record, game, rng);
  record.result = {static_cast<Winner>(rng.below(4)),
                   static_cast<EndReason>(rng.below(static_cast<std::uint32_t>(EndReason::NoBattleCap) + 1))};
  for (auto n = rng.below(4); n > 0; --n) {
    // Free tag names start with X so that they never take a required tag's name.
    record.tags.emplace_back("X" + randomText(rng, "abcXYZ019_", 8),
                             randomText(rng, "ab \"\\\n\t[]{};1-0*\xc3\xa9", 20));
  }
  return record;
}

}  // namespace stratego::testing
