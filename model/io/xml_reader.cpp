#include "model/io/xml_reader.h"

#include <algorithm>
#include <charconv>

#include "model/io/text_checks.h"

namespace hexwright::io::detail {

std::optional<int> parseInt(std::string_view s) {
  int v = 0;
  const auto res = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || res.ec != std::errc{} || res.ptr != s.data() + s.size()) return std::nullopt;
  return v;
}

std::optional<std::int64_t> parseInt64(std::string_view s) {
  std::int64_t v = 0;
  const auto res = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || res.ec != std::errc{} || res.ptr != s.data() + s.size()) return std::nullopt;
  return v;
}

namespace {

// Short decimals ("-6409.957": at most 15 digits, at most 3 after the point, at least one
// before it) read as an integer over a power of ten. Both are exact doubles and IEEE
// division rounds correctly, so the result is the double nearest the text: what
// std::from_chars gives, at a fraction of its cost (points are most of a map with kept
// ground). Anything else goes to from_chars.
std::optional<double> parseShortDecimal(std::string_view s) {
  std::size_t i = 0;
  const bool negative = !s.empty() && s[0] == '-';
  if (negative) ++i;
  std::uint64_t m = 0;
  int digits = 0, whole = 0, fraction = -1;
  for (; i < s.size(); ++i) {
    const char c = s[i];
    if (c >= '0' && c <= '9') {
      m = m * 10 + static_cast<std::uint64_t>(c - '0');
      ++digits;
      if (fraction >= 0)
        ++fraction;
      else
        ++whole;
    } else if (c == '.' && fraction < 0) {
      fraction = 0;
    } else {
      return std::nullopt;
    }
  }
  if (whole == 0 || digits > 15 || fraction == 0 || fraction > 3) return std::nullopt;
  constexpr double kScale[] = {1, 10, 100, 1000};
  const double v = static_cast<double>(m) / kScale[fraction < 0 ? 0 : fraction];
  return negative ? -v : v;
}

}  // namespace

std::optional<double> parseDouble(std::string_view s) {
  if (const auto quick = parseShortDecimal(s)) return quick;
  double v = 0;
  const auto res = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || res.ec != std::errc{} || res.ptr != s.data() + s.size()) return std::nullopt;
  return v;
}

bool XmlReader::parse(XmlDoc& doc, const ParseRules& rules, unsigned options) {
  const std::string_view text = doc.text();
  // pugixml passes invalid UTF-8 through, which later breaks a JSON report.
  if (const auto bad = firstInvalidUtf8(text)) {
    report(model::Severity::Error, doc.at(static_cast<std::ptrdiff_t>(*bad)), rules.encoding,
           doc.file() + " is not valid UTF-8 (byte " + std::to_string(*bad) + "); save it as UTF-8");
    return false;
  }
  const pugi::xml_parse_result result = doc.doc().load_buffer(text.data(), text.size(), options, pugi::encoding_utf8);
  if (!result) {
    report(model::Severity::Error, doc.at(result.offset), rules.malformed,
           doc.file() + " is not well-formed XML: " + result.description());
    return false;
  }
  // pugixml accepts several top-level elements and text outside the root; XML does not,
  // and a file whose content goes on after a stray end tag must not load as its first half.
  const pugi::xml_node root = doc.root();
  for (pugi::xml_node extra = doc.doc().first_child(); extra; extra = extra.next_sibling()) {
    const bool element = extra.type() == pugi::node_element && extra != root;
    const bool isText = extra.type() == pugi::node_pcdata || extra.type() == pugi::node_cdata;
    if (!element && !isText) continue;
    report(model::Severity::Error, element ? doc.at(extra) : doc.at(extra.offset_debug()), rules.malformed,
           doc.file() + " is not well-formed XML: " +
               (element ? "<" + std::string(extra.name()) + "> is a second root element"
                        : std::string("text outside the root element")));
    return false;
  }
  return true;
}

// ---- XmlDoc ----

model::SourceLocation XmlDoc::at(std::ptrdiff_t offset) const {
  return m_index.at(m_file, std::max<std::ptrdiff_t>(0, offset));
}

model::SourceLocation XmlDoc::at(pugi::xml_node n) const {
  const std::ptrdiff_t name = n.offset_debug();  // offset of the element name (or of the text)
  if (name <= 0) return {m_file, 0, 0};
  return at(n.type() == pugi::node_element ? name - 1 : name);
}

model::SourceLocation XmlDoc::at(pugi::xml_node n, std::string_view attribute) const {
  const std::ptrdiff_t name = n.offset_debug();
  if (name <= 0 || attribute.empty()) return at(n);
  // Walk the start tag: name, then name="value" pairs, until '>' or '/'.
  auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  std::size_t i = static_cast<std::size_t>(name);
  const std::size_t end = m_text.size();
  while (i < end && !isSpace(m_text[i]) && m_text[i] != '>' && m_text[i] != '/') ++i;
  for (;;) {
    while (i < end && isSpace(m_text[i])) ++i;
    if (i >= end || m_text[i] == '>' || m_text[i] == '/') break;
    const std::size_t start = i;
    while (i < end && !isSpace(m_text[i]) && m_text[i] != '=') ++i;
    if (m_text.substr(start, i - start) == attribute) return at(static_cast<std::ptrdiff_t>(start));
    while (i < end && m_text[i] != '"' && m_text[i] != '\'') ++i;
    if (i >= end) break;
    const char quote = m_text[i++];
    while (i < end && m_text[i] != quote) ++i;
    ++i;
  }
  return at(n);
}

