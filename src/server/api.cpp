#include "server/api.hpp"

#include <charconv>
#include <string_view>
#include <vector>

#include "ai/shared_resources.hpp"
#include "cards/card_record.hpp"
#include "formats/gravon.hpp"
#include "formats/record_text.hpp"
#include "formats/rules_text.hpp"
#include "formats/setup_text.hpp"
#include "server/http_text.hpp"
#include "server/password_hash.hpp"

namespace stratego::server {
namespace {

namespace http = boost::beast::http;
using nlohmann::json;

std::vector<std::string_view> segments(std::string_view path) {
  std::vector<std::string_view> out;
  while (!path.empty()) {
    const std::size_t slash = path.find('/');
    if (slash != 0) out.push_back(path.substr(0, slash));
    if (slash == std::string_view::npos) break;
    path.remove_prefix(slash + 1);
  }
  return out;
}

std::optional<std::int64_t> number(std::string_view text) {
  std::int64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value <= 0) return std::nullopt;
  return value;
}


// A file to save: `extension` names it (stratego-ID.sgr).
HttpResponse download(const std::string& body, const char* type, std::int64_t game, const char* extension) {
  HttpResponse response{http::status::ok, 11};
  response.set(http::field::content_type, type);
  response.set(http::field::content_disposition,
               "attachment; filename=\"stratego-" + std::to_string(game) + extension + "\"");
  response.body() = body;
  return response;
}

json userJson(const User& user) { return {{"id", user.id}, {"name", user.name}, {"guest", user.guest}}; }

// A setup of the computer's library (ai/shared_resources) for the variant, drawn at random,
// as Red's setup text; its name is the built-in's, or the human line's number (1-based, as
// the terminal's `library N` takes it: the human lines come first).
HttpResponse librarySetup(const std::string& variant) {
  const auto config = parseVariantText(variant);
  if (!config) return jsonRefusal(http::status::bad_request, "variant: " + config.error());
  const Parsed<SetupLibrary>& library = loadedSetupLibrary();
  if (!library)
    return jsonRefusal(http::status::service_unavailable, "the setup library is not available: " + library.error());
  const std::size_t count = library->count(config->variant);
  if (count == 0) return jsonRefusal(http::status::not_found, "the library has no setups for " + variant);
  Random rng(randomSeed());
  const std::size_t drawn = rng.below(static_cast<std::uint32_t>(count));
  const std::vector<std::string> builtins = library->names(config->variant);
  const std::size_t humans = count - builtins.size();
  return jsonReply(http::status::ok,
                   {{"setup", formatSetup(*config, Side::Red, library->at(config->variant, Side::Red, drawn))},
                    {"name", drawn < humans ? std::to_string(drawn + 1) : builtins[drawn - humans]}});
}

}  // namespace

struct Api::Call {
  const HttpRequest& request;
  std::vector<std::string_view> path;  // after /api
  std::string_view query;
  std::optional<User> user;
  std::optional<std::string> token;

  bool is(http::verb verb, std::initializer_list<std::string_view> pattern) const {
    if (request.method() != verb || path.size() != pattern.size()) return false;
    std::size_t i = 0;
    for (std::string_view part : pattern) {
      if (part != "*" && part != path[i]) return false;
      ++i;
    }
    return true;
  }
  // The body as a JSON object, or nothing (the caller refuses with `bodyError`).
  std::optional<json> body() const {
    json parsed = json::parse(request.body(), nullptr, false);
    if (parsed.is_discarded() || !parsed.is_object()) return std::nullopt;
    return parsed;
  }
  std::string queryValue(std::string_view key) const { return namedValue(query, '&', key).value_or(""); }
};

namespace {

constexpr const char* kBodyError = "the body must be a JSON object";

// A string field of a request body, or "".
std::string text(const json& body, const char* field) {
  const auto it = body.find(field);
  return it != body.end() && it->is_string() ? it->get<std::string>() : std::string();
}

HttpResponse signedIn(const Answer<SignedIn>& answer) {
  if (const auto* why = std::get_if<std::string>(&answer)) return jsonRefusal(http::status::bad_request, *why);
  const SignedIn& in = std::get<SignedIn>(answer);
  HttpResponse response = jsonReply(http::status::ok, {{"user", userJson(in.user)}});
  response.set(http::field::set_cookie, std::string(Accounts::kCookie) + "=" + in.token +
                                            "; Path=/; HttpOnly; SameSite=Lax; Max-Age=" +
                                            std::to_string(Accounts::kSessionMs / 1000));
  return response;
}

}  // namespace

HttpResponse Api::handle(const HttpRequest& request) {
  std::string_view target = request.target();
  const std::size_t question = target.find('?');
  Call call{request, segments(target.substr(4, question == std::string_view::npos ? target.npos : question - 4)),
            question == std::string_view::npos ? std::string_view() : target.substr(question + 1), std::nullopt,
            namedValue(request[http::field::cookie], ';', Accounts::kCookie)};
  try {
    if (call.token) call.user = accounts_.userOfToken(*call.token);
    return route(call);
  } catch (const StorageError& error) {
    return jsonRefusal(http::status::service_unavailable, std::string("storage: ") + error.what());
  }
}

