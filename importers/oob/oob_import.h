#pragma once
// `import oob` as a library call: read a CSV/TSV or text listing, parse it to the
// intermediate form, build it against the ruleset and its profile, and hand back the
// bundle's new order of battle. Nothing is written here; the caller saves.
#include <filesystem>
#include <optional>
#include <string>

#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"
#include "model/validate/diagnostic.h"

namespace hexwright::importers::oob {

enum class OobFormat { Auto, Csv, Text };
std::optional<OobFormat> parseOobFormat(const std::string& name);  // "auto", "csv", "text"

struct OobImportRequest {
  std::filesystem::path file;
  OobFormat format = OobFormat::Auto;
  std::optional<std::filesystem::path> profile;  // nullopt: schemas/<id>/oob-profile.xml
  bool replace = false;                         // replace the bundle's OOB instead of adding to it
  std::string sourceName;  // provenance file name; empty: "sources/" + the file's name
};

struct OobImportResult {
  bool ok = false;
  model::OrderOfBattle oob;  // the bundle's whole order of battle after the import
  std::size_t formationsAdded = 0;
  std::size_t unitsAdded = 0;
  std::string sourceName;
  std::string sourceText;  // the file as read, to keep in the bundle
  OobFormat format = OobFormat::Auto;
};

/// Reads text already in memory (tests, benchmarks).
OobImportResult importOobText(const std::string& text, const model::Scenario& scenario, const model::Ruleset& ruleset,
                              const OobImportRequest& request, model::Diagnostics& diagnostics);
OobImportResult importOob(const model::Scenario& scenario, const model::Ruleset& ruleset, const OobImportRequest& request,
                          model::Diagnostics& diagnostics);

}  // namespace hexwright::importers::oob
