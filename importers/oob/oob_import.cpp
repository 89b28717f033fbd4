#include "importers/oob/oob_import.h"

#include <fstream>
#include <sstream>

#include "importers/oob/csv_oob_parser.h"
#include "importers/oob/oob_builder.h"
#include "importers/oob/oob_profile.h"
#include "importers/oob/text_oob_parser.h"
#include "importers/oob/text_util.h"

namespace hexwright::importers::oob {

std::optional<OobFormat> parseOobFormat(const std::string& name) {
  if (name == "auto") return OobFormat::Auto;
  if (name == "csv") return OobFormat::Csv;
  if (name == "text") return OobFormat::Text;
  return std::nullopt;
}

OobImportResult importOobText(const std::string& text, const model::Scenario& scenario, const model::Ruleset& ruleset,
                              const OobImportRequest& request, model::Diagnostics& diagnostics) {
  OobImportResult result;
  result.sourceName = request.sourceName.empty() ? "sources/" + request.file.filename().string() : request.sourceName;
  result.sourceText = text;
  result.format = request.format;
  if (result.format == OobFormat::Auto) {
    const std::string ext = lower(request.file.extension().string());
    result.format = (ext == ".csv" || ext == ".tsv") ? OobFormat::Csv : OobFormat::Text;
  }
  std::optional<OobProfile> profile;
  const auto profilePath = request.profile ? request.profile : findOobProfile(ruleset.id);
  if (profilePath) {
    model::Diagnostics profileDiagnostics;
    profile = readOobProfile(*profilePath, profileDiagnostics);
    diagnostics.append(profileDiagnostics);
    if (!profile) return result;
  } else {
    diagnostics.add(model::Severity::Warning, "import.oob.profile.missing",
                    "the ruleset " + ruleset.id + " has no oob-profile.xml; only what the source states is imported");
  }
  const std::size_t errorsBefore = diagnostics.count(model::Severity::Error);
  RawOob raw;
  if (result.format == OobFormat::Csv) {
    raw = parseOobCsv(text, result.sourceName, diagnostics);
  } else {
    TextParseOptions o;
    o.fileName = result.sourceName;
    if (profile) o.headings = profile->headings;
    raw = parseOobText(text, o, diagnostics);
  }
  const model::OrderOfBattle base = request.replace ? model::OrderOfBattle{} : scenario.oob;
  model::OrderOfBattle added = buildOob(raw, ruleset, profile ? &*profile : nullptr, base, diagnostics);
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
      diagnostics.add(model::Severity::Error, "import.oob.unknown-side",
                      "the scenario has no side \"" + u.side.str() + "\" (unit " + u.name + ")");
      break;
    }
  }
  result.ok = diagnostics.count(model::Severity::Error) == errorsBefore;
  return result;
}

OobImportResult importOob(const model::Scenario& scenario, const model::Ruleset& ruleset, const OobImportRequest& request,
                          model::Diagnostics& diagnostics) {
  std::ifstream in(request.file, std::ios::binary);
  if (!in) {
    model::Location where;
    where.source = model::SourceLocation{request.file.string(), 0, 0};
    diagnostics.add(model::Severity::Error, "import.oob.file.unreadable", "cannot read " + request.file.string(), where);
    return {};
  }
  std::ostringstream buffer;
  buffer << in.rdbuf();
  return importOobText(buffer.str(), scenario, ruleset, request, diagnostics);
}

}  // namespace hexwright::importers::oob
