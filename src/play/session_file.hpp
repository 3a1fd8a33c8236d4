// Saved games (RULES.md 8, Stratego Travel; docs/FORMATS.md, "Saved games"): a session
// at any moment, setup phase included, as a game record (.sgr) with extra tags for what a
// record lacks. The moves replay exactly, which restores the rule state; the extra tags
// carry the setups being edited, the clocks and a pending draw offer.
#pragma once

#include <string>
#include <string_view>

#include "formats/parse_result.hpp"
#include "play/session.hpp"

namespace stratego {

std::string saveSession(const GameSession& session);

// A session equal to the one saved, or an error saying what is wrong and where.
Parsed<GameSession> loadSession(std::string_view text);

}  // namespace stratego
