#pragma once
// A small schema and scenario built in code, and a harness that drives tools with
// synthetic pointer events in world coordinates (no display needed).
#include <memory>
#include <vector>

#include "editor/core/document.h"
#include "editor/core/tool.h"
#include "editor/core/tools/tools.h"
#include "model/hex/offset_coord.h"

namespace hexwright::editor::testing {

inline model::AttributeDef intAttr(const std::string& name, double min, double max, bool required = false) {
  model::AttributeDef d;
  d.name = name;
  d.type = model::AttributeType::Integer;
  d.min = min;
  d.max = max;
  d.required = required;
  return d;
}

inline model::Ruleset testRuleset() {
  model::Ruleset r;
  r.id = "test";
  r.name = "Test Rules";
  r.version = "1";
  r.gridKind = model::GridKind::Hex;
  r.numbering.orientation = model::Orientation::FlatTop;
  r.hexYards = 176;
  r.defaultColumns = 10;
  r.defaultRows = 8;
  r.sides = {{model::SideId{"union"}, "Union", "#3050c0", "#ffffff", "", "", "", {}, ""},
             {model::SideId{"confederate"}, "Confederate", "#a0a0a0", "#000000", "", "", "", {}, ""}};
  auto terrain = [](std::string id, std::string name, std::string color) {
    model::TerrainType t;
    t.id = std::move(id);
    t.name = std::move(name);
    t.color = std::move(color);
    return t;
  };
  r.terrain = {terrain("clear", "Clear", "#f2eccc"), terrain("woods", "Woods", "#2e8b3a"),
               terrain("marsh", "Marsh", "#6fa8b0")};
  r.defaultTerrain = "clear";
  model::HexsideType creek;
  creek.id = "creek";
  creek.name = "Creek";
  creek.paint.color = "#1060e0";
  model::HexsideType slope;
  slope.id = "slope";
  slope.name = "Slope";
  slope.directional = true;
  slope.towardMeaning = "downhill";
  r.hexsides = {creek, slope};
  model::RouteType road;
  road.id = "road";
  road.name = "Road";
  r.routes = {road};
  model::HexFeatureType camp;
  camp.id = "camp";
  camp.name = "Camp";
  camp.category = model::FeatureCategory::Camp;
  model::AttributeDef owner;
  owner.name = "owner";
  owner.type = model::AttributeType::Text;
  owner.allowedValues = {"union", "confederate"};
  camp.attributes = {owner};
  model::HexFeatureType victory;
  victory.id = "victory";
  victory.name = "Victory Hex";
  victory.category = model::FeatureCategory::Victory;
  r.features = {camp, victory};
  r.elevation.kind = model::ElevationKind::Levels;
  r.elevation.minLevel = 0;
  r.elevation.maxLevel = 3;
  model::UnitType infantry;
  infantry.id = "infantry";
  infantry.name = "Infantry";
  infantry.symbol = model::NatoSymbol::Infantry;
  model::AttributeDef weapon;
  weapon.name = "weapon";
  weapon.type = model::AttributeType::Text;
  weapon.allowedValues = {"M", "R"};
  infantry.attributes = {intAttr("strength", 1, 12, true), intAttr("morale", 1, 10), weapon};
  model::UnitType leader;
  leader.id = "leader";
  leader.name = "Leader";
  leader.isLeader = true;
  leader.symbol = model::NatoSymbol::Leader;
  leader.attributes = {intAttr("rating", 0, 3)};
  r.unitTypes = {infantry, leader};
  model::OobLevel corps{"corps", "Corps", {}, {}, std::nullopt, "", ""};
  model::OobLevel division{"division", "Division", {}, {"corps"}, std::nullopt, "", ""};
  model::OobLevel brigade{"brigade", "Brigade", {}, {"division"}, std::nullopt, "", ""};
  r.oobLevels = {corps, division, brigade};
  return r;
}

/// A 10 x 8 hex map with no validator (tests that need one set their own).
inline std::unique_ptr<Document> testDocument(int cols = 10, int rows = 8) {
  model::NewScenarioOptions o;
  o.columns = cols;
  o.rows = rows;
  o.title = "Test battle";
  auto doc = Document::create(testRuleset(), o);
  doc->setValidator({});
  return doc;
}

inline model::HexCoord hexAtOffset(const Document& doc, int col, int row) {
  const auto& c = doc.scenario().map.grid().convention;
  return model::fromOffset({col, row}, c.orientation, c.shove);
}

/// Drives a ToolBox the way the canvas does, with world-coordinate events.
struct ToolHarness {
  explicit ToolHarness(Document& d) : doc(d), ctx{d, viewport, settings} {
    viewport.setSize(800, 600);
    viewport.fit({0, 0, 200, 150});
  }

  PointerEvent event(model::Vec2 world, MouseButton b = MouseButton::Left, Modifiers m = {}) const {
    return {world, viewport.worldToScreen(world), b, m};
  }
  model::Vec2 centre(model::HexCoord h) const { return doc.layout().hexToWorld(h); }

  void use(const std::string& tool) { box.setActive(ctx, tool); }
  void down(model::Vec2 w, MouseButton b = MouseButton::Left, Modifiers m = {}) { box.mouseDown(ctx, event(w, b, m)); }
  void move(model::Vec2 w, Modifiers m = {}) { box.mouseMove(ctx, event(w, MouseButton::Left, m)); }
  void up(model::Vec2 w, MouseButton b = MouseButton::Left, Modifiers m = {}) { box.mouseUp(ctx, event(w, b, m)); }
  void click(model::Vec2 w, MouseButton b = MouseButton::Left, Modifiers m = {}) {
    move(w, m);
    down(w, b, m);
    up(w, b, m);
  }
  void clickHex(model::HexCoord h, Modifiers m = {}) { click(centre(h), MouseButton::Left, m); }
  /// Presses on the first point, moves through the others, releases on the last.
  void drag(const std::vector<model::Vec2>& points, Modifiers m = {}) {
    down(points.front(), MouseButton::Left, m);
    for (std::size_t i = 1; i < points.size(); ++i) move(points[i], m);
    up(points.back(), MouseButton::Left, m);
  }
  void dragHexes(const std::vector<model::HexCoord>& hexes, Modifiers m = {}) {
    std::vector<model::Vec2> pts;
    for (auto h : hexes) pts.push_back(centre(h));
    drag(pts, m);
  }
  bool key(Key k) { return box.key(ctx, {k, {}}); }

  Document& doc;
  Viewport viewport;
  ToolSettings settings;
  ToolBox box;
  ToolContext ctx;
};

}  // namespace hexwright::editor::testing
