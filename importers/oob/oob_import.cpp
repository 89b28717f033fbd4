#include "importers/oob/oob_import.h"

#include <algorithm>
#include <map>
#include <set>

#include "importers/common/input_file.h"
#include "importers/common/input_location.h"
#include "importers/common/oob_profile.h"
#include "importers/oob/counter_roster.h"
#include "importers/oob/csv_oob_parser.h"
#include "importers/oob/data_records.h"
#include "importers/oob/listing_words.h"
#include "importers/oob/oob_builder.h"
#include "importers/oob/oob_csv_writer.h"
#include "importers/oob/text_decode.h"
#include "importers/oob/text_oob_parser.h"
#include "importers/oob/text_util.h"
#include "importers/oob/workbook.h"
#include "model/io/counter_name_table.h"

namespace hexwright::importers::oob {
namespace {

model::Location fileLocation(const std::string& file, int line = 0) { return atInputLine(file, line); }

/// CSV or text, decided from the whole file: the extension when it says, else the shape
/// of most lines (a table repeats one delimiter count on most of its rows; prose with
/// commas does not), never the first line alone.
std::pair<OobFormat, std::string> detectFormat(const std::filesystem::path& file, const std::string& text) {
  const std::string ext = lower(file.extension().string());
  if (ext == ".csv" || ext == ".tsv") return {OobFormat::Csv, "the file name ends in " + ext};
  // A game's JSON roster or a play aid's script, whatever the file is called.
  if (dataRecordsAsRows(text)) return {OobFormat::Csv, "the text is data records (JSON, YAML or a script's objects)"};
  if (counterRowsAsRows(text)) return {OobFormat::Csv, "every line is figures and a name (a game's counter file)"};
  for (const char* t : {".txt", ".md", ".wiki", ".text", ".htm", ".html", ".markdown", ".mediawiki"})
    if (ext == t) return {OobFormat::Text, "the file name ends in " + ext};
  std::map<std::pair<char, std::size_t>, std::size_t> shapes;
  std::size_t lines = 0;
  for (std::size_t b = 0; b < text.size() && lines < 2000;) {
    std::size_t e = text.find('\n', b);
    if (e == std::string::npos) e = text.size();
    const std::string_view l(text.data() + b, e - b);
    b = e + 1;
    if (l.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    ++lines;
    for (char delimiter : {',', ';', '\t'}) {
      std::size_t n = 0;
      bool quoted = false;
      for (char c : l) {
        if (c == '"') quoted = !quoted;
        n += !quoted && c == delimiter;
      }
      if (n >= 2) ++shapes[{delimiter, n}];
    }
  }
  for (const auto& [shape, n] : shapes)
    if (lines >= 2 && n * 10 >= lines * 6) {
      const char* name = shape.first == ',' ? "commas" : shape.first == ';' ? "semicolons" : "tabs";
      return {OobFormat::Csv, std::to_string(n) + " of " + std::to_string(lines) + " lines have " +
                                  std::to_string(shape.second) + " " + name};
    }
  return {OobFormat::Text, "no delimiter repeats on most lines"};
}

/// "Lieut. Col. T. H. Bell (wounded; captured)" → {"wounded", "captured"}.
void countStatuses(const std::string& summary, std::map<std::string, std::size_t>& out) {
  if (summary.empty() || summary.back() != ')') return;
  const std::size_t open = summary.rfind('(');
  if (open == std::string::npos) return;
  for (const std::string& s : splitOutsideParens(summary.substr(open + 1, summary.size() - open - 2), ";"))
    for (const char* known : {"killed", "wounded", "mortally wounded", "captured", "missing"})
      if (s == known) ++out[s];
}

/// The first `perRule` diagnostics of each rule, then one line with the count of the rest,
/// so 5 MB of junk gives a readable report.
std::size_t appendCapped(const model::Diagnostics& from, model::Diagnostics& to, std::size_t perRule) {
  std::map<std::string, std::size_t> seen;
  std::map<std::string, std::pair<model::Severity, std::size_t>> hidden;
  std::vector<std::string> order;
  for (const auto& d : from.items()) {
    if (++seen[d.rule] <= perRule) {
      to.add(d);
      continue;
    }
    auto& h = hidden[d.rule];
    if (h.second == 0) order.push_back(d.rule);
    h.first = std::max(h.first, d.severity);
    ++h.second;
  }
  std::size_t total = 0;
  for (const auto& rule : order) {
    const auto& [severity, n] = hidden[rule];
    total += n;
    to.add(severity, rule, "… and " + std::to_string(n) + " more like this (" + rule + ")");
  }
  return total;
}

void applyAnchors(RawOob& raw, const OobImportRequest& request) {
  if (!request.side.empty()) {
    for (auto& f : raw.formations)
      if (f.side.empty()) f.side = request.side;
    for (auto& u : raw.units)
      if (u.side.empty()) u.side = request.side;
  }
  if (request.army.empty()) return;
  bool defined = false;
  for (const auto& f : raw.formations)
    defined = defined || (f.path.size() == 1 && equalsNoCase(f.path[0], request.army));
  // Everything whose top is not an army goes under the named army.
  std::set<std::string> tops;
  for (const auto& f : raw.formations)
    if (f.path.size() == 1 && !equalsNoCase(f.level, "army") && !equalsNoCase(f.path[0], request.army))
      tops.insert(f.path[0]);
  auto under = [&](std::vector<std::string>& path) {
    if (!path.empty() && tops.count(path[0])) path.insert(path.begin(), request.army);
  };
  for (auto& f : raw.formations) under(f.path);
  for (auto& u : raw.units) under(u.path);
  // The army must come before what now stands under it (a listing may name it last).
  const auto named = std::find_if(raw.formations.begin(), raw.formations.end(), [&](const RawFormation& f) {
    return f.path.size() == 1 && equalsNoCase(f.path[0], request.army);
  });
  if (named != raw.formations.end()) std::rotate(raw.formations.begin(), named, named + 1);
  if (!defined) {
    RawFormation army;
    army.path = {request.army};
    army.level = "army";
    army.side = request.side;
    army.notes = "named with --army";
    raw.formations.insert(raw.formations.begin(), army);
  }
}

/// Tops of two sides and no army at all ("Confederate" / "Ewell's Division" … beside "Union"
/// / "First Division" …): each side's tops go under a placeholder army of their own, named
/// "Army (unnamed)", "Army (unnamed 2)". False (nothing changed) when the tops state one side.
bool armyPerSide(RawOob& raw, const std::string& shown, model::Diagnostics& d) {
  std::vector<std::string> sides;
  for (const auto& f : raw.formations)
    if (f.path.size() == 1 && !f.side.empty() && std::find(sides.begin(), sides.end(), f.side) == sides.end())
      sides.push_back(f.side);
  if (sides.size() < 2) return false;
  std::map<std::string, std::string> armyOfSide;
  for (std::size_t i = 0; i < sides.size(); ++i)
    armyOfSide[sides[i]] = i == 0 ? std::string(kUnnamedArmy) : "Army (unnamed " + std::to_string(i + 1) + ")";
  std::map<std::string, std::string> armyOfTop;  // a top's name → its side's placeholder
  for (const auto& f : raw.formations)
    if (f.path.size() == 1) armyOfTop[f.path[0]] = armyOfSide[f.side.empty() ? sides[0] : f.side];
  auto under = [&](std::vector<std::string>& path) {
    if (const auto it = path.empty() ? armyOfTop.end() : armyOfTop.find(path[0]); it != armyOfTop.end())
      path.insert(path.begin(), it->second);
  };
  for (auto& f : raw.formations) under(f.path);
  for (auto& u : raw.units) under(u.path);
  for (std::size_t i = sides.size(); i-- > 0;) {
    RawFormation army;
    army.path = {armyOfSide[sides[i]]};
    army.level = "army";
    army.side = sides[i];
    army.notes = "the listing names no army: rename it";
    for (const auto& f : raw.formations)
      if (f.path.size() == 2 && f.path[0] == army.path[0]) {
        army.source = f.source;
        break;
      }
    d.add(model::Severity::Warning, "import.oob.army.placeholder",
          "the " + sides[i] + " entries name no army; they go under \"" + army.path[0] +
              "\": rename it, or give --army NAME",
          fileLocation(shown, army.source.line));
    raw.formations.insert(raw.formations.begin(), std::move(army));
  }
  return true;
}

/// One error instead of a cascade when nothing in the listing is an army (its heading was
/// missed, or the listing starts below it). A listing that has an army may also hold
/// formations outside it, as bundles do (a division arriving on its own): those are kept,
/// so an exported order of battle imports back as it was.
void ensureArmy(RawOob& raw, const model::Ruleset& ruleset, const std::string& shown, bool table,
                model::Diagnostics& d) {
  if (!ruleset.findOobLevel("army")) return;
  // Units a table gives no formation at all belong to the listing's one army, or to a
  // placeholder the designer renames.
  std::vector<RawUnit*> loose;
  // (A unit with its side stated and no formation is one a bundle may hold: kept as it is.)
  for (auto& u : raw.units)
    if (u.path.empty() && u.formationCode.empty() && u.side.empty()) loose.push_back(&u);
  if (!loose.empty()) {
    std::vector<std::string> armies;
    for (const auto& f : raw.formations)
      if (f.path.size() == 1 && equalsNoCase(f.level, "army")) armies.push_back(f.path[0]);
    std::string army = armies.size() == 1 ? armies[0] : std::string(kUnnamedArmy);
    if (armies.size() != 1) {
      bool defined = false;
      for (const auto& f : raw.formations) defined = defined || (f.path.size() == 1 && f.path[0] == army);
      if (!defined) {
        RawFormation f;
        f.path = {army};
        f.level = "army";
        f.notes = "the listing names no army: rename it";
        f.source = loose.front()->source;
        raw.formations.insert(raw.formations.begin(), f);
      }
      d.add(model::Severity::Warning, "import.oob.army.placeholder",
            "\"" + loose.front()->name + "\" and " + std::to_string(loose.size() - 1) +
                " more entries name no formation; they go under \"" + army + "\": rename it, or give --army NAME",
            fileLocation(shown, loose.front()->source.line));
    }
    for (RawUnit* u : loose) u->path = {army};
  }
  // Formations with nothing above them go under the listing's one army, else under a
  // placeholder the designer renames.
  std::vector<std::string> armies;
  const RawFormation* orphan = nullptr;
  // (In a table, a formation whose side is stated, as an exported bundle states every side,
  // may stand apart from the army: a division arriving on its own is kept as it is.)
  for (const auto& f : raw.formations) {
    if (f.path.size() != 1) continue;
    if (equalsNoCase(f.level, "army"))
      armies.push_back(f.path[0]);
    else if (!f.level.empty() && !orphan)
      orphan = &f;
  }
  if (!orphan || (table && !armies.empty() && !orphan->side.empty())) return;
  if (armies.empty() && armyPerSide(raw, shown, d)) return;
  const std::string army = armies.size() == 1 ? armies[0] : std::string(kUnnamedArmy);
  d.add(model::Severity::Warning, "import.oob.army.placeholder",
        "\"" + orphan->path[0] + "\" (" + orphan->level + ") has no army above it; it goes under \"" + army + "\"" +
            (armies.size() == 1 ? std::string() : ": rename it, or give --army NAME"),
        fileLocation(shown, orphan->source.line));
  const bool existed = armies.size() == 1 || std::find(armies.begin(), armies.end(), army) != armies.end();
  const model::Provenance where = orphan->source;  // (the anchoring below moves the formations)
  const std::string side = orphan->side;           // a placeholder army is its formations' side
  OobImportRequest anchor;
  anchor.army = army;
  applyAnchors(raw, anchor);
  if (!existed) {
    raw.formations.front().notes = "the listing names no army: rename it";
    raw.formations.front().source = where;
    if (raw.formations.front().side.empty()) raw.formations.front().side = side;
  }
}

/// Whether `side` is one of the ruleset's sides, by id or name.
bool isRulesetSide(const model::Ruleset& ruleset, const std::string& side) {
  for (const auto& s : ruleset.sides)
    if (equalsNoCase(s.id.str(), side) || equalsNoCase(s.name, side)) return true;
  return false;
}

/// "US", "CSA", "Federals": a side stated in words the ruleset does not use is the side those
/// words name; a label that names none ("sideB", "Player 2") stays as a note, and the entry's
/// side is worked out as for one that states none (never an entry refused for it).
void settleSideLabels(RawOob& raw, const model::Ruleset& ruleset, const std::string& shown, model::Diagnostics& d) {
  auto known = [&](const std::string& side) { return isRulesetSide(ruleset, side); };
  std::set<std::string> said;
  auto settle = [&](std::string& side, std::string& notes, const model::Provenance& where) {
    if (side.empty() || known(side)) return;
    const std::string l = lower(trim(side));
    const std::string named = l == "us" ? "union" : l == "cs" ? "confederate" : sideNamedIn(side);
    if (!named.empty() && known(named)) {
      side = named;
      return;
    }
    if (said.insert(side).second)
      d.add(model::Severity::Warning, "import.oob.side.unknown",
            "side \"" + side + "\" is none of " + ruleset.id +
                "'s sides; its entries' side is worked out as for entries that state none: check it, or give --side",
            fileLocation(shown, where.line));
    notes += (notes.empty() ? "" : "; ") + std::string("side: ") + side;
    side.clear();
  };
  for (auto& f : raw.formations) settle(f.side, f.notes, f.source);
  for (auto& u : raw.units) settle(u.side, u.notes, u.source);
}

/// Armies whose name alone tells the side; "of Tennessee" and "of the Tennessee" differ.
std::string sideOfHistoricalArmy(const std::string& name) {
  const std::string l = lower(name);
  for (const char* a : {"army of the potomac", "army of the tennessee", "army of the cumberland", "army of the ohio",
                        "army of the james", "army of the shenandoah", "army of virginia", "army of the gulf",
                        "army of the frontier", "army of the southwest", "army of west tennessee"})
    if (l.find(a) != std::string::npos) return "union";
  for (const char* a :
       {"army of northern virginia", "army of tennessee", "army of mississippi", "army of the mississippi",
        "army of kentucky", "army of the west", "army of the peninsula", "army of the valley", "army of east tennessee",
        "army of the kanawha", "army of the northwest", "missouri state guard", "army of central kentucky"})
    if (l.find(a) != std::string::npos) return "confederate";
  return {};
}

/// Tops whose side nothing states get the side their army's name tells, else the side the
/// listing's words name most, else the ruleset's first side: each is said, for review.
void settleSides(RawOob& raw, const std::string& text, const model::Ruleset& ruleset, const std::string& shown,
                 model::Diagnostics& d) {
  auto known = [&](const std::string& side) { return isRulesetSide(ruleset, side); };
  std::map<std::string, std::string> sideOfTop;
  for (auto& f : raw.formations) {
    if (f.path.size() != 1 || !f.side.empty()) continue;
    std::string side = sideOfHistoricalArmy(f.path[0]);
    std::string why = "its army's name";
    if (side.empty() || !known(side)) {
      const std::string l = lower(text.substr(0, 200000));
      std::size_t u = 0, c = 0;
      for (const char* w : {"union", "federal", "u.s.", "usa"})
        for (std::size_t at = l.find(w); at != std::string::npos; at = l.find(w, at + 1)) ++u;
      for (const char* w : {"confederate", "c.s.", "csa", "rebel"})
        for (std::size_t at = l.find(w); at != std::string::npos; at = l.find(w, at + 1)) ++c;
      side = u > c ? "union" : c > u ? "confederate" : std::string();
      why = "the listing's words";
    }
    if (side.empty() || !known(side)) {
      if (ruleset.sides.empty()) continue;
      side = ruleset.sides.front().id.str();
      why = "nothing in the listing names a side; assumed";
    }
    // The ruleset may already know the army by name: then the builder decides.
    bool listed = false;
    for (const auto& s : ruleset.sides)
      for (const auto& a : s.armies) listed = listed || containsNoCase(f.path[0], a);
    if (listed) continue;
    f.side = side;
    sideOfTop[f.path[0]] = side;
    d.add(model::Severity::Warning, "import.oob.side.inferred",
          "\"" + f.path[0] + "\" is given side " + side + " (" + why + "); check it, or give --side",
          fileLocation(shown, f.source.line));
  }
  for (auto& f : raw.formations)
    if (f.side.empty() && !f.path.empty() && sideOfTop.count(f.path[0])) f.side = sideOfTop[f.path[0]];
  for (auto& u : raw.units)
    if (u.side.empty() && !u.path.empty() && sideOfTop.count(u.path[0])) u.side = sideOfTop[u.path[0]];
}

}  // namespace

namespace {

WorkbookReaderFn g_readWorkbook = nullptr;
WorkbookWriterFn g_writeWorkbook = nullptr;

/// "Union", "Confederate Army", "Army of the Potomac": a sheet named for a side or an army
/// gives it to the rows that do not state one.
void anchorToSheet(RawOob& sheet, const std::string& name) {
  const std::string l = " " + lower(name) + " ";
  std::string side;
  for (const char* w : {" union ", " federal ", " usa ", " u.s. "})
    if (l.find(w) != std::string::npos) side = "union";
  for (const char* w : {" confederate ", " csa ", " c.s. ", " rebel "})
    if (l.find(w) != std::string::npos) side = "confederate";
  OobImportRequest anchors;
  anchors.side = side;
  if (l.find("army of") != std::string::npos) anchors.army = trim(name);
  applyAnchors(sheet, anchors);
}

RawOob readSheets(const std::vector<WorkbookSheet>& sheets, const std::string& wanted, const std::string& shown,
                  model::Diagnostics& d) {
  RawOob all;
  std::size_t index = 0, read = 0;
  for (const auto& sheet : sheets) {
    ++index;
    if (!wanted.empty() && !equalsNoCase(wanted, sheet.name) && wanted != std::to_string(index)) continue;
    // Empty sheets (a workbook's spare "Sheet2") are nothing.
    bool content = false;
    for (const auto& r : sheet.rows)
      for (const auto& c : r.cells) content = content || !c.empty();
    if (!content) continue;
    ++read;
    model::Diagnostics sd;
    RawOob one = parseOobTable(sheet.rows, "workbook", shown + " [" + sheet.name + "]", sd);
    if (sd.count(model::Severity::Error) > 0 && one.formations.empty() && one.units.empty()) {
      // A sheet that is no table (notes, a chart's data) is said and skipped, not fatal.
      for (const auto& x : sd.items())
        d.add(x.severity == model::Severity::Error ? model::Severity::Warning : x.severity, x.rule,
              "sheet \"" + sheet.name + "\": " + x.message, x.location);
      continue;
    }
    d.append(sd);
    anchorToSheet(one, sheet.name);
    for (auto& f : one.formations) all.formations.push_back(std::move(f));
    for (auto& u : one.units) all.units.push_back(std::move(u));
    for (auto& r : one.review) all.review.push_back(std::move(r));
    all.notesRead += one.notesRead;
    all.notUnderstood += one.notUnderstood;
  }
  all.style = "workbook (" + std::to_string(read) + (read == 1 ? " sheet" : " sheets") + " read)";
  if (!wanted.empty() && read == 0)
    d.add(model::Severity::Error, "import.oob.workbook.no-sheet",
          "no sheet of " + shown + " is named or numbered \"" + wanted + "\"", fileLocation(shown));
  return all;
}

}  // namespace

void setWorkbookSupport(WorkbookReaderFn reader, WorkbookWriterFn writer) {
  g_readWorkbook = reader;
  g_writeWorkbook = writer;
}

bool workbookSupportInstalled() { return g_readWorkbook && g_writeWorkbook; }

bool isWorkbookName(const std::filesystem::path& file) {
  const std::string ext = lower(file.extension().string());
  return ext == ".xlsx" || ext == ".ods";
}

bool writeOobWorkbook(const model::OrderOfBattle& oob, const std::filesystem::path& file, std::string& error) {
  if (!g_writeWorkbook) {
    error = "workbooks are written by hexwright-gis (and the editor), which link GDAL";
    return false;
  }
  // The same columns and cells as the CSV export, so that import reads either back alike.
  std::vector<std::vector<std::string>> rows;
  for (const TableRow& r : splitCsvRows(writeOobCsv(oob), ',')) rows.push_back(r.cells);
  return g_writeWorkbook(file, "Order of battle", rows, error);
}

std::optional<OobFormat> parseOobFormat(const std::string& name) {
  if (name == "auto") return OobFormat::Auto;
  if (name == "csv") return OobFormat::Csv;
  if (name == "text") return OobFormat::Text;
  return std::nullopt;
}

namespace {

// The schema's OOB profile (docs/oob-profile.md), or the generic fallback when it has
// none; nullopt when the profile cannot be read (its errors in `d`).
std::optional<std::optional<OobProfile>> loadProfile(const model::Ruleset& ruleset, const OobImportRequest& request,
                                                     model::Diagnostics& d) {
  const auto profilePath = request.profile ? request.profile : io::oobProfileFile(ruleset.id);
  if (!profilePath) {
    d.add(model::Severity::Info, "import.oob.profile.generic",
          "the ruleset " + ruleset.id +
              " has no oob-profile.xml; the generic fallback types units and leaders by the schema's "
              "symbols (docs/oob-profile.md) and converts no men, guns or weapons");
    return std::optional<OobProfile>(genericOobProfile(ruleset));
  }
  model::Diagnostics profileDiagnostics;
  auto profile = readOobProfile(*profilePath, profileDiagnostics);
  d.append(profileDiagnostics);
  if (!profile) return std::nullopt;
  return std::optional<OobProfile>(std::move(profile));
}

// --side names one of the ruleset's sides (by id or name), or is not given.
bool knownSide(const model::Ruleset& ruleset, const std::string& side, model::Diagnostics& d) {
  if (side.empty()) return true;
  for (const auto& s : ruleset.sides)
    if (equalsNoCase(s.id.str(), side) || equalsNoCase(s.name, side)) return true;
  std::string sides;
  for (const auto& s : ruleset.sides) sides += (sides.empty() ? "" : ", ") + s.id.str();
  d.add(model::Severity::Error, "import.oob.unknown-side",
        "--side " + side + " is none of " + ruleset.id + "'s sides (" + sides + ")");
  return false;
}

/// The column whose cells run longest on average, when they run to a sentence's length:
/// a dataset's description ("Elements of the 51st Indiana Infantry, 73rd Indiana …") beside
/// its ids, dates and figures. Nullopt when no column does.
std::optional<std::size_t> descriptionColumn(const std::vector<TableRow>& rows) {
  std::vector<std::size_t> length, count;
  for (std::size_t r = 1; r < rows.size(); ++r)
    for (std::size_t c = 0; c < rows[r].cells.size(); ++c) {
      if (c >= length.size()) length.resize(c + 1), count.resize(c + 1);
      length[c] += trim(rows[r].cells[c]).size();
      ++count[c];
    }
  std::optional<std::size_t> widest;
  for (std::size_t c = 0; c < length.size(); ++c)
    if (count[c] && length[c] / count[c] >= 40 && (!widest || length[c] > length[*widest])) widest = c;
  return widest;
}

/// A table's rows as the lines of a listing, each on its own line number: its description
/// column's cells (and what follows them) when it has one, else every cell joined by ", ".
std::string tableAsLines(const std::string& text) {
  const std::vector<TableRow> rows = csvTableRows(text).first;
  const auto described = descriptionColumn(rows);
  std::string out;
  int line = 1;
  for (const TableRow& row : rows) {
    for (; line < row.line; ++line) out += '\n';
    std::string joined;
    for (std::size_t c = 0; c < row.cells.size(); ++c)
      // (From the description on: a stray comma spills its text into the next cells.)
      if (!trim(row.cells[c]).empty() && (!described || c >= *described))
        joined += (joined.empty() ? "" : ", ") + trim(row.cells[c]);
    out += joined;
  }
  return out;
}

RawOob readTable(const std::string& text, const std::string& shown, model::Diagnostics& d) {
  if (auto records = dataRecordsAsRows(text)) return parseOobTable(*records, "data records", shown, d);
  if (auto counters = counterRowsAsRows(text)) return parseOobTable(*counters, "counter file", shown, d);
  // A table whose header names no unit or formation column is read as a listing, its cells
  // joined line by line, rather than refused.
  model::Diagnostics tried;
  RawOob table = parseOobCsv(text, shown, tried);
  if (!tried.hasRule("import.oob.csv.no-hierarchy")) {
    d.append(tried);
    return table;
  }
  d.add(model::Severity::Warning, "import.oob.csv.read-as-text",
        "no column is headed as a unit or formation; each row is read as a line of a listing", atInputLine(shown, 1));
  TextParseOptions o;
  o.fileName = shown;
  return parseOobText(plainPunctuation(tableAsLines(text)), o, d);
}

// The entries as the file's format reads them: a workbook's sheets, CSV cells as written,
// or a text listing with its punctuation made plain. Nullopt when a workbook cannot be read.
std::optional<RawOob> readEntries(const std::string& bytes, const DecodedText& decoded, bool workbook, OobFormat format,
                                  const OobImportRequest& request, const std::optional<OobProfile>& profile,
                                  const std::string& shown, model::Diagnostics& d) {
  if (workbook) {
    const auto sheets = g_readWorkbook(bytes, lower(request.file.extension().string()), shown, d);
    if (!sheets) return std::nullopt;
    return readSheets(*sheets, request.sheet, shown, d);
  }
  // A spreadsheet's cells are taken as written: its columns already say what is a name
  // and what a commander, and folding "6–5" to "6 - 5" would change the designer's values
  // (an exported order of battle must import back unchanged).
  if (format == OobFormat::Csv) return readTable(decoded.text, shown, d);
  TextParseOptions o;
  o.fileName = shown;
  o.marks = request.marks;
  if (profile) o.headings = profile->headings;
  return parseOobText(plainPunctuation(decoded.text), o, d);
}

// What was read, for the report: style, layout, review lines, counts by level and role.
void summarise(const RawOob& raw, OobOutcome& outcome) {
  outcome.style = raw.style;
  outcome.layout = raw.layout;
  outcome.furniture = raw.furniture;
  for (const auto& r : raw.review) outcome.review.push_back({r.line, r.why});
  outcome.notes = raw.notesRead;
  outcome.notUnderstood = raw.notUnderstood;
  for (const auto& f : raw.formations)
    ++outcome.formationsByLevel[f.level.empty() ? std::string("(by depth)") : lower(f.level)];
  for (const auto& u : raw.units) {
    if (u.role != LeaderRole::None)
      ++outcome.leaders;
    else
      ++outcome.units;
    outcome.officers += u.officers.size();
    for (const std::string& s : splitOutsideParens(u.status, ";")) ++outcome.statuses[s];
    for (const std::string& o : u.officers) countStatuses(o, outcome.statuses);
  }
}

// Text that names nothing an order of battle would (no ordinal, level or arm anywhere) is
// not one, whatever chance entries it made.
bool namesAnOrderOfBattle(const RawOob& raw, OobFormat format) {
  if (format == OobFormat::Csv) return true;
  for (const auto& f : raw.formations)
    if (namesAnOrderOfBattleEntry(f.path.back())) return true;
  for (const auto& u : raw.units)
    if (u.role == LeaderRole::None && namesAnOrderOfBattleEntry(u.name)) return true;
  return false;
}

// The tree built from the entries, added to (or replacing) the scenario's, every entry
// remembering the bundle's copy of the source; an error when a side is not the scenario's.
void buildAndStage(RawOob& raw, const std::string& text, const model::Scenario& scenario, const model::Ruleset& ruleset,
                   const OobImportRequest& request, const std::optional<OobProfile>& profile, const std::string& shown,
                   OobImportResult& result, model::Diagnostics& d) {
  applyAnchors(raw, request);
  settleSideLabels(raw, ruleset, shown, d);
  ensureArmy(raw, ruleset, shown, result.format == OobFormat::Csv, d);
  if (request.side.empty()) {
    settleSides(raw, text, ruleset, shown, d);
  } else {
    // --side also holds for the placeholder army made above.
    for (auto& f : raw.formations)
      if (f.side.empty()) f.side = request.side;
  }
  const std::size_t errorsBefore = d.count(model::Severity::Error);
  const model::OrderOfBattle base = request.replace ? model::OrderOfBattle{} : scenario.oob;
  model::OrderOfBattle added = buildOob(raw, ruleset, profile ? &*profile : nullptr, base, d);
  // Diagnostics name the user's path; the bundle remembers the copy it keeps.
  for (auto& f : added.formations) f.source.file = result.sourceName;
  for (auto& u : added.units) {
    u.source.file = result.sourceName;
    ++result.outcome.unitsByType[u.type];
  }
  result.formationsAdded = added.formations.size();
  result.unitsAdded = added.units.size();
  result.oob = base;
  for (auto& f : added.formations) result.oob.formations.push_back(std::move(f));
  for (auto& u : added.units) result.oob.units.push_back(std::move(u));
  // The scenario's sides must hold every side the import used.
  for (const auto& u : result.oob.units) {
    bool known = false;
    for (const auto& s : scenario.sides) known = known || s.id == u.side;
    if (!known) {
      d.add(model::Severity::Error, "import.oob.unknown-side",
            "the scenario has no side \"" + u.side.str() + "\" (unit " + u.name + ")");
      break;
    }
  }
  result.ok = d.count(model::Severity::Error) == errorsBefore && errorsBefore == 0;
}

// Open: a workbook is a zip of XML, not text, read through GDAL where this program links
// it; anything else is decoded and its format decided from the whole file. Nothing when
// the file cannot be read as either.
std::optional<DecodedText> openListing(const std::string& bytes, const OobImportRequest& request,
                                       const std::string& shown, bool workbook, OobImportResult& result,
                                       model::Diagnostics& d) {
  if (workbook && !g_readWorkbook) {
    d.add(model::Severity::Error, "import.oob.workbook.unsupported",
          shown + " is a workbook; workbooks are read by hexwright-gis (and the editor), which link GDAL",
          fileLocation(shown));
    return std::nullopt;
  }
  const DecodedText decoded =
      workbook ? DecodedText{true, std::string(), lower(request.file.extension().string()).substr(1) + " workbook"}
               : decodeOobText(bytes);
  if (!decoded.isText) {
    d.add(model::Severity::Error, "import.oob.not-text",
          shown +
              " is not a text file (it holds NUL or control bytes); an order of battle is a CSV/TSV file or a text "
              "listing",
          fileLocation(shown));
    return std::nullopt;
  }
  result.outcome.encoding = decoded.encoding;
  result.sourceText = workbook ? bytes : decoded.text;
  result.format = workbook ? OobFormat::Csv : request.format;
  if (workbook) {
    result.outcome.formatReason = "the file name ends in " + lower(request.file.extension().string());
  } else if (result.format == OobFormat::Auto) {
    const auto [format, why] = detectFormat(request.file, decoded.text);
    result.format = format;
    result.outcome.formatReason = why;
  } else {
    result.outcome.formatReason = "--input-format";
  }
  return decoded;
}

// What was read is summarised for the report; text that is no order of battle is refused
// as a whole (an error, the bundle untouched). True when there are entries to build.
bool keepOnlyAnOrderOfBattle(RawOob& raw, bool workbook, const std::string& shown, OobImportResult& result,
                             model::Diagnostics& d) {
  if (workbook && raw.formations.empty() && raw.units.empty() && d.count(model::Severity::Error) > 0) return false;
  summarise(raw, result.outcome);
  if (!namesAnOrderOfBattle(raw, result.format)) {
    raw.formations.clear();
    raw.units.clear();
  }
  if (raw.formations.empty() && raw.units.empty() && d.count(model::Severity::Error) == 0) {
    d.add(model::Severity::Error, "import.oob.empty",
          "nothing in " + shown + " reads as an order of battle (read as " + (raw.style.empty() ? "text" : raw.style) +
              "); nothing imported",
          fileLocation(shown));
    return false;
  }
  return !raw.formations.empty() || !raw.units.empty();
}

}  // namespace

RawOob readOobListing(const std::string& decodedText, const std::filesystem::path& file, model::Diagnostics& d) {
  const std::string shown = file.filename().string();
  if (detectFormat(file, decodedText).first == OobFormat::Csv) return readTable(decodedText, shown, d);
  TextParseOptions o;
  o.fileName = shown;
  return parseOobText(plainPunctuation(decodedText), o, d);
}

OobImportResult importOobText(const std::string& bytes, const model::Scenario& scenario, const model::Ruleset& ruleset,
                              const OobImportRequest& request, model::Diagnostics& diagnostics) {
  OobImportResult result;
  result.sourceName = request.sourceName.empty() ? "sources/" + request.file.filename().string() : request.sourceName;
  const std::string shown = request.file.string();  // the path as the user gave it
  model::Diagnostics d;
  auto finish = [&]() -> OobImportResult {
    result.outcome.errors = d.count(model::Severity::Error);
    result.outcome.warnings = d.count(model::Severity::Warning);
    result.outcome.diagnosticsHidden = appendCapped(d, diagnostics, request.diagnosticsPerRule);
    return result;
  };
  const bool workbook = isWorkbookName(request.file) && request.format == OobFormat::Auto;
  const auto decoded = openListing(bytes, request, shown, workbook, result, d);
  if (!decoded) return finish();
  const auto profile = loadProfile(ruleset, request, d);
  if (!profile || !knownSide(ruleset, request.side, d)) return finish();

  auto raw = readEntries(bytes, *decoded, workbook, result.format, request, *profile, shown, d);
  if (!raw || !keepOnlyAnOrderOfBattle(*raw, workbook, shown, result, d)) return finish();

  buildAndStage(*raw, decoded->text, scenario, ruleset, request, *profile, shown, result, d);
  return finish();
}

OobImportResult importOob(const model::Scenario& scenario, const model::Ruleset& ruleset,
                          const OobImportRequest& request, model::Diagnostics& diagnostics) {
  const auto text = readInputFile(request.file, "the order of battle", "import.oob.file.unreadable", diagnostics);
  if (!text) return {};
  return importOobText(*text, scenario, ruleset, request, diagnostics);
}

}  // namespace hexwright::importers::oob
