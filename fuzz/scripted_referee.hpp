// What the protocol fuzz targets (fuzz_engine_protocol, fuzz_pc2012_bot) share: an input
// stream whose next chunk a referee writes only once the engine has read the last one, so
// that the referee can play a valid game prefix answering what the engine said, and then
// hand over the fuzzed lines.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <sstream>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

#include "support/answering_input.hpp"

namespace stratego::fuzz {

using testing::AnsweringInput;  // tests/support/answering_input.hpp

// The lines an engine wrote on `out` since the last call.
class OutputReader {
 public:
  explicit OutputReader(const std::ostringstream& out) : out_(out) {}

  std::vector<std::string> newLines() {
    const std::string all = out_.str();
    std::vector<std::string> lines;
    std::size_t start = read_;
    for (std::size_t i = read_; i < all.size(); ++i)
      if (all[i] == '\n') {
        lines.push_back(all.substr(start, i - start));
        start = i + 1;
      }
    read_ = start;
    return lines;
  }

 private:
  const std::ostringstream& out_;
  std::size_t read_ = 0;
};

// The fuzzed part of an input: everything after its two header bytes.
inline std::string_view fuzzedText(const std::uint8_t* data, std::size_t size) {
  if (size <= 2) return {};
  return {reinterpret_cast<const char*>(data + 2), size - 2};
}

// A header byte, 0 where the input is too short to have it.
inline std::uint8_t headerByte(const std::uint8_t* data, std::size_t size, std::size_t i) {
  return i < size ? data[i] : 0;
}

// FUZZ_TRACE=1 in the environment: a target prints the whole exchange of each input (to
// see what a reproducer does: ./fuzz_engine_protocol crash-file).
inline bool traceWanted() {
  static const bool wanted = [] {
    const char* v = std::getenv("FUZZ_TRACE");
    return v != nullptr && *v != '\0' && *v != '0';
  }();
  return wanted;
}

// Runs an engine loop (`loop(in, out)`, returning its exit status) with `answer` writing
// its input, the referee's side of the exchange; prints the exchange when traceWanted().
template <class Loop>
int runScripted(const std::function<std::string()>& answer, std::ostringstream& out, Loop loop) {
  std::string sent;
  AnsweringInput input([&] {
    std::string chunk = answer();
    if (traceWanted()) sent += chunk;
    return chunk;
  });
  std::istream in(&input);
  const int status = loop(in, out);
  if (traceWanted())
    std::fprintf(stderr, "== referee\n%s== engine\n%s== status %d\n", sent.c_str(), out.str().c_str(), status);
  return status;
}

// A streambuf that swallows everything (for std::cerr, which runPc2012Bot writes to).
class NullBuffer : public std::streambuf {
 protected:
  int_type overflow(int_type c) override { return traits_type::not_eof(c); }
  std::streamsize xsputn(const char*, std::streamsize n) override { return n; }
};

}  // namespace stratego::fuzz
