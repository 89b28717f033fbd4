#pragma once
// Typed attribute values (strength, morale, weapon, guns…). The schema declares which
// attributes a type has and their types; the model only stores what was set. An
// attribute that is absent is unknown, which is different from zero.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <variant>

namespace hexwright::model {

using AttributeValue = std::variant<bool, std::int64_t, double, std::string>;

enum class AttributeType { Boolean, Integer, Number, Text };

AttributeType typeOf(const AttributeValue& v);
const char* attributeTypeName(AttributeType t);  // "bool", "int", "number", "text"
std::optional<AttributeType> parseAttributeType(const std::string& name);

/// Text form used in files and messages; numbers print shortest round-trip form.
std::string formatAttribute(const AttributeValue& v);
/// Parses `text` as `type`; nullopt when it does not parse ("7.5" as int, "maybe" as bool).
std::optional<AttributeValue> parseAttribute(const std::string& text, AttributeType type);

/// Ordered by name so that files and diffs are stable.
using Attributes = std::map<std::string, AttributeValue>;

std::optional<std::int64_t> intAttribute(const Attributes& a, const std::string& name);
std::optional<double> numberAttribute(const Attributes& a, const std::string& name);  // int or number
std::optional<std::string> textAttribute(const Attributes& a, const std::string& name);

}  // namespace hexwright::model
