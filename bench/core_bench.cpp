// Google Benchmark suite for the rules core: move generation, make/unmake, playouts.
#include <benchmark/benchmark.h>

#include <vector>

#include "core/playout.hpp"

namespace stratego {
namespace {

// Positions from the middle of random classic games, so the measures see real mixes of
// open lines, blocked pieces and captures.
std::vector<GameState> midgamePositions(Variant variant, int count) {
  const GameConfig config = presetConfig(variant);
  Random rng(7);
  std::vector<GameState> out;
  while (static_cast<int>(out.size()) < count) {
    GameState s(config, randomStart(config, rng));
    for (int i = 0; i < 150 && !s.outcome().over(); ++i) {
      const Move m = s.randomLegalMove(rng);
      if (m.isNone()) break;
      s.make(m);
    }
    if (!s.outcome().over()) out.push_back(s);
  }
  return out;
}

void BM_LegalMoves(benchmark::State& st) {
  const auto positions = midgamePositions(Variant::Classic, 64);
  MoveList moves;
  std::size_t i = 0;
  long long generated = 0;
  for (auto _ : st) {
    generated += positions[i++ % positions.size()].legalMoves(moves);
    benchmark::DoNotOptimize(moves);
  }
  st.counters["moves/pos"] = benchmark::Counter(static_cast<double>(generated), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_LegalMoves);

void BM_MakeUnmake(benchmark::State& st) {
  auto positions = midgamePositions(Variant::Classic, 64);
  std::vector<std::vector<Move>> moves;
  for (const auto& p : positions) {
    MoveList list;
    const int n = p.legalMoves(list);
    moves.emplace_back(list.begin(), list.begin() + n);
  }
  std::size_t i = 0;
  for (auto _ : st) {
    const std::size_t k = i++ % positions.size();
    for (Move m : moves[k]) {
      positions[k].make(m);
      positions[k].unmake();
    }
  }
  long long pairs = 0;
  for (const auto& m : moves) pairs += static_cast<long long>(m.size());
  st.counters["make+unmake/s"] = benchmark::Counter(
      static_cast<double>(pairs) / static_cast<double>(moves.size()) * static_cast<double>(st.iterations()),
      benchmark::Counter::kIsRate);
}
BENCHMARK(BM_MakeUnmake);

void BM_RandomPlayout(benchmark::State& st) {
  const auto variant = static_cast<Variant>(st.range(0));
  const GameConfig config = presetConfig(variant);
  Random rng(1);
  long long plies = 0;
  for (auto _ : st) {
    GameState s(config, randomStart(config, rng));
    plies += playRandomToEnd(s, rng);
  }
  st.counters["plies/s"] = benchmark::Counter(static_cast<double>(plies), benchmark::Counter::kIsRate);
  st.SetLabel(std::string(variantName(variant)));
}
BENCHMARK(BM_RandomPlayout)
    ->Arg(static_cast<int>(Variant::Classic))
    ->Arg(static_cast<int>(Variant::Barrage))
    ->Arg(static_cast<int>(Variant::Duel))
    ->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace stratego
