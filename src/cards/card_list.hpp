// A list of card ranks with a fixed capacity: piles, hands and discards. It lives inside
// the game state without allocating, so that a state copies as one block (the players copy
// states for every sampled deal).
#pragma once

#include <array>
#include <cstdint>

#include "core/types.hpp"

namespace stratego::cards {

inline constexpr int kMaxArmy = 40;  // the largest deck a preset or a custom deck may hold

class CardList {
 public:
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Rank operator[](int i) const { return items_[static_cast<std::size_t>(i)]; }
  const Rank* begin() const { return items_.data(); }
  const Rank* end() const { return items_.data() + size_; }

  void push(Rank r) { items_[size_++] = r; }
  Rank pop() { return items_[--size_]; }  // the last card: the top of a pile
  void clear() { size_ = 0; }
  int count(Rank r) const {
    int n = 0;
    for (Rank c : *this) n += c == r ? 1 : 0;
    return n;
  }
  bool contains(Rank r) const { return count(r) > 0; }
  // Removes one card of rank r (the order of the others is kept); false when there is none.
  bool remove(Rank r) {
    for (int i = 0; i < size_; ++i)
      if (items_[static_cast<std::size_t>(i)] == r) {
        for (int j = i + 1; j < size_; ++j) items_[static_cast<std::size_t>(j - 1)] = items_[static_cast<std::size_t>(j)];
        --size_;
        return true;
      }
    return false;
  }
  void swap(int i, int j) { std::swap(items_[static_cast<std::size_t>(i)], items_[static_cast<std::size_t>(j)]); }
  friend bool operator==(const CardList& a, const CardList& b) {
    if (a.size_ != b.size_) return false;
    for (int i = 0; i < a.size_; ++i)
      if (a[i] != b[i]) return false;
    return true;
  }

 private:
  std::array<Rank, kMaxArmy> items_{};
  std::uint8_t size_ = 0;
};

}  // namespace stratego::cards
