#include "exporters/render/nato_symbol.h"

#include <algorithm>

#include "exporters/render/symbols.h"

namespace hexwright::exporters {

using model::NatoSymbol;

void drawNatoSymbol(Canvas& c, NatoSymbol symbol, const Rect& box, Color ink) {
  // APP-6 land unit frame: 3:2. Everything stays inside `box`, the headquarters staff
  // below the frame included: on a counter the values sit right under the symbol.
  const double staff = symbol == NatoSymbol::Headquarters ? 0.45 : 0.0;
  const double h = std::min(box.h / (1 + staff), box.w / 1.5);
  const double w = h * 1.5;
  const Rect f{box.centre().x - w / 2, box.centre().y - h * (1 + staff) / 2, w, h};
  Stroke s;
  s.color = ink;
  s.width = std::max(0.12, h * 0.06);
  s.join = LineJoin::Miter;
  s.cap = LineCap::Butt;
  c.strokeRect(f, s);
  const Vec2 m = f.centre();
  switch (symbol) {
    case NatoSymbol::Infantry:
      c.line({f.x, f.y}, {f.right(), f.bottom()}, s);
      c.line({f.right(), f.y}, {f.x, f.bottom()}, s);
      break;
    case NatoSymbol::Cavalry:
      c.line({f.x, f.bottom()}, {f.right(), f.y}, s);
      break;
    case NatoSymbol::Artillery:
      c.fill(Path().circle(m, h * 0.17), ink);
      break;
    case NatoSymbol::Headquarters:
      // The staff: a line down from the frame's lower left corner.
      c.line({f.x, f.bottom()}, {f.x, f.bottom() + h * staff}, s);
      break;
    case NatoSymbol::Leader:
      c.fill(starPath(m, h * 0.36), ink);
      break;
    case NatoSymbol::Supply:
      c.line({f.x, f.y + h * 0.7}, {f.right(), f.y + h * 0.7}, s);
      break;
    case NatoSymbol::Naval:
      drawSymbol(c, "anchor", m, h * 0.9, ink);
      break;
    case NatoSymbol::Engineer: {
      // The engineer "E" lying on its back.
      Path p;
      p.moveTo({f.x + w * 0.25, f.y + h * 0.7}).lineTo({f.x + w * 0.25, f.y + h * 0.35});
      p.lineTo({f.x + w * 0.75, f.y + h * 0.35}).lineTo({f.x + w * 0.75, f.y + h * 0.7});
      p.moveTo({m.x, f.y + h * 0.35}).lineTo({m.x, f.y + h * 0.6});
      c.stroke(p, s);
      break;
    }
    case NatoSymbol::Other:
      break;
  }
}

}  // namespace hexwright::exporters
