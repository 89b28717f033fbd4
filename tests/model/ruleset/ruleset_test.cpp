// The Ruleset model without files: small value types and the find helpers.
#include "model/ruleset/ruleset.h"

#include <gtest/gtest.h>

namespace hexwright::model {
namespace {

TEST(MovementCost, ParsesEveryTextForm) {
  EXPECT_EQ(MovementCost::parse("unknown"), MovementCost::unknown());
  EXPECT_EQ(MovementCost::parse("stop"), MovementCost::stop());
  EXPECT_EQ(MovementCost::parse("prohibited"), MovementCost::prohibited());
  EXPECT_EQ(MovementCost::parse("all"), MovementCost::all());
  EXPECT_EQ(MovementCost::parse("2"), MovementCost::cost(2));
  EXPECT_EQ(MovementCost::parse("1.5"), MovementCost::cost(1.5));
  EXPECT_EQ(MovementCost::parse("+1"), MovementCost::cost(1, true));
  EXPECT_EQ(MovementCost::parse("+0"), MovementCost::cost(0, true));
}

TEST(MovementCost, RejectsNonsense) {
  for (const char* bad : {"", "S", "-1", "+", "2 MP", "1,5", "nan", "inf", "++1"})
    EXPECT_FALSE(MovementCost::parse(bad).has_value()) << bad;
}

TEST(MovementCost, TextRoundTrips) {
  for (const char* text : {"unknown", "stop", "prohibited", "all", "1", "1.5", "+4", "+0", "0.5"}) {
    auto c = MovementCost::parse(text);
    ASSERT_TRUE(c) << text;
    EXPECT_EQ(c->text(), text);
  }
  EXPECT_FALSE(MovementCost::unknown().known());
  EXPECT_TRUE(MovementCost::stop().known());
}

TEST(NumberRange, SingleAndContains) {
  EXPECT_FALSE(NumberRange{}.known());
  EXPECT_EQ(NumberRange::exactly(176).single(), 176.0);
  NumberRange r{25.0, 30.0};
  EXPECT_FALSE(r.single().has_value());
  EXPECT_TRUE(r.contains(25));
  EXPECT_TRUE(r.contains(30));
  EXPECT_FALSE(r.contains(31));
  NumberRange open{std::nullopt, 8.0};
  EXPECT_TRUE(open.contains(-100));
  EXPECT_FALSE(open.contains(9));
}

TEST(CheckConfig, UnknownParametersAreNotValues) {
  CheckConfig c;
  c.params = {{"max-units", "3"}, {"max-strength", "unknown"}, {"ratio", "1.5"}, {"side", "union"}};
  EXPECT_EQ(c.integer("max-units"), 3);
  EXPECT_EQ(c.number("max-units"), 3.0);
  EXPECT_FALSE(c.integer("max-strength").has_value());
  EXPECT_TRUE(c.isUnknown("max-strength"));
  EXPECT_FALSE(c.isUnknown("max-units"));
  EXPECT_FALSE(c.isUnknown("absent"));
  EXPECT_FALSE(c.param("max-strength").has_value());
  EXPECT_FALSE(c.integer("ratio").has_value());
  EXPECT_EQ(c.number("ratio"), 1.5);
  EXPECT_EQ(c.param("side"), "union");
  EXPECT_FALSE(c.number("side").has_value());
}

TEST(EnumNames, RoundTrip) {
  for (auto s : {LineStyle::Solid, LineStyle::Dashed, LineStyle::Dotted, LineStyle::Double, LineStyle::Hachured,
                 LineStyle::Wavy})
    EXPECT_EQ(parseLineStyle(lineStyleName(s)), s);
  for (int i = 0; i <= static_cast<int>(CounterSlot::BottomRight); ++i) {
    auto s = static_cast<CounterSlot>(i);
    EXPECT_EQ(parseCounterSlot(counterSlotName(s)), s);
  }
  for (int i = 0; i <= static_cast<int>(FeatureCategory::Other); ++i) {
    auto c = static_cast<FeatureCategory>(i);
    EXPECT_EQ(parseFeatureCategory(featureCategoryName(c)), c);
  }
  for (int i = 0; i <= static_cast<int>(NatoSymbol::Other); ++i) {
    auto n = static_cast<NatoSymbol>(i);
    EXPECT_EQ(parseNatoSymbol(natoSymbolName(n)), n);
  }
  for (auto k :
       {BackKind::Unknown, BackKind::Reduced, BackKind::Alternate, BackKind::Blank, BackKind::Same, BackKind::None})
    EXPECT_EQ(parseBackKind(backKindName(k)), k);
  for (auto k : {TurnKind::Day, TurnKind::Dawn, TurnKind::Dusk, TurnKind::Evening, TurnKind::Night})
    EXPECT_EQ(parseTurnKind(turnKindName(k)), k);
  for (auto d : {MoveDirection::Any, MoveDirection::Toward, MoveDirection::Away})
    EXPECT_EQ(parseMoveDirection(moveDirectionName(d)), d);
  for (auto k : {ElevationKind::Unknown, ElevationKind::None, ElevationKind::Levels})
    EXPECT_EQ(parseElevationKind(elevationKindName(k)), k);
  EXPECT_FALSE(parseCounterSlot("middle").has_value());
  EXPECT_FALSE(parseFeatureCategory("Camp").has_value());  // names are lower case
}

template <class T>
T withId(const std::string& id) {
  T t;
  t.id = id;
  return t;
}

MovementEntry move(const TypeId& mobility, MovementCost cost, MoveDirection direction = MoveDirection::Any) {
  MovementEntry e;
  e.mobility = mobility;
  e.cost = cost;
  e.direction = direction;
  return e;
}

Ruleset sample() {
  Ruleset r;
  RulesetSide u;
  u.id = SideId{"union"};
  RulesetSide c;
  c.id = SideId{"confederate"};
  r.sides = {u, c};
  r.mobilityClasses = {withId<MobilityClass>("infantry"), withId<MobilityClass>("artillery")};
  TerrainType woods = withId<TerrainType>("woods");
  woods.movement = {move("infantry", MovementCost::cost(2))};
  r.terrain = {woods};
  HexsideType pit = withId<HexsideType>("rifle-pit");
  pit.directional = true;
  pit.movement = {move("infantry", MovementCost::cost(4, true), MoveDirection::Toward),
                  move("infantry", MovementCost::cost(1, true), MoveDirection::Away),
                  move("artillery", MovementCost::prohibited())};
  r.hexsides = {pit};
  HexFeatureType camp = withId<HexFeatureType>("camp");
  camp.category = FeatureCategory::Camp;
  HexFeatureType fort = withId<HexFeatureType>("fort");
  fort.category = FeatureCategory::Fort;
  HexFeatureType camp2 = withId<HexFeatureType>("camp2");
  camp2.category = FeatureCategory::Camp;
  r.features = {camp, fort, camp2};
  UnitType inf = withId<UnitType>("infantry");
  AttributeDef morale;
  morale.name = "morale";
  morale.type = AttributeType::Text;
  morale.allowedValues = {"1", "2", "?"};
  inf.attributes = {morale};
  UnitType art = withId<UnitType>("artillery");
  art.counterLayout = "guns";
  r.unitTypes = {inf, art};
  CounterLayout combat = withId<CounterLayout>("combat");
  combat.unitTypes = {"infantry"};
  r.counterLayouts = {combat, withId<CounterLayout>("guns")};
  OobLevel corps = withId<OobLevel>("corps");
  corps.sides = {SideId{"confederate"}};
  corps.parents = {"army"};
  OobLevel brigade = withId<OobLevel>("brigade");
  brigade.parents = {"corps", "army"};
  r.oobLevels = {withId<OobLevel>("army"), corps, brigade};
  CheckConfig a;
  a.rule = "setup.stacking.exceeded";
  a.params["terrain"] = "woods";
  CheckConfig b = a;
  b.params["terrain"] = "clear";
  CheckConfig hexes;
  hexes.rule = "map.hex.required";
  r.checks = {a, hexes, b};
  StatedValue die;
  die.name = "die";
  die.value = AttributeValue{std::string("d10")};
  StatedValue unknown;
  unknown.name = "unknown-thing";
  r.constants = {die, unknown};
  return r;
}

TEST(Ruleset, FindHelpers) {
  const Ruleset r = sample();
  EXPECT_NE(r.findSide(SideId{"union"}), nullptr);
  EXPECT_EQ(r.findSide(SideId{"usa"}), nullptr);
  EXPECT_NE(r.findTerrain("woods"), nullptr);
  EXPECT_EQ(r.findTerrain("clear"), nullptr);
  EXPECT_NE(r.findMobilityClass("artillery"), nullptr);
  EXPECT_NE(r.findHexside("rifle-pit"), nullptr);
  EXPECT_NE(r.findFeature("fort"), nullptr);
  EXPECT_NE(r.findUnitType("infantry"), nullptr);
  EXPECT_NE(r.findOobLevel("corps"), nullptr);
  EXPECT_NE(r.findCounterLayout("guns"), nullptr);
  EXPECT_EQ(r.findMarker("turn"), nullptr);
  EXPECT_EQ(r.featuresIn(FeatureCategory::Camp).size(), 2u);
  EXPECT_TRUE(r.featuresIn(FeatureCategory::Town).empty());
  ASSERT_NE(r.findConstant("die"), nullptr);
  EXPECT_EQ(textAttribute({{"v", *r.findConstant("die")->value}}, "v"), "d10");
  ASSERT_NE(r.findConstant("unknown-thing"), nullptr);
  EXPECT_FALSE(r.findConstant("unknown-thing")->value.has_value());
  const AttributeDef* morale = findAttribute(r.findUnitType("infantry")->attributes, "morale");
  ASSERT_NE(morale, nullptr);
  EXPECT_TRUE(morale->allows("?"));
  EXPECT_FALSE(morale->allows("6"));
}

TEST(Ruleset, MovementCostsFallBackToUnknown) {
  const Ruleset r = sample();
  EXPECT_EQ(r.findTerrain("woods")->movementCost("infantry"), MovementCost::cost(2));
  EXPECT_FALSE(r.findTerrain("woods")->movementCost("artillery").known());
  const HexsideType* pit = r.findHexside("rifle-pit");
  EXPECT_EQ(pit->movementCost("infantry", MoveDirection::Toward), MovementCost::cost(4, true));
  EXPECT_EQ(pit->movementCost("infantry", MoveDirection::Away), MovementCost::cost(1, true));
  EXPECT_FALSE(pit->movementCost("infantry").known());  // no entry for "either way"
  EXPECT_EQ(pit->movementCost("artillery", MoveDirection::Toward), MovementCost::prohibited());
  EXPECT_FALSE(pit->movementCost("hq").known());
}

TEST(Ruleset, CounterLayoutForUsesTheTypeFirst) {
  const Ruleset r = sample();
  ASSERT_NE(r.counterLayoutFor("infantry"), nullptr);
  EXPECT_EQ(r.counterLayoutFor("infantry")->id, "combat");
  ASSERT_NE(r.counterLayoutFor("artillery"), nullptr);
  EXPECT_EQ(r.counterLayoutFor("artillery")->id, "guns");
  EXPECT_EQ(r.counterLayoutFor("leader"), nullptr);
}

TEST(Ruleset, LevelsForFiltersBySide) {
  const Ruleset r = sample();
  auto union_ = r.levelsFor(SideId{"union"});
  ASSERT_EQ(union_.size(), 2u);
  EXPECT_EQ(union_[0]->id, "army");
  EXPECT_EQ(union_[1]->id, "brigade");
  EXPECT_EQ(r.levelsFor(SideId{"confederate"}).size(), 3u);
}

TEST(Ruleset, ChecksForReturnsEveryConfiguration) {
  const Ruleset r = sample();
  auto stacking = r.checksFor("setup.stacking.exceeded");
  ASSERT_EQ(stacking.size(), 2u);
  EXPECT_EQ(stacking[0]->param("terrain"), "woods");
  EXPECT_EQ(stacking[1]->param("terrain"), "clear");
  EXPECT_EQ(r.findCheck("setup.stacking.exceeded"), stacking[0]);
  EXPECT_EQ(r.findCheck("setup.stacking.facing"), nullptr);
}

TEST(Ruleset, NumberingKnown) {
  Ruleset r;
  r.numberingUnknown = {"orientation", "column-origin"};
  EXPECT_FALSE(r.numberingKnown("orientation"));
  EXPECT_TRUE(r.numberingKnown("row-origin"));
}

}  // namespace
}  // namespace hexwright::model
