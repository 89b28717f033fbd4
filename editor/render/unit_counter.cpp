#include "editor/render/unit_counter.h"

#include "exporters/render/symbols.h"

namespace hexwright::editor {

namespace ex = hexwright::exporters;
using model::Vec2;

void drawCounter(ex::Canvas& c, const model::Unit& u, const model::Ruleset& r, const ex::MapStyle& style, Vec2 centre,
                 double size, bool showText) {
  const ex::Rect box{centre.x - size / 2, centre.y - size / 2, size, size};
  const ex::Color fill = style.sideColor(u.side.value);
  const ex::Color ink = ex::contrastingText(fill);
  c.fill(ex::Path().roundedRect(box, size * 0.08), fill);
  ex::Stroke edge;
  edge.color = ex::colors::kBlack;
  edge.width = size * 0.03;
  c.stroke(ex::Path().roundedRect(box, size * 0.08), edge);
  const auto* type = r.findUnitType(u.type);
  const model::NatoSymbol symbol = type ? type->symbol : model::NatoSymbol::Other;
  // NATO frame in the upper part of the counter.
  const ex::Rect frame{centre.x - size * 0.28, centre.y - size * 0.32, size * 0.56, size * 0.34};
  ex::Stroke ink1;
  ink1.color = ink;
  ink1.width = size * 0.035;
  if (symbol == model::NatoSymbol::Leader) {
    c.fill(ex::starPath({centre.x, frame.y + frame.h / 2}, frame.h * 0.6), ink);
  } else {
    c.strokeRect(frame, ink1);
    if (symbol == model::NatoSymbol::Infantry || symbol == model::NatoSymbol::Cavalry) {
      c.line({frame.x, frame.bottom()}, {frame.right(), frame.y}, ink1);
    }
    if (symbol == model::NatoSymbol::Infantry) c.line({frame.x, frame.y}, {frame.right(), frame.bottom()}, ink1);
    if (symbol == model::NatoSymbol::Artillery) c.fill(ex::Path().circle(frame.centre(), frame.h * 0.2), ink);
  }
  if (showText) {
    ex::TextStyle t;
    t.font.sizeMm = size * 0.2;
    t.font.condensed = true;
    t.color = ink;
    t.halign = ex::HAlign::Center;
    t.valign = ex::VAlign::Middle;
    t.fitWidth = size * 0.9;
    c.text({centre.x, centre.y + size * 0.25}, u.designation.empty() ? u.name : u.designation, t);
  }
}

}  // namespace hexwright::editor
