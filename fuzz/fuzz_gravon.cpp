// libFuzzer target: bytes as a Gravon XML document. Whatever importGravon accepts must
// export, and the export must read back to the same record and the same text.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "formats/gravon.hpp"
#include "round_trip.hpp"

namespace {

stratego::fuzz::Mismatch checkGravon(std::string_view text) {
  const auto record = stratego::importGravon(text);
  if (!record) return std::nullopt;
  const auto written = stratego::exportGravon(*record);
  if (!written) return "an imported record does not export: " + written.error();
  const auto again = stratego::importGravon(*written);
  if (!again) return "the export does not read back: " + again.error() + "\n" + *written;
  if (!(*again == *record) || *stratego::exportGravon(*again) != *written)
    return "the export reads back changed:\n" + *written;
  return std::nullopt;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  return stratego::fuzz::abortOn(checkGravon(text));
}
