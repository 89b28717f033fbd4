#include "importers/oob/oob_import.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "importers/oob/csv_oob_parser.h"
#include "importers/oob/oob_builder.h"
#include "importers/oob/oob_profile.h"
#include "importers/oob/text_decode.h"
#include "importers/oob/text_oob_parser.h"
#include "importers/oob/text_util.h"
#include "model/io/counter_name_table.h"

namespace hexwright::importers::oob {
namespace {

model::Location fileLocation(const std::string& file, int line = 0) {
  model::Location l;
  l.source = model::SourceLocation{file, line, 0};
  return l;
}

/// A spreadsheet's header names hierarchy columns; a listing's first line does not.
bool looksLikeCsv(const std::string& text) {
  std::size_t end = text.find('\n');
  const std::string first = lower(text.substr(0, end));
  const std::size_t fields =
      std::max({std::count(first.begin(), first.end(), ','), std::count(first.begin(), first.end(), ';'),
                std::count(first.begin(), first.end(), '\t')});
  if (fields < 2) return false;
  for (const char* column : {"path", "unit", "army", "division", "brigade", "name", "type"})
    if (first.find(column) != std::string::npos) return true;
  return false;
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
  if (!defined) {
    RawFormation army;
    army.path = {request.army};
    army.level = "army";
    army.side = request.side;
    army.notes = "named with --army";
    raw.formations.insert(raw.formations.begin(), army);
  }
}

/// One error instead of a cascade when nothing in the listing is an army (its heading was
/// missed, or the listing starts below it). A listing that has an army may also hold
/// formations outside it, as bundles do (a division arriving on its own): those are kept,
/// so an exported order of battle imports back as it was.
bool checkArmy(const RawOob& raw, const model::Ruleset& ruleset, const std::string& shown, model::Diagnostics& d) {
  if (!ruleset.findOobLevel("army")) return true;
  for (const auto& f : raw.formations)
    if (equalsNoCase(f.level, "army")) return true;
  for (const auto& f : raw.formations) {
    if (f.path.size() != 1 || f.level.empty() || equalsNoCase(f.level, "army")) continue;
    d.add(model::Severity::Error, "import.oob.no-army",
          "\"" + f.path[0] + "\" (" + f.level + ") has no army above it: add --army NAME, or an \"ARMY OF …\" heading",
          fileLocation(shown, f.source.line));
    return false;
  }
  return true;
}

}  // namespace

std::optional<OobFormat> parseOobFormat(const std::string& name) {
  if (name == "auto") return OobFormat::Auto;
  if (name == "csv") return OobFormat::Csv;
  if (name == "text") return OobFormat::Text;
  return std::nullopt;
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
  const DecodedText decoded = decodeOobText(bytes);
  if (!decoded.isText) {
    d.add(model::Severity::Error, "import.oob.not-text",
          shown +
              " is not a text file (it holds NUL or control bytes); an order of battle is a CSV/TSV file or a text "
              "listing",
          fileLocation(shown));
    return finish();
  }
  result.outcome.encoding = decoded.encoding;
  result.sourceText = decoded.text;
  result.format = request.format;
  if (result.format == OobFormat::Auto) {
    const std::string ext = lower(request.file.extension().string());
    result.format = (ext == ".csv" || ext == ".tsv" || looksLikeCsv(decoded.text)) ? OobFormat::Csv : OobFormat::Text;
  }
  std::optional<OobProfile> profile;
  const auto profilePath = request.profile ? request.profile : io::oobProfileFile(ruleset.id);
  if (profilePath) {
    model::Diagnostics profileDiagnostics;
    profile = readOobProfile(*profilePath, profileDiagnostics);
    d.append(profileDiagnostics);
    if (!profile) return finish();
  } else {
    profile = genericOobProfile(ruleset);
    d.add(model::Severity::Info, "import.oob.profile.generic",
          "the ruleset " + ruleset.id +
              " has no oob-profile.xml; the generic fallback types units and leaders by the schema's "
              "symbols (docs/oob-profile.md) and converts no men, guns or weapons");
  }
  if (!request.side.empty()) {
    bool known = false;
    for (const auto& s : ruleset.sides)
      known = known || equalsNoCase(s.id.str(), request.side) || equalsNoCase(s.name, request.side);
    if (!known) {
      std::string sides;
      for (const auto& s : ruleset.sides) sides += (sides.empty() ? "" : ", ") + s.id.str();
      d.add(model::Severity::Error, "import.oob.unknown-side",
            "--side " + request.side + " is none of " + ruleset.id + "'s sides (" + sides + ")");
      return finish();
    }
  }
  RawOob raw;
  if (result.format == OobFormat::Csv) {
    // A spreadsheet's cells are taken as written: its columns already say what is a name
    // and what a commander, and folding "6–5" to "6 - 5" would change the designer's values
    // (an exported order of battle must import back unchanged).
    raw = parseOobCsv(decoded.text, shown, d);
  } else {
    TextParseOptions o;
    o.fileName = shown;
    if (profile) o.headings = profile->headings;
    raw = parseOobText(plainPunctuation(decoded.text), o, d);
  }
  result.outcome.style = raw.style;
  result.outcome.notes = raw.notesRead;
  result.outcome.notUnderstood = raw.notUnderstood;
  for (const auto& f : raw.formations)
    ++result.outcome.formationsByLevel[f.level.empty() ? std::string("(by depth)") : lower(f.level)];
  for (const auto& u : raw.units) {
    if (u.role != LeaderRole::None)
      ++result.outcome.leaders;
    else
      ++result.outcome.units;
    result.outcome.officers += u.officers.size();
    for (const std::string& s : splitOutsideParens(u.status, ";")) ++result.outcome.statuses[s];
    for (const std::string& o : u.officers) countStatuses(o, result.outcome.statuses);
  }
  if (raw.formations.empty() && raw.units.empty() && d.count(model::Severity::Error) == 0) {
    d.add(model::Severity::Error, "import.oob.empty",
          "nothing in " + shown + " reads as an order of battle (read as " + (raw.style.empty() ? "text" : raw.style) +
              "); nothing imported",
          fileLocation(shown));
    return finish();
  }
  if (raw.formations.empty() && raw.units.empty()) return finish();
  applyAnchors(raw, request);
  if (!checkArmy(raw, ruleset, shown, d)) return finish();
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
  return finish();
}

OobImportResult importOob(const model::Scenario& scenario, const model::Ruleset& ruleset,
                          const OobImportRequest& request, model::Diagnostics& diagnostics) {
  std::ifstream in(request.file, std::ios::binary);
  if (!in) {
    diagnostics.add(model::Severity::Error, "import.oob.file.unreadable", "cannot read " + request.file.string(),
                    fileLocation(request.file.string()));
    return {};
  }
  std::ostringstream buffer;
  buffer << in.rdbuf();
  return importOobText(buffer.str(), scenario, ruleset, request, diagnostics);
}

}  // namespace hexwright::importers::oob
