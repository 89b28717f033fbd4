// The scenario's set-up and arrival instructions in the editor (issue 35): a unit's
// properties say where it must start or enter, with the rule; a placement against them is
// flagged as it is made; a state the rulebook keeps for another kind of unit is offered
// disabled with its rule. GUI-free, on copies of the committed samples.
#include <gtest/gtest.h>

#include <filesystem>

#include "editor/core/document.h"
#include "editor/core/editing.h"
#include "editor/core/properties.h"
#include "model/io/bundle_with_ruleset.h"

namespace hexwright::editor {
namespace {

namespace fs = std::filesystem;

std::unique_ptr<Document> sampleDocument(const std::string& name) {
  const fs::path path = fs::path(HEXWRIGHT_SOURCE_DIR) / "scenarios" / (name + ".hexw");
  model::Diagnostics loaded;
  auto in = io::loadBundleWithRuleset(path, loaded);
  if (!in || !in->ruleset) return nullptr;
  return std::make_unique<Document>(in->scenario, *in->ruleset, path);
}

std::vector<std::string> instructionValues(const Document& doc, const std::string& unit) {
  std::vector<std::string> out;
  for (const PropertyRow& r : propertiesFor(doc, Selection::of(Selection::Kind::Unit, unit)))
    if (r.key.rfind("instruction.", 0) == 0) out.push_back(r.label + ": " + r.value);
  return out;
}

bool anyContains(const std::vector<std::string>& items, const std::string& text) {
  for (const auto& i : items)
    if (i.find(text) != std::string::npos) return true;
  return false;
}

model::HexCoord at(const Document& doc, const std::string& label) {
  return model::parseLabel(label, doc.scenario().map.grid().convention).value_or(model::HexCoord{});
}

TEST(UnitInstructionsInTheEditor, PropertiesSayWhereAUnitStartsAndWhereItEnters) {
  auto doc = sampleDocument("unconditional-surrender");
  ASSERT_NE(doc, nullptr);
  const auto grant = instructionValues(*doc, "usa-grant");
  EXPECT_TRUE(anyContains(grant, "Set-up: is not on the map at the start; arrives on turn 6 or later"));
  EXPECT_TRUE(anyContains(grant, "Arrival: enters at hex 2125"));
  EXPECT_TRUE(anyContains(grant, "14.3 A")) << grant.front();
  const auto regiment = instructionValues(*doc, "csa-49-tenn");
  EXPECT_TRUE(
      anyContains(regiment, "starts in area fort-donelson of its side (Unconditional Surrender 12.0 C 14.2 A)"));
  EXPECT_FALSE(anyContains(regiment, "BROKEN"));
}

TEST(UnitInstructionsInTheEditor, APlacementAgainstItsInstructionIsFlaggedAsItIsMade) {
  auto doc = sampleDocument("bloody-april");
  ASSERT_NE(doc, nullptr);
  const std::string gladden = "u-confederate-brig-gen-adley-gladden";  // 29.6: with or beside the table's units
  EXPECT_EQ(placeUnitAndCheck(*doc, gladden, at(*doc, "A1309")), "");
  const std::string flag = placeUnitAndCheck(*doc, gladden, at(*doc, "A3030"));
  EXPECT_NE(flag.find("Brig. Gen. Adley Gladden breaks its set-up instructions"), std::string::npos) << flag;
  EXPECT_NE(flag.find("[setup.hex.required]"), std::string::npos) << flag;
  EXPECT_TRUE(anyContains(instructionValues(*doc, gladden), "BROKEN: starts in a hex with hexes A0905"));
  doc->undo();  // one edit, one undo: back beside the 3rd Mississippi
  EXPECT_EQ(instructionFlag(*doc, gladden), "");
}

TEST(UnitInstructionsInTheEditor, AStateKeptForAnotherKindOfUnitIsOfferedDisabled) {
  auto doc = sampleDocument("dress-on-the-colors");
  ASSERT_NE(doc, nullptr);
  const Selection regiment = Selection::of(Selection::Kind::Unit, "usa-2-wis");
  ASSERT_NE(doc->scenario().placementOf(model::UnitId{"usa-2-wis"}), nullptr);
  const auto rows = propertiesFor(*doc, regiment);
  const PropertyRow* state = nullptr;
  for (const auto& r : rows)
    if (r.key == "placement.state") state = &r;
  ASSERT_NE(state, nullptr);
  std::string why = "(not listed)";
  for (std::size_t i = 0; i < state->choices.size(); ++i)
    if (state->choices[i] == "skirmish") why = state->choiceWhyNot[i];
  EXPECT_NE(why.find("Dress on the Colors RULE-02-4.4 OPT-10-8"), std::string::npos) << why;
  // RULE-02-4.4: a whole regiment may not start in skirmish order; the edit is refused.
  EXPECT_TRUE(setProperty(*doc, regiment, "placement.state", "skirmish").has_value());
  EXPECT_FALSE(setProperty(*doc, regiment, "placement.state", "line-of-battle").has_value());
}

}  // namespace
}  // namespace hexwright::editor
