// OOB editing and the schema-built property grid, GUI-free.
#include <gtest/gtest.h>

#include "editor/core/editing.h"
#include "editor/core/oob_editing.h"
#include "editor/core/properties.h"
#include "editor_fixture.h"
#include "model/edit/entity_commands.h"

namespace hexwright::editor {
namespace {

using testing::hexAtOffset;
using testing::testDocument;

const PropertyRow* findRow(const std::vector<PropertyRow>& rows, const std::string& key) {
  for (const auto& r : rows)
    if (r.key == key) return &r;
  return nullptr;
}

TEST(OobEditing, FormationsFollowTheSchemaLevels) {
  auto doc = testDocument();
  const auto corps = addFormation(*doc, "union", "");
  const auto division = addFormation(*doc, "union", corps);
  const auto brigade = addFormation(*doc, "union", division, "1st Brigade");
  const auto& oob = doc->scenario().oob;
  EXPECT_EQ(oob.findFormation(model::FormationId{corps})->level, "corps");
  EXPECT_EQ(oob.findFormation(model::FormationId{division})->level, "division");
  EXPECT_EQ(oob.findFormation(model::FormationId{brigade})->level, "brigade");
  EXPECT_EQ(oob.findFormation(model::FormationId{brigade})->name, "1st Brigade");
  EXPECT_EQ(oob.findFormation(model::FormationId{corps})->name, "New Corps");
  EXPECT_EQ(doc->history().size(), 3u);
}

TEST(OobEditing, UnitsAndLeaders) {
  auto doc = testDocument();
  const auto brigade = addFormation(*doc, "union", "");
  const auto unit = addUnit(*doc, "union", brigade);
  const auto* u = doc->scenario().oob.findUnit(model::UnitId{unit});
  ASSERT_NE(u, nullptr);
  EXPECT_EQ(u->type, "infantry");  // the first non-leader type
  EXPECT_EQ(u->formation->value, brigade);
  const auto leader = addLeader(*doc, brigade);
  EXPECT_EQ(doc->scenario().oob.findUnit(model::UnitId{leader})->type, "leader");
  EXPECT_EQ(doc->scenario().oob.findFormation(model::FormationId{brigade})->commander->value, leader);
  EXPECT_EQ(doc->history().undoLabel(), "Add Leader: New leader");  // its name, not its id
  doc->undo();
  EXPECT_FALSE(doc->scenario().oob.findFormation(model::FormationId{brigade})->commander.has_value());
}

TEST(OobEditing, RemovingAFormationTakesEverythingUnderItAndUndoRestoresIt) {
  auto doc = testDocument();
  const auto corps = addFormation(*doc, "union", "");
  const auto division = addFormation(*doc, "union", corps);
  const auto u1 = addUnit(*doc, "union", division);
  const auto leader = addLeader(*doc, corps);
  doc->execute(placeUnitCommand(doc->scenario(), u1, hexAtOffset(*doc, 1, 1)));
  model::Reinforcement r;
  r.id = model::ReinforcementId{"r-1"};
  r.turn = 3;
  r.units = {model::UnitId{u1}, model::UnitId{leader}};
  doc->execute(std::make_unique<model::SetReinforcement>("r-1", r));
  const model::Scenario before = doc->scenario();
  EXPECT_TRUE(removeFormation(*doc, corps));
  EXPECT_TRUE(doc->scenario().oob.formations.empty());
  EXPECT_TRUE(doc->scenario().oob.units.empty());
  EXPECT_TRUE(doc->scenario().setup.empty());
  EXPECT_TRUE(doc->scenario().reinforcements.at(0).units.empty());
  doc->undo();
  EXPECT_EQ(doc->scenario(), before);
}

TEST(OobEditing, MovingUnitsAndFormations) {
  auto doc = testDocument();
  const auto a = addFormation(*doc, "union", "");
  const auto b = addFormation(*doc, "union", "");
  const auto c = addFormation(*doc, "confederate", "");
  const auto child = addFormation(*doc, "union", a);
  const auto u1 = addUnit(*doc, "union", a);
  const auto u2 = addUnit(*doc, "union", a);
  EXPECT_TRUE(moveUnit(*doc, u1, b));
  EXPECT_EQ(doc->scenario().oob.findUnit(model::UnitId{u1})->formation->value, b);
  // Reorder: u2 in front of u1.
  EXPECT_TRUE(moveUnit(*doc, u2, b, u1));
  const auto& units = doc->scenario().oob.units;
  EXPECT_EQ(units[0].id.value, u2);
  EXPECT_EQ(units[1].id.value, u1);
  // A formation cannot go under its own child.
  EXPECT_FALSE(moveFormation(*doc, a, child));
  // Moving to the other side's formation changes the side of everything under it.
  EXPECT_TRUE(moveFormation(*doc, a, c));
  EXPECT_EQ(doc->scenario().oob.findFormation(model::FormationId{child})->side.value, "confederate");
}

// Issue #39 item 8: the history names units and formations, not their internal ids
// (a gesture of one command takes that command's label, of several the gesture's).
TEST(OobEditing, HistoryLabelsNameUnitsAndFormations) {
  auto doc = testDocument();
  const auto a = addFormation(*doc, "union", "", "Gladden's Brigade");
  EXPECT_EQ(doc->history().undoLabel(), "Add Formation: Gladden's Brigade");
  const auto b = addFormation(*doc, "union", "", "Chalmers' Brigade");
  const auto c = addFormation(*doc, "confederate", "", "Wood's Brigade");
  const auto u1 = addUnit(*doc, "union", a, "", "21st Alabama");
  EXPECT_EQ(doc->history().undoLabel(), "Add Unit: 21st Alabama");
  const auto u2 = addUnit(*doc, "union", a, "", "22nd Alabama");
  EXPECT_TRUE(moveUnit(*doc, u2, a, u1));  // in front of the 21st: out and back in
  EXPECT_EQ(doc->history().undoLabel(), "Move Unit: 22nd Alabama");
  EXPECT_TRUE(moveUnit(*doc, u1, b));
  EXPECT_EQ(doc->history().undoLabel(), "Edit Unit: 21st Alabama");
  EXPECT_TRUE(moveFormation(*doc, a, c));  // to the other side, the 22nd with it
  EXPECT_EQ(doc->history().undoLabel(), "Move Formation: Gladden's Brigade");
  EXPECT_TRUE(removeUnit(*doc, u1));
  EXPECT_EQ(doc->history().undoLabel(), "Remove Unit: 21st Alabama");
  EXPECT_TRUE(removeFormation(*doc, a));
  EXPECT_EQ(doc->history().undoLabel(), "Remove Formation: Gladden's Brigade");
}

// The reinforcement schedule's unit list: names, told apart by formation when shared;
// a unit the schedule names but the OOB lacks is listed by id so it can be taken out.
TEST(OobEditing, UnitPicksAreNamesAndKeepIds) {
  auto doc = testDocument();
  const auto a = addFormation(*doc, "union", "", "1st Brigade");
  const auto b = addFormation(*doc, "union", "", "2nd Brigade");
  const auto u1 = addUnit(*doc, "union", a, "", "8th Illinois");
  const auto u2 = addUnit(*doc, "union", a, "", "Battery A");
  const auto u3 = addUnit(*doc, "union", b, "", "Battery A");
  model::Reinforcement r;
  r.id = model::ReinforcementId{"r-1"};
  r.units = {model::UnitId{u3}, model::UnitId{"u-gone"}};
  doc->execute(std::make_unique<model::SetReinforcement>("r-1", r));
  const auto picks = unitPicks(doc->scenario());
  ASSERT_EQ(picks.size(), 4u);
  EXPECT_EQ(picks[0].id, u1);
  EXPECT_EQ(picks[0].label, "8th Illinois");
  EXPECT_EQ(picks[1].id, u2);
  EXPECT_EQ(picks[1].label, "Battery A (1st Brigade)");
  EXPECT_EQ(picks[2].label, "Battery A (2nd Brigade)");
  EXPECT_EQ(picks[3].id, "u-gone");
  EXPECT_EQ(picks[3].label, "u-gone (not in the order of battle)");
  EXPECT_EQ(unitNamesText(doc->scenario(), r.units), "Battery A, u-gone");
}

// The reinforcement schedule's Entry area choices: areas by name, the id only to tell
// apart two with the same name, kind and side, or one the map lacks (#39 item 8).
TEST(OobEditing, AreaPicksNameTheMapsAreas) {
  auto doc = testing::testDocument();
  const auto area = [&](std::string id, std::string name, std::string kind, std::string side) {
    model::NamedArea a;
    a.id = model::AreaId{id};
    a.name = std::move(name);
    a.kind = std::move(kind);
    a.side = std::move(side);
    doc->execute(std::make_unique<model::SetArea>(id, a));
  };
  area("a-1", "Union Entry", "entry", "union");
  area("a-2", "Ford", "entry", "union");
  area("a-3", "Ford", "setup", "union");
  area("a-4", "", "entry", "");
  area("a-5", "Mill", "entry", "");
  area("a-6", "Mill", "entry", "");
  model::Reinforcement r;
  r.id = model::ReinforcementId{"r-1"};
  r.entryArea = model::AreaId{"a-gone"};
  doc->execute(std::make_unique<model::SetReinforcement>("r-1", r));
  const auto picks = areaPicks(doc->scenario());
  std::vector<std::string> labels;
  for (const auto& p : picks) labels.push_back(p.label);
  EXPECT_EQ(labels, (std::vector<std::string>{"Union Entry", "Ford (entry, union)", "Ford (setup, union)", "a-4",
                                              "Mill (entry) a-5", "Mill (entry) a-6", "a-gone (not on the map)"}));
  EXPECT_EQ(picks[1].id, "a-2");
}

TEST(OobEditing, AttributesAreCheckedAgainstTheSchema) {
  const auto r = testing::testRuleset();
  const auto& defs = r.findUnitType("infantry")->attributes;
  const auto* strength = model::findAttribute(defs, "strength");
  const auto* weapon = model::findAttribute(defs, "weapon");
  EXPECT_FALSE(checkAttribute(*strength, "7"));
  EXPECT_EQ(*checkAttribute(*strength, "13"), "strength must be at most 12");
  EXPECT_EQ(*checkAttribute(*strength, "0"), "strength must be at least 1");
  EXPECT_EQ(*checkAttribute(*strength, "7.5"), "strength must be a whole number, not '7.5'");
  EXPECT_EQ(*checkAttribute(*strength, ""), "strength is required");
  EXPECT_FALSE(checkAttribute(*weapon, "R"));
  EXPECT_EQ(*checkAttribute(*weapon, "X"), "weapon must be one of M, R");
}

TEST(OobEditing, PasteRowsFromASpreadsheet) {
  auto doc = testDocument();
  const auto brigade = addFormation(*doc, "union", "");
  const std::string text =
      "Name\tStrength\tMorale\tWeapon\n"
      "8th Illinois\t6\t5\tR\n"
      "\"18th Illinois, Co. A\"\t4\t\tM\n"
      "Bad Row\t99\t5\tR\n"
      "11th Iowa\t5\t4\tX\n";
  const PasteResult r = pasteUnits(*doc, "union", brigade, text);
  ASSERT_EQ(r.added.size(), 2u);
  ASSERT_EQ(r.errors.size(), 2u);
  EXPECT_EQ(r.errors[0], "row 4: strength must be at most 12");
  EXPECT_EQ(r.errors[1], "row 5: weapon must be one of M, R");
  const auto* u = doc->scenario().oob.findUnit(model::UnitId{r.added[1]});
  ASSERT_NE(u, nullptr);
  EXPECT_EQ(u->name, "18th Illinois, Co. A");
  EXPECT_EQ(model::intAttribute(u->attributes, "strength"), 4);
  EXPECT_FALSE(u->attributes.count("morale"));  // empty: unknown
  EXPECT_EQ(u->formation->value, brigade);
  EXPECT_EQ(doc->history().undoLabel(), "Paste 2 Units");
  // Without a header: name, type, then the type's attributes; commas work too.
  const PasteResult r2 = pasteUnits(*doc, "union", brigade, "12th Iowa,infantry,3,6,M\n");
  ASSERT_EQ(r2.added.size(), 1u);
  EXPECT_EQ(model::intAttribute(doc->scenario().oob.findUnit(model::UnitId{r2.added[0]})->attributes, "morale"), 6);
}

TEST(Properties, UnitRowsComeFromTheSchema) {
  auto doc = testDocument();
  const auto brigade = addFormation(*doc, "union", "");
  const auto unit = addUnit(*doc, "union", brigade);
  const auto rows = propertiesFor(*doc, Selection::of(Selection::Kind::Unit, unit));
  const auto* strength = findRow(rows, "attr:strength");
  ASSERT_NE(strength, nullptr);
  EXPECT_EQ(strength->kind, PropertyRow::Kind::Integer);
  EXPECT_TRUE(strength->required);
  EXPECT_EQ(*strength->max, 12);
  const auto* weapon = findRow(rows, "attr:weapon");
  ASSERT_NE(weapon, nullptr);
  EXPECT_EQ(weapon->kind, PropertyRow::Kind::Choice);
  EXPECT_EQ(weapon->choices, (std::vector<std::string>{"", "M", "R"}));
  ASSERT_NE(findRow(rows, "type"), nullptr);
  EXPECT_EQ(findRow(rows, "id")->kind, PropertyRow::Kind::ReadOnly);
}

TEST(Properties, SettingAValueIsOneUndoStepAndBadValuesAreRefused) {
  auto doc = testDocument();
  const auto unit = addUnit(*doc, "union", "");
  const auto sel = Selection::of(Selection::Kind::Unit, unit);
  const std::size_t steps = doc->history().size();
  EXPECT_EQ(*setProperty(*doc, sel, "attr:strength", "40"), "strength must be at most 12");
  EXPECT_EQ(doc->history().size(), steps);
  EXPECT_FALSE(setProperty(*doc, sel, "attr:strength", "8"));
  EXPECT_EQ(model::intAttribute(doc->scenario().oob.findUnit(model::UnitId{unit})->attributes, "strength"), 8);
  EXPECT_EQ(doc->history().size(), steps + 1);
  EXPECT_FALSE(setProperty(*doc, sel, "name", "8th Illinois"));
  EXPECT_EQ(doc->scenario().oob.findUnit(model::UnitId{unit})->name, "8th Illinois");
  EXPECT_EQ(*setProperty(*doc, sel, "name", ""), "Name is required");
  // Placement by printed hex number.
  EXPECT_FALSE(setProperty(*doc, sel, "placement.hex", "0304"));
  ASSERT_NE(doc->scenario().placementOf(model::UnitId{unit}), nullptr);
  EXPECT_EQ(hexLabel(doc->scenario(), *doc->scenario().placementOf(model::UnitId{unit})->hex), "0304");
  EXPECT_TRUE(setProperty(*doc, sel, "placement.hex", "9999").has_value());
  doc->undo();
  EXPECT_EQ(doc->scenario().placementOf(model::UnitId{unit}), nullptr);
}

TEST(Properties, HexAndHexsideRows) {
  auto doc = testDocument();
  const auto h = hexAtOffset(*doc, 2, 2);
  const auto hexSel = Selection::ofHex(h);
  auto rows = propertiesFor(*doc, hexSel);
  EXPECT_EQ(findRow(rows, "terrain")->choices, (std::vector<std::string>{"clear", "woods", "marsh"}));
  EXPECT_EQ(*findRow(rows, "elevation")->max, 3);
  EXPECT_EQ(*checkProperty(*findRow(rows, "elevation"), "4"), "Elevation must be at most 3");
  EXPECT_FALSE(setProperty(*doc, hexSel, "terrain", "woods"));
  EXPECT_EQ(doc->scenario().map.terrainAt(h), "woods");
  EXPECT_FALSE(setProperty(*doc, hexSel, "feature:camp", "true"));
  rows = propertiesFor(*doc, hexSel);
  ASSERT_NE(findRow(rows, "feature:camp:owner"), nullptr);
  EXPECT_FALSE(setProperty(*doc, hexSel, "feature:camp:owner", "confederate"));
  EXPECT_EQ(model::textAttribute(doc->scenario().map.featuresAt(h)->at(0).attributes, "owner"), "confederate");

  const auto side = model::hexside(h, 1);
  const auto sideSel = Selection::ofHexside(side);
  EXPECT_FALSE(setProperty(*doc, sideSel, "hexside:slope", "true"));
  rows = propertiesFor(*doc, sideSel);
  const auto* toward = findRow(rows, "hexside:slope:toward");
  ASSERT_NE(toward, nullptr);
  EXPECT_EQ(toward->choices.size(), 3u);
  EXPECT_FALSE(setProperty(*doc, sideSel, "hexside:slope:toward", toward->choices[2]));
  EXPECT_EQ(*doc->scenario().map.featuresAt(side)->at(0).toward, model::neighbor(h, 1));
}

TEST(Properties, ScenarioRows) {
  auto doc = testDocument();
  const auto sel = Selection::of(Selection::Kind::Scenario, {});
  EXPECT_FALSE(setProperty(*doc, sel, "title", "Shiloh, First Day"));
  EXPECT_EQ(doc->scenario().title, "Shiloh, First Day");
  EXPECT_FALSE(setProperty(*doc, sel, "lastTurn", "12"));
  EXPECT_EQ(doc->scenario().turns.lastTurn, 12);
  EXPECT_EQ(*setProperty(*doc, sel, "lastTurn", "x"), "Last turn must be a whole number");
}

TEST(DeleteSelection, PlacedUnitsLeaveTheMapFirst) {
  auto doc = testDocument();
  const auto unit = addUnit(*doc, "union", "");
  doc->execute(placeUnitCommand(doc->scenario(), unit, hexAtOffset(*doc, 1, 1)));
  doc->select(Selection::of(Selection::Kind::Unit, unit));
  EXPECT_TRUE(deleteSelection(*doc));
  EXPECT_EQ(doc->scenario().placementOf(model::UnitId{unit}), nullptr);
  EXPECT_NE(doc->scenario().oob.findUnit(model::UnitId{unit}), nullptr);
  EXPECT_TRUE(deleteSelection(*doc));
  EXPECT_EQ(doc->scenario().oob.findUnit(model::UnitId{unit}), nullptr);
}

}  // namespace
}  // namespace hexwright::editor
