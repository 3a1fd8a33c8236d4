// Gravon XML import (formats/gravon.hpp), with pugixml.
#include <algorithm>
#include <array>
#include <initializer_list>
#include <optional>
#include <pugixml.hpp>

#include "formats/gravon.hpp"
#include "formats/gravon_codes.hpp"
#include "formats/text_util.hpp"

namespace stratego {
namespace {

using gravon::ResultCode;

// A problem found while reading, or nothing.
using Problem = std::optional<std::string>;

// Reads one document into a record. Every message starts with where the problem is:
// "line 7, <move id='5'>: ...".
class Reader {
 public:
  explicit Reader(std::string_view xml) : xml_(xml) {}

  Parsed<GameRecord> read() {
    const pugi::xml_parse_result parsed =
        document_.load_buffer(xml_.data(), xml_.size(), pugi::parse_default | pugi::parse_ws_pcdata_single,
                              pugi::encoding_utf8);
    if (!parsed) return parseError(at(parsed.offset) + ": not well-formed XML: " + parsed.description());
    if (Problem p = readDocument()) return parseError(*p);
    return std::move(record_);
  }

 private:
  // "line 7"; an offset past the end (an unterminated document) counts as the last line.
  std::string at(std::ptrdiff_t offset) const {
    const std::string_view before = xml_.substr(0, static_cast<std::size_t>(std::max<std::ptrdiff_t>(offset, 0)));
    return "line " + std::to_string(1 + std::count(before.begin(), before.end(), '\n'));
  }

  std::string where(pugi::xml_node node) const {
    if (node.type() == pugi::node_document) return "the document";
    std::string name = "<" + std::string(node.name());
    if (pugi::xml_attribute id = node.attribute("id")) name.append(" id=").append(quoted(id.value()));
    return at(node.offset_debug()) + ", " + name + ">";
  }

  Problem complain(pugi::xml_node node, const std::string& what) const { return where(node) + ": " + what; }

  // Refuses attributes other than `allowed` and the absence of any of them.
  Problem expectAttributes(pugi::xml_node node, std::initializer_list<std::string_view> allowed) const {
    for (pugi::xml_attribute a : node.attributes())
      if (std::find(allowed.begin(), allowed.end(), a.name()) == allowed.end())
        return complain(node, "unexpected attribute " + quoted(a.name()));
    for (std::string_view name : allowed)
      if (!node.attribute(std::string(name).c_str()))
        return complain(node, "missing attribute " + quoted(name));
    return std::nullopt;
  }

  // Text where only elements belong; blanks between elements are fine.
  Problem strayText(pugi::xml_node parent, pugi::xml_node child) const {
    if (child.type() == pugi::node_element || trim(child.value()).empty()) return std::nullopt;
    return complain(parent, "unexpected text " + quoted(child.value()));
  }

  Problem expectNoContent(pugi::xml_node node) const {
    for (pugi::xml_node child : node.children()) {
      if (child.type() == pugi::node_element)
        return complain(node, "unexpected child element " + quoted(child.name()));
      if (Problem p = strayText(node, child)) return p;
    }
    return std::nullopt;
  }

  Problem number(pugi::xml_node node, const char* attribute, int& out) const {
    const std::string_view text = node.attribute(attribute).value();
    const auto value = parseNumber(text, gravon::kMaxNumber);
    if (!value) return complain(node, std::string(attribute) + "=" + quoted(text) + " is not a number");
    out = *value;
    return std::nullopt;
  }

  // The single element child `name` of `parent`, with no text beside it.
  Problem onlyChild(pugi::xml_node parent, const char* name, pugi::xml_node& out) const {
    int elements = 0;
    for (pugi::xml_node child : parent.children()) {
      if (Problem p = strayText(parent, child)) return p;
      if (child.type() != pugi::node_element) continue;
      ++elements;
      out = child;
    }
    if (elements != 1 || std::string_view(out.name()) != name)
      return complain(parent, "must hold exactly one <" + std::string(name) + "> element");
    return std::nullopt;
  }

  Problem readDocument() {
    pugi::xml_node root, game;
    if (Problem p = onlyChild(document_, "stratego", root)) return p;
    if (Problem p = expectAttributes(root, {})) return p;
    if (Problem p = onlyChild(root, "game", game)) return p;
    return readGame(game);
  }

  Problem readGame(pugi::xml_node game) {
    if (Problem p = expectAttributes(game, {"type"})) return p;
    if (Problem p = readType(game)) return p;
    for (pugi::xml_node child : game.children()) {
      if (Problem p = strayText(game, child)) return p;
      if (child.type() != pugi::node_element) continue;
      const std::string_view name = child.name();
      Problem p = name == "field"    ? readField(child)
                  : name == "move"   ? readMove(child)
                  : name == "player" ? readPlayer(child)
                  : name == "result" ? readResult(child)
                                     : complain(child, "unexpected element in <game>");
      if (p) return p;
    }
    if (!result_) return complain(game, "no <result> element");
    // Tags in a fixed order whatever the element order was, so records compare equal.
    for (int player = 0; player < 2; ++player)
      if (players_[player]) record_.tags.emplace_back(player == 0 ? kRedTag : kBlueTag, *players_[player]);
    record_.tags.emplace_back(kGravonResultTag, gravon::resultTagText(*result_));
    return std::nullopt;
  }

