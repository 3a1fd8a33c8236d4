// The chasing rule (more-squares rule, RULES.md 4.2 / ISF article 11), in constant space
// beside the game's list of position hashes.
//
// Each side keeps the length of its current chase: the plies of an unbroken chain in which
// it kept threatening and the other side kept evading. A move threatens when its
// destination touches an enemy piece; the other side evades when its next move starts
// from a square next to where the chaser's last move ended. Any attack ends both chains (an
// attack that ends next to an enemy piece starts a new one). A side whose chain is L plies
// long may not make a threatening, non-attacking move that recreates any of the last L-1
// boards, unless it exactly reverses its own last move. Boards are compared whoever is to
// move. Both sides can be chasing at once: a move may evade one chase and threaten in
// another.
//
// This is the rule as the Ataraxos reference implements it; the engine classifies all 220
// of its recorded cases (gamedata/ataraxos/more_squares_rule) the same way.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

#include "core/types.hpp"
#include "core/zobrist.hpp"

namespace stratego {

// What the chase needs to know of a move, computed before it is made.
struct ChaseMove {
  Side side = Side::Red;
  Square from = kNoSquare, to = kNoSquare;
  bool attack = false;
  bool nextToEnemy = false;     // the destination touches an enemy piece after the move
  std::uint64_t hashAfter = 0;  // position after the move (non-attacks only)

  bool threatens() const { return !attack && nextToEnemy; }
};

class ChaseState {
 public:
  // Plies in `side`'s current chase (0 when it is not chasing).
  int length(Side side) const { return length_[index(side)]; }
  Square lastFrom(Side side) const { return lastFrom_[index(side)]; }
  Square lastTo(Side side) const { return lastTo_[index(side)]; }
  // The boards the rule compares against: the last window() positions before the current one.
  int window() const { return std::max(length_[0], length_[1]) - 1; }

  // Cheap pre-test: only a side with a chase of two plies or more can be restricted.
  bool mayForbid(Side side) const { return length_[index(side)] >= 2; }

  // `hashes` are the game's positions, the current one last.
  bool forbids(const ChaseMove& m, std::span<const std::uint64_t> hashes) const {
    const int s = index(m.side);
    if (!m.threatens() || (m.from == lastTo_[s] && m.to == lastFrom_[s])) return false;
    const std::uint64_t otherSide = m.hashAfter ^ zobrist::kKeys.blueToMove;
    const int current = static_cast<int>(hashes.size()) - 1;
    const int back = std::min(length_[s] - 1, current);
    for (int delta = 1; delta <= back; ++delta) {
      const std::uint64_t h = hashes[static_cast<std::size_t>(current - delta)];
      if (h == m.hashAfter || h == otherSide) return true;
    }
    return false;
  }

  // Called after each move.
  void update(const ChaseMove& m) {
    const int p = index(m.side), o = 1 - p;
    lastFrom_[p] = m.from;
    lastTo_[p] = m.to;
    // Written with masks: in random play these branches are unpredictable.
    const int kept = -static_cast<int>(!m.attack);  // an attack breaks both chains
    length_[o] = (length_[o] + 1) & -static_cast<int>(adjacent(m.from, lastTo_[o])) & kept;
    length_[p] = ((length_[p] & kept) + 1) & -static_cast<int>(m.nextToEnemy);
  }

  // Sets the state a saved position carries.
  void restore(Side side, int length, Square lastFrom, Square lastTo) {
    length_[index(side)] = length;
    lastFrom_[index(side)] = lastFrom;
    lastTo_[index(side)] = lastTo;
  }

  friend bool operator==(const ChaseState&, const ChaseState&) = default;

 private:
  // With the guard column, squares one apart or one stride apart are always neighbours.
  static bool adjacent(Square a, Square b) {
    const int d = a > b ? a - b : b - a;
    return (d == 1) | (d == kStride);
  }

  std::array<std::int32_t, 2> length_{};
  std::array<Square, 2> lastFrom_{kNoSquare, kNoSquare};
  std::array<Square, 2> lastTo_{kNoSquare, kNoSquare};
};

}  // namespace stratego
