// An input stream whose next chunk is made only when the reader has used up the last one,
// so that a scripted referee can answer what an engine loop (runEngineProtocol,
// runPc2012Bot) has written so far, in one thread. An empty chunk ends the input. Used by
// the protocol tests and the protocol fuzzers.
#pragma once

#include <functional>
#include <streambuf>
#include <string>
#include <utility>

namespace stratego::testing {

class AnsweringInput : public std::streambuf {
 public:
  explicit AnsweringInput(std::function<std::string()> next) : next_(std::move(next)) {}

 protected:
  int_type underflow() override {
    chunk_ = next_();
    if (chunk_.empty()) return traits_type::eof();
    setg(chunk_.data(), chunk_.data(), chunk_.data() + chunk_.size());
    return traits_type::to_int_type(chunk_[0]);
  }

 private:
  std::function<std::string()> next_;
  std::string chunk_;
};

}  // namespace stratego::testing