HttpResponse Api::route(Call& call) {
  if (call.path.empty()) return jsonRefusal(http::status::not_found, "no such API call");
  const std::string_view head = call.path[0];
  if (head == "guest" || head == "signup" || head == "login" || head == "logout" || head == "password" || head == "me")
    return accountRoute(call);
  if (head == "games" || head == "invites") return gameRoute(call);
  if (head == "setups") return setupRoute(call);
  return listRoute(call);
}

HttpResponse Api::accountRoute(Call& call) {
  using V = http::verb;
  if (call.is(V::get, {"me"}))
    return call.user ? jsonReply(http::status::ok, {{"user", userJson(*call.user)}})
                     : jsonRefusal(http::status::unauthorized, "not signed in");
  if (call.is(V::post, {"guest"})) return signedIn(accounts_.guest());
  if (call.is(V::post, {"logout"})) {
    if (call.token) accounts_.logOut(*call.token);
    return jsonReply(http::status::ok, json::object());
  }
  const auto body = call.body();
  if (!body) return jsonRefusal(http::status::bad_request, kBodyError);
  if (call.is(V::post, {"signup"})) return signedIn(accounts_.signUp(text(*body, "name"), text(*body, "password")));
  if (call.is(V::post, {"login"})) return signedIn(accounts_.logIn(text(*body, "name"), text(*body, "password")));
  if (call.is(V::post, {"password"})) {
    if (!call.user) return jsonRefusal(http::status::unauthorized, "not signed in");
    return signedIn(accounts_.changePassword(call.user->id, text(*body, "old"), text(*body, "new")));
  }
  return jsonRefusal(http::status::not_found, "no such API call");
}

HttpResponse Api::gameRoute(Call& call) {
  using V = http::verb;
  if (call.is(V::post, {"games"})) {
    if (!call.user) return jsonRefusal(http::status::unauthorized, "sign in or play as a guest first");
    const auto body = call.body();
    if (!body) return jsonRefusal(http::status::bad_request, kBodyError);
    auto settings = parseGameSettings(*body);
    if (!settings) return jsonRefusal(http::status::bad_request, settings.error());
    const std::string color = text(*body, "color");
    if (!color.empty() && color != "red" && color != "blue" && color != "random")
      return jsonRefusal(http::status::bad_request, "field \"color\": expected red, blue or random");
    std::optional<Side> side;
    if (color == "red" || color == "blue") side = color == "red" ? Side::Red : Side::Blue;
    GameSettings chosen = *settings;
    chosen.seed = 0;  // the server draws it
    const auto invite = body->find("invite");
    const StoredGame game = hub_.create(call.user->id, chosen, side, invite != body->end() && *invite == true);
    return jsonReply(http::status::ok, {{"game", game.id}, {"invite", game.inviteCode}});
  }
  if (call.is(V::post, {"invites", "*"})) {
    if (!call.user) return jsonRefusal(http::status::unauthorized, "sign in or play as a guest first");
    const auto game = storage_.gameByInvite(std::string(call.path[1]));
    if (!game) return jsonRefusal(http::status::not_found, "no game has this invite");
    if (auto refusal = hub_.join(game->id, call.user->id)) return jsonRefusal(http::status::conflict, *refusal);
    return jsonReply(http::status::ok, {{"game", game->id}});
  }
  const auto id = call.path.size() >= 2 ? number(call.path[1]) : std::nullopt;
  if (!id) return jsonRefusal(http::status::not_found, "no such API call");
  if (call.is(V::post, {"games", "*", "join"})) {
    if (!call.user) return jsonRefusal(http::status::unauthorized, "sign in or play as a guest first");
    const auto game = storage_.gameById(*id);
    if (game && !game->inviteCode.empty()) return jsonRefusal(http::status::forbidden, "this game is by invite only");
    if (auto refusal = hub_.join(*id, call.user->id)) return jsonRefusal(http::status::conflict, *refusal);
    return jsonReply(http::status::ok, {{"game", *id}});
  }
  if (call.is(V::get, {"games", "*"})) {
    const auto message = hub_.gameMessage(*id, call.user ? call.user->id : kNobody);
    if (!message) return jsonRefusal(http::status::not_found, "there is no game " + std::to_string(*id));
    return jsonReply(http::status::ok, json::parse(*message));
  }
  if (call.is(V::get, {"games", "*", "record"}) || call.is(V::get, {"games", "*", "gravon"})) {
    const auto record = hub_.finishedRecord(*id);
    if (!record) return jsonRefusal(http::status::conflict, "a record is given once the game is over");
    const bool gravon = call.path[2] == "gravon";
    if (const auto* card = std::get_if<cards::CardRecord>(&*record)) {
      if (gravon)
        return jsonRefusal(http::status::unprocessable_entity,
                      "Gravon XML holds board games only: a Card Battle game's record is its .sgc, at /record");
      return download(cards::writeCardRecord(*card), "text/plain; charset=utf-8", *id, ".sgc");
    }
    const GameRecord& board = std::get<GameRecord>(*record);
    const auto text = gravon ? exportGravon(board) : Parsed<std::string>(formatRecord(board));
    if (!text) return jsonRefusal(http::status::unprocessable_entity, text.error());
    return gravon ? download(*text, "application/xml", *id, ".xml")
                  : download(*text, "text/plain; charset=utf-8", *id, ".sgr");
  }
  return jsonRefusal(http::status::not_found, "no such API call");
}

