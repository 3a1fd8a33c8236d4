// RULES.md section 6 for everything rendered: the text a player is shown depends on that
// player's information only. Swapping the true ranks of two hidden enemy pieces makes
// another game the player cannot tell from the real one; it must render the same.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <vector>

#include "core/playout.hpp"
#include "play/render.hpp"
#include "support/random_moves.hpp"

namespace stratego {
namespace {

const std::vector<Variant> kPresets = {Variant::Classic, Variant::Duel, Variant::Barrage, Variant::Duel10,
                                       Variant::Barrage10};

// Everything the renderer can show of a view, in every mode.
std::string renderEverything(const PlayerView& view) {
  return renderBoard(view) + renderBoard(view, {.color = true, .redAtBottom = true}) + renderStatus(view);
}

std::vector<Rank> trueRanks(const GameState& s) {
  std::vector<Rank> ranks;
  for (int id = 0; id < s.pieceCount(); ++id) ranks.push_back(s.piece(static_cast<PieceId>(id)).rank);
  return ranks;
}

// Whether a hidden piece may be a `rank` for all its owner's opponent knows.
bool couldBe(const ViewPiece& piece, Rank rank) {
  if (piece.flags & kScoutKnown) return rank == Rank::Scout;
  return isMovable(rank) || !(piece.flags & kMoved);
}

// The hidden enemy pieces that piece `id` can swap ranks with, unseen: each could be the
// other's rank, and the ranks differ.
std::vector<PieceId> swapPartners(const PlayerView& view, const std::vector<Rank>& truth, PieceId id) {
  std::vector<PieceId> partners;
  for (PieceId other = 0; other < view.pieces.size(); ++other)
    if (view.pieces[other].side != view.viewer && view.isHidden(other) && truth[other] != truth[id] &&
        couldBe(view.pieces[other], truth[id]) && couldBe(view.pieces[id], truth[other]))
      partners.push_back(other);
  return partners;
}

RC_GTEST_PROP(RenderHiddenInformation, SwappingTwoHiddenEnemyRanksChangesNothingRendered, ()) {
  const GameConfig config = presetConfig(*rc::gen::elementOf(kPresets));
  Random rng(*rc::gen::arbitrary<std::uint64_t>());
  GameState s(config, randomStart(config, rng));
  testing::playRandomMoves(s, rng, *rc::gen::inRange(0, 300));
  const std::vector<Rank> truth = trueRanks(s);
  for (Side viewer : {Side::Red, Side::Blue}) {
    const PlayerView view = makeView(s, viewer);
    const std::string shown = renderEverything(view);
    for (PieceId id = 0; id < view.pieces.size(); ++id) {
      if (view.pieces[id].side == viewer || !view.isHidden(id)) continue;
      const std::vector<PieceId> partners = swapPartners(view, truth, id);
      if (partners.empty()) continue;
      std::vector<Rank> guess = truth;
      std::swap(guess[id], guess[partners[rng.below(static_cast<std::uint32_t>(partners.size()))]]);
      const std::optional<GameState> other = rebuild(view, guess);
      RC_ASSERT(other.has_value());
      RC_ASSERT(other->piece(id).rank != s.piece(id).rank);
      RC_ASSERT(renderEverything(makeView(*other, viewer)) == shown);
    }
  }
}

}  // namespace
}  // namespace stratego
