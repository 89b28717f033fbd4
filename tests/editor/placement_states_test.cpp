// The ruleset shapes the property grid: placement states, unit types, elevation and OOB
// levels offer only what the schema has (optional-rule states only while the scenario
// uses the rule), the rest disabled with the rule that says why. GUI-free.
#include "editor/core/placement_states.h"

#include <gtest/gtest.h>

#include "editor/core/editing.h"
#include "editor/core/oob_editing.h"
#include "editor/core/properties.h"
#include "editor_fixture.h"
#include "model/io/ruleset_reader.h"
#include "states_ruleset.h"

namespace hexwright::editor {
namespace {

using testing::hexAtOffset;
using testing::placedDocument;

const PropertyRow* findRow(const std::vector<PropertyRow>& rows, const std::string& key) {
  for (const auto& r : rows)
    if (r.key == key) return &r;
  return nullptr;
}

std::vector<std::string> enabledChoices(const PropertyRow& r) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < r.choices.size(); ++i)
    if (r.choiceWhyNot[i].empty()) out.push_back(r.choices[i]);
  return out;
}

std::string whyNot(const PropertyRow& r, const std::string& choice) {
  for (std::size_t i = 0; i < r.choices.size(); ++i)
    if (r.choices[i] == choice) return r.choiceWhyNot[i];
  return "(not listed)";
}

TEST(PlacementStates, OnlyTheSchemasStatesAndOptionalOnesDisabledWithTheirRule) {
  auto p = placedDocument();
  Document& doc = *p.doc;
  const Selection unit = Selection::of(Selection::Kind::Unit, p.infantry);
  const auto rows = propertiesFor(doc, unit);
  const auto* state = findRow(rows, "placement.state");
  ASSERT_NE(state, nullptr);
  EXPECT_EQ(state->kind, PropertyRow::Kind::Choice);
  EXPECT_EQ(enabledChoices(*state), (std::vector<std::string>{"", "line", "column"}));
  EXPECT_NE(whyNot(*state, "prone").find("Prone Formation (Test Rules 7.4)"), std::string::npos)
      << whyNot(*state, "prone");
  EXPECT_NE(state->help.find("Test Rules 6.0"), std::string::npos) << state->help;

  // Picking a state the schema does not allow is refused with the reason; nothing changes.
  const auto refused = setProperty(doc, unit, "placement.state", "prone");
  ASSERT_TRUE(refused.has_value());
  EXPECT_NE(refused->find("7.4"), std::string::npos) << *refused;
  EXPECT_TRUE(setProperty(doc, unit, "placement.state", "skirmish").has_value());
  EXPECT_EQ(doc.scenario().placementOf(model::UnitId{p.infantry})->state, "");
  EXPECT_FALSE(setProperty(doc, unit, "placement.state", "column").has_value());
  EXPECT_EQ(doc.scenario().placementOf(model::UnitId{p.infantry})->state, "column");
  doc.undo();
  EXPECT_EQ(doc.scenario().placementOf(model::UnitId{p.infantry})->state, "");

  // A leader: the schema states no setup states for it.
  const auto leaderRows = propertiesFor(doc, Selection::of(Selection::Kind::Unit, p.leader));
  const auto* none = findRow(leaderRows, "placement.state");
  ASSERT_NE(none, nullptr);
  EXPECT_EQ(none->choices, std::vector<std::string>{""});
  EXPECT_NE(none->help.find("states no setup states"), std::string::npos) << none->help;
}

TEST(PlacementStates, TurningTheOptionalRuleOnOffersItsStates) {
  auto p = placedDocument();
  Document& doc = *p.doc;
  // The scenario's optional rules are switched in the property grid, one undo step each.
  ASSERT_FALSE(setProperty(doc, Selection::of(Selection::Kind::Scenario, ""), "optional:prone", "true").has_value());
  EXPECT_EQ(doc.scenario().optionalRules, std::vector<std::string>{"prone"});
  const auto states =
      placementStates(doc.scenario(), doc.ruleset(), *doc.scenario().oob.findUnit(model::UnitId{p.infantry}));
  ASSERT_EQ(states.options.size(), 3u);
  for (const auto& o : states.options) EXPECT_TRUE(o.why.empty()) << o.id << ": " << o.why;
  EXPECT_FALSE(
      setProperty(doc, Selection::of(Selection::Kind::Unit, p.infantry), "placement.state", "prone").has_value());
  EXPECT_EQ(doc.scenario().placementOf(model::UnitId{p.infantry})->state, "prone");
  doc.undo();
  doc.undo();
  EXPECT_TRUE(doc.scenario().optionalRules.empty());
}

