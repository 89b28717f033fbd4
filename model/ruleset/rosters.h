#pragma once
// A game's roster sheet as schema data (<roster>, schemas/README.md): which sheets, their
// headers, columns and what each column shows for each kind of unit, the write-in lines,
// box tracks and small print, each with its rule. exporters/print/roster_builder lays a
// scenario out by it; a schema without one gets the generic brigade rosters. Part of
// model/ruleset/ruleset.h.
#include <optional>
#include <string>
#include <vector>

#include "model/ruleset/units.h"

namespace hexwright::model {

/// What a column shows for a unit: the first rule whose symbols include the unit's.
struct RosterCellRule {
  std::vector<NatoSymbol> symbols;  // empty: every unit
  /// Words: "{attribute}" placeholders filled from the unit ("{support-fire}/{range}");
  /// empty when every placeholder is.
  std::string text;
  std::string mark;  // appended when the attribute `markIf` is true ("*": rifled)
  std::string markIf;
  std::optional<int> boxes;  // a fixed number of tick boxes
  std::string boxesFrom;     // or as many as this attribute says, at most maxBoxes
  int maxBoxes = 30;
  std::string usableFrom;  // boxes beyond this attribute's value are crossed out
  std::string unknown;     // shown when the boxes' attribute is not set and there are no words
  friend bool operator==(const RosterCellRule&, const RosterCellRule&) = default;
};

struct RosterColumnSpec {
  std::string label;
  bool unitLabel = false;  // the unit's name, bold
  bool fill = false;       // takes the width the others leave (at least 40 mm)
  std::optional<double> widthMm;
  std::optional<int> widthBoxes;  // as wide as this many boxes, plus widthExtraMm
  double widthExtraMm = 0;
  std::string widthBoxesFrom;  // as wide as the group's largest value of this attribute in boxes
  int maxWidthBoxes = 30;
  double minWidthMm = 0;
  /// Shown only in a group holding a unit of one of these symbols (a battery's columns).
  std::vector<NatoSymbol> ifGroupHas;
  std::vector<RosterCellRule> cells;
  friend bool operator==(const RosterColumnSpec&, const RosterColumnSpec&) = default;
};

/// A named header field: the commander of the sheet's formation, or of its nearest
/// ancestor at `level`; shown only when the side's formation levels include `ifSideHasLevel`.
struct RosterHeaderSpec {
  std::string label;
  std::string level;  // empty: the formation itself
  std::string ifSideHasLevel;
  std::string rule;
  friend bool operator==(const RosterHeaderSpec&, const RosterHeaderSpec&) = default;
};

struct RosterTrackSpec {
  std::string label;
  int boxes = 0;
  std::string note;
  friend bool operator==(const RosterTrackSpec&, const RosterTrackSpec&) = default;
};

struct RosterLayout {
  /// PerFormation: a sheet for each formation that holds units. PerSide: a sheet for each
  /// side, a table for each such formation.
  enum class Sheets { PerFormation, PerSide };
  Sheets sheets = Sheets::PerFormation;
  bool landscape = false;
  // "{side}" stands for the side's name.
  std::string title;  // PerSide; PerFormation sheets take the formation's name
  std::string subtitle;
  std::string staffSubtitle;  // the side's command staff sheet
  /// PerSide tables: attributes whose first value among the formation's units follows its
  /// name in the caption, joined by "/" ("Baldwin's Brigade: 9/4").
  std::vector<std::string> captionFigures;
  std::vector<RosterHeaderSpec> headers;
  std::vector<RosterColumnSpec> columns;
  std::vector<std::string> footers;  // write-in lines
  std::vector<RosterTrackSpec> tracks;
  std::vector<std::string> notes;
  std::string rule;
  friend bool operator==(const RosterLayout&, const RosterLayout&) = default;
};

}  // namespace hexwright::model
