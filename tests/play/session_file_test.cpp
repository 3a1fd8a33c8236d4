// Saved games: a session saved at any moment loads back exactly, and bad files are
// refused with a message saying what is wrong.
#include "play/session_file.hpp"

#include <gtest/gtest.h>

#include "session_helpers.hpp"

namespace stratego {
namespace {

using testing::mv;
using testing::sq;

// The loaded session equals the saved one in every part, and saves to the same text.
void expectReloads(const GameSession& session) {
  const std::string text = saveSession(session);
  const auto loaded = loadSession(text);
  ASSERT_TRUE(loaded) << loaded.error() << "\n" << text;
  EXPECT_EQ(loaded->record(), session.record());
  EXPECT_EQ(loaded->state(), session.state());
  EXPECT_EQ(loaded->clock(), session.clock());
  if (session.state() && !session.outcome().over()) {
    MoveList a, b;
    const int n = session.state()->legalMoves(a);
    ASSERT_EQ(loaded->state()->legalMoves(b), n);
    EXPECT_TRUE(std::equal(a.begin(), a.begin() + n, b.begin()));
  }
  EXPECT_TRUE(*loaded == session);
  EXPECT_EQ(saveSession(*loaded), text);
}

GameSession smallGame(const TimeControl& control = {}) {
  return testing::freeGame({{"a1", Side::Red, Rank::Flag},
                            {"d4", Side::Red, Rank::Marshal},
                            {"d5", Side::Blue, Rank::Flag},
                            {"h8", Side::Blue, Rank::Marshal}},
                           control);
}

TEST(SessionFile, SetupPhaseWithPartialSetups) {
  GameSession session(presetConfig(Variant::Duel), {.initialMs = 60'000, .incrementMs = 2'000}, {"Ann \"A\"", ""});
  expectReloads(session);
  ASSERT_FALSE(session.place(Side::Red, sq("a1"), Rank::Flag));
  ASSERT_FALSE(session.place(Side::Blue, sq("h8"), Rank::Marshal));
  expectReloads(session);
  Random rng(5);
  ASSERT_FALSE(session.randomSetup(Side::Blue, rng));
  ASSERT_FALSE(session.ready(Side::Blue));
  expectReloads(session);
  EXPECT_NE(saveSession(session).find("[RedSetupDraft \"a1=F\"]"), std::string::npos) << saveSession(session);
}

TEST(SessionFile, MidGameWithClocksAndADrawOffer) {
  GameSession session = smallGame({.initialMs = 60'000, .delayMs = 3'000, .gameMs = 500'000});
  ASSERT_FALSE(session.move(Side::Red, mv("d4", "d3"), 5'000));
  ASSERT_FALSE(session.offerDraw(Side::Red));
  expectReloads(session);
  ASSERT_FALSE(session.move(Side::Blue, mv("h8", "h7"), 1'234));
  expectReloads(session);
}

TEST(SessionFile, FinishedGames) {
  GameSession flag = smallGame();
  ASSERT_FALSE(flag.move(Side::Red, mv("d4", "d5"), 0));
  expectReloads(flag);
  GameSession resigned = smallGame();
  ASSERT_FALSE(resigned.resign(Side::Red));
  expectReloads(resigned);
  GameSession late = smallGame({.initialMs = 1'000});
  ASSERT_FALSE(late.move(Side::Red, mv("d4", "d3"), 2'000));
  expectReloads(late);
  GameSession drawn = smallGame();
  ASSERT_FALSE(drawn.offerDraw(Side::Blue));
  ASSERT_FALSE(drawn.acceptDraw(Side::Red));
  expectReloads(drawn);
}

// `text` with the first `from` replaced by `to`.
std::string replaced(std::string text, std::string_view from, std::string_view to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return text.replace(at, from.size(), to);
}

void expectLoadError(const std::string& text, std::string_view expected) {
  const auto loaded = loadSession(text);
  ASSERT_FALSE(loaded) << text;
  EXPECT_NE(loaded.error().find(expected), std::string::npos) << loaded.error();
}

TEST(SessionFile, RefusesBadFilesSayingWhy) {
  GameSession session = smallGame({.initialMs = 60'000});
  ASSERT_FALSE(session.move(Side::Red, mv("d4", "d3"), 0));
  const std::string text = saveSession(session);
  expectLoadError("", "saved game: record: the tag [Variant] is missing");
  expectLoadError(replaced(text, "[Phase \"playing\"]", "[Phase \"later\"]"),
                  "tag [Phase]: expected setup, playing or over, found 'later'");
  expectLoadError(replaced(text, "[Phase \"playing\"]", "[Phase \"over\"]"),
                  "tag [Phase]: the game is playing, not over");
  expectLoadError(replaced(text, "[Phase \"playing\"]\n", ""), "the tag [Phase] is missing");
  expectLoadError(replaced(text, "[Clocks \"60000", "[Clocks \"-6"), "tag [Clocks]: expected 3 numbers");
  expectLoadError(replaced(text, "[TimeControl \"60000 0 0 0\"]", "[TimeControl \"0 0 0 0\"]"), "no per-player clock");
  expectLoadError(replaced(text, "[Red \"Alice\"]", "[Colour \"red\"]"), "the tag [Red] is missing");
  expectLoadError(replaced(text, "[Blue \"Bob\"]", "[Blue \"Bob\"]\n[Mood \"calm\"]"),
                  "tag [Mood]: unknown in a saved game in this phase, or given twice");
  expectLoadError(replaced(text, "d4-d3", "d4-d6"), "move 1 (Red): d4 to d6:");
  const std::string redWon = replaced(text, "d4-d3 *", "d4-d3 1-0");
  expectLoadError(replaced(redWon, "[Result \"*\"]\n[Reason \"none\"]", "[Result \"red\"]\n[Reason \"flag-captured\"]"),
                  "the result red:flag-captured does not follow from the moves");
  expectLoadError(replaced(replaced(replaced(text, "d4-d3 *", "d4-d3 0-1"), "[Result \"*\"]", "[Result \"blue\"]"),
                           "[Reason \"none\"]", "[Reason \"game-clock\"]"),
                  "does not follow from the moves");
  expectLoadError(replaced(replaced(replaced(text, "d4-d3 *", "d4-d3 1/2-1/2"), "[Result \"*\"]", "[Result \"draw\"]"),
                           "[Reason \"none\"]", "[Reason \"game-clock\"]"),
                  "needs a clock that the time control does not have");
  expectLoadError(replaced(text, "[Phase \"playing\"]", "[Phase \"playing\"]\n[DrawOffer \"green\"]"),
                  "tag [DrawOffer]: expected red or blue, found 'green'");
}

TEST(SessionFile, RefusesBadSetupDrafts) {
  const std::string text = saveSession(GameSession(presetConfig(Variant::Classic), {}, {"", ""}));
  const std::string draft = "[RedSetupDraft \"\"]";
  expectLoadError(replaced(text, draft, "[RedSetupDraft \"a1=Q\"]"), "tag [RedSetupDraft]: unknown piece letter 'Q'");
  expectLoadError(replaced(text, draft, "[RedSetupDraft \"a1F\"]"), "expected <square>=<rank letter>, found 'a1F'");
  expectLoadError(replaced(text, draft, "[RedSetupDraft \"a9=F\"]"), "a9 is outside Red's setup zone");
  expectLoadError(replaced(text, draft, "[RedSetupDraft \"a1=F a1=B\"]"), "a1 already holds Red's Flag");
  expectLoadError(replaced(text, "[RedReady \"no\"]", "[RedReady \"yes\"]"), "Red's setup is not complete");
  expectLoadError(replaced(text, "[RedReady \"no\"]", "[RedReady \"maybe\"]"), "expected yes or no, found 'maybe'");
}

}  // namespace
}  // namespace stratego
