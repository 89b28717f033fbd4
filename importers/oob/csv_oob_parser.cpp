#include "importers/oob/csv_oob_parser.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>
#include <optional>
#include <set>

#include "importers/common/input_location.h"
#include "importers/oob/counter_roster.h"
#include "importers/oob/leader_text.h"
#include "importers/oob/listing_cleaner.h"
#include "importers/oob/parent_links.h"
#include "importers/oob/text_util.h"
#include "model/io/io_limits.h"
#include "model/io/text_checks.h"

namespace hexwright::importers::oob {
namespace {

const std::vector<std::string> kLevelColumns{"army", "corps", "division", "brigade"};
const std::set<std::string> kKnownColumns{"path", "side",  "army",   "corps",       "division", "brigade",
                                          "unit", "name",  "type",   "commander",   "rank",     "role",
                                          "men",  "guns",  "weapon", "designation", "code",     "level",
                                          "id",   "notes", "source", "size",        "command",  "parent"};

std::vector<std::string> splitPath(const std::string& path) {
  std::vector<std::string> out;
  std::string cur;
  for (std::size_t i = 0; i < path.size(); ++i) {
    if (path[i] == '\\' && i + 1 < path.size() && path[i + 1] == '/') {
      cur += '/';
      ++i;
    } else if (path[i] == '/') {
      out.push_back(trim(cur));
      cur.clear();
    } else {
      cur += path[i];
    }
  }
  out.push_back(trim(cur));
  std::vector<std::string> kept;
  for (auto& p : out)
    if (!p.empty()) kept.push_back(std::move(p));
  return kept;
}

/// A header cell as the column it means: the importer's own names, and the words
/// published tables and designers' sheets use for them ("Regiment", "Strength",
/// "Commanding officer"); "casualty:killed" for a figure kept as a note; empty: unknown.
std::string canonicalColumn(const std::string& cell) {
  std::string n = lower(trim(cell));
  if (n.starts_with("attr:")) return n;
  // "unit_type", "manpower_value": a data file's names for its fields.
  std::replace(n.begin(), n.end(), '_', ' ');
  while (!n.empty() && (n.back() == '.' || n.back() == ':' || n.back() == '*')) n.pop_back();
  if (kKnownColumns.count(n)) return n;
  static const std::map<std::string, std::string> aliases{{"regiment", "unit"},
                                                          {"regiments", "unit"},
                                                          {"unit name", "unit"},
                                                          {"units", "unit"},
                                                          {"organization", "unit"},
                                                          {"regiment/battery", "unit"},
                                                          {"battery", "unit"},
                                                          {"parent id", "parent"},
                                                          {"parentid", "parent"},
                                                          {"parent command id", "parent"},
                                                          {"parentcommandid", "parent"},
                                                          {"parent formation id", "parent"},
                                                          {"parentformationid", "parent"},
                                                          {"parent unit", "parent"},
                                                          {"echelon", "level"},
                                                          {"unit id", "id"},
                                                          {"unitid", "id"},
                                                          {"unit leader", "unit"},
                                                          {"unit/leader", "unit"},
                                                          {"leader/unit", "unit"},
                                                          {"counter", "unit"},
                                                          {"regiment or battery", "unit"},
                                                          {"strength", "men"},
                                                          {"present", "men"},
                                                          {"effectives", "men"},
                                                          {"engaged", "men"},
                                                          {"men present", "men"},
                                                          {"present for duty", "men"},
                                                          {"effective strength", "men"},
                                                          {"effective", "men"},
                                                          {"numbers", "men"},
                                                          {"commanding officer", "commander"},
                                                          {"commanders", "commander"},
                                                          {"commanded by", "commander"},
                                                          {"leader", "commander"},
                                                          {"colonel", "commander"},
                                                          {"officer", "commander"},
                                                          {"pieces", "guns"},
                                                          {"cannon", "guns"},
                                                          {"arm", "type"},
                                                          {"branch", "type"},
                                                          {"unit type", "type"},
                                                          {"comment", "notes"},
                                                          {"comments", "notes"},
                                                          {"remarks", "notes"},
                                                          {"note", "notes"},
                                                          {"wing", "corps"},
                                                          {"grand division", "corps"},
                                                          {"corps/wing", "corps"}};
  if (const auto it = aliases.find(n); it != aliases.end()) return it->second;
  for (const char* c : {"killed", "wounded", "missing", "captured", "aggregate", "total", "losses", "casualties"})
    if (n.find(c) != std::string::npos) return std::string("casualty:") + c;
  return {};
}

std::optional<LeaderRole> parseRole(const std::string& s) {
  const std::string r = lower(s);
  if (r.empty()) return LeaderRole::None;
  if (r == "heading" || r == "commander") return LeaderRole::HeadingCommander;
  if (r == "line" || r == "officer") return LeaderRole::LineCommander;
  if (r == "second") return LeaderRole::SecondInCommand;
  if (r == "aide") return LeaderRole::Aide;
  if (r == "replacement") return LeaderRole::Replacement;
  return std::nullopt;
}

}  // namespace

std::optional<std::vector<std::string>> splitCsvRecord(std::string_view line, char delimiter) {
  std::vector<std::string> out;
  std::string cur;
  bool quoted = false;
  bool wasQuoted = false;
  // Whether cur holds only white space (a '"' then opens a quoted cell), kept as cur
  // grows: trimming cur at every '"' made a row of quotes quadratic.
  bool blank = true;
  auto add = [&](char c) {
    cur += c;
    blank = blank && std::isspace(static_cast<unsigned char>(c)) != 0;
  };
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quoted) {
      if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
        add('"');
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else if (c != '\r') {  // a multi-line cell saved with CRLF keeps plain line ends
        add(c);
      }
    } else if (c == '"' && blank) {
      quoted = wasQuoted = true;
      cur.clear();
    } else if (c == delimiter) {
      out.push_back(wasQuoted ? cur : trim(cur));
      cur.clear();
      blank = true;
      wasQuoted = false;
    } else {
      add(c);
    }
  }
  if (quoted) return std::nullopt;
  out.push_back(wasQuoted ? cur : trim(cur));
  return out;
}

