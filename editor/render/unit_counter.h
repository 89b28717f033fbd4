#pragma once
// The editor's unit counter, on the map's unit stacks, in the unit palette and on the
// unit tool's icon: the front face the printed sheets and VASSAL images draw, by the same
// painter (exporters/render/counter_painter.h) with the same shortened names, so what
// the designer sees is what prints. A placed unit's state (limbered, column…) shows as
// its VASSAL piece shows it: the side printed for the state, or the state's tab.
#include <string>

#include "exporters/render/canvas.h"
#include "exporters/render/counter_painter.h"
#include "model/oob/order_of_battle.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::editor {

/// Draws `u`'s front face as a square `size` across centred on `centre`, with a thin
/// edge so it reads against the map. Without `showText` (zoomed out, where no type could
/// be read) only the colours, band and symbol.
void drawCounter(exporters::Canvas& c, const exporters::CounterPainter& painter, const model::Unit& u,
                 model::Vec2 centre, double size, bool showText);

/// What a counter shows in a placement state: the face, and the state's mark on a tab
/// in `face.stateTab` ("" when the face itself is the state or there is no state).
struct CounterLook {
  exporters::CounterFaceContent face;
  std::string tab;
};
/// The look the VASSAL export gives `u`'s piece in `state` (exporters/vassal/vassal_states.h):
/// the back when the layout's back is named after the state, the front when it is the
/// other of two states, else the front with the state's mark in a corner left free.
CounterLook counterLook(const exporters::CounterPainter& painter, const model::Ruleset* ruleset, const model::Unit& u,
                        const std::string& state);

/// drawCounter for a unit on the map in `state`: the face and tab counterLook gives.
void drawPlacedCounter(exporters::Canvas& c, const exporters::CounterPainter& painter, const model::Ruleset* ruleset,
                       const model::Unit& u, const std::string& state, model::Vec2 centre, double size, bool showText);

}  // namespace hexwright::editor
