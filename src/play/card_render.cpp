// The Card Battle table of renderCardTable (play/card_render.hpp).
#include <algorithm>
#include <string>

#include "cards/card_notation.hpp"
#include "play/card_render.hpp"
#include "play/render_ink.hpp"

namespace stratego {
namespace {

using cards::CardList;
using cards::CardView;
using cards::kFrontSlots;
using cards::Phase;
using cards::SlotView;

constexpr int kLabelWidth = 8;  // "Blue    ", "You     "

std::string_view sideInk(Side side) { return side == Side::Red ? kRedInk : kBlueInk; }

// Strongest first, then the Spy, the Bombs and the Flag: the order people list cards in.
int listOrder(Rank r) {
  if (r == Rank::Spy) return 1;
  if (r == Rank::Bomb) return 0;
  if (r == Rank::Flag) return -1;
  return index(r);
}

std::string strongestFirst(const CardList& cards) {
  std::vector<Rank> ranks(cards.begin(), cards.end());
  std::stable_sort(ranks.begin(), ranks.end(), [](Rank a, Rank b) { return listOrder(a) > listOrder(b); });
  std::string out;
  for (Rank r : ranks) out += (out.empty() ? "" : " ") + cards::rankText(r);
  return out;
}

std::string trimEnd(std::string line) {
  while (!line.empty() && line.back() == ' ') line.pop_back();
  return line;
}

std::string orNone(const std::string& text) { return text.empty() ? "none" : text; }

class TablePainter {
 public:
  TablePainter(const CardView& view, const RenderOptions& options) : view_(view), color_(options.color) {}

  std::string header() const {
    const Side enemy = opponent(view_.viewer);
    std::string out = std::string(kLabelWidth, ' ');
    for (int s = 0; s < kFrontSlots; ++s) out += std::string("   ") + cards::slotLetter(s) + " ";
    out = trimEnd(out) + "\n" + label(sideName(enemy), enemy) + frontLine(view_.enemyFront, enemy) + "    hand " +
           std::to_string(view_.enemyHand) + ", pile " + std::to_string(view_.enemyPile) + "\n";
    out += trimEnd(label("You", view_.viewer) + frontLine(view_.myFront, view_.viewer)) + "\n";
    return out;
  }

 private:
  std::string label(std::string_view name, Side side) const {
    return paint(name, sideInk(side), color_) + std::string(kLabelWidth - name.size(), ' ');
  }

  // Five cells of five characters, the rank ending under its slot letter. The enemy's
  // unseen cards are drawn from the view, which holds no rank for them.
  std::string frontLine(const std::array<SlotView, kFrontSlots>& front, Side owner) const {
    const bool own = owner == view_.viewer;
    std::string out;
    for (const SlotView& slot : front) {
      std::string text = !slot.occupied ? "--" : slot.rank ? cards::rankText(*slot.rank) : "??";
      out += " " + std::string(3 - text.size(), ' ');
      out += paint(text, slot.occupied ? sideInk(owner) : kEmptyInk, color_);
      const bool known = own && slot.occupied && slot.exposed;  // the enemy has seen it
      out += known ? paint("*", kMarkInk, color_) : " ";
    }
    return out;
  }

  const CardView& view_;
  bool color_;
};

std::string turnLine(const CardView& view) {
  const std::string when = view.setupDone ? "turn " + std::to_string(view.turn) : std::string("setup");
  const std::string out = "Card Battle, " + when + ": ";
  if (view.outcome.over()) return out + "game over\n";
  static constexpr const char* kDoing[] = {"to arrange", "to act", "to fill", ""};
  return out + std::string(sideName(view.toAct)) + " " + kDoing[static_cast<int>(view.phase)] +
         (view.toAct == view.viewer ? " (you)" : "") + "\n";
}

// The viewer's hand, pile and the knowledge lines under the front lines.
std::string cardLines(const CardView& view) {
  const bool dealing = view.phase == Phase::Arrange && view.toAct == view.viewer;
  std::string out = std::string(dealing ? "Dealt to you: " : "Your hand: ") + orNone(cards::cardsText(view.myHand)) +
                    "; your pile: " + std::to_string(view.myPile) + "\n";
  out += "Discards: yours " + orNone(strongestFirst(view.myDiscards())) + "; theirs " +
         orNone(strongestFirst(view.enemyDiscards())) + "\n";
  const CardList unseen = cards::enemyUnseenCards(view);
  out += "Enemy cards you cannot place (" + std::to_string(unseen.size()) + "): " + orNone(strongestFirst(unseen)) +
         "\n";
  if (view.enemyHandSeen.valid())
    out += "Their hand when your Spy looked (turn " + std::to_string(view.enemyHandSeen.turn) +
           "): " + orNone(cards::cardsText(view.enemyHandSeen.ranks)) + "\n";
  return out;
}

}  // namespace

std::string cardPhasePrompt(const CardView& view) {
  if (view.outcome.over()) return "Game over: " + describeCardOutcome(view);
  if (view.toAct != view.viewer) return "Waiting for " + std::string(sideName(view.toAct));
  if (view.phase == Phase::Arrange) {
    const int front = std::min(kFrontSlots, view.myHand.size());
    CardList example;
    for (int i = 0; i < front; ++i) example.push(view.myHand[i]);
    const int kept = view.myHand.size() - front;
    return "Arrange: name the " + std::to_string(front) + " cards of your front line, slot a first (such as arrange " +
           cards::cardsText(example) + ")" +
           (kept > 0 ? "; the other " + std::to_string(kept) + " stay in your hand" : std::string());
  }
  if (view.phase == Phase::Fill) {
    int gap = 0;
    while (gap < kFrontSlots && view.myFront[static_cast<std::size_t>(gap)].occupied) ++gap;
    const std::string slot(1, cards::slotLetter(gap));
    return "Fill slot " + slot + " from your hand: fill " + slot + " CARD";
  }
  std::string out = "Act with one front-line card: attack MINE THEIRS";
  for (int s = 0; s < kFrontSlots; ++s) {
    const SlotView& slot = view.myFront[static_cast<std::size_t>(s)];
    if (!slot.occupied) continue;
    const std::string letter(1, cards::slotLetter(s));
    if (*slot.rank == Rank::Spy) out += ", spy " + letter;
    if (*slot.rank == Rank::Scout) out += ", scout " + letter + " THEIRS THEIRS";
    if (*slot.rank == Rank::Flag) out += ", flag " + letter;
  }
  return out;
}

std::string renderCardTable(const CardView& view, std::span<const cards::CardEvent> recent,
                            const RenderOptions& options) {
  std::string out = turnLine(view) + TablePainter(view, options).header() + cardLines(view);
  for (const cards::CardEvent& event : recent) out += "Last: " + describeCardEvent(event, view.viewer) + "\n";
  out += cardPhasePrompt(view) + "\n";
  out += "(?? unseen, -- empty, * the enemy knows your card; type help for commands)\n";
  return out;
}

}  // namespace stratego
