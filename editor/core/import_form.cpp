#include "editor/core/import_form.h"

#include <charconv>
#include <cmath>
#include <filesystem>
#include <map>
#include <utility>

#include "importers/common/import_command.h"
#include "importers/dem/elevation_model.h"
#include "importers/dem/slopes.h"
#include "model/core/text.h"

namespace hexwright::editor {

namespace fs = std::filesystem;

namespace {

// Problems with what was typed; importers' own problems keep their ids.
constexpr const char* kFieldRule = "editor.import.field";

std::string rulesetName(const model::Ruleset& r) { return r.name.empty() ? r.id : r.name; }

// " (2.3 Design Note)": the rule that says how the ruleset's elevation works, when stated.
std::string elevationRule(const model::Ruleset& r) {
  return r.elevation.rule.empty() ? std::string() : " (" + r.elevation.rule + ")";
}

// A field as the dialog names it, in quotes.
std::string field(const char* label) { return "\"" + std::string(label) + "\""; }

std::nullopt_t refuse(model::Diagnostics& d, const std::string& message) {
  d.add(model::Severity::Error, kFieldRule, message);
  return std::nullopt;
}

bool blank(const std::string& text) { return model::trim(text).empty(); }

// A number as typed, with either decimal mark (the designer's locale may use a comma).
// "1,200" could be either, so it is not read at all rather than read as 1.2.
std::optional<double> typedNumber(const std::string& text) {
  std::string t = model::trim(text);
  const auto comma = t.find(',');
  const bool decimalComma = comma != std::string::npos && t.find_first_of(",.", comma + 1) == std::string::npos &&
                            t.find('.') == std::string::npos && t.size() - comma - 1 != 3;
  if (decimalComma) t[comma] = '.';
  double v = 0;
  const char* end = t.data() + t.size();
  const auto [stop, ec] = std::from_chars(t.data(), end, v);
  if (t.empty() || ec != std::errc() || stop != end || !std::isfinite(v)) return std::nullopt;
  return v;
}

// An optional metres field: empty leaves it unset, as leaving the option out does.
bool metresField(const std::string& text, const char* label, bool aboveZero, std::optional<double>& out,
                 model::Diagnostics& d) {
  if (blank(text)) return true;
  const auto v = typedNumber(text);
  if (v && (!aboveZero || *v > 0)) {
    out = v;
    return true;
  }
  refuse(d, std::string(label) + ": \"" + model::trim(text) + "\" is not " +
                (aboveZero ? "a number of metres above 0" : "a number of metres"));
  return false;
}

// "steep-slope=6, gentle-slope=3": rules apart by spaces, commas or semicolons.
bool slopeRulesField(const std::string& text, std::vector<importers::SlopeRule>& out, model::Diagnostics& d) {
  std::string word;
  const auto take = [&]() {
    if (word.empty()) return true;
    const auto rule = importers::parseSlopeRule(word);
    if (!rule) {
      refuse(d, std::string(import_field::kSlopeRules) + ": \"" + word +
                    "\" is not TYPE=METRES (a slope type and the height difference that places it, e.g. "
                    "steep-slope=6)");
      return false;
    }
    out.push_back(*rule);
    word.clear();
    return true;
  };
  for (const char c : text) {
    if (c != ' ' && c != '\t' && c != ',' && c != ';') {
      word += c;
    } else if (!take()) {
      return false;
    }
  }
  return take();
}

std::string levelHeightMissing(const model::Ruleset& r) {
  return rulesetName(r) + " does not state how high an elevation level is" + elevationRule(r) + ": type the " +
         field(import_field::kInterval) + " (levels begin at the lowest hex unless you type where)";
}

std::string counted(std::size_t n, const std::string& what) { return std::to_string(n) + " " + what; }

std::string fileName(const std::string& source) {
  const std::string name = fs::path(source).filename().string();
  return name.empty() ? source : name;
}

}  // namespace

bool needsLevelInterval(const model::Ruleset& ruleset) {
  if (ruleset.elevation.kind != model::ElevationKind::Levels) return false;
  model::Diagnostics ignored;  // asked only whether the schema says how high a level is
  return !importers::elevationModelFor(ruleset.elevation, {}, 0, ignored);
}

std::optional<importers::DemImportOptions> demOptions(const DemImportForm& form, const model::Ruleset& ruleset,
                                                      model::Diagnostics& diagnostics) {
  if (blank(form.dem)) return refuse(diagnostics, "Choose the DEM to import");
  importers::DemImportOptions o;
  o.dem = form.dem;
  if (!metresField(form.base, import_field::kBase, false, o.baseMetres, diagnostics) ||
      !metresField(form.interval, import_field::kInterval, true, o.intervalMetres, diagnostics) ||
      !slopeRulesField(form.slopeRules, o.slopes, diagnostics))
    return std::nullopt;
  if (!o.intervalMetres && needsLevelInterval(ruleset)) return refuse(diagnostics, levelHeightMissing(ruleset));
  if (form.band < 1) return refuse(diagnostics, "Band: the first band is 1");
  o.stat = form.stat;
  o.placeSlopes = form.placeSlopes;
  if (!blank(form.slopeType)) o.slopeType = model::trim(form.slopeType);
  o.crs = model::trim(form.crs);
  o.band = form.band;
  o.keepGround = form.keepGround;
  return o;
}

std::optional<importers::DemImportRequest> demRequest(Document& doc, const DemImportForm& form,
                                                      model::Diagnostics& diagnostics) {
  const auto options = demOptions(form, doc.ruleset(), diagnostics);
  if (!options) return std::nullopt;
  // Kept heights wait in the staging folder until Save, named so that they take no file
  // of the designer's bundle folder either.
  const fs::path& staging = doc.stagingDir();
  const auto& bundle = doc.path();
  const fs::path namesIn = bundle && fs::is_directory(*bundle) ? *bundle : staging;
  return importers::demImportRequest(*options, doc.scenario().map, {namesIn, staging});
}

std::optional<importers::LandcoverImportOptions> landcoverOptions(const LandcoverImportForm& form,
                                                                  model::Diagnostics& diagnostics) {
  if (blank(form.raster)) return refuse(diagnostics, "Choose the land-cover raster to import");
  if (blank(form.mapping)) return refuse(diagnostics, "Mapping: choose a mapping file (docs/import-mapping.md)");
  if (form.band < 1) return refuse(diagnostics, "Band: the first band is 1");
  importers::LandcoverImportOptions o;
  o.raster = form.raster;
  o.mapping = model::trim(form.mapping);
  o.method = form.method;
  o.threshold = form.threshold;
  o.crs = model::trim(form.crs);
  o.band = form.band;
  o.keepGround = form.keepGround;
  return o;
}

std::optional<importers::LandcoverRequest> landcoverRequest(const Document& doc, const LandcoverImportForm& form,
                                                            model::Diagnostics& diagnostics) {
  const auto options = landcoverOptions(form, diagnostics);
  if (!options) return std::nullopt;
  return importers::landcoverImportRequest(*options, doc.ruleset(), diagnostics);
}

std::optional<importers::VectorImportOptions> vectorOptions(const VectorImportForm& form,
                                                            model::Diagnostics& diagnostics) {
  if (blank(form.source)) return refuse(diagnostics, "Choose the vector data to import");
  if (blank(form.mapping)) return refuse(diagnostics, "Mapping: choose a mapping file (docs/import-mapping.md)");
  importers::VectorImportOptions o;
  o.source = form.source;
  o.mapping = model::trim(form.mapping);
  o.minCoverage = form.minCoverage;
  o.crs = model::trim(form.crs);
  o.keepGround = form.keepGround;
  return o;
}

std::optional<importers::VectorImportRequest> vectorRequest(const Document& doc, const VectorImportForm& form,
                                                            model::Diagnostics& diagnostics) {
  const auto options = vectorOptions(form, diagnostics);
  if (!options) return std::nullopt;
  return importers::vectorImportRequest(*options, doc.ruleset(), diagnostics);
}

// ---------------------------------------------------------------------------------------

namespace {

std::string noLevelsSentence(const model::Ruleset& r) {
  if (r.elevation.kind == model::ElevationKind::None)
    return rulesetName(r) + " has no elevation" + elevationRule(r) + ": no hex gets a level.";
  return rulesetName(r) + " does not say it has elevation levels: no hex gets a level.";
}

std::string keptSentence(const DemImportForm& form) {
  if (!form.keepGround) return field(import_field::kKeepGround) + " is off: the heights are not kept either.";
  return "The heights are kept for the natural map style's hill shading" +
         std::string(blank(form.interval) ? ", with no contour lines unless you type the metres per level."
                                          : ", with a contour line at each level.");
}

std::string slopeSentence(const model::Ruleset& r, const DemImportForm& form) {
  if (importers::slopeTypes(r).empty()) return rulesetName(r) + " has no slope hexsides: none are placed.";
  if (!form.placeSlopes) return field(import_field::kPlaceSlopes) + " is off: no slopes are placed.";
  if (!blank(form.slopeRules)) return "Slopes are placed by the slope rules.";
  if (!blank(form.interval))
    return "Slopes are placed where the levels counted every " + model::trim(form.interval) +
           " m change; hexes keep no level.";
  return "Slopes are placed only with the metres per level or slope rules.";
}

std::string levelsFromInterval(const DemImportForm& form) {
  return "Hex levels: one every " + model::trim(form.interval) + " m from " +
         (blank(form.base) ? std::string("the lowest hex") : model::trim(form.base) + " m") + ".";
}

}  // namespace

std::string intervalHint(const model::Ruleset& ruleset) {
  if (ruleset.elevation.kind != model::ElevationKind::Levels) return "only for slopes and contour lines";
  if (needsLevelInterval(ruleset)) return "needed: the ruleset states no level height";
  return "empty: the ruleset's level heights";
}

std::string demImportNote(const model::Ruleset& ruleset, const DemImportForm& form) {
  if (ruleset.elevation.kind != model::ElevationKind::Levels)
    return noLevelsSentence(ruleset) + " " + keptSentence(form) + " " + slopeSentence(ruleset, form);
  if (!blank(form.interval)) return levelsFromInterval(form);
  if (needsLevelInterval(ruleset)) return levelHeightMissing(ruleset) + ".";
  return "Hex levels from the heights " + rulesetName(ruleset) + " states for its levels" + elevationRule(ruleset) +
         ".";
}

// ---------------------------------------------------------------------------------------

namespace {

ImportOutcome notImported(const model::Diagnostics& d, bool cancelled) {
  ImportOutcome out;
  out.details = cancelled ? std::string("Cancelled: nothing was imported.")
                          : "Nothing was imported.\n" + editorReport(d, model::Severity::Error);
  return out;
}

std::string levelCounts(const std::map<int, std::size_t>& counts) {
  std::string text;
  for (const auto& [level, n] : counts)
    text += (text.empty() ? "" : ", ") + std::string("level ") + std::to_string(level) + ": " + std::to_string(n);
  return text;
}

std::string demSummary(const model::Ruleset& r, const importers::DemImportResult& result) {
  std::string s = "DEM: " + counted(result.hexesWithData, "hexes with heights") + "; ";
  s += result.levelsStored ? "hex levels set (" + levelCounts(result.levelCounts) + ")"
                           : "no hex levels (" + rulesetName(r) + " has none)";
  if (result.kept) s += "; heights kept for the natural map style";
  return s + "; " + counted(result.slopesPlaced, "slopes placed");
}

std::string demDetails(const model::Ruleset& r, const importers::DemImportResult& result, const model::Diagnostics& d) {
  std::string text;
  if (!result.levelsStored) {
    text = noLevelsSentence(r);
    if (result.kept) text += " The heights are kept for the natural map style.";
    if (result.model) text += " Levels for slopes: " + result.model->describe() + ".";
  }
  const std::string warnings = editorReport(d);
  if (!warnings.empty()) text += (text.empty() ? "" : "\n\n") + warnings;
  return text;
}

ImportOutcome applyStaged(Document& doc, std::string label, model::Map map, std::string summary, std::string details) {
  doc.execute(importers::makeImportCommand(std::move(label), std::move(map)));
  return ImportOutcome{true, std::move(summary), std::move(details)};
}

}  // namespace

ImportOutcome runDemImport(Document& doc, const DemImportForm& form, model::ProgressReporter& progress) {
  model::Diagnostics d;
  const auto request = demRequest(doc, form, d);
  if (!request) return notImported(d, false);
  auto result = importers::importDem(doc.scenario().map, doc.ruleset(), *request, d, progress);
  if (!result.ok) return notImported(d, result.cancelled);
  if (result.kept) doc.stageFile(request->keep->bundleName);
  std::string summary = demSummary(doc.ruleset(), result);
  std::string details = demDetails(doc.ruleset(), result, d);
  return applyStaged(doc, "Import DEM " + fileName(form.dem), std::move(result.map), std::move(summary),
                     std::move(details));
}

ImportOutcome runLandcoverImport(Document& doc, const LandcoverImportForm& form, model::ProgressReporter& progress) {
  model::Diagnostics d;
  const auto request = landcoverRequest(doc, form, d);
  if (!request) return notImported(d, false);
  auto result = importers::importLandcover(doc.scenario().map, doc.ruleset(), *request, d, progress);
  if (!result.ok) return notImported(d, result.cancelled);
  std::string summary = "Land cover: " + counted(result.hexesClassified, "hexes classified") + ", " +
                        std::to_string(result.hexesChanged) + " changed";
  return applyStaged(doc, "Import Land Cover " + fileName(form.raster), std::move(result.map), std::move(summary),
                     editorReport(d));
}

ImportOutcome runVectorImport(Document& doc, const VectorImportForm& form, model::ProgressReporter& progress) {
  model::Diagnostics d;
  const auto request = vectorRequest(doc, form, d);
  if (!request) return notImported(d, false);
  auto result = importers::importVector(doc.scenario().map, doc.ruleset(), *request, d, progress);
  if (!result.ok) return notImported(d, result.cancelled);
  std::string summary = "Vectors: " + counted(result.terrainChanged, "terrain changes") + ", " +
                        counted(result.hexsideFeaturesAdded, "hexside features") + ", " +
                        counted(result.routesAdded, "routes") + ", " + counted(result.hexFeaturesAdded, "hex features");
  return applyStaged(doc, "Import Vector Data " + fileName(form.source), std::move(result.map), std::move(summary),
                     editorReport(d));
}

// ---------------------------------------------------------------------------------------

model::Diagnostic inEditorWords(model::Diagnostic diagnostic) {
  // Longest first: a phrase is replaced before the flag inside it.
  static const std::pair<const char*, std::string> kPhrases[] = {
      {"give --interval METRES (and --base METRES for the height of the lowest level)",
       "type the " + field(import_field::kInterval) + " (and " + field(import_field::kBase) +
           " unless levels begin at the lowest hex)"},
      {"give --interval METRES or --slope TYPE=METRES",
       "type the " + field(import_field::kInterval) + " or " + field(import_field::kSlopeRules)},
      {"computed from --interval", "computed from the " + field(import_field::kInterval)},
      {"--interval must be", field(import_field::kInterval) + " must be"},
      {"use --slope TYPE=METRES", "add " + field(import_field::kSlopeRules) + " (TYPE=METRES)"},
      {"--slope-type ", field(import_field::kSlopeType) + " "},
      {"--slope ", field(import_field::kSlopeRules) + " "},
      {"give --crs", "type it in " + field(import_field::kCrs)},
      {"--crs", field(import_field::kCrs)},
  };
  std::string& m = diagnostic.message;
  for (const auto& [cli, editor] : kPhrases)
    for (auto at = m.find(cli); at != std::string::npos; at = m.find(cli, at + editor.size()))
      m.replace(at, std::char_traits<char>::length(cli), editor);
  return diagnostic;
}

std::string editorReport(const model::Diagnostics& diagnostics, model::Severity least) {
  std::string text;
  for (const auto& item : diagnostics.items())
    if (item.severity >= least) text += model::formatDiagnostic(inEditorWords(item)) + "\n";
  return text;
}

}  // namespace hexwright::editor
