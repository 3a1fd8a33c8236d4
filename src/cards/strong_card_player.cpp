#include "cards/strong_card_player.hpp"

#include <algorithm>
#include <numeric>

#include "cards/card_heuristics.hpp"

namespace stratego::cards {
namespace {

void shuffle(CardList& cards, Random& random) {
  for (int i = cards.size() - 1; i > 0; --i) cards.swap(i, static_cast<int>(random.below(static_cast<std::uint32_t>(i + 1))));
}

// Plays the sampled game to its end, each side greedy from its own view; the result for
// `me`: 1 a win, 0.5 a draw, 0 a loss.
double playOut(CardGame game, Side me, Random& random, std::vector<CardAction>& actions) {
  while (game.phase() != Phase::Over) {
    game.legalActions(actions);
    game.apply(greedyAction(makeCardView(game, game.toAct()), actions, &random));
  }
  const Winner w = game.outcome().winner;
  if (w == Winner::Draw) return 0.5;
  return w == winnerFor(me) ? 1.0 : 0.0;
}

}  // namespace

StrongCardSettings strongCardSettings(int level) {
  static constexpr std::array<int, kStrongCardLevels> kPlayouts{100, 300, 1000, 3000, 10000};
  StrongCardSettings settings;
  settings.playouts = kPlayouts[static_cast<std::size_t>(std::clamp(level, 1, kStrongCardLevels) - 1)];
  return settings;
}

StrongCardPlayer::StrongCardPlayer(int level) : level_(level), settings_(strongCardSettings(level)) {}

void StrongCardPlayer::newGame(Side side, std::uint64_t seed) {
  side_ = side;
  random_.reseed(seed);
  settled_ = {};
}

void StrongCardPlayer::observe(const CardEvent& seen) {
  if (seen.actor == side_) return;
  switch (seen.action.kind) {
    case ActionKind::Arrange:
    case ActionKind::Flag: settled_ = {}; break;
    case ActionKind::Fill: settled_[static_cast<std::size_t>(seen.action.slot)] = false; break;
    default: settled_.fill(true);  // an empty slot's flag is harmless: it is reset when filled
  }
}

void StrongCardPlayer::sampleDeal(const CardView& view, CardList& enemyCards, CardList& myPile) {
  myPile = myPileCards(view);
  shuffle(myPile, random_);
  enemyCards = enemyUnseenCards(view);
  const bool flagUnseen = enemyCards.remove(Rank::Flag);
  shuffle(enemyCards, random_);
  if (!flagUnseen) return;
  // Where the Flag goes: a settled slot weighs kSettledFlagWeight, any other place 1.
  constexpr double kSettledFlagWeight = 0.05;
  std::vector<double> weights;
  for (const SlotView& slot : view.enemyFront)
    if (slot.occupied && !slot.rank) weights.push_back(settled_[static_cast<std::size_t>(&slot - view.enemyFront.data())] ? kSettledFlagWeight : 1.0);
  weights.resize(static_cast<std::size_t>(enemyCards.size() + 1), 1.0);
  double pick = static_cast<double>(random_.next() >> 11) * 0x1.0p-53 * std::accumulate(weights.begin(), weights.end(), 0.0);
  std::size_t at = 0;
  while (at + 1 < weights.size() && (pick -= weights[at]) > 0) ++at;
  CardList withFlag;
  for (int i = 0; i < enemyCards.size(); ++i) {
    if (static_cast<std::size_t>(i) == at) withFlag.push(Rank::Flag);
    withFlag.push(enemyCards[i]);
  }
  if (at == static_cast<std::size_t>(enemyCards.size())) withFlag.push(Rank::Flag);
  enemyCards = withFlag;
}

// Successive halving: every option is played out on the same sampled deals, the worse
// half dropped after each round, so that the play-outs go to the options that matter.
// Equal results are ordered by the greedy judgement, which decides when play-outs are few.
CardAction StrongCardPlayer::choose(const CardView& view) {
  legalActions(view, actions_);
  if (actions_.size() == 1) return actions_[0];
  struct Option {
    CardAction action;
    double prior = 0;
    double total = 0;
  };
  const CardJudgement judge(view);
  std::vector<Option> options;
  for (const CardAction& action : actions_) options.push_back({action, judge.score(action)});
  int rounds = 0;
  for (std::size_t n = options.size(); n > 1; n = (n + 1) / 2) ++rounds;
  std::vector<CardAction> scratch;
  while (options.size() > 1) {
    const int samples = std::max(1, settings_.playouts / (rounds * static_cast<int>(options.size())));
    for (int s = 0; s < samples; ++s) {
      CardList enemyCards, myPile;
      sampleDeal(view, enemyCards, myPile);
      const std::uint64_t seed = random_.next();
      const CardGame deal = assembleFromView(view, enemyCards, myPile, seed);
      for (Option& option : options) {
        CardGame game = deal;
        game.apply(option.action);
        Random luck(seed);
        option.total += playOut(game, view.viewer, luck, scratch);
      }
    }
    std::stable_sort(options.begin(), options.end(), [](const Option& a, const Option& b) {
      return a.total != b.total ? a.total > b.total : a.prior > b.prior;
    });
    options.resize((options.size() + 1) / 2);
  }
  return options[0].action;
}

}  // namespace stratego::cards
