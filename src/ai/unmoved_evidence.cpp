#include "ai/unmoved_evidence.hpp"

#include <algorithm>
#include <array>
#include <cstddef>

namespace stratego {
namespace {

// Own move counts at which the shares below were counted; at 0 nothing has moved.
constexpr std::array<int, 6> kMoveGrid = {10, 20, 40, 80, 160, 320};

// [rank Spy..Marshal][row from the front][kMoveGrid]: of a side's pieces still on the
// board and never shown in battle, the share that had never moved, over 1,794 Gravon
// classic games (each cell leans on 20 pieces' worth of its row's share over all ranks;
// where a later count came out higher, by chance, the earlier one stands).
constexpr std::array<std::array<std::array<float, 6>, 4>, 10> kStillUnmoved = {{
    {{{0.941f, 0.886f, 0.783f, 0.581f, 0.290f, 0.290f},  // Spy: front row
      {0.960f, 0.896f, 0.744f, 0.526f, 0.213f, 0.149f},
      {0.989f, 0.962f, 0.885f, 0.760f, 0.562f, 0.441f},
      {1.000f, 0.986f, 0.960f, 0.838f, 0.765f, 0.668f}}},  // back row
    {{{0.808f, 0.738f, 0.654f, 0.536f, 0.398f, 0.342f},  // Scout: front row
      {0.906f, 0.835f, 0.728f, 0.588f, 0.360f, 0.269f},
      {0.986f, 0.965f, 0.926f, 0.849f, 0.706f, 0.593f},
      {0.998f, 0.994f, 0.984f, 0.956f, 0.875f, 0.714f}}},  // back row
    {{{0.834f, 0.727f, 0.617f, 0.453f, 0.305f, 0.285f},  // Miner: front row
      {0.939f, 0.854f, 0.715f, 0.552f, 0.374f, 0.257f},
      {0.995f, 0.980f, 0.953f, 0.903f, 0.771f, 0.701f},
      {1.000f, 0.998f, 0.992f, 0.974f, 0.897f, 0.769f}}},  // back row
    {{{0.776f, 0.735f, 0.665f, 0.624f, 0.495f, 0.391f},  // Sergeant: front row
      {0.926f, 0.897f, 0.820f, 0.736f, 0.654f, 0.414f},
      {0.992f, 0.985f, 0.967f, 0.940f, 0.868f, 0.794f},
      {0.999f, 0.998f, 0.995f, 0.983f, 0.946f, 0.866f}}},  // back row
    {{{0.743f, 0.689f, 0.600f, 0.493f, 0.368f, 0.320f},  // Lieutenant: front row
      {0.894f, 0.834f, 0.759f, 0.647f, 0.460f, 0.289f},
      {0.990f, 0.976f, 0.960f, 0.905f, 0.768f, 0.655f},
      {1.000f, 0.995f, 0.991f, 0.979f, 0.872f, 0.749f}}},  // back row
    {{{0.719f, 0.657f, 0.575f, 0.441f, 0.323f, 0.323f},  // Captain: front row
      {0.895f, 0.854f, 0.770f, 0.638f, 0.430f, 0.317f},
      {0.985f, 0.964f, 0.940f, 0.883f, 0.681f, 0.475f},
      {0.999f, 0.997f, 0.986f, 0.963f, 0.823f, 0.717f}}},  // back row
    {{{0.721f, 0.660f, 0.580f, 0.438f, 0.242f, 0.242f},  // Major: front row
      {0.870f, 0.816f, 0.734f, 0.555f, 0.311f, 0.176f},
      {0.989f, 0.966f, 0.941f, 0.830f, 0.620f, 0.546f},
      {0.999f, 0.991f, 0.980f, 0.929f, 0.769f, 0.688f}}},  // back row
    {{{0.837f, 0.746f, 0.637f, 0.421f, 0.310f, 0.310f},  // Colonel: front row
      {0.908f, 0.831f, 0.720f, 0.528f, 0.243f, 0.200f},
      {0.973f, 0.943f, 0.878f, 0.754f, 0.519f, 0.466f},
      {1.000f, 0.991f, 0.969f, 0.886f, 0.680f, 0.680f}}},  // back row
    {{{0.843f, 0.748f, 0.614f, 0.499f, 0.314f, 0.312f},  // General: front row
      {0.893f, 0.783f, 0.662f, 0.490f, 0.260f, 0.241f},
      {0.971f, 0.913f, 0.798f, 0.657f, 0.525f, 0.525f},
      {1.000f, 0.959f, 0.953f, 0.706f, 0.706f, 0.706f}}},  // back row
    {{{0.809f, 0.718f, 0.591f, 0.383f, 0.213f, 0.213f},  // Marshal: front row
      {0.830f, 0.763f, 0.630f, 0.467f, 0.244f, 0.208f},
      {0.969f, 0.907f, 0.823f, 0.688f, 0.469f, 0.469f},
      {1.000f, 0.973f, 0.920f, 0.873f, 0.652f, 0.652f}}},  // back row
}};

}  // namespace

RankOdds unmovedEvidence(int rowFromFront, int ownMoves) {
  const auto row = static_cast<std::size_t>(std::clamp(rowFromFront, 0, 3));
  // Between grid points the share is read on a straight line (from 1 at no moves).
  std::size_t hi = 0;
  while (hi < kMoveGrid.size() && kMoveGrid[hi] < ownMoves) ++hi;
  const int lowMoves = hi == 0 ? 0 : kMoveGrid[hi - 1];
  const float t = hi == kMoveGrid.size() ? 1.0f
                                         : static_cast<float>(std::max(ownMoves, 0) - lowMoves) /
                                               static_cast<float>(kMoveGrid[hi] - lowMoves);
  RankOdds odds;
  odds.fill(1.0f);
  for (std::size_t r = 0; r < kStillUnmoved.size(); ++r) {
    const auto& shares = kStillUnmoved[r][row];
    const float low = hi == 0 ? 1.0f : shares[hi - 1];
    const float high = hi == kMoveGrid.size() ? shares.back() : shares[hi];
    odds[index(Rank::Spy) + r] = low + (high - low) * t;
  }
  return odds;
}

}  // namespace stratego
