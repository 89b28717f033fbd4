#pragma once
// Draws one counter face (front or back) of a unit, leader or marker in a square cell,
// from the schema's counter layout: NATO symbol, designation, parent formation and the
// values the layout prints, in the side's colours.
//
// Values never come from anywhere but the unit's attributes. A value the layout prints
// but the unit lacks is printed as "?": a blank could be read as "no value", and the
// validator already reports the missing attribute. A back face whose values the schema
// does not define (a "reduced" back without back fields) shows the unit's identity and
// the back's label, never invented reduced values.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "exporters/render/canvas.h"
#include "exporters/render/map_style.h"
#include "model/oob/short_names.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::exporters {

/// The smallest type a counter prints: 4 pt. Below it a name or value cannot be read at
/// arm's length, and print shops reject it.
inline constexpr double kMinCounterTextMm = 4.0 * 25.4 / 72.0;

/// Typesetting joins values with an en dash ("4–3–5"), not a hyphen-minus.
inline constexpr const char* kValueDash = "\u2013";

/// One physical counter to print.
struct CounterSpec {
  const model::Unit* unit = nullptr;          // a unit or leader, or
  const model::MarkerType* marker = nullptr;  // a marker
  model::SideId side;                         // whose colours (markers: empty = neutral)
};

/// What goes where on one face, resolved from the layout (kept separate from drawing so
/// tests can check the resolution without a canvas).
struct CounterFaceContent {
  std::map<model::CounterSlot, std::vector<std::string>> texts;
  std::optional<model::CounterSlot> symbolSlot;  // where the NATO symbol goes
  model::NatoSymbol symbol = model::NatoSymbol::Other;
  std::string banner;   // the back's state ("Column", "Disrupted"), across the lower middle
  bool stripe = false;  // reduced-strength stripe along the top
  bool blank = false;   // colour only
  bool none = false;    // nothing printed at all (single-sided counter)
  bool large = false;   // markers: one big centred text
  /// The unit's formation band ("@band" in the layout): a strip along the bottom edge in
  /// the colour of its division (or whichever level the layout names), so a player sorts
  /// a division's counters at a glance.
  std::optional<Color> band;
  /// The unit's name followed by its shorter forms (model::counterNameForms), when the
  /// unit has no designation and prints its name: the painter prints the first form
  /// that fits its slot before it shrinks or shortens anything.
  std::vector<std::string> nameForms;
  /// A corner kept free for a state mark laid over the face (a VASSAL piece's formation
  /// state): the top slot's text narrows so that the mark hides no printed value.
  std::optional<model::CounterSlot> stateTab;
};

/// Where a state mark goes on faces that all must show it (a piece's front and back):
/// the first corner, top first, that no face prints anything in; nullopt when every
/// corner and side of some face is taken.
std::optional<model::CounterSlot> stateTabCorner(const std::vector<const CounterFaceContent*>& faces);
/// The state mark's rectangle in `slot`, as fractions of the counter's edge.
Rect stateTabRect(model::CounterSlot slot);
/// The state mark itself: white letters on a dark tab filling `tab`, the text no smaller
/// than `minTextSize` (canvas units). VASSAL's tab images and the editor's counters on
/// the map draw it alike.
void paintStateTab(Canvas& canvas, const std::string& mark, const Rect& tab, double minTextSize);

/// The band colours, in the order a side's formations at the band's level are listed
/// in the OOB: eight hues far from the blue and grey of the sides, each inside the
/// CMYK gamut of coated stock (docs/printing.md, "Colours").
const std::vector<Color>& formationBandPalette();

class CounterPainter {
 public:
  CounterPainter(const model::Scenario& scenario, const model::Ruleset* ruleset);
  /// The word abbreviations the rulebook states, tried on names and designations before
  /// the customary unit-word forms. The ruleset's own (io::counterNameAbbreviations) by
  /// default, so printed sheets, VASSAL images and the editor shorten names alike.
  void setNameAbbreviations(model::NameAbbreviations table) { m_abbreviations = std::move(table); }

  CounterFaceContent front(const CounterSpec& c) const;
  CounterFaceContent back(const CounterSpec& c) const;
  Color background(const CounterSpec& c) const;
  Color ink(const CounterSpec& c) const;

  /// Draws a face in `cell` (the cut size); the background extends `bleed` mm beyond it.
  /// Text shrinks to fit its slot down to kMinCounterTextMm and never below: what still
  /// does not fit is shortened with "…" and described in `misfits` (when given), so the
  /// caller can name the counter instead of printing type nobody can read.
  void paint(Canvas& canvas, const CounterSpec& c, const CounterFaceContent& face, const Rect& cell, double bleed,
             std::vector<std::string>* misfits = nullptr) const;

  /// The display name of a counter ("8 Ill", a marker's name), for messages.
  static std::string label(const CounterSpec& c);

 private:
  std::string fieldText(const model::Unit& u, const model::CounterField& f, const model::UnitType* type) const;
  std::string attributeText(const model::Unit& u, const std::string& name, const std::string& format,
                            const model::UnitType* type) const;
  CounterFaceContent fromFields(const model::Unit& u, const std::vector<model::CounterField>& fields,
                                bool backFace) const;
  CounterFaceContent identity(const model::Unit& u) const;
  bool mirrored(const model::Unit& u) const;

  const model::Scenario& m_scenario;
  const model::Ruleset* m_ruleset;
  MapStyle m_style;
  model::NameAbbreviations m_abbreviations;
};

}  // namespace hexwright::exporters
