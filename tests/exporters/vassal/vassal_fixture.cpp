#include "exporters/vassal/vassal_fixture.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "exporters/fixtures.h"
#include "exporters/vassal/vassal_export.h"

namespace hexwright::vassal_test {

using namespace model;

namespace {
HexCoord at(int col, int row) { return fromOffset({col, row}, Orientation::FlatTop, Shove::Odd); }
}  // namespace

Ruleset piecesRuleset() {
  Ruleset r = exporters::testing::hexRuleset();
  CheckConfig states;
  states.rule = "setup.state.invalid";
  states.params = {{"types", "infantry cavalry"}, {"states", "line column"}};
  r.checks.push_back(states);
  return r;
}

Scenario piecesScenario() {
  Scenario s = exporters::testing::hexScenario(8, 6);
  for (Unit& u : s.oob.units) {
    if (u.type == TypeId{"leader"}) continue;
    u.attributes.emplace("strength", std::int64_t{4});
    u.attributes.emplace("morale", std::int64_t{3});
    u.attributes.emplace("weapon", std::string("R"));
  }
  auto place = [&](const char* unit, int col, int row, const char* state) {
    Placement p;
    p.unit = UnitId{unit};
    p.hex = at(col, row);
    p.state = state;
    s.setup.push_back(p);
  };
  place("u-8il", 3, 2, "column");
  place("u-18il", 3, 2, "line");
  place("u-mcc", 3, 2, "");
  place("c-gib", 6, 4, "");
  place("c-1ar", 0, 0, "");
  return s;
}

Ruleset gridRuleset() {
  Ruleset r;
  r.id = "grid-test";
  r.name = "Grid Test";
  r.gridKind = GridKind::Hex;
  for (const auto& [id, color] : {std::pair{"t0", "#d04040"}, std::pair{"t1", "#40a040"}, std::pair{"t2", "#4060d0"}}) {
    TerrainType t;
    t.id = id;
    t.name = id;
    t.color = color;
    r.terrain.push_back(t);
  }
  r.defaultTerrain = "t0";
  r.sides = {RulesetSide{SideId{"a"}, "A", "#ffffff", "#000000", "", "", "", {}, ""}};
  UnitType inf;
  inf.id = "infantry";
  inf.name = "Infantry";
  inf.symbol = NatoSymbol::Infantry;
  r.unitTypes = {inf};
  r.elevation.kind = ElevationKind::None;
  return r;
}

std::string gridTerrain(HexCoord h) { return "t" + std::to_string((((h.q - h.r) % 3) + 3) % 3); }

Scenario gridScenario(int cols, int rows, OffsetConvention convention) {
  Scenario s;
  s.rulesetId = "grid-test";
  s.title = "Grid";
  s.sides = {Side{SideId{"a"}, "A"}};
  HexGrid grid;
  grid.columns = cols;
  grid.rows = rows;
  grid.convention = convention;
  s.map.resetGrid(grid, "t0");
  for (const HexCoord h : grid.hexes()) s.map.setTerrain(h, gridTerrain(h));
  Unit u;
  u.id = UnitId{"a1"};
  u.name = "First";
  u.type = "infantry";
  u.side = SideId{"a"};
  s.oob.units.push_back(u);
  Placement p;
  p.unit = u.id;
  p.hex = grid.hexes().back();
  s.setup.push_back(p);
  return s;
}

std::optional<Module> exportAndRead(const Scenario& s, const Ruleset& r, const std::filesystem::path& out,
                                    bool hexNumbers) {
  exporters::vassal::VassalExportOptions o;
  o.hexNumbers = hexNumbers;
  Diagnostics d;
  NullProgress progress;
  const auto result = exporters::vassal::exportVassal(s, &r, o, out, d, progress);
  std::string messages;
  for (const auto& item : d.items()) messages += formatDiagnostic(item) + "\n";
  EXPECT_TRUE(result.has_value()) << messages;
  if (!result) return std::nullopt;
  std::string error;
  auto m = Module::read(out, error);
  EXPECT_TRUE(m.has_value()) << error;
  return m;
}

// Each element's class and attributes against knownAttributes (VASSAL's source).
void checkVocabulary(const pugi::xml_node& e, int& elements) {
  const std::string tag = e.name();
  const auto known = knownAttributes(tag);
  if (!known) {
    const auto textChild = knownTextChild(e.parent().name());
    EXPECT_TRUE(textChild && *textChild == tag)
        << "<" << tag << "> under <" << e.parent().name() << "> is not a class VASSAL 3.7.26 builds";
    return;
  }
  ++elements;
  for (const pugi::xml_attribute a : e.attributes())
    EXPECT_TRUE(known->count(a.name())) << tag << " has no attribute '" << a.name() << "' in VASSAL 3.7.26";
  for (const pugi::xml_node child : e.children())
    if (child.type() == pugi::node_element) checkVocabulary(child, elements);
}

// The HexGrid and HexGridNumbering of a board, wherever in its grid they sit.
Grid gridOf(const pugi::xml_node& board) {
  const pugi::xml_node g = board.select_node(".//VASSAL.build.module.map.boardPicker.board.HexGrid").node();
  const pugi::xml_node n = g.child("VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering");
  Grid grid;
  grid.x0 = g.attribute("x0").as_int();
  grid.y0 = g.attribute("y0").as_int();
  grid.dx = g.attribute("dx").as_double();
  grid.dy = g.attribute("dy").as_double();
  grid.sideways = std::string(g.attribute("sideways").value()) == "true";
  grid.first = n.attribute("first").value()[0];
  grid.sep = n.attribute("sep").value();
  grid.hType = n.attribute("hType").value()[0];
  grid.vType = n.attribute("vType").value()[0];
  grid.hLeading = n.attribute("hLeading").as_int();
  grid.vLeading = n.attribute("vLeading").as_int();
  grid.hOff = n.attribute("hOff").as_int();
  grid.vOff = n.attribute("vOff").as_int();
  grid.stagger = std::string(n.attribute("stagger").value()) == "true";
  grid.locationFormat = n.attribute("locationFormat").value();
  return grid;
}

// The board's grid lies in Zones of a ZonedGrid with no background grid: VASSAL snaps and
// names only inside them (ZonedGrid.snapTo/locationName).
std::vector<ZonePolygon> zonesOf(const pugi::xml_node& board) {
  std::vector<ZonePolygon> zones;
  const pugi::xml_node zoned = board.child("VASSAL.build.module.map.boardPicker.board.ZonedGrid");
  EXPECT_TRUE(zoned) << "the board's grid is not zoned";
  EXPECT_FALSE(zoned.child("VASSAL.build.module.map.boardPicker.board.HexGrid"))
      << "a background grid snaps everywhere";
  for (const pugi::xml_node z : zoned.children("VASSAL.build.module.map.boardPicker.board.mapgrid.Zone")) {
    EXPECT_STREQ(z.attribute("locationFormat").value(), "$gridLocation$");
    EXPECT_TRUE(z.child("VASSAL.build.module.map.boardPicker.board.HexGrid"));
    zones.push_back(ZonePolygon::fromPath(z.attribute("path").value()));
  }
  return zones;
}

bool inAnyZone(const std::vector<ZonePolygon>& zones, double x, double y) {
  return std::any_of(zones.begin(), zones.end(), [&](const ZonePolygon& z) { return z.contains(x, y); });
}

void expectMapComponents(const pugi::xml_document& buildFile) {
  for (const auto& m : buildFile.select_nodes("/VASSAL.build.GameModule/VASSAL.build.module.Map"))
    for (const char* c : {"ForwardToKeyBuffer", "Scroller", "ForwardToChatter", "MenuDisplayer", "MapCenterer",
                          "StackExpander", "PieceMover", "KeyBufferer", "ImageSaver", "CounterDetailViewer", "Zoomer",
                          "BoardPicker", "StackMetrics", "LOS_Thread"})
      EXPECT_TRUE(m.node().child((std::string("VASSAL.build.module.map.") + c).c_str()))
          << m.node().attribute("mapName").value() << " lacks " << c;
}

}  // namespace hexwright::vassal_test