namespace {

struct Record {
  std::string_view text;
  int line;
};

/// The file's records with the line each starts on; a quoted cell may span lines.
std::vector<Record> csvRecords(std::string_view text) {
  std::vector<Record> records;
  int line = 1;
  std::size_t start = 0;
  int startLine = 1;
  bool quoted = false;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i < text.size() && text[i] == '"') quoted = !quoted;
    if (i == text.size() || (text[i] == '\n' && !quoted)) {
      std::string_view r = text.substr(start, i - start);
      if (!r.empty() && r.back() == '\r') r.remove_suffix(1);
      if (i < text.size() || !r.empty()) records.push_back({r, startLine});
      start = i + 1;
      startLine = line + 1;
    }
    if (i < text.size() && text[i] == '\n') ++line;
  }
  return records;
}

}  // namespace

namespace {
std::vector<TableRow> rowsOf(const std::vector<Record>& records, char delimiter) {
  std::vector<TableRow> rows;
  for (const Record& r : records) {
    TableRow row;
    row.line = r.line;
    if (auto fields = splitCsvRecord(r.text, delimiter))
      row.cells = std::move(*fields);
    else
      row.unclosedQuote = true;
    rows.push_back(std::move(row));
  }
  return rows;
}
}  // namespace

std::vector<TableRow> splitCsvRows(std::string_view text, char delimiter) {
  return rowsOf(csvRecords(text), delimiter);
}

namespace {
/// The delimiter the most records use alike: tab, else "," or ";" (spreadsheets in many
/// locales save ";"), decided over the file, not from a title line above the header.
char delimiterOf(const std::vector<Record>& records) {
  char delimiter = ',';
  std::map<char, std::size_t> votes;
  std::size_t seen = 0;
  for (const auto& r : records) {
    if (trim(r.text).empty()) continue;
    if (++seen > 200) break;
    const auto tabs = std::count(r.text.begin(), r.text.end(), '\t');
    const auto commas = std::count(r.text.begin(), r.text.end(), ',');
    const auto semicolons = std::count(r.text.begin(), r.text.end(), ';');
    if (tabs > 0 && tabs >= commas && tabs >= semicolons)
      ++votes['\t'];
    else if (semicolons > commas)
      ++votes[';'];
    else if (commas > 0)
      ++votes[','];
  }
  std::size_t best = 0;
  for (const auto& [c, n] : votes)
    if (n > best) {
      best = n;
      delimiter = c;
    }
  return delimiter;
}
}  // namespace

