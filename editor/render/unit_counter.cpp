#include "editor/render/unit_counter.h"

namespace hexwright::editor {

namespace ex = hexwright::exporters;
using model::Vec2;

void drawCounter(ex::Canvas& c, const ex::CounterPainter& painter, const model::Unit& u, Vec2 centre, double size,
                 bool showText) {
  const ex::Rect box{centre.x - size / 2, centre.y - size / 2, size, size};
  const ex::CounterSpec spec{&u, nullptr, u.side};
  ex::CounterFaceContent face = painter.front(spec);
  if (!showText) {
    face.texts.clear();
    face.banner.clear();
  }
  painter.paint(c, spec, face, box, 0);
  ex::Stroke edge;
  edge.color = ex::colors::kBlack;
  edge.width = size * 0.03;
  c.strokeRect(box, edge);
}

}  // namespace hexwright::editor