TEST(PlacementStates, UnitTypesOfAnOptionalRuleElevationAndOobLevelsFollowTheSchema) {
  auto p = placedDocument();
  Document& doc = *p.doc;
  const Selection unit = Selection::of(Selection::Kind::Unit, p.infantry);
  const auto typeRows = propertiesFor(doc, unit);
  const auto* type = findRow(typeRows, "type");
  ASSERT_NE(type, nullptr);
  EXPECT_NE(whyNot(*type, "sharpshooters").find("Sharpshooters (Test Rules 10.8)"), std::string::npos);
  EXPECT_TRUE(setProperty(doc, unit, "type", "sharpshooters").has_value());
  EXPECT_EQ(doc.scenario().oob.findUnit(model::UnitId{p.infantry})->type, "infantry");

  // Elevation: the schema's levels (0-3 here) and nothing outside them.
  const Selection hex = Selection::ofHex(hexAtOffset(doc, 1, 1));
  EXPECT_TRUE(setProperty(doc, hex, "elevation", "4").has_value());
  EXPECT_FALSE(setProperty(doc, hex, "elevation", "3").has_value());

  // A brigade sits under a division (the schema's OOB levels), not under a corps.
  const std::string corps = addFormation(doc, "union", "", "I Corps");
  const std::string division = addFormation(doc, "union", corps, "1st Division");
  const std::string brigade = addFormation(doc, "union", division, "2nd Brigade");
  const auto parentRows = propertiesFor(doc, Selection::of(Selection::Kind::Formation, brigade));
  const auto* parent = findRow(parentRows, "parent");
  ASSERT_NE(parent, nullptr);
  EXPECT_TRUE(whyNot(*parent, division).empty());
  EXPECT_NE(whyNot(*parent, corps).find("may sit only under division"), std::string::npos) << whyNot(*parent, corps);
  EXPECT_TRUE(setProperty(doc, Selection::of(Selection::Kind::Formation, brigade), "parent", corps).has_value());
}

TEST(PlacementStates, HellBeforeNightHasNoElevationToEditAndBloodyAprilsArtilleryLimbers) {
  model::Diagnostics d;
  const auto hbn = io::loadRulesetById("hell-before-night", d);
  ASSERT_TRUE(hbn.has_value());
  model::NewScenarioOptions small;
  small.columns = 10;
  small.rows = 8;
  auto doc = Document::create(*hbn, small);
  doc->setValidator({});
  const auto elevationRows = propertiesFor(*doc, Selection::ofHex(hexAtOffset(*doc, 1, 1)));
  const auto* elevation = findRow(elevationRows, "elevation");
  ASSERT_NE(elevation, nullptr);
  EXPECT_EQ(elevation->kind, PropertyRow::Kind::ReadOnly);
  EXPECT_NE(elevation->help.find("No elevation in Hell Before Night"), std::string::npos) << elevation->help;

  const auto ba = io::loadRulesetById("bloody-april", d);
  ASSERT_TRUE(ba.has_value());
  auto april = Document::create(*ba, small);
  april->setValidator({});
  const std::string f = addFormation(*april, "union", "", "Battery");
  const std::string gun = addUnit(*april, "union", f, "artillery", "Battery A");
  april->execute(placeUnitCommand(april->scenario(), gun, hexAtOffset(*april, 2, 2)));
  const auto states =
      placementStates(april->scenario(), april->ruleset(), *april->scenario().oob.findUnit(model::UnitId{gun}));
  std::vector<std::string> ids;
  for (const auto& o : states.options) ids.push_back(o.id);
  EXPECT_EQ(ids, (std::vector<std::string>{"limbered", "unlimbered", "in-park"}));
  EXPECT_NE(states.summary.find("Bloody April 6.13 18.26"), std::string::npos) << states.summary;
}

TEST(PlacementStates, AFeatureTheSchemaCountsPerMapIsNotPlacedOnceMore) {
  model::Ruleset r = testing::testRuleset();
  r.features[1].maxPerMap = 1;  // one victory hex
  r.features[1].rule = "11.42";
  model::NewScenarioOptions o;
  o.columns = 10;
  o.rows = 8;
  Document doc(model::newScenario(r, o), r);
  doc.setValidator({});
  testing::ToolHarness t(doc);
  t.use("feature");
  t.settings.featureType = "victory";
  t.clickHex(hexAtOffset(doc, 2, 2));
  t.clickHex(hexAtOffset(doc, 5, 5));
  ASSERT_NE(doc.scenario().map.featuresAt(hexAtOffset(doc, 2, 2)), nullptr);
  EXPECT_EQ(doc.scenario().map.featuresAt(hexAtOffset(doc, 5, 5)), nullptr);
  EXPECT_NE(t.box.active()->preview().status.find("at most 1 Victory Hex on the map (Test Rules 11.42)"),
            std::string::npos)
      << t.box.active()->preview().status;
  // The property grid does not offer it either, and says why.
  const auto rowRows = propertiesFor(doc, Selection::ofHex(hexAtOffset(doc, 5, 5)));
  const auto* row = findRow(rowRows, "feature:victory");
  ASSERT_NE(row, nullptr);
  EXPECT_EQ(row->kind, PropertyRow::Kind::ReadOnly);
  EXPECT_NE(row->help.find("11.42"), std::string::npos);
  // Moving it: removed where it is, it may be placed elsewhere.
  t.clickHex(hexAtOffset(doc, 2, 2));
  t.clickHex(hexAtOffset(doc, 5, 5));
  EXPECT_NE(doc.scenario().map.featuresAt(hexAtOffset(doc, 5, 5)), nullptr);
}

}  // namespace
}  // namespace hexwright::editor
