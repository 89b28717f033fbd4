#pragma once
// How an order of battle authored for one ruleset becomes another's (docs/oob-conversion.md):
// read from schemas/conversions/<from>--<to>.xml. Every choice carries the rule numbers
// that justify it, so the conversion report can say why a unit was mapped, merged,
// split or dropped. Values a rulebook does not state stay std::nullopt and are flagged
// wherever the conversion would have needed them.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/core/diagnostic.h"
#include "model/core/strong_id.h"

namespace hexwright::importers::convert {

/// What happens to formations of one source OOB level.
enum class LevelAction {
  Map,      // becomes a formation of the target level `to`
  MergeUp,  // the target has no such level: its children move up to its parent
};

struct LevelRule {
  model::TypeId from;
  model::TypeId to;  // LevelAction::Map only
  LevelAction action = LevelAction::Map;
  std::string rule;
  std::string reason;
};

enum class AttributeAction {
  Copy,        // same value under `to` (a rename when the names differ)
  Scale,       // strength points through men: value * from men-per-point / to men-per-point
  GunClasses,  // gun names ("6 x James Rifles") to class letters ("6 TB") kept in the notes
  Notes,       // no target attribute: the value is kept in the unit's notes
  Drop,        // the target has no such concept
};
const char* attributeActionName(AttributeAction a);

struct AttributeRule {
  std::string from;
  std::string to;  // Copy and Scale only
  AttributeAction action = AttributeAction::Copy;
  std::string rule;
  std::string reason;
};

enum class UnitAction {
  Map,    // one source unit becomes one target unit
  Merge,  // every unit of this type under one formation of `mergeLevel` becomes one unit
  Split,  // the target is finer; the parts are not in the source, so the unit stays whole
  Drop,
};
const char* unitActionName(UnitAction a);

struct UnitRule {
  model::TypeId from;
  model::TypeId to;
  UnitAction action = UnitAction::Map;
  model::TypeId mergeLevel;  // source OOB level whose formations become one unit
  std::vector<AttributeRule> attributes;
  std::string rule;
  std::string reason;
  bool byCategory = false;  // made by the generic fallback, not written in a table

  const AttributeRule* findAttribute(const std::string& name) const;
};

/// Men per strength point on each side of the conversion; nullopt: not stated.
struct StrengthScale {
  std::optional<double> fromMenPerPoint;
  std::optional<double> toMenPerPoint;
  std::string fromRule;
  std::string toRule;
};

struct GunClass {
  std::string name;  // as an order of battle writes it, compared without case
  std::string cls;   // the class letters ("TB")
};

struct ConversionTable {
  std::string from;
  std::string to;
  std::string file;  // where it was read from; empty for the generic fallback
  std::vector<LevelRule> levels;
  std::vector<UnitRule> units;
  StrengthScale strength;
  std::vector<GunClass> gunClasses;
  std::string gunClassRule;
  std::string mapNote;   // why the map is fresh (different scales, terrain lists)
  std::string turnNote;  // why turn numbers cannot simply be carried over, when stated
  bool generic = false;

  const LevelRule* findLevel(const model::TypeId& level) const;
  const UnitRule* findUnit(const model::TypeId& type) const;
};

/// nullopt, with diagnostics naming file and line, when the file cannot be read or names
/// a level, type or attribute neither ruleset has (pass the rulesets to check that).
std::optional<ConversionTable> readConversionTable(const std::filesystem::path& file, model::Diagnostics& diagnostics);

/// schemas/conversions/<from>--<to>.xml on the schema search path, when there is one.
std::optional<std::filesystem::path> findConversionTable(const std::string& from, const std::string& to);

}  // namespace hexwright::importers::convert
