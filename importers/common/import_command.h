#pragma once
// An import's staged map becomes one undoable change in the editor: the whole map is
// swapped in by one command, so undo restores every layer the import touched at once.
#include <string>

#include "model/edit/command.h"
#include "model/map/map.h"

namespace hexwright::importers {

/// "Import DEM elevation.tif" → SetField<Map>; apply installs `staged`, revert restores
/// the map as it was when the command was first applied.
model::CommandPtr makeImportCommand(std::string label, model::Map staged);

}  // namespace hexwright::importers
