#include <algorithm>

#include "editor/core/editing.h"
#include "editor/core/hex_picking.h"
#include "editor/core/tools/tools.h"
#include "exporters/render/analysis_overlay.h"
#include "model/analysis/line_of_sight.h"
#include "model/analysis/movement_reach.h"
#include "model/analysis/table_line_of_sight.h"

namespace hexwright::editor {

using model::HexCoord;

namespace {

model::LosSettings settingsOf(const model::Scenario& s) { return {{}, s.losChoices}; }

// "1809 -> 2012: blocked: Heavy Woods blocks sight through the hex 1910 (11.3F)"
std::string verdictText(const model::Scenario& s, HexCoord from, HexCoord to, const model::LosResult& r) {
  std::string text = hexLabel(s, from) + " -> " + hexLabel(s, to) + ": " + model::losVerdictName(r.verdict);
  if (r.blocker) {
    const std::string place = model::losBlockerPlace(*r.blocker, s.map.grid().convention);
    text += ": " + r.blocker->reason + (place.empty() ? "" : " " + place);
  }
  if (!r.rule.empty()) text += " (" + r.rule + ")";
  for (const auto& u : r.undecided)
    text += u == "along" ? "; the rulebook does not say how lines along hexsides go" : "; depends on the choice " + u;
  return text;
}

// "36,38 -> 36,18: blocked: on the reverse slope ... ('Oak Ridge crest') (RULE-03-4.3)"
std::string tableVerdictText(model::Vec2 from, model::Vec2 to, const model::TableLosResult& r) {
  std::string text =
      model::formatTablePoint(from) + " -> " + model::formatTablePoint(to) + ": " + model::losVerdictName(r.verdict);
  if (r.blocker) text += ": " + r.blocker->reason + (r.blocker->name.empty() ? "" : " ('" + r.blocker->name + "')");
  if (!r.rule.empty()) text += " (" + r.rule + ")";
  for (const auto& u : r.undecided)
    text += u == model::kStandDepth ? "; the line grazes a unit's stands, whose depth the rulebook gives as a range"
                                    : "; depends on the choice " + u;
  return text;
}

}  // namespace

void AnalysisTool::onMouseDown(ToolContext& ctx, const PointerEvent& e) {
  if (e.button != MouseButton::Left) return;
  if (ctx.doc.scenario().map.kind == model::GridKind::Table) {
    m_tableViewpoint = worldToVector(ctx.doc, e.world);
    return onMouseMove(ctx, e);
  }
  const auto hex = hexAt(ctx.doc.layout(), ctx.doc.scenario().map, e.world);
  if (!hex) return;
  m_unit.reset();
  m_viewpoint.reset();
  if (e.mods.shift) {
    const auto units = unitsAt(ctx.doc.scenario(), *hex);
    if (!units.empty()) m_unit = units.back();
  } else {
    m_viewpoint = hex;
  }
  onMouseMove(ctx, e);
}

void AnalysisTool::onMouseMove(ToolContext& ctx, const PointerEvent& e) {
  m_preview = Preview{};
  if (ctx.doc.scenario().map.kind == model::GridKind::Table)
    return showTableSight(ctx, worldToVector(ctx.doc, e.world));
  const auto hex = hexAt(ctx.doc.layout(), ctx.doc.scenario().map, e.world);
  if (m_unit) return showReach(ctx, hex.value_or(HexCoord{}));
  if (hex) showSight(ctx, *hex);
}

void AnalysisTool::onMouseUp(ToolContext& ctx, const PointerEvent& e) { (void)ctx, (void)e; }

bool AnalysisTool::onKey(ToolContext& ctx, const KeyEvent& e) {
  if (e.key != Key::Escape || (!m_viewpoint && !m_unit && !m_tableViewpoint)) return Tool::onKey(ctx, e);
  cancel(ctx);
  return true;
}

void AnalysisTool::cancel(ToolContext& ctx) {
  (void)ctx;
  m_viewpoint.reset();
  m_tableViewpoint.reset();
  m_unit.reset();
  m_preview = Preview{};
}

// The viewpoint's (or, before a click, the hovered hex's) viewshed, and the line to the
// pointer with what blocks it.
void AnalysisTool::showSight(ToolContext& ctx, HexCoord pointer) {
  const auto& s = ctx.doc.scenario();
  const auto& r = ctx.doc.ruleset();
  if (!r.los.stated) {
    m_preview.status = (r.name.empty() ? r.id : r.name) + " states no line-of-sight rules";
    return;
  }
  const model::LosEngine engine(r, s.map, settingsOf(s));
  const HexCoord from = m_viewpoint.value_or(pointer);
  m_preview.tints = exporters::losOverlay(engine, {from}, kRange).tints;
  m_preview.hexes = {from};
  if (!m_viewpoint || pointer == from) {
    m_preview.status =
        hexLabel(s, from) + " sees the amber hexes within " + std::to_string(kRange) + " (click to look from it)";
    return;
  }
  const auto result = engine.check(from, pointer);
  const auto& layout = ctx.doc.layout();
  m_preview.polyline = {layout.hexToWorld(from), layout.hexToWorld(pointer)};
  if (result.blocker && result.blocker->kind == model::LosBlocker::Kind::Hex)
    m_preview.hexes.push_back(result.blocker->hex);
  if (result.blocker && result.blocker->kind == model::LosBlocker::Kind::Hexside)
    m_preview.hexsides.push_back(result.blocker->side);
  m_preview.status = verdictText(s, from, pointer, result);
}

// On a tabletop: the squares the viewpoint (or the hovered point) sees, and the line to
// the pointer with the place sight ends marked.
void AnalysisTool::showTableSight(ToolContext& ctx, model::Vec2 pointer) {
  const auto& s = ctx.doc.scenario();
  const model::TableLosEngine engine(ctx.doc.ruleset(), s.map, settingsOf(s));
  const model::Vec2 from = m_tableViewpoint.value_or(pointer);
  for (const auto& seen : engine.viewshed(from, kTableRange, kTableStep)) {
    if (seen.verdict == model::LosVerdict::Blocked) continue;
    const model::Vec2 a = vectorToWorld(ctx.doc, seen.at - model::Vec2{kTableStep / 2, kTableStep / 2});
    const model::Vec2 b = vectorToWorld(ctx.doc, seen.at + model::Vec2{kTableStep / 2, kTableStep / 2});
    m_preview.areaTints.push_back({model::Rect::fromEdges(a.x, a.y, b.x, b.y),
                                   seen.verdict == model::LosVerdict::Clear ? exporters::overlay_colors::kSeen
                                                                            : exporters::overlay_colors::kUnknown});
  }
  if (!m_tableViewpoint || length(pointer - from) < kTableStep / 2) {
    m_preview.marker = vectorToWorld(ctx.doc, from);
    m_preview.status = model::formatTablePoint(from) + " sees the amber squares within " +
                       model::formatInches(kTableRange) + " inches (click to look from it)";
    return;
  }
  const auto result = engine.check(from, pointer);
  m_preview.polyline = {vectorToWorld(ctx.doc, from), vectorToWorld(ctx.doc, pointer)};
  if (result.blocker) m_preview.marker = vectorToWorld(ctx.doc, result.blocker->at);
  m_preview.status = tableVerdictText(from, pointer, result);
}

void AnalysisTool::showReach(ToolContext& ctx, HexCoord pointer) {
  const auto& s = ctx.doc.scenario();
  const auto reach = model::movementReach(ctx.doc.ruleset(), s, model::UnitId{*m_unit}, 2);
  if (reach.problems.hasErrors()) {
    m_preview.status = reach.problems.items().front().message;
    return;
  }
  m_preview.tints = exporters::reachOverlay(reach).tints;
  m_preview.hexes = {*reach.start};
  std::string status = s.oob.unitName(model::UnitId{*m_unit}) + ": green in turn 1, blue in turn 2";
  for (const auto& h : reach.reached)
    if (h.hex == pointer) status += "; " + hexLabel(s, pointer) + " in turn " + std::to_string(h.turn);
  if (!reach.missing.empty())
    status += "; grey hexes lie past costs nobody states (" +
              std::string(model::designerCostOnName(reach.missing[0].on)) + " " + reach.missing[0].type + " for " +
              reach.missing[0].mobility + " first)";
  m_preview.status = status;
}

}  // namespace hexwright::editor
