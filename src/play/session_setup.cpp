// The setup phase of a GameSession: editing each side's setup until both are ready.
#include <string>

#include "play/session.hpp"

namespace stratego {
namespace {

std::string alreadyHolds(Square square, PlacedPiece piece) {
  return squareName(square) + " already holds " + std::string(sideName(piece.side)) + "'s " +
         std::string(rankName(piece.rank));
}

}  // namespace

Refusal GameSession::checkEditable(Side side) const {
  if (state_) return "the game has started: setups can no longer change";
  if (ready_[index(side)]) return std::string(sideName(side)) + " is ready: its setup can no longer change";
  return std::nullopt;
}

Refusal GameSession::checkSetupSquare(Side side, Square square) const {
  const Board& board = config_.geometry();
  const std::string name = squareName(square);
  if (!board.onBoard(fileOf(square), rankOf(square))) return name + " is not on the board";
  if (board.isLake(square)) return name + " is a lake";
  if (!config_.freeSetup() && !board.setupZone(side).has(square))
    return name + " is outside " + std::string(sideName(side)) + "'s setup zone";
  // Free setups may use any square, so the other side's pieces can stand in the way.
  if (auto other = setups_[index(opponent(side))].at(square)) return alreadyHolds(square, *other);
  return std::nullopt;
}

Refusal GameSession::randomSetup(Side side, Random& rng) {
  return setSetup(side, stratego::randomSetup(config_, side, rng));
}

Refusal GameSession::setSetup(Side side, const Placement& setup) {
  if (auto refusal = checkEditable(side)) return refusal;
  const Placement own = setup.sideOnly(side);
  if (own != setup)
    return "a setup of " + std::string(sideName(side)) + " may hold only " + std::string(sideName(side)) + "'s pieces";
  if (auto problem = validateSetup(config_, side, own)) return problem;
  Placement both = own;
  both.merge(setups_[index(opponent(side))]);
  if (both.army(side) != own.army(side)) return "the setup puts pieces on squares of the other side's setup";
  setups_[index(side)] = own;
  return std::nullopt;
}

int GameSession::armyCount(Rank rank) const {
  // A free game takes any army: no rank runs out.
  return config_.freeSetup() ? kMaxPieces : config_.army[index(rank)];
}

Refusal GameSession::place(Side side, Square square, Rank rank) {
  if (auto refusal = checkEditable(side)) return refusal;
  if (auto refusal = checkSetupSquare(side, square)) return refusal;
  Placement& setup = setups_[index(side)];
  if (auto own = setup.at(square)) return alreadyHolds(square, *own) + ": clear it or swap";
  if (setup.army(side)[index(rank)] >= armyCount(rank))
    return std::string(sideName(side)) + " has no " + std::string(rankName(rank)) + " left to place on " +
           squareName(square) + " (the " + std::string(variantName(config_.variant)) + " army has " +
           std::to_string(armyCount(rank)) + ")";
  setup.put(square, {side, rank});
  return std::nullopt;
}

Refusal GameSession::clearSquare(Side side, Square square) {
  if (auto refusal = checkEditable(side)) return refusal;
  Placement& setup = setups_[index(side)];
  if (!setup.at(square)) return squareName(square) + " holds no piece of " + std::string(sideName(side));
  setup.clear(square);
  return std::nullopt;
}

Refusal GameSession::swap(Side side, Square a, Square b) {
  if (auto refusal = checkEditable(side)) return refusal;
  for (Square s : {a, b})
    if (auto refusal = checkSetupSquare(side, s)) return refusal;
  Placement& setup = setups_[index(side)];
  const auto atA = setup.at(a), atB = setup.at(b);
  if (!atA && !atB) return "neither " + squareName(a) + " nor " + squareName(b) + " holds a piece to swap";
  setup.clear(a);
  setup.clear(b);
  if (atA) setup.put(b, *atA);
  if (atB) setup.put(a, *atB);
  return std::nullopt;
}

Refusal GameSession::ready(Side side) {
  if (auto refusal = checkEditable(side)) return refusal;
  if (auto problem = validateSetup(config_, side, setups_[index(side)]))
    return std::string(sideName(side)) + "'s setup is not complete: " + *problem;
  ready_[index(side)] = true;
  if (ready_[index(opponent(side))]) start();
  return std::nullopt;
}

void GameSession::start() {
  Placement both = setups_[0];
  both.merge(setups_[1]);
  state_.emplace(config_, both);
  state_->updateNoMoveOutcome();  // a free setup may leave Red without a move
}

}  // namespace stratego
