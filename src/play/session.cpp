// The play phase of a GameSession and what it shows; the setup phase is in session_setup.cpp.
#include "play/session.hpp"

#include <utility>

namespace stratego {

GameSession::GameSession(const GameConfig& config, const TimeControl& control, std::array<std::string, 2> names)
    : config_(config), names_(std::move(names)), clock_(control) {}

Phase GameSession::phase() const {
  if (!state_) return Phase::Setup;
  return state_->outcome().over() ? Phase::Over : Phase::Playing;
}

Refusal GameSession::checkPlaying() const {
  if (!state_) return "the game has not started: both sides must be ready first";
  if (state_->outcome().over()) return "the game is over";
  return std::nullopt;
}

Refusal GameSession::checkPlaying(Side side, const char* what) const {
  if (auto refusal = checkPlaying()) return refusal;
  if (state_->toMove() != side)
    return std::string(sideName(side)) + " cannot " + what + ": it is " + std::string(sideName(opponent(side))) +
           "'s turn";
  return std::nullopt;
}

void GameSession::end(Outcome outcome) {
  state_->setOutcome(outcome);
  drawOffer_.reset();
}

void GameSession::play(Move move) {
  const Side mover = state_->toMove();
  state_->make(move);
  state_->updateNoMoveOutcome();
  // Moving instead of answering declines the opponent's offer.
  if (drawOffer_ != mover || state_->outcome().over()) drawOffer_.reset();
}

Refusal GameSession::move(Side side, Move move, std::int64_t elapsedMs) {
  if (auto refusal = checkPlaying(side, "move")) return refusal;
  if (const MoveError error = state_->check(move); error != MoveError::kLegal)
    return squareName(move.from()) + " to " + squareName(move.to()) + ": " + std::string(moveErrorText(error));
  if (const Outcome onTime = clock_.charge(side, elapsedMs); onTime.over()) {
    end(onTime);
    return std::nullopt;
  }
  play(move);
  return std::nullopt;
}

Refusal GameSession::resign(Side side) {
  if (auto refusal = checkPlaying()) return refusal;
  end({winnerFor(opponent(side)), EndReason::Resignation});
  return std::nullopt;
}

Refusal GameSession::offerDraw(Side side) {
  if (auto refusal = checkPlaying()) return refusal;
  if (drawOffer_) return std::string(sideName(*drawOffer_)) + " has already offered a draw";
  drawOffer_ = side;
  return std::nullopt;
}

Refusal GameSession::checkOfferTo(Side side) const {
  if (auto refusal = checkPlaying()) return refusal;
  if (drawOffer_ != opponent(side)) return std::string(sideName(opponent(side))) + " has not offered a draw";
  return std::nullopt;
}

Refusal GameSession::acceptDraw(Side side) {
  if (auto refusal = checkOfferTo(side)) return refusal;
  end({Winner::Draw, EndReason::AgreedDraw});
  return std::nullopt;
}

Refusal GameSession::declineDraw(Side side) {
  if (auto refusal = checkOfferTo(side)) return refusal;
  drawOffer_.reset();
  return std::nullopt;
}

Refusal GameSession::flagFall(Side toMove, std::int64_t elapsedMs) {
  if (auto refusal = checkPlaying(toMove, "run out of time")) return refusal;
  const Outcome onTime = clock_.check(toMove, elapsedMs);
  if (!onTime.over()) return "no clock has run out";
  end(onTime);
  return std::nullopt;
}

Refusal GameSession::checkUndo(Side human) const {
  if (auto refusal = checkPlaying()) return refusal;
  const int plies = state_->toMove() == human ? 2 : 1;
  if (static_cast<int>(state_->history().size()) < plies)
    return std::string(sideName(human)) + " has no move to take back";
  return std::nullopt;
}

Refusal GameSession::undo(Side human) {
  if (auto refusal = checkUndo(human)) return refusal;
  do state_->unmake();
  while (state_->toMove() != human);
  drawOffer_.reset();
  return std::nullopt;
}

std::optional<PlayerView> GameSession::view(Side side) const {
  if (!state_) return std::nullopt;
  return makeView(*state_, side);
}

GameRecord GameSession::record() const {
  GameRecord record{.config = config_, .start = setups_[0], .moves = {}, .result = outcome(), .tags = {}};
  record.start.merge(setups_[1]);
  if (state_)
    for (const MoveRecord& played : state_->history()) record.moves.push_back(played.move);
  for (Side side : {Side::Red, Side::Blue}) record.tags.emplace_back(std::string(sideName(side)), names_[index(side)]);
  return record;
}

}  // namespace stratego
