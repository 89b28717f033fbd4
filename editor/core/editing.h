#pragma once
// Small queries and command builders shared by tools, panels and actions.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "editor/core/document.h"
#include "model/edit/command.h"

namespace hexwright::editor {

/// Units placed in `h`, bottom of the stack first: the order the map draws (core/stacks.h).
std::vector<std::string> unitsAt(const model::Scenario& s, model::HexCoord h);

/// `prefix` followed by the smallest number >= 1 for which `taken` is false ("u-12").
std::string uniqueId(const std::string& prefix, const std::function<bool(const std::string&)>& taken);

/// Places `unit` in `h`, keeping facing and state of an existing placement.
model::CommandPtr placeUnitCommand(const model::Scenario& s, const std::string& unit, model::HexCoord h);
/// Places `unit` in `h` as one undoable edit, and flags it at once when the placement
/// breaks the scenario's set-up instructions for it: "" when it keeps them, else what it
/// breaks ("2nd Wisconsin breaks its set-up instructions: … (14.1 C)"), for the status bar.
std::string placeUnitAndCheck(Document& doc, const std::string& unit, model::HexCoord h);
/// What instructions `unit` breaks where it stands now, in one line; "" when none.
std::string instructionFlag(const Document& doc, const std::string& unit);
/// Takes `unit` off the map; nullptr when it is not placed.
model::CommandPtr removePlacementCommand(const model::Scenario& s, const std::string& unit);

/// The next unit after `unit` in OOB order, in the same formation, that has no placement.
std::optional<std::string> nextUnplacedUnit(const model::Scenario& s, const std::string& unit);

/// Map label positions (hexes across flats from hex (0,0), inches on a table) <-> world.
model::Vec2 labelToWorld(const Document& doc, model::Vec2 at);
model::Vec2 worldToLabel(const Document& doc, model::Vec2 world);
/// Vector feature points (ground metres on hex maps, inches on a table) <-> world.
model::Vec2 vectorToWorld(const Document& doc, model::Vec2 p);
model::Vec2 worldToVector(const Document& doc, model::Vec2 world);

/// The label whose anchor is within `radius` world units of `world`, nearest first.
std::optional<std::string> labelNear(const Document& doc, model::Vec2 world, double radius);

/// Human name of a schema type, or the id when the schema does not know it.
std::string terrainName(const model::Ruleset& r, const model::TypeId& id);
std::string hexsideName(const model::Ruleset& r, const model::TypeId& id);
std::string featureName(const model::Ruleset& r, const model::TypeId& id);

/// A unit the designer can pick by name where the scenario stores its id (an arrival's
/// units): `label` is what the list shows.
struct UnitPick {
  std::string id;
  std::string label;
};
/// Every unit of the OOB in its order, by name (a name two units share gets its formation's
/// name, "1st Brigade (Cleburne's)"), then any unit the reinforcement schedule names that
/// the OOB lacks, by id with "(not in the order of battle)" so it can still be taken out.
std::vector<UnitPick> unitPicks(const model::Scenario& s);
/// Every area of the map by name (a name two areas share gets its kind and side, then its
/// id if still shared; an area without a name, its id), then any area the reinforcement
/// schedule names that the map lacks, by id with "(not on the map)"; UnitPick's shape:
/// `id` is what the scenario stores.
std::vector<UnitPick> areaPicks(const model::Scenario& s);
/// Units as a list shows them: their names, comma-separated.
std::string unitNamesText(const model::Scenario& s, const std::vector<model::UnitId>& units);

/// The printed hex number ("1809").
std::string hexLabel(const model::Scenario& s, model::HexCoord h);

/// Removes a selection (unit placement or unit, formation and its contents, label, area,
/// route, reinforcement, hexside features, hex features) as one undo step. False when
/// nothing could be removed.
bool deleteSelection(Document& doc);

}  // namespace hexwright::editor
