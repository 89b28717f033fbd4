// The scenario's own rows in the property grid: the first active side and the deployment
// order (Dress on the Colors SCEN-10-3.1 has every scenario state them) are set as one
// undo step each, and an order naming an unknown side, or a side twice, is refused.
// GUI-free.
#include <gtest/gtest.h>

#include "editor/core/properties.h"
#include "editor_fixture.h"

namespace hexwright::editor {
namespace {

using testing::testDocument;

const Selection kScenario = Selection::of(Selection::Kind::Scenario, "");

const PropertyRow* findRow(const std::vector<PropertyRow>& rows, const std::string& key) {
  for (const auto& r : rows)
    if (r.key == key) return &r;
  return nullptr;
}

TEST(ScenarioProperties, FirstActiveSideIsAChoiceOfTheScenariosSides) {
  auto doc = testDocument();
  const auto rows = propertiesFor(*doc, kScenario);
  const PropertyRow* active = findRow(rows, "firstActiveSide");
  ASSERT_NE(active, nullptr);
  EXPECT_EQ(active->kind, PropertyRow::Kind::Choice);
  EXPECT_EQ(active->value, "");
  EXPECT_EQ(active->choices, (std::vector<std::string>{"", "union", "confederate"}));

  ASSERT_FALSE(setProperty(*doc, kScenario, "firstActiveSide", "confederate").has_value());
  EXPECT_EQ(doc->scenario().firstActiveSide, model::SideId{"confederate"});
  EXPECT_EQ(findRow(propertiesFor(*doc, kScenario), "firstActiveSide")->value, "confederate");
  EXPECT_TRUE(setProperty(*doc, kScenario, "firstActiveSide", "rebels").has_value());  // not a choice
  EXPECT_EQ(doc->scenario().firstActiveSide, model::SideId{"confederate"});
  ASSERT_FALSE(setProperty(*doc, kScenario, "firstActiveSide", "").has_value());  // (none)
  EXPECT_FALSE(doc->scenario().firstActiveSide.has_value());
  doc->undo();
  EXPECT_EQ(doc->scenario().firstActiveSide, model::SideId{"confederate"});
  doc->undo();
  EXPECT_FALSE(doc->scenario().firstActiveSide.has_value());
}

TEST(ScenarioProperties, DeploymentOrderIsSideIdsInOrderEachOnce) {
  auto doc = testDocument();
  ASSERT_FALSE(setProperty(*doc, kScenario, "deploymentOrder", "confederate union").has_value());
  EXPECT_EQ(doc->scenario().deploymentOrder,
            (std::vector<model::SideId>{model::SideId{"confederate"}, model::SideId{"union"}}));
  EXPECT_EQ(findRow(propertiesFor(*doc, kScenario), "deploymentOrder")->value, "confederate union");

  const auto unknown = setProperty(*doc, kScenario, "deploymentOrder", "union rebels");
  ASSERT_TRUE(unknown.has_value());
  EXPECT_NE(unknown->find("'rebels' is not a side"), std::string::npos) << *unknown;
  const auto twice = setProperty(*doc, kScenario, "deploymentOrder", "union union");
  ASSERT_TRUE(twice.has_value());
  EXPECT_NE(twice->find("listed twice"), std::string::npos) << *twice;
  EXPECT_EQ(doc->scenario().deploymentOrder.size(), 2u);

  ASSERT_FALSE(setProperty(*doc, kScenario, "deploymentOrder", "").has_value());
  EXPECT_TRUE(doc->scenario().deploymentOrder.empty());
  doc->undo();
  EXPECT_EQ(doc->scenario().deploymentOrder.front(), model::SideId{"confederate"});
  doc->undo();
  EXPECT_TRUE(doc->scenario().deploymentOrder.empty());
}

}  // namespace
}  // namespace hexwright::editor