HttpResponse Api::listRoute(Call& call) {
  using V = http::verb;
  const auto summaries = [&](const std::vector<StoredGame>& games) {
    json out = json::array();
    for (const StoredGame& g : games) {
      if (!g.inviteCode.empty() && g.status == "open") continue;  // private until joined
      const json settings = publicSettingsJson(json::parse(g.settings, nullptr, false));
      const auto name = [&](UserId id) -> json {
        if (id == kComputer) return "computer";
        const auto user = id > 0 ? storage_.userById(id) : std::nullopt;
        return user ? json(user->name) : json(nullptr);
      };
      out.push_back({{"id", g.id}, {"settings", settings}, {"red", name(g.red)}, {"blue", name(g.blue)},
                     {"status", g.status}, {"result", g.result}});
    }
    return out;
  };
  if (call.is(V::get, {"lobby"}))
    return jsonReply(http::status::ok, {{"open", summaries(storage_.gamesWithStatus("open", 100))},
                                    {"active", summaries(storage_.gamesWithStatus("active", 100))}});
  if (call.is(V::get, {"users", "*"})) {
    const auto user = storage_.userByName(std::string(call.path[1]));
    if (!user) return jsonRefusal(http::status::not_found, "no player is called " + std::string(call.path[1]));
    json history = json::array();
    for (const RatingChange& c : storage_.ratingHistory(user->id, 100))
      history.push_back({{"game", c.game}, {"variant", c.variant}, {"before", c.before}, {"after", c.after}});
    return jsonReply(http::status::ok,
                 {{"user", userJson(*user)}, {"games", summaries(storage_.gamesOf(user->id, 100))}, {"ratings", history}});
  }
  if (call.is(V::get, {"library"})) return librarySetup(call.queryValue("variant"));
  if (call.is(V::get, {"leaderboard"})) {
    const std::string variant = call.queryValue("variant").empty() ? "classic" : call.queryValue("variant");
    json rows = json::array();
    for (const Rating& r : storage_.leaderboard(variant, 100)) {
      const auto user = storage_.userById(r.user);
      rows.push_back({{"name", user ? user->name : ""}, {"rating", r.rating}, {"deviation", r.deviation}, {"games", r.games}});
    }
    return jsonReply(http::status::ok, {{"variant", variant}, {"players", rows}});
  }
  return jsonRefusal(http::status::not_found, "no such API call");
}

HttpResponse Api::setupRoute(Call& call) {
  using V = http::verb;
  if (!call.user) return jsonRefusal(http::status::unauthorized, "sign in first: setups are kept per account");
  if (call.is(V::get, {"setups"})) {
    json rows = json::array();
    for (const NamedSetup& s : storage_.setups(call.user->id))
      rows.push_back({{"name", s.name}, {"variant", s.variant}, {"setup", s.setup}});
    return jsonReply(http::status::ok, {{"setups", rows}});
  }
  if (call.path.size() != 2) return jsonRefusal(http::status::not_found, "no such API call");
  const std::string name(call.path[1]);
  if (name.size() > 40) return jsonRefusal(http::status::bad_request, "a setup name has at most 40 characters");
  if (call.is(V::delete_, {"setups", "*"})) {
    if (!storage_.deleteSetup(call.user->id, name)) return jsonRefusal(http::status::not_found, "no setup is called " + name);
    return jsonReply(http::status::ok, json::object());
  }
  if (call.is(V::put, {"setups", "*"})) {
    const auto body = call.body();
    if (!body) return jsonRefusal(http::status::bad_request, kBodyError);
    const auto config = parseVariantText(text(*body, "variant"));
    if (!config) return jsonRefusal(http::status::bad_request, "field \"variant\": " + config.error());
    const std::string setup = text(*body, "setup");
    // A setup is kept as Red's: the game turns it for Blue.
    if (const auto parsed = parseSetup(*config, Side::Red, setup); !parsed)
      return jsonRefusal(http::status::bad_request, "field \"setup\": " + parsed.error());
    storage_.saveSetup(call.user->id, {name, text(*body, "variant"), setup});
    return jsonReply(http::status::ok, json::object());
  }
  return jsonRefusal(http::status::not_found, "no such API call");
}

}  // namespace stratego::server