// ---- XmlReader ----

void XmlReader::report(model::Severity severity, const model::SourceLocation& where, std::string rule,
                       std::string message) {
  if (severity == model::Severity::Error) ++m_errors;
  if (m_reported >= kMaxReported) return;
  ++m_reported;
  model::Location loc;
  loc.source = where;
  m_diagnostics.add(severity, std::move(rule), shortenEchoes(std::move(message)), std::move(loc));
}

void XmlReader::finish() {
  const int total = m_errors;
  if (m_reported >= kMaxReported && total > 0) {
    m_diagnostics.add(model::Severity::Info, m_truncatedRule,
                      "only the first " + std::to_string(kMaxReported) + " problems are listed (" +
                          std::to_string(total) + " errors in all)");
  }
}

bool XmlReader::require(const XmlDoc& doc, pugi::xml_node n, const char* name, std::string& out) {
  const pugi::xml_attribute a = n.attribute(name);
  if (!a) {
    error(doc, n, "bundle.attribute.missing", "<" + std::string(n.name()) + "> needs a " + name + "=\"…\" attribute");
    return false;
  }
  out = a.value();
  return true;
}

bool XmlReader::requireId(const XmlDoc& doc, pugi::xml_node n, const char* name, std::string& out) {
  if (!require(doc, n, name, out)) return false;
  if (out.empty()) {
    error(doc, n, name, "bundle.id.missing", "<" + std::string(n.name()) + "> has an empty " + name);
    return false;
  }
  return true;
}

bool XmlReader::invalid(const XmlDoc& doc, pugi::xml_node n, const char* name, std::string_view value,
                        const char* expected) {
  error(doc, n, name, "bundle.attribute.invalid",
        std::string(name) + "=\"" + std::string(value) + "\" of <" + n.name() + "> is not " + expected);
  return false;
}

bool XmlReader::readInt(const XmlDoc& doc, pugi::xml_node n, const char* name, int& out, bool required) {
  const auto v = get(n, name);
  if (!v) {
    std::string ignored;
    return required ? require(doc, n, name, ignored) : true;
  }
  const auto parsed = parseInt(*v);
  if (!parsed) return invalid(doc, n, name, *v, "a whole number");
  out = *parsed;
  return true;
}

bool XmlReader::readDouble(const XmlDoc& doc, pugi::xml_node n, const char* name, double& out, bool required) {
  const auto v = get(n, name);
  if (!v) {
    std::string ignored;
    return required ? require(doc, n, name, ignored) : true;
  }
  const auto parsed = parseDouble(*v);
  if (!parsed) return invalid(doc, n, name, *v, "a number");
  out = *parsed;
  return true;
}

bool XmlReader::readOptionalDouble(const XmlDoc& doc, pugi::xml_node n, const char* name, std::optional<double>& out) {
  if (!n.attribute(name)) return true;
  double v = 0;
  if (!readDouble(doc, n, name, v)) return false;
  out = v;
  return true;
}

bool XmlReader::readOptionalInt(const XmlDoc& doc, pugi::xml_node n, const char* name, std::optional<int>& out) {
  if (!n.attribute(name)) return true;
  int v = 0;
  if (!readInt(doc, n, name, v)) return false;
  out = v;
  return true;
}

bool XmlReader::readBool(const XmlDoc& doc, pugi::xml_node n, const char* name, bool& out, bool required) {
  const auto v = get(n, name);
  if (!v) {
    std::string ignored;
    return required ? require(doc, n, name, ignored) : true;
  }
  if (*v == "true")
    out = true;
  else if (*v == "false")
    out = false;
  else
    return invalid(doc, n, name, *v, "true or false");
  return true;
}

void XmlReader::checkAttributes(const XmlDoc& doc, pugi::xml_node n, std::initializer_list<std::string_view> known) {
  for (pugi::xml_attribute a = n.first_attribute(); a; a = a.next_attribute()) {
    const std::string_view name = a.name();
    if (std::find(known.begin(), known.end(), name) == known.end()) {
      warning(doc, n, name, "bundle.xml.unknown-attribute",
              "<" + std::string(n.name()) + "> has an attribute " + std::string(name) +
                  " that this version of Hexwright does not know; it is ignored and will not be saved");
    }
  }
}

void XmlReader::unknownElement(const XmlDoc& doc, pugi::xml_node n) {
  warning(doc, n, {}, "bundle.xml.unknown-element",
          "<" + std::string(n.name()) + "> inside <" + n.parent().name() +
              "> is not known to this version of Hexwright; it is ignored and will not be saved");
}

bool XmlReader::once(const XmlDoc& doc, pugi::xml_node n, bool& seen) {
  if (seen) {
    error(doc, n, "bundle.xml.duplicate-element",
          "<" + std::string(n.name()) + "> may appear only once inside <" + n.parent().name() + ">");
    return false;
  }
  seen = true;
  return true;
}

}  // namespace hexwright::io::detail
