// An import is one undoable change: applying the command installs the staged map,
// reverting restores the scenario exactly.
#include "importers/common/import_command.h"

#include <gtest/gtest.h>

#include "importer_fixtures.h"
#include "model/edit/history.h"
#include "model/scenario/scenario.h"

namespace hexwright::importers {
namespace {

TEST(ImportCommand, ApplyThenRevertRestoresTheScenario) {
  model::Scenario s;
  s.title = "Shiloh";
  s.map = testing::placedMap(5, 4, 176, {{500000, 4000000}, 0, 1});
  s.map.routes.push_back(model::Route{model::RouteId("r1"), "road", "Old Road", {{0, 0}, {0, 1}}});
  const model::Scenario before = s;

  model::Map staged = s.map;
  staged.setTerrain({1, 1}, "heavy-woods");
  staged.setElevation({2, 1}, 3);
  staged.hexsideFeatures[model::hexside({1, 1}, 0)].push_back({"stream", std::nullopt, {}});
  staged.routes.clear();
  staged.backgrounds.push_back({"backgrounds/scan.tif", 1, true, model::RasterKind::Image, {}});
  staged.ground.georeference->gridToCrs.c0 += 10;

  auto command = makeImportCommand("Import DEM shiloh.tif", staged);
  EXPECT_EQ(command->label(), "Import DEM shiloh.tif");
  command->apply(s);
  EXPECT_EQ(s.map, staged);
  EXPECT_EQ(s.title, "Shiloh");
  command->revert(s);
  EXPECT_EQ(s, before);
  command->apply(s);  // redo
  EXPECT_EQ(s.map, staged);
}

}  // namespace
}  // namespace hexwright::importers
