// Game configuration: the board, the army, the setup zone and the rule options
// (RULES.md sections 3 and 7). Presets build a complete configuration by name.
#pragma once

#include <optional>
#include <string_view>

#include "core/bitboard.hpp"
#include "core/types.hpp"

namespace stratego {

enum class BoardKind : std::uint8_t { Large, Small };  // 10x10 Original, 8x8 Quick Battle

struct Board {
  BoardKind kind = BoardKind::Large;
  int files = 10;
  int ranks = 10;
  Bitboard lakes;
  Bitboard playable;  // on the board and not a lake
  int setupDepth = 4;  // ranks of each side's setup zone

  static const Board& of(BoardKind kind);
  bool onBoard(int file, int rank) const { return file >= 0 && file < files && rank >= 0 && rank < ranks; }
  bool isLake(Square s) const { return lakes.has(s); }
  // Reflection through the board's centre: the square as the other side sees it from its end.
  Square reflect(Square s) const { return makeSquare(files - 1 - fileOf(s), ranks - 1 - rankOf(s)); }
  // The square as its owner set it up, in Red's frame: setup tables are kept for Red.
  Square asRed(Side owner, Square s) const { return owner == Side::Red ? s : reflect(s); }
  // The setup zone of a side: its `setupDepth` home ranks, lakes excluded.
  Bitboard setupZone(Side side) const;
};

enum class Variant : std::uint8_t { Classic, Duel, Barrage, Duel10, Barrage10, Free };

// Every numbered limit of RULES.md is an option; 0 switches a limit off.
struct RuleOptions {
  int twoSquareLimit = 3;  // 3 (rulebook), 5 (ISF), 0 = off; any value 1..kMaxTwoSquareLimit works
  bool chasingRule = true;
  bool scoutStrike = true;  // off = Milton Bradley 1961: a Scout attacks only adjacent pieces
  int plyCap = 4000;        // total plies; reaching it is a draw
  int noBattleCap = 200;    // plies without a battle; reaching it is a draw
  friend bool operator==(const RuleOptions&, const RuleOptions&) = default;
};
constexpr int kMaxTwoSquareLimit = 8;

struct GameConfig {
  Variant variant = Variant::Classic;
  BoardKind board = BoardKind::Large;
  Army army{};  // per side; ignored for Free, where any army is allowed
  RuleOptions rules;

  const Board& geometry() const { return Board::of(board); }
  bool freeSetup() const { return variant == Variant::Free; }
  friend bool operator==(const GameConfig&, const GameConfig&) = default;
};

// The preset names used everywhere: classic, duel, barrage, duel10, barrage10, free.
std::string_view variantName(Variant v);
std::optional<Variant> variantFromName(std::string_view name);
// A preset's configuration with default rules. `free` takes its board from `freeBoard`.
GameConfig presetConfig(Variant v, BoardKind freeBoard = BoardKind::Large);
Army presetArmy(Variant v);
int armySize(const Army& army);

std::string_view rankName(Rank r);   // "Marshal", ...
char rankLetter(Rank r);             // 'F','S','2'..'9','X' (10 = Marshal), 'B'
std::optional<Rank> rankFromLetter(char c);

}  // namespace stratego
