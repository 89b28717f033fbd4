#pragma once
// A small streaming XML writer for bundle files: deterministic output (two-space
// indentation, LF line ends, attributes in the order written) without building a DOM.
// Text that XML would otherwise normalise on reading (CR, tab and newline in attribute
// values; CR in element text) is written as character references so it reads back
// exactly; other control characters likewise.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/geometry.h"

namespace hexwright::io {

/// Shortest text that reads back to the same double (std::to_chars), e.g. "0.1", "176", "1e+300".
std::string formatNumber(double v);
/// Appends formatNumber(v) to out.
void appendNumber(std::string& out, double v);
void appendInteger(std::string& out, std::int64_t v);
/// Appends points as the bundle writes them: "x,y x,y ...".
void appendPoints(std::string& out, const std::vector<model::Vec2>& points);

class XmlWriter {
 public:
  XmlWriter();  // writes the XML declaration

  /// Starts a child element of the current one (or the root).
  void open(std::string_view name);
  void attr(std::string_view name, std::string_view value);
  void attr(std::string_view name, const char* value) { attr(name, std::string_view(value)); }
  void attr(std::string_view name, const std::string& value) { attr(name, std::string_view(value)); }
  void attr(std::string_view name, double value);
  void attr(std::string_view name, int value);
  void attr(std::string_view name, std::int64_t value);
  void attr(std::string_view name, bool value) { attr(name, value ? "true" : "false"); }
  /// Points as "x,y x,y ...", written straight into the document (numbers need no escaping).
  void attrPoints(std::string_view name, const std::vector<model::Vec2>& points);
  /// Element text; the element is then written on one line: <notes>text</notes>.
  /// An element has either text or child elements, not both.
  void text(std::string_view value);
  /// Ends the current element.
  void close();
  /// Shorthand for open(name); text(value); close().
  void textElement(std::string_view name, std::string_view value);

  /// The document; every element must have been closed.
  std::string finish();

 private:
  enum class State { InStartTag, HasChildren, HasText };
  struct Frame {
    std::string_view name;  // element names are string literals of the bundle writers
    State state;
  };
  void closeStartTag();
  void indent(std::size_t depth);

  std::string m_out;
  std::vector<Frame> m_stack;
};

/// Escapes for an attribute value in double quotes.
void appendEscapedAttribute(std::string& out, std::string_view value);
/// Escapes for element text.
void appendEscapedText(std::string& out, std::string_view value);

}  // namespace hexwright::io
