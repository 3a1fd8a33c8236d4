// The game records of a match, one .sgr file per game (formats/record_text) in one
// directory, tagged with the players and with what went wrong when a player failed.
// Card Battle matches write theirs (.sgc, cards/card_record) through writeRecordText.
#pragma once

#include <array>
#include <ctime>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "arena/match.hpp"

namespace stratego {

// The game's record with the match's tags: Event, Game ("7 of 100"), Red, Blue (the
// names of A and B), and RedFailure / BlueFailure ("timeout: no reply
// ...") for a player that failed; one that failed in its setup is shown with a stand-in
// setup, and its tag says so.
GameRecord matchRecord(const PlayedGame& game, const std::array<std::string, 2>& names, int games);

// match-records/<A>-vs-<B>-<YYYYmmdd-HHMMSS> in local time, the names cut to letters,
// digits, '.', '_' and '-' (other characters become '_') and to 40 characters.
std::filesystem::path defaultRecordDirectory(const std::string& a, const std::string& b, std::time_t now);

// Creates the directory and its parents; nothing, or why it cannot.
std::optional<std::string> createRecordDirectory(const std::filesystem::path& dir);

// Writes <dir>/game-<number>.sgr, numbered from 1 and zero-padded to the width of `games`.
// Nothing, or why it could not.
std::optional<std::string> writeRecord(const std::filesystem::path& dir, int number, int games,
                                       const GameRecord& record);
// The same for a record of any game already in text: <dir>/game-<number><extension>
// (".sgc" for Card Battle).
std::optional<std::string> writeRecordText(const std::filesystem::path& dir, int number, int games,
                                           std::string_view extension, std::string_view text);

}  // namespace stratego
