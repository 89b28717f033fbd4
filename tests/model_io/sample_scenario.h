#pragma once
// Realistic scenarios for tests, header-only so other test folders can copy or include it.
//  - sampleHexScenario(): Shiloh on a Bloody April-style map with lettered map sections
//    (A and B), a georeference, every map layer, a formation tree, leaders, setup,
//    reinforcements, victory conditions, optional rules, waivers and overrides.
//  - sampleTabletopScenario(): a Dress on the Colors table in inches with vector layers,
//    polygon deployment zones and free positions.
//  - largeScenario(): a big hex map and OOB for load/save timing.
// Every value is set so that a round trip exercises every field of the model.
#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "model/scenario/scenario.h"

namespace hexwright::samples {

/// The hex printed as `label` under the map's numbering; throws when it is not a label.
inline model::HexCoord hexAt(const model::Map& map, const std::string& label) {
  const auto h = model::parseLabel(label, map.grid().convention);
  if (!h) throw std::invalid_argument("not a hex label: " + label);
  return *h;
}

inline model::Attributes attrs(std::initializer_list<std::pair<const std::string, model::AttributeValue>> list) {
  return model::Attributes(list);
}

inline model::Scenario sampleHexScenario() {
  using namespace model;
  Scenario s;
  s.rulesetId = "bloody-april";
  s.rulesetVersion = "1.0";
  s.title = "Bloody April: The Battle of Shiloh, 6 April 1862";
  s.date = "1862-04-06";
  s.sides = {{SideId("confederate"), "Army of the Mississippi"}, {SideId("union"), "Army of the Tennessee"}};
  s.turns.firstTurn = 1;
  s.turns.lastTurn = 24;
  s.turns.turns = {{1, "6 April, 5:00 AM", false}, {2, "6 April, 5:20 AM", false}, {22, "6 April, Night", true}};

  // ---- map: 40 columns, 60 rows in two lettered sections of 30 rows ----
  Map& m = s.map;
  m.kind = GridKind::Hex;
  HexGrid grid;
  grid.columns = 40;
  grid.rows = 60;
  grid.convention.orientation = Orientation::FlatTop;
  grid.convention.shove = Shove::Even;
  grid.convention.columnOrigin = 1;
  grid.convention.rowOrigin = 1;
  grid.convention.digits = 2;
  grid.convention.sections = {{"A", 0, 0, 40, 30}, {"B", 0, 30, 40, 30}};
  m.resetGrid(grid, "clear");
  m.ground.yardsAcrossFlats = 115;
  m.ground.georeference = GeoReference{
      "PROJCS[\"WGS 84 / UTM zone 16N\",\n    GEOGCS[\"WGS 84\",DATUM[\"WGS_1984\",SPHEROID[\"WGS "
      "84\",6378137,298.257223563]]],\n"
      "    PROJECTION[\"Transverse_Mercator\"],UNIT[\"metre\",1],AUTHORITY[\"EPSG\",\"32616\"]]",
      Affine2D{391234.5, 0.9961946980917455, -0.08715574274765817, 3885110.25, -0.08715574274765817,
               -0.9961946980917455}};

  int i = 0;
  for (const HexCoord h : m.grid().hexes()) {
    static const char* kTerrain[] = {"clear", "field", "woods", "woods", "swamp", "orchard", "clear"};
    m.setTerrain(h, kTerrain[(i * 7 + h.q * 3) % 7]);
    m.setElevation(h, (h.q + 2 * h.r) % 3 - (i % 11 == 0 ? 1 : 0));
    ++i;
  }
  m.setTerrain(hexAt(m, "B2226"), "bridge");

  m.hexFeatures[hexAt(m, "A2223")] = {{"camp", attrs({{"camp-type", std::string("infantry")},
                                                      {"side", std::string("union")},
                                                      {"ammunition", std::int64_t{3}}})},
                                      {"victory-hex", attrs({{"points", 2.5}, {"historical", true}})}};
  m.hexFeatures[hexAt(m, "A1015")] = {{"church", attrs({{"name", std::string("Shiloh Church")}})}};
  m.hexFeatures[hexAt(m, "B0510")] = {{"landing", {}}};

  const HexCoord slopeHex = hexAt(m, "A1809");
  m.hexsideFeatures[hexside(slopeHex, 0)] = {{"slope", neighbor(slopeHex, 0), {}}};
  m.hexsideFeatures[hexside(slopeHex, 4)] = {{"stream", std::nullopt, {}},
                                             {"slope", slopeHex, attrs({{"ravine", true}})}};
  m.hexsideFeatures[hexside(hexAt(m, "A3703"), 2)] = {
      {"bridge", std::nullopt, attrs({{"name", std::string("Purdy bridge")}})}};
  // On the map's south edge: the canonical owner is the off-map hex below.
  m.hexsideFeatures[hexside(hexAt(m, "B2030"), 3)] = {{"creek", std::nullopt, {}}};
  // On the west edge: owned by the off-map hex to the west.
  m.hexsideFeatures[hexside(hexAt(m, "A0112"), 5)] = {
      {"creek", std::nullopt, attrs({{"name", std::string("Owl Creek")}})}};

  auto path = [&](std::initializer_list<const char*> labels) {
    std::vector<HexCoord> out;
    for (const char* l : labels) out.push_back(hexAt(m, l));
    return out;
  };
  m.routes = {{RouteId("corinth-road"), "road", "Corinth Road", path({"A1020", "A1019", "A1118", "A1218", "A1317"})},
              {RouteId("hamburg-purdy"), "trail", "", path({"B0505", "B0605", "B0704"})}};

  NamedArea unionCamps{
      AreaId("union-camps"), "Union camps", "setup", "union", path({"A2223", "A2224", "A2323", "A2423"}), {}};
  std::sort(unionCamps.hexes.begin(), unionCamps.hexes.end());
  NamedArea csaEntry{AreaId("csa-entry"), "Confederate entry edge",          "entry",
                     "confederate",       path({"A0102", "A0103", "A0130"}), {}};
  std::sort(csaEntry.hexes.begin(), csaEntry.hexes.end());
  NamedArea peach{AreaId("peach-orchard"),         "Peach Orchard", "objective", "", path({"A1516"}),
                  {{1.5, 2.25}, {3, 2.25}, {3, 4}}};
  m.areas = {unionCamps, csaEntry, peach};

  m.labels = {{LabelId("shiloh-church"), "Shiloh Church", {10.5, 14.25}, 0, "town"},
              {LabelId("owl-creek"), "Owl Creek", {2, 8.75}, -62.5, "stream"},
              {LabelId("hornets-nest"), "The \"Hornets' Nest\" & Sunken Road", {18, 20}, 12, ""}};
  m.backgrounds = {{"rasters/thom-map-1862.tif", 0.65, true, model::RasterKind::Image, {}},
                   {"rasters/usgs-1:24000.png", 1.0, false, model::RasterKind::Image, {}}};
  m.vectorLayers = {{LayerId("traced-woods"),
                     "Woods traced from the Thom map",
                     true,
                     {{FeatureId("w1"),
                       "woods",
                       GeometryKind::Polygon,
                       {{0, 0}, {1200.5, 0}, {1200.5, 800}, {0, 800}},
                       "Review Field woods",
                       attrs({{"source", std::string("Thom 1862")}}),
                       {{{100, 100}, {300.25, 100}, {300.25, 250}}, {{600, 400}, {700, 400}, {700, 500}, {600, 500}}}},
                      {FeatureId("s1"),
                       "stream",
                       GeometryKind::Polyline,
                       {{10, 10}, {250.125, 310.5}, {600, 700}},
                       "Tilghman Branch",
                       {},
                       {}}},
                     ""},
                    {LayerId("points"),
                     "",
                     false,
                     {{FeatureId("p1"), "house", GeometryKind::Point, {{333.3, 444.4}}, "", {}, {}}},
                     ""},
                    {LayerId("ground-woods.gpkg"),
                     "woods.gpkg",
                     true,
                     {{FeatureId("1"), "woods", GeometryKind::Polygon, {{5, 5}, {50, 5}, {50, 40}}, "", {}, {}}},
                     "woods.gpkg"}};

  // ---- order of battle ----
  OrderOfBattle& o = s.oob;
  o.formations = {
      {FormationId("csa-army"),
       "Army of the Mississippi",
       "army",
       SideId("confederate"),
       std::nullopt,
       UnitId("ldr-johnston"),
       "AM",
       {},
       {"oob/confederate.csv", 2}},
      {FormationId("csa-3"),
       "III Corps (Hardee)",
       "corps",
       SideId("confederate"),
       FormationId("csa-army"),
       UnitId("ldr-hardee"),
       "III",
       attrs({{"command-radius", std::int64_t{8}}}),
       {"oob/confederate.csv", 3}},
      {FormationId("csa-3-cleburne"),
       "Cleburne's Brigade",
       "brigade",
       SideId("confederate"),
       FormationId("csa-3"),
       std::nullopt,
       "C/3",
       {},
       {}},
      {FormationId("usa-army"),
       "Army of the Tennessee",
       "army",
       SideId("union"),
       std::nullopt,
       UnitId("ldr-grant"),
       "AT",
       {},
       {}},
      {FormationId("usa-6"),
       "6th Division (Prentiss)",
       "division",
       SideId("union"),
       FormationId("usa-army"),
       std::nullopt,
       "6",
       attrs({{"fatigue", 0.5}}),
       {}},
  };
  o.units = {
      {UnitId("ldr-johnston"),
       "Gen. Albert Sidney Johnston",
       "A.S. Johnston",
       "leader",
       SideId("confederate"),
       FormationId("csa-army"),
       attrs({{"rating", std::int64_t{3}}, {"command-radius", std::int64_t{10}}}),
       "Killed 6 April, 2:30 PM.",
       {"oob/confederate.csv", 10}},
      {UnitId("ldr-hardee"),
       "Maj. Gen. William J. Hardee",
       "Hardee",
       "leader",
       SideId("confederate"),
       FormationId("csa-3"),
       attrs({{"rating", std::int64_t{2}}}),
       "",
       {}},
      {UnitId("csa-15-ark"),
       "15th Arkansas Infantry",
       "15 Ark",
       "infantry",
       SideId("confederate"),
       FormationId("csa-3-cleburne"),
       attrs({{"strength", std::int64_t{7}},
              {"morale", std::string("B")},
              {"weapon", std::string("M")},
              {"elite", false},
              {"men-per-point", 100.0}}),
       "Notes with <angle brackets> & ampersands\nand a second line.",
       {"oob/confederate.csv", 14}},
      {UnitId("csa-trigg"),
       "Trigg's Arkansas Battery",
       "Trigg",
       "artillery",
       SideId("confederate"),
       FormationId("csa-3-cleburne"),
       attrs({{"guns", std::int64_t{6}}, {"gun-type", std::string("6lb SB")}}),
       "",
       {}},
      {UnitId("ldr-grant"),
       "Maj. Gen. Ulysses S. Grant",
       "Grant",
       "leader",
       SideId("union"),
       FormationId("usa-army"),
       attrs({{"rating", std::int64_t{4}}}),
       "",
       {}},
      {UnitId("usa-18-wis"),
       "18th Wisconsin Infantry",
       "18 Wis",
       "infantry",
       SideId("union"),
       FormationId("usa-6"),
       attrs({{"strength", std::int64_t{5}}, {"morale", std::string("C")}}),
       "",
       {"oob/union.csv", 40}},
      {UnitId("usa-gunboat"),
       "USS Tyler",
       "Tyler",
       "gunboat",
       SideId("union"),
       std::nullopt,
       attrs({{"guns", std::int64_t{7}}}),
       "Timberclad; not in any division.",
       {}},
  };

  // ---- setup, reinforcements, victory ----
  s.setup = {
      {UnitId("csa-15-ark"), hexAt(m, "A0102"), std::nullopt, std::nullopt, 3, std::nullopt, "column"},
      {UnitId("csa-trigg"), hexAt(m, "A0103"), std::nullopt, std::nullopt, 0, std::nullopt, "limbered"},
      {UnitId("usa-18-wis"), std::nullopt, AreaId("union-camps"), std::nullopt, std::nullopt, std::nullopt, "encamped"},
      {UnitId("ldr-grant"), hexAt(m, "B0510"), std::nullopt, std::nullopt, std::nullopt, std::nullopt, ""},
  };
  s.reinforcements = {
      {ReinforcementId("r-hardee"),
       2,
       hexAt(m, "A0130"),
       AreaId("csa-entry"),
       {UnitId("ldr-hardee"), UnitId("ldr-johnston")},
       "on a die roll of 0-4"},
      {ReinforcementId("r-tyler"), 5, std::nullopt, std::nullopt, {UnitId("usa-gunboat")}, ""},
  };
  s.victory = {
      {VictoryId("v-church"), "hex", hexAt(m, "A1015"), std::nullopt, SideId("confederate"), 5.0, "Shiloh Church"},
      {VictoryId("v-exit"), "exit", std::nullopt, AreaId("csa-entry"), SideId("union"), 0.5, ""},
      {VictoryId("v-losses"), "losses", std::nullopt, std::nullopt, std::nullopt, 150.0,
       "The Confederate player wins at once when Union losses reach 150 Strength Points."},
      {VictoryId("v-text"), "text", std::nullopt, std::nullopt, std::nullopt, std::nullopt, ""},
  };
  s.optionalRules = {"29.41-indian-units", "16.8-grant-movement"};
  s.notes = "Designer's notes.\n\nThe Reed map is used to tell roads from trails (5.28).\n\t- Errata: B2625 vs B2226.";
  s.waivers = {{"setup.stacking.exceeded", "hex A2223", "Historical: two regiments and a battery shared the camp."},
               {"oob.strength.unknown", "", ""}};
  s.severityOverrides = {{"map.terrain.unknown", "warning"}, {"setup.facing.missing", "ignore"}};
  return s;
}

inline model::Scenario sampleTabletopScenario() {
  using namespace model;
  Scenario s;
  s.rulesetId = "dress-on-the-colors";
  s.rulesetVersion = "2";
  s.title = "Fort Donelson: the breakout attempt";
  s.date = "1862-02-15";
  s.sides = {{SideId("csa"), "Confederate"}, {SideId("usa"), "Union"}};
  s.turns.firstTurn = 1;
  s.turns.lastTurn = 12;
  Map& m = s.map;
  m.kind = GridKind::Table;
  m.table = {72, 48};
  m.ground.yardsAcrossFlats = 0;
  m.areas = {
      {AreaId("csa-deploy"), "Confederate deployment", "deployment", "csa", {}, {{0, 0}, {72, 0}, {72, 12}, {0, 12}}},
      {AreaId("usa-deploy"), "Union deployment", "deployment", "usa", {}, {{0, 36}, {72, 36}, {72, 48}, {0, 48}}}};
  m.labels = {{LabelId("dover"), "Dover", {60.5, 6}, 0, "town"}};
  m.vectorLayers = {{LayerId("terrain"),
                     "Battlefield",
                     true,
                     {{FeatureId("woods-1"),
                       "woods",
                       GeometryKind::Polygon,
                       {{10, 14}, {22.5, 14}, {24, 26.75}, {9, 25}},
                       "",
                       attrs({{"density", std::string("light")}}),
                       {}},
                      {FeatureId("creek-1"),
                       "stream",
                       GeometryKind::Polyline,
                       {{0, 30}, {18.25, 28}, {40, 31.5}, {72, 29}},
                       "Lick Creek",
                       attrs({{"fordable", true}}),
                       {}},
                      {FeatureId("church"), "building", GeometryKind::Point, {{44, 20}}, "Dover church", {}, {}}},
                     ""},
                    {LayerId("fortifications"),
                     "Rifle pits",
                     false,
                     {{FeatureId("pit-1"), "rifle-pit", GeometryKind::Polyline, {{30, 10}, {42, 10.5}}, "", {}, {}}},
                     ""}};
  s.oob.units = {{UnitId("csa-bde-1"),
                  "Baldwin's Brigade",
                  "Baldwin",
                  "infantry-brigade",
                  SideId("csa"),
                  std::nullopt,
                  attrs({{"stands", std::int64_t{6}}, {"quality", std::string("trained")}}),
                  "",
                  {}},
                 {UnitId("usa-bde-1"),
                  "McArthur's Brigade",
                  "McArthur",
                  "infantry-brigade",
                  SideId("usa"),
                  std::nullopt,
                  attrs({{"stands", std::int64_t{5}}}),
                  "",
                  {}}};
  s.setup = {{UnitId("csa-bde-1"), std::nullopt, std::nullopt, Vec2{12.5, 6}, std::nullopt, 180.0, "line"},
             {UnitId("usa-bde-1"), std::nullopt, AreaId("usa-deploy"), Vec2{30, 40.25}, std::nullopt, 0.0, "column"}};
  s.victory = {{VictoryId("v-road"), "text", std::nullopt, AreaId("usa-deploy"), SideId("csa"), std::nullopt,
                "Open the Forge Road to Nashville."}};
  return s;
}

/// `columns` × `rows` hexes with varied terrain and elevation, and `units` units in
/// brigades of 10 under divisions, half of them placed.
inline model::Scenario largeScenario(int columns = 200, int rows = 200, int units = 5000) {
  using namespace model;
  Scenario s;
  s.rulesetId = "hell-before-night";
  s.title = "Large test scenario";
  s.sides = {{SideId("confederate"), "Confederate"}, {SideId("union"), "Union"}};
  HexGrid grid;
  grid.columns = columns;
  grid.rows = rows;
  grid.convention.digits = columns > 99 || rows > 99 ? 3 : 2;
  s.map.resetGrid(grid, "clear");
  static const char* kTerrain[] = {"clear", "light-woods", "heavy-woods", "field", "swamp", "orchard"};
  int i = 0;
  for (const HexCoord h : s.map.grid().hexes()) {
    s.map.setTerrain(h, kTerrain[(i * 31 + h.q) % 6]);
    s.map.setElevation(h, (h.q / 7 + h.r / 5) % 4);
    if (i % 97 == 0) s.map.hexFeatures[h] = {{"camp", attrs({{"side", std::string("union")}})}};
    if (i % 53 == 0) s.map.hexsideFeatures[hexside(h, i % 3)] = {{"stream", std::nullopt, {}}};
    ++i;
  }
  const auto hexes = s.map.grid().hexes();
  for (int d = 0; d < units / 100 + 1; ++d) {
    const std::string side = d % 2 ? "union" : "confederate";
    s.oob.formations.push_back({FormationId("div-" + std::to_string(d)),
                                "Division " + std::to_string(d),
                                "division",
                                SideId(side),
                                std::nullopt,
                                std::nullopt,
                                std::to_string(d),
                                {},
                                {}});
  }
  for (int b = 0; b < units / 10 + 1; ++b) {
    const int d = b / 10;
    s.oob.formations.push_back({FormationId("bde-" + std::to_string(b)),
                                "Brigade " + std::to_string(b),
                                "brigade",
                                SideId(d % 2 ? "union" : "confederate"),
                                FormationId("div-" + std::to_string(d)),
                                std::nullopt,
                                std::to_string(b % 10 + 1) + "/" + std::to_string(d),
                                {},
                                {}});
  }
  for (int u = 0; u < units; ++u) {
    const int b = u / 10;
    const std::string id = "u-" + std::to_string(u);
    s.oob.units.push_back(
        {UnitId(id),
         "Regiment " + std::to_string(u),
         std::to_string(u),
         "infantry",
         SideId((b / 10) % 2 ? "union" : "confederate"),
         FormationId("bde-" + std::to_string(b)),
         attrs({{"strength", std::int64_t{u % 9 + 1}}, {"morale", std::string("B")}, {"weapon", std::string("R")}}),
         "",
         {"oob.csv", u + 2}});
    if (u % 2 == 0) {
      s.setup.push_back({UnitId(id), hexes[static_cast<std::size_t>(u * 7) % hexes.size()], std::nullopt, std::nullopt,
                         u % 6, std::nullopt, "line"});
    }
  }
  return s;
}

}  // namespace hexwright::samples
