#pragma once
// The editor's unit counter, on the map's unit stacks, in the unit palette and on the
// unit tool's icon: the front face the printed sheets and VASSAL images draw, by the same
// painter (exporters/render/counter_painter.h) with the same shortened names, so what
// the designer sees is what prints.
#include "exporters/render/canvas.h"
#include "exporters/render/counter_painter.h"
#include "model/oob/order_of_battle.h"

namespace hexwright::editor {

/// Draws `u`'s front face as a square `size` across centred on `centre`, with a thin
/// edge so it reads against the map. Without `showText` (zoomed out, where no type could
/// be read) only the colours, band and symbol.
void drawCounter(exporters::Canvas& c, const exporters::CounterPainter& painter, const model::Unit& u,
                 model::Vec2 centre, double size, bool showText);

}  // namespace hexwright::editor
