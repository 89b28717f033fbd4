#include "importers/oob/csv_oob_parser.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>
#include <optional>
#include <set>

#include "importers/oob/leader_text.h"
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

RawOob parseOobCsv(std::string_view text, const std::string& fileName, model::Diagnostics& d) {
  RawOob out;
  auto at = [&](int line, int column = 0) {
    model::Location l;
    l.source = model::SourceLocation{fileName, line, column};
    return l;
  };
  if (!io::checkLineLengths(text, fileName, "import.oob.line-too-long", d)) return out;
  // Records, not lines: RFC 4180 lets a quoted cell run over several lines.
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);  // a byte-order mark
  struct Record {
    std::string_view text;
    int line;
  };
  std::vector<Record> records;
  {
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
  }
  std::size_t headerAt = 0;
  while (headerAt < records.size() && trim(records[headerAt].text).empty()) ++headerAt;
  if (headerAt == records.size()) {
    d.add(model::Severity::Error, "import.oob.csv.empty", "the file has no header row", at(1));
    return out;
  }
  const std::string_view headerLine = records[headerAt].text;
  const int headerLineNo = records[headerAt].line;
  // The header's delimiter: tab, else whichever of "," and ";" it uses more
  // (spreadsheets in many locales save ";").
  char delimiter = ',';
  if (headerLine.find('\t') != std::string_view::npos) {
    delimiter = '\t';
  } else {
    const auto commas = std::count(headerLine.begin(), headerLine.end(), ',');
    const auto semicolons = std::count(headerLine.begin(), headerLine.end(), ';');
    if (semicolons > commas) delimiter = ';';
  }
  const auto header = splitCsvRecord(headerLine, delimiter);
  out.style = delimiter == '\t'  ? "TSV (tab-separated)"
              : delimiter == ';' ? "CSV (semicolon-separated)"
                                 : "CSV (comma-separated)";
  std::map<std::string, std::size_t> column;
  for (std::size_t i = 0; header && i < header->size(); ++i) {
    const std::string name = lower(trim((*header)[i]));
    if (name.empty()) continue;
    if (!kKnownColumns.count(name) && !name.starts_with("attr:"))
      d.add(model::Severity::Warning, "import.oob.csv.unknown-column",
            "column \"" + (*header)[i] + "\" is not an OOB column; its values are not imported",
            at(headerLineNo, static_cast<int>(i) + 1));
    if (column.count(name))
      d.add(model::Severity::Error, "import.oob.csv.duplicate-column", "column \"" + name + "\" appears twice",
            at(headerLineNo, static_cast<int>(i) + 1));
    column.emplace(name, i);
  }
  const bool pathForm = column.count("path") > 0;
  bool levelForm = false;
  for (const auto& l : kLevelColumns) levelForm = levelForm || column.count(l) > 0;
  if (!pathForm && !levelForm) {
    d.add(model::Severity::Error, "import.oob.csv.no-hierarchy",
          "the header has neither a path column nor level columns (army, corps, division, brigade)", at(headerLineNo));
    return out;
  }
  if (pathForm && levelForm)
    d.add(model::Severity::Warning, "import.oob.csv.both-hierarchies",
          "the header has a path column and level columns; the path column is used", at(headerLineNo));

  std::set<std::pair<std::vector<std::string>, std::string>> commandersSeen;
  std::set<std::vector<std::string>> formationsSeen;
  for (std::size_t li = headerAt + 1; li < records.size(); ++li) {
    const int lineNo = records[li].line;
    if (trim(records[li].text).empty()) continue;
    const auto fields = splitCsvRecord(records[li].text, delimiter);
    if (!fields) {
      ++out.notUnderstood;
      d.add(model::Severity::Error, "import.oob.csv.malformed",
            "a quoted field is not closed before the end of the file", at(lineNo));
      continue;
    }
    if (fields->size() != header->size()) {
      ++out.notUnderstood;
      d.add(
          model::Severity::Error, "import.oob.csv.malformed",
          "the row has " + std::to_string(fields->size()) + " fields; the header has " + std::to_string(header->size()),
          at(lineNo));
      continue;
    }
    auto get = [&](const std::string& name) -> std::string {
      const auto it = column.find(name);
      return it == column.end() ? std::string() : (*fields)[it->second];
    };
    auto number = [&](const std::string& name) -> std::optional<long> {
      // "1,050", "1 050", "~400": spreadsheet thousands separators and approximations.
      std::string v;
      for (char c : get(name))
        if (c != ',' && c != ' ' && c != '~' && c != '\'') v += c;
      if (v.empty()) return std::nullopt;
      long n = 0;
      const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
      if (ec != std::errc() || end != v.data() + v.size() || n < 0) {
        d.add(model::Severity::Error, "import.oob.csv.bad-number",
              name + " \"" + v + "\" is not a whole number of " + name,
              at(lineNo, static_cast<int>(column.at(name)) + 1));
        return std::nullopt;
      }
      return n;
    };

    // The formation path, and which level each element is when level columns give it.
    std::vector<std::string> path;
    std::vector<std::string> levels;
    if (pathForm) {
      path = splitPath(get("path"));
      levels.assign(path.size(), std::string());
      if (!path.empty() && !get("level").empty() && get("unit").empty() && get("name").empty())
        levels.back() = get("level");
    } else {
      for (const auto& l : kLevelColumns) {
        const std::string v = get(l);
        if (v.empty()) continue;
        path.push_back(v);
        levels.push_back(l);
      }
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
      d.add(model::Severity::Error, "import.oob.csv.malformed", "the row names neither a formation nor a unit",
            at(lineNo));
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
      d.add(model::Severity::Error, "import.oob.csv.bad-role",
            "role \"" + get("role") + "\": expected heading, line, second, aide or replacement", at(lineNo));
    u.role = role.value_or(LeaderRole::None);
    u.men = number("men");
    u.guns = number("guns");
    u.weapon = get("weapon");
    u.designation = get("designation");
    u.formationCode = path.empty() ? get("code") : std::string();
    u.notes = get("notes");
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
