#pragma once
// Reading side of XML documents (the bundle's three and the ruleset schema, through its
// schema::Context): a parsed document that turns pugixml offsets into file:line:column,
// and a reporter with typed attribute accessors that turn every problem into a
// Diagnostic at the element or attribute that caused it.
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <pugixml.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/diagnostic.h"
#include "model/io/text_index.h"

namespace hexwright::io::detail {

class XmlDoc {
 public:
  /// `file` names the document in diagnostics ("shiloh.hexw/map.xml"); `text` must
  /// outlive this object.
  XmlDoc(std::string file, std::string_view text) : m_file(std::move(file)), m_text(text), m_index(text) {}
  XmlDoc(const XmlDoc&) = delete;
  XmlDoc& operator=(const XmlDoc&) = delete;

  const std::string& file() const { return m_file; }
  pugi::xml_document& doc() { return m_doc; }
  pugi::xml_node root() const { return m_doc.document_element(); }
  std::string_view text() const { return m_text; }

  /// Line and column (both from 1; the column counts characters, not bytes) of a byte offset.
  model::SourceLocation at(std::ptrdiff_t offset) const;
  /// Position of the element's '<' (of the text itself for a text node).
  model::SourceLocation at(pugi::xml_node n) const;
  /// Position of the attribute's name in the element's start tag (the element when absent).
  model::SourceLocation at(pugi::xml_node n, std::string_view attribute) const;

 private:
  std::string m_file;
  std::string_view m_text;
  pugi::xml_document m_doc;
  TextIndex m_index;  // built on the first error only
};

class XmlReader {
 public:
  /// At most this many errors are reported per load; the rest are counted.
  static constexpr int kMaxReported = 100;

  /// `truncatedRule`: the rule id of the note finish() adds past kMaxReported.
  explicit XmlReader(model::Diagnostics& diagnostics, const char* truncatedRule = "bundle.errors.truncated")
      : m_diagnostics(diagnostics), m_truncatedRule(truncatedRule) {}

  /// The rule ids a document's own kind reports its byte-level problems under.
  struct ParseRules {
    const char* encoding;   // not UTF-8
    const char* malformed;  // not well-formed XML
  };
  /// Parses `doc`: invalid UTF-8, XML that is not well-formed, a second root element and
  /// text outside the root are each one error at their position ("<file> is not
  /// well-formed XML: …"). Every XML file Hexwright reads goes through here: the bundle's
  /// documents, ruleset schemas, import mappings, OOB profiles and conversion tables.
  bool parse(XmlDoc& doc, const ParseRules& rules, unsigned options = pugi::parse_default);

  void report(model::Severity severity, const model::SourceLocation& where, std::string rule, std::string message);
  // Past kMaxReported a problem is only counted: its position (a walk of the start tag)
  // is never computed, so a file with 40,000 problems on one line stays linear.
  void error(const XmlDoc& doc, pugi::xml_node n, std::string rule, std::string message) {
    if (countOnly(model::Severity::Error)) return;
    report(model::Severity::Error, doc.at(n), std::move(rule), std::move(message));
  }
  void error(const XmlDoc& doc, pugi::xml_node n, std::string_view attribute, std::string rule, std::string message) {
    if (countOnly(model::Severity::Error)) return;
    report(model::Severity::Error, doc.at(n, attribute), std::move(rule), std::move(message));
  }
  void warning(const XmlDoc& doc, pugi::xml_node n, std::string_view attribute, std::string rule, std::string message) {
    if (countOnly(model::Severity::Warning)) return;
    report(model::Severity::Warning, doc.at(n, attribute), std::move(rule), std::move(message));
  }
  int errors() const { return m_errors; }
  /// Adds a note for errors beyond kMaxReported.
  void finish();

  /// Attribute text, nullopt when absent.
  static std::optional<std::string_view> get(pugi::xml_node n, const char* name) {
    const pugi::xml_attribute a = n.attribute(name);
    if (!a) return std::nullopt;
    return std::string_view(a.value());
  }
  static std::string text(pugi::xml_node n, const char* name) { return std::string(n.attribute(name).value()); }
  /// Required attribute; reports bundle.attribute.missing when absent.
  bool require(const XmlDoc& doc, pugi::xml_node n, const char* name, std::string& out);
  /// Required and not empty; reports bundle.id.missing when empty.
  bool requireId(const XmlDoc& doc, pugi::xml_node n, const char* name, std::string& out);

  // Typed attributes. Absent: `out` keeps its value; true unless `required`.
  // Present but not a valid value: bundle.attribute.invalid and false.
  bool readInt(const XmlDoc& doc, pugi::xml_node n, const char* name, int& out, bool required = false);
  bool readDouble(const XmlDoc& doc, pugi::xml_node n, const char* name, double& out, bool required = false);
  bool readOptionalDouble(const XmlDoc& doc, pugi::xml_node n, const char* name, std::optional<double>& out);
  bool readOptionalInt(const XmlDoc& doc, pugi::xml_node n, const char* name, std::optional<int>& out);
  bool readBool(const XmlDoc& doc, pugi::xml_node n, const char* name, bool& out, bool required = false);

  /// Warns (bundle.xml.unknown-attribute) about attributes not in `known`: a typo would
  /// otherwise be dropped silently on the next save.
  void checkAttributes(const XmlDoc& doc, pugi::xml_node n, std::initializer_list<std::string_view> known);
  /// Warns (bundle.xml.unknown-element) about an element this version does not read.
  void unknownElement(const XmlDoc& doc, pugi::xml_node n);
  /// Errors (bundle.xml.duplicate-element) when a once-only element appears again.
  bool once(const XmlDoc& doc, pugi::xml_node n, bool& seen);

 private:
  /// True (after counting an error) when the report limit is reached.
  bool countOnly(model::Severity severity) {
    if (m_reported < kMaxReported) return false;
    if (severity == model::Severity::Error) ++m_errors;
    return true;
  }
  bool invalid(const XmlDoc& doc, pugi::xml_node n, const char* name, std::string_view value, const char* expected);

  model::Diagnostics& m_diagnostics;
  const char* m_truncatedRule;
  int m_errors = 0;
  int m_reported = 0;
};

/// Numbers in the bundle's own text form (std::from_chars, locale independent).
std::optional<int> parseInt(std::string_view s);
std::optional<std::int64_t> parseInt64(std::string_view s);
std::optional<double> parseDouble(std::string_view s);

/// Iterates the element children of `n` (skipping comments and text).
template <class F>
void forEachElement(pugi::xml_node n, F&& f) {
  for (pugi::xml_node c = n.first_child(); c; c = c.next_sibling()) {
    if (c.type() == pugi::node_element) f(c);
  }
}

}  // namespace hexwright::io::detail

namespace hexwright::io {
// The reading side for every layer above model/io (importers read their XML with it too).
using detail::forEachElement;
using detail::XmlDoc;
using detail::XmlReader;
}  // namespace hexwright::io
