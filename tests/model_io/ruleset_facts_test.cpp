// Facts each rulebook states (cited by rulebook name and rule number below), asserted against the schema as loaded.
// Facts that are scenario or OOB data (unit counts, setups, schedules) belong to the sample scenarios and are not
// asserted here.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "model/io/ruleset_reader.h"
#include "model_io/sample_checks.h"

namespace hexwright::io {
namespace {

using namespace hexwright::model;

const Ruleset& schema(const std::string& id) {
  static std::map<std::string, Ruleset> cache;
  auto it = cache.find(id);
  if (it != cache.end()) return it->second;
  Diagnostics d;
  auto r = loadRuleset(std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "schemas" / id / "ruleset.xml", d);
  for (const auto& item : d.items()) ADD_FAILURE() << formatDiagnostic(item);
  if (!r) throw std::runtime_error("cannot load " + id);
  // The facts of the published battle (its hexes, set-up areas, schedule) are in the
  // sample scenario's <checks>: the schema as that battle uses it.
  for (const CheckConfig& c : hexwright::testing::sampleChecks(id))
    if (!c.overrides) r->checks.push_back(c);
  return cache.emplace(id, std::move(*r)).first->second;
}

std::optional<std::int64_t> intConstant(const Ruleset& r, const std::string& name) {
  const StatedValue* v = r.findConstant(name);
  if (!v || !v->value) return std::nullopt;
  return intAttribute({{"v", *v->value}}, "v");
}

std::optional<double> numberConstant(const Ruleset& r, const std::string& name) {
  const StatedValue* v = r.findConstant(name);
  if (!v || !v->value) return std::nullopt;
  return numberAttribute({{"v", *v->value}}, "v");
}

std::optional<std::string> textConstant(const Ruleset& r, const std::string& name) {
  const StatedValue* v = r.findConstant(name);
  if (!v || !v->value) return std::nullopt;
  return textAttribute({{"v", *v->value}}, "v");
}

std::optional<AttributeValue> property(const StatedValues& values, const std::string& name) {
  const StatedValue* v = findStated(values, name);
  return v ? v->value : std::nullopt;
}

MovementCost terrainCost(const Ruleset& r, const std::string& terrain, const std::string& mobility) {
  const TerrainType* t = r.findTerrain(terrain);
  EXPECT_NE(t, nullptr) << terrain;
  return t ? t->movementCost(mobility) : MovementCost::unknown();
}

MovementCost hexsideCost(const Ruleset& r, const std::string& hexside, const std::string& mobility,
                         MoveDirection direction = MoveDirection::Any) {
  const HexsideType* h = r.findHexside(hexside);
  EXPECT_NE(h, nullptr) << hexside;
  return h ? h->movementCost(mobility, direction) : MovementCost::unknown();
}

std::vector<std::string> terrainNames(const Ruleset& r) {
  std::vector<std::string> out;
  for (const auto& t : r.terrain) out.push_back(t.name);
  return out;
}

const CheckConfig* checkWith(const Ruleset& r, const std::string& rule, const std::string& param,
                             const std::string& value) {
  for (const CheckConfig* c : r.checksFor(rule))
    if (c->param(param) == value) return c;
  return nullptr;
}

bool contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}

double movement(const Ruleset& r, const std::string& unitType) {
  const UnitType* u = r.findUnitType(unitType);
  EXPECT_NE(u, nullptr) << unitType;
  return u && u->movementAllowance ? *u->movementAllowance : -1;
}

// ---------------------------------------------------------------------------------------
// Hell Before Night (hell-before-night.md section 11)

TEST(HellBeforeNight, ScalesAndTurns) {
  const Ruleset& r = schema("hell-before-night");
  EXPECT_EQ(r.gridKind, GridKind::Hex);
  EXPECT_EQ(r.hexYards, 176);  // 1.3A
  EXPECT_EQ(r.scaleRule, "1.3A");
  EXPECT_EQ(r.turns.dayTurnMinutes.single(), 120.0);  // 1.3C
  EXPECT_EQ(r.turns.nightTurnMinutes.single(), 720.0);
  EXPECT_EQ(numberConstant(r, "couplet-minutes"), 20.0);  // 1.3D
  EXPECT_EQ(r.turns.days, 2);                             // 4.1.1A
  EXPECT_EQ(r.turns.turnsPerDay, 7);
  EXPECT_EQ(r.turns.totalTurns, 11);
  ASSERT_EQ(r.turns.turns.size(), 7u);
  EXPECT_EQ(r.turns.turns[5].label, "Evening");
  EXPECT_EQ(r.turns.turns[5].kind, TurnKind::Evening);
  EXPECT_EQ(r.turns.turns[6].label, "Night");
  EXPECT_EQ(r.turns.turns[6].kind, TurnKind::Night);
  ASSERT_EQ(r.turns.calendar.size(), 2u);
  EXPECT_EQ(r.turns.calendar[0].date, "1862-04-06");
  EXPECT_EQ(r.turns.firstPlayer, SideId{"confederate"});  // 4.3A
  EXPECT_EQ(textConstant(r, "die"), "d10");               // 2.2
}

TEST(HellBeforeNight, HexNumbering) {
  const Ruleset& r = schema("hell-before-night");
  // 2.3B: four digits, column then row; Shiloh Church is 1809; row 00 exists (4500).
  EXPECT_EQ(r.numbering.digits, 2);
  EXPECT_EQ(r.numbering.rowOrigin, 0);
  EXPECT_TRUE(r.numberingKnown("row-origin"));
  EXPECT_FALSE(r.numberingKnown("orientation"));
  EXPECT_FALSE(r.numberingKnown("column-origin"));
  for (const char* label : {"1809", "4500", "4318", "1013", "3026", "4715"}) {
    auto h = parseLabel(label, r.numbering);
    ASSERT_TRUE(h) << label;
    EXPECT_EQ(formatLabel(*h, r.numbering), label);
  }
  EXPECT_FALSE(parseLabel("180", r.numbering).has_value());
}

TEST(HellBeforeNight, SevenTerrainTypesWithPrecedence) {
  const Ruleset& r = schema("hell-before-night");
  EXPECT_EQ(terrainNames(r), (std::vector<std::string>{"Clear", "Light Woods/Orchard", "Heavy Woods", "Thicket",
                                                       "Stream", "Stream/Thicket", "Morass"}));  // 2.3C
  // 2.3D: heavy woods overrides all; clear is overridden by any other type.
  const int heavy = *r.findTerrain("heavy-woods")->precedence;
  const int clear = *r.findTerrain("clear")->precedence;
  for (const auto& t : r.terrain) {
    ASSERT_TRUE(t.precedence) << t.id;
    if (t.id != "heavy-woods") {
      EXPECT_LT(*t.precedence, heavy) << t.id;
    }
    if (t.id != "clear") {
      EXPECT_GT(*t.precedence, clear) << t.id;
    }
  }
  EXPECT_EQ(r.defaultTerrain, "clear");
  // The TEC is not in the text: terrain entry costs stay unknown.
  EXPECT_FALSE(terrainCost(r, "heavy-woods", "infantry").known());
}

TEST(HellBeforeNight, ThreeHexsideTypes) {
  const Ruleset& r = schema("hell-before-night");
  ASSERT_EQ(r.hexsides.size(), 3u);  // 2.3E
  EXPECT_EQ(r.hexsides[0].name, "Gentle Slope");
  EXPECT_EQ(r.hexsides[1].name, "Steep Slope");
  EXPECT_EQ(r.hexsides[2].name, "Deep Water");
  // Slopes are directional: the graphic is in the downhill hex.
  EXPECT_TRUE(r.findHexside("gentle-slope")->directional);
  EXPECT_TRUE(r.findHexside("steep-slope")->directional);
  EXPECT_TRUE(contains(r.findHexside("steep-slope")->towardMeaning, "downhill"));
  EXPECT_FALSE(r.findHexside("deep-water")->directional);
  // Deep water: no movement, no combat; bombardment and LOS unaffected (2.3E, 10.5C).
  for (const auto& mc : r.mobilityClasses) EXPECT_EQ(hexsideCost(r, "deep-water", mc.id), MovementCost::prohibited());
  EXPECT_TRUE(contains(r.findHexside("deep-water")->combat, "Combat is not allowed"));
  EXPECT_TRUE(contains(r.findHexside("deep-water")->los, "Does not affect LOS"));
  // 7.2B: steep slope = stop after crossing.
  for (const auto& mc : r.mobilityClasses) EXPECT_EQ(hexsideCost(r, "steep-slope", mc.id), MovementCost::stop());
}

TEST(HellBeforeNight, ZocAndLineOfSight) {
  const Ruleset& r = schema("hell-before-night");
  // 6.2A/B
  for (const char* id : {"heavy-woods", "thicket", "stream-thicket", "morass"})
    EXPECT_TRUE(contains(r.findTerrain(id)->combat, "ZOCs do not extend")) << id;
  EXPECT_TRUE(contains(r.findHexside("steep-slope")->combat, "do not extend up steep slopes but do extend down"));
  // 11.3F, 11.3I, 11.3G, 11.3E
  EXPECT_TRUE(contains(r.findTerrain("heavy-woods")->los, "block all LOS into, out of and through"));
  EXPECT_TRUE(contains(r.findTerrain("stream-thicket")->los, "into and out of, but not through"));
  EXPECT_TRUE(contains(r.findHexside("steep-slope")->los, "block all LOS across"));
  EXPECT_TRUE(contains(r.findTerrain("light-woods")->los, "within two hexes"));
  // Contradiction: morass follows the errata.
  EXPECT_TRUE(contains(r.findTerrain("morass")->los, "Does not block LOS"));
}

TEST(HellBeforeNight, UnitsAndMovement) {
  const Ruleset& r = schema("hell-before-night");
  // 7.1B/C: MA 4, not printed; B/2IL has 1 MP.
  for (const char* id : {"infantry", "cavalry", "artillery"}) {
    EXPECT_EQ(movement(r, id), 4) << id;
    EXPECT_EQ(findAttribute(r.findUnitType(id)->attributes, "movement"), nullptr);
  }
  EXPECT_NE(findAttribute(r.findUnitType("artillery")->attributes, "one-mp"), nullptr);
  // 5.1A: artillery has no intensity rating.
  EXPECT_NE(findAttribute(r.findUnitType("infantry")->attributes, "intensity"), nullptr);
  EXPECT_EQ(findAttribute(r.findUnitType("artillery")->attributes, "intensity"), nullptr);
  // 10.3A: cavalry intensity printed in parentheses.
  EXPECT_EQ(findAttribute(r.findUnitType("cavalry")->attributes, "intensity")->print->format, "({})");
  // 13.1B: leader span values.
  EXPECT_EQ(findAttribute(r.findUnitType("leader")->attributes, "span")->allowedValues,
            (std::vector<std::string>{"A", "Aot", "AoO", "F"}));
  // 5.1A / 5.2A: Union mirror image, disrupted on the back.
  const CounterLayout* combat = r.counterLayoutFor("infantry");
  ASSERT_NE(combat, nullptr);
  EXPECT_EQ(combat->backKind, BackKind::Reduced);
  EXPECT_EQ(combat->backLabel, "Disrupted");
  EXPECT_EQ(combat->mirroredSides, (std::vector<SideId>{SideId{"union"}}));
  // 2.4: eighteen counter types (six unit types and twelve markers).
  EXPECT_EQ(r.unitTypes.size() + r.markers.size(), 18u);
  EXPECT_EQ(r.elevation.kind, ElevationKind::None);  // 2.3 Design Note
}

TEST(HellBeforeNight, StackingAndSetupChecks) {
  const Ruleset& r = schema("hell-before-night");
  // 8.1A/B: three combat units per hex.
  const CheckConfig* stacking = r.findCheck("setup.stacking.exceeded");
  ASSERT_NE(stacking, nullptr);
  EXPECT_EQ(stacking->integer("max-units"), 3);
  EXPECT_EQ(stacking->ref, "8.1A 8.1B 14.4D");
  EXPECT_EQ(stacking->severity, Severity::Error);
  EXPECT_TRUE(stacking->isUnknown("max-strength"));
  // 3.1B: Union may not stack at setup; Confederates only within one formation; within 2 hexes.
  const CheckConfig* unionSetup = checkWith(r, "setup.stacking.exceeded", "side", "union");
  ASSERT_NE(unionSetup, nullptr);
  EXPECT_EQ(unionSetup->integer("max-units"), 1);
  EXPECT_EQ(r.findCheck("setup.stacking.formation")->param("side"), "confederate");
  EXPECT_EQ(r.findCheck("setup.start-hex.distance")->integer("max-distance"), 2);
  EXPECT_NE(findAttribute(r.findUnitType("infantry")->attributes, "start-hex"), nullptr);
}

TEST(HellBeforeNight, VictoryEntryAndSpecialHexes) {
  const Ruleset& r = schema("hell-before-night");
  // 3.3A, 3.3E, 3.4
  EXPECT_NE(r.findFeature("sudden-death"), nullptr);
  EXPECT_EQ(numberConstant(r, "substantial-victory-ratio"), 3.0);
  EXPECT_EQ(intConstant(r, "substantial-victory-min-vp"), 40);
  EXPECT_EQ(intConstant(r, "vp-captured-unit"), 2);
  EXPECT_EQ(intConstant(r, "vp-destroyed-cadre"), 1);
  EXPECT_EQ(intConstant(r, "vp-leader-killed"), 1);
  EXPECT_EQ(intConstant(r, "vp-leader-captured"), 2);
  // 9.3B/C entry hexes
  EXPECT_EQ(checkWith(r, "reinforcement.entry.hex", "side", "union")->param("hexes"), "4318 4517");
  EXPECT_EQ(checkWith(r, "reinforcement.entry.hex", "side", "union")->param("exclude-formations"), "usa-lew-wallace");
  EXPECT_EQ(checkWith(r, "reinforcement.entry.hex", "formations", "usa-lew-wallace")->param("hexes"), "4500");
  EXPECT_EQ(checkWith(r, "reinforcement.entry.hex", "side", "confederate")->param("hexes"), "1013");
  EXPECT_EQ(checkWith(r, "map.hex.required", "feature", "sudden-death")->param("hexes"), "4318 4517");
  EXPECT_EQ(checkWith(r, "map.hex.required", "edge", "true")->param("hexes"), "3026 4715");  // 11.5A
  // 3.2B: 18 red-star hexes.
  EXPECT_EQ(r.findFeature("morass-star")->maxPerMap, 18);
  EXPECT_EQ(r.findCheck("map.feature.count")->integer("exactly"), 18);
  // 16.1B/E army morale, 11.5A gunboat zone, 2.1A/B components.
  EXPECT_EQ(intConstant(r, "army-morale-start-army-of-the-tennessee"), -3);
  EXPECT_EQ(intConstant(r, "army-morale-start-army-of-the-ohio"), 0);
  EXPECT_EQ(intConstant(r, "army-morale-start-army-of-the-mississippi"), 2);
  EXPECT_EQ(intConstant(r, "army-morale-min"), -3);
  EXPECT_EQ(intConstant(r, "army-morale-max"), 3);
  EXPECT_TRUE(contains(r.findAreaKind("gunboat-zone")->notes, "3026 to 4715"));
  EXPECT_EQ(intConstant(r, "counters"), 415);
  ASSERT_EQ(r.mapSheets.size(), 1u);
  EXPECT_EQ(r.mapSheets[0].widthInches, 34.0);
  EXPECT_EQ(r.mapSheets[0].heightInches, 22.0);
  EXPECT_EQ(r.findMarker("reserve")->count, 6);
  EXPECT_TRUE(r.findMarker("reserve")->countPerSide);
  EXPECT_EQ(r.findMarker("gunboat")->count, 2);
  // Unknowns stay unknown.
  EXPECT_EQ(r.hexPrintInches, 0);
  EXPECT_FALSE(r.counterInches.known());
  EXPECT_EQ(r.defaultColumns, 0);
  EXPECT_FALSE(r.findMarker("morass")->count.has_value());
}

TEST(HellBeforeNight, SidesAndOptionalRules) {
  const Ruleset& r = schema("hell-before-night");
  ASSERT_EQ(r.sides.size(), 2u);
  EXPECT_EQ(r.findSide(SideId{"union"})->colorText, "light blue");  // 2.4C
  EXPECT_EQ(r.findSide(SideId{"confederate"})->colorText, "light gray");
  EXPECT_EQ(r.findSide(SideId{"union"})->armies.size(), 2u);
  EXPECT_EQ(r.optionalRules.size(), 17u);  // 1.5A (12) + 1.5B + four starred in 2.4
  EXPECT_EQ(r.findOptionalRule("road-bonus")->rule, "7.4");
}

// ---------------------------------------------------------------------------------------
// Bloody April (bloody-april.md section 12)

TEST(BloodyApril, ScaleTurnsAndSheets) {
  const Ruleset& r = schema("bloody-april");
  EXPECT_EQ(r.hexYards, 115);  // 2.5
  EXPECT_EQ(intConstant(r, "men-per-strength-point"), 100);
  EXPECT_EQ(intConstant(r, "guns-per-gun-point"), 1);
  EXPECT_EQ(r.turns.dayTurnMinutes.single(), 20.0);  // 4.0
  EXPECT_EQ(r.turns.nightTurnMinutes.single(), 60.0);
  EXPECT_EQ(textConstant(r, "night-first-turn"), "1840");  // 23.1
  EXPECT_EQ(textConstant(r, "night-last-turn"), "0400");
  EXPECT_EQ(textConstant(r, "sunrise-turn"), "0500");
  EXPECT_FALSE(r.turns.totalTurns.has_value());           // not determinable
  EXPECT_EQ(r.turns.firstPlayer, SideId{"confederate"});  // contradiction 1
  // 29.5: map letter + four digits; two 22" x 34" sections.
  EXPECT_TRUE(r.sheetLettersInLabels);
  ASSERT_EQ(r.mapSheets.size(), 2u);
  EXPECT_EQ(r.findMapSheet("A")->name, "Map A");
  EXPECT_EQ(r.findMapSheet("B")->heightInches, 22.0);
  EXPECT_TRUE(r.numbering.sections.empty());  // extents not stated
  EXPECT_EQ(textConstant(r, "die"), "d6");
}

TEST(BloodyApril, MovementAllowances) {
  const Ruleset& r = schema("bloody-april");
  EXPECT_EQ(movement(r, "infantry"), 6);  // 2.4
  EXPECT_EQ(movement(r, "artillery"), 9);
  EXPECT_EQ(movement(r, "supply-wagon"), 9);
  EXPECT_EQ(movement(r, "cavalry"), 12);
  EXPECT_EQ(movement(r, "officer"), 12);
  EXPECT_EQ(movement(r, "commander"), 12);
  EXPECT_EQ(movement(r, "aide"), 12);
  EXPECT_EQ(movement(r, "gunboat"), 40);
  EXPECT_EQ(movement(r, "ferry"), 40);
  EXPECT_EQ(intConstant(r, "movement-markgraf-madison"), 4);  // 18.21
  EXPECT_EQ(property(r.findUnitType("cavalry")->properties, "dismounted-movement"), AttributeValue{std::int64_t{6}});
  // 6.23
  EXPECT_EQ(intConstant(r, "formation-change-infantry-mp"), 2);
  EXPECT_EQ(intConstant(r, "formation-change-artillery-mp"), 4);
  EXPECT_EQ(intConstant(r, "formation-change-cavalry-mp"), 3);
}

TEST(BloodyApril, TerrainFacts) {
  const Ruleset& r = schema("bloody-april");
  // 2.4: a clear hex costs 1 MP for land units.
  for (const char* mc : {"infantry-line", "infantry-column", "mounted-cavalry", "artillery-wagon", "leader"})
    EXPECT_EQ(terrainCost(r, "clear", mc), MovementCost::cost(1)) << mc;
  EXPECT_FALSE(terrainCost(r, "woods", "infantry-line").known());  // TEC not in text
  // 5.36: Snake Creek Bridge hex costs 1 MP.
  EXPECT_EQ(property(r.findFeature("bridge-hex")->properties, "enter-mp"), AttributeValue{std::int64_t{1}});
  EXPECT_EQ(intConstant(r, "swamp-pin-roll-max"), 2);  // 5.23
  EXPECT_EQ(terrainCost(r, "swamp", "artillery-wagon"), MovementCost::prohibited());
  // 5.26: creeks are crossed only at bridges or fords, at no extra cost.
  EXPECT_EQ(hexsideCost(r, "creek", "infantry-column"), MovementCost::prohibited());
  EXPECT_EQ(hexsideCost(r, "bridge", "infantry-column"), MovementCost::cost(0, true));
  EXPECT_TRUE(r.findHexside("slope")->directional);
  EXPECT_EQ(r.findHexside("bridge")->placement, HexsidePlacement::Crosses);
  EXPECT_EQ(r.elevation.kind, ElevationKind::None);  // bluff level is derived (9.52)
}

TEST(BloodyApril, StackingAndCombatLimits) {
  const Ruleset& r = schema("bloody-april");
  // 8.16: woods two units, 8 SP; 12.72: melee one unit or 4 SP.
  const CheckConfig* woods = checkWith(r, "setup.stacking.exceeded", "terrain", "woods");
  ASSERT_NE(woods, nullptr);
  EXPECT_EQ(woods->integer("max-units"), 2);
  EXPECT_EQ(woods->integer("max-strength"), 8);
  EXPECT_TRUE(checkWith(r, "setup.stacking.exceeded", "terrain", "clear")->isUnknown("max-units"));  // 8.19 missing
  EXPECT_EQ(property(r.findTerrain("woods")->properties, "stack-units"), AttributeValue{std::int64_t{2}});
  EXPECT_EQ(intConstant(r, "woods-melee-units"), 1);
  EXPECT_EQ(intConstant(r, "woods-melee-strength"), 4);
  // 8.12, 8.13, 11.22: wagons count four; leaders, aides and markers nothing.
  EXPECT_EQ(property(r.findUnitType("supply-wagon")->properties, "stacking-points"), AttributeValue{std::int64_t{4}});
  EXPECT_EQ(woods->param("unit-points"), "supply-wagon:4");
  EXPECT_EQ(woods->param("exclude-types"), "aide");
  EXPECT_TRUE(r.findUnitType("officer")->isLeader);  // leaders never count (excluded by default)
  EXPECT_FALSE(r.findUnitType("aide")->isLeader);    // 2.4: aides are not leaders
  // 9.47, 12.6
  EXPECT_EQ(intConstant(r, "fire-shift-cap"), 3);
  EXPECT_EQ(intConstant(r, "melee-differential-min"), -4);
  EXPECT_EQ(intConstant(r, "melee-differential-max"), 7);
  EXPECT_EQ(checkWith(r, "setup.stacking.exceeded", "types", "gunboat ferry")->integer("max-units"), 1);  // 21.17
}

TEST(BloodyApril, CountersWeaponsAndGuns) {
  const Ruleset& r = schema("bloody-april");
  EXPECT_EQ(intConstant(r, "counters"), 1200);
  EXPECT_EQ(findAttribute(r.findUnitType("infantry")->attributes, "weapon")->allowedValues,
            (std::vector<std::string>{"R", "M", "C", "S", "P", "H"}));  // 9.22
  EXPECT_EQ(findAttribute(r.findUnitType("infantry")->attributes, "morale")->allowedValues,
            (std::vector<std::string>{"1", "2", "3", "4", "5", "?"}));         // 2.4, 13.12
  EXPECT_EQ(textConstant(r, "gun-classes"), "L TA TB HA HB N PA PB PC SG G");  // 32.3
  EXPECT_EQ(textConstant(r, "gun-class-SG"), "24-pounder Siege Guns");
  EXPECT_EQ(textConstant(r, "gun-class-PC"), "30-pounder Parrotts");
  EXPECT_TRUE(contains(*textConstant(r, "gun-class-TB"), "James Rifles"));
  // 2.33: infantry Line front, Column back without strength.
  const CounterLayout* inf = r.counterLayoutFor("infantry");
  EXPECT_EQ(inf->backKind, BackKind::Alternate);
  EXPECT_EQ(inf->backLabel, "Column");
  auto hasStrength = [](const std::vector<CounterField>& f) {
    return std::any_of(f.begin(), f.end(), [](const CounterField& x) { return x.source == "strength"; });
  };
  EXPECT_TRUE(hasStrength(inf->front));
  EXPECT_FALSE(hasStrength(inf->back));
  EXPECT_EQ(r.counterLayoutFor("artillery")->backLabel, "Reduced Strength");
  EXPECT_EQ(r.findSide(SideId{"confederate"})->leaderColor.empty(), false);  // leaders are red (2.3)
}

TEST(BloodyApril, LogisticsVictoryAndScenarios) {
  const Ruleset& r = schema("bloody-april");
  EXPECT_EQ(intConstant(r, "max-ammunition-infantry-artillery"), 10);  // 11.15
  EXPECT_EQ(intConstant(r, "max-ammunition-cavalry"), 5);
  EXPECT_EQ(intConstant(r, "wagons-confederate"), 6);  // 11.31
  EXPECT_EQ(intConstant(r, "wagon-ammunition-confederate"), 150);
  EXPECT_EQ(intConstant(r, "wagons-union"), 10);  // 11.41
  EXPECT_EQ(intConstant(r, "wagon-ammunition-union"), 100);
  EXPECT_EQ(intConstant(r, "fatigue-points-infantry"), 24);        // 19.1, 26.13
  EXPECT_EQ(intConstant(r, "victory-strength-near-landing"), 40);  // 30.14
  EXPECT_EQ(intConstant(r, "victory-landing-radius-hexes"), 10);
  EXPECT_EQ(intConstant(r, "casualty-commander-killed"), 10);  // 30.13
  EXPECT_EQ(intConstant(r, "casualty-commander-wounded"), 5);
  EXPECT_EQ(intConstant(r, "casualty-commander-captured"), 25);
  EXPECT_EQ(property(r.findUnitType("ferry")->properties, "defense-strength"),
            AttributeValue{std::int64_t{8}});  // 21.26
  EXPECT_EQ(property(r.findUnitType("gunboat")->properties, "defense-strength"), AttributeValue{std::int64_t{10}});
  EXPECT_EQ(intConstant(r, "replacement-officers-per-brigade"), 2);  // 16.63
  EXPECT_EQ(intConstant(r, "union-pickets"), 3);                     // 20.11
  EXPECT_EQ(intConstant(r, "scenario-29-1-turns"), 14);
  EXPECT_EQ(intConstant(r, "scenario-29-2-turns"), 39);
  EXPECT_EQ(textConstant(r, "scenario-29-3-last-turn"), "1700 April 7");
  // 22.11: the two Landing hexes.
  EXPECT_EQ(checkWith(r, "map.feature.count", "feature", "landing")->integer("exactly"), 2);
  EXPECT_EQ(checkWith(r, "map.hex.required", "feature", "landing")->param("hexes"), "B0448 B0848");
  EXPECT_EQ(checkWith(r, "map.hex.required", "feature", "supply-dump")->param("hexes"), "B0645");
  EXPECT_EQ(checkWith(r, "map.hex.required", "feature", "bridge-hex")->param("hexes"), "B2226");
  // 5.35, 11.55: camps by type, owned by the Union.
  const HexFeatureType* camp = r.findFeature("camp");
  ASSERT_NE(camp, nullptr);
  EXPECT_EQ(camp->category, FeatureCategory::Camp);
  EXPECT_EQ(findAttribute(camp->attributes, "camp-type")->allowedValues,
            (std::vector<std::string>{"infantry", "artillery", "cavalry"}));
  EXPECT_NE(findAttribute(camp->attributes, "owner"), nullptr);
}

TEST(BloodyApril, OrderOfBattleLevels) {
  const Ruleset& r = schema("bloody-april");
  std::vector<std::string> u, c;
  for (const auto* l : r.levelsFor(SideId{"union"})) u.push_back(l->id);
  for (const auto* l : r.levelsFor(SideId{"confederate"})) c.push_back(l->id);
  EXPECT_EQ(u, (std::vector<std::string>{"army", "division", "brigade"}));           // 31.1
  EXPECT_EQ(c, (std::vector<std::string>{"army", "corps", "division", "brigade"}));  // 31.3
}

// ---------------------------------------------------------------------------------------
// Unconditional Surrender (unconditional-surrender.md section 11)

TEST(UnconditionalSurrender, ScaleAndTurns) {
  const Ruleset& r = schema("unconditional-surrender");
  EXPECT_EQ(r.hexYards, 200);                        // 1.5 A
  EXPECT_EQ(r.turns.dayTurnMinutes.single(), 80.0);  // 1.5 D
  EXPECT_FALSE(r.turns.nightTurnMinutes.known());
  EXPECT_EQ(intConstant(r, "men-per-infantry-sp"), 200);  // 1.5 B
  EXPECT_EQ(intConstant(r, "artillery-guns-min"), 4);     // 1.5 C
  EXPECT_EQ(intConstant(r, "artillery-guns-max"), 12);
  EXPECT_EQ(r.turns.firstPlayer, SideId{"confederate"});  // 2.0
  // 13.0 A: two night turns follow Turn 9, then the "6 am" box again.
  ASSERT_EQ(r.turns.turns.size(), 11u);
  EXPECT_EQ(r.turns.turns[0].label, "6 am");
  EXPECT_EQ(r.turns.turns[8].kind, TurnKind::Day);
  EXPECT_EQ(r.turns.turns[9].kind, TurnKind::Night);
  EXPECT_EQ(r.turns.turns[10].kind, TurnKind::Night);
  EXPECT_EQ(r.turns.totalTurns, 20);
  EXPECT_EQ(intConstant(r, "night-union-recovery-sp"), 15);              // 13.2 C
  EXPECT_EQ(intConstant(r, "morale-first-night"), -5);                   // 11.2.4 B
  EXPECT_EQ(r.findSide(SideId{"confederate"})->colorText, "butternut");  // 1.2
}

TEST(UnconditionalSurrender, ElevationAndRidges) {
  const Ruleset& r = schema("unconditional-surrender");
  EXPECT_EQ(r.elevation.kind, ElevationKind::Levels);  // 3.1.3.3
  ASSERT_EQ(r.elevation.levels.size(), 2u);
  EXPECT_EQ(r.elevation.levels[0].name, "level");
  EXPECT_EQ(r.elevation.levels[1].name, "high");
  EXPECT_EQ(r.elevation.minLevel, 0);
  EXPECT_EQ(r.elevation.maxLevel, 1);
  for (const auto& mc : r.mobilityClasses) EXPECT_EQ(hexsideCost(r, "ridge", mc.id), MovementCost::cost(0, true));
  EXPECT_TRUE(contains(r.findHexside("ridge")->los, "blocks just like high ground"));
  EXPECT_EQ(intConstant(r, "artillery-uphill-mp"), 1);  // 3.1.3.3 C
}

TEST(UnconditionalSurrender, MovementAndHexsides) {
  const Ruleset& r = schema("unconditional-surrender");
  EXPECT_EQ(movement(r, "infantry-brigade"), 6);  // 3.1.1
  EXPECT_EQ(movement(r, "artillery"), 4);
  EXPECT_EQ(movement(r, "army-commander"), 12);
  EXPECT_EQ(movement(r, "division-commander"), 12);
  EXPECT_EQ(intConstant(r, "movement-infantry-disordered"), 4);
  EXPECT_EQ(intConstant(r, "gtm-infantry-multiplier"), 2);  // 3.4.2 A
  EXPECT_EQ(intConstant(r, "gtm-artillery-multiplier"), 3);
  // 3.1.3.1: stream +1 for infantry and HQ; artillery only on roads.
  EXPECT_EQ(hexsideCost(r, "stream", "infantry"), MovementCost::cost(1, true));
  EXPECT_EQ(hexsideCost(r, "stream", "hq"), MovementCost::cost(1, true));
  EXPECT_EQ(hexsideCost(r, "stream", "artillery"), MovementCost::prohibited());
  EXPECT_TRUE(contains(r.findHexside("stream")->combat, "loses 1 SP"));
  // 12.1: rifle pit +4 from outside (toward the inside hex), +1 from inside.
  EXPECT_TRUE(r.findHexside("rifle-pit")->directional);
  EXPECT_EQ(hexsideCost(r, "rifle-pit", "infantry", MoveDirection::Toward), MovementCost::cost(4, true));
  EXPECT_EQ(hexsideCost(r, "rifle-pit", "infantry", MoveDirection::Away), MovementCost::cost(1, true));
  EXPECT_EQ(hexsideCost(r, "rifle-pit", "artillery", MoveDirection::Toward), MovementCost::prohibited());
  EXPECT_TRUE(contains(r.findHexside("rifle-pit")->notes, "GTM ignores"));
  // 1.1.2 B, 3.1.3.1 C: impassable hexes and the flooded hexside.
  EXPECT_EQ(checkWith(r, "map.hex.required", "impassable", "true")->param("hexes"), "2101 2201 2301");
  EXPECT_EQ(r.findFeature("impassable")->category, FeatureCategory::Impassable);
  EXPECT_EQ(hexsideCost(r, "flooded-stream", "infantry"), MovementCost::prohibited());
}

TEST(UnconditionalSurrender, StackingFortAndSetup) {
  const Ruleset& r = schema("unconditional-surrender");
  // 3.1.5: two infantry (dummies count as infantry) plus two artillery per hex.
  const CheckConfig* inf = checkWith(r, "setup.stacking.exceeded", "types", "infantry-brigade infantry-regiment dummy");
  ASSERT_NE(inf, nullptr);
  EXPECT_EQ(inf->integer("max-units"), 2);
  EXPECT_EQ(checkWith(r, "setup.stacking.exceeded", "types", "artillery")->integer("max-units"), 2);
  EXPECT_EQ(intConstant(r, "max-infantry-sp-per-hex-combat"), 5);  // 5.4.2 A
  // 12.0 B, 12.3.4: Fort Donelson is two hexes and doubles the defender.
  EXPECT_EQ(r.findFeature("fort")->maxPerMap, 2);
  EXPECT_EQ(r.findCheck("map.feature.count")->integer("exactly"), 2);
  EXPECT_EQ(checkWith(r, "map.hex.required", "feature", "fort")->param("hexes"), "1116 1217");
  EXPECT_EQ(intConstant(r, "fort-defense-multiplier"), 2);
  // 14.2 C, 14.1 E, 14.3 A
  EXPECT_EQ(r.findCheck("setup.hex.required")->param("hexside"), "rifle-pit");
  EXPECT_EQ(r.findCheck("setup.hex.required")->param("types"), "artillery");
  EXPECT_EQ(intConstant(r, "dummies-first-division-max"), 6);
  EXPECT_EQ(intConstant(r, "dummies-other-division-max"), 3);
  EXPECT_EQ(r.findCheck("map.area.required")->integer("min"), 3);  // three divisional areas
  EXPECT_EQ(r.findCheck("reinforcement.entry.hex")->param("hexes"), "2125");
  // 8.1, 9.3.1, 9.2 A
  EXPECT_EQ(intConstant(r, "detached-regiment-sp"), 3);
  EXPECT_EQ(intConstant(r, "detach-parent-min-sp"), 4);
  EXPECT_EQ(intConstant(r, "detach-shatter-penalty"), 2);
  EXPECT_EQ(intConstant(r, "reorganize-after-turns"), 3);
  // 1.2.2 B, 1.3.1: brigades up to three counters with two shatter numbers.
  EXPECT_EQ(r.findCheck("oob.formation.size")->integer("max"), 3);
  EXPECT_EQ(findAttribute(r.findUnitType("infantry-brigade")->attributes, "letter")->allowedValues,
            (std::vector<std::string>{"A", "B", "C"}));
  EXPECT_NE(findAttribute(r.findUnitType("infantry-brigade")->attributes, "shatter-second"), nullptr);
  // 1.2.3 C: army commanders have a Leadership Bonus instead of an Initiative Value.
  EXPECT_NE(findAttribute(r.findUnitType("army-commander")->attributes, "leadership-bonus"), nullptr);
  EXPECT_EQ(findAttribute(r.findUnitType("army-commander")->attributes, "initiative"), nullptr);
  EXPECT_NE(findAttribute(r.findUnitType("division-commander")->attributes, "initiative"), nullptr);
}

TEST(UnconditionalSurrender, Victory) {
  const Ruleset& r = schema("unconditional-surrender");
  EXPECT_EQ(intConstant(r, "breakout-decisive-sp"), 65);  // 16.3.1
  EXPECT_EQ(intConstant(r, "breakout-tactical-sp"), 50);
  EXPECT_EQ(intConstant(r, "union-decisive-battery-groups"), 4);  // 16.3.2
  EXPECT_EQ(intConstant(r, "defend-union-losses-over"), 45);      // 16.2 D
  EXPECT_EQ(intConstant(r, "defend-high-ground-radius"), 5);
  EXPECT_EQ(intConstant(r, "victory-chit-union-hexes"), 7);       // 16.1 B
  EXPECT_EQ(intConstant(r, "morale-turn-3-reinforcements"), -3);  // 11.2.4 A
  EXPECT_EQ(intConstant(r, "morale-grant-arrives"), -5);
  EXPECT_EQ(intConstant(r, "rifle-pit-fort-drm"), -1);  // contradiction 4
  EXPECT_EQ(r.findMarker("victory-chit")->count, 2);
}

TEST(UnconditionalSurrender, NeighboursOf1807FollowRuleP1) {
  // 3.3.1: 1807's front 1906/1907, flanks 1806/1808, rear 1706/1707.
  const Ruleset& r = schema("unconditional-surrender");
  auto h = parseLabel("1807", r.numbering);
  ASSERT_TRUE(h);
  std::set<std::string> labels;
  for (int d = 0; d < 6; ++d) labels.insert(formatLabel(neighbor(*h, d), r.numbering));
  EXPECT_EQ(labels, (std::set<std::string>{"1706", "1707", "1806", "1808", "1906", "1907"}));
  // 3.1.3.1 C and 12.0 B: 2602/2701 and 1116/1217 are adjacent under P1.
  EXPECT_EQ(distance(*parseLabel("2602", r.numbering), *parseLabel("2701", r.numbering)), 1);
  EXPECT_EQ(distance(*parseLabel("1116", r.numbering), *parseLabel("1217", r.numbering)), 1);
}

// ---------------------------------------------------------------------------------------
// Huzzah! (huzzah.md section 11)

TEST(Huzzah, CombatUnitValues) {
  const Ruleset& r = schema("huzzah");
  for (const char* id : {"infantry", "cavalry", "artillery"}) {
    const AttributeDef* sp = findAttribute(r.findUnitType(id)->attributes, "strength");
    ASSERT_NE(sp, nullptr) << id;
    EXPECT_EQ(sp->min, 0.0);  // Gl. "Combat Unit": 0, 1, 2 or 3
    EXPECT_EQ(sp->max, 3.0);
    EXPECT_EQ(findAttribute(r.findUnitType(id)->attributes, "weapon")->allowedValues,
              (std::vector<std::string>{"-", "*"}));  // 3.2.5
    EXPECT_EQ(movement(r, id), 3);                    // 10.1.1
  }
  // 3.2.5: fire factor, separator, morale, read left to right as one value ("2*6");
  // reduced on the back.
  const CounterLayout* combat = r.counterLayoutFor("infantry");
  std::vector<std::string> order;
  for (const auto& f : combat->front) order.push_back(f.source);
  EXPECT_EQ(order, (std::vector<std::string>{"@name", "@band", "@symbol", "strength"}));
  EXPECT_EQ(combat->front.back().format, "{}{weapon}{morale}");
  EXPECT_EQ(combat->back.back().format, "{}{weapon}{reduced-morale}");
  EXPECT_EQ(combat->backKind, BackKind::Reduced);
  EXPECT_EQ(intConstant(r, "o-hits-to-flip"), 3);  // 13.4.3
  EXPECT_EQ(intConstant(r, "action-segment-mp"), 3);
  EXPECT_NE(findAttribute(r.findUnitType("artillery")->attributes, "horse"), nullptr);  // 8.1.1 stripe
}

TEST(Huzzah, TerrainCosts) {
  const Ruleset& r = schema("huzzah");
  for (const auto& mc : r.mobilityClasses) EXPECT_EQ(terrainCost(r, "clear", mc.id), MovementCost::cost(1));  // 10.1.3
  EXPECT_EQ(terrainCost(r, "woods", "infantry"), MovementCost::cost(1));                                      // 10.1.4
  EXPECT_EQ(terrainCost(r, "woods", "cavalry"), MovementCost::cost(1.5));                                     // 10.1.6
  EXPECT_EQ(terrainCost(r, "woods", "artillery"), MovementCost::cost(3));                                     // 10.1.5
  EXPECT_EQ(terrainCost(r, "light-woods", "cavalry"), MovementCost::cost(1.5));
  EXPECT_FALSE(terrainCost(r, "light-woods", "infantry").known());        // contradiction 5
  EXPECT_EQ(terrainCost(r, "stream", "cavalry"), MovementCost::cost(2));  // 12.3.1
  EXPECT_EQ(terrainCost(r, "stream", "artillery"), MovementCost::cost(3));
  EXPECT_EQ(terrainCost(r, "woods-stream", "artillery"), MovementCost::prohibited());  // 10.1.8
  // 10.1.7: fences cost artillery and cavalry +1.
  for (const char* fence : {"rail-fence", "stone-fence"}) {
    EXPECT_EQ(hexsideCost(r, fence, "cavalry"), MovementCost::cost(1, true));
    EXPECT_EQ(hexsideCost(r, fence, "artillery"), MovementCost::cost(1, true));
    EXPECT_FALSE(hexsideCost(r, fence, "infantry").known());
    EXPECT_TRUE(r.findHexside(fence)->directional);  // owned by the protected hex (11.1.1)
  }
  EXPECT_EQ(hexsideCost(r, "slope", "artillery"), MovementCost::cost(0, true));  // 10.1.3
  // 12.4: crossings are treated as clear.
  EXPECT_EQ(r.findFeature("bridge")->category, FeatureCategory::Bridge);
  EXPECT_TRUE(contains(r.findFeature("ford")->notes, "clear terrain"));
  EXPECT_EQ(r.findCheck("map.feature.requires")->param("features"), "bridge ford");
  // 5.7.2: leaders spend 1/2 MP along thoroughfares.
  for (const auto& route : r.routes) EXPECT_EQ(route.movementCost("leader"), MovementCost::cost(0.5)) << route.id;
}

TEST(Huzzah, ElevationAndLineOfSight) {
  const Ruleset& r = schema("huzzah");
  EXPECT_EQ(r.elevation.kind, ElevationKind::Levels);
  EXPECT_FALSE(r.elevation.minLevel.has_value());                                      // per map key
  EXPECT_TRUE(contains(r.elevation.notes, "two to four"));                             // 14.2.1
  EXPECT_EQ(r.findCheck("map.hexside.elevation")->param("require"), "toward-lower");   // 3.1.4
  EXPECT_TRUE(contains(r.findTerrain("stream")->los, "one elevation lower"));          // 12.1.1
  EXPECT_TRUE(contains(r.findTerrain("light-woods")->los, "second light woods hex"));  // 14.4.2
}

TEST(Huzzah, StackingCommandAndSequence) {
  const Ruleset& r = schema("huzzah");
  EXPECT_EQ(r.findCheck("setup.stacking.mixed-type")->param("types"), "infantry cavalry artillery");  // 10.5.2
  EXPECT_TRUE(r.findUnitType("leader")->isLeader);                                 // 10.5.6: leaders do not count
  EXPECT_EQ(r.findCheck("setup.stacking.formation")->param("level"), "regiment");  // 10.5.3
  EXPECT_NE(findAttribute(r.findUnitType("leader")->attributes, "command-value"), nullptr);        // 5.2.1
  EXPECT_EQ(intConstant(r, "command-source-radius"), 5);                                           // 5.3.5
  EXPECT_EQ(intConstant(r, "non-clear-assault-max-sp"), 4);                                        // 16.1.16
  EXPECT_EQ(intConstant(r, "artillery-mfz-protected"), 3);                                         // 15.1.6
  EXPECT_EQ(intConstant(r, "artillery-downslope-range-bonus"), 2);                                 // 8.6.1
  EXPECT_EQ(textConstant(r, "formation-straggle-table"), "<0: 0; 0-4: 1; 5-9: 2; 10+: 3 O hits");  // 25.1
  EXPECT_EQ(intConstant(r, "twilight-max-fire-zone-sundown"), 3);                                  // 26.1.3
  EXPECT_EQ(intConstant(r, "twilight-max-fire-zone-dusk"), 1);
  EXPECT_EQ(findStated(r.constants, "twilight-charge-dusk")->value, AttributeValue{false});
  EXPECT_EQ(property(r.findUnitType("artillery")->properties, "horse-segment-mp"),
            AttributeValue{std::int64_t{1}});  // 8.3.1
  // 4.1: fifteen segments a-o; 4: about 30-45 minutes.
  ASSERT_EQ(r.turns.phases.size(), 15u);
  EXPECT_EQ(r.turns.phases.front().name, "US Artillery Segment");
  EXPECT_EQ(r.turns.phases.back().name, "Game Turn Segment");
  EXPECT_EQ(r.turns.phases.back().id, "o");
  EXPECT_EQ(r.turns.dayTurnMinutes.min, 30.0);
  EXPECT_EQ(r.turns.dayTurnMinutes.max, 45.0);
  // 21: conditional rules 22-26.
  for (const char* id : {"cavalry", "leader-initiative", "column", "formation-stragglers", "twilight"})
    EXPECT_NE(r.findOptionalRule(id), nullptr) << id;
  // 3.1.2: hex scale varies by game.
  EXPECT_EQ(r.hexYards, 0);
  EXPECT_EQ(textConstant(r, "die"), "d10");
}

// ---------------------------------------------------------------------------------------
// Dress on the Colors (dress-on-the-colors.md section 10)

TEST(DressOnTheColors, TableScaleAndTurns) {
  const Ruleset& r = schema("dress-on-the-colors");
  EXPECT_EQ(r.gridKind, GridKind::Table);
  EXPECT_EQ(r.yardsPerInch.min, 25.0);  // RULE-00-2.1
  EXPECT_EQ(r.yardsPerInch.max, 30.0);
  EXPECT_EQ(r.hexYards, 0);
  EXPECT_EQ(r.turns.dayTurnMinutes.min, 10.0);  // RULE-00-2.2
  EXPECT_EQ(r.turns.dayTurnMinutes.max, 15.0);
  EXPECT_EQ(r.turns.scenarioTurns.min, 6.0);
  EXPECT_EQ(r.turns.scenarioTurns.max, 8.0);
  EXPECT_EQ(r.turns.phases.size(), 5u);  // RULE-01
  // RULE-00-2.4: exactly three standard tables; 4x6 is the standard.
  std::set<std::pair<double, double>> tables;
  for (const auto& t : r.tables) tables.insert({t.size.widthInches, t.size.depthInches});
  EXPECT_EQ(tables, (std::set<std::pair<double, double>>{{48, 48}, {72, 48}, {96, 48}}));
  EXPECT_EQ(r.defaultTable, (TableSize{72, 48}));
  EXPECT_EQ(r.counterInches.min, 0.75);  // ROST-12-1.3
  EXPECT_EQ(r.counterInches.max, 1.0);
}

TEST(DressOnTheColors, UnitsAndCommand) {
  const Ruleset& r = schema("dress-on-the-colors");
  const AttributeDef* stands = findAttribute(r.findUnitType("infantry")->attributes, "stands");
  EXPECT_EQ(stands->min, 3.0);  // RULE-00-4.2
  EXPECT_EQ(stands->max, 10.0);
  EXPECT_EQ(intConstant(r, "wing-split-stands"), 11);
  EXPECT_EQ(intConstant(r, "shatter-at-stands"), 1);
  EXPECT_EQ(findAttribute(r.findUnitType("cavalry")->attributes, "stands")->max, 5.0);  // RULE-08-1.1
  EXPECT_EQ(r.findUnitType("cavalry")->baseWidthInches.single(), 1.0);
  EXPECT_EQ(r.findUnitType("cavalry")->baseDepthInches.max, 1.25);
  EXPECT_EQ(intConstant(r, "fresh-above-percent"), 75);  // RULE-00-4.3
  EXPECT_EQ(intConstant(r, "spent-below-percent"), 35);
  EXPECT_EQ(intConstant(r, "fresh-melee"), 1);
  EXPECT_EQ(intConstant(r, "spent-melee"), -1);
  EXPECT_EQ(textConstant(r, "pips-aggressive"), "1D3+1");  // RULE-01-2.1
  EXPECT_EQ(textConstant(r, "pips-reliable"), "1D3");
  EXPECT_EQ(textConstant(r, "pips-timid"), "1D3/2 rounded up");
  EXPECT_EQ(numberConstant(r, "command-tier-1-inches"), 6.0);  // RULE-02-2.1
  EXPECT_EQ(numberConstant(r, "command-radius-inches"), 12.0);
  EXPECT_EQ(numberConstant(r, "command-tier-3-inches"), 24.0);
  EXPECT_EQ(numberConstant(r, "line-of-battle-inches"), 6.0);  // RULE-02-4.1..4.3
  EXPECT_EQ(numberConstant(r, "assault-column-inches"), 8.0);
  EXPECT_EQ(numberConstant(r, "road-column-inches"), 12.0);
  EXPECT_EQ(movement(r, "infantry"), 6);
  EXPECT_EQ(numberConstant(r, "infantry-charge-inches"), 9.0);  // RULE-06-1.3
  EXPECT_EQ(numberConstant(r, "cavalry-charge-inches"), 12.0);
  EXPECT_EQ(numberConstant(r, "reaction-window-b-inches"), 4.0);
  EXPECT_EQ(intConstant(r, "discipline-veteran"), 3);  // RULE-07-1.4
  EXPECT_EQ(intConstant(r, "discipline-regular"), 4);
  EXPECT_EQ(intConstant(r, "discipline-green"), 5);
  EXPECT_EQ(intConstant(r, "hesitant-percent"), 30);  // RULE-07-2.3/2.4
  EXPECT_EQ(intConstant(r, "broken-percent"), 50);
  const CheckConfig* size = r.findCheck("oob.formation.size");  // RULE-07-4.1
  EXPECT_EQ(size->integer("min"), 3);
  EXPECT_EQ(size->integer("max"), 6);
  EXPECT_EQ(r.findCheck("setup.leader.distance")->number("max-distance"), 12.0);  // RULE-02-2.3
  EXPECT_EQ(findAttribute(r.findUnitType("brigadier")->attributes, "rating")->allowedValues,
            (std::vector<std::string>{"Aggressive", "Reliable", "Timid"}));
  EXPECT_EQ(r.findOobLevel("brigade")->leaderRequired, true);
  EXPECT_EQ(intConstant(r, "outcome-major-victory-vp"), 4);  // SCEN-10-3.4
  EXPECT_EQ(intConstant(r, "outcome-minor-victory-vp-min"), 1);
  EXPECT_EQ(intConstant(r, "outcome-minor-victory-vp-max"), 3);
}

TEST(DressOnTheColors, ElevationAndLineOfSight) {
  const Ruleset& r = schema("dress-on-the-colors");
  ASSERT_EQ(r.elevation.kind, ElevationKind::Levels);  // RULE-03-4.1
  ASSERT_EQ(r.elevation.levels.size(), 3u);
  EXPECT_EQ(r.elevation.minLevel, 0);
  EXPECT_EQ(r.elevation.maxLevel, 2);
  EXPECT_EQ(r.elevation.findLevel(1)->heightFeet.min, 15.0);
  EXPECT_EQ(r.elevation.findLevel(1)->heightFeet.max, 20.0);
  EXPECT_FALSE(r.elevation.findLevel(2)->heightFeet.known());
  EXPECT_EQ(property(r.findTerrain("crestline")->properties, "reverse-slope-inches"),
            AttributeValue{1.0});  // RULE-03-4.3
  EXPECT_EQ(r.findTerrain("crestline")->geometry, GeometryKind::Polyline);
  // RULE-03-5.5
  EXPECT_EQ(property(r.findTerrain("dense-woods")->properties, "los-limit-inches"), AttributeValue{3.0});
  EXPECT_EQ(property(r.findTerrain("cornfield")->properties, "los-limit-inches"), AttributeValue{4.0});
  EXPECT_EQ(property(r.findTerrain("orchard")->properties, "los-limit-inches"), AttributeValue{6.0});
  EXPECT_EQ(property(r.findTerrain("light-woods")->properties, "los-limit-inches"), AttributeValue{6.0});
  EXPECT_TRUE(contains(r.findTerrain("town-sector")->los, "Blocks LOS"));
  EXPECT_TRUE(contains(r.findTerrain("building")->los, "block LOS"));
}

TEST(DressOnTheColors, CoverCrossingAndStructures) {
  const Ruleset& r = schema("dress-on-the-colors");
  auto cover = [&](const char* id) { return property(r.findTerrain(id)->properties, "cover"); };
  auto save = [&](const char* id) { return property(r.findTerrain(id)->properties, "cover-save"); };
  EXPECT_EQ(cover("open-ground"), AttributeValue{std::string("none")});  // RULE-05-3.2
  for (const char* light : {"rail-fence", "orchard", "cornfield", "light-woods"}) {
    EXPECT_EQ(cover(light), AttributeValue{std::string("light")}) << light;
    EXPECT_EQ(save(light), AttributeValue{std::int64_t{5}}) << light;
  }
  for (const char* heavy : {"stone-wall", "sunken-road", "breastworks"}) {
    EXPECT_EQ(cover(heavy), AttributeValue{std::string("heavy")}) << heavy;
    EXPECT_EQ(save(heavy), AttributeValue{std::int64_t{4}}) << heavy;
  }
  // RULE-03-2.1..2.4: crossing costs in inches and melee bonuses.
  EXPECT_EQ(terrainCost(r, "rail-fence", "line"), MovementCost::cost(2, true));
  EXPECT_EQ(terrainCost(r, "stone-wall", "line"), MovementCost::cost(2, true));
  EXPECT_EQ(terrainCost(r, "hedge", "assault-column"), MovementCost::cost(2, true));
  EXPECT_EQ(terrainCost(r, "abatis", "line"), MovementCost::cost(3, true));
  auto melee = [&](const char* id) { return property(r.findTerrain(id)->properties, "melee-bonus"); };
  EXPECT_EQ(melee("rail-fence"), AttributeValue{std::int64_t{1}});
  EXPECT_EQ(melee("stone-wall"), AttributeValue{std::int64_t{2}});
  EXPECT_EQ(melee("breastworks"), AttributeValue{std::int64_t{2}});
  EXPECT_EQ(melee("hedge"), AttributeValue{std::int64_t{0}});
  // RULE-03-3.1..3.3
  EXPECT_EQ(property(r.findTerrain("building")->properties, "garrison-max-stands"), AttributeValue{std::int64_t{2}});
  EXPECT_EQ(property(r.findTerrain("building")->properties, "structural-hits"), AttributeValue{std::int64_t{4}});
  EXPECT_EQ(save("rubble"), AttributeValue{std::int64_t{5}});
  EXPECT_EQ(property(r.findTerrain("town-sector")->properties, "sector-inches"), AttributeValue{6.0});
  EXPECT_EQ(terrainCost(r, "river", "line"), MovementCost::prohibited());
  // Every terrain piece has a geometry kind.
  for (const auto& t : r.terrain) EXPECT_TRUE(t.geometry.has_value()) << t.id;
}

// ---------------------------------------------------------------------------------------
// Rulebook-specific checks (issue #3, part 3): configured with the rulebooks' numbers.

TEST(RulebookChecks, HellBeforeNightTwoBeauregardCounters) {
  const Ruleset& r = schema("hell-before-night");
  const CheckConfig* hq = checkWith(r, "oob.unit.count", "types", "confederate-hq");
  ASSERT_NE(hq, nullptr);
  EXPECT_EQ(hq->ref, "13.6A");
  EXPECT_EQ(hq->integer("max"), 1);
  const CheckConfig* both = checkWith(r, "oob.unit.count", "types", "leader confederate-hq");
  ASSERT_NE(both, nullptr);
  EXPECT_EQ(both->ref, "13.6A");
  EXPECT_EQ(both->integer("exactly"), 2);  // "There are two Beauregard counters"
  EXPECT_EQ(both->param("name"), "Beauregard");
  EXPECT_EQ(both->severity, Severity::Error);
}

TEST(RulebookChecks, UnconditionalSurrenderDummiesPerArea) {
  const Ruleset& r = schema("unconditional-surrender");
  const CheckConfig* first = checkWith(r, "setup.area.count", "area-name", "First Division|1st Division");
  const CheckConfig* others = checkWith(r, "setup.area.count", "exclude-area-name", "First Division|1st Division");
  ASSERT_NE(first, nullptr);
  ASSERT_NE(others, nullptr);
  EXPECT_EQ(first->integer("max"), 6);   // 14.1 E: "up to six ... in the First Division area"
  EXPECT_EQ(others->integer("max"), 3);  // "and up to three in each of the other two areas"
  for (const CheckConfig* c : {first, others}) {
    EXPECT_EQ(c->ref, "14.1 E");
    EXPECT_EQ(c->param("types"), "dummy");
    EXPECT_EQ(c->param("kind"), "union-deployment");
  }
  // 14.1 E: dummies "count as infantry for stacking".
  const CheckConfig* stacking =
      checkWith(r, "setup.stacking.exceeded", "types", "infantry-brigade infantry-regiment dummy");
  ASSERT_NE(stacking, nullptr);
  EXPECT_TRUE(contains(stacking->ref, "14.1 E"));
}

TEST(RulebookChecks, DressOnTheColorsTraitsScaleAndTable) {
  const Ruleset& r = schema("dress-on-the-colors");
  const CheckConfig* yell = checkWith(r, "attribute.implies", "contains", "REBEL YELL");
  ASSERT_NE(yell, nullptr);
  EXPECT_EQ(yell->ref, "RULE-07-5.2-a");
  EXPECT_EQ(yell->severity, Severity::Error);
  EXPECT_EQ(yell->param("require-side"), "confederate");
  EXPECT_EQ(yell->param("require-types"), "infantry");
  const CheckConfig* elephant = checkWith(r, "attribute.implies", "contains", "SEEN THE ELEPHANT");
  ASSERT_NE(elephant, nullptr);
  EXPECT_EQ(elephant->ref, "RULE-07-5.3-a");
  EXPECT_EQ(elephant->severity, Severity::Warning);
  EXPECT_EQ(elephant->param("forbid-values"), "Veteran");
  const CheckConfig* iron = checkWith(r, "attribute.implies", "contains", "IRON DISCIPLINE");
  ASSERT_NE(iron, nullptr);
  EXPECT_EQ(iron->ref, "RULE-07-5.4-a");
  EXPECT_EQ(iron->param("forbid-values"), "Green");
  EXPECT_NE(checkWith(r, "attribute.implies", "contains", "BUCK & BALL"), nullptr);
  EXPECT_NE(checkWith(r, "attribute.implies", "contains", "Smoothbore"), nullptr);
  const CheckConfig* scale = r.findCheck("scenario.scale.range");
  ASSERT_NE(scale, nullptr);
  EXPECT_EQ(scale->ref, "RULE-00-2.1-a");
  EXPECT_EQ(scale->number("min"), 25.0);  // "1 inch = 25-30 yards"
  EXPECT_EQ(scale->number("max"), 30.0);
  const CheckConfig* table = r.findCheck("table.size.preset");
  ASSERT_NE(table, nullptr);
  EXPECT_EQ(table->ref, "RULE-00-2.4-a");
  EXPECT_EQ(table->severity, Severity::Warning);
}

TEST(RulebookChecks, DressOnTheColorsSetUpGeometry) {
  const Ruleset& r = schema("dress-on-the-colors");
  // RULE-03-3.3: "Formed Line of Battle cannot enter a town sector."
  const CheckConfig* town = r.findCheck("table.state.prohibited-in");
  ASSERT_NE(town, nullptr);
  EXPECT_EQ(town->ref, "RULE-03-3.3-a");
  EXPECT_EQ(town->severity, Severity::Error);
  EXPECT_EQ(town->param("terrain"), "town-sector");
  EXPECT_EQ(town->param("states"), "line-of-battle");
  // RULE-03-3.1: "up to 2 stands of infantry or dismounted cavalry" (2: the building type's
  // garrison-max-stands property).
  const CheckConfig* garrison = r.findCheck("table.terrain.garrison");
  ASSERT_NE(garrison, nullptr);
  EXPECT_EQ(garrison->ref, "RULE-03-3.1-a");
  EXPECT_EQ(garrison->param("terrain"), "building");
  EXPECT_EQ(garrison->param("allow"), "infantry cavalry:dismounted");
  const TerrainType* building = r.findTerrain("building");
  ASSERT_NE(building, nullptr);
  const StatedValue* max = findStated(building->properties, "garrison-max-stands");
  ASSERT_NE(max, nullptr);
  EXPECT_EQ(max->value, AttributeValue{std::int64_t{2}});
  // RULE-02-5.4: "a minimum lateral interval of 0.5"-1.0" between their flank stands".
  const CheckConfig* interval = r.findCheck("table.formation.interval");
  ASSERT_NE(interval, nullptr);
  EXPECT_EQ(interval->ref, "RULE-02-5.4-a");
  EXPECT_EQ(interval->param("level"), "brigade");
  EXPECT_EQ(interval->number("min-gap"), 0.5);
  // RULE-07-4.1: the division commander "Has an 18.0-inch Command Radius".
  const CheckConfig* division = checkWith(r, "setup.leader.distance", "level", "division");
  ASSERT_NE(division, nullptr);
  EXPECT_EQ(division->ref, "RULE-07-4.1-c");
  EXPECT_EQ(division->severity, Severity::Warning);
  EXPECT_EQ(division->param("types"), "brigadier");
  EXPECT_EQ(division->param("leaders"), "include");
  EXPECT_EQ(division->number("max-distance"), 18.0);
}

}  // namespace
}  // namespace hexwright::io
