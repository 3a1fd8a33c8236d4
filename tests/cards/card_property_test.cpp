// Property tests over random games of Card Battle (rapidcheck chooses the deck, the seed of
// the shuffles and the seed of the random legal actions): no card is ever lost or made, the
// legal actions are legal, views never leak, games end, and records save and resume games.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "card_table_builder.hpp"
#include "cards/card_record.hpp"
#include "core/random.hpp"

namespace stratego::cards::testing {
namespace {

// A bound on any game's length: a battle discards a card, 46 cards at most, and the cap of
// 100 turns without a battle, each turn at most an act, a redeal and five fills.
constexpr int kActionLimit = 47 * 101 * 7;

struct RandomGame {
  const Deck* deck;
  std::uint64_t seed;     // the shuffles
  std::uint64_t choices;  // the actions
  bool timid;             // prefers looks and redeals to attacks: long games, caps, empty piles
};

rc::Gen<RandomGame> randomGames() {
  return rc::gen::apply(
      [](int d, std::uint64_t seed, std::uint64_t choices, bool timid) {
        return RandomGame{&deckPresets()[d], seed, choices, timid};
      },
      rc::gen::inRange(0, static_cast<int>(deckPresets().size())), rc::gen::arbitrary<std::uint64_t>(),
      rc::gen::arbitrary<std::uint64_t>(), rc::gen::arbitrary<bool>());
}

CardRules rulesOf(const RandomGame& g) {
  CardRules rules;
  rules.deck = g.deck->counts;
  return rules;
}

// Plays random legal actions to the end (or the limit), calling check(game) before each and
// once at the end; returns the actions.
template <class Check>
std::vector<CardAction> playRandom(const RandomGame& g, CardGame& game, Check&& check) {
  Random random(g.choices);
  std::vector<CardAction> played, actions;
  while (!game.outcome().over() && static_cast<int>(played.size()) < kActionLimit) {
    check(game);
    game.legalActions(actions);
    RC_ASSERT(!actions.empty());
    CardAction pick = actions[random.below(static_cast<std::uint32_t>(actions.size()))];
    for (int tries = 0; g.timid && pick.kind == ActionKind::Attack && tries < 20; ++tries)
      pick = actions[random.below(static_cast<std::uint32_t>(actions.size()))];
    played.push_back(pick);
    game.apply(pick);
  }
  check(game);
  return played;
}

// What a viewer sees is exactly what the game lets them know.
void checkView(const CardGame& game, Side viewer) {
  const CardView view = makeCardView(game, viewer);
  const SideCards& mine = game.side(viewer);
  const SideCards& enemy = game.side(opponent(viewer));
  for (int s = 0; s < kFrontSlots; ++s) {
    const FrontSlot& own = mine.front[static_cast<std::size_t>(s)];
    RC_ASSERT(view.myFront[s].occupied == own.occupied);
    if (own.occupied) RC_ASSERT(view.myFront[s].rank == std::optional<Rank>(own.rank));
    const FrontSlot& truth = enemy.front[static_cast<std::size_t>(s)];
    RC_ASSERT(view.enemyFront[s].occupied == truth.occupied);
    // A rank only where the viewer saw the card, and then the true one.
    RC_ASSERT(view.enemyFront[s].rank.has_value() == (truth.occupied && truth.exposed));
    if (view.enemyFront[s].rank) RC_ASSERT(*view.enemyFront[s].rank == truth.rank);
  }
  RC_ASSERT(view.myHand == mine.hand);
  RC_ASSERT(view.enemyHand == enemy.hand.size());
  RC_ASSERT(view.enemyPile == enemy.pile.size());
  RC_ASSERT(view.enemyHandSeen == game.glimpse(viewer));
  // The view does not change when the hidden enemy cards lie elsewhere. (A finished game is
  // not rebuilt: assemble() takes no outcome, the players search only live games.)
  if (game.outcome().over()) return;
  CardList unseen = enemyUnseenCards(view);
  const CardList pile = myPileCards(view);
  RC_ASSERT(viewDiff(makeCardView(assembleFromView(view, unseen, pile, 1), viewer), view) == "");
  if (unseen.size() > 1) unseen.swap(0, unseen.size() - 1);
  RC_ASSERT(viewDiff(makeCardView(assembleFromView(view, unseen, pile, 2), viewer), view) == "");
}

void checkInvariants(const CardGame& game) {
  for (Side s : {Side::Red, Side::Blue}) {
    RC_ASSERT(allCards(game.side(s)) == game.rules().deck);
    checkView(game, s);
  }
  std::vector<CardAction> actions, fromView;
  game.legalActions(actions);
  for (const CardAction& a : actions) RC_ASSERT(!game.check(a));
  if (game.phase() != Phase::Over) {
    legalActions(makeCardView(game, game.toAct()), fromView);
    RC_ASSERT(fromView == actions);
  }
}

RC_GTEST_PROP(CardProperties, RandomGamesKeepEveryInvariantAndEnd, ()) {
  const RandomGame g = *randomGames();
  CardGame game(rulesOf(g), g.seed);
  const auto played = playRandom(g, game, checkInvariants);
  RC_ASSERT(game.outcome().over());
  RC_TAG(endReasonName(game.outcome().reason));
  RC_CLASSIFY(played.size() > 500, "over 500 actions");
}

RC_GTEST_PROP(CardProperties, AStateRebuiltFromAViewPlaysOnTheSame, ()) {
  const RandomGame g = *randomGames();
  CardGame game(rulesOf(g), g.seed);
  const auto played = playRandom(g, game, [](const CardGame&) {});
  // Rebuild at a random point, from either side's view with the true cards, and replay the
  // rest until the next redeal (the copy's shuffles come from another seed). Not after the
  // end: assemble() takes no outcome.
  const auto at = *rc::gen::inRange<std::size_t>(0, played.size());
  const Side viewer = *rc::gen::element(Side::Red, Side::Blue);
  CardGame real(rulesOf(g), g.seed);
  for (std::size_t i = 0; i < at; ++i) real.apply(played[i]);
  CardGame copy = assembleFromView(makeCardView(real, viewer), hiddenCards(real, viewer), real.side(viewer).pile, 3);
  for (std::size_t i = at; i <= played.size(); ++i) {
    RC_ASSERT(viewDiff(makeCardView(copy, viewer), makeCardView(real, viewer)) == "");
    RC_ASSERT(copy.outcome() == real.outcome());
    if (i == played.size() || played[i].kind == ActionKind::Flag) break;
    RC_ASSERT(!copy.check(played[i]));
    copy.apply(played[i]);
    real.apply(played[i]);
  }
}

RC_GTEST_PROP(CardProperties, ARecordReadsBackToTheSameGame, ()) {
  const RandomGame g = *randomGames();
  CardGame game(rulesOf(g), g.seed);
  CardRecord record{g.deck->name, rulesOf(g), g.seed, {"Ann", "Bob"}, {}, std::nullopt};
  record.actions = playRandom(g, game, [](const CardGame&) {});
  const std::string text = writeCardRecord(record);
  const auto read = readCardRecord(text);
  RC_ASSERT(read.ok());
  RC_ASSERT(read->actions == record.actions);
  RC_ASSERT(read->rules == record.rules);
  RC_ASSERT(read->deckName == record.deckName);
  RC_ASSERT(read->names == record.names);
  RC_ASSERT(writeCardRecord(*read) == text);
  const auto replay = replayCardRecord(*read);
  RC_ASSERT(replay.ok());
  RC_ASSERT(replay->game.outcome() == game.outcome());
  for (Side s : {Side::Red, Side::Blue}) RC_ASSERT(makeCardView(replay->game, s) == makeCardView(game, s));
}

RC_GTEST_PROP(CardProperties, AGameSavedMidwayResumesToTheSameEnd, ()) {
  const RandomGame g = *randomGames();
  CardGame game(rulesOf(g), g.seed);
  const auto played = playRandom(g, game, [](const CardGame&) {});
  const auto at = *rc::gen::inRange<std::size_t>(0, played.size() + 1);
  CardRecord saved{g.deck->name, rulesOf(g), g.seed, {"Red", "Blue"}, {played.begin(), played.begin() + static_cast<long>(at)}, std::nullopt};
  const auto resumed = readCardRecord(writeCardRecord(saved));
  RC_ASSERT(resumed.ok());
  auto replay = replayCardRecord(*resumed);
  RC_ASSERT(replay.ok());
  CardGame& again = replay.value().game;
  for (std::size_t i = at; i < played.size(); ++i) {
    RC_ASSERT(!again.check(played[i]));
    again.apply(played[i]);
  }
  RC_ASSERT(again.outcome() == game.outcome());
  for (Side s : {Side::Red, Side::Blue}) RC_ASSERT(makeCardView(again, s) == makeCardView(game, s));
}

RC_GTEST_PROP(CardProperties, AResignationIsRecordedAndReadBack, ()) {
  const RandomGame g = *randomGames();
  CardGame game(rulesOf(g), g.seed);
  const auto played = playRandom(g, game, [](const CardGame&) {});
  const auto at = *rc::gen::inRange<std::size_t>(0, played.size());  // before the end
  const Side loser = *rc::gen::element(Side::Red, Side::Blue);
  CardRecord record{g.deck->name, rulesOf(g), g.seed, {"Red", "Blue"}, {played.begin(), played.begin() + static_cast<long>(at)}, loser};
  const auto read = readCardRecord(writeCardRecord(record));
  RC_ASSERT(read.ok());
  RC_ASSERT(read->resigned == std::optional<Side>(loser));
  const auto replay = replayCardRecord(*read);
  RC_ASSERT(replay.ok());
  RC_ASSERT(replay->game.outcome() == (Outcome{winnerFor(opponent(loser)), EndReason::Resignation}));
}

}  // namespace
}  // namespace stratego::cards::testing