std::pair<std::vector<TableRow>, char> csvTableRows(std::string_view text) {
  // Records, not lines: RFC 4180 lets a quoted cell run over several lines.
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);  // a byte-order mark
  const std::vector<Record> records = csvRecords(text);
  const char delimiter = delimiterOf(records);
  return {rowsOf(records, delimiter), delimiter};
}

RawOob parseOobCsv(std::string_view text, const std::string& fileName, model::Diagnostics& d) {
  RawOob out;
  if (!io::checkLineLengths(text, fileName, "import.oob.line-too-long", d)) return out;
  const auto [rows, delimiter] = csvTableRows(text);
  const std::string style = delimiter == '\t'  ? "TSV (tab-separated)"
                            : delimiter == ';' ? "CSV (semicolon-separated)"
                                               : "CSV (comma-separated)";
  return parseOobTable(rows, style, fileName, d);
}

namespace {

/// The header: the first row naming a hierarchy or unit column; rows above it are the
/// sheet's title block, kept as notes. rows.size() when no row does.
std::size_t findHeaderRow(const std::vector<TableRow>& rows) {
  for (std::size_t i = 0; i < rows.size() && i < 60; ++i) {
    std::size_t known = 0;
    bool anchor = false;
    for (const auto& c : rows[i].cells) {
      const std::string name = canonicalColumn(c);
      if (name.empty()) continue;
      ++known;
      anchor = anchor || name == "path" || name == "unit" || name == "name" || name == "command" ||
               std::find(kLevelColumns.begin(), kLevelColumns.end(), name) != kLevelColumns.end();
    }
    if (anchor && (known >= 2 || rows[i].madeHeader)) return i;
  }
  return rows.size();
}

void readTitleBlock(const std::vector<TableRow>& rows, std::size_t headerAt, const std::string& fileName, RawOob& out,
                    model::Diagnostics& d) {
  for (std::size_t i = 0; i < headerAt; ++i) {
    std::string title;
    for (const auto& c : rows[i].cells)
      if (!trim(c).empty()) title += (title.empty() ? "" : " ") + trim(c);
    if (title.empty()) continue;
    ++out.notesRead;
    out.titleBlock += (out.titleBlock.empty() ? "" : " ") + title;
    d.add(model::Severity::Info, "import.oob.text.skipped", "\"" + title + "\": a title above the header row",
          atInputLine(fileName, rows[i].line));
  }
}

/// What the header row says about every row below it.
struct Header {
  std::map<std::string, std::size_t> column;                         // canonical name → index
  std::vector<std::pair<std::string, std::size_t>> casualtyColumns;  // and unknown ones: kept in the notes
  std::size_t width = 0;                                             // the header's number of cells
  bool pathForm = false;                                             // a path column, not level columns
};

Header readHeader(const TableRow& headerRow, const std::string& fileName, model::Diagnostics& d) {
  const std::vector<std::string>& header = headerRow.cells;
  const int headerLineNo = headerRow.line;
  Header h;
  h.width = header.size();
  for (std::size_t i = 0; i < header.size(); ++i) {
    const std::string raw = lower(trim(header[i]));
    if (raw.empty()) continue;
    const std::string name = canonicalColumn(header[i]);
    if (name.starts_with("casualty:")) {
      h.casualtyColumns.emplace_back(name.substr(9), i);
      continue;
    }
    if (name.empty()) {
      d.add(model::Severity::Warning, "import.oob.csv.unknown-column",
            "column \"" + header[i] + "\" is not an OOB column; its values are kept in the notes",
            atInputLine(fileName, headerLineNo, static_cast<int>(i) + 1));
      h.casualtyColumns.emplace_back(trim(header[i]), i);
      continue;
    }
    if (h.column.count(name)) {
      d.add(model::Severity::Warning, "import.oob.csv.duplicate-column",
            "column \"" + name + "\" appears twice; the first is read",
            atInputLine(fileName, headerLineNo, static_cast<int>(i) + 1));
      continue;
    }
    h.column.emplace(name, i);
  }
  // "Command" names the unit in a sheet with no other name column, and the command a
  // counter belongs to in a game's roster, which names its counters in another.
  if (const auto command = h.column.find("command");
      command != h.column.end() && !h.column.count("unit") && !h.column.count("name")) {
    h.column.emplace("unit", command->second);
    h.column.erase(command);
  }
  h.pathForm = h.column.count("path") > 0;
  bool levelForm = false;
  for (const auto& l : kLevelColumns) levelForm = levelForm || h.column.count(l) > 0;
  if (h.pathForm && levelForm)
    d.add(model::Severity::Warning, "import.oob.csv.both-hierarchies",
          "the header has a path column and level columns; the path column is used",
          atInputLine(fileName, headerLineNo));
  return h;
}

/// A data row as it is read: its cells (padded to the header's width), the notes its
/// casualty, unknown and unreadable cells leave, and the formation path it names.
struct Row {
  int line = 0;
  std::vector<std::string> cells;
  std::string notes;
  std::vector<std::string> path;
  std::vector<std::string> levels;  // each path element's level, when level columns give it
  std::string side;
  std::string unitName;
  model::Provenance source;
};

/// Reads the rows below the header, keeping what a row leaves for the rows after it: the
/// levels to fill down, and the formations and commanders already described.
class RowReader {
 public:
  RowReader(const Header& header, const std::string& fileName, RawOob& out, model::Diagnostics& d)
      : m_header(header), m_fileName(fileName), m_out(out), m_d(d), m_previousLevels(kLevelColumns.size()) {}

