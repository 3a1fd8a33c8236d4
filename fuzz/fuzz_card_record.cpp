// libFuzzer target: bytes as a Card Battle record. Whatever readCardRecord accepts (it
// replays the game, so every action in it is legal) must be written and read back to the
// same record and the same text.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "cards/card_record.hpp"
#include "round_trip.hpp"

namespace stratego::fuzz {
namespace {

bool sameRecord(const cards::CardRecord& a, const cards::CardRecord& b) {
  return a.deckName == b.deckName && a.rules == b.rules && a.seed == b.seed && a.names == b.names &&
         a.actions == b.actions && a.resigned == b.resigned;
}

Mismatch checkCardRecord(std::string_view text) {
  const auto record = cards::readCardRecord(text);
  if (!record) return std::nullopt;
  const std::string written = cards::writeCardRecord(*record);
  const auto again = cards::readCardRecord(written);
  if (!again) return "card record does not read back: " + again.error() + "\n" + written;
  if (!sameRecord(*record, *again) || cards::writeCardRecord(*again) != written)
    return "card record reads back changed:\n" + written;
  return std::nullopt;
}

}  // namespace
}  // namespace stratego::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  return stratego::fuzz::abortOn(stratego::fuzz::checkCardRecord(text));
}