  Problem readType(pugi::xml_node game) {
    const std::string_view type = game.attribute("type").value();
    if (type == "ultimate lightning")
      return complain(game, "ultimate lightning uses special rules that this engine does not implement");
    if (const auto variant = gravon::variantOfType(type)) {
      record_.config = presetConfig(*variant, BoardKind::Large);
      return std::nullopt;
    }
    return complain(game, "type=" + quoted(type) +
                              " is not a Gravon game type (classic, barrage, duell, classicfree)");
  }

  Problem readField(pugi::xml_node field) {
    if (fieldSeen_) return complain(field, "a second <field>");
    if (!record_.moves.empty()) return complain(field, "<field> must come before the moves");
    fieldSeen_ = true;
    if (Problem p = expectAttributes(field, {"content"})) return p;
    if (Problem p = expectNoContent(field)) return p;
    const std::string_view content = field.attribute("content").value();
    if (content.size() != gravon::kFieldSize)
      return complain(field, "content has " + std::to_string(content.size()) + " characters, a field has 100");
    const Board& board = Board::of(BoardKind::Large);
    for (int i = 0; i < gravon::kFieldSize; ++i) {
      const Square s = gravon::fieldSquare(i);
      const char letter = content[static_cast<std::size_t>(i)];
      const std::string cell = "content character " + std::to_string(i + 1) + " (" + gravon::squareText(s) +
                               ") is " + quoted(std::string_view(&letter, 1));
      if (board.isLake(s) != (letter == gravon::kLakeLetter))
        return complain(
            field, cell + (board.isLake(s) ? ", but that square is a lake ('_')" : ", but that square is no lake"));
      if (letter == gravon::kLakeLetter || letter == gravon::kEmptyLetter) continue;
      const auto piece = gravon::pieceFromLetter(letter);
      if (!piece) return complain(field, cell + ", not a piece letter (A empty, B-M Red, N-Y Blue, _ lake)");
      record_.start.put(s, *piece);
    }
    return std::nullopt;
  }

  Problem readMove(pugi::xml_node move) {
    if (Problem p = expectAttributes(move, {"id", "source", "target"})) return p;
    if (Problem p = expectNoContent(move)) return p;
    int id = 0;
    if (Problem p = number(move, "id", id)) return p;
    const int expected = static_cast<int>(record_.moves.size()) + 1;
    if (id != expected)
      return complain(move, "id " + std::to_string(id) + " is out of order, expected " + std::to_string(expected));
    std::array<Square, 2> squares{};
    for (int i = 0; i < 2; ++i) {
      const char* attribute = i == 0 ? "source" : "target";
      const Parsed<Square> square = gravon::squareFromText(move.attribute(attribute).value());
      if (!square) return complain(move, std::string(attribute) + " " + square.error());
      squares[static_cast<std::size_t>(i)] = *square;
    }
    record_.moves.emplace_back(squares[0], squares[1]);
    return std::nullopt;
  }

  Problem readPlayer(pugi::xml_node player) {
    if (Problem p = expectAttributes(player, {"id"})) return p;
    int id = 0;
    if (Problem p = number(player, "id", id)) return p;
    if (id != 1 && id != 2) return complain(player, "id must be 1 (Red) or 2 (Blue)");
    std::optional<std::string>& name = players_[static_cast<std::size_t>(id - 1)];
    if (name) return complain(player, "a second <player> with this id");
    // The name is the element's text: one text node at most, no elements.
    const pugi::xml_node text = player.first_child();
    if (text && (text.next_sibling() || (text.type() != pugi::node_pcdata && text.type() != pugi::node_cdata)))
      return complain(player, "a player name must be plain text");
    name = text.value();
    return std::nullopt;
  }

  Problem readResult(pugi::xml_node result) {
    if (result_) return complain(result, "a second <result>");
    if (Problem p = expectAttributes(result, {"type", "winner"})) return p;
    if (Problem p = expectNoContent(result)) return p;
    ResultCode code;
    if (Problem p = number(result, "type", code.type)) return p;
    if (Problem p = number(result, "winner", code.winner)) return p;
    const Parsed<Outcome> outcome = gravon::outcomeFromResult(code);
    if (!outcome) return complain(result, outcome.error());
    record_.result = *outcome;
    result_ = code;
    return std::nullopt;
  }

  std::string_view xml_;
  pugi::xml_document document_;
  GameRecord record_;
  bool fieldSeen_ = false;
  std::array<std::optional<std::string>, 2> players_;
  std::optional<ResultCode> result_;
};

}  // namespace

Parsed<GameRecord> importGravon(std::string_view xml) { return Reader(xml).read(); }

}  // namespace stratego
