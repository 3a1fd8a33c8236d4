#include "ai/builtin_players.hpp"

#include <algorithm>
#include <optional>

#include "ai/random_player.hpp"
#include "ai/search_player.hpp"
#include "formats/text_util.hpp"

namespace stratego {
namespace {

// A whole number -max..max in `text`, all of it, or nothing.
std::optional<int> parseSigned(std::string_view text, int max) {
  const bool negative = text.starts_with('-');
  const std::optional<int> magnitude = parseNumber(text.substr(negative ? 1 : 0), max);
  if (!magnitude) return std::nullopt;
  return negative ? -*magnitude : *magnitude;
}

// The whole number min..max that the value of option `key` of `spec` is; nothing, with
// `error` saying why, otherwise.
std::optional<int> numberOption(std::string_view key, std::string_view value, int min, int max, std::string_view spec,
                                std::string& error) {
  const std::optional<int> number = parseSigned(value, std::max(-min, max));
  if (number && *number >= min && *number <= max) return number;
  error = std::string(key) + " in '" + std::string(spec) + "': expected a whole number from " + std::to_string(min) +
          " to " + std::to_string(max);
  return std::nullopt;
}

// The settings of a player that searches, by its name without options.
std::optional<SearchPlayerSettings> searchSettings(std::string_view name, std::string& error) {
  if (name == "greedy") return greedySettings();
  if (name == "strong") return strongSettings(kDefaultStrongLevel);
  if (name.starts_with("strong:")) {
    const std::optional<int> level = parseNumber(name.substr(7), kStrongLevels);
    if (level && *level >= 1) return strongSettings(*level);
    error = "unknown level in '" + std::string(name) + "' (levels are 1 to " + std::to_string(kStrongLevels) + ")";
    return std::nullopt;
  }
  error = "unknown player '" + std::string(name) + "' (known: random, greedy, strong, strong:1 to strong:" +
          std::to_string(kStrongLevels) + ")";
  return std::nullopt;
}

// Applies one `key=value` option of `spec` to `settings`; false, with `error` saying why,
// when it is not one.
bool applyOption(std::string_view option, std::string_view spec, SearchPlayerSettings& settings, std::string& error) {
  const std::size_t equals = option.find('=');
  const std::string_view key = option.substr(0, equals);
  const std::string_view value = equals == std::string_view::npos ? std::string_view() : option.substr(equals + 1);
  if (key == "contempt") {
    const std::optional<int> contempt = numberOption(key, value, -kMaxContempt, kMaxContempt, spec, error);
    if (!contempt) return false;
    settings.terms.contempt = *contempt;
  } else if (key == "memory") {
    if (value != "on" && value != "off") {
      error = "memory in '" + std::string(spec) + "': expected on or off";
      return false;
    }
    settings.remembersSetups = value == "on";
  } else if (key == "search") {  // how it searches: sampled alpha-beta or the tree search
    if (value != "alphabeta" && value != "mcts") {
      error = "search in '" + std::string(spec) + "': expected alphabeta or mcts";
      return false;
    }
    settings.treeSearch = value == "mcts";
  } else if (key == "nodes") {  // a bot author's knob: how much a move may search
    const std::optional<int> nodes = numberOption(key, value, kMinNodes, kMaxNodes, spec, error);
    if (!nodes) return false;
    settings.nodes = *nodes;
  } else if (key == "samples") {  // and over how many sampled states
    const std::optional<int> samples = numberOption(key, value, 1, kMaxSamples, spec, error);
    if (!samples) return false;
    settings.samples = *samples;
  } else {
    error = "unknown option '" + std::string(key) + "' in '" + std::string(spec) +
            "' (known: contempt=N, memory=on|off, nodes=N, samples=N, search=alphabeta|mcts)";
    return false;
  }
  settings.name += "," + std::string(option);
  return true;
}

// The settings of a player that searches, options applied; nothing for `random` (with no
// error when it has no options) and for bad specs (with `error` saying why).
std::optional<SearchPlayerSettings> searchSpec(std::string_view spec, std::string& error) {
  const std::vector<std::string_view> parts = split(spec, ',');  // the name, then its options
  if (parts[0] == "random") {
    if (parts.size() > 1) error = "random takes no options: '" + std::string(spec) + "'";
    return std::nullopt;
  }
  std::optional<SearchPlayerSettings> settings = searchSettings(parts[0], error);
  for (std::size_t i = 1; settings && i < parts.size(); ++i)
    if (!applyOption(parts[i], spec, *settings, error)) return std::nullopt;
  return settings;
}

}  // namespace

std::unique_ptr<Player> makeBuiltinPlayer(std::string_view spec, std::string& error, SeriesSeat seat) {
  std::string why;
  std::optional<SearchPlayerSettings> settings = searchSpec(spec, why);
  if (settings) return std::make_unique<SearchPlayer>(std::move(*settings), std::move(seat));
  if (why.empty()) return std::make_unique<RandomPlayer>();
  error = why;
  return nullptr;
}

bool builtinRemembersSetups(std::string_view spec) {
  std::string error;
  const std::optional<SearchPlayerSettings> settings = searchSpec(spec, error);
  return settings && settings->remembersSetups;
}

std::vector<std::string> builtinPlayerNames() {
  std::vector<std::string> names = {"random", "greedy", "strong"};
  for (int level = 1; level <= kStrongLevels; ++level) names.push_back("strong:" + std::to_string(level));
  return names;
}

}  // namespace stratego
