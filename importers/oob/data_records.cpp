#include "importers/oob/data_records.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <string>
#include <utility>

#include "importers/oob/data_text.h"
#include "importers/oob/raw_oob.h"
#include "importers/oob/text_util.h"
#include "importers/oob/yaml_text.h"

namespace hexwright::importers::oob {
namespace {

/// More fields than any roster gives its counters.
constexpr std::size_t kWidestRoster = 64;

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

/// "Cox's Division (XXIII Corps)", "Chalmers' Cavalry Division": the level a record's own
/// name gives it, by its last level word before any remark; empty when none.
std::string levelNamedBy(const std::string& name) {
  const std::string words = " " + lower(name.substr(0, name.find(" ("))) + " ";
  std::string level;
  std::size_t last = 0;
  for (const char* l : {"army", "corps", "division", "brigade"})
    for (const char* after : {" ", ",", "."})
      if (const std::size_t at = words.rfind(" " + std::string(l) + after); at != std::string::npos && at >= last) {
        last = at;
        level = l;
      }
  // ("Army of the Ohio" is an army; "Hood's Army" too.)
  if (level.empty() && words.starts_with(" army of ")) level = "army";
  return level;
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

/// "units", "regiments", "subunits": an array of what a formation holds, whatever its level.
bool namesWhatItHolds(const std::string& key) {
  std::string k = lower(key);
  std::erase(k, '_');
  for (const char* held : {"units", "regiments", "subunits", "children", "troops", "batteries", "elements"})
    if (k == held) return true;
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
std::optional<std::string> flatText(const DataValue& v) {
  if (v.kind == DataValue::Kind::Scalar) return v.text;
  if (v.kind == DataValue::Kind::Object) return std::nullopt;
  std::string out;
  for (const DataValue& item : v.items) {
    if (item.kind != DataValue::Kind::Scalar) return std::nullopt;
    out += (out.empty() ? "" : ", ") + item.text;
  }
  return out;
}

bool isRowOfScalars(const DataValue& v) { return v.kind == DataValue::Kind::Array && !v.items.empty() && flatText(v); }

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
bool isTableOfRows(const DataValue& v) {
  if (v.items.empty() || !std::all_of(v.items.begin(), v.items.end(), isRowOfScalars)) return false;
  const auto& head = v.items.front().items;
  return std::none_of(head.begin(), head.end(), [](const DataValue& cell) {
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

  void walk(const DataValue& v, const std::string& key, const Scope& above, int depth) {
    if (depth > kDeepestData) return;
    const Scope scope = below(above, key);
    if (v.kind == DataValue::Kind::Array) {
      if (isTableOfRows(v)) return rows(v.items, {}, scope);
      for (const DataValue& item : v.items) {
        if (item.kind == DataValue::Kind::Object)
          object(item, key, scope, depth + 1);
        else
          walk(item, key, scope, depth + 1);
      }
      return;
    }
    if (v.kind == DataValue::Kind::Object) object(v, key, scope, depth + 1);
  }

 private:
  /// An extractor's table: "header_row": [...], "rows": [[...], ...]; or rows whose first
  /// row is the header.
  void rows(const std::vector<DataValue>& items, std::vector<std::string> header, const Scope& scope) {
    std::size_t first = 0;
    if (header.empty() && !items.empty()) {
      for (const DataValue& cell : items.front().items) header.push_back(cell.text);
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
  bool extractorsTable(const DataValue& v, const Scope& scope) {
    const DataValue* header = nullptr;
    const DataValue* rowsOf = nullptr;
    for (const auto& [k, m] : v.members) {
      if (lower(k).find("header") != std::string::npos && isRowOfScalars(m)) header = &m;
      if (lower(k) == "rows" && m.kind == DataValue::Kind::Array) rowsOf = &m;
    }
    if (!rowsOf || !std::all_of(rowsOf->items.begin(), rowsOf->items.end(), isRowOfScalars)) return false;
    std::vector<std::string> names;
    if (header)
      for (const DataValue& cell : header->items) names.push_back(cell.text);
    rows(rowsOf->items, names, scope);
    return true;
  }

  void object(const DataValue& v, const std::string& key, const Scope& scope, int depth) {
    if (extractorsTable(v, scope)) return;
    std::string name;
    Record rec{v.line, scope.side, scope.path, {}, {}};
    bool parent = false, holdsRecords = false, holdsUnits = false, commanded = false;
    for (const auto& [k, m] : v.members) {
      // ("units": [] holds nothing yet, and is still what the object is.)
      holdsUnits = holdsUnits || (m.kind == DataValue::Kind::Array && namesWhatItHolds(k));
      if (const auto text = flatText(m)) {
        if (isNameKey(k) && name.empty()) name = *text;
        commanded = commanded || (containsNoCase(k, "commander") && !text->empty());
        rec.fields.emplace_back(k, *text);
      } else {
        parent = parent || (m.kind == DataValue::Kind::Array && !levelOfKey(k).empty());
        holdsRecords = holdsRecords || (m.kind == DataValue::Kind::Array &&
                                        std::any_of(m.items.begin(), m.items.end(), [](const DataValue& item) {
                                          return item.kind != DataValue::Kind::Scalar;
                                        }));
      }
    }
    const std::string level = levelOfKey(key);
    // {"name": "Gregg's Brigade", "commander": "…", "units": [ … ]}: an object holding units is
    // their formation when its name or its commander says it is one (a scenario's object,
    // {"name": "Glendale", "units": [ … ]}, is none).
    const bool holder = holdsUnits && (!levelOfKey(name).empty() || commanded);
    // {"name": "Cox's Division (XXIII Corps)", "commander": "Brig. Gen. Jacob D. Cox", …}: a
    // flat record its name calls a formation, with a commander, is that formation.
    // (A game's counter named for its brigade, {"name": "McCulloch's Brigade (…)", "arm":
    // "inf", "men": 600, …}, is the unit it plays.)
    const bool counter = std::any_of(rec.fields.begin(), rec.fields.end(), [](const auto& f) {
      const std::string k = lower(f.first);
      return k == "arm" || k == "type" || k == "weapon" || k == "guns" || k == "men" || k == "strength";
    });
    const std::string named = commanded && !holdsRecords && !counter ? levelNamedBy(name) : std::string();
    const bool formation = !name.empty() && (parent || !level.empty() || holder || !named.empty());
    // (A map's hills and markers have names too: a record is kept when its fields or its
    // array say it is an order of battle's. A scenario's object, {"name": "Harpers Ferry –
    // Crampton Gap", "confederateUnits": [...]}, holds the records and is none itself.)
    const bool anEntry = scope.entries || namesAnEntry(key, rec.fields) || namesAnOrderOfBattleEntry(name);
    if (!formation && (holdsRecords || !anEntry)) name.clear();
    if (formation) {
      rec.path.push_back(name);
      rec.level = !level.empty() ? level : !named.empty() ? named : levelOfKey(name);
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
  out.push_back({records.front().line, header, false, true});
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
  const bool yaml = !opensData && looksLikeYaml(text);
  if (!opensData && !yaml) return std::nullopt;
  const auto data = yaml ? parseYamlText(text) : parseDataText(text);
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
