#pragma once
// Internal to the ruleset reader: positions, attribute access and diagnostics for one
// schema document. Not part of the public model/io interface.
#include <initializer_list>
#include <map>
#include <optional>
#include <pugixml.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/diagnostic.h"
#include "model/core/text.h"
#include "model/io/xml_reader.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::io::schema {

/// Stable rule ids of the diagnostics the reader emits (schemas/README.md lists them).
namespace rules {
inline constexpr const char* kUnreadable = "schema.file.unreadable";
inline constexpr const char* kMalformed = "schema.xml.malformed";
inline constexpr const char* kEncoding = "schema.xml.encoding";
inline constexpr const char* kRoot = "schema.root.invalid";
inline constexpr const char* kFormat = "schema.format.unsupported";
inline constexpr const char* kUnknownElement = "schema.element.unknown";
inline constexpr const char* kDuplicateElement = "schema.element.duplicate";
inline constexpr const char* kUnexpectedText = "schema.text.unexpected";
inline constexpr const char* kUnknownAttribute = "schema.attribute.unknown";
inline constexpr const char* kMissingAttribute = "schema.attribute.missing";
inline constexpr const char* kInvalidValue = "schema.value.invalid";
inline constexpr const char* kDuplicateId = "schema.id.duplicate";
inline constexpr const char* kUnknownReference = "schema.reference.unknown";
inline constexpr const char* kIdMismatch = "schema.id.mismatch";
inline constexpr const char* kUnknownRuleset = "schema.ruleset.unknown";
inline constexpr const char* kTruncated = "schema.errors.truncated";
}  // namespace rules

/// One document being read: the parsed document, positions and diagnostics. Positions
/// and reporting are the bundle reader's (xml_reader.h: XmlDoc, XmlReader), so both
/// readers say file:line:column the same way and cap what they list the same way; this
/// adds the schema's id namespaces and references.
class Context {
 public:
  Context(std::string fileName, std::string_view text, model::Diagnostics& diagnostics);

  /// Parses the text; false (with a diagnostic) on malformed XML.
  bool parse();
  const pugi::xml_document& document() { return m_xml.doc(); }

  model::SourceLocation at(std::ptrdiff_t offset) const { return m_xml.at(offset); }
  model::SourceLocation at(const pugi::xml_node& node) const { return m_xml.at(node); }
  model::SourceLocation at(const pugi::xml_attribute& attr, const pugi::xml_node& owner) const {
    return m_xml.at(owner, attr.name());
  }

  void error(const char* rule, std::string message, const model::SourceLocation& where) {
    m_reader.report(model::Severity::Error, where, rule, std::move(message));
  }
  void warning(const char* rule, std::string message, const model::SourceLocation& where) {
    m_reader.report(model::Severity::Warning, where, rule, std::move(message));
  }
  std::size_t errorCount() const { return static_cast<std::size_t>(m_reader.errors()); }
  /// Adds the note for errors beyond the listing limit.
  void finish() { m_reader.finish(); }
  const std::string& file() const { return m_xml.file(); }

  /// Records an id in a namespace ("terrain", "side"…); a second definition is an error
  /// that names the line of the first.
  void defineId(const std::string& kind, const std::string& id, const model::SourceLocation& where);
  bool isDefined(const std::string& kind, const std::string& id) const;
  /// A reference to check once the whole document is read.
  void reference(const std::string& kind, const std::string& id, const model::SourceLocation& where,
                 std::string context);
  void resolveReferences();

 private:
  struct PendingReference {
    std::string kind;
    std::string id;
    model::SourceLocation where;
    std::string context;
  };
  detail::XmlDoc m_xml;
  detail::XmlReader m_reader;
  std::map<std::string, std::map<std::string, model::SourceLocation>> m_ids;
  std::vector<PendingReference> m_references;
};

/// An element with its allowed attributes; unknown attributes are reported when it is
/// constructed. Getters report missing required attributes and invalid values, and
/// return nullopt / empty for them, so reading always continues.
class Element {
 public:
  /// `allowed` empty with anyAttribute: every attribute is allowed (<check> parameters).
  Element(Context& ctx, pugi::xml_node node, std::initializer_list<const char*> allowed, bool anyAttribute = false);

  pugi::xml_node node() const { return m_node; }
  model::SourceLocation where() const { return m_ctx.at(m_node); }
  model::SourceLocation where(const char* attribute) const;
  bool has(const char* name) const { return !m_node.attribute(name).empty(); }

  /// Text; "" when absent. Required and absent: schema.attribute.missing.
  std::string text(const char* name, bool required = false) const;
  /// An id: letters, digits, '.', '_' and '-', starting with a letter or digit.
  std::string id(const char* name, bool required = true) const;
  /// "#rrggbb" or empty.
  std::string color(const char* name) const;
  /// Numbers accept "unknown" (nullopt, no diagnostic). `min` rejects smaller values.
  std::optional<double> number(const char* name, bool required = false, std::optional<double> min = std::nullopt) const;
  std::optional<int> integer(const char* name, bool required = false, std::optional<int> min = std::nullopt) const;
  /// "true" / "false"; "unknown" gives nullopt.
  std::optional<bool> boolean(const char* name, bool required = false) const;
  /// "12", "25..30", "6..", "..8" or "unknown".
  model::NumberRange range(const char* name) const;
  /// Whitespace-separated list; "" gives an empty list.
  std::vector<std::string> list(const char* name) const;
  /// One of the names `parse` accepts; `expected` lists them for the message.
  template <class E, class Parse>
  std::optional<E> choice(const char* name, Parse parse, const char* expected, bool required = false) const {
    if (!has(name)) {
      if (required) missing(name);
      return std::nullopt;
    }
    std::string value = m_node.attribute(name).value();
    if (auto e = parse(value)) return e;
    invalid(name, value, expected);
    return std::nullopt;
  }
  /// Non-whitespace text content of the element (for <los>, <notes>…), trimmed.
  std::string content() const;

  void invalid(const char* name, const std::string& value, const std::string& expected) const;
  void missing(const char* name) const;

 private:
  Context& m_ctx;
  pugi::xml_node m_node;
};

/// The child elements of `node`; text other than whitespace is reported.
std::vector<pugi::xml_node> childElements(Context& ctx, const pugi::xml_node& node);
/// Reports a child element that the parent does not accept.
void unknownChild(Context& ctx, const pugi::xml_node& child, const pugi::xml_node& parent,
                  std::initializer_list<const char*> allowed);

using model::trim;

}  // namespace hexwright::io::schema
