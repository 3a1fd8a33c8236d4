#include "arena/card_match.hpp"

#include <chrono>
#include <exception>

#include "arena/ordered_games.hpp"
#include "cards/card_notation.hpp"
#include "cards/card_view.hpp"

namespace stratego {
namespace {

using cards::CardAction;
using cards::CardPlayer;

// The referee of one game. Every call into a player is guarded: an exception escaping a
// player is its failure, so that one broken player cannot stop a match.
class CardReferee {
 public:
  CardReferee(const std::array<CardPlayer*, 2>& players, const cards::CardRules& rules, std::uint64_t dealSeed)
      : players_(players), game_(rules, dealSeed) {
    result_.record.rules = rules;
    result_.record.seed = dealSeed;
  }

  CardGameResult play(const std::array<std::uint64_t, 2>& playerSeeds) {
    for (Side side : {Side::Red, Side::Blue})
      if (!guarded(side, [&] { player(side).newGame(side, playerSeeds[index(side)]); })) return finish();
    while (!game_.outcome().over()) playAction();
    return finish();
  }

 private:
  CardPlayer& player(Side side) const { return *players_[index(side)]; }

  template <class Call>
  bool guarded(Side side, Call&& call) {
    try {
      call();
      return true;
    } catch (const std::exception& e) {
      fail(side, FailureKind::Error, std::string("threw an exception: ") + e.what());
    } catch (...) {
      fail(side, FailureKind::Error, "threw an exception");
    }
    return false;
  }

  // The side loses by resigning, which is all a card record can say of it; the reason stays.
  // Once the game is over (a player's observe() of the last action), it is scored already.
  void fail(Side side, FailureKind kind, std::string reason) {
    if (game_.outcome().over()) return;
    result_.failures.push_back({side, kind, std::move(reason), false});
    game_.resign(side);
    result_.record.resigned = side;
  }

  void playAction() {
    const Side side = game_.toAct();
    CardAction action;
    const auto start = std::chrono::steady_clock::now();
    const bool answered = guarded(side, [&] { action = player(side).choose(cards::makeCardView(game_, side)); });
    result_.times[index(side)].add(
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    if (!answered) return;
    if (auto problem = game_.check(action)) return fail(side, FailureKind::IllegalMove, illegalText(action, *problem));
    const cards::CardEvent event = game_.apply(action);
    result_.record.actions.push_back(action);
    for (Side viewer : {Side::Red, Side::Blue})
      if (!guarded(viewer, [&] { player(viewer).observe(cards::eventSeenBy(event, viewer)); })) return;
  }

  static std::string illegalText(const CardAction& action, const std::string& problem) {
    // An arrangement naming more cards than a front line holds has no text to show.
    const bool showable = action.kind != cards::ActionKind::Arrange || action.frontCount <= cards::kFrontSlots;
    return "illegal action" + (showable ? " " + cards::actionText(action) : std::string()) + ": " + problem;
  }

  CardGameResult finish() {
    result_.outcome = game_.outcome();
    return std::move(result_);
  }

  std::array<CardPlayer*, 2> players_;
  cards::CardGame game_;
  CardGameResult result_;
};

CardGameResult playOne(const CardMatchSettings& settings, int i) {
  const std::array<std::unique_ptr<CardPlayer>, 2> players = {settings.players[0].make(), settings.players[1].make()};
  const bool aIsRed = sideOfA(i) == Side::Red;
  // Both games of a pair share the deal: the colours swap, the cards do not.
  CardGameResult result =
      playCardGame({players[aIsRed ? 0 : 1].get(), players[aIsRed ? 1 : 0].get()}, settings.rules(),
                   deriveSeed(settings.seed, i / 2, SeedStream::Pair), playerSeeds(settings.seed, i));
  result.record.deckName = settings.deck.name;
  result.record.names = {settings.players[aIsRed ? 0 : 1].name, settings.players[aIsRed ? 1 : 0].name};
  return result;
}

}  // namespace

std::optional<CardMatchPlayer> cardMatchPlayer(const std::string& spec, std::string& error) {
  if (!cards::makeCardPlayer(spec, error)) return std::nullopt;
  return CardMatchPlayer{spec, [spec] {
                           std::string unused;
                           return cards::makeCardPlayer(spec, unused);
                         }};
}

cards::CardRules CardMatchSettings::rules() const {
  cards::CardRules rules;
  rules.deck = deck.counts;
  return rules;
}

CardGameResult playCardGame(const std::array<CardPlayer*, 2>& players, const cards::CardRules& rules,
                            std::uint64_t dealSeed, const std::array<std::uint64_t, 2>& playerSeeds) {
  return CardReferee(players, rules, dealSeed).play(playerSeeds);
}

MatchTally runCardMatch(const CardMatchSettings& settings,
                        const std::function<void(const PlayedCardGame&, const MatchTally&)>& onGame) {
  MatchTally tally;
  tally.planned = settings.games;
  playInOrder<CardGameResult>(
      settings.games, settings.concurrency, [&](int i) { return playOne(settings, i); },
      [&](int i, CardGameResult&& result) {
        const PlayedCardGame game{i, std::move(result)};
        tally.add(i, game.sideOfA(), game.result.outcome, game.result.failures, game.result.times);
        if (settings.sprt) tally.sprt = sprtStatus(tally.wdl, *settings.sprt);
        onGame(game, tally);
        return !tally.decided();
      });
  return tally;
}

MatchDescription describeCardMatch(const CardMatchSettings& settings) {
  const cards::CardRules rules = settings.rules();
  const std::string noBattle = rules.noBattleTurns == 0 ? "no draw rule"
                                                        : "a draw after " + std::to_string(rules.noBattleTurns) +
                                                              " turns without a battle";
  return {{settings.players[0].name, settings.players[1].name},
          "cards",
          "cards, deck " + settings.deck.name + " (" + std::to_string(settings.deck.size()) + " cards), " + noBattle,
          settings.deck.name,
          settings.seed,
          settings.sprt};
}

}  // namespace stratego
