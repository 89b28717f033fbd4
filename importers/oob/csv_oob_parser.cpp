#include "importers/oob/csv_oob_parser.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>
#include <optional>
#include <set>

#include "importers/oob/leader_text.h"
#include "importers/oob/listing_cleaner.h"
#include "importers/oob/text_util.h"
#include "model/io/io_limits.h"
#include "model/io/text_checks.h"

namespace hexwright::importers::oob {
namespace {

const std::vector<std::string> kLevelColumns{"army", "corps", "division", "brigade"};
const std::set<std::string> kKnownColumns{
    "path", "side", "army", "corps",  "division",    "brigade", "unit",  "name", "type",  "commander", "rank",
    "role", "men",  "guns", "weapon", "designation", "code",    "level", "id",   "notes", "source"};

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
  while (!n.empty() && (n.back() == '.' || n.back() == ':' || n.back() == '*')) n.pop_back();
  if (kKnownColumns.count(n)) return n;
  static const std::map<std::string, std::string> aliases{{"regiment", "unit"},
                                                          {"regiments", "unit"},
                                                          {"unit name", "unit"},
                                                          {"units", "unit"},
                                                          {"organization", "unit"},
                                                          {"regiment/battery", "unit"},
                                                          {"battery", "unit"},
                                                          {"command", "unit"},
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

std::vector<TableRow> splitCsvRows(std::string_view text, char delimiter) {
  std::vector<TableRow> rows;
  for (const Record& r : csvRecords(text)) {
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

RawOob parseOobCsv(std::string_view text, const std::string& fileName, model::Diagnostics& d) {
  RawOob out;
  if (!io::checkLineLengths(text, fileName, "import.oob.line-too-long", d)) return out;
  // Records, not lines: RFC 4180 lets a quoted cell run over several lines.
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);  // a byte-order mark
  const std::vector<Record> records = csvRecords(text);
  // The delimiter the most records use alike: tab, else "," or ";" (spreadsheets in many
  // locales save ";"), decided over the file, not from a title line above the header.
  char delimiter = ',';
  {
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
  }
  std::vector<TableRow> rows;
  for (const auto& r : records) {
    TableRow row;
    row.line = r.line;
    if (auto fields = splitCsvRecord(r.text, delimiter)) {
      row.cells = std::move(*fields);
    } else {
      row.unclosedQuote = true;
    }
    rows.push_back(std::move(row));
  }
  const std::string style = delimiter == '\t'  ? "TSV (tab-separated)"
                            : delimiter == ';' ? "CSV (semicolon-separated)"
                                               : "CSV (comma-separated)";
  return parseOobTable(rows, style, fileName, d);
}

RawOob parseOobTable(const std::vector<TableRow>& rows, const std::string& style, const std::string& fileName,
                     model::Diagnostics& d) {
  RawOob out;
  out.style = style;
  auto at = [&](int line, int column = 0) {
    model::Location l;
    l.source = model::SourceLocation{fileName, line, column};
    return l;
  };
  // The header: the first row naming a hierarchy or unit column; rows above it are the
  // sheet's title block, kept as notes.
  std::size_t headerAt = rows.size();
  for (std::size_t i = 0; i < rows.size() && i < 60; ++i) {
    std::size_t known = 0;
    bool anchor = false;
    for (const auto& c : rows[i].cells) {
      const std::string name = canonicalColumn(c);
      if (name.empty()) continue;
      ++known;
      anchor = anchor || name == "path" || name == "unit" || name == "name" ||
               std::find(kLevelColumns.begin(), kLevelColumns.end(), name) != kLevelColumns.end();
    }
    if (anchor && known >= 2) {
      headerAt = i;
      break;
    }
  }
  if (headerAt == rows.size()) {
    d.add(model::Severity::Error, "import.oob.csv.no-hierarchy",
          "no row names the columns (a header with unit, army, corps, division or brigade, or path)", at(1));
    return out;
  }
  for (std::size_t i = 0; i < headerAt; ++i) {
    std::string title;
    for (const auto& c : rows[i].cells)
      if (!trim(c).empty()) title += (title.empty() ? "" : " ") + trim(c);
    if (title.empty()) continue;
    ++out.notesRead;
    out.titleBlock += (out.titleBlock.empty() ? "" : " ") + title;
    d.add(model::Severity::Info, "import.oob.text.skipped", "\"" + title + "\": a title above the header row",
          at(rows[i].line));
  }
  const std::vector<std::string>* header = &rows[headerAt].cells;
  const int headerLineNo = rows[headerAt].line;
  std::map<std::string, std::size_t> column;
  std::vector<std::pair<std::string, std::size_t>> casualtyColumns;
  for (std::size_t i = 0; i < header->size(); ++i) {
    const std::string raw = lower(trim((*header)[i]));
    if (raw.empty()) continue;
    const std::string name = canonicalColumn((*header)[i]);
    if (name.starts_with("casualty:")) {
      casualtyColumns.emplace_back(name.substr(9), i);
      continue;
    }
    if (name.empty()) {
      d.add(model::Severity::Warning, "import.oob.csv.unknown-column",
            "column \"" + (*header)[i] + "\" is not an OOB column; its values are kept in the notes",
            at(headerLineNo, static_cast<int>(i) + 1));
      casualtyColumns.emplace_back(trim((*header)[i]), i);
      continue;
    }
    if (column.count(name)) {
      d.add(model::Severity::Warning, "import.oob.csv.duplicate-column",
            "column \"" + name + "\" appears twice; the first is read", at(headerLineNo, static_cast<int>(i) + 1));
      continue;
    }
    column.emplace(name, i);
  }
  const bool pathForm = column.count("path") > 0;
  bool levelForm = false;
  for (const auto& l : kLevelColumns) levelForm = levelForm || column.count(l) > 0;
  if (pathForm && levelForm)
    d.add(model::Severity::Warning, "import.oob.csv.both-hierarchies",
          "the header has a path column and level columns; the path column is used", at(headerLineNo));

  std::set<std::pair<std::vector<std::string>, std::string>> commandersSeen;
  std::set<std::vector<std::string>> formationsSeen;
  std::vector<std::string> previousLevels(kLevelColumns.size());
  for (std::size_t li = headerAt + 1; li < rows.size(); ++li) {
    const int lineNo = rows[li].line;
    if (rows[li].unclosedQuote) {
      ++out.notUnderstood;
      out.review.push_back({lineNo, "a quoted field is not closed before the end of the file"});
      d.add(model::Severity::Warning, "import.oob.csv.malformed",
            "a quoted field is not closed before the end of the file; the row is not read", at(lineNo));
      continue;
    }
    std::vector<std::string> cells = rows[li].cells;
    // ";;;;;;" between groups, or a blank line: nothing.
    bool blank = true;
    for (const auto& c : cells) blank = blank && trim(c).empty();
    if (blank) continue;
    if (cells.size() != header->size()) {
      bool extraBlank = true;
      for (std::size_t k = header->size(); k < cells.size(); ++k) extraBlank = extraBlank && trim(cells[k]).empty();
      if (cells.size() > header->size() && !extraBlank) {
        ++out.notUnderstood;
        out.review.push_back({lineNo, "the row has more fields than the header"});
        d.add(model::Severity::Warning, "import.oob.csv.malformed",
              "the row has " + std::to_string(cells.size()) + " fields; the header has " +
                  std::to_string(header->size()) + "; the extra fields are kept in the notes",
              at(lineNo));
      }
      cells.resize(std::max(cells.size(), header->size()));
    }
    const std::vector<std::string>* fields = &cells;
    auto get = [&](const std::string& name) -> std::string {
      const auto it = column.find(name);
      return it == column.end() ? std::string() : (*fields)[it->second];
    };
    std::string rowNotes;
    auto number = [&](const std::string& name) -> std::optional<long> {
      // "1,050", "1.050", "1 050", "~400", "1050.0": thousands separators of any locale,
      // approximations and a spreadsheet's decimals.
      std::string v = trim(get(name));
      if (v.ends_with(".0")) v.resize(v.size() - 2);
      std::string digits;
      for (char c : v)
        if (c != ',' && c != ' ' && c != '~' && c != '\'' && c != '.' && c != '\xA0') digits += c;
      if (digits.empty()) return std::nullopt;
      long n = 0;
      const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
      if (ec != std::errc() || end != digits.data() + digits.size() || n < 0) {
        d.add(model::Severity::Warning, "import.oob.csv.bad-number",
              name + " \"" + v + "\" is not a whole number of " + name + "; kept in the notes",
              at(lineNo, static_cast<int>(column.at(name)) + 1));
        rowNotes += (rowNotes.empty() ? "" : "; ") + name + " " + v;
        return std::nullopt;
      }
      return n;
    };
    for (const auto& [label, index] : casualtyColumns)
      if (index < fields->size() && !trim((*fields)[index]).empty())
        rowNotes += (rowNotes.empty() ? "" : "; ") + label + " " + withoutThousandsSeparators(trim((*fields)[index]));

    // The formation path, and which level each element is when level columns give it.
    std::vector<std::string> path;
    std::vector<std::string> levels;
    if (pathForm) {
      path = splitPath(get("path"));
      levels.assign(path.size(), std::string());
      if (!path.empty() && !get("level").empty() && get("unit").empty() && get("name").empty())
        levels.back() = get("level");
    } else {
      // Merged or blank cells below a formation's name mean that formation: a level left
      // blank above the deepest level given (or every level, on a unit row) is filled down.
      std::vector<std::string> values;
      std::size_t deepest = 0;
      bool any = false;
      for (std::size_t k = 0; k < kLevelColumns.size(); ++k) {
        values.push_back(trim(get(kLevelColumns[k])));
        if (!values.back().empty()) {
          deepest = k;
          any = true;
        }
      }
      const bool unitRow = !get("unit").empty() || !get("name").empty();
      const std::size_t fillTo = any ? deepest : (unitRow ? kLevelColumns.size() : 0);
      // Only under the same formations: a new corps with no division is a corps without one.
      for (std::size_t k = 0; k < fillTo; ++k) {
        bool sameAbove = true;
        for (std::size_t j = 0; j < k; ++j) sameAbove = sameAbove && values[j] == previousLevels[j];
        if (values[k].empty() && column.count(kLevelColumns[k]) && sameAbove) values[k] = previousLevels[k];
      }
      for (std::size_t k = 0; k < kLevelColumns.size(); ++k) {
        if (any && k > deepest) values[k].clear();
        if (values[k].empty()) continue;
        path.push_back(values[k]);
        levels.push_back(kLevelColumns[k]);
      }
      if (any || unitRow) previousLevels = values;
    }
    // Every prefix of the path becomes a formation below: a path deeper than any army keeps
    // that quadratic in the row's length.
    if (path.size() > static_cast<std::size_t>(io::kMaxFormationDepth)) {
      ++out.notUnderstood;
      d.add(model::Severity::Error, "import.oob.csv.too-deep",
            "the path has " + std::to_string(path.size()) + " levels; at most " +
                std::to_string(io::kMaxFormationDepth) + " are read",
            at(lineNo));
      continue;
    }
    const std::string side = get("side");
    const model::Provenance source{fileName, lineNo};
    const std::string unitName = !get("unit").empty() ? get("unit") : get("name");
    // "Total", "Brigade total": sums the sheet already gives.
    if (startsWithNoCase(unitName, "total") || lower(unitName).ends_with(" total") ||
        (unitName.empty() && !path.empty() && startsWithNoCase(path.back(), "total"))) {
      ++out.notesRead;
      d.add(model::Severity::Info, "import.oob.text.furniture",
            "\"" + (unitName.empty() ? path.back() : unitName) + "\": a total row" +
                (rowNotes.empty() ? std::string() : " (" + rowNotes + ")"),
            at(lineNo));
      continue;
    }
    // Every prefix of the path is a formation; the first row that names it defines it.
    for (std::size_t k = 0; k < path.size(); ++k) {
      std::vector<std::string> prefix(path.begin(), path.begin() + static_cast<std::ptrdiff_t>(k) + 1);
      const bool self = unitName.empty() && k + 1 == path.size();
      if (!formationsSeen.insert(prefix).second) {
        if (self && get("id").empty() && get("code").empty())
          d.add(model::Severity::Warning, "import.oob.duplicate",
                "formation \"" + prefix.back() + "\" is described twice; the first row is kept", at(lineNo));
        continue;
      }
      RawFormation f;
      f.side = side;
      f.path = prefix;
      f.level = levels[k];
      f.source = source;
      if (self) {
        f.id = get("id");
        f.code = get("code");
        f.notes = get("notes");
      }
      out.formations.push_back(std::move(f));
    }
    if (path.empty() && unitName.empty()) {
      ++out.notUnderstood;
      out.review.push_back({lineNo, "the row names neither a formation nor a unit"});
      d.add(model::Severity::Warning, "import.oob.csv.malformed",
            "the row names neither a formation nor a unit; not read", at(lineNo));
      continue;
    }
    // A unit row's commander is that unit's officer; a formation row's, the formation's leader.
    const std::string commander = get("commander");
    if (!commander.empty() && !path.empty() && unitName.empty() && commandersSeen.insert({path, commander}).second) {
      RawUnit leader;
      leader.side = side;
      leader.path = path;
      const LeaderText l = parseLeader(commander);
      leader.name = leaderDisplayName(l);
      leader.rank = l.rank;
      leader.status = l.status;
      leader.notes = l.notes;
      // A brigade's commander is named on its line; higher commanders head their formation.
      const bool brigade =
          (!levels.empty() && equalsNoCase(levels.back(), "brigade")) || containsNoCase(path.back(), "brigade");
      leader.role = brigade ? LeaderRole::LineCommander : LeaderRole::HeadingCommander;
      leader.source = source;
      out.units.push_back(std::move(leader));
    }
    if (unitName.empty()) continue;
    RawUnit u;
    u.id = get("id");
    u.side = side;
    u.path = path;
    u.name = unitName;
    u.type = get("type");
    u.rank = get("rank");
    const auto role = parseRole(get("role"));
    if (!role)
      d.add(model::Severity::Warning, "import.oob.csv.bad-role",
            "role \"" + get("role") + "\": expected heading, line, second, aide or replacement", at(lineNo));
    u.role = role.value_or(LeaderRole::None);
    u.men = number("men");
    u.guns = number("guns");
    u.weapon = get("weapon");
    u.designation = get("designation");
    u.formationCode = path.empty() ? get("code") : std::string();
    u.notes = get("notes");
    if (!rowNotes.empty()) u.notes += (u.notes.empty() ? "" : "; ") + rowNotes;
    if (!commander.empty()) u.officers.push_back(leaderSummary(parseLeader(commander)));
    u.citation = get("source");
    for (const auto& [name, index] : column)
      if (name.starts_with("attr:") && !(*fields)[index].empty())
        u.attributes.emplace_back(name.substr(5), (*fields)[index]);
    u.source = source;
    out.units.push_back(std::move(u));
  }
  return out;
}

}  // namespace hexwright::importers::oob
