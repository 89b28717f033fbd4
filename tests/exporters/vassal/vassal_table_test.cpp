// Item 5 of the VASSAL export (#36): a tabletop (Dress on the Colors) as a gridless board,
// the ruler in inches, and a piece per stand where the scenario sets the unit up. Where a
// unit's stands stand is checked against the line-of-sight model's own footprint of the
// unit (model::unitFootprint, from the schema's formations), not against the exporter.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>

#include "exporters/fixtures.h"
#include "exporters/print/export_inputs.h"
#include "exporters/vassal/vassal_fixture.h"
#include "exporters/vassal/vassal_reference.h"
#include "model/analysis/table_unit_footprints.h"

namespace hexwright::vassal_test {
namespace {

namespace fs = std::filesystem;

struct StandPiece {
  std::string unitId, image, rotatorType;
  double angle = 0;
  int x = 0, y = 0;  // the at-start stack's pixel
};

// Decorator chain of a PieceSlot: Marker (UnitId), FreeRotator (angle), BasicPiece.
StandPiece readStand(const std::string& command) {
  StandPiece p;
  Decoder add(command.substr(2), '/');
  add.nextToken();
  std::string type = add.nextToken(), state = add.nextToken();
  for (;;) {
    Decoder t(type, '\t'), s(state, '\t');
    const std::string mine = t.nextToken(), myState = s.nextToken();
    if (!t.hasMoreTokens()) {
      Decoder b(mine, ';');
      for (int i = 0; i < 3; ++i) b.nextToken("");
      p.image = b.nextToken("");
      return p;
    }
    if (mine.rfind("mark;", 0) == 0) {
      Decoder keys(mine.substr(5), ','), values(myState, ',');
      while (keys.hasMoreTokens()) {
        const std::string key = keys.nextToken(), value = values.nextToken("");
        if (key == "UnitId") p.unitId = value;
      }
    } else if (mine.rfind("rotate;", 0) == 0) {
      p.rotatorType = mine;
      p.angle = std::stod(myState);  // FreeRotator.mySetState: Double.parseDouble
    }
    type = t.nextToken();
    state = s.nextToken();
  }
}

bool inside(const std::vector<model::Vec2>& ring, model::Vec2 p) {
  bool in = false;
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++)
    if ((ring[i].y > p.y) != (ring[j].y > p.y) &&
        p.x < (ring[j].x - ring[i].x) * (p.y - ring[i].y) / (ring[j].y - ring[i].y) + ring[i].x)
      in = !in;
  return in;
}

class VassalTable : public ::testing::Test {
 protected:
  void SetUp() override {
    dir = exporters::testing::tempDir("vassal-table");
    bundle = dir / "heron.hexw";
    fs::copy(fs::path(HEXWRIGHT_SOURCE_DIR) / "scenarios/dress-on-the-colors.hexw", bundle,
             fs::copy_options::recursive);
    // Two regiments set up on the table instead of in their deployment area.
    std::ifstream in(bundle / "scenario.xml", std::ios::binary);
    std::string xml((std::istreambuf_iterator<char>(in)), {});
    in.close();
    xml =
        std::regex_replace(xml, std::regex(R"(<placement unit="usa-2-wis" area="usa-deployment"/>)"),
                           R"(<placement unit="usa-2-wis" x="30" y="30" facing-degrees="0" state="line-of-battle"/>)");
    xml =
        std::regex_replace(xml, std::regex(R"(<placement unit="usa-6-wis" area="usa-deployment"/>)"),
                           R"(<placement unit="usa-6-wis" x="40" y="34" facing-degrees="45" state="assault-column"/>)");
    std::ofstream(bundle / "scenario.xml", std::ios::binary) << xml;
    int status = 0;
    const std::string log =
        exporters::testing::run(std::string("'") + HEXWRIGHT_CLI + "' export vassal '" + bundle.string() + "' -o '" +
                                    (dir / "t.vmod").string() + "' --inch-px 40 2>&1",
                                &status);
    ASSERT_EQ(status, 0) << log;
    std::string error;
    module = Module::read(dir / "t.vmod", error);
    ASSERT_TRUE(module) << error;
  }
  fs::path dir, bundle;
  std::optional<Module> module;
};

TEST_F(VassalTable, TheTableIsAGridlessBoardAndTheRulerMeasuresInches) {
  int elements = 0;
  checkVocabulary(module->buildFile().document_element(), elements);
  expectMapComponents(module->buildFile());
  const pugi::xml_node main =
      module->buildFile().select_node("/VASSAL.build.GameModule/VASSAL.build.module.Map[@mapName='Main Map']").node();
  ASSERT_TRUE(main);
  const pugi::xml_node board = main.select_node(".//VASSAL.build.module.map.boardPicker.Board").node();
  ASSERT_TRUE(board);
  EXPECT_FALSE(board.first_child()) << "a grid on the table would snap pieces";
  // 72 x 48 in at 40 px per inch.
  EXPECT_EQ(board.attribute("width").as_int(), 72 * 40);
  EXPECT_EQ(board.attribute("height").as_int(), 48 * 40);
  const auto image = module->image(board.attribute("image").value());
  ASSERT_TRUE(image);
  EXPECT_EQ(image->width, 72 * 40);
  const pugi::xml_node ruler = main.child("VASSAL.build.module.map.LOS_Thread");
  EXPECT_EQ(ruler.attribute("scale").as_int(), 40) << "LOS_Thread.RANGE_SCALE: pixels per range unit";
  EXPECT_STREQ(ruler.attribute("round").value(), "Nearest whole number");
  EXPECT_STREQ(ruler.attribute("drawRange").value(), "true");
}

TEST_F(VassalTable, EveryStandStandsInItsUnitsFootprintTurnedToItsFacing) {
  model::Diagnostics d;
  const auto in = exporters::loadExportInputs(bundle, d);
  ASSERT_TRUE(in && in->ruleset);
  std::map<std::string, std::vector<StandPiece>> byUnit;
  for (const auto& x : module->buildFile().select_nodes(
           "//VASSAL.build.module.Map[@mapName='Main Map']/VASSAL.build.module.map.SetupStack")) {
    const pugi::xml_node st = x.node();
    EXPECT_STREQ(st.attribute("useGridLocation").value(), "false");
    for (const pugi::xml_node slot : st.children("VASSAL.build.widget.PieceSlot")) {
      StandPiece p = readStand(slot.text().get());
      p.x = st.attribute("x").as_int();
      p.y = st.attribute("y").as_int();
      byUnit[p.unitId].push_back(p);
    }
  }
  ASSERT_EQ(byUnit.size(), 2u) << "only the two regiments set up on the table stand on it";
  for (const model::TableUnit& unit : model::combatUnitsOnTable(*in->ruleset, in->scenario)) {
    SCOPED_TRACE(unit.id.value);
    const auto& stands = byUnit[unit.id.value];
    ASSERT_EQ(static_cast<double>(stands.size()), unit.stands.value_or(-1)) << "a piece per stand";
    const auto footprint = model::unitFootprint(*in->ruleset, unit);
    ASSERT_TRUE(footprint.footprint) << footprint.missing;
    for (const StandPiece& p : stands) {
      const model::Vec2 at{p.x / 40.0, p.y / 40.0};
      EXPECT_TRUE(inside(footprint.footprint->area.points, at)) << p.x << "," << p.y << " is outside the unit";
      EXPECT_DOUBLE_EQ(p.angle, -*unit.facingDegrees) << "VASSAL turns counter-clockwise";
      EXPECT_EQ(p.rotatorType.rfind("rotate;1;", 0), 0u) << "one valid angle: free rotation";
      // An infantry base, 1.0 x 0.75 in at its smallest (RULE-00-4.2), at 40 px per inch.
      const auto img = module->image(p.image);
      ASSERT_TRUE(img);
      EXPECT_EQ(img->width, 40);
      EXPECT_EQ(img->height, 30);
    }
  }
  // The line: six stands side by side across the front, 1 in apart, on y = 30 in.
  ASSERT_EQ(byUnit["usa-2-wis"].size(), 6u);
  std::set<int> xs;
  for (const auto& p : byUnit["usa-2-wis"]) {
    EXPECT_EQ(p.y, 30 * 40);
    xs.insert(p.x);
  }
  EXPECT_EQ(xs, (std::set<int>{1100, 1140, 1180, 1220, 1260, 1300}));
}

}  // namespace
}  // namespace hexwright::vassal_test
