// Small hand-made games for the rendering tests.
#pragma once

#include <initializer_list>
#include <regex>
#include <string>
#include <string_view>
#include <utility>

#include "core/position_builder.hpp"
#include "core/view.hpp"

namespace stratego::testing {

// A Duel (8x8) game from a short piece list (see position_builder.hpp).
inline GameState duelGame(std::initializer_list<std::string_view> list) {
  return GameState(presetConfig(Variant::Duel), pieces(list));
}

// A Duel game that shows every kind of piece code: after it, Blue has a known Scout on a3,
// a moved hidden Marshal on f7, two hidden unmoved pieces on g8 and h8, and Red's General
// has just taken Blue's Miner on d6.
inline GameState duelAfterABattle() {
  GameState s = duelGame({"rF a1", "rB b1", "r9 d3", "r2 e2", "r3 h2",  //
                          "bF h8", "bB g8", "b2 a7", "bX f6", "b3 d6"});
  for (auto [from, to] : {std::pair{"d3", "d4"}, {"a7", "a3"}, {"d4", "d5"}, {"f6", "f7"}, {"d5", "d6"}})
    play(s, from, to);
  return s;
}

inline std::string stripAnsi(const std::string& text) {
  return std::regex_replace(text, std::regex("\x1b\\[[0-9;]*m"), "");
}

}  // namespace stratego::testing
