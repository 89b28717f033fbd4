#pragma once
// Mapping files: which land-cover class or which GIS features become which terrain,
// hexside feature, route or hex feature of a ruleset. XML (see docs/import-mapping.md);
// generic type ids with per-ruleset renames, so one file (mappings/osm.xml) serves
// every game.
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/core/diagnostic.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::importers {

enum class MappingTarget { Terrain, Hexside, Route, Feature };
const char* mappingTargetName(MappingTarget t);  // "terrain", "hexside", "route", "feature"

/// <class value="41" terrain="woods"/>: a land-cover class. `ignore` pixels count as no
/// data (water masks, "unclassified").
struct ClassRule {
  long long value = 0;
  model::TypeId terrain;
  bool ignore = false;
  int line = 0;
  friend bool operator==(const ClassRule&, const ClassRule&) = default;
};

/// <terrain|hexside|route|feature layer="…" where="…" type="…"/>: the features of a
/// layer that pass an OGR SQL attribute filter.
struct VectorRule {
  MappingTarget target = MappingTarget::Terrain;
  std::string layer;  // empty: the source's only (or first) layer
  std::string where;  // OGR SQL WHERE clause; empty: every feature
  model::TypeId type;
  std::optional<double> minCoverage;                 // terrain: share of the hex (0..1)
  std::optional<model::HexsidePlacement> placement;  // hexside: default from the ruleset
  std::string nameField;                             // route: attribute holding its name
  int line = 0;
  friend bool operator==(const VectorRule&, const VectorRule&) = default;
};

struct TypeRename {
  MappingTarget target = MappingTarget::Terrain;
  model::TypeId from;
  model::TypeId to;  // empty: the game has no such type; rules for it are dropped
  int line = 0;
  friend bool operator==(const TypeRename&, const TypeRename&) = default;
};

struct Mapping {
  std::string file;  // for diagnostics
  std::string name;
  std::vector<ClassRule> classes;
  std::vector<VectorRule> rules;
  std::map<std::string, std::vector<TypeRename>> renames;  // by ruleset id
  friend bool operator==(const Mapping&, const Mapping&) = default;
};

std::optional<Mapping> parseMapping(const std::string& xml, const std::string& fileName,
                                    model::Diagnostics& diagnostics);
std::optional<Mapping> loadMapping(const std::filesystem::path& path, model::Diagnostics& diagnostics);

/// The mapping as one ruleset sees it: renames applied, rules renamed to nothing
/// dropped. A rule naming a type the ruleset lacks is an error at its file line, with
/// the ruleset's nearest type names; then nothing is returned and nothing may be imported.
std::optional<Mapping> resolveMapping(const Mapping& mapping, const model::Ruleset& ruleset,
                                      model::Diagnostics& diagnostics);

/// A mapping shipped with Hexwright: "osm" → …/mappings/osm.xml (source tree, then the
/// install prefix). A name with a slash or ".xml" is a path and returned as is.
std::filesystem::path findMapping(const std::string& nameOrPath);

/// The mapping `nameOrPath` names (findMapping), loaded and resolved for `ruleset`; what
/// the land-cover and vector imports, from the command line and the editor alike, start from.
std::optional<Mapping> loadResolvedMapping(const std::string& nameOrPath, const model::Ruleset& ruleset,
                                           model::Diagnostics& diagnostics);

}  // namespace hexwright::importers
