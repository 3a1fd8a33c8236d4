// libFuzzer target: bytes as a client's WebSocket message. The reader never throws; an
// error is printable ASCII (it goes back to the client and into logs) and makes an error
// reply; a message it accepts is written and read back to the same message and id.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "formats/server_json_messages.hpp"
#include "round_trip.hpp"

namespace stratego::fuzz {
namespace {

Mismatch checkClientMessage(std::string_view text) {
  const ClientRequest request = parseClientMessage(text);
  if (!request.message) {
    for (char c : request.message.error())
      if (c < 0x20 || c >= 0x7f) return "error message not printable ASCII: " + request.message.error();
    errorText(request.id, request.message.error());
    return std::nullopt;
  }
  const std::string written = clientMessageText(*request.message, request.id);
  const ClientRequest again = parseClientMessage(written);
  if (!again.message) return "client message does not read back: " + again.message.error() + "\n" + written;
  if (!(*again.message == *request.message) || again.id != request.id)
    return "client message reads back changed:\n" + written;
  return std::nullopt;
}

}  // namespace
}  // namespace stratego::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  return stratego::fuzz::abortOn(stratego::fuzz::checkClientMessage(text));
}
