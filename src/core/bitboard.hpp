// 128-bit square sets. Bit i is grid cell i (see types.hpp); only bits 0..109 are used.
#pragma once

#include <array>
#include <bit>
#include <type_traits>
#include <cstdint>

#include "core/types.hpp"

namespace stratego {

__extension__ typedef unsigned __int128 u128;

// One bit per cell: a table load is cheaper than a variable 128-bit shift.
inline constexpr std::array<u128, 128> kCellBits = [] {
  std::array<u128, 128> out{};
  for (int s = 0; s < 128; ++s) out[s] = u128{1} << s;
  return out;
}();

class Bitboard {
 public:
  constexpr Bitboard() = default;
  constexpr explicit Bitboard(u128 bits) : bits_(bits) {}
  static constexpr Bitboard of(Square s) { return Bitboard(kCellBits[s]); }

  constexpr u128 raw() const { return bits_; }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr bool has(Square s) const { return (bits_ & kCellBits[s]) != 0; }
  constexpr void set(Square s) { bits_ |= kCellBits[s]; }
  constexpr void clear(Square s) { bits_ &= ~kCellBits[s]; }

  int count() const {
    return std::popcount(static_cast<std::uint64_t>(bits_)) +
           std::popcount(static_cast<std::uint64_t>(bits_ >> 64));
  }
  // Lowest set square; the set must not be empty. The 64-bit half is chosen with masks,
  // not a branch: in random play such branches are mispredicted often.
  Square lowest() const {
    const auto lo = static_cast<std::uint64_t>(bits_), hi = static_cast<std::uint64_t>(bits_ >> 64);
    const std::uint64_t lowEmpty = lo == 0;
    const std::uint64_t word = lo | (hi & (0 - lowEmpty));  // never zero
    return static_cast<Square>(64 * lowEmpty + static_cast<std::uint64_t>(__builtin_ctzll(word)));
  }
  Square popLowest() {
    Square s = lowest();
    bits_ &= bits_ - 1;
    return s;
  }
  // The n-th lowest set square (0-based); n must be below count().
  Square nth(int n) const {
    const auto lo = static_cast<std::uint64_t>(bits_), hi = static_cast<std::uint64_t>(bits_ >> 64);
    const int loCount = std::popcount(lo);
    const std::uint64_t high = n >= loCount;
    std::uint64_t word = lo ^ ((lo ^ hi) & (0 - high));
    n -= loCount & -static_cast<int>(high);
    for (; n > 0; --n) word &= word - 1;
    return static_cast<Square>(64 * high + static_cast<std::uint64_t>(__builtin_ctzll(word)));  // word != 0
  }

  // Shifts by a signed number of grid cells (north is +kStride, east is +1). A constant
  // shift compiles to a few instructions; prefer it in hot code.
  template <int Delta>
  constexpr Bitboard shifted() const {
    if constexpr (Delta >= 0)
      return Bitboard(bits_ << Delta);
    else
      return Bitboard(bits_ >> -Delta);
  }

  friend constexpr Bitboard operator|(Bitboard a, Bitboard b) { return Bitboard(a.bits_ | b.bits_); }
  friend constexpr Bitboard operator&(Bitboard a, Bitboard b) { return Bitboard(a.bits_ & b.bits_); }
  friend constexpr Bitboard operator^(Bitboard a, Bitboard b) { return Bitboard(a.bits_ ^ b.bits_); }
  constexpr Bitboard operator~() const { return Bitboard(~bits_); }
  constexpr Bitboard& operator|=(Bitboard o) { bits_ |= o.bits_; return *this; }
  constexpr Bitboard& operator&=(Bitboard o) { bits_ &= o.bits_; return *this; }
  constexpr Bitboard& operator^=(Bitboard o) { bits_ ^= o.bits_; return *this; }
  friend constexpr bool operator==(Bitboard a, Bitboard b) { return a.bits_ == b.bits_; }

 private:
  u128 bits_ = 0;
};

// The four orthogonal directions as grid offsets.
constexpr std::array<int, 4> kDirections = {kStride, -kStride, 1, -1};

// Calls f(std::integral_constant<int, direction>) for each direction, in kDirections
// order, so that shifts by the direction are compile-time constants.
template <class F>
constexpr void forEachDirection(F&& f) {
  f(std::integral_constant<int, kStride>{});
  f(std::integral_constant<int, -kStride>{});
  f(std::integral_constant<int, 1>{});
  f(std::integral_constant<int, -1>{});
}

// The grid cells orthogonally next to each cell. Cells off the board may be included; they
// never hold a piece, so masks of pieces filter them out.
constexpr std::array<Bitboard, kGridSize> kNeighbours = [] {
  std::array<Bitboard, kGridSize> out{};
  for (int s = 0; s < kGridSize; ++s)
    for (int d : kDirections)
      if (s + d >= 0 && s + d < kGridSize) out[s].set(static_cast<Square>(s + d));
  return out;
}();

}  // namespace stratego
