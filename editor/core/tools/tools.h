#pragma once
// The editor's tools. Each is an explicit state machine: Idle until a mouse down starts a
// gesture, Busy until mouse up commits it (one undo step) or Escape cancels it.
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "editor/core/drag_path.h"
#include "editor/core/map_region.h"
#include "editor/core/terrain_suggester.h"
#include "editor/core/tool.h"

namespace hexwright::editor {

/// Click selects the unit on top of a stack (again: the next one down), a hexside near the
/// pointer, a label or the hex. Dragging a stack moves its top unit, Shift-dragging moves
/// the whole stack, to the hex where the drag ends, on top of the stack there (one undo
/// step); a drag from a hex without units selects the hexes whose centres lie in the
/// rectangle it spans.
class SelectTool final : public Tool {
 public:
  std::string id() const override { return "select"; }
  std::string name() const override { return "Select"; }
  void onMouseDown(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseMove(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseUp(ToolContext& ctx, const PointerEvent& e) override;
  void cancel(ToolContext& ctx) override;
  bool busy() const override { return !m_dragUnits.empty() || m_regionFrom.has_value(); }

 private:
  std::vector<std::string> m_dragUnits;  // the top unit, or with Shift the whole stack
  std::optional<model::HexCoord> m_dragFrom;
  std::optional<model::Vec2> m_regionFrom;  // pressed on a hex without units
  std::string m_selectedBefore;             // a click on its stack selects the unit under it
};

/// Paints the chosen terrain with a brush of 1-3 hexes; a drag is one undo step. With
/// flood fill on, a click repaints the connected region of the clicked terrain. Alt-click
/// picks the terrain under the pointer.
class TerrainBrushTool final : public Tool {
 public:
  std::string id() const override { return "terrain"; }
  std::string name() const override { return "Terrain Brush"; }
  void onMouseDown(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseMove(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseUp(ToolContext& ctx, const PointerEvent& e) override;
  void cancel(ToolContext& ctx) override;
  bool busy() const override { return m_gesture != nullptr; }

 private:
  void paintAt(ToolContext& ctx, model::HexCoord h);
  void updatePreview(ToolContext& ctx, model::Vec2 world);

  std::unique_ptr<EditGesture> m_gesture;
  model::HexCoord m_last;
};

/// A click near a side toggles the chosen hexside type there. A drag, pressed anywhere,
/// paints (or, when the chain's first side already has the type, erases) the sides the
/// pointer runs along, in order (core/drag_path.h: a U-shaped drag gives a U), previewed
/// while dragging and applied on release as one undo step. Directional types (slopes,
/// rifle pits) point `toward` the hex on the right-hand side of the walk; a plain click
/// points them at the hex clicked in.
class HexsideTool final : public Tool {
 public:
  std::string id() const override { return "hexside"; }
  std::string name() const override { return "Hexside"; }
  void onMouseDown(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseMove(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseUp(ToolContext& ctx, const PointerEvent& e) override;
  void cancel(ToolContext& ctx) override;
  bool busy() const override { return m_pressed; }
  /// How near a side the pointer must be, in world units.
  static double tolerance(const ToolContext& ctx);
  /// The chain a release at `world` would paint (the live preview).
  const std::vector<model::HexsideKey>& chain() const { return m_chain; }

 private:
  void updateChain(ToolContext& ctx, model::Vec2 world);
  void apply(ToolContext& ctx, const std::vector<std::pair<model::HexsideKey, std::optional<model::HexCoord>>>& sides,
             bool erase);

  bool m_pressed = false;
  model::Vec2 m_pressWorld;
  std::optional<model::HexsideKey> m_pressSide;  // the side pressed on (a click toggles it)
  std::optional<HexsideTrace> m_trace;           // the sides the drag runs along
  std::vector<model::HexsideKey> m_chain;
  std::vector<std::optional<model::HexCoord>> m_toward;  // per chain side (directional types)
};

/// Sets, raises or lowers the elevation level of the hexes under the brush. A hex is
/// raised or lowered once per stroke. Alt-click picks the level under the pointer.
class ElevationTool final : public Tool {
 public:
  std::string id() const override { return "elevation"; }
  std::string name() const override { return "Elevation"; }
  void onMouseDown(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseMove(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseUp(ToolContext& ctx, const PointerEvent& e) override;
  void cancel(ToolContext& ctx) override;
  bool busy() const override { return m_gesture != nullptr; }

 private:
  void paintAt(ToolContext& ctx, model::HexCoord h);
  std::unique_ptr<EditGesture> m_gesture;
  std::set<model::HexCoord> m_touched;
  model::HexCoord m_last;
};

/// A drag through hexes lays a route of the chosen type; starting on an end of a route of
/// that type extends it; backing up over the last hex takes it off again. Ctrl-click
/// removes the newest route through the hex.
class RouteTool final : public Tool {
 public:
  std::string id() const override { return "route"; }
  std::string name() const override { return "Route"; }
  void onMouseDown(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseMove(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseUp(ToolContext& ctx, const PointerEvent& e) override;
  void cancel(ToolContext& ctx) override;
  bool busy() const override { return m_active; }

 private:
  bool m_active = false;
  model::Vec2 m_lastWorld;  // the last pointer sample: the path goes on from there
  std::vector<model::HexCoord> m_path;
  std::optional<std::string> m_extending;  // id of the route being extended
  bool m_prepend = false;                  // extending at the route's first hex
  std::size_t m_originalLength = 0;
};

/// A click toggles the chosen hex feature (camp, ford, town, victory hex…) with the
/// attributes of the options bar; a click on the same type with other attributes updates
/// them. A drag applies the first click's choice to every hex it passes.
class FeatureTool final : public Tool {
 public:
  std::string id() const override { return "feature"; }
  std::string name() const override { return "Hex Feature"; }
  void onMouseDown(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseMove(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseUp(ToolContext& ctx, const PointerEvent& e) override;
  void cancel(ToolContext& ctx) override;
  bool busy() const override { return m_gesture != nullptr; }

 private:
  void applyAt(ToolContext& ctx, model::HexCoord h);
  std::unique_ptr<EditGesture> m_gesture;
  bool m_remove = false;
  std::set<model::HexCoord> m_touched;
};

/// Paints hexes into the named area of the options bar (creating it with the chosen kind
/// and side); Ctrl-drag, or a drag that starts inside the area, takes hexes out.
class AreaTool final : public Tool {
 public:
  std::string id() const override { return "area"; }
  std::string name() const override { return "Area"; }
  void onMouseDown(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseMove(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseUp(ToolContext& ctx, const PointerEvent& e) override;
  void cancel(ToolContext& ctx) override;
  bool busy() const override { return m_active; }

 private:
  void paintAt(ToolContext& ctx, model::HexCoord h);
  bool m_active = false;
  bool m_remove = false;
  std::set<model::HexCoord> m_hexes;  // the area as it will be after the gesture
  model::HexCoord m_last;
};

/// A click places a label with the text of the options bar; dragging an existing label
/// moves it.
class LabelTool final : public Tool {
 public:
  std::string id() const override { return "label"; }
  std::string name() const override { return "Label"; }
  void onMouseDown(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseMove(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseUp(ToolContext& ctx, const PointerEvent& e) override;
  void cancel(ToolContext& ctx) override;
  bool busy() const override { return m_active; }

 private:
  bool m_active = false;
  std::optional<std::string> m_moving;
  model::Vec2 m_at;
};

/// Places the unit chosen in the OOB tree in the clicked hex (then arms the next unplaced
/// unit of the same formation); without an armed unit a drag moves the top unit of a
/// stack (Shift: the whole stack); a right-click takes the top unit off the map.
class UnitTool final : public Tool {
 public:
  std::string id() const override { return "unit"; }
  std::string name() const override { return "Place Units"; }
  void onMouseDown(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseMove(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseUp(ToolContext& ctx, const PointerEvent& e) override;
  void cancel(ToolContext& ctx) override;
  bool busy() const override { return !m_dragUnits.empty(); }

 private:
  std::string withFlag(const std::string& status) const;
  std::vector<std::string> m_dragUnits;  // the top unit, or with Shift the whole stack
  std::string m_flag;                    // what the last placement broke of the unit's set-up instructions
};

/// Design analysis (docs/analysis.md). Hovering shows what the hex under the pointer
/// sees; a click makes that hex the viewpoint, and then the line from it to the pointer
/// is drawn with the hex or hexside that blocks it marked and the verdict and rule in the
/// status bar. Shift-click on a unit's hex shows where the unit can move (reach, by
/// turn). Escape clears. Everything is recomputed from the document on every move, so it
/// follows the designer's painting. On a tabletop the same, in inches over the pieces:
/// what the point under the pointer sees within kTableRange, the line from a clicked
/// point with the place sight ends marked.
class AnalysisTool final : public Tool {
 public:
  std::string id() const override { return "analysis"; }
  std::string name() const override { return "Sight and Reach"; }
  void onMouseDown(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseMove(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseUp(ToolContext& ctx, const PointerEvent& e) override;
  bool onKey(ToolContext& ctx, const KeyEvent& e) override;
  void cancel(ToolContext& ctx) override;

  static constexpr int kRange = 10;          // hexes of the viewshed shown
  static constexpr double kTableRange = 24;  // inches of it on a tabletop
  static constexpr double kTableStep = 1;    // inches between the points judged there

 private:
  void showSight(ToolContext& ctx, model::HexCoord pointer);
  void showTableSight(ToolContext& ctx, model::Vec2 pointer);
  void showReach(ToolContext& ctx, model::HexCoord pointer);
  std::optional<model::HexCoord> m_viewpoint;
  std::optional<model::Vec2> m_tableViewpoint;  // inches
  std::optional<std::string> m_unit;            // reach: the unit shown
};

/// Terrain from the scan (docs/terrain-suggestions.md). A click paints the hex with the
/// chosen terrain and marks it as an example; the suggestions learnt from the examples
/// tint every other hex in its terrain's colour, stronger with confidence, grey below the
/// options bar's threshold. Enter accepts every suggestion at the threshold or above, a
/// Shift-drag those under the brush (each one undo step); an Alt-drag rejects those under
/// the brush; Ctrl-click unmarks an example. Esc forgets the rejections. Hexside features
/// and routes already on the map are examples of lines: the scan's other hexsides and
/// hex-to-hex steps drawn like them show in their type's colour, and Enter adds them too.
class SuggestTool final : public Tool {
 public:
  std::string id() const override { return "suggest"; }
  std::string name() const override { return "Terrain from Scan"; }
  void activate(ToolContext& ctx) override;
  void onMouseDown(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseMove(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseUp(ToolContext& ctx, const PointerEvent& e) override;
  bool onKey(ToolContext& ctx, const KeyEvent& e) override;
  void cancel(ToolContext& ctx) override;
  bool busy() const override { return m_brush != Brush::None; }
  const TerrainSuggester& suggester() const { return m_suggester; }

 private:
  enum class Brush { None, Accept, Reject };
  void markExample(ToolContext& ctx, model::HexCoord h);
  void brushAt(ToolContext& ctx, model::HexCoord h);
  void acceptAll(ToolContext& ctx);
  void refresh(ToolContext& ctx, std::optional<model::HexCoord> pointer);
  void showLines(ToolContext& ctx);
  double threshold(const ToolContext& ctx) const { return ctx.settings.suggestConfidencePercent / 100.0; }

  TerrainSuggester m_suggester;
  Brush m_brush = Brush::None;
  std::unique_ptr<EditGesture> m_gesture;
  model::HexCoord m_last;
  std::size_t m_linesShown = 0;
};

/// Stamps the region copied with Edit > Copy (core/map_region.h), as Tiled's stamp brush
/// does: the stamp follows the pointer as a preview (its terrain tinted, its hexsides and
/// routes drawn in their colours), a click stamps it with its anchor on the hex under the
/// pointer (one undo step; hexes off the map are skipped and counted in the status bar).
/// rotate() turns it 60 degrees clockwise, mirror() flips it (the frame's Z, H and V).
class StampTool final : public Tool {
 public:
  std::string id() const override { return "stamp"; }
  std::string name() const override { return "Stamp"; }
  void onMouseDown(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseMove(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseUp(ToolContext& ctx, const PointerEvent& e) override;
  void cancel(ToolContext& ctx) override;

  void setStamp(std::optional<MapRegion> region);
  const std::optional<MapRegion>& stamp() const { return m_stamp; }
  void rotate(ToolContext& ctx);
  void mirror(ToolContext& ctx, MirrorAxis axis);

 private:
  void showAt(ToolContext& ctx, model::HexCoord at);
  std::optional<MapRegion> m_stamp;
  std::optional<model::HexCoord> m_at;  // the hex under the pointer
};

/// Tabletop maps: click adds vertices of a new polygon, polyline or point piece (of the
/// chosen terrain type; the type's geometry decides which), double-click or Enter
/// finishes, Escape abandons. Dragging a vertex of an existing piece moves it;
/// Ctrl-click on a vertex deletes it.
class VectorTool final : public Tool {
 public:
  std::string id() const override { return "vector"; }
  std::string name() const override { return "Draw Pieces"; }
  void onMouseDown(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseMove(ToolContext& ctx, const PointerEvent& e) override;
  void onMouseUp(ToolContext& ctx, const PointerEvent& e) override;
  bool onKey(ToolContext& ctx, const KeyEvent& e) override;
  void cancel(ToolContext& ctx) override;
  bool busy() const override { return !m_points.empty() || m_dragVertex.has_value(); }
  /// Ends the piece being drawn (what double-click and Enter do).
  void finish(ToolContext& ctx);

 private:
  model::GeometryKind geometryFor(const ToolContext& ctx) const;
  std::vector<model::Vec2> m_points;  // world units
  struct VertexRef {
    std::string layer;
    std::string feature;
    std::size_t index = 0;
  };
  std::optional<VertexRef> m_dragVertex;
  model::Vec2 m_dragAt;
};

}  // namespace hexwright::editor
