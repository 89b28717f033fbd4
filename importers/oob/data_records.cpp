#include "importers/oob/data_records.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <string>
#include <utility>

#include "importers/oob/raw_oob.h"
#include "importers/oob/text_decode.h"
#include "importers/oob/text_util.h"

// Read here rather than with GDAL's CPLJSONDocument (the one JSON reader among the project's
// dependencies): the `hexwright` program reads orders of battle without linking GDAL, and
// CPLJSONDocument gives no line numbers for the review, refuses a play aid's JavaScript
// object (unquoted keys, single quotes, comments) and a copy cut off before its closing
// brackets, all of which a designer pastes.

namespace hexwright::importers::oob {
namespace {

/// Deeper than any order of battle nests (army, corps, division, brigade, each in an
/// array, inside a file's wrappers): past it the text is not read as data.
constexpr int kDeepestData = 40;
/// More fields than any roster gives its counters.
constexpr std::size_t kWidestRoster = 64;

struct Value {
  enum class Kind { Scalar, Object, Array } kind = Kind::Scalar;
  std::string text;                                    // a scalar's value
  std::vector<std::pair<std::string, Value>> members;  // an object's, in order
  std::vector<Value> items;                            // an array's
  int line = 0;
};

/// JSON, and the JavaScript object literals written like it. A copy cut off before its
/// closing brackets is closed at the end of the text.
class DataParser {
 public:
  explicit DataParser(std::string_view t) : m_t(t) {}

