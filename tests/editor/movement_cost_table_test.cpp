// The Movement Costs table: the rulebook's costs read-only with their rule, the
// designer's typed into the rest, a bad text refused with its row and class, and OK one
// undo step.
#include "editor/core/movement_cost_table.h"

#include <gtest/gtest.h>

#include "editor/core/document.h"
#include "model/io/ruleset_reader.h"
#include "model/scenario/new_scenario.h"

namespace hexwright::editor {
namespace {

struct Fixture {
  std::unique_ptr<Document> doc;
  Fixture() {
    model::Diagnostics d;
    const auto r = io::loadRulesetById("hell-before-night", d);
    model::NewScenarioOptions o;
    o.columns = 6;
    o.rows = 5;
    doc = Document::create(*r, o);
    doc->setValidator({});
  }
  MovementCostCell* cell(MovementCostTable& t, const std::string& type, const std::string& mobility) {
    for (auto& row : t.rows)
      if (row.type == type)
        for (std::size_t c = 0; c < t.classes.size(); ++c)
          if (t.classes[c] == mobility) return &row.cells[c];
    return nullptr;
  }
};

TEST(MovementCostTable, RowsForEveryTypeColumnsForEveryClassStatedCostsCarryTheirRule) {
  Fixture f;
  auto t = buildMovementCostTable(f.doc->ruleset(), f.doc->scenario());
  EXPECT_EQ(t.classes.size(), f.doc->ruleset().mobilityClasses.size());
  EXPECT_EQ(t.rows.size(),
            f.doc->ruleset().terrain.size() + f.doc->ruleset().hexsides.size() + f.doc->ruleset().routes.size());
  std::size_t stated = 0;
  for (const auto& row : t.rows)
    for (const auto& c : row.cells)
      if (c.stated) {
        ++stated;
        EXPECT_FALSE(c.text.empty());
      }
  EXPECT_GT(stated, 0u);
  EXPECT_GT(t.unknownCount(), 0u);
}

TEST(MovementCostTable, TypedCostsBecomeTheScenariosInOneUndoStepAndABadOneIsNamed) {
  Fixture f;
  auto t = buildMovementCostTable(f.doc->ruleset(), f.doc->scenario());
  MovementCostCell* open = nullptr;
  std::string type, mobility;
  for (auto& row : t.rows)
    for (std::size_t c = 0; c < t.classes.size() && !open; ++c)
      if (!row.cells[c].stated) open = &row.cells[c], type = row.type, mobility = t.classes[c];
  ASSERT_NE(open, nullptr);
  open->text = "two";
  std::string error;
  EXPECT_FALSE(designerCosts(t, f.doc->scenario(), error));
  EXPECT_NE(error.find("'two' is not a cost"), std::string::npos) << error;
  open->text = "2";
  auto costs = designerCosts(t, f.doc->scenario(), error);
  ASSERT_TRUE(costs);
  ASSERT_EQ(costs->size(), 1u);
  f.doc->execute(setMovementCostsCommand(*costs));
  const auto* set = f.doc->scenario().movementCost((*costs)[0].on, type, mobility);
  ASSERT_NE(set, nullptr);
  EXPECT_EQ(set->cost.text(), "2");
  // The table shows it back; undo takes it away.
  auto again = buildMovementCostTable(f.doc->ruleset(), f.doc->scenario());
  EXPECT_EQ(f.cell(again, type, mobility)->text, "2");
  f.doc->undo();
  EXPECT_TRUE(f.doc->scenario().movementCosts.empty());
}

}  // namespace
}  // namespace hexwright::editor
