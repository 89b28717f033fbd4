#pragma once
// The property grid's content, built from the schema for the selected hex, hexside, unit,
// formation, label, area, route or the scenario itself; and setting one property as one
// undo step. GUI-free: the wx panel only lays these rows out.
#include <optional>
#include <string>
#include <vector>

#include "editor/core/document.h"

namespace hexwright::editor {

struct PropertyRow {
  enum class Kind { Text, Integer, Number, Bool, Choice, ReadOnly };
  std::string key;  // "name", "attr:strength", "terrain", "hexside:creek"
  std::string label;
  std::string category;  // group heading: "Unit", "Attributes", "Placement"
  Kind kind = Kind::Text;
  std::string value;                      // text form; empty means unknown
  std::vector<std::string> choices;       // Choice: values
  std::vector<std::string> choiceLabels;  // Choice: what the user sees
  /// Choice: per choice, why the schema does not allow it here (shown disabled, refused
  /// by checkProperty); empty when it may be chosen.
  std::vector<std::string> choiceWhyNot;
  std::optional<double> min;
  std::optional<double> max;
  bool required = false;
  std::string help;  // rule number, unit, notes

  friend bool operator==(const PropertyRow&, const PropertyRow&) = default;
};

std::vector<PropertyRow> propertiesFor(const Document& doc, const Selection& sel);

/// Why `text` is not acceptable for the row (checked as the user types), or nullopt.
std::optional<std::string> checkProperty(const PropertyRow& row, const std::string& text);

/// Sets one property of the selection as one undo step. Returns an error message when the
/// value is refused (nothing changes then).
std::optional<std::string> setProperty(Document& doc, const Selection& sel, const std::string& key,
                                       const std::string& text);

}  // namespace hexwright::editor
