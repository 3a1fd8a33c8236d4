#include "cards/card_notation.hpp"

#include <algorithm>
#include <cctype>

#include "formats/text_util.hpp"

namespace stratego::cards {
namespace {

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::vector<std::string_view> words(std::string_view text) {
  std::vector<std::string_view> out;
  for (std::string_view piece : split(trim(text), ' '))
    if (!trim(piece).empty()) out.push_back(trim(piece));
  return out;
}

std::string_view resultWord(BattleResult result, Rank defender) {
  if (defender == Rank::Flag) return "captures";
  switch (result) {
    case BattleResult::AttackerWins: return "beats";
    case BattleResult::DefenderWins: return "loses to";
    case BattleResult::BothDie: return "ties";
  }
  return "ties";
}

}  // namespace

std::string rankText(Rank r) {
  switch (r) {
    case Rank::Flag: return "F";
    case Rank::Spy: return "S";
    case Rank::Bomb: return "B";
    default: return std::to_string(index(r));
  }
}

std::optional<Rank> parseRankText(std::string_view text) {
  const std::string t = lower(text);
  if (t == "f") return Rank::Flag;
  if (t == "s") return Rank::Spy;
  if (t == "b") return Rank::Bomb;
  const auto n = parseNumber(t, 10);
  if (n && *n >= 2) return static_cast<Rank>(*n);
  return std::nullopt;
}

char slotLetter(int slot) { return slot >= 0 && slot < kFrontSlots ? static_cast<char>('a' + slot) : '?'; }

std::optional<int> parseSlot(std::string_view text) {
  if (text.size() != 1) return std::nullopt;
  const int slot = std::tolower(static_cast<unsigned char>(text[0])) - 'a';
  if (slot < 0 || slot >= kFrontSlots) return std::nullopt;
  return slot;
}

std::string cardsText(const CardList& cards) {
  std::string out;
  for (Rank r : cards) out += (out.empty() ? "" : " ") + rankText(r);
  return out;
}

std::string actionText(const CardAction& a) {
  const std::string slot(1, slotLetter(a.slot));
  switch (a.kind) {
    case ActionKind::Arrange: {
      std::string out = "arrange";
      // A player's action may be malformed: print what fits, check() says what is wrong.
      for (int i = 0; i < std::min<int>(a.frontCount, kFrontSlots); ++i) out += " " + rankText(a.front[static_cast<std::size_t>(i)]);
      return out;
    }
    case ActionKind::Attack: return "attack " + slot + " " + slotLetter(a.target);
    case ActionKind::Spy: return "spy " + slot;
    case ActionKind::Scout:
      return "scout " + slot + " " + slotLetter(a.target) + (a.target2 >= 0 ? std::string(" ") + slotLetter(a.target2) : "");
    case ActionKind::Flag: return "flag " + slot;
    case ActionKind::Fill: return "fill " + slot + " " + rankText(a.rank);
  }
  return "?";
}

Parsed<CardAction> parseAction(std::string_view text) {
  const std::vector<std::string_view> w = words(text);
  if (w.empty()) return parseError("an action is missing");
  const std::string verb = lower(w[0]);
  auto slotAt = [&](std::size_t i, std::string_view what) -> Parsed<int> {
    if (i >= w.size()) return parseError(std::string(what) + " is missing (a slot a to e)");
    const auto slot = parseSlot(w[i]);
    if (!slot) return parseError(std::string(what) + " must be a slot a to e, not " + quoted(w[i]));
    return *slot;
  };
  auto expectWords = [&](std::size_t n) -> std::optional<ParseError> {
    if (w.size() > n) return parseError("unexpected " + quoted(w[n]) + " after the " + verb);
    return std::nullopt;
  };
  if (verb == "arrange") {
    CardAction a{ActionKind::Arrange};
    if (w.size() < 2) return parseError("arrange names the cards of the front line, slot a first");
    if (w.size() > 1 + kFrontSlots) return parseError("a front line holds at most 5 cards");
    for (std::size_t i = 1; i < w.size(); ++i) {
      const auto rank = parseRankText(w[i]);
      if (!rank) return parseError(quoted(w[i]) + " is not a card (F, S, 2 to 10, B)");
      a.front[a.frontCount++] = *rank;
    }
    return a;
  }
  auto slot = slotAt(1, "the card that acts");
  if (!slot) return ParseError{slot.error()};
  if (verb == "attack") {
    auto target = slotAt(2, "the enemy card to attack");
    if (!target) return ParseError{target.error()};
    if (auto extra = expectWords(3)) return *extra;
    return CardAction::attack(*slot, *target);
  }
  if (verb == "spy" || verb == "flag") {
    if (auto extra = expectWords(2)) return *extra;
    return verb == "spy" ? CardAction::spy(*slot) : CardAction::flag(*slot);
  }
  if (verb == "scout") {
    auto target = slotAt(2, "the first enemy card to look at");
    if (!target) return ParseError{target.error()};
    int target2 = -1;
    if (w.size() > 3) {
      auto second = slotAt(3, "the second enemy card to look at");
      if (!second) return ParseError{second.error()};
      target2 = *second;
    }
    if (auto extra = expectWords(4)) return *extra;
    return CardAction::scout(*slot, *target, target2);
  }
  if (verb == "fill") {
    if (w.size() < 3) return parseError("fill names a slot and a card from the hand, such as 'fill b 10'");
    const auto rank = parseRankText(w[2]);
    if (!rank) return parseError(quoted(w[2]) + " is not a card (F, S, 2 to 10, B)");
    if (auto extra = expectWords(3)) return *extra;
    return CardAction::fill(*rank, *slot);
  }
  return parseError("unknown action " + quoted(w[0]) + " (arrange, attack, spy, scout, flag, fill)");
}

std::string shownText(const CardEvent& event) {
  switch (event.action.kind) {
    case ActionKind::Attack:
      return rankText(event.attacker) + " " + std::string(resultWord(event.result, event.defender)) + " " +
             rankText(event.defender);
    case ActionKind::Spy:
    case ActionKind::Scout: return cardsText(event.seen);
    default: return "";
  }
}

std::string armyCountsText(const Army& counts) {
  std::string out;
  for (int r = 0; r < kRankCount; ++r)
    if (counts[static_cast<std::size_t>(r)] > 0)
      out += (out.empty() ? "" : " ") + rankText(static_cast<Rank>(r)) + ":" +
             std::to_string(counts[static_cast<std::size_t>(r)]);
  return out;
}

Parsed<Army> parseArmyCounts(std::string_view text) {
  Army counts{};
  for (std::string_view word : words(text)) {
    const auto colon = word.find(':');
    const auto rank = parseRankText(word.substr(0, colon));
    const auto n = colon == std::string_view::npos ? std::nullopt : parseNumber(word.substr(colon + 1), kMaxArmy);
    if (!rank || !n) return parseError(quoted(word) + " is not RANK:COUNT (such as 3:4)");
    counts[static_cast<std::size_t>(index(*rank))] = static_cast<std::uint8_t>(*n);
  }
  return counts;
}

}  // namespace stratego::cards
