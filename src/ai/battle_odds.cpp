#include "ai/battle_odds.hpp"

#include <cmath>

#include "ai/evaluation.hpp"
#include "core/battle.hpp"

namespace stratego {

int battleGain(Rank attacker, Rank defender) {
  if (defender == Rank::Flag) return 0;
  switch (battle(attacker, defender)) {
    case BattleResult::AttackerWins: return kMaterialValue[index(defender)];
    case BattleResult::DefenderWins: return -kMaterialValue[index(attacker)];
    case BattleResult::BothDie: return kMaterialValue[index(defender)] - kMaterialValue[index(attacker)];
  }
  return 0;
}

BattleOdds battleOdds(const PlayerView& view, const Beliefs& beliefs) {
  BattleOdds odds;
  odds.searcher = view.viewer;
  for (std::size_t id = 0; id < view.pieces.size() && id < odds.hidden.size(); ++id) {
    const ViewPiece& p = view.pieces[id];
    if (p.side == view.viewer || p.rank || p.square == kNoSquare) continue;
    const RankOdds& q = beliefs.pieces[id];
    const float flag = q[index(Rank::Flag)];
    if (flag >= 1.0f) continue;  // surely the Flag: taking it wins in every sample
    odds.hidden[id] = true;
    for (int a = 0; a < kRankCount; ++a) {
      if (!isMovable(static_cast<Rank>(a))) continue;
      float sum = flag * static_cast<float>(kFlagGuessValue);
      for (int r = 0; r < kRankCount; ++r) sum += q[r] * static_cast<float>(battleGain(static_cast<Rank>(a), static_cast<Rank>(r)));
      odds.expected[id][static_cast<std::size_t>(a)] = static_cast<std::int16_t>(std::lround(sum));
    }
  }
  return odds;
}

bool isGuessedBattle(const BattleOdds& odds, const GameState& state, Move move) {
  const PieceId defenderId = state.pieceAt(move.to());
  if (defenderId == kNoPiece || !odds.hidden[defenderId]) return false;
  return !(state.piece(defenderId).flags & kRevealed) && state.piece(state.pieceAt(move.from())).side == odds.searcher;
}

int fusionCorrection(const BattleOdds& odds, const GameState& state, Move move) {
  const Rank attacker = state.piece(state.pieceAt(move.from())).rank;
  const Rank defender = state.piece(state.pieceAt(move.to())).rank;
  return averageGain(odds, state, move) - battleGain(attacker, defender);
}

}  // namespace stratego
