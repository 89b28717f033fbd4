#include "editor/render/unit_counter.h"

#include <algorithm>

#include "exporters/vassal/vassal_export.h"
#include "exporters/vassal/vassal_states.h"

namespace hexwright::editor {

namespace ex = hexwright::exporters;
namespace vassal = hexwright::exporters::vassal;
using model::Vec2;

namespace {

void paintLook(ex::Canvas& c, const ex::CounterPainter& painter, const model::Unit& u, CounterLook look, Vec2 centre,
               double size, bool showText) {
  const ex::Rect box{centre.x - size / 2, centre.y - size / 2, size, size};
  const ex::CounterSpec spec{&u, nullptr, u.side};
  if (!showText) {
    look.face.texts.clear();
    look.face.banner.clear();
  }
  painter.paint(c, spec, look.face, box, 0);
  ex::Stroke edge;
  edge.color = ex::colors::kBlack;
  edge.width = size * 0.03;
  c.strokeRect(box, edge);
  if (look.tab.empty() || !look.face.stateTab) return;
  const ex::Rect f = ex::stateTabRect(*look.face.stateTab);
  ex::paintStateTab(c, look.tab, {box.x + f.x * size, box.y + f.y * size, f.w * size, f.h * size}, 0);
}

}  // namespace

void drawCounter(ex::Canvas& c, const ex::CounterPainter& painter, const model::Unit& u, Vec2 centre, double size,
                 bool showText) {
  paintLook(c, painter, u, {painter.front({&u, nullptr, u.side}), {}}, centre, size, showText);
}

CounterLook counterLook(const ex::CounterPainter& painter, const model::Ruleset* ruleset, const model::Unit& u,
                        const std::string& state) {
  const ex::CounterSpec spec{&u, nullptr, u.side};
  CounterLook look{painter.front(spec), {}};
  if (state.empty()) return look;
  const auto plan =
      vassal::planStates(vassal::statesFor(ruleset, u.type), ruleset ? ruleset->counterLayoutFor(u.type) : nullptr);
  const auto it =
      std::find_if(plan.states.begin(), plan.states.end(), [&](const vassal::StateLook& l) { return l.id == state; });
  if (it != plan.states.end() && it->shown == vassal::StateShown::Front) return look;
  const ex::CounterFaceContent back = painter.back(spec);
  if (it != plan.states.end() && it->shown == vassal::StateShown::Back) return {back, {}};
  // A state the schema does not list for the type still shows, by its own initials.
  look.tab = it != plan.states.end() ? it->mark : vassal::planStates({state}, nullptr).states.front().mark;
  // The corner the piece keeps free on both faces, as the VASSAL export picks it.
  look.face.stateTab = ex::stateTabCorner({&look.face, &back}).value_or(model::CounterSlot::TopRight);
  return look;
}

void drawPlacedCounter(ex::Canvas& c, const ex::CounterPainter& painter, const model::Ruleset* ruleset,
                       const model::Unit& u, const std::string& state, Vec2 centre, double size, bool showText) {
  paintLook(c, painter, u, counterLook(painter, ruleset, u, state), centre, size, showText);
}

}  // namespace hexwright::editor
