#pragma once
// Order-of-battle editing: add, remove and move formations and units, check attribute
// values against the schema as they are typed, and paste rows from a spreadsheet.
// Every function is one undo step.
#include <optional>
#include <string>
#include <vector>

#include "editor/core/document.h"

namespace hexwright::editor {

/// Adds a formation to `side` under `parent` (top level when empty) at the first OOB level
/// the schema allows there. Returns its id.
std::string addFormation(Document& doc, const std::string& side, const std::string& parent,
                         const std::string& name = {});
/// Adds a unit to `formation` (or directly to `side` when empty) of `type` (the schema's
/// first non-leader type when empty), with the schema's stated default values.
std::string addUnit(Document& doc, const std::string& side, const std::string& formation, const std::string& type = {},
                    const std::string& name = {});
/// Adds a leader (the schema's first leader type) and makes it the formation's commander
/// when the formation has none.
std::string addLeader(Document& doc, const std::string& formation);

/// Removes a unit with its placement and its references (reinforcements, commanders).
bool removeUnit(Document& doc, const std::string& unit);
/// Removes a formation with everything under it.
bool removeFormation(Document& doc, const std::string& formation);

/// Moves a unit into another formation (its side follows the formation's), placed before
/// `before` in the listing when given.
bool moveUnit(Document& doc, const std::string& unit, const std::string& formation, const std::string& before = {});
/// Moves a formation under another (or to the top of its side when `parent` is empty).
/// Refused when that would make a cycle.
bool moveFormation(Document& doc, const std::string& formation, const std::string& parent);

/// Why `text` is not a valid value for `def` ("strength must be at most 12"), or nullopt.
/// Empty text is valid unless the attribute is required (it means "unknown").
std::optional<std::string> checkAttribute(const model::AttributeDef& def, const std::string& text);

/// Result of pasting spreadsheet rows.
struct PasteResult {
  std::vector<std::string> added;   // ids of the new units
  std::vector<std::string> errors;  // "row 3: strength 'x' is not an integer"
};
/// Adds one unit per row of tab- or comma-separated text to `formation`. A first row that
/// names columns (name, designation, type, id, notes or attribute names) is a header;
/// without one the columns are name, type, then the type's attributes in schema order.
/// Rows with errors are skipped and reported; the others are one undo step.
PasteResult pasteUnits(Document& doc, const std::string& side, const std::string& formation, const std::string& text);

/// Splits one line of delimited text, honouring double quotes.
std::vector<std::string> splitDelimited(const std::string& line, char delimiter);

}  // namespace hexwright::editor