  /// The whole text: one value, or several separated by commas (a cut from inside an
  /// array) as one array. Nullopt when it is not data.
  std::optional<Value> parseAll() {
    skipDeclaration();
    Value all;
    all.kind = Value::Kind::Array;
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
      Value v = opensAMember() ? members(0) : value(0);
      if (m_failed || v.kind == Value::Kind::Scalar) return std::nullopt;
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

  Value value(int depth) {
    Value v;
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

  Value object(int depth) {
    ++m_i;
    return members(depth);
  }

  /// An object's members, after its '{' (or from a cut's start) to its '}' or the end.
  Value members(int depth) {
    Value v;
    v.kind = Value::Kind::Object;
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

  Value array(int depth) {
    Value v;
    v.kind = Value::Kind::Array;
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

/// One record: the names of the formations above it, its level when it is a formation, and
/// its own fields in order.
struct Record {
  int line = 0;
  std::string side;
  std::vector<std::string> path;
  std::string level;  // set for a formation's record
  std::vector<std::pair<std::string, std::string>> fields;
};

/// "divisions", "brigades", "corps": the level of the objects an array so keyed holds.
std::string levelOfKey(const std::string& key) {
  const std::string k = lower(key);
  for (const char* level : {"army", "corps", "division", "brigade"})
    if (k.find(level) != std::string::npos) return level;
  if (k.find("armies") != std::string::npos) return "army";
  return {};
}

/// "confederateUnits", "union_tables": the side an array's key names, if any.
std::string sideOfKey(const std::string& key) {
  const std::string k = lower(key);
  if (k.find("confed") != std::string::npos || k.find("rebel") != std::string::npos || k.starts_with("csa") ||
      k == "cs")
    return "Confederate";
  if (k.find("union") != std::string::npos || k.find("federal") != std::string::npos || k.starts_with("usa") ||
      k == "us")
    return "Union";
  return {};
}

bool isNameKey(const std::string& key) {
  std::string k = lower(key);
  std::erase(k, '_');
  for (const char* n :
       {"name", "unit", "unitleader", "unit/leader", "unitname", "title", "label", "regiment", "counter"})
    if (k == n) return true;
  return false;
}

/// "leaders", "commanders", "generals": an array of the people who command.
bool namesLeaders(const std::string& key) {
  const std::string k = lower(key);
  return k.find("leader") != std::string::npos || k.find("commander") != std::string::npos ||
         k.find("general") != std::string::npos;
}

/// Whether a record is an order of battle's: its array's key says so ("units", "oob",
/// "leaders", "confederateUnits"), or one of its fields does ("arm", "size", "men"); its
/// name may also ("6th Ohio").
bool keyNamesEntries(const std::string& key) {
  const std::string k = lower(key);
  for (const char* w : {"unit", "oob", "order", "leader", "command", "troop", "force", "regiment", "brigade",
                        "division", "corps", "army", "counter", "roster", "reinforcement", "setup", "set-up"})
    if (k.find(w) != std::string::npos) return true;
  return false;
}

bool namesAnEntry(const std::string& key, const std::vector<std::pair<std::string, std::string>>& fields) {
  if (keyNamesEntries(key)) return true;
  for (const auto& [field, value] : fields) {
    std::string f = lower(field);
    std::erase(f, '_');
    for (const char* w : {"type", "arm", "branch", "size", "men", "strength", "commander", "leader", "command", "guns",
                          "manpower", "echelon", "rank", "parent", "regiment", "brigade", "division", "corps"})
      if (f == w || f.starts_with(w)) return true;
  }
  return false;
}

/// A scalar, or an array of scalars joined ("notes": ["*", "+"] → "*, +").
std::optional<std::string> flatText(const Value& v) {
  if (v.kind == Value::Kind::Scalar) return v.text;
  if (v.kind == Value::Kind::Object) return std::nullopt;
  std::string out;
  for (const Value& item : v.items) {
    if (item.kind != Value::Kind::Scalar) return std::nullopt;
    out += (out.empty() ? "" : ", ") + item.text;
  }
  return out;
}

bool isRowOfScalars(const Value& v) { return v.kind == Value::Kind::Array && !v.items.empty() && flatText(v); }

/// Where a value stands: the side and the formations above it, and whether it is in an
/// array of the people who command ("leaders": {"US": [ … ]}).
struct Scope {
  std::string side;
  std::vector<std::string> path;
  bool leaders = false;
  bool entries = false;  // under a key that names an order of battle's entries ("oob": {"US": [ … ]})
};

/// Scope below a key: the side it names ("confederateUnits", "CS"), and leaders below
/// "leaders".
Scope below(const Scope& above, const std::string& key) {
  Scope s = above;
  if (const std::string side = sideOfKey(key); !side.empty()) s.side = side;
  s.leaders = s.leaders || namesLeaders(key);
  s.entries = s.entries || keyNamesEntries(key);
  return s;
}

/// "[["Unit/Leader", "Size", …], ["Hood", "Army", …]]": rows of words whose first row
/// names columns; a list of coordinates ("hills": [[120, 340, 60], …]) is no table.
bool isTableOfRows(const Value& v) {
  if (v.items.empty() || !std::all_of(v.items.begin(), v.items.end(), isRowOfScalars)) return false;
  const auto& head = v.items.front().items;
  return std::none_of(head.begin(), head.end(), [](const Value& cell) {
    return cell.text.empty() || std::isdigit(static_cast<unsigned char>(cell.text[0])) || cell.text[0] == '-';
  });
}

/// A record's own "side" field ("side": "US") wins over the side its array's key names,
/// and goes to the table's side column.
Record withItsOwnSide(Record rec) {
  const auto own =
      std::find_if(rec.fields.begin(), rec.fields.end(), [](const auto& f) { return equalsNoCase(f.first, "side"); });
  if (own == rec.fields.end()) return rec;
  const std::string named = sideOfKey(own->second);
  if (!trim(own->second).empty()) rec.side = named.empty() ? trim(own->second) : named;
  rec.fields.erase(own);
  return rec;
}

/// Walks the data, turning objects into records and tables of rows into records too.
class RecordCollector {
 public:
  std::vector<Record> records;

  void walk(const Value& v, const std::string& key, const Scope& above, int depth) {
    if (depth > kDeepestData) return;
    const Scope scope = below(above, key);
    if (v.kind == Value::Kind::Array) {
      if (isTableOfRows(v)) return rows(v.items, {}, scope);
      for (const Value& item : v.items) {
        if (item.kind == Value::Kind::Object)
          object(item, key, scope, depth + 1);
        else
          walk(item, key, scope, depth + 1);
      }
      return;
    }
    if (v.kind == Value::Kind::Object) object(v, key, scope, depth + 1);
  }

 private:
  /// An extractor's table: "header_row": [...], "rows": [[...], ...]; or rows whose first
  /// row is the header.
  void rows(const std::vector<Value>& items, std::vector<std::string> header, const Scope& scope) {
    std::size_t first = 0;
    if (header.empty() && !items.empty()) {
      for (const Value& cell : items.front().items) header.push_back(cell.text);
      first = 1;
    }
    if (header.empty()) return;
    for (std::size_t r = first; r < items.size(); ++r) {
      Record rec{items[r].line, scope.side, scope.path, {}, {}};
      const auto& cells = items[r].items;
      for (std::size_t c = 0; c < cells.size(); ++c) {
        // "(Hurricane", "Switch)": a row wider than its header split a cell; the rest joins
        // the last column.
        if (c < header.size())
          rec.fields.emplace_back(header[c], cells[c].text);
        else
          rec.fields.back().second += " " + cells[c].text;
      }
      records.push_back(withItsOwnSide(std::move(rec)));
    }
  }

  /// An extractor's table in an object: its "header_row" and its "rows". True when it was one.
  bool extractorsTable(const Value& v, const Scope& scope) {
    const Value* header = nullptr;
    const Value* rowsOf = nullptr;
    for (const auto& [k, m] : v.members) {
      if (lower(k).find("header") != std::string::npos && isRowOfScalars(m)) header = &m;
      if (lower(k) == "rows" && m.kind == Value::Kind::Array) rowsOf = &m;
    }
    if (!rowsOf || !std::all_of(rowsOf->items.begin(), rowsOf->items.end(), isRowOfScalars)) return false;
    std::vector<std::string> names;
    if (header)
      for (const Value& cell : header->items) names.push_back(cell.text);
    rows(rowsOf->items, names, scope);
    return true;
  }

  void object(const Value& v, const std::string& key, const Scope& scope, int depth) {
    if (extractorsTable(v, scope)) return;
    std::string name;
    Record rec{v.line, scope.side, scope.path, {}, {}};
    bool parent = false, holdsRecords = false;
    for (const auto& [k, m] : v.members) {
      if (const auto text = flatText(m)) {
        if (isNameKey(k) && name.empty()) name = *text;
        rec.fields.emplace_back(k, *text);
      } else {
        parent = parent || (m.kind == Value::Kind::Array && !levelOfKey(k).empty());
        holdsRecords = holdsRecords || (m.kind == Value::Kind::Array &&
                                        std::any_of(m.items.begin(), m.items.end(), [](const Value& item) {
                                          return item.kind != Value::Kind::Scalar;
                                        }));
      }
    }
    const std::string level = levelOfKey(key);
    const bool formation = !name.empty() && (parent || !level.empty());
    // (A map's hills and markers have names too: a record is kept when its fields or its
    // array say it is an order of battle's. A scenario's object, {"name": "Harpers Ferry –
    // Crampton Gap", "confederateUnits": [...]}, holds the records and is none itself.)
    const bool anEntry = scope.entries || namesAnEntry(key, rec.fields) || namesAnOrderOfBattleEntry(name);
    if (!formation && (holdsRecords || !anEntry)) name.clear();
    if (formation) {
      rec.path.push_back(name);
      rec.level = level.empty() ? levelOfKey(name) : level;
      std::erase_if(rec.fields, [](const auto& f) { return isNameKey(f.first); });
    }
    Scope inner = scope;
    if (formation) inner.path = rec.path;
    if (!name.empty()) records.push_back(withItsOwnSide(withItsRole(std::move(rec), scope.leaders && !formation)));
    for (const auto& [k, m] : v.members)
      if (!flatText(m)) walk(m, k, inner, depth);
  }

  /// A leader's record says so in the table's "role" column; any other record's own "role"
  /// ("defend", "attack": a game's task) is kept as a note, not read as a leader's role.
  static Record withItsRole(Record rec, bool leader) {
    for (auto& [k, value] : rec.fields)
      if (equalsNoCase(k, "role")) k = "task";
    if (leader) rec.fields.emplace_back("role", "commander");
    return rec;
  }
};

/// The records as a table: a header of every field's key in the order first seen, with
/// "side", "path" and "level" first when any record has them.
std::vector<TableRow> asTable(const std::vector<Record>& records) {
  std::vector<std::string> header;
  const bool sides = std::any_of(records.begin(), records.end(), [](const Record& r) { return !r.side.empty(); });
  const bool paths = std::any_of(records.begin(), records.end(), [](const Record& r) { return !r.path.empty(); });
  const bool levels = std::any_of(records.begin(), records.end(), [](const Record& r) { return !r.level.empty(); });
  std::vector<std::string> keys;
  std::map<std::string, std::size_t> column;
  for (const Record& r : records)
    for (const auto& f : r.fields)
      if (column.emplace(f.first, keys.size()).second) keys.push_back(f.first);
  if (sides) header.push_back("side");
  if (paths) header.push_back("path");
  if (levels) header.push_back("level");
  const std::size_t fixed = header.size();
  header.insert(header.end(), keys.begin(), keys.end());
  std::vector<TableRow> out;
  out.push_back({records.front().line, header, false});
  for (const Record& r : records) {
    TableRow row{r.line, std::vector<std::string>(header.size()), false};
    std::size_t at = 0;
    if (sides) row.cells[at++] = r.side;
    if (paths) {
      std::string joined;
      for (const std::string& p : r.path) {
        std::string escaped;
        for (char c : p) escaped += c == '/' ? std::string("\\/") : std::string(1, c);
        joined += (joined.empty() ? "" : "/") + escaped;
      }
      row.cells[at++] = joined;
    }
    if (levels) row.cells[at++] = r.level;
    for (const auto& [k, value] : r.fields) row.cells[fixed + column.at(k)] = value;
    out.push_back(std::move(row));
  }
  return out;
}

}  // namespace

std::optional<std::vector<TableRow>> dataRecordsAsRows(std::string_view text) {
  const std::size_t first = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  if (first == std::string_view::npos) return std::nullopt;
  // "[", "{", or a script's "export const X = {" / "var x = [".
  const bool opensData = text[first] == '{' || text[first] == '[' || text[first] == '"' ||
                         (std::string_view(text.substr(first, 200)).find('=') != std::string_view::npos &&
                          text.substr(first, 200).find_first_of("{[") != std::string_view::npos &&
                          (text.substr(first).starts_with("export ") || text.substr(first).starts_with("const ") ||
                           text.substr(first).starts_with("var ") || text.substr(first).starts_with("let ") ||
                           text.substr(first).starts_with("module.exports")));
  if (!opensData) return std::nullopt;
  const auto data = DataParser(text).parseAll();
  if (!data) return std::nullopt;
  RecordCollector collect;
  collect.walk(*data, {}, Scope{}, 0);
  if (collect.records.size() < 2) return std::nullopt;
  // (A roster has a handful of fields; records with hundreds of different keys are some
  // other data, and as a table they would be records times keys wide.)
  std::set<std::string> keys;
  for (const Record& r : collect.records)
    for (const auto& f : r.fields)
      if (keys.insert(f.first).second && keys.size() > kWidestRoster) return std::nullopt;
  return asTable(collect.records);
}

}  // namespace hexwright::importers::oob
