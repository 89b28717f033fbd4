#include "model/io/xml_writer.h"

#include <cassert>
#include <charconv>
#include <cmath>

namespace hexwright::io {

namespace {

// Thousandths (ground millimetres, the grain importers round kept points to) written
// with integer arithmetic: std::to_chars' shortest-digits search for a double cost about
// 700 instructions a number, two thirds of writing a map with kept ground. Only values
// whose decimal text has one to three fractional digits take this path; the text is the
// one to_chars gives them (the same digits, and fixed notation is then the shorter), and
// it reads back exactly: v is the double nearest to m / 1000, and so is the text's value.
bool appendThousandths(std::string& out, double v) {
  if (!(std::abs(v) < 1e12)) return false;
  const std::int64_t m = std::llround(v * 1000);
  if (m % 1000 == 0 || static_cast<double>(m) / 1000 != v) return false;
  const std::uint64_t a = static_cast<std::uint64_t>(m < 0 ? -m : m);
  char buf[32];
  char* p = buf;
  if (m < 0) *p++ = '-';
  p = std::to_chars(p, buf + sizeof buf, a / 1000).ptr;
  std::uint64_t frac = a % 1000;
  *p++ = '.';
  *p++ = static_cast<char>('0' + frac / 100);
  frac %= 100;
  if (frac != 0) {
    *p++ = static_cast<char>('0' + frac / 10);
    if (frac % 10 != 0) *p++ = static_cast<char>('0' + frac % 10);
  }
  out.append(buf, p);
  return true;
}

}  // namespace

void appendNumber(std::string& out, double v) {
  if (appendThousandths(out, v)) return;
  char buf[40];
  const auto res = std::to_chars(buf, buf + sizeof buf, v);
  out.append(buf, res.ptr);
}

void appendPoints(std::string& out, const std::vector<model::Vec2>& points) {
  bool first = true;
  for (const model::Vec2 p : points) {
    if (!first) out += ' ';
    first = false;
    appendNumber(out, p.x);
    out += ',';
    appendNumber(out, p.y);
  }
}

std::string formatNumber(double v) {
  std::string s;
  appendNumber(s, v);
  return s;
}

void appendInteger(std::string& out, std::int64_t v) {
  char buf[24];
  const auto res = std::to_chars(buf, buf + sizeof buf, v);
  out.append(buf, res.ptr);
}

namespace {

void appendCharRef(std::string& out, unsigned char c) {
  out += "&#";
  appendInteger(out, c);
  out += ';';
}

template <bool Attribute>
void appendEscaped(std::string& out, std::string_view value) {
  std::size_t plain = 0;  // start of the run not yet copied
  for (std::size_t i = 0; i < value.size(); ++i) {
    const auto c = static_cast<unsigned char>(value[i]);
    const char* rep = nullptr;
    switch (c) {
      case '&':
        rep = "&amp;";
        break;
      case '<':
        rep = "&lt;";
        break;
      case '>':
        rep = "&gt;";
        break;
      case '"':
        if (Attribute) rep = "&quot;";
        break;
      default:
        break;
    }
    const bool control = c < 0x20 && (Attribute || (c != '\n' && c != '\t'));
    if (!rep && !control) continue;
    out.append(value.data() + plain, i - plain);
    if (rep)
      out += rep;
    else
      appendCharRef(out, c);
    plain = i + 1;
  }
  out.append(value.data() + plain, value.size() - plain);
}

}  // namespace

void appendEscapedAttribute(std::string& out, std::string_view value) { appendEscaped<true>(out, value); }
void appendEscapedText(std::string& out, std::string_view value) { appendEscaped<false>(out, value); }

XmlWriter::XmlWriter() {
  m_out.reserve(1 << 16);
  m_out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
}

void XmlWriter::indent(std::size_t depth) { m_out.append(depth * 2, ' '); }

void XmlWriter::closeStartTag() {
  if (!m_stack.empty() && m_stack.back().state == State::InStartTag) {
    m_out += ">\n";
    m_stack.back().state = State::HasChildren;
  }
}

void XmlWriter::open(std::string_view name) {
  assert(m_stack.empty() || m_stack.back().state != State::HasText);
  closeStartTag();
  indent(m_stack.size());
  m_out += '<';
  m_out += name;
  m_stack.push_back({name, State::InStartTag});
}

void XmlWriter::attr(std::string_view name, std::string_view value) {
  assert(!m_stack.empty() && m_stack.back().state == State::InStartTag);
  m_out += ' ';
  m_out += name;
  m_out += "=\"";
  appendEscapedAttribute(m_out, value);
  m_out += '"';
}

void XmlWriter::attr(std::string_view name, double value) {
  m_out += ' ';
  m_out += name;
  m_out += "=\"";
  appendNumber(m_out, value);
  m_out += '"';
}

void XmlWriter::attrPoints(std::string_view name, const std::vector<model::Vec2>& points) {
  assert(!m_stack.empty() && m_stack.back().state == State::InStartTag);
  m_out += ' ';
  m_out += name;
  m_out += "=\"";
  appendPoints(m_out, points);
  m_out += '"';
}

void XmlWriter::attr(std::string_view name, int value) { attr(name, static_cast<std::int64_t>(value)); }

void XmlWriter::attr(std::string_view name, std::int64_t value) {
  m_out += ' ';
  m_out += name;
  m_out += "=\"";
  appendInteger(m_out, value);
  m_out += '"';
}

void XmlWriter::text(std::string_view value) {
  assert(!m_stack.empty() && m_stack.back().state == State::InStartTag);
  m_out += '>';
  appendEscapedText(m_out, value);
  m_stack.back().state = State::HasText;
}

void XmlWriter::close() {
  assert(!m_stack.empty());
  const Frame f = m_stack.back();
  m_stack.pop_back();
  switch (f.state) {
    case State::InStartTag:
      m_out += "/>\n";
      return;
    case State::HasChildren:
      indent(m_stack.size());
      break;
    case State::HasText:
      break;
  }
  m_out += "</";
  m_out += f.name;
  m_out += ">\n";
}

void XmlWriter::textElement(std::string_view name, std::string_view value) {
  open(name);
  text(value);
  close();
}

std::string XmlWriter::finish() {
  assert(m_stack.empty());
  return std::move(m_out);
}

}  // namespace hexwright::io