  void read(const TableRow& row) {
    Row r;
    r.line = row.line;
    if (!readCells(row, r.cells)) return;
    for (const auto& [label, index] : m_header.casualtyColumns)
      if (index < r.cells.size() && !trim(r.cells[index]).empty())
        r.notes += (r.notes.empty() ? "" : "; ") + label + " " + withoutThousandsSeparators(trim(r.cells[index]));

    // The formation path, and which level each element is when level columns give it.
    if (m_header.pathForm)
      pathFromPathColumn(r);
    else
      pathFromLevelColumns(r);
    if (tooDeep(r)) return;
    r.side = get(r, "side");
    r.source = model::Provenance{m_fileName, r.line};
    r.unitName = !get(r, "unit").empty() ? get(r, "unit") : get(r, "name");
    if (r.path.empty() && readsAsALeaderCounter(r)) return;
    if (totalRow(r)) return;
    addFormations(r);
    if (r.path.empty() && r.unitName.empty()) {
      ++m_out.notUnderstood;
      m_out.review.push_back({r.line, "the row names neither a formation nor a unit"});
      m_d.add(model::Severity::Warning, "import.oob.csv.malformed",
              "the row names neither a formation nor a unit; not read", atInputLine(m_fileName, r.line));
      return;
    }
    // A unit row's commander is that unit's officer; a formation row's, the formation's leader.
    const std::string commander = get(r, "commander");
    if (!commander.empty() && !r.path.empty() && r.unitName.empty() &&
        m_commandersSeen.insert({r.path, commander}).second)
      addLeader(r, commander);
    if (r.unitName.empty()) return;
    addUnit(r, commander);
  }

 private:
  /// The row's cells, as wide as the header at least; false when the row is not read.
  bool readCells(const TableRow& row, std::vector<std::string>& cells) {
    const int lineNo = row.line;
    if (row.unclosedQuote) {
      ++m_out.notUnderstood;
      m_out.review.push_back({lineNo, "a quoted field is not closed before the end of the file"});
      m_d.add(model::Severity::Warning, "import.oob.csv.malformed",
              "a quoted field is not closed before the end of the file; the row is not read",
              atInputLine(m_fileName, lineNo));
      return false;
    }
    cells = row.cells;
    // ";;;;;;" between groups, or a blank line: nothing.
    bool blank = true;
    for (const auto& c : cells) blank = blank && trim(c).empty();
    if (blank) return false;
    const std::size_t width = m_header.width;
    if (cells.size() != width) {
      bool extraBlank = true;
      for (std::size_t k = width; k < cells.size(); ++k) extraBlank = extraBlank && trim(cells[k]).empty();
      if (cells.size() > width && !extraBlank) {
        ++m_out.notUnderstood;
        m_out.review.push_back({lineNo, "the row has more fields than the header"});
        m_d.add(model::Severity::Warning, "import.oob.csv.malformed",
                "the row has " + std::to_string(cells.size()) + " fields; the header has " + std::to_string(width) +
                    "; the extra fields are kept in the notes",
                atInputLine(m_fileName, lineNo));
      }
      cells.resize(std::max(cells.size(), width));
    }
    return true;
  }

