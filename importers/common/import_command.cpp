#include "importers/common/import_command.h"

#include "model/edit/entity_commands.h"

namespace hexwright::importers {

model::CommandPtr makeImportCommand(std::string label, model::Map staged) {
  // An import can touch any layer and the ground frame, so views redraw everything.
  return std::make_unique<model::SetField<model::Map>>(std::move(label), &model::fields::map, std::move(staged),
                                                       model::kChangeEverything);
}

}  // namespace hexwright::importers
