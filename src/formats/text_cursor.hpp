// Reads text from front to back, counting lines so that errors can say where they are.
#pragma once

#include <string>
#include <string_view>

#include "formats/text_util.hpp"

namespace stratego {

class TextCursor {
 public:
  explicit TextCursor(std::string_view text) : text_(text) {}

  bool done() const { return pos_ == text_.size(); }
  char peek() const { return text_[pos_]; }  // not at the end
  char take() {                              // not at the end
    if (text_[pos_] == '\n') ++line_;
    return text_[pos_++];
  }
  // Takes characters while `keep` holds; returns them.
  template <class Predicate>
  std::string_view takeWhile(Predicate keep) {
    const std::size_t start = pos_;
    while (!done() && keep(peek())) take();
    return text_.substr(start, pos_ - start);
  }
  void skipSpace() { takeWhile(isSpace); }
  int line() const { return line_; }
  // "line 3: " for an error message.
  std::string at() const { return "line " + std::to_string(line_) + ": "; }

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  int line_ = 1;
};

}  // namespace stratego