  std::string get(const Row& r, const std::string& name) const {
    const auto it = m_header.column.find(name);
    return it == m_header.column.end() ? std::string() : r.cells[it->second];
  }

  std::optional<long> number(Row& r, const std::string& name) {
    // "1,050", "1.050", "1 050", "~400", "1050.0": thousands separators of any locale,
    // approximations and a spreadsheet's decimals.
    std::string v = trim(get(r, name));
    if (v.ends_with(".0")) v.resize(v.size() - 2);
    std::string digits;
    for (char c : v)
      if (c != ',' && c != ' ' && c != '~' && c != '\'' && c != '.' && c != '\xA0') digits += c;
    if (digits.empty()) return std::nullopt;
    long n = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
    if (ec != std::errc() || end != digits.data() + digits.size() || n < 0) {
      m_d.add(model::Severity::Warning, "import.oob.csv.bad-number",
              name + " \"" + v + "\" is not a whole number of " + name + "; kept in the notes",
              atInputLine(m_fileName, r.line, static_cast<int>(m_header.column.at(name)) + 1));
      r.notes += (r.notes.empty() ? "" : "; ") + name + " " + v;
      return std::nullopt;
    }
    return n;
  }

  void pathFromPathColumn(Row& r) const {
    r.path = splitPath(get(r, "path"));
    r.levels.assign(r.path.size(), std::string());
    if (!r.path.empty() && !get(r, "level").empty() && get(r, "unit").empty() && get(r, "name").empty())
      r.levels.back() = get(r, "level");
  }

  void pathFromLevelColumns(Row& r) {
    // Merged or blank cells below a formation's name mean that formation: a level left
    // blank above the deepest level given (or every level, on a unit row) is filled down.
    std::vector<std::string> values;
    std::size_t deepest = 0;
    bool any = false;
    for (std::size_t k = 0; k < kLevelColumns.size(); ++k) {
      values.push_back(trim(get(r, kLevelColumns[k])));
      if (!values.back().empty()) {
        deepest = k;
        any = true;
      }
    }
    const bool unitRow = !get(r, "unit").empty() || !get(r, "name").empty();
    // Never across sides: a Union row under a blank army cell is not in the Confederate army above.
    const std::string side = lower(trim(get(r, "side")));
    const bool sameSide = side.empty() || m_previousSide.empty() || side == m_previousSide;
    const std::size_t fillTo = !sameSide ? 0 : any ? deepest : (unitRow ? kLevelColumns.size() : 0);
    // Only under the same formations: a new corps with no division is a corps without one.
    for (std::size_t k = 0; k < fillTo; ++k) {
      bool sameAbove = true;
      for (std::size_t j = 0; j < k; ++j) sameAbove = sameAbove && values[j] == m_previousLevels[j];
      if (values[k].empty() && m_header.column.count(kLevelColumns[k]) && sameAbove) values[k] = m_previousLevels[k];
    }
    for (std::size_t k = 0; k < kLevelColumns.size(); ++k) {
      if (any && k > deepest) values[k].clear();
      if (values[k].empty()) continue;
      r.path.push_back(values[k]);
      r.levels.push_back(kLevelColumns[k]);
    }
    if (any || unitRow) {
      m_previousLevels = values;
      if (!side.empty()) m_previousSide = side;
    }
  }

  bool tooDeep(const Row& r) {
    // Every prefix of the path becomes a formation below: a path deeper than any army keeps
    // that quadratic in the row's length.
    if (r.path.size() > static_cast<std::size_t>(io::kMaxFormationDepth)) {
      ++m_out.notUnderstood;
      m_d.add(model::Severity::Error, "import.oob.csv.too-deep",
              "the path has " + std::to_string(r.path.size()) + " levels; at most " +
                  std::to_string(io::kMaxFormationDepth) + " are read",
              atInputLine(m_fileName, r.line));
      return true;
    }
    return false;
  }

