// `stratego match A B --variant cards`: a Card Battle match between built-in card players,
// tallied, rated and reported as board matches are, each game's record written as .sgc.
#include <string>

#include "arena/card_match.hpp"
#include "arena/records.hpp"
#include "cli/match_options.hpp"

namespace stratego::cli {
namespace {

namespace fs = std::filesystem;

Parsed<CardMatchPlayer> cardPlayerFrom(const std::string& spec) {
  // Card Battle has no protocol for programs: say so rather than "unknown player".
  for (const char* external : {"engine:", "pc2012:"})
    if (spec.starts_with(external))
      return parseError("player '" + spec + "': --variant cards plays built-in card players only (random, greedy, " +
                        "strong, strong:1 to strong:5), not programs");
  std::string error;
  auto player = cardMatchPlayer(spec, error);
  if (!player) return parseError(error);
  return std::move(*player);
}

// Everything the command line says, checked; the records directory is not created yet.
Parsed<CardMatchSettings> cardSettingsFrom(const MatchOptions& opts) {
  if (!opts.boardOnlyGiven.empty())
    return parseError(opts.boardOnlyGiven.front() + " is for board variants, not --variant cards");
  CardMatchSettings settings;
  const std::string deckName = opts.deck.empty() ? "standard" : opts.deck;
  const cards::Deck* deck = cards::deckByName(deckName);
  if (!deck) return parseError("--deck takes standard or us, not '" + opts.deck + "'");
  settings.deck = *deck;
  for (int p = 0; p < 2; ++p) {
    auto player = cardPlayerFrom(opts.players[p]);
    if (!player) return parseError(player.error());
    settings.players[p] = std::move(player).value();
  }
  auto sprt = sprtFrom(opts);
  if (!sprt) return parseError(sprt.error());
  settings.sprt = *sprt;
  settings.games = opts.games;
  settings.seed = opts.seed;
  settings.concurrency = opts.concurrency;
  return settings;
}

}  // namespace

int runCardMatchCommand(const MatchOptions& opts) {
  auto settings = cardSettingsFrom(opts);
  if (!settings) return badCommandLine(settings.error());
  auto records = recordsFrom(opts);
  if (!records) return badCommandLine(records.error());
  const MatchPrinter printer(opts);
  const MatchTally tally = runCardMatch(*settings, [&](const PlayedCardGame& game, const MatchTally& sofar) {
    printer.game(sofar, *records ? writeRecordText(**records, game.index + 1, settings->games, ".sgc",
                                                   cards::writeCardRecord(game.result.record))
                                 : std::nullopt);
  });
  printer.report(describeCardMatch(*settings), tally, *records);
  return 0;
}

}  // namespace stratego::cli
