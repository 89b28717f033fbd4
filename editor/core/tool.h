#pragma once
// Tools turn pointer gestures into model commands, one transaction per gesture
// (docs/architecture.md, "An editor tool"). Each tool is a small explicit state machine:
// activate / deactivate / onMouseDown / onMouseMove / onMouseUp / onKey, plus a preview
// the canvas draws on top of the map. Events carry world coordinates, so tools are
// driven the same way by the canvas and by tests.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "editor/core/document.h"
#include "editor/core/viewport.h"
#include "exporters/render/map_painter.h"
#include "model/core/attributes.h"

namespace hexwright::editor {

enum class MouseButton { Left, Middle, Right };

struct Modifiers {
  bool shift = false;
  bool ctrl = false;
  bool alt = false;
};

struct PointerEvent {
  model::Vec2 world;   // where the pointer is, in world units
  model::Vec2 screen;  // the same in canvas pixels
  MouseButton button = MouseButton::Left;
  Modifiers mods;
};

enum class Key { Escape, Enter, Delete, Backspace, Other };

struct KeyEvent {
  Key key = Key::Other;
  Modifiers mods;
};

/// A line a tool suggests (a hexside feature, a route step), in world units.
struct PreviewSegment {
  model::Vec2 a;
  model::Vec2 b;
  exporters::Color color;
  friend bool operator==(const PreviewSegment&, const PreviewSegment&) = default;
};

/// What a tool wants drawn over the map while it works.
struct Preview {
  std::vector<model::HexCoord> hexes;           // brush footprint, route so far, area
  std::vector<model::HexsideKey> hexsides;      // the hexside under the pointer
  std::vector<model::Vec2> polyline;            // world points (vector tools)
  bool closed = false;                          // polyline is a polygon
  std::optional<model::Vec2> marker;            // a point (labels, vertices)
  std::string status;                           // a hint for the status bar
  std::vector<exporters::HexTint> tints;        // an analysis over the map (sight, reach)
  std::vector<exporters::TableTint> areaTints;  // the same on a tabletop: world rectangles
  std::vector<PreviewSegment> segments;         // suggested lines (terrain from the scan)
  std::vector<model::HexCoord> outlined;        // hexes outlined, not filled (a stamp's footprint)

  bool empty() const {
    return hexes.empty() && hexsides.empty() && polyline.empty() && !marker && tints.empty() && areaTints.empty() &&
           segments.empty() && outlined.empty();
  }
  friend bool operator==(const Preview&, const Preview&) = default;
};

enum class ElevationMode { Set, Raise, Lower };

/// The options the tool options bar edits; shared so that switching tools keeps them.
struct ToolSettings {
  model::TypeId terrain;  // terrain brush
  int brushSize = 1;      // 1..3
  bool floodFill = false;
  model::TypeId hexsideType;  // hexside tool
  ElevationMode elevationMode = ElevationMode::Set;
  int elevationLevel = 1;
  model::TypeId routeType;              // route tool
  model::TypeId featureType;            // feature tool
  model::Attributes featureAttributes;  // camp type, owner side, VP value…
  std::string areaId;                   // area tool: the area painted into
  model::TypeId areaKind = "setup";
  std::string areaSide;
  std::string labelText = "Label";  // label tool
  model::TypeId labelStyle;
  std::string unitId;        // unit placement: the unit a click places
  model::TypeId vectorType;  // vector tools: terrain type of new pieces
  std::string vectorLayer = "table";
  int suggestConfidencePercent = 60;  // terrain from the scan: what Enter accepts
};

/// Everything a tool may use.
struct ToolContext {
  Document& doc;
  const Viewport& viewport;
  ToolSettings& settings;
  /// Pick distance in world units (a few pixels at the current zoom).
  double pickRadius() const { return 6.0 / viewport.scale(); }
};

class Tool {
 public:
  virtual ~Tool() = default;
  /// Stable id, also the action id suffix: "terrain" -> "editor.tool.terrain".
  virtual std::string id() const = 0;
  virtual std::string name() const = 0;

  virtual void activate(ToolContext& ctx) { (void)ctx; }
  /// Leaving the tool cancels a gesture in progress.
  virtual void deactivate(ToolContext& ctx) { cancel(ctx); }
  virtual void onMouseDown(ToolContext& ctx, const PointerEvent& e) = 0;
  virtual void onMouseMove(ToolContext& ctx, const PointerEvent& e) = 0;
  virtual void onMouseUp(ToolContext& ctx, const PointerEvent& e) = 0;
  /// Escape cancels the gesture; tools may handle more keys. True when handled.
  virtual bool onKey(ToolContext& ctx, const KeyEvent& e);
  /// Abandons a gesture in progress, reverting what it applied.
  virtual void cancel(ToolContext& ctx) { (void)ctx; }
  /// True between mouse down and mouse up of a gesture.
  virtual bool busy() const { return false; }

  const Preview& preview() const { return m_preview; }
  /// The pointer left the canvas: drop the hover preview (not a gesture's).
  void pointerLeft() {
    if (!busy()) m_preview = Preview{};
  }

 protected:
  Preview m_preview;
};

/// Owns one instance of every tool and forwards events to the active one.
class ToolBox {
 public:
  ToolBox();
  std::vector<Tool*> tools() const;
  Tool* find(const std::string& id) const;
  Tool* active() const { return m_active; }
  /// Switches tools (cancelling the old tool's gesture). False for an unknown id.
  bool setActive(ToolContext& ctx, const std::string& id);
  /// Switches without a context, when no document is open (nothing can be in progress).
  bool switchIdle(const std::string& id);

  void mouseDown(ToolContext& ctx, const PointerEvent& e);
  void mouseMove(ToolContext& ctx, const PointerEvent& e);
  void mouseUp(ToolContext& ctx, const PointerEvent& e);
  bool key(ToolContext& ctx, const KeyEvent& e);
  void cancel(ToolContext& ctx);

 private:
  std::vector<std::unique_ptr<Tool>> m_tools;
  Tool* m_active = nullptr;
};

}  // namespace hexwright::editor
