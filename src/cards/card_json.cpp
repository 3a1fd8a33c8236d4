#include "cards/card_json.hpp"

#include <array>
#include <string_view>
#include <vector>

#include "cards/card_notation.hpp"
#include "formats/server_json_view.hpp"

namespace stratego::cards {
namespace {

using nlohmann::json;

constexpr std::array<std::string_view, 4> kPhaseNames = {"arrange", "act", "fill", "over"};  // by Phase

json cardsJson(const CardList& cards) {
  json out = json::array();
  for (Rank r : cards) out.push_back(rankText(r));
  return out;
}

// A front line, slot a first: null for an empty slot, else whether the slot's opponent
// knows the card and its rank where the view has it.
json frontJson(const std::array<SlotView, kFrontSlots>& front) {
  json out = json::array();
  for (const SlotView& slot : front) {
    if (!slot.occupied) {
      out.push_back(nullptr);
      continue;
    }
    json card = {{"exposed", slot.exposed}};
    if (slot.rank) card["rank"] = rankText(*slot.rank);
    out.push_back(std::move(card));
  }
  return out;
}

json glimpseJson(const HandGlimpse& glimpse) {
  if (!glimpse.valid()) return nullptr;
  return {{"cards", cardsJson(glimpse.ranks)}, {"turn", glimpse.turn}};
}

// The seat's legal actions in card notation; legalActions reads the view only, and the
// actions of the side to act never depend on a hidden card.
json legalJson(const CardView& view) {
  json out = json::array();
  if (view.toAct != view.viewer || view.outcome.over()) return out;
  std::vector<CardAction> actions;
  legalActions(view, actions);
  for (const CardAction& action : actions) out.push_back(actionText(action));
  return out;
}

}  // namespace

json cardViewJson(const CardView& view) {
  return {{"deck", armyCountsText(view.rules.deck)},
          {"noBattleTurns", view.rules.noBattleTurns},
          {"phase", kPhaseNames[static_cast<std::size_t>(view.phase)]},
          {"toAct", sideJson(view.toAct)},
          {"turn", view.turn},
          {"turnsWithoutBattle", view.turnsWithoutBattle},
          {"battleThisTurn", view.battleThisTurn},
          {"setupDone", view.setupDone},
          {"me", {{"front", frontJson(view.myFront)}, {"hand", cardsJson(view.myHand)}, {"pile", view.myPile}}},
          {"enemy",
           {{"front", frontJson(view.enemyFront)},
            {"hand", view.enemyHand},
            {"pile", view.enemyPile},
            {"handSeen", glimpseJson(view.enemyHandSeen)}}},
          {"discards", {{"red", cardsJson(view.discards[0])}, {"blue", cardsJson(view.discards[1])}}},
          {"legal", legalJson(view)},
          {"outcome", outcomeJson(view.outcome)}};
}

}  // namespace stratego::cards
