#pragma once
// Shared by the OOB importer tests: the Bloody April ruleset and profile from the source
// tree, a scenario with its sides, and counting helpers.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <string>

#include "importers/common/oob_profile.h"
#include "importers/oob/oob_import.h"
#include "importers/oob/text_decode.h"
#include "importers/oob/text_oob_parser.h"
#include "model/io/ruleset_reader.h"
#include "model/scenario/scenario.h"

namespace hexwright::testing {

inline const model::Ruleset& bloodyApril() {
  static const model::Ruleset r = [] {
    model::Diagnostics d;
    auto loaded = io::loadRulesetById("bloody-april", d);
    if (!loaded) ADD_FAILURE() << "bloody-april schema did not load";
    return loaded.value_or(model::Ruleset{});
  }();
  return r;
}

inline model::Scenario scenarioWithSides(const model::Ruleset& r) {
  model::Scenario s;
  s.rulesetId = r.id;
  for (const auto& side : r.sides) s.sides.push_back(model::Side{side.id, side.name});
  return s;
}

/// Imports `text` as if it were the file `name` into an empty Bloody April scenario.
inline importers::oob::OobImportResult importInto(const std::string& text, const std::string& name,
                                                  model::Diagnostics& d,
                                                  importers::oob::OobFormat format = importers::oob::OobFormat::Auto) {
  importers::oob::OobImportRequest req;
  req.file = name;
  req.format = format;
  return importers::oob::importOobText(text, scenarioWithSides(bloodyApril()), bloodyApril(), req, d);
}

/// The entry (unit or leader) a raw reading named `name`, exactly; nullptr when none.
inline const importers::oob::RawUnit* rawEntryNamed(const importers::oob::RawOob& oob, const std::string& name) {
  for (const auto& u : oob.units)
    if (u.name == name) return &u;
  return nullptr;
}

/// The formation whose own name (the last of its path) is `name`; nullptr when none.
inline const importers::oob::RawFormation* rawFormationNamed(const importers::oob::RawOob& oob,
                                                             const std::string& name) {
  for (const auto& f : oob.formations)
    if (!f.path.empty() && f.path.back() == name) return &f;
  return nullptr;
}

/// The first `lines` lines of a published listing.
inline std::string publishedOpening(const std::string& file, int lines) {
  std::ifstream in(std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "tests/importers/oob_corpus/published" / file);
  std::string out, line;
  for (int n = 0; n < lines && std::getline(in, line); ++n) out += line + "\n";
  EXPECT_FALSE(out.empty()) << file;
  return out;
}

/// The tree a published listing's first `lines` lines give, before any ruleset folds a level.
inline importers::oob::RawOob readOpening(const char* file, int lines, model::Diagnostics& raw) {
  importers::oob::TextParseOptions o;
  return importers::oob::parseOobText(importers::oob::plainPunctuation(publishedOpening(file, lines)), o, raw);
}

/// Whether any formation or unit name holds `part`.
inline bool anyNameHas(const model::OrderOfBattle& oob, const std::string& part) {
  for (const auto& f : oob.formations)
    if (f.name.find(part) != std::string::npos) return true;
  for (const auto& u : oob.units)
    if (u.name.find(part) != std::string::npos) return true;
  return false;
}

inline const model::Unit* unitNamed(const model::OrderOfBattle& oob, const std::string& name) {
  for (const auto& u : oob.units)
    if (u.name == name) return &u;
  return nullptr;
}

inline const model::Formation* formationNamed(const model::OrderOfBattle& oob, const std::string& name) {
  for (const auto& f : oob.formations)
    if (f.name == name) return &f;
  return nullptr;
}

inline std::string allDiagnostics(const model::Diagnostics& d) {
  std::string out;
  for (const auto& x : d.items()) out += model::formatDiagnostic(x) + "\n";
  return out;
}

/// The diagnostic with that rule, or null.
inline const model::Diagnostic* findRule(const model::Diagnostics& d, const std::string& rule) {
  for (const auto& x : d.items())
    if (x.rule == rule) return &x;
  return nullptr;
}

}  // namespace hexwright::testing
