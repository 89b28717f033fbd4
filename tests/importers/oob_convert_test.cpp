// Converting orders of battle between rulesets with the shipped tables
// (schemas/conversions/*.xml) and the generic fallback, on small hand-built OOBs.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>

#include "importers/convert/conversion_table.h"
#include "importers/convert/gun_classes.h"
#include "importers/convert/oob_conversion.h"
#include "importers/convert/scenario_conversion.h"
#include "importers/convert/table_lookup.h"
#include "model/io/ruleset_reader.h"
#include "model/scenario/new_scenario.h"

namespace hexwright::importers::convert {
namespace {

using model::FormationId;
using model::SideId;
using model::UnitId;

const model::Ruleset& ruleset(const std::string& id) {
  static std::map<std::string, model::Ruleset> cache;
  if (!cache.count(id)) {
    model::Diagnostics d;
    auto r = io::loadRulesetById(id, d);
    if (!r) ADD_FAILURE() << id << " did not load";
    cache[id] = r.value_or(model::Ruleset{});
  }
  return cache[id];
}

ConversionTable table(const std::string& from, const std::string& to) {
  model::Diagnostics d;
  auto t = conversionTableFor(ruleset(from), ruleset(to), std::nullopt, d);
  EXPECT_TRUE(t.has_value()) << (d.empty() ? "" : d.items().front().message);
  return t.value_or(ConversionTable{});
}

model::Formation formation(const std::string& id, const std::string& name, const std::string& level,
                           std::optional<std::string> parent, const std::string& side = "confederate") {
  model::Formation f;
  f.id = FormationId(id);
  f.name = name;
  f.level = level;
  f.side = SideId(side);
  if (parent) f.parent = FormationId(*parent);
  return f;
}

model::Unit unit(const std::string& id, const std::string& name, const std::string& type, const std::string& formation,
                 model::Attributes attributes = {}, const std::string& side = "confederate") {
  model::Unit u;
  u.id = UnitId(id);
  u.name = name;
  u.type = type;
  u.side = SideId(side);
  u.formation = FormationId(formation);
  u.attributes = std::move(attributes);
  u.source = model::Provenance{"sources/oob.csv", static_cast<int>(id.size())};
  return u;
}

model::Attributes regiment(std::int64_t strength, const std::string& morale = "4") {
  return {{"strength", strength}, {"morale", morale}, {"weapon", std::string("R")}, {"officer", std::string("Gibson")}};
}

/// Army of the Mississippi / Second Corps / First Division / First Brigade with four
/// regiments; a brigade directly under the corps (BA 16.17: some corps have no divisions).
model::OrderOfBattle gibsonsBrigade() {
  model::OrderOfBattle oob;
  oob.formations = {formation("f-army", "Army of the Mississippi", "army", std::nullopt),
                    formation("f-2c", "Second Corps", "corps", "f-army"),
                    formation("f-1d", "First Division", "division", "f-2c"),
                    formation("f-1b", "First Brigade", "brigade", "f-1d"),
                    formation("f-3c", "Third Corps", "corps", "f-army"),
                    formation("f-3c-1b", "First Brigade, Third Corps", "brigade", "f-3c")};
  oob.units = {unit("u-4la", "4th Louisiana", "infantry", "f-1b", regiment(5)),
               unit("u-13la", "13th Louisiana", "infantry", "f-1b", regiment(6)),
               unit("u-19la", "19th Louisiana", "infantry", "f-1b", regiment(7)),
               unit("u-1ark", "1st Arkansas", "infantry", "f-1b", regiment(8, "3")),
               unit("u-gibson", "Gibson", "officer", "f-1b"),
               unit("u-aide", "Lt. Smith", "aide", "f-1d"),
               unit("u-2tn", "2nd Tennessee", "infantry", "f-3c-1b", regiment(7))};
  return oob;
}

const ReportEntry* entryFor(const ConversionReport& r, const std::string& kind, const std::string& source) {
  for (const auto& e : r.entries)
    if (e.kind == kind && std::find(e.sources.begin(), e.sources.end(), source) != e.sources.end()) return &e;
  return nullptr;
}

const model::Unit* unitById(const model::OrderOfBattle& oob, const std::string& id) { return oob.findUnit(UnitId(id)); }

TEST(OobConvert, FourRegimentsMergeIntoOneBrigadeUnitThroughMen) {
  model::Diagnostics d;
  const auto t = table("bloody-april", "unconditional-surrender");
  const auto c = convertOob(gibsonsBrigade(), ruleset("bloody-april"), ruleset("unconditional-surrender"), t, d);
  // Every regiment of the brigade points at the same new unit.
  const UnitId merged = c.unitMap.at(UnitId("u-4la"));
  for (const char* id : {"u-13la", "u-19la", "u-1ark"}) EXPECT_EQ(c.unitMap.at(UnitId(id)), merged);
  const model::Unit* b = c.oob.findUnit(merged);
  ASSERT_NE(b, nullptr);
  EXPECT_EQ(b->type, "infantry-brigade");
  EXPECT_EQ(b->name, "First Brigade");
  // (5 + 6 + 7 + 8) SP x 100 men (BA 2.5) / 200 men per US SP (US 1.5 B) = 13.
  EXPECT_EQ(model::intAttribute(b->attributes, "strength"), 13);
  EXPECT_EQ(model::textAttribute(b->attributes, "brigade"), "Gibson");
  for (const char* name : {"4th Louisiana", "13th Louisiana", "19th Louisiana", "1st Arkansas"})
    EXPECT_NE(b->notes.find(name), std::string::npos) << b->notes;
  EXPECT_NE(b->notes.find("sources/oob.csv:"), std::string::npos) << b->notes;
  // Morale differs (4, 4, 4, 3): kept in the notes, flagged.
  EXPECT_TRUE(d.hasRule("convert.attribute.unknown")) << "letter and division are required by US and unknown";
  ASSERT_EQ(c.mergedFrom.at(merged).size(), 4u);
  const ReportEntry* e = entryFor(c.report, "unit", "u-1ark");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->action, ReportAction::Merged);
  EXPECT_EQ(e->sources.size(), 4u);
  EXPECT_NE(e->rule.find("1.2.2"), std::string::npos);
  EXPECT_EQ(c.report.count(ReportAction::Merged, "unit"), 2u);  // both brigades
  EXPECT_FALSE(d.hasErrors());
}

TEST(OobConvert, MenThatDoNotMakeWholePointsLeaveStrengthUnknown) {
  model::Diagnostics d;
  auto oob = gibsonsBrigade();
  oob.units.erase(oob.units.begin() + 1, oob.units.begin() + 4);  // 4th Louisiana alone: 5 SP = 500 men = 2.5 US SP
  const auto c = convertOob(oob, ruleset("bloody-april"), ruleset("unconditional-surrender"),
                            table("bloody-april", "unconditional-surrender"), d);
  const model::Unit* b = c.oob.findUnit(c.unitMap.at(UnitId("u-4la")));
  ASSERT_NE(b, nullptr);
  EXPECT_FALSE(b->attributes.count("strength"));
  EXPECT_TRUE(d.hasRule("convert.strength.rounding"));
  EXPECT_NE(b->notes.find("2.5"), std::string::npos) << b->notes;
}

TEST(OobConvert, DroppedTypesSayWhyAndLeaveNoUnit) {
  model::Diagnostics d;
  const auto c = convertOob(gibsonsBrigade(), ruleset("bloody-april"), ruleset("hell-before-night"),
                            table("bloody-april", "hell-before-night"), d);
  for (const char* id : {"u-aide", "u-gibson"}) {
    EXPECT_FALSE(c.unitMap.count(UnitId(id))) << id;
    const ReportEntry* e = entryFor(c.report, "unit", id);
    ASSERT_NE(e, nullptr) << id;
    EXPECT_EQ(e->action, ReportAction::Dropped);
    EXPECT_FALSE(e->reason.empty());
    EXPECT_FALSE(e->rule.empty());
  }
  EXPECT_NE(entryFor(c.report, "unit", "u-aide")->reason.find("aides"), std::string::npos);
  // Regiments map one to one (HBN 1.3B: units are regiments too).
  EXPECT_EQ(c.report.count(ReportAction::Mapped, "unit"), 5u);
  EXPECT_EQ(c.report.count(ReportAction::Merged, "unit"), 0u);
}

TEST(OobConvert, ValuesTheTargetDoesNotStateAreFlaggedNotInvented) {
  model::Diagnostics d;
  const auto c = convertOob(gibsonsBrigade(), ruleset("bloody-april"), ruleset("hell-before-night"),
                            table("bloody-april", "hell-before-night"), d);
  const model::Unit* u = unitById(c.oob, "u-4la");
  ASSERT_NE(u, nullptr);
  EXPECT_EQ(u->type, "infantry");
  EXPECT_TRUE(u->attributes.empty()) << "HBN states no men per strength point and no morale scale";
  EXPECT_TRUE(d.hasRule("convert.strength.unknown"));
  EXPECT_TRUE(d.hasRule("convert.attribute.unknown"));
  EXPECT_NE(u->notes.find("About 500 men"), std::string::npos) << u->notes;
  EXPECT_NE(u->notes.find("bloody-april morale: 4"), std::string::npos) << u->notes;
  // A source attribute the table does not list is kept in the notes and flagged.
  auto oob = gibsonsBrigade();
  oob.units[0].attributes["ammunition"] = std::int64_t{7};
  oob.units[0].type = "cavalry";
  oob.units[0].attributes["parent"] = std::string("Trabue");
  oob.units[0].attributes.erase("officer");
  oob.units[0].attributes["mystery"] = std::string("x");
  model::Diagnostics d2;
  // "mystery" is not a Bloody April attribute, so no table could list it.
  const auto c2 = convertOob(oob, ruleset("bloody-april"), ruleset("hell-before-night"),
                             table("bloody-april", "hell-before-night"), d2);
  EXPECT_TRUE(d2.hasRule("convert.attribute.unlisted"));
  EXPECT_NE(unitById(c2.oob, "u-4la")->notes.find("mystery: x"), std::string::npos);
}

TEST(OobConvert, LevelsTheTargetLacksMergeUpAndTheRestMap) {
  model::Diagnostics d;
  const auto c = convertOob(gibsonsBrigade(), ruleset("bloody-april"), ruleset("hell-before-night"),
                            table("bloody-april", "hell-before-night"), d);
  EXPECT_EQ(c.oob.findFormation(FormationId("f-2c")), nullptr);
  const model::Formation* division = c.oob.findFormation(FormationId("f-1d"));
  ASSERT_NE(division, nullptr);
  EXPECT_EQ(division->parent, FormationId("f-army"));
  const model::Formation* brigade = c.oob.findFormation(FormationId("f-3c-1b"));
  ASSERT_NE(brigade, nullptr);
  EXPECT_EQ(brigade->level, "formation");
  EXPECT_EQ(brigade->parent, FormationId("f-army"));  // its corps is gone
  EXPECT_EQ(entryFor(c.report, "formation", "f-2c")->action, ReportAction::Merged);
  EXPECT_FALSE(d.hasRule("convert.level.parent")) << "HBN formations may sit under an army (parents: division army)";
}

TEST(OobConvert, GunNamesBecomeClassesAndUnknownNamesAreReported) {
  const auto t = table("bloody-april", "hell-before-night");
  const auto g = classifyGuns("6 x James Rifles; 2 x 12-pounder Howitzers, 2 x 6-pounder smoothbores", t.gunClasses);
  EXPECT_EQ(g.classes, "6 TB, 2 HA, 2 L");
  EXPECT_TRUE(g.unmapped.empty());
  // 28.4 names with no 32.3 class are reported, never guessed.
  const auto w = classifyGuns("2 x Whitworth Rifles, 4 x 3\" Rifles", t.gunClasses);
  EXPECT_EQ(w.classes, "2 Whitworth Rifles, 4 TB");
  ASSERT_EQ(w.unmapped.size(), 1u);
  EXPECT_EQ(w.unmapped[0], "Whitworth Rifles");

  auto oob = gibsonsBrigade();
  oob.units.push_back(unit("u-bat", "Ketchum's Battery", "artillery", "f-1b",
                           {{"guns", std::string("4 x 6-pounder smoothbores, 2 x Whitworth Rifles")},
                            {"gun-count", std::int64_t{6}},
                            {"morale", std::string("4")}}));
  model::Diagnostics d;
  const auto c = convertOob(oob, ruleset("bloody-april"), ruleset("hell-before-night"), t, d);
  const model::Unit* b = unitById(c.oob, "u-bat");
  ASSERT_NE(b, nullptr);
  EXPECT_EQ(b->type, "artillery");
  EXPECT_NE(b->notes.find("Guns: 4 L, 2 Whitworth Rifles"), std::string::npos) << b->notes;
  EXPECT_NE(b->notes.find("gun-count: 6"), std::string::npos) << b->notes;
  EXPECT_TRUE(d.hasRule("convert.guns.unmapped"));
}

TEST(OobConvert, WithoutATableTypesAreMatchedByCategoryAndSaySo) {
  model::Diagnostics d;
  ASSERT_FALSE(findConversionTable("hell-before-night", "bloody-april").has_value())
      << "this test needs a pair without a shipped table";
  auto t = conversionTableFor(ruleset("hell-before-night"), ruleset("bloody-april"), std::nullopt, d);
  ASSERT_TRUE(t.has_value());
  EXPECT_TRUE(t->generic);
  EXPECT_TRUE(d.hasRule("convert.table.generic"));
  model::OrderOfBattle oob;
  oob.formations = {formation("f-a", "Army of the Mississippi", "army", std::nullopt),
                    formation("f-7", "Formation 7", "formation", "f-a", "union")};
  oob.units = {
      unit("u-15ia", "15 IA", "infantry", "f-7", {{"strength", std::int64_t{4}}, {"morale", std::int64_t{2}}}, "union"),
      unit("u-es", "Extra Strength", "extra-strength", "f-7", {}, "union")};
  const auto c = convertOob(oob, ruleset("hell-before-night"), ruleset("bloody-april"), *t, d);
  const model::Unit* u = unitById(c.oob, "u-15ia");
  ASSERT_NE(u, nullptr);
  EXPECT_EQ(u->type, "infantry");
  EXPECT_EQ(model::intAttribute(u->attributes, "strength"), 4);  // same name and type: copied, reported as a guess
  EXPECT_FALSE(u->attributes.count("morale")) << "HBN morale is an int, BA's is text: not copied";
  EXPECT_NE(entryFor(c.report, "unit", "u-15ia")->reason.find("category"), std::string::npos);
  // BA has no level "formation": merged up.
  EXPECT_EQ(entryFor(c.report, "formation", "f-7")->action, ReportAction::Merged);
  EXPECT_EQ(u->formation, FormationId("f-a"));
}

TEST(OobConvert, ATableThatNamesUnknownTypesIsRefused) {
  const auto file =
      std::filesystem::temp_directory_path() / ("hexwright-convert-bad-" + std::to_string(::getpid()) + ".xml");
  std::ofstream(file) << "<conversion from=\"bloody-april\" to=\"hell-before-night\">\n"
                         "  <units><unit from=\"infantry\" to=\"dragoon\"/></units>\n</conversion>\n";
  model::Diagnostics d;
  EXPECT_FALSE(conversionTableFor(ruleset("bloody-april"), ruleset("hell-before-night"), file, d).has_value());
  EXPECT_TRUE(d.hasRule("convert.table.mismatch"));
  std::ofstream(file) << "<conversion from=\"bloody-april\" to=\"hell-before-night\">\n"
                         "  <units><unit from=\"aide\" action=\"drop\"/></units>\n</conversion>\n";
  model::Diagnostics d2;
  EXPECT_FALSE(readConversionTable(file, d2).has_value());
  ASSERT_TRUE(d2.hasRule("convert.table.invalid"));
  EXPECT_EQ(d2.items().front().location.source->line, 2);
  std::filesystem::remove(file);
}

TEST(OobConvert, UnitsOfASideTheTargetLacksAreErrors) {
  auto oob = gibsonsBrigade();
  oob.units[0].side = SideId("french");
  model::Diagnostics d;
  convertOob(oob, ruleset("bloody-april"), ruleset("hell-before-night"), table("bloody-april", "hell-before-night"), d);
  EXPECT_TRUE(d.hasErrors());
  EXPECT_TRUE(d.hasRule("convert.side.unknown"));
}

TEST(OobConvert, SetupFollowsUnitsAndMergedUnitsStartAtTheFirstMembersHex) {
  model::NewScenarioOptions o;
  o.columns = 12;
  o.rows = 10;
  model::Scenario s = model::newScenario(ruleset("bloody-april"), o);
  s.oob = gibsonsBrigade();
  const auto at = [&](int col, int row) { return s.map.grid().at(static_cast<std::size_t>(row * 12 + col)); };
  s.setup = {model::Placement{UnitId("u-13la"), at(3, 4), {}, {}, 2, {}, "line"},
             model::Placement{UnitId("u-4la"), at(5, 5), {}, {}, {}, {}, ""},
             model::Placement{UnitId("u-aide"), at(1, 1), {}, {}, {}, {}, ""}};
  model::Reinforcement r;
  r.id = model::ReinforcementId("r-1");
  r.turn = 4;
  r.units = {UnitId("u-2tn")};
  s.reinforcements = {r};
  model::Diagnostics d;
  const auto c = convertScenario(s, ruleset("bloody-april"), ruleset("unconditional-surrender"),
                                 table("bloody-april", "unconditional-surrender"), d);
  EXPECT_EQ(c.scenario.rulesetId, "unconditional-surrender");
  EXPECT_EQ(c.scenario.map.grid().columns, 12);
  EXPECT_EQ(c.scenario.map.grid().rows, 10);
  const UnitId brigade = c.oob.unitMap.at(UnitId("u-4la"));
  const model::Placement* p = c.scenario.placementOf(brigade);
  ASSERT_NE(p, nullptr);
  // u-4la is the brigade's first unit and is placed: its hex wins over u-13la's.
  EXPECT_EQ(p->hex, at(5, 5));
  EXPECT_EQ(c.scenario.setup.size(), 1u) << "the aide was dropped, the four regiments are one unit";
  ASSERT_EQ(c.scenario.reinforcements.size(), 1u);
  EXPECT_EQ(c.scenario.reinforcements[0].units, std::vector<UnitId>{c.oob.unitMap.at(UnitId("u-2tn"))});
  EXPECT_TRUE(d.hasRule("convert.turns.renumber"));
  EXPECT_NE(entryFor(c.oob.report, "setup", "u-aide"), nullptr);
  EXPECT_FALSE(d.hasErrors());
}

}  // namespace
}  // namespace hexwright::importers::convert

