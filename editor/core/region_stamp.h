#pragma once
// Stamping a copied map region (core/map_region.h) at a hex: one command, one undo step.
// The stamp replaces the ground of the hexes it covers (terrain, elevation, hex
// features), the hexside features between them and the route steps inside them; on the
// sides along its edge it lays what it carries and leaves the rest to the neighbours,
// which own those sides as much as it does. Hexes that would fall off the map are
// skipped, and nothing outside the stamp changes.
#include <string>

#include "editor/core/document.h"
#include "editor/core/map_region.h"
#include "model/edit/command.h"

namespace hexwright::editor {

struct StampPlan {
  model::CommandPtr command;  // nullptr when no hex of the stamp lands on the map
  int stamped = 0;            // hexes on the map
  int skipped = 0;            // hexes off the map
};

/// The command that stamps `region` with its anchor on `target`, from the map as it is.
StampPlan planStamp(const model::Scenario& scenario, const MapRegion& region, model::HexCoord target);

/// Stamps as one undo step and says what happened for the status bar ("Stamped 12
/// hexes; 3 off the map were skipped").
std::string stampRegion(Document& doc, const MapRegion& region, model::HexCoord target);

}  // namespace hexwright::editor
