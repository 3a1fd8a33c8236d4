#include "ai/shared_resources.hpp"

#include <map>
#include <memory>
#include <mutex>
#include <utility>

namespace stratego {

const Parsed<SetupLibrary>& loadedSetupLibrary() {
  static const Parsed<SetupLibrary> loaded = SetupLibrary::load(defaultSetupDirectory());
  return loaded;
}

const SetupLibrary& sharedSetupLibrary() {
  static const SetupLibrary empty;
  const Parsed<SetupLibrary>& loaded = loadedSetupLibrary();
  return loaded ? *loaded : empty;
}

const SetupPrior& sharedSetupPrior(const GameConfig& config) {
  static std::mutex mutex;
  static std::map<std::pair<Variant, BoardKind>, std::unique_ptr<SetupPrior>> priors;
  const std::scoped_lock lock(mutex);
  auto& slot = priors[{config.variant, config.board}];
  if (!slot) slot = std::make_unique<SetupPrior>(SetupPrior::learn(sharedSetupLibrary(), config));
  return *slot;
}

}  // namespace stratego
