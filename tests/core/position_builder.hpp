// Builds test positions from short, readable piece lists: "r2 d4" is a red Scout on d4,
// "bX e7" a blue Marshal on e7, "rB a1" a red Bomb (rank letters as core's rankLetter).
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <string_view>

#include "core/state.hpp"

namespace stratego::testing {

inline Square sq(std::string_view name) {
  return makeSquare(name[0] - 'a', std::stoi(std::string(name.substr(1))) - 1);
}

inline Placement pieces(std::initializer_list<std::string_view> list) {
  Placement p;
  for (std::string_view item : list) {
    const Side side = item[0] == 'r' ? Side::Red : Side::Blue;
    const auto rank = rankFromLetter(item[1]);
    EXPECT_TRUE(rank.has_value()) << item;
    p.put(sq(item.substr(3)), {side, rank.value_or(Rank::Flag)});
  }
  return p;
}

// A free-variant game on the 10x10 board with the given rules and no move caps.
inline GameState freeGame(std::initializer_list<std::string_view> list, RuleOptions rules = {}) {
  GameConfig config = presetConfig(Variant::Free);
  rules.plyCap = 0;
  rules.noBattleCap = 0;
  config.rules = rules;
  return GameState(config, pieces(list));
}

inline Move mv(std::string_view from, std::string_view to) { return Move(sq(from), sq(to)); }

// Plays a move that must be legal.
inline void play(GameState& s, std::string_view from, std::string_view to) {
  const Move m = mv(from, to);
  ASSERT_EQ(s.check(m), MoveError::kLegal) << from << "-" << to << ": " << moveErrorText(s.check(m));
  s.make(m);
}

inline bool hasLegal(const GameState& s, std::string_view from, std::string_view to) {
  MoveList list;
  const int n = s.legalMoves(list);
  for (int i = 0; i < n; ++i)
    if (list[i] == mv(from, to)) return true;
  return false;
}

}  // namespace stratego::testing
