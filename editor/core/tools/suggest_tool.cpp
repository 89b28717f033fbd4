#include <cstdio>

#include "editor/core/editing.h"
#include "editor/core/hex_picking.h"
#include "editor/core/tools/tools.h"
#include "exporters/render/color.h"
#include "model/edit/hex_commands.h"
#include "model/hex/hexside_key.h"

namespace hexwright::editor {

using model::HexCoord;

namespace {

/// Suggestions below the threshold: grey, so the designer sees where the scan is unclear.
constexpr exporters::Color kUnsure = exporters::Color::rgb(120, 120, 120, 0.45);

exporters::Color tintOf(const model::Ruleset& r, const recognition::HexSuggestion& s, double threshold) {
  if (s.confidence < threshold) return kUnsure;
  const auto* t = r.findTerrain(s.terrain);
  const auto colour = t ? exporters::parseColor(t->color) : std::nullopt;
  // From faint at the threshold to strong at full agreement of the trees.
  return colour.value_or(exporters::Color::rgb(90, 140, 90)).withAlpha(0.3 + 0.45 * s.confidence);
}

std::string share(double v) {
  char text[16];
  std::snprintf(text, sizeof text, "%.2f", v);
  return text;
}

}  // namespace

void SuggestTool::activate(ToolContext& ctx) { refresh(ctx, std::nullopt); }

void SuggestTool::onMouseDown(ToolContext& ctx, const PointerEvent& e) {
  if (e.button != MouseButton::Left || busy()) return;
  const auto hex = hexAt(ctx.doc.layout(), ctx.doc.scenario().map, e.world);
  if (!hex || !m_suggester.prepare(ctx.doc)) return refresh(ctx, hex);
  if (e.mods.ctrl) {
    m_suggester.unmark(*hex);
    m_suggester.learn(ctx.doc);
    return refresh(ctx, hex);
  }
  if (e.mods.shift || e.mods.alt) {
    m_brush = e.mods.shift ? Brush::Accept : Brush::Reject;
    if (m_brush == Brush::Accept) m_gesture = ctx.doc.beginGesture("Accept Suggested Terrain");
    m_last = *hex;
    brushAt(ctx, *hex);
    return refresh(ctx, hex);
  }
  markExample(ctx, *hex);
  refresh(ctx, hex);
}

void SuggestTool::onMouseMove(ToolContext& ctx, const PointerEvent& e) {
  const auto hex = hexAt(ctx.doc.layout(), ctx.doc.scenario().map, e.world);
  if (busy() && hex && *hex != m_last) {
    const auto line = hexLine(m_last, *hex);
    for (std::size_t i = 1; i < line.size(); ++i) brushAt(ctx, line[i]);
    m_last = *hex;
  }
  refresh(ctx, hex);
}

void SuggestTool::onMouseUp(ToolContext& ctx, const PointerEvent& e) {
  (void)e;
  if (m_gesture) m_gesture->commit();
  m_gesture.reset();
  m_brush = Brush::None;
  refresh(ctx, std::nullopt);
}

bool SuggestTool::onKey(ToolContext& ctx, const KeyEvent& e) {
  if (e.key == Key::Enter) {
    acceptAll(ctx);
    return true;
  }
  if (e.key == Key::Escape && !busy()) {
    m_suggester.clearRejections();
    refresh(ctx, std::nullopt);
    return true;
  }
  return Tool::onKey(ctx, e);
}

void SuggestTool::cancel(ToolContext& ctx) {
  if (m_gesture) m_gesture->rollback();
  m_gesture.reset();
  m_brush = Brush::None;
  refresh(ctx, std::nullopt);
}

// The designer names the hex's terrain: paint it (one undo step) and learn from it.
void SuggestTool::markExample(ToolContext& ctx, HexCoord h) {
  if (ctx.settings.terrain.empty()) {
    m_preview.status = "Choose the terrain you see in this hex first";
    return;
  }
  if (ctx.doc.scenario().map.terrainAt(h) != ctx.settings.terrain) {
    auto gesture = ctx.doc.beginGesture("Mark Example: " + ctx.settings.terrain);
    gesture->add(std::make_unique<model::SetTerrain>(std::vector<HexCoord>{h}, ctx.settings.terrain));
    gesture->commit();
  }
  m_suggester.mark(h);
  m_suggester.learn(ctx.doc);
}

void SuggestTool::brushAt(ToolContext& ctx, HexCoord h) {
  const auto hexes = brushHexes(ctx.doc.scenario().map, h, ctx.settings.brushSize);
  if (m_brush == Brush::Reject) {
    for (const auto b : hexes) m_suggester.reject(b);
    return;
  }
  // A brush accepts what it passes over whatever the threshold or an earlier rejection:
  // the designer looked.
  for (const auto b : hexes) m_suggester.unreject(b);
  for (auto& [terrain, todo] : m_suggester.toApply(ctx.doc.scenario().map, 0.0, &hexes))
    m_gesture->add(std::make_unique<model::SetTerrain>(std::move(todo), terrain));
}

void SuggestTool::acceptAll(ToolContext& ctx) {
  if (!m_suggester.prepare(ctx.doc)) return refresh(ctx, std::nullopt);
  auto todo = m_suggester.suggestions().ok ? m_suggester.toApply(ctx.doc.scenario().map, threshold(ctx), nullptr)
                                           : std::map<model::TypeId, std::vector<HexCoord>>{};
  auto lines = m_suggester.lineCommands(ctx.doc, threshold(ctx));
  std::size_t count = 0;
  for (const auto& [terrain, hexes] : todo) count += hexes.size();
  if (count == 0 && lines.empty()) {
    m_preview.status = "Nothing to accept: every confident suggestion is already on the map";
    return;
  }
  auto gesture = ctx.doc.beginGesture("Accept Suggestions (" + std::to_string(count) + " hexes, " +
                                      std::to_string(lines.size()) + " lines)");
  for (auto& [terrain, hexes] : todo) gesture->add(std::make_unique<model::SetTerrain>(std::move(hexes), terrain));
  for (auto& command : lines) gesture->add(std::move(command));
  gesture->commit();
  refresh(ctx, std::nullopt);
  m_preview.status = "Accepted " + std::to_string(count) + " suggested hexes and " + std::to_string(lines.size()) +
                     " hexsides and routes (one undo step)";
}

// Suggested hexside features and route steps at the threshold, in their type's colour.
void SuggestTool::showLines(ToolContext& ctx) {
  const auto& lines = m_suggester.lines(ctx.doc);
  const auto& layout = ctx.doc.layout();
  const auto& r = ctx.doc.ruleset();
  for (const auto& l : lines.lines) {
    if (l.example || l.confidence < threshold(ctx)) continue;
    const auto* hexside = r.findHexside(l.type);
    const auto* route = r.findRoute(l.type);
    const auto colour = exporters::parseColor(hexside ? hexside->paint.color : route ? route->paint.color : "");
    const auto tint =
        colour.value_or(l.route ? exporters::Color::rgb(122, 82, 48) : exporters::Color::rgb(47, 111, 184))
            .withAlpha(0.35 + 0.5 * l.confidence);
    if (l.route) {
      m_preview.segments.push_back({layout.hexToWorld(l.a), layout.hexToWorld(l.b), tint});
    } else {
      const auto ends = model::endpoints(model::hexside(l.a, model::directionTo(l.a, l.b)));
      m_preview.segments.push_back({layout.vertexPoint(ends[0]), layout.vertexPoint(ends[1]), tint});
    }
    ++m_linesShown;
  }
}

void SuggestTool::refresh(ToolContext& ctx, std::optional<HexCoord> pointer) {
  m_preview = Preview{};
  m_linesShown = 0;
  if (!m_suggester.prepare(ctx.doc)) {
    m_preview.status = m_suggester.problem();
    return;
  }
  showLines(ctx);
  const std::string lines =
      m_linesShown ? "; " + std::to_string(m_linesShown) + " hexsides and route steps like the map's own" : "";
  const auto& map = ctx.doc.scenario().map;
  m_preview.hexes.assign(m_suggester.marks().begin(), m_suggester.marks().end());
  if (!m_suggester.suggestions().ok && !m_suggester.learn(ctx.doc)) {
    m_preview.status = m_suggester.problem() + lines;
    return;
  }
  const auto& s = m_suggester.suggestions();
  std::size_t confident = 0, unsure = 0;
  for (const auto& h : s.hexes) {
    const HexCoord hex = map.grid().at(h.hex);
    if (h.example || m_suggester.rejected(hex)) continue;
    (h.confidence >= threshold(ctx) ? confident : unsure)++;
    m_preview.tints.push_back({hex, tintOf(ctx.doc.ruleset(), h, threshold(ctx))});
  }
  if (pointer)
    for (const auto b : brushHexes(map, *pointer, ctx.settings.brushSize)) m_preview.hexes.push_back(b);
  std::string status = std::to_string(m_suggester.marks().size()) + " examples";
  if (s.validation.folds > 0)
    status +=
        " (they agree " + std::to_string(static_cast<int>(s.validation.agreement() * 100 + 0.5)) + "% cross-validated)";
  status += "; " + std::to_string(confident) + " suggestions at " + share(threshold(ctx)) +
            " or more (Enter accepts), " + std::to_string(unsure) + " unsure in grey" + lines;
  if (pointer)
    if (const auto* here = m_suggester.suggestionAt(map.grid(), *pointer))
      status = hexLabel(ctx.doc.scenario(), *pointer) + ": " + terrainName(ctx.doc.ruleset(), here->terrain) +
               (here->example ? " (example)" : " " + share(here->confidence)) + "  |  " + status;
  m_preview.status = status;
}

}  // namespace hexwright::editor