namespace hexwright::importers::convert {
namespace {

TEST(OobConvertFollowUps, MergedUnitKeepsItsMenAndLeadersConvertByLevel) {
  model::Diagnostics d;
  auto oob = gibsonsBrigade();
  oob.units.push_back(unit("u-bragg", "Gen. Braxton Bragg", "commander", "f-army"));
  oob.units.push_back(unit("u-ruggles", "Brig. Gen. Daniel Ruggles", "commander", "f-1d"));
  oob.formations[0].commander = UnitId("u-bragg");
  oob.formations[2].commander = UnitId("u-ruggles");
  const auto c = convertOob(oob, ruleset("bloody-april"), ruleset("unconditional-surrender"),
                            table("bloody-april", "unconditional-surrender"), d);
  const model::Unit* b = c.oob.findUnit(c.unitMap.at(UnitId("u-4la")));
  ASSERT_NE(b, nullptr);
  // (5 + 6 + 7 + 8) SP x 100 men per point (Bloody April 2.5).
  EXPECT_NE(b->notes.find("About 2600 men (4 of 4 units counted"), std::string::npos) << b->notes;
  // The army's commander becomes the army commander, the division's the division commander.
  EXPECT_EQ(c.oob.findUnit(c.unitMap.at(UnitId("u-bragg")))->type, "army-commander");
  EXPECT_EQ(c.oob.findUnit(c.unitMap.at(UnitId("u-ruggles")))->type, "division-commander");
  EXPECT_NE(reportSummary(c.report).find(" merged, "), std::string::npos) << reportSummary(c.report);
  EXPECT_EQ(formatReportText(c.report).rfind("Summary: ", 0), 0u);
}

TEST(OobConvertFollowUps, ATypeOfTheOtherSideIsAnError) {
  model::Diagnostics d;
  model::OrderOfBattle oob;
  oob.formations = {formation("f-army", "Army of the Tennessee", "army", std::nullopt, "union")};
  oob.units = {unit("u-4ill", "4th Illinois Cavalry", "cavalry", "f-army", {{"strength", std::int64_t{3}}}, "union")};
  convertOob(oob, ruleset("bloody-april"), ruleset("unconditional-surrender"),
             table("bloody-april", "unconditional-surrender"), d);
  ASSERT_TRUE(d.hasRule("convert.unit-type.side"));
  EXPECT_TRUE(d.hasErrors());
}

}  // namespace
}  // namespace hexwright::importers::convert
