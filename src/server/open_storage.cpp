// openStorage (storage.hpp): the URL's scheme picks the backend.
#include <string_view>

#include "server/postgres_storage.hpp"
#include "server/sqlite_storage.hpp"
#include "server/storage.hpp"

namespace stratego::server {

std::unique_ptr<Storage> openStorage(const std::string& url) {
  const std::string_view view = url;
  constexpr std::string_view kSqlite = "sqlite:";
  if (view.starts_with(kSqlite) && view.size() > kSqlite.size())
    return openSqliteStorage(std::string(view.substr(kSqlite.size())));
  if (view.starts_with("postgresql://") || view.starts_with("postgres://")) return openPostgresStorage(url);
  throw StorageError("cannot open the database '" + url +
                     "': expected sqlite:PATH (a file, created if missing) or postgresql://user@host:port/database");
}

}  // namespace stratego::server
