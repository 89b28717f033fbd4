#pragma once
// The editor's unit counter: a NATO frame, the side's colour and the short designation.
// Drawn on the map's unit stacks and in the unit palette.
#include "exporters/render/canvas.h"
#include "exporters/render/map_style.h"
#include "model/oob/order_of_battle.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::editor {

void drawCounter(exporters::Canvas& c, const model::Unit& u, const model::Ruleset& r, const exporters::MapStyle& style,
                 model::Vec2 centre, double size, bool showText);

}  // namespace hexwright::editor
