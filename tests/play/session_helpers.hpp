// Shared by the session tests: sessions set up and started, positions built square by
// square, and the checks that a refused operation changed nothing.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <utility>

#include "core/playout.hpp"
#include "play/session.hpp"

namespace stratego::testing {

inline Square sq(std::string_view name) {  // "e4": files a.., ranks 1..
  return makeSquare(name[0] - 'a', std::stoi(std::string(name.substr(1))) - 1);
}

// A session of `config` with random setups on both sides, both ready: the game is on.
inline GameSession startedSession(const GameConfig& config, Random& rng, const TimeControl& control = {}) {
  GameSession session(config, control, {"Alice", "Bob"});
  for (Side side : {Side::Red, Side::Blue}) {
    EXPECT_FALSE(session.randomSetup(side, rng));
    EXPECT_FALSE(session.ready(side));
  }
  return session;
}

// A free 8x8 game from the pieces given as {square, side, rank}.
struct Put {
  std::string_view square;
  Side side;
  Rank rank;
};
inline GameSession freeGame(std::initializer_list<Put> pieces, const TimeControl& control = {}) {
  GameSession session(presetConfig(Variant::Free, BoardKind::Small), control, {"Alice", "Bob"});
  for (const Put& p : pieces) EXPECT_FALSE(session.place(p.side, sq(p.square), p.rank)) << p.square;
  for (Side side : {Side::Red, Side::Blue}) EXPECT_FALSE(session.ready(side));
  return session;
}

inline Move mv(std::string_view from, std::string_view to) { return Move(sq(from), sq(to)); }

// The operation is refused with a message containing `expected`, and changes nothing.
template <class Operation>
void expectRefused(GameSession& session, Operation operation, std::string_view expected) {
  const GameSession before = session;
  const Refusal refusal = operation(session);
  ASSERT_TRUE(refusal) << "expected a refusal containing '" << expected << "'";
  EXPECT_NE(refusal->find(expected), std::string::npos) << *refusal;
  EXPECT_TRUE(session == before) << "a refused operation changed the session: " << *refusal;
}

inline Side toMove(const GameSession& session) { return session.state()->toMove(); }

}  // namespace stratego::testing
