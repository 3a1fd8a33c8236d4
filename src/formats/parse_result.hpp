// Parsers return a value or an error saying what is wrong and where; none throws.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace stratego {

struct ParseError {
  std::string message;  // what is wrong, for people: "line 3: unknown piece letter 'Q'"
};

template <class T>
class Parsed {
 public:
  Parsed(T value) : v_(std::move(value)) {}            // NOLINT: implicit on purpose
  Parsed(ParseError error) : v_(std::move(error)) {}   // NOLINT: implicit on purpose
  bool ok() const { return std::holds_alternative<T>(v_); }
  explicit operator bool() const { return ok(); }
  const T& value() const& { return std::get<T>(v_); }
  T& value() & { return std::get<T>(v_); }
  T&& value() && { return std::get<T>(std::move(v_)); }
  const T& operator*() const& { return value(); }
  const T* operator->() const { return &value(); }
  const std::string& error() const { return std::get<ParseError>(v_).message; }

 private:
  std::variant<T, ParseError> v_;
};

inline ParseError parseError(std::string message) { return ParseError{std::move(message)}; }

}  // namespace stratego
