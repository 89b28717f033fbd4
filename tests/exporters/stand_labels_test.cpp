// Dress on the Colors counters: a label per stand at the base size the rulebook states,
// read back from the PDF (sizes from the cut lines, numbers and quality from the text).
#include <gtest/gtest.h>

#include <regex>

#include "exporters/print/export_inputs.h"
#include "fixtures.h"
#include "pdf_content.h"

namespace hexwright::exporters {
namespace {

TEST(StandLabels, OneLabelPerStandAtTheRulebookBaseSize) {
  const std::string bundle = std::string(HEXWRIGHT_SOURCE_DIR) + "/scenarios/dress-on-the-colors.hexw";
  model::Diagnostics d;
  const auto in = loadExportInputs(bundle, d);
  ASSERT_TRUE(in && in->ruleset);
  // Numbered labels expected from the bundle and schema: the stands of every unit
  // whose type states a base size.
  int expectedNumbered = 0, unsized = 0;
  for (const auto& u : in->scenario.oob.units) {
    const auto* t = in->ruleset->findUnitType(u.type);
    if (!t || !t->baseWidthInches.known()) {
      ++unsized;
      continue;
    }
    if (t->isLeader) continue;  // one label, no stand number
    expectedNumbered += static_cast<int>(model::intAttribute(u.attributes, "stands").value_or(1));
  }
  ASSERT_GT(unsized, 0);  // artillery: base size not stated
  const auto out = testing::tempDir("stands") / "stands.pdf";
  int status = 0;
  const std::string log = testing::run(
      std::string("'") + HEXWRIGHT_CLI + "' export counters '" + bundle + "' -o '" + out.string() + "' 2>&1", &status);
  ASSERT_EQ(status, 0) << log;
  EXPECT_NE(log.find("stand labels at base size"), std::string::npos) << log;
  EXPECT_NE(log.find("does not state the base size"), std::string::npos) << log;  // the artillery warning

  int numbered = 0;
  bool veteranOrRegular = false, infantryBase = false, commanderBase = false;
  const std::regex standNumber(R"(\d+/\d+)");
  for (const auto& page : testing::readPdf(out)) {
    for (const auto& t : page.texts) {
      if (std::regex_match(t.text, standNumber)) ++numbered;
      veteranOrRegular = veteranOrRegular || t.text == "Veteran" || t.text == "Regular";
    }
    for (const auto& s : page.strokes) {
      const double len = length(s.b - s.a);
      // Infantry: 1.0 in frontage, 0.75 in deep (the smaller stated depth, RULE-00-3.2).
      infantryBase = infantryBase || std::abs(len - 0.75 * 25.4) < 0.01;
      // Division commander: 1.5 in (RULE-07-4.1).
      commanderBase = commanderBase || std::abs(len - 1.5 * 25.4) < 0.01;
    }
  }
  EXPECT_EQ(numbered, expectedNumbered);
  EXPECT_TRUE(veteranOrRegular);
  EXPECT_TRUE(infantryBase);
  EXPECT_EQ(commanderBase, std::any_of(in->scenario.oob.units.begin(), in->scenario.oob.units.end(),
                                       [](const model::Unit& u) { return u.type == "division-commander"; }));
}

}  // namespace
}  // namespace hexwright::exporters
