#include "fixtures.h"

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <cstdlib>

namespace hexwright::exporters::testing {

using namespace model;

namespace {

AttributeDef intAttr(const std::string& name, std::optional<CounterSlot> slot, CounterFace face = CounterFace::Both) {
  AttributeDef d;
  d.name = name;
  d.label = name;
  d.type = AttributeType::Integer;
  d.print = CounterPrint{face, slot, ""};
  return d;
}

AttributeDef textAttr(const std::string& name) {
  AttributeDef d;
  d.name = name;
  d.label = name;
  d.type = AttributeType::Text;
  return d;
}

HexCoord at(int col, int row) { return fromOffset({col, row}, Orientation::FlatTop, Shove::Odd); }

}  // namespace

Ruleset hexRuleset() {
  Ruleset r;
  r.id = "test-hex";
  r.name = "Test Hex";
  r.version = "1";
  r.game = "Test Hex Game";
  r.gridKind = GridKind::Hex;
  r.numbering = OffsetConvention{Orientation::FlatTop, Shove::Odd, 1, 1, 2, {}};
  r.hexYards = 200;
  r.hexPrintInches = 0;  // not stated: the exporter falls back
  r.counterInches = NumberRange{};
  r.sides = {
      RulesetSide{SideId{"union"}, "Union", "#a9c8e8", "#000000", "light blue", "#5b7fb5", "", {}, ""},
      RulesetSide{SideId{"confederate"}, "Confederate", "#cfcfcf", "#000000", "light grey", "", "#d05050", {}, ""}};
  auto terrain = [&](const std::string& id, const std::string& name, const std::string& color,
                     const std::string& pattern) {
    TerrainType t;
    t.id = id;
    t.name = name;
    t.color = color;
    t.pattern = pattern;
    r.terrain.push_back(t);
  };
  terrain("clear", "Clear", "#efe8c8", "");
  terrain("woods", "Woods", "#5c9a4a", "trees");
  terrain("light-woods", "Light Woods", "#b5d68a", "light-trees");
  terrain("marsh", "Marsh", "#9db59c", "marsh");
  terrain("field", "Field", "#e3d58f", "crops");
  r.defaultTerrain = "clear";
  auto hexside = [&](const std::string& id, const std::string& color, LineStyle line, double w, bool crosses, bool dir,
                     const std::string& toward) {
    HexsideType t;
    t.id = id;
    t.name = id;
    t.paint.color = color;
    t.paint.line = line;
    t.paint.lineWidthMm = w;
    t.placement = crosses ? HexsidePlacement::Crosses : HexsidePlacement::Along;
    t.directional = dir;
    t.towardMeaning = toward;
    r.hexsides.push_back(t);
  };
  hexside("deep-water", "#2f6fb8", LineStyle::Solid, 1.6, false, false, "");
  hexside("stream", "#5b9bd5", LineStyle::Wavy, 0.8, false, false, "");
  hexside("slope", "#a0703c", LineStyle::Hachured, 1.0, false, true, "downhill hex");
  hexside("fence", "#7a5230", LineStyle::Dashed, 0.5, false, false, "");
  hexside("rifle-pit", "#404040", LineStyle::Solid, 0.6, false, true, "owner");
  hexside("bridge", "#7a5230", LineStyle::Double, 1.0, true, false, "");
  auto route = [&](const std::string& id, const std::string& color, LineStyle line, double w,
                   const std::string& symbol) {
    RouteType t;
    t.id = id;
    t.name = id;
    t.paint.color = color;
    t.paint.line = line;
    t.paint.lineWidthMm = w;
    t.paint.symbol = symbol;
    r.routes.push_back(t);
  };
  route("road", "#8a3b1e", LineStyle::Solid, 0.9, "");
  route("trail", "#8a3b1e", LineStyle::Dashed, 0.7, "");
  route("railroad", "#000000", LineStyle::Solid, 0.8, "rail");
  auto feature = [&](const std::string& id, FeatureCategory c, const std::string& symbol) {
    HexFeatureType t;
    t.id = id;
    t.name = id;
    t.category = c;
    t.paint.symbol = symbol;
    r.features.push_back(t);
  };
  feature("camp", FeatureCategory::Camp, "tent");
  r.features.back().attributes = {textAttr("camp-type"), textAttr("owner")};
  feature("fort", FeatureCategory::Fort, "");
  feature("town", FeatureCategory::Town, "church");
  feature("ford", FeatureCategory::Ford, "ford");
  feature("landing", FeatureCategory::Landing, "anchor");
  feature("entry", FeatureCategory::Entry, "arrow");
  r.elevation.kind = ElevationKind::Levels;
  r.elevation.minLevel = 0;
  r.elevation.maxLevel = 3;

  UnitType inf;
  inf.id = "infantry";
  inf.name = "Infantry";
  inf.symbol = NatoSymbol::Infantry;
  inf.attributes = {intAttr("strength", CounterSlot::BottomLeft, CounterFace::Front),
                    intAttr("morale", CounterSlot::Bottom), textAttr("weapon")};
  inf.counterLayout = "combat";
  UnitType cav = inf;
  cav.id = "cavalry";
  cav.name = "Cavalry";
  cav.symbol = NatoSymbol::Cavalry;
  UnitType art = inf;
  art.id = "artillery";
  art.name = "Artillery";
  art.symbol = NatoSymbol::Artillery;
  UnitType leader;
  leader.id = "leader";
  leader.name = "Leader";
  leader.symbol = NatoSymbol::Leader;
  leader.isLeader = true;
  leader.attributes = {intAttr("command", std::nullopt, CounterFace::Front)};
  r.unitTypes = {inf, cav, art, leader};
  CounterLayout combat;
  combat.id = "combat";
  combat.name = "Combat unit";
  combat.unitTypes = {"infantry", "cavalry", "artillery"};
  combat.front = {
      CounterField{"@name", CounterSlot::Top, "", ""},        CounterField{"@symbol", CounterSlot::Center, "", ""},
      CounterField{"@formation", CounterSlot::Right, "", ""}, CounterField{"strength", CounterSlot::BottomLeft, "", ""},
      CounterField{"morale", CounterSlot::Bottom, "", ""},    CounterField{"weapon", CounterSlot::BottomRight, "", ""}};
  combat.back = {CounterField{"@name", CounterSlot::Top, "", ""}, CounterField{"@symbol", CounterSlot::Center, "", ""},
                 CounterField{"morale", CounterSlot::Bottom, "({})", ""}};
  combat.backKind = BackKind::Reduced;
  combat.backLabel = "Disrupted";
  CounterLayout lead;
  lead.id = "leader";
  lead.unitTypes = {"leader"};
  lead.front = {CounterField{"@name", std::nullopt, "", ""}, CounterField{"command", std::nullopt, "", ""}};
  lead.backKind = BackKind::None;
  r.counterLayouts = {combat, lead};
  MarkerType turn;
  turn.id = "turn";
  turn.name = "Turn";
  turn.count = 1;
  MarkerType fatigue;
  fatigue.id = "fatigue";
  fatigue.name = "Fatigue";
  fatigue.back = "Prone";
  fatigue.count = 3;
  fatigue.countPerSide = true;
  MarkerType unknown;
  unknown.id = "charge";
  unknown.name = "Charge";  // count not stated
  r.markers = {turn, fatigue, unknown};
  r.oobLevels = {OobLevel{"division", "Division", {}, {}, std::nullopt, "", ""},
                 OobLevel{"brigade", "Brigade", {}, {"division"}, std::nullopt, "", ""}};
  r.turns.turnsPerDay = 4;
  r.turns.turns = {TurnLabel{1, "Morning", TurnKind::Day, ""}, TurnLabel{2, "Noon", TurnKind::Day, ""},
                   TurnLabel{3, "Afternoon", TurnKind::Day, ""}, TurnLabel{4, "Night", TurnKind::Night, ""}};
  r.turns.calendar = {GameDay{1, "April 6th", "1862-04-06"}, GameDay{2, "April 7th", "1862-04-07"}};
  return r;
}

Scenario hexScenario(int cols, int rows) {
  Scenario s;
  s.rulesetId = "test-hex";
  s.rulesetVersion = "1";
  s.title = "Test Battle";
  s.date = "1862-04-06";
  s.sides = {Side{SideId{"union"}, "Union"}, Side{SideId{"confederate"}, "Confederate"}};
  s.turns.firstTurn = 1;
  s.turns.lastTurn = 6;
  s.map.ground.yardsAcrossFlats = 200;
  HexGrid grid;
  grid.columns = cols;
  grid.rows = rows;
  grid.convention = OffsetConvention{Orientation::FlatTop, Shove::Odd, 1, 1, 2, {}};
  s.map.resetGrid(grid, "clear");
  auto set = [&](int c, int r, const char* t) {
    if (c < cols && r < rows) s.map.setTerrain(at(c, r), t);
  };
  set(1, 1, "woods");
  set(2, 1, "woods");
  set(1, 2, "light-woods");
  set(4, 3, "marsh");
  set(5, 1, "field");
  for (int c = 0; c < cols; ++c)
    for (int r = 0; r < rows; ++r)
      if (c >= cols - 3 && r <= 2) s.map.setElevation(at(c, r), c >= cols - 2 ? 2 : 1);
  // A river along the sides between rows 3 and 4 of the first columns.
  for (int c = 0; c < std::min(cols, 4); ++c) {
    if (rows > 4) s.map.hexsideFeatures[hexside(at(c, 3), 3)].push_back(HexsideFeature{"deep-water", std::nullopt, {}});
  }
  s.map.hexsideFeatures[hexside(at(2, 2), 2)].push_back(HexsideFeature{"stream", std::nullopt, {}});
  s.map.hexsideFeatures[hexside(at(2, 2), 1)].push_back(HexsideFeature{"stream", std::nullopt, {}});
  s.map.hexsideFeatures[hexside(at(5, 2), 3)].push_back(HexsideFeature{"slope", at(5, 3), {}});
  s.map.hexsideFeatures[hexside(at(3, 0), 2)].push_back(HexsideFeature{"fence", std::nullopt, {}});
  s.map.hexsideFeatures[hexside(at(4, 4), 0)].push_back(HexsideFeature{"rifle-pit", at(4, 4), {}});
  s.map.hexsideFeatures[hexside(at(1, 3), 3)].push_back(HexsideFeature{"bridge", std::nullopt, {}});
  Route road{RouteId{"r1"}, "road", "Corinth Road", {}};
  for (int r = 0; r < rows; ++r) road.path.push_back(at(1, r));
  s.map.routes.push_back(road);
  Route trail{RouteId{"t1"}, "trail", "", {at(2, 0), at(3, 0), at(3, 1), at(4, 1)}};
  s.map.routes.push_back(trail);
  Route rail{RouteId{"rr"}, "railroad", "", {}};
  for (int c = 0; c < cols; ++c) rail.path.push_back(at(c, rows - 1));
  s.map.routes.push_back(rail);
  s.map.hexFeatures[at(3, 2)] = {
      HexFeature{"camp", {{"camp-type", std::string("cavalry")}, {"owner", std::string("union")}}}};
  s.map.hexFeatures[at(0, 1)] = {HexFeature{"entry", {{"side", std::string("confederate")}}}};
  s.map.hexFeatures[at(2, 4)] = {HexFeature{"town", {}}, HexFeature{"ford", {}}};
  s.map.hexFeatures[at(cols - 1, rows - 2)] = {HexFeature{"landing", {}}};
  s.map.hexFeatures[at(5, 4)] = {HexFeature{"fort", {{"owner", std::string("confederate")}}}};
  s.victory.push_back(VictoryCondition{VictoryId{"v1"}, "hex", at(4, 2), std::nullopt, SideId{"union"}, 5.0, ""});
  NamedArea setup;
  setup.id = AreaId{"csa-setup"};
  setup.name = "CSA setup";
  setup.kind = "setup";
  setup.side = "confederate";
  setup.hexes = {at(0, 0), at(1, 0), at(0, 1)};
  s.map.areas.push_back(setup);
  s.map.labels.push_back(MapLabel{LabelId{"l1"}, "Shiloh Church", {1.5, 0.6}, 0, "town"});
  s.map.labels.push_back(MapLabel{LabelId{"l2"}, "Owl Creek", {1.0, 3.5}, -20, "stream"});

  s.oob.formations.push_back(Formation{
      FormationId{"u-div"}, "1st Division", "division", SideId{"union"}, std::nullopt, UnitId{"u-mcc"}, "1", {}, {}});
  s.oob.formations.push_back(Formation{FormationId{"u-b1"},
                                       "Hare's Brigade",
                                       "brigade",
                                       SideId{"union"},
                                       FormationId{"u-div"},
                                       std::nullopt,
                                       "1/1",
                                       {},
                                       {}});
  s.oob.formations.push_back(Formation{FormationId{"c-b1"},
                                       "Gibson's Brigade",
                                       "brigade",
                                       SideId{"confederate"},
                                       std::nullopt,
                                       UnitId{"c-gib"},
                                       "",
                                       {},
                                       {}});
  auto unit = [&](const std::string& id, const std::string& name, const std::string& desig, const std::string& type,
                  const std::string& side, const std::string& formation, Attributes attrs) {
    Unit u;
    u.id = UnitId{id};
    u.name = name;
    u.designation = desig;
    u.type = type;
    u.side = SideId{side};
    if (!formation.empty()) u.formation = FormationId{formation};
    u.attributes = std::move(attrs);
    s.oob.units.push_back(u);
  };
  unit("u-mcc", "McClernand", "McClernand", "leader", "union", "u-div", {{"command", std::int64_t{3}}});
  unit("u-8il", "8th Illinois", "8 Ill", "infantry", "union", "u-b1",
       {{"strength", std::int64_t{6}}, {"morale", std::int64_t{4}}, {"weapon", std::string("R")}});
  unit("u-18il", "18th Illinois", "18 Ill", "infantry", "union", "u-b1", {{"strength", std::int64_t{5}}});
  unit("u-cav", "Stewart's Cavalry", "Stewart", "cavalry", "union", "u-b1",
       {{"strength", std::int64_t{1}}, {"morale", std::int64_t{3}}, {"weapon", std::string("C")}});
  unit("u-bat", "Schwartz's Battery", "Schwartz", "artillery", "union", "u-b1", {{"morale", std::int64_t{4}}});
  unit("c-gib", "Gibson", "Gibson", "leader", "confederate", "c-b1", {{"command", std::int64_t{2}}});
  unit("c-1ar", "1st Arkansas", "1 Ark", "infantry", "confederate", "c-b1",
       {{"strength", std::int64_t{8}}, {"morale", std::int64_t{4}}, {"weapon", std::string("M")}});
  unit("c-4la", "4th Louisiana", "4 La", "infantry", "confederate", "c-b1",
       {{"strength", std::int64_t{7}}, {"morale", std::int64_t{3}}, {"weapon", std::string("M")}});
  s.reinforcements.push_back(Reinforcement{ReinforcementId{"re1"}, 3, at(0, 1), std::nullopt, {UnitId{"c-4la"}}, ""});
  return s;
}

Ruleset tableRuleset() {
  Ruleset r;
  r.id = "test-table";
  r.name = "Test Table";
  r.gridKind = GridKind::Table;
  r.yardsPerInch = NumberRange{25.0, 30.0};
  r.defaultTerrain = "open";
  TerrainType open;
  open.id = "open";
  open.name = "Open ground";
  open.color = "#e8e4c8";
  TerrainType woods;
  woods.id = "woods";
  woods.name = "Woods";
  woods.color = "#6aa05a";
  woods.pattern = "trees";
  woods.geometry = GeometryKind::Polygon;
  r.terrain = {open, woods};
  HexsideType stream;
  stream.id = "stream";
  stream.name = "Stream";
  stream.paint.color = "#3a78c2";
  stream.paint.line = LineStyle::Wavy;
  stream.paint.lineWidthMm = 0.8;
  r.hexsides = {stream};
  RouteType road;
  road.id = "road";
  road.name = "Road";
  road.paint.color = "#8a3b1e";
  r.routes = {road};
  r.sides = {RulesetSide{SideId{"union"}, "Union", "#3c5aa0", "#ffffff", "", "", "", {}, ""},
             RulesetSide{SideId{"confederate"}, "Confederate", "#8c8c8c", "#000000", "", "", "", {}, ""}};
  return r;
}

Scenario tableScenario() {
  Scenario s;
  s.rulesetId = "test-table";
  s.title = "Heron's Creek (test)";
  s.map.kind = GridKind::Table;
  s.map.table = TableSize{48, 36};
  s.turns.firstTurn = 1;
  s.turns.lastTurn = 8;
  VectorLayer layer;
  layer.id = LayerId{"terrain"};
  layer.name = "Terrain";
  layer.features.push_back(VectorFeature{
      FeatureId{"w1"}, "woods", GeometryKind::Polygon, {{6, 6}, {18, 5}, {20, 14}, {9, 16}}, "Big Woods", {}, {}});
  layer.features.push_back(VectorFeature{FeatureId{"s1"},
                                         "stream",
                                         GeometryKind::Polyline,
                                         {{0, 20}, {12, 22}, {24, 19}, {36, 23}, {48, 21}},
                                         "Heron's Creek",
                                         {},
                                         {}});
  layer.features.push_back(
      VectorFeature{FeatureId{"r1"}, "road", GeometryKind::Polyline, {{30, 0}, {28, 18}, {32, 36}}, "", {}, {}});
  s.map.vectorLayers.push_back(layer);
  NamedArea north;
  north.id = AreaId{"csa"};
  north.name = "Confederate deployment";
  north.kind = "deployment";
  north.side = "confederate";
  north.polygon = {{0, 0}, {48, 0}, {48, 6}, {0, 6}};
  NamedArea south = north;
  south.id = AreaId{"usa"};
  south.name = "Union deployment";
  south.side = "union";
  south.polygon = {{0, 30}, {48, 30}, {48, 36}, {0, 36}};
  s.map.areas = {north, south};
  s.map.labels.push_back(MapLabel{LabelId{"l"}, "Miller's Farm", {38, 10}, 0, "farm"});
  return s;
}

namespace {
// One folder per test process, removed at exit unless HEXWRIGHT_KEEP_TEST_OUTPUT is set
// (then the PDFs and PNGs stay for a person to look at).
struct TempRoot {
  std::filesystem::path path;
  TempRoot() {
    const char* base = std::getenv("TMPDIR");
    path = std::filesystem::path(base ? base : "/tmp") / ("hexwright-exporters-" + std::to_string(::getpid()));
  }
  ~TempRoot() {
    std::error_code ec;
    if (!std::getenv("HEXWRIGHT_KEEP_TEST_OUTPUT")) std::filesystem::remove_all(path, ec);
  }
};
TempRoot& tempRoot() {
  static TempRoot root;
  return root;
}
}  // namespace

std::filesystem::path tempDir(const std::string& name) {
  auto dir = tempRoot().path / name;
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

std::string run(const std::string& command, int* status) {
  std::string out;
  FILE* p = ::popen(command.c_str(), "r");
  if (!p) {
    if (status) *status = -1;
    return out;
  }
  std::array<char, 4096> buf;
  std::size_t n;
  while ((n = std::fread(buf.data(), 1, buf.size(), p)) > 0) out.append(buf.data(), n);
  const int rc = ::pclose(p);
  if (status) *status = WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
  return out;
}

}  // namespace hexwright::exporters::testing
