#pragma once
// Shared by the per-selection property files: building rows and applying typed text.
#include <optional>
#include <string>
#include <vector>

#include "editor/core/properties.h"

namespace hexwright::editor::properties {

using Kind = PropertyRow::Kind;
using model::HexCoord;

PropertyRow row(std::string key, std::string label, std::string category, Kind kind, std::string value);
void addChoice(PropertyRow& r, std::string value, std::string label);
/// A choice the schema has but does not allow here: listed, disabled, with the reason.
void addUnavailableChoice(PropertyRow& r, std::string value, std::string label, std::string whyNot);
/// Makes sure the current value is offered even when the schema does not list it.
void keepCurrent(PropertyRow& r);
/// Rows for typed attributes declared by the schema, then any others the object has.
void attributeRows(std::vector<PropertyRow>& rows, const model::AttributeDefs& defs, const model::Attributes& values,
                   const std::string& prefix, const std::string& category);
void sideChoices(PropertyRow& r, const model::Scenario& s, bool allowNone);
int toInt(const std::string& t);
double toNumber(const std::string& t);
std::string boolText(bool b);
std::optional<bool> parseBool(const std::string& text);
/// Applies `text` to an attribute map: empty removes (unknown), else the typed value.
bool setAttribute(model::Attributes& attrs, const model::AttributeDefs& defs, const PropertyRow& r,
                  const std::string& name, const std::string& text);
inline bool startsWith(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

// One pair per selection kind: the rows shown, and setting one row (already checked).
using Rows = std::vector<PropertyRow>;
using Result = std::optional<std::string>;
void hexRows(Rows& rows, const Document& doc, HexCoord h);
Result setHex(Document& doc, HexCoord h, const PropertyRow& r, const std::string& text);
void hexsideRows(Rows& rows, const Document& doc, model::HexsideKey k);
Result setHexside(Document& doc, model::HexsideKey k, const PropertyRow& r, const std::string& text);
void unitRows(Rows& rows, const Document& doc, const std::string& id);
Result setUnit(Document& doc, const std::string& id, const PropertyRow& r, const std::string& text);
void formationRows(Rows& rows, const Document& doc, const std::string& id);
Result setFormation(Document& doc, const std::string& id, const PropertyRow& r, const std::string& text);
void labelRows(Rows& rows, const Document& doc, const std::string& id);
Result setLabel(Document& doc, const std::string& id, const PropertyRow& r, const std::string& text);
void areaRows(Rows& rows, const Document& doc, const std::string& id);
Result setArea(Document& doc, const std::string& id, const PropertyRow& r, const std::string& text);
void routeRows(Rows& rows, const Document& doc, const std::string& id);
Result setRoute(Document& doc, const std::string& id, const PropertyRow& r, const std::string& text);
void scenarioRows(Rows& rows, const Document& doc);
Result setScenario(Document& doc, const PropertyRow& r, const std::string& text);

}  // namespace hexwright::editor::properties
