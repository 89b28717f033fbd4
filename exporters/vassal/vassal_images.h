#pragma once
// The module's pictures as PNG bytes: board images drawn by the map painter, counter
// faces drawn by the counter painter, the formation-state overlays and the
// reinforcement chart. Nothing here touches files.
#include <memory>
#include <string>
#include <vector>

#include "exporters/print/stand_labels.h"
#include "exporters/render/cairo_canvas.h"
#include "exporters/render/counter_painter.h"
#include "exporters/render/map_painter.h"
#include "exporters/vassal/vassal_board.h"

namespace hexwright::exporters::vassal {

/// A PNG in memory; empty with `error` when Cairo could not make it (too large).
struct Png {
  std::string bytes;
  std::string error;
};

/// The board's part of the map, clipped to its section's hexes, on white.
Png renderBoard(const MapPainter& painter, const BoardPlan& board, const std::shared_ptr<CairoResources>& resources);

/// One counter face `px` pixels square, drawn at `sizeMm` (the printed size) so that
/// stroke widths and type keep their printed proportions. A `tab` text is drawn as the
/// state mark in the face's `stateTab` corner (a state the counter has no side for).
Png renderCounterFace(const CounterPainter& painter, const CounterSpec& spec, const CounterFaceContent& face,
                      double sizeMm, int px, const std::shared_ptr<CairoResources>& resources,
                      const std::string& tab = "");

/// A transparent `px` square with the state's mark ("C" for Column) on a tab in the
/// `corner` the counter painter left free, laid over a counter to show its formation
/// state without hiding what the counter prints.
Png renderStateTab(const std::string& text, model::CounterSlot corner, int px,
                   const std::shared_ptr<CairoResources>& resources);

/// One tabletop stand `wPx` x `hPx` pixels, drawn as its printed label (front edge up).
Png renderStand(const StandLabel& label, const model::Ruleset* ruleset, const MapStyle& style, int wPx, int hPx,
                const std::shared_ptr<CairoResources>& resources);

/// One box of the reinforcement chart: a title ("Turn 3"), a second line (the turn's
/// label or entry hexes) and where its stack of counters goes.
struct ChartBox {
  std::string title;
  std::string subtitle;
  int x = 0, y = 0, w = 0, h = 0;  // pixels
  int stackX = 0, stackY = 0;      // where the at-start stack sits (board pixels)
};

/// Lays out `count` boxes for counters of `counterPx`, six to a row.
std::vector<ChartBox> layoutChart(int count, int counterPx, int& widthPx, int& heightPx);
Png renderChart(const std::vector<ChartBox>& boxes, int widthPx, int heightPx, const std::string& title,
                const std::shared_ptr<CairoResources>& resources);

}  // namespace hexwright::exporters::vassal