  /// A counter roster's row (counter_roster.h) goes under its command's code, and that
  /// under the side's army once a leader's row of size "Army" named one. True when the row
  /// was a leader's: his command is made a formation at the level his counter's size gives.
  bool readsAsALeaderCounter(Row& r) {
    if (!m_header.column.count("command")) return false;
    const std::string code = trim(get(r, "command"));
    const bool leader = isLeaderCounterType(get(r, "type"));
    const auto size = levelOfCounterSize(get(r, "size"));
    if (leader && size == "army" && !namesNoCommand(code)) m_rosterArmy[r.side] = code;
    const auto army = m_rosterArmy.find(r.side);
    if (army != m_rosterArmy.end()) {
      r.path.push_back(army->second);
      r.levels.push_back("army");
    }
    if (!namesNoCommand(code) && r.path != std::vector<std::string>{code}) {
      r.path.push_back(code);
      r.levels.push_back(m_rosterLevels.count(code) ? m_rosterLevels[code] : std::string());
    }
    if (!leader || r.path.empty() || namesNoCommand(code)) return false;
    if (size && m_rosterLevels.emplace(code, *size).second) {
      r.levels.back() = *size;
      // (A piece listed before its commander's row made the command with no level.)
      for (RawFormation& f : m_out.formations)
        if (f.path == r.path && f.level.empty()) f.level = *size;
    }
    const std::string leaderName = r.unitName;
    r.unitName.clear();
    addFormations(r);
    if (!leaderName.empty()) addLeader(r, leaderName);
    return true;
  }

  bool totalRow(const Row& r) {
    const std::string& unitName = r.unitName;
    // "Total", "Brigade total": sums the sheet already gives.
    if (startsWithNoCase(unitName, "total") || lower(unitName).ends_with(" total") ||
        (unitName.empty() && !r.path.empty() && startsWithNoCase(r.path.back(), "total"))) {
      ++m_out.notesRead;
      m_d.add(model::Severity::Info, "import.oob.text.furniture",
              "\"" + (unitName.empty() ? r.path.back() : unitName) + "\": a total row" +
                  (r.notes.empty() ? std::string() : " (" + r.notes + ")"),
              atInputLine(m_fileName, r.line));
      return true;
    }
    return false;
  }

  void addFormations(const Row& r) {
    // Every prefix of the path is a formation; the first row that names it defines it.
    for (std::size_t k = 0; k < r.path.size(); ++k) {
      std::vector<std::string> prefix(r.path.begin(), r.path.begin() + static_cast<std::ptrdiff_t>(k) + 1);
      const bool self = r.unitName.empty() && k + 1 == r.path.size();
      if (!m_formationsSeen.insert(prefix).second) {
        if (self && get(r, "id").empty() && get(r, "code").empty())
          m_d.add(model::Severity::Warning, "import.oob.duplicate",
                  "formation \"" + prefix.back() + "\" is described twice; the first row is kept",
                  atInputLine(m_fileName, r.line));
        continue;
      }
      RawFormation f;
      f.side = r.side;
      f.path = prefix;
      f.level = r.levels[k];
      f.source = r.source;
      if (self) {
        f.id = get(r, "id");
        f.code = get(r, "code");
        f.notes = get(r, "notes");
      }
      m_out.formations.push_back(std::move(f));
    }
  }

  void addLeader(const Row& r, const std::string& commander) {
    RawUnit leader;
    leader.side = r.side;
    leader.path = r.path;
    const LeaderText l = parseLeader(commander);
    leader.name = leaderDisplayName(l);
    leader.rank = l.rank;
    leader.status = l.status;
    leader.notes = l.notes;
    // A brigade's commander is named on its line; higher commanders head their formation.
    const bool brigade =
        (!r.levels.empty() && equalsNoCase(r.levels.back(), "brigade")) || containsNoCase(r.path.back(), "brigade");
    leader.role = brigade ? LeaderRole::LineCommander : LeaderRole::HeadingCommander;
    leader.source = r.source;
    m_out.units.push_back(std::move(leader));
  }

