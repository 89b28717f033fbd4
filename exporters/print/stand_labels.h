#pragma once
// `hexwright export counters` for tabletop rulesets (Dress on the Colors): one label per
// stand, cut to the base size the rulebook states for its unit type (infantry 1.0 x
// 0.75 in, cavalry 1.0 x 1.0 in, brigadier 1.0 x 1.0 in, division commander 1.5 x 1.5
// in), saying which unit it belongs to, its stand number ("3/6") and the unit's quality.
// A type whose base size is not stated gets no labels and a warning naming it.
#include <filesystem>
#include <optional>
#include <vector>

#include "exporters/print/paper.h"
#include "exporters/render/canvas.h"
#include "exporters/render/map_style.h"
#include "model/core/diagnostic.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::exporters {

/// One stand's label: the unit, its stand number ("3/6"; 0 of 0 for a single base, as a
/// leader's) and the base it is cut to, in mm.
struct StandLabel {
  const model::Unit* unit = nullptr;
  int stand = 0, of = 0;
  double w = 0, h = 0;
};

/// A label per stand of every unit, at the smallest base size the schema states for its
/// type (a label must never overhang its base); a unit whose base size is not stated has
/// none, and a warning names it. Printed sheets and VASSAL pieces both come from this.
std::vector<StandLabel> standLabels(const model::Scenario& scenario, const model::Ruleset& ruleset,
                                    model::Diagnostics& diagnostics);
/// Draws the label in `r` (canvas units): side colour, the unit's name, "3/6", quality.
void paintStandLabel(Canvas& canvas, const StandLabel& label, const Rect& r, const model::Ruleset& ruleset,
                     const MapStyle& style);

struct StandLabelResult {
  int labels = 0;
  int pages = 0;
};

/// True when the scenario is a tabletop game whose schema states a base size for any
/// of its unit types: its counters are stand labels.
bool usesStandLabels(const model::Scenario& scenario, const model::Ruleset* ruleset);

/// Writes the PDF atomically; nullopt with error diagnostics on failure.
std::optional<StandLabelResult> exportStandLabels(const model::Scenario& scenario, const model::Ruleset& ruleset,
                                                  const PaperSize& paper, const std::filesystem::path& out,
                                                  model::Diagnostics& diagnostics);

}  // namespace hexwright::exporters
