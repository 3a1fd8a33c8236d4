// The JSON HTTP API (docs/SERVER.md, "HTTP API"): accounts, the lobby, creating and joining
// games, finished games and their records, players, ratings, named setups and setups of the
// computer's library. Every answer is JSON ({"error": "..."} with a 4xx status when
// refused) except the record downloads. Nothing here reveals a rank the asker may not
// know: a game in progress is shown through the asker's seat (server/game_message),
// records only once it is over.
#pragma once

#include "server/accounts.hpp"
#include "server/game_hub.hpp"
#include "server/http_types.hpp"
#include "server/storage.hpp"

namespace stratego::server {

class Api {
 public:
  Api(Storage& storage, Accounts& accounts, GameHub& hub) : storage_(storage), accounts_(accounts), hub_(hub) {}
  HttpResponse handle(const HttpRequest& request);

 private:
  struct Call;
  HttpResponse route(Call& call);
  HttpResponse accountRoute(Call& call);
  HttpResponse gameRoute(Call& call);
  HttpResponse listRoute(Call& call);
  HttpResponse setupRoute(Call& call);

  Storage& storage_;
  Accounts& accounts_;
  GameHub& hub_;
};

}  // namespace stratego::server