  void addUnit(Row& r, const std::string& commander) {
    RawUnit u;
    u.id = get(r, "id");
    u.side = r.side;
    u.path = r.path;
    u.name = r.unitName;
    u.type = get(r, "type");
    u.rank = get(r, "rank");
    const auto role = parseRole(get(r, "role"));
    if (!role)
      m_d.add(model::Severity::Warning, "import.oob.csv.bad-role",
              "role \"" + get(r, "role") + "\": expected heading, line, second, aide or replacement",
              atInputLine(m_fileName, r.line));
    u.role = role.value_or(LeaderRole::None);
    u.men = number(r, "men");
    u.guns = number(r, "guns");
    u.weapon = get(r, "weapon");
    u.designation = get(r, "designation");
    u.formationCode = r.path.empty() ? get(r, "code") : std::string();
    u.notes = get(r, "notes");
    if (!r.notes.empty()) u.notes += (u.notes.empty() ? "" : "; ") + r.notes;
    if (!commander.empty()) u.officers.push_back(leaderSummary(parseLeader(commander)));
    u.citation = get(r, "source");
    for (const auto& [name, index] : m_header.column)
      if (name.starts_with("attr:") && !r.cells[index].empty())
        u.attributes.emplace_back(name.substr(5), r.cells[index]);
    u.source = r.source;
    m_out.units.push_back(std::move(u));
  }

  const Header& m_header;
  const std::string& m_fileName;
  RawOob& m_out;
  model::Diagnostics& m_d;
  std::vector<std::string> m_previousLevels;  // the level cells of the last row that gave any
  std::string m_previousSide;                 // and the side that row stated
  std::set<std::pair<std::vector<std::string>, std::string>> m_commandersSeen;
  std::set<std::vector<std::string>> m_formationsSeen;
  std::map<std::string, std::string> m_rosterArmy;    // side → the command code its army's leader counter names
  std::map<std::string, std::string> m_rosterLevels;  // command code → the level its leader's counter gives
};

}  // namespace

namespace {

/// The rows with a "path" column made from their parent links (parent_links.h), and a
/// formation's own name moved into its path; empty when the header has no id and parent
/// columns, or already gives the hierarchy.
std::vector<TableRow> withPathsFromParentLinks(const std::vector<TableRow>& rows, std::size_t headerAt,
                                               const std::string& fileName, model::Diagnostics& d) {
  std::map<std::string, std::size_t> at;
  for (std::size_t i = 0; i < rows[headerAt].cells.size(); ++i) at.emplace(canonicalColumn(rows[headerAt].cells[i]), i);
  const bool hierarchy =
      at.count("path") || at.count("army") || at.count("corps") || at.count("division") || at.count("brigade");
  const auto name = at.count("unit") ? at.find("unit") : at.find("name");
  if (hierarchy || !at.count("id") || !at.count("parent") || name == at.end()) return {};
  const ParentColumns columns{at["id"], at["parent"], name->second};
  const LinkedPaths linked = pathsFromParents(rows, headerAt, columns);
  for (const auto& [r, why] : linked.problems)
    d.add(model::Severity::Warning, "import.oob.csv.parent",
          "\"" + (columns.name < rows[r].cells.size() ? rows[r].cells[columns.name] : std::string()) + "\": " + why +
              "; read under the formations found above it",
          atInputLine(fileName, rows[r].line));
  const std::vector<std::string>& paths = linked.paths;
  const std::vector<bool> parents = rowsThatAreParents(rows, headerAt, columns);
  std::vector<TableRow> out = rows;
  out[headerAt].cells.push_back("path");
  for (std::size_t r = headerAt + 1; r < out.size(); ++r) {
    out[r].cells.resize(std::max(out[r].cells.size(), rows[headerAt].cells.size()));
    if (parents[r]) out[r].cells[columns.name].clear();
    out[r].cells.push_back(paths[r]);
  }
  return out;
}

}  // namespace

RawOob parseOobTable(const std::vector<TableRow>& rows, const std::string& style, const std::string& fileName,
                     model::Diagnostics& d) {
  RawOob out;
  out.style = style;
  const std::size_t headerAt = findHeaderRow(rows);
  if (headerAt == rows.size()) {
    d.add(model::Severity::Error, "import.oob.csv.no-hierarchy",
          "no row names the columns (a header with unit, army, corps, division or brigade, or path)",
          atInputLine(fileName, 1));
    return out;
  }
  readTitleBlock(rows, headerAt, fileName, out, d);
  // "id,parent_id,name": rows that point at their parents give a path column.
  const std::vector<TableRow> linked = withPathsFromParentLinks(rows, headerAt, fileName, d);
  const std::vector<TableRow>& read = linked.empty() ? rows : linked;
  const Header header = readHeader(read[headerAt], fileName, d);
  RowReader reader(header, fileName, out, d);
  for (std::size_t li = headerAt + 1; li < read.size(); ++li) reader.read(read[li]);
  return out;
}

}  // namespace hexwright::importers::oob
