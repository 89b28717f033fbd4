// Undo, redo, merging, labels and the clean state, checked on the model itself.
#include "model/edit/history.h"

#include <gtest/gtest.h>

#include "model/edit/entity_commands.h"
#include "model/edit/hex_commands.h"
#include "model/edit/transaction.h"

namespace hexwright::model {
namespace {

Scenario smallScenario() {
  Scenario s;
  s.rulesetId = "hell-before-night";
  s.sides = {Side{SideId{"union"}, "Union"}};
  HexGrid grid;
  grid.columns = 6;
  grid.rows = 5;
  s.map.resetGrid(grid, "clear");
  return s;
}

HexCoord at(const Scenario& s, int col, int row) {
  return fromOffset({col, row}, s.map.grid().convention.orientation, s.map.grid().convention.shove);
}

TEST(History, UndoRedoRestoresTerrain) {
  Scenario s = smallScenario();
  const Scenario original = s;
  History h;
  h.push(s, std::make_unique<SetTerrain>(std::vector{at(s, 1, 1)}, "heavy-woods"));
  EXPECT_EQ(s.map.terrainAt(at(s, 1, 1)), "heavy-woods");
  const Scenario applied = s;
  h.undo(s);
  EXPECT_EQ(s, original);
  h.redo(s);
  EXPECT_EQ(s, applied);
  EXPECT_EQ(h.undoLabel(), "Paint Terrain: heavy-woods");
}

TEST(History, DragStrokeMergesIntoOneStep) {
  Scenario s = smallScenario();
  const Scenario original = s;
  History h;
  h.push(s, std::make_unique<SetTerrain>(std::vector{at(s, 0, 0)}, "thicket"));
  for (int c = 1; c < 5; ++c) h.push(s, std::make_unique<SetTerrain>(std::vector{at(s, c, 0)}, "thicket"), true);
  EXPECT_EQ(h.size(), 1u);
  for (int c = 0; c < 5; ++c) EXPECT_EQ(s.map.terrainAt(at(s, c, 0)), "thicket");
  h.undo(s);
  EXPECT_EQ(s, original);
}

TEST(History, MergeKeepsTheValueFromBeforeTheStroke) {
  Scenario s = smallScenario();
  s.map.setTerrain(at(s, 2, 2), "morass");
  const Scenario original = s;
  History h;
  h.push(s, std::make_unique<SetTerrain>(std::vector{at(s, 2, 2)}, "stream"));
  // Painting over the same hex again in the stroke must not capture "stream" as "before".
  h.push(s, std::make_unique<SetTerrain>(std::vector{at(s, 2, 2), at(s, 3, 2)}, "stream"), true);
  h.undo(s);
  EXPECT_EQ(s, original);
}

TEST(History, DifferentValuesDoNotMerge) {
  Scenario s = smallScenario();
  History h;
  h.push(s, std::make_unique<SetTerrain>(std::vector{at(s, 0, 0)}, "thicket"));
  h.push(s, std::make_unique<SetTerrain>(std::vector{at(s, 1, 0)}, "stream"), true);
  EXPECT_EQ(h.size(), 2u);
}

TEST(History, CleanStateFollowsUndoAndRedo) {
  Scenario s = smallScenario();
  History h;
  EXPECT_TRUE(h.isClean());
  h.push(s, std::make_unique<SetElevation>(std::vector{at(s, 0, 0)}, 2));
  EXPECT_FALSE(h.isClean());
  h.setClean();
  EXPECT_TRUE(h.isClean());
  h.undo(s);
  EXPECT_FALSE(h.isClean());
  h.redo(s);
  EXPECT_TRUE(h.isClean());
  // A new edit after undo makes the saved state unreachable.
  h.undo(s);
  h.push(s, std::make_unique<SetElevation>(std::vector{at(s, 0, 0)}, 3));
  EXPECT_FALSE(h.isClean());
  h.undo(s);
  EXPECT_FALSE(h.isClean());
}

TEST(History, NoMergeIntoTheSavedStep) {
  Scenario s = smallScenario();
  History h;
  h.push(s, std::make_unique<SetTerrain>(std::vector{at(s, 0, 0)}, "thicket"));
  h.setClean();
  h.push(s, std::make_unique<SetTerrain>(std::vector{at(s, 1, 0)}, "thicket"), true);
  EXPECT_EQ(h.size(), 2u);
  EXPECT_FALSE(h.isClean());
}

TEST(History, ListenerHearsWhatChanged) {
  Scenario s = smallScenario();
  History h;
  std::vector<ChangeSet> heard;
  h.setListener([&](const ChangeSet& c) { heard.push_back(c); });
  h.push(s, std::make_unique<SetTerrain>(std::vector{at(s, 4, 4)}, "thicket"));
  h.undo(s);
  ASSERT_EQ(heard.size(), 2u);
  EXPECT_EQ(heard[0].kinds, kChangeTerrain);
  ASSERT_EQ(heard[1].hexes.size(), 1u);
  EXPECT_EQ(heard[1].hexes[0], at(s, 4, 4));
}

TEST(Transaction, CommitIsOneUndoStep) {
  Scenario s = smallScenario();
  const Scenario original = s;
  History h;
  {
    Transaction tx(h, s, "Place brigade");
    tx.add(std::make_unique<SetUnit>(
        "u1", Unit{UnitId{"u1"}, "8th Illinois", "8 Ill", "infantry", SideId{"union"}, std::nullopt, {}, {}, {}}));
    tx.add(std::make_unique<SetPlacement>(
        "u1", Placement{UnitId{"u1"}, at(s, 2, 3), std::nullopt, std::nullopt, 1, std::nullopt, "line"}));
    tx.commit();
  }
  EXPECT_EQ(h.size(), 1u);
  EXPECT_EQ(h.undoLabel(), "Place brigade");
  ASSERT_NE(s.placementOf(UnitId{"u1"}), nullptr);
  h.undo(s);
  EXPECT_EQ(s, original);
}

TEST(Transaction, UncommittedTransactionRollsBack) {
  Scenario s = smallScenario();
  const Scenario original = s;
  History h;
  try {
    Transaction tx(h, s, "Paint");
    tx.add(std::make_unique<SetTerrain>(std::vector{at(s, 0, 0)}, "thicket"));
    throw std::runtime_error("gesture cancelled");
  } catch (const std::runtime_error&) {
  }
  EXPECT_EQ(s, original);
  EXPECT_EQ(h.size(), 0u);
}

TEST(SetEntity, RemoveThenUndoRestoresPosition) {
  Scenario s = smallScenario();
  for (const char* id : {"a", "b", "c"})
    s.oob.units.push_back(Unit{UnitId{id}, id, id, "infantry", SideId{"union"}, std::nullopt, {}, {}, {}});
  const Scenario original = s;
  History h;
  h.push(s, std::make_unique<SetUnit>("b", std::nullopt));
  ASSERT_EQ(s.oob.units.size(), 2u);
  EXPECT_EQ(h.undoLabel(), "Remove Unit: b");
  h.undo(s);
  EXPECT_EQ(s, original);
}

// Labels name what they change (issue #39 item 8): the element's name, its id only when
// it has none.
TEST(SetEntity, LabelsSayAddAndEdit) {
  Scenario s = smallScenario();
  History h;
  Route road{RouteId{"r1"}, "road", "Corinth Road", {at(s, 0, 0), at(s, 1, 0)}};
  h.push(s, std::make_unique<SetRoute>("r1", road));
  EXPECT_EQ(h.undoLabel(), "Add Route: Corinth Road");
  road.name = "Hamburg-Savannah Road";
  h.push(s, std::make_unique<SetRoute>("r1", road));
  EXPECT_EQ(h.undoLabel(), "Edit Route: Hamburg-Savannah Road");
  EXPECT_EQ(s.map.routes.at(0).name, "Hamburg-Savannah Road");
  road.name.clear();
  h.push(s, std::make_unique<SetRoute>("r1", road));
  EXPECT_EQ(h.undoLabel(), "Edit Route: r1");
}

TEST(SetEntity, UnitFormationAndPlacementLabelsNameTheUnit) {
  Scenario s = smallScenario();
  s.oob.formations.push_back(Formation{FormationId{"f-gladden"},
                                       "Gladden's Brigade",
                                       "brigade",
                                       SideId{"union"},
                                       std::nullopt,
                                       std::nullopt,
                                       "",
                                       {},
                                       {}});
  s.oob.units.push_back(Unit{UnitId{"u-confederate-brig-gen-adley-gladden"},
                             "Brig. Gen. Adley Gladden",
                             "Gladden",
                             "leader",
                             SideId{"union"},
                             FormationId{"f-gladden"},
                             {},
                             {},
                             {}});
  s.oob.units.push_back(Unit{UnitId{"u-5"}, "", "", "infantry", SideId{"union"}, FormationId{"f-gladden"}, {}, {}, {}});
  History h;
  Placement p;
  p.unit = UnitId{"u-confederate-brig-gen-adley-gladden"};
  p.hex = at(s, 1, 1);
  h.push(s, std::make_unique<SetPlacement>(p.unit.value, p));
  EXPECT_EQ(h.undoLabel(), "Add Placement: Brig. Gen. Adley Gladden");
  h.push(s, std::make_unique<SetPlacement>(p.unit.value, std::nullopt));
  EXPECT_EQ(h.undoLabel(), "Remove Placement: Brig. Gen. Adley Gladden");
  p.unit = UnitId{"u-5"};
  h.push(s, std::make_unique<SetPlacement>("u-5", p));
  EXPECT_EQ(h.undoLabel(), "Add Placement: u-5");  // no name: the id
  h.push(s, std::make_unique<SetFormation>("f-gladden", std::nullopt));
  EXPECT_EQ(h.undoLabel(), "Remove Formation: Gladden's Brigade");
  h.push(s, std::make_unique<SetUnit>("u-confederate-brig-gen-adley-gladden", std::nullopt));
  EXPECT_EQ(h.undoLabel(), "Remove Unit: Brig. Gen. Adley Gladden");
  // Undo and redo keep the label.
  h.undo(s);
  EXPECT_EQ(h.redoLabel(), "Remove Unit: Brig. Gen. Adley Gladden");
  h.redo(s);
  EXPECT_EQ(h.undoLabel(), "Remove Unit: Brig. Gen. Adley Gladden");
}

TEST(SetFeatureSet, EmptySetRemovesTheKey) {
  Scenario s = smallScenario();
  const HexsideKey side = hexside(at(s, 2, 2), 4);
  History h;
  h.push(s, std::make_unique<SetHexsideFeatures>(side, std::vector{HexsideFeature{"creek", std::nullopt, {}}},
                                                 "Add creek"));
  EXPECT_EQ(s.map.hexsideFeatures.count(side), 1u);
  h.push(s, std::make_unique<SetHexsideFeatures>(side, std::vector<HexsideFeature>{}, "Clear hexside"));
  EXPECT_EQ(s.map.hexsideFeatures.count(side), 0u);
  h.undo(s);
  ASSERT_EQ(s.map.hexsideFeatures.count(side), 1u);
  EXPECT_EQ(s.map.hexsideFeatures.at(side).at(0).type, "creek");
}

TEST(SetField, ReplacesAndRestoresAWholeField) {
  Scenario s = smallScenario();
  History h;
  h.push(s, std::make_unique<SetField<std::string>>("Set Title", &fields::title, "Shiloh", kChangeProperties));
  EXPECT_EQ(s.title, "Shiloh");
  h.undo(s);
  EXPECT_EQ(s.title, "");
}

}  // namespace
}  // namespace hexwright::model
