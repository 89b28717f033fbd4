#include "importers/oob/data_text.h"

#include <algorithm>
#include <cctype>

#include "importers/oob/text_decode.h"

// Read here rather than with GDAL's CPLJSONDocument (the one JSON reader among the project's
// dependencies): the `hexwright` program reads orders of battle without linking GDAL, and
// CPLJSONDocument gives no line numbers for the review, refuses a play aid's JavaScript
// object (unquoted keys, single quotes, comments) and a copy cut off before its closing
// brackets, all of which a designer pastes.

namespace hexwright::importers::oob {
namespace {

/// JSON, and the JavaScript object literals written like it. A copy cut off before its
/// closing brackets is closed at the end of the text.
class DataParser {
 public:
  explicit DataParser(std::string_view t) : m_t(t) {}

  /// The whole text: one value, or several separated by commas (a cut from inside an
  /// array) as one array. Nullopt when it is not data.
  std::optional<DataValue> parseAll() {
    skipDeclaration();
    DataValue all;
    all.kind = DataValue::Kind::Array;
    all.line = m_line;
    while (!m_failed) {
      skipSpace();
      if (m_i >= m_t.size()) break;
      // (The brackets that closed what a cut from inside an object began in.)
      if (m_t[m_i] == ',' || m_t[m_i] == ';' || (!all.items.empty() && (m_t[m_i] == '}' || m_t[m_i] == ']'))) {
        ++m_i;
        continue;
      }
      const int line = m_line;
      // ("leaders": { … }, "oob": { … }: a cut from inside an object, its members first.)
      DataValue v = opensAMember() ? members(0) : value(0);
      if (m_failed || v.kind == DataValue::Kind::Scalar) return std::nullopt;
      v.line = line;
      all.items.push_back(std::move(v));
    }
    if (m_failed || all.items.empty()) return std::nullopt;
    if (all.items.size() == 1) return std::move(all.items.front());
    return all;
  }

 private:
  /// "export const Union5thCorp = {", "var army =": a script's declaration before its data.
  void skipDeclaration() {
    skipSpace();
    const std::size_t open = m_t.find_first_of("{[", m_i);
    const std::size_t eq = m_t.find('=', m_i);
    if (open == std::string_view::npos || eq == std::string_view::npos || eq > open) return;
    for (std::size_t k = m_i; k < eq; ++k)
      if (!std::isalnum(static_cast<unsigned char>(m_t[k])) &&
          std::string_view(" _$.\t").find(m_t[k]) == std::string_view::npos)
        return;
    m_i = eq + 1;
  }

  void skipSpace() {
    while (m_i < m_t.size()) {
      const char c = m_t[m_i];
      if (c == '\n') ++m_line;
      if (std::isspace(static_cast<unsigned char>(c))) {
        ++m_i;
      } else if (m_t.compare(m_i, 2, "//") == 0) {
        while (m_i < m_t.size() && m_t[m_i] != '\n') ++m_i;
      } else if (m_t.compare(m_i, 2, "/*") == 0) {
        const std::size_t end = m_t.find("*/", m_i + 2);
        const std::size_t stop = end == std::string_view::npos ? m_t.size() : end + 2;
        m_line += static_cast<int>(
            std::count(m_t.begin() + static_cast<long>(m_i), m_t.begin() + static_cast<long>(stop), '\n'));
        m_i = stop;
      } else {
        return;
      }
    }
  }

  DataValue value(int depth) {
    DataValue v;
    v.line = m_line;
    if (depth > kDeepestData) {
      m_failed = true;
      return v;
    }
    skipSpace();
    if (m_i >= m_t.size()) return v;
    const char c = m_t[m_i];
    if (c == '{') return object(depth);
    if (c == '[') return array(depth);
    if (c == '"' || c == '\'') {
      v.text = quoted();
      return v;
    }
    v.text = bare();
    if (v.text.empty()) m_failed = true;
    if (v.text == "null" || v.text == "undefined") v.text.clear();
    return v;
  }

  /// Whether the text at hand is an object's member ("leaders": …), not a value.
  bool opensAMember() {
    if (m_i >= m_t.size() || (m_t[m_i] != '"' && m_t[m_i] != '\'')) return false;
    const std::size_t close = m_t.find(m_t[m_i], m_i + 1);
    if (close == std::string_view::npos) return false;
    const std::size_t colon = m_t.find_first_not_of(" \t", close + 1);
    return colon != std::string_view::npos && m_t[colon] == ':';
  }

  DataValue object(int depth) {
    ++m_i;
    return members(depth);
  }

  /// An object's members, after its '{' (or from a cut's start) to its '}' or the end.
  DataValue members(int depth) {
    DataValue v;
    v.kind = DataValue::Kind::Object;
    v.line = m_line;
    while (!m_failed) {
      skipSpace();
      if (m_i >= m_t.size()) return v;  // cut off: closed here
      if (m_t[m_i] == '}') {
        ++m_i;
        return v;
      }
      if (m_t[m_i] == ',') {
        ++m_i;
        continue;
      }
      const std::string key = m_t[m_i] == '"' || m_t[m_i] == '\'' ? quoted() : bare();
      skipSpace();
      if (key.empty() || m_i >= m_t.size() || m_t[m_i] != ':') {
        m_failed = m_i < m_t.size();
        return v;
      }
      ++m_i;
      v.members.emplace_back(key, value(depth + 1));
    }
    return v;
  }

  DataValue array(int depth) {
    DataValue v;
    v.kind = DataValue::Kind::Array;
    v.line = m_line;
    ++m_i;
    while (!m_failed) {
      skipSpace();
      if (m_i >= m_t.size()) return v;
      if (m_t[m_i] == ']') {
        ++m_i;
        return v;
      }
      if (m_t[m_i] == ',') {
        ++m_i;
        continue;
      }
      v.items.push_back(value(depth + 1));
    }
    return v;
  }

  std::string quoted() {
    const char q = m_t[m_i++];
    std::string out;
    while (m_i < m_t.size() && m_t[m_i] != q) {
      char c = m_t[m_i++];
      if (c == '\n') ++m_line;
      if (c != '\\' || m_i >= m_t.size()) {
        out += c;
        continue;
      }
      c = m_t[m_i++];
      if (c == 'n' || c == 't' || c == 'r') {
        out += ' ';
      } else if (c == 'u' && m_i + 4 <= m_t.size()) {
        unsigned code = 0;
        for (int k = 0; k < 4; ++k) {
          const char h = m_t[m_i++];
          code = code * 16 + static_cast<unsigned>(std::isdigit(static_cast<unsigned char>(h))
                                                       ? h - '0'
                                                       : (std::tolower(h) - 'a' + 10) & 0xF);
        }
        appendUtf8(out, code >= 0xD800 && code < 0xE000 ? 0xFFFD : code);
      } else {
        out += c;
      }
    }
    ++m_i;
    return out;
  }

  std::string bare() {
    const std::size_t b = m_i;
    while (m_i < m_t.size() && (std::isalnum(static_cast<unsigned char>(m_t[m_i])) ||
                                std::string_view("_$.+-").find(m_t[m_i]) != std::string_view::npos))
      ++m_i;
    return std::string(m_t.substr(b, m_i - b));
  }

  std::string_view m_t;
  std::size_t m_i = 0;
  int m_line = 1;
  bool m_failed = false;
};

}  // namespace

std::optional<DataValue> parseDataText(std::string_view text) { return DataParser(text).parseAll(); }

}  // namespace hexwright::importers::oob
