// The ruleset shapes the tools: what a schema lacks is unavailable with the reason, the
// elevation levels come from the schema, shortcuts avoid GTK's, options persist as text.
#include <gtest/gtest.h>

#include "editor/core/actions.h"
#include "editor/core/tool_availability.h"
#include "editor/core/tool_settings_io.h"
#include "editor_fixture.h"
#include "model/io/ruleset_reader.h"
#include "model/scenario/new_scenario.h"

namespace hexwright::editor {
namespace {

TEST(ToolAvailability, ASchemaWithoutElevationHasNoElevationTool) {
  auto r = testing::testRuleset();
  r.name = "No Hills";
  r.elevation = {};
  r.elevation.kind = model::ElevationKind::None;
  r.elevation.rule = "2.3";
  const auto s = model::newScenario(r, {});
  const auto off = unavailableTools(r, s);
  ASSERT_TRUE(off.count("elevation"));
  EXPECT_NE(off.at("elevation").find("No Hills 2.3"), std::string::npos) << off.at("elevation");
  EXPECT_FALSE(off.count("terrain"));
  EXPECT_FALSE(off.count("hexside"));
  // The action is disabled and says why; the others stay enabled.
  ActionContext c;
  c.unavailableTools = off;
  EXPECT_FALSE(isEnabled(*findAction("editor.tool.elevation"), c));
  EXPECT_EQ(unavailableReason(*findAction("editor.tool.elevation"), c), off.at("elevation"));
  EXPECT_TRUE(isEnabled(*findAction("editor.tool.terrain"), c));
  EXPECT_EQ(unavailableReason(*findAction("editor.tool.terrain"), c), "");
}

TEST(ToolAvailability, EmptyTypeListsAndTabletopMaps) {
  auto r = testing::testRuleset();
  r.hexsides.clear();
  r.routes.clear();
  auto s = model::newScenario(r, {});
  auto off = unavailableTools(r, s);
  EXPECT_TRUE(off.count("hexside"));
  EXPECT_TRUE(off.count("route"));
  EXPECT_TRUE(off.count("vector"));  // no terrain drawn as shapes
  EXPECT_FALSE(off.count("feature"));
  r.gridKind = model::GridKind::Table;
  s = model::newScenario(r, {});
  off = unavailableTools(r, s);
  for (const char* id : {"terrain", "hexside", "elevation", "route", "feature", "area"})
    EXPECT_TRUE(off.count(id)) << id;
  EXPECT_FALSE(off.count("vector"));
  EXPECT_FALSE(off.count("unit"));
}

TEST(ToolAvailability, ElevationLevelsComeFromTheSchema) {
  auto r = testing::testRuleset();
  EXPECT_EQ(elevationRange(r).min, 0);
  EXPECT_EQ(elevationRange(r).max, 3);
  r.elevation.minLevel.reset();
  r.elevation.maxLevel.reset();
  r.elevation.levels = {{1, "Low", {}, "", ""}, {2, "Ridge", {}, "", ""}};
  EXPECT_EQ(elevationRange(r).min, 1);
  EXPECT_EQ(elevationRange(r).max, 2);
  r.elevation.kind = model::ElevationKind::None;
  EXPECT_EQ(elevationRange(r).max, 0);
}

TEST(ToolAvailability, TheShippedRulesetsShapeTheirTools) {
  // Hell Before Night states no elevation (2.3 Design Note); Unconditional Surrender has levels 0-1.
  model::Diagnostics d;
  const auto hbn = io::loadRulesetById("hell-before-night", d);
  ASSERT_TRUE(hbn.has_value());
  const auto off = unavailableTools(*hbn, model::newScenario(*hbn, {}));
  ASSERT_TRUE(off.count("elevation"));
  EXPECT_NE(off.at("elevation").find("2.3"), std::string::npos);
  const auto us = io::loadRulesetById("unconditional-surrender", d);
  ASSERT_TRUE(us.has_value());
  EXPECT_FALSE(unavailableTools(*us, model::newScenario(*us, {})).count("elevation"));
  EXPECT_EQ(elevationRange(*us).max, 1);
}

TEST(Actions, NoShortcutIsOneGtkTakes) {
  for (const auto& area : actionAreas())
    for (const auto& a : *area.actions)
      EXPECT_FALSE(gtkReservedShortcut(a.accelerator)) << a.id << " " << a.accelerator;
  EXPECT_TRUE(gtkReservedShortcut("Ctrl+Shift+U"));
  EXPECT_EQ(findAction("editor.oob.addUnit")->accelerator, "Ctrl+U");
  // Tooltips carry the shortcut, single keys included.
  EXPECT_EQ(tooltipText(*findAction("editor.tool.terrain")), "Terrain Brush: Paint hex terrain (Alt-click picks) (T)");
  EXPECT_EQ(tooltipText(*findAction("editor.file.save")), "Save: Save the scenario (Ctrl+S)");
}

TEST(ToolSettingsIo, OptionsRoundTripAndBadValuesAreIgnored) {
  ToolSettings s;
  s.terrain = "marsh";
  s.brushSize = 3;
  s.floodFill = true;
  s.hexsideType = "slope";
  s.elevationMode = ElevationMode::Lower;
  s.elevationLevel = 2;
  s.featureType = "camp";
  ToolSettings back;
  loadToolSettings(back, saveToolSettings(s));
  EXPECT_EQ(back.terrain, "marsh");
  EXPECT_EQ(back.brushSize, 3);
  EXPECT_FALSE(back.floodFill);  // never kept: each session starts without it
  EXPECT_EQ(back.hexsideType, "slope");
  EXPECT_EQ(back.elevationMode, ElevationMode::Lower);
  EXPECT_EQ(back.elevationLevel, 2);
  EXPECT_EQ(back.featureType, "camp");
  ToolSettings keep;
  keep.floodFill = true;  // on in the document open before
  loadToolSettings(keep, {{"brushSize", "9"}, {"elevationMode", "x"}, {"terrain", "woods"}, {"floodFill", "1"}});
  EXPECT_FALSE(keep.floodFill);  // off again for the next document, whatever an older settings file says
  EXPECT_EQ(keep.brushSize, 1);
  EXPECT_EQ(keep.elevationMode, ElevationMode::Set);
  EXPECT_EQ(keep.terrain, "woods");
}

}  // namespace
}  // namespace hexwright::editor
