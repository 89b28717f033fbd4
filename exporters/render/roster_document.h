#pragma once
// A roster sheet as data: titled sheets with header fields, tables whose cells are text
// or rows of tick boxes, write-in lines and box tracks. Built from a scenario by
// print/roster_builder (by the schema's <roster>, or generic brigade rosters), drawn by
// RosterPainter (which knows nothing about games).
#include <optional>
#include <string>
#include <vector>

namespace hexwright::exporters {

struct RosterCell {
  std::string text;
  /// Boxes to tick: `boxes` drawn, those from `usable` on crossed out (the rulebooks'
  /// "cross out the boxes not being used"). usable < 0: none crossed.
  int boxes = 0;
  int usable = -1;
  bool bold = false;
  static RosterCell words(std::string t, bool bold = false) { return {std::move(t), 0, -1, bold}; }
  static RosterCell tickBoxes(int n, int usable = -1) { return {"", n, usable, false}; }
};

struct RosterColumn {
  std::string title;
  double widthMm = 30;
};

struct RosterTable {
  std::string caption;  // "Baldwin's Brigade: 9/4"
  std::vector<RosterColumn> columns;
  std::vector<std::vector<RosterCell>> rows;
};

struct RosterField {
  std::string label;
  std::string value;  // empty: a line to write on
};

/// A row of boxes across the sheet (army morale, casualty track).
struct RosterTrack {
  std::string label;
  int boxes = 0;
  std::string note;
};

struct RosterSheet {
  std::string title;
  std::string subtitle;
  std::vector<RosterField> header;
  std::vector<RosterTable> tables;
  std::vector<RosterField> footer;  // write-in lines
  std::vector<RosterTrack> tracks;
  std::vector<std::string> notes;  // small print: rule references, what is not stated
  /// May continue on the page of the sheet before it (a brigade's short table), instead
  /// of a printed form that must have a page of its own.
  bool sharePage = false;
};

struct RosterDocument {
  std::string title;
  bool landscape = false;
  std::vector<RosterSheet> sheets;
};

}  // namespace hexwright::exporters
