#include "model/core/attributes.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace hexwright::model {

AttributeType typeOf(const AttributeValue& v) {
  switch (v.index()) {
    case 0:
      return AttributeType::Boolean;
    case 1:
      return AttributeType::Integer;
    case 2:
      return AttributeType::Number;
    default:
      return AttributeType::Text;
  }
}

const char* attributeTypeName(AttributeType t) {
  switch (t) {
    case AttributeType::Boolean:
      return "bool";
    case AttributeType::Integer:
      return "int";
    case AttributeType::Number:
      return "number";
    case AttributeType::Text:
      return "text";
  }
  return "text";
}

std::optional<AttributeType> parseAttributeType(const std::string& name) {
  if (name == "bool") return AttributeType::Boolean;
  if (name == "int") return AttributeType::Integer;
  if (name == "number") return AttributeType::Number;
  if (name == "text") return AttributeType::Text;
  return std::nullopt;
}

std::string formatAttribute(const AttributeValue& v) {
  switch (typeOf(v)) {
    case AttributeType::Boolean:
      return std::get<bool>(v) ? "true" : "false";
    case AttributeType::Integer:
      return std::to_string(std::get<std::int64_t>(v));
    case AttributeType::Number: {
      // Shortest text that reads back to the same double: saves stay byte-identical.
      char buf[32];
      auto res = std::to_chars(buf, buf + sizeof buf, std::get<double>(v));
      return std::string(buf, res.ptr);
    }
    case AttributeType::Text:
      return std::get<std::string>(v);
  }
  return {};
}

std::optional<AttributeValue> parseAttribute(const std::string& text, AttributeType type) {
  switch (type) {
    case AttributeType::Boolean:
      if (text == "true") return AttributeValue{true};
      if (text == "false") return AttributeValue{false};
      return std::nullopt;
    case AttributeType::Integer: {
      std::int64_t value = 0;
      auto res = std::from_chars(text.data(), text.data() + text.size(), value);
      if (res.ec != std::errc{} || res.ptr != text.data() + text.size() || text.empty()) return std::nullopt;
      return AttributeValue{value};
    }
    case AttributeType::Number: {
      double value = 0;
      auto res = std::from_chars(text.data(), text.data() + text.size(), value);
      // from_chars reads "nan" and "inf": no rulebook value is either.
      if (res.ec != std::errc{} || res.ptr != text.data() + text.size() || text.empty() || !std::isfinite(value))
        return std::nullopt;
      return AttributeValue{value};
    }
    case AttributeType::Text:
      return AttributeValue{text};
  }
  return std::nullopt;
}

std::optional<std::int64_t> intAttribute(const Attributes& a, const std::string& name) {
  auto it = a.find(name);
  if (it == a.end() || !std::holds_alternative<std::int64_t>(it->second)) return std::nullopt;
  return std::get<std::int64_t>(it->second);
}

std::optional<double> numberAttribute(const Attributes& a, const std::string& name) {
  auto it = a.find(name);
  if (it == a.end()) return std::nullopt;
  if (auto* i = std::get_if<std::int64_t>(&it->second)) return static_cast<double>(*i);
  if (auto* d = std::get_if<double>(&it->second)) return *d;
  return std::nullopt;
}

std::optional<std::string> textAttribute(const Attributes& a, const std::string& name) {
  auto it = a.find(name);
  if (it == a.end()) return std::nullopt;
  return formatAttribute(it->second);
}

}  // namespace hexwright::model
