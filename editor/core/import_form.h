#pragma once
// File ▸ Import DEM / Land Cover / Vector Data, GUI-free: the dialogs' fields as the
// designer left them, turned into the options `import dem|landcover|vector` takes and the
// request it builds from them (importers/*/…_options.h, one place for both, so the same
// options make the same import, defaults included); what a DEM import will and won't do
// on the document's ruleset, said before it runs; the import applied as one undo step,
// its outcome and its problems in the editor's words (the dialog's fields, not the
// command line's flags). The dialogs (editor/gui/import_export.*) only show the fields.
#include <optional>
#include <string>

#include "editor/core/document.h"
#include "importers/dem/dem_options.h"
#include "importers/landcover/landcover_options.h"
#include "importers/vector/vector_options.h"
#include "model/core/diagnostic.h"
#include "model/core/progress.h"

namespace hexwright::editor {

/// The fields' labels: the dialogs show them and problems name them.
namespace import_field {
inline constexpr const char* kBase = "Lowest level begins at (m)";
inline constexpr const char* kInterval = "Metres per level";
inline constexpr const char* kSlopeRules = "Slope rules";
inline constexpr const char* kSlopeType = "Slope type";
inline constexpr const char* kPlaceSlopes = "Place slopes";
inline constexpr const char* kCrs = "Source CRS";
inline constexpr const char* kKeepGround = "Keep the ground for the natural map style";
}  // namespace import_field

/// File ▸ Import DEM. Numbers are kept as typed: an empty field means what leaving the
/// option out of `import dem` means; the rest start at the command line's defaults.
struct DemImportForm {
  std::string dem;
  importers::DemStat stat = importers::DemImportOptions{}.stat;
  std::string base;      // metres; empty: levels begin at the lowest hex
  std::string interval;  // metres per level; empty: the ruleset's level heights
  bool placeSlopes = importers::DemImportOptions{}.placeSlopes;
  std::string slopeType;   // empty: the ruleset's only or first slope type
  std::string slopeRules;  // "steep-slope=6 gentle-slope=3": slope types by height difference
  std::string crs;
  int band = importers::DemImportOptions{}.band;
  bool keepGround = importers::DemImportOptions{}.keepGround;
  friend bool operator==(const DemImportForm&, const DemImportForm&) = default;
};

/// File ▸ Import Land Cover; the mapping starts at the shipped NLCD one.
struct LandcoverImportForm {
  std::string raster;
  std::string mapping = "nlcd";  // a file, or a shipped mapping's name
  importers::CoverMethod method = importers::LandcoverImportOptions{}.method;
  double threshold = importers::LandcoverImportOptions{}.threshold;
  std::string crs;
  int band = importers::LandcoverImportOptions{}.band;
  bool keepGround = importers::LandcoverImportOptions{}.keepGround;
  friend bool operator==(const LandcoverImportForm&, const LandcoverImportForm&) = default;
};

/// File ▸ Import Vector Data; the mapping starts at the shipped OpenStreetMap one.
struct VectorImportForm {
  std::string source;
  std::string mapping = "osm";
  double minCoverage = importers::VectorImportOptions{}.minCoverage;
  std::string crs;
  bool keepGround = importers::VectorImportOptions{}.keepGround;
  friend bool operator==(const VectorImportForm&, const VectorImportForm&) = default;
};

/// The options `import dem` takes for these fields. nullopt, with an error naming the
/// field, when one cannot be read or the ruleset needs one left empty (a ruleset with
/// levels that does not state how high a level is needs the metres per level).
std::optional<importers::DemImportOptions> demOptions(const DemImportForm& form, const model::Ruleset& ruleset,
                                                      model::Diagnostics& diagnostics);
/// The request `import dem` builds for the same options on the document's map; kept
/// heights are staged in the document's staging folder.
std::optional<importers::DemImportRequest> demRequest(Document& doc, const DemImportForm& form,
                                                      model::Diagnostics& diagnostics);
std::optional<importers::LandcoverImportOptions> landcoverOptions(const LandcoverImportForm& form,
                                                                  model::Diagnostics& diagnostics);
std::optional<importers::LandcoverRequest> landcoverRequest(const Document& doc, const LandcoverImportForm& form,
                                                            model::Diagnostics& diagnostics);
std::optional<importers::VectorImportOptions> vectorOptions(const VectorImportForm& form,
                                                            model::Diagnostics& diagnostics);
std::optional<importers::VectorImportRequest> vectorRequest(const Document& doc, const VectorImportForm& form,
                                                            model::Diagnostics& diagnostics);

/// True when the ruleset has elevation levels but states no height for them, so a DEM
/// becomes levels only with the metres per level typed.
bool needsLevelInterval(const model::Ruleset& ruleset);

/// The hint of the empty "Metres per level" field: what leaving it empty means here.
std::string intervalHint(const model::Ruleset& ruleset);

/// What a DEM import will and won't do on `ruleset` with these fields, in plain words,
/// shown in the dialog before it runs: on a ruleset without elevation levels no hex gets
/// a level, the heights are kept for the natural map style (or nothing is), and slopes
/// need the metres per level or slope rules.
std::string demImportNote(const model::Ruleset& ruleset, const DemImportForm& form);

/// What an import did: `summary` for the status bar; `details` (what the ruleset made of
/// it, warnings) to show after it; when nothing was applied, `details` says why.
struct ImportOutcome {
  bool applied = false;
  std::string summary;
  std::string details;
};

/// Each runs the same importer as the command line on the document's map and applies the
/// staged map as one undoable command (importers::makeImportCommand).
ImportOutcome runDemImport(Document& doc, const DemImportForm& form, model::ProgressReporter& progress);
ImportOutcome runLandcoverImport(Document& doc, const LandcoverImportForm& form, model::ProgressReporter& progress);
ImportOutcome runVectorImport(Document& doc, const VectorImportForm& form, model::ProgressReporter& progress);

/// An importer's diagnostic with the command line's options ("give --interval METRES")
/// named as the dialogs' fields.
model::Diagnostic inEditorWords(model::Diagnostic diagnostic);
/// Every diagnostic of at least `least`, in the editor's words, one a line.
std::string editorReport(const model::Diagnostics& diagnostics, model::Severity least = model::Severity::Warning);

}  // namespace hexwright::editor
