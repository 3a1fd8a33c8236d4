#include "arena/player_spec.hpp"

#include <array>
#include <utility>

#include "ai/builtin_players.hpp"
#include "ai/setup_memory.hpp"

namespace stratego {
namespace {

constexpr std::array<std::pair<std::string_view, PlayerSpec::Kind>, 2> kExternalPrefixes = {{
    {"engine:", PlayerSpec::Kind::Engine},
    {"pc2012:", PlayerSpec::Kind::Pc2012},
}};

// A game of a match recalls the setups of the games this many or more before it, so that
// up to this many games can be played at once without waiting for each other, and what a
// game recalls is the same whatever the concurrency.
constexpr int kMatchRecallLag = 4;

}  // namespace

Parsed<PlayerSpec> parsePlayerSpec(std::string_view text) {
  for (const auto& [prefix, kind] : kExternalPrefixes) {
    if (!text.starts_with(prefix)) continue;
    std::string command(text.substr(prefix.size()));
    if (command.find_first_not_of(" \t") == std::string::npos)
      return parseError("player '" + std::string(text) + "': the command to run is missing after '" +
                        std::string(prefix) + "'");
    return PlayerSpec{kind, std::string(text), std::move(command)};
  }
  std::string error;
  if (!makeBuiltinPlayer(text, error))
    return parseError(error + "; or engine:COMMAND, pc2012:COMMAND for an external program");
  return PlayerSpec{PlayerSpec::Kind::Builtin, std::string(text), std::string(text)};
}

std::unique_ptr<Player> makePlayer(const PlayerSpec& spec, const ExternalOptions& options, SeriesSeat seat) {
  switch (spec.kind) {
    case PlayerSpec::Kind::Engine: return makeEngineClient(spec.argument, options);
    case PlayerSpec::Kind::Pc2012: return makePc2012Client(spec.argument, options);
    case PlayerSpec::Kind::Builtin: break;
  }
  std::string error;  // the name was checked by parsePlayerSpec
  return makeBuiltinPlayer(spec.argument, error, std::move(seat));
}

MatchPlayer matchPlayer(const PlayerSpec& spec, const ExternalOptions& options) {
  auto memory = !spec.external() && builtinRemembersSetups(spec.argument) ? std::make_shared<SetupMemory>(kMatchRecallLag)
                                                                          : nullptr;
  return {spec.text, [spec, options, memory](int game) { return makePlayer(spec, options, {memory, game}); }, memory};
}

}  // namespace stratego
