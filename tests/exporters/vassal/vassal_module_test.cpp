// Items (a), (d) and the archive of the VASSAL export: every element and attribute of
// buildFile.xml is one VASSAL 3.7.26 reads (vassal_reference.cpp lists them with the
// source file of each class), the maps carry the components pieces need, and the archive
// read back with libzip + pugixml (vassal_reader.cpp) is complete and deterministic.
#include "exporters/vassal/vassal_module.h"

#include <gtest/gtest.h>

#include <fstream>
#include <set>

#include "exporters/fixtures.h"
#include "exporters/vassal/vassal_export.h"
#include "exporters/vassal/vassal_fixture.h"
#include "exporters/vassal/vassal_reference.h"
#include "model/core/progress.h"

namespace hexwright::vassal_test {
namespace {

class VassalModule : public ::testing::Test {
 protected:
  void SetUp() override {
    dir = exporters::testing::tempDir("vassal-module");
    module = exportAndRead(piecesScenario(), piecesRuleset(), dir / "a.vmod");
    ASSERT_TRUE(module);
  }
  std::filesystem::path dir;
  std::optional<Module> module;
};

TEST_F(VassalModule, EveryElementAndAttributeIsOneVassalReads) {
  const pugi::xml_node root = module->buildFile().document_element();
  EXPECT_STREQ(root.name(), "VASSAL.build.GameModule");
  int elements = 0;
  checkVocabulary(root, elements);
  EXPECT_GT(elements, 40);
}

// The dice button rolls what the schema states and nothing else.
TEST(VassalDice, TheStatedDieAndOnlyIt) {
  const auto one = exporters::vassal::parseDice("d6");
  ASSERT_TRUE(one);
  EXPECT_EQ(one->count, 1);
  EXPECT_EQ(one->sides, 6);
  const auto two = exporters::vassal::parseDice("2d10");
  ASSERT_TRUE(two);
  EXPECT_EQ(two->count, 2);
  EXPECT_EQ(two->sides, 10);
  for (const char* bad : {"", "d", "six", "d1", "0d6", "d6+1", "dd6", "1234d6"})
    EXPECT_FALSE(exporters::vassal::parseDice(bad)) << bad;
}

TEST_F(VassalModule, MapsHaveWhatPiecesNeedToMoveStackAndFlip) {
  const auto maps = module->buildFile().select_nodes("/VASSAL.build.GameModule/VASSAL.build.module.Map");
  ASSERT_EQ(maps.size(), 2u);  // the main map and the reinforcement chart
  // Every component VASSAL gives a map it creates (Map.build(null) in VASSAL/build/
  // module/Map.java, 3.8.0-beta1: ForwardToKeyBuffer … Zoomer) and the two its
  // validator marks mandatory (MandatoryComponent: BoardPicker, StackMetrics). Flare,
  // GlobalProperties, SelectionHighlighters and HighlightLastMoved it adds itself when a
  // build file lacks them. And the line-of-sight thread players expect on a hex map.
  expectMapComponents(module->buildFile());
  // The main map starts on its board without asking (BoardPicker's <setup>).
  const std::string setup =
      module->buildFile().select_node("//VASSAL.build.module.map.BoardPicker/setup").node().text().get();
  EXPECT_EQ(setup, "Main MapBoardPicker\tMap\t0\t0");
  // Palettes: per side (tabs), per formation (panels); markers in their own window.
  EXPECT_EQ(module->buildFile()
                .select_nodes("//VASSAL.build.module.PieceWindow[@name='Counters']/"
                              "VASSAL.build.widget.TabWidget/VASSAL.build.widget.ListWidget")
                .size(),
            2u);
  EXPECT_EQ(module->buildFile()
                .select_nodes("//VASSAL.build.widget.ListWidget[@entryName='Union']/"
                              "VASSAL.build.widget.PanelWidget")
                .size(),
            2u);
  EXPECT_TRUE(module->buildFile().select_node("//VASSAL.build.module.PieceWindow[@name='Markers']"));
  // The turn track carries the scenario's turns.
  const auto list = module->buildFile().select_node("//VASSAL.build.module.turn.ListTurnLevel").node();
  EXPECT_EQ(stringToArray(list.attribute("list").value()).size(), 6u);
  EXPECT_STREQ(module->buildFile()
                   .select_node("//VASSAL.build.module.GlobalOptions")
                   .node()
                   .attribute("storeLeadingZeroIntegersAsStrings")
                   .value(),
               "true");
}

TEST_F(VassalModule, ArchiveIsSortedTimestampedAndReadableByASecondReader) {
  std::vector<std::string> names;
  for (const auto& e : module->entries()) names.push_back(e.name);
  EXPECT_TRUE(std::is_sorted(names.begin(), names.end()));
  EXPECT_EQ(names.front(), "buildFile.xml");
  EXPECT_EQ(names.back(), "moduledata");
  const std::int64_t stamp = module->entries().front().mtime;
  for (const auto& e : module->entries()) {
    EXPECT_EQ(e.mtime, stamp) << e.name;
    EXPECT_EQ(e.method, e.name.ends_with(".png") ? 0 : 8) << e.name << ": PNGs stored, XML deflated";
  }
  // 1980-01-01 in any time zone: before 1980-01-03.
  EXPECT_LT(stamp, 315532800 + 2 * 86400);
  const pugi::xml_node data = module->moduleData().child("data");
  EXPECT_STREQ(data.attribute("version").value(), "1");
  EXPECT_STREQ(data.child_value("name"), "Test Battle");
  EXPECT_STREQ(data.child_value("VassalVersion"), "3.7.0");
  EXPECT_STREQ(data.child_value("dateSaved"), "315532800000");
  EXPECT_STREQ(module->buildFile().document_element().attribute("name").value(), "Test Battle");
}

TEST_F(VassalModule, SameScenarioGivesTheSameBytes) {
  const auto again = exportAndRead(piecesScenario(), piecesRuleset(), dir / "b.vmod");
  ASSERT_TRUE(again);
  std::ifstream a(dir / "a.vmod", std::ios::binary), b(dir / "b.vmod", std::ios::binary);
  const std::string bytesA((std::istreambuf_iterator<char>(a)), {}), bytesB((std::istreambuf_iterator<char>(b)), {});
  EXPECT_GT(bytesA.size(), 1000u);
  EXPECT_TRUE(bytesA == bytesB) << "two exports of one scenario differ";
}

TEST(VassalInputs, RefusesWhatCannotBeAModuleAndWritesNothing) {
  const auto dir = exporters::testing::tempDir("vassal-inputs");
  const model::Ruleset r = piecesRuleset();
  auto attempt = [&](const model::Scenario& s, bool allowIncomplete, const std::string& rule) {
    const auto out = dir / "refused.vmod";
    { std::ofstream(out) << "previous"; }
    exporters::vassal::VassalExportOptions o;
    o.allowIncomplete = allowIncomplete;
    model::Diagnostics d;
    model::NullProgress p;
    const auto result = exporters::vassal::exportVassal(s, &r, o, out, d, p);
    EXPECT_FALSE(result) << rule;
    EXPECT_TRUE(d.hasRule(rule)) << rule;
    std::ifstream in(out);
    std::string text((std::istreambuf_iterator<char>(in)), {});
    EXPECT_EQ(text, "previous") << rule << ": the previous file must be untouched";
    std::size_t files = 0;
    for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(dir)) ++files;
    EXPECT_EQ(files, 1u) << rule << ": no temporary file is left behind";
    return d;
  };
  model::Scenario noSetup = piecesScenario();
  noSetup.setup.clear();
  noSetup.reinforcements.clear();
  attempt(noSetup, false, "export.vassal.no-placements");

  const model::Scenario incomplete = exporters::testing::hexScenario(8, 6);  // 18th Illinois lacks morale
  const auto d = attempt(incomplete, false, "export.vassal.counter-values");
  bool named = false;
  for (const auto& item : d.items())
    named = named || (item.location.unit == "u-18il" && item.message.find("morale") != std::string::npos);
  EXPECT_TRUE(named) << "the diagnostic names the unit and the missing value";

  model::Scenario table = exporters::testing::tableScenario();
  table.map.table = {};  // a table of no size
  attempt(table, false, "export.vassal.no-map");

  model::Scenario none = piecesScenario();
  none.oob.units.clear();
  attempt(none, false, "export.vassal.no-units");

  // Cancelled half-way: nothing written either.
  class Cancelling final : public model::ProgressReporter {
   public:
    void report(double fraction, const std::string&) override {
      if (fraction > 0.3) cancel();
    }
  };
  const auto out = dir / "cancelled.vmod";
  exporters::vassal::VassalExportOptions o;
  model::Diagnostics dc;
  Cancelling cancel;
  EXPECT_FALSE(exporters::vassal::exportVassal(piecesScenario(), &r, o, out, dc, cancel));
  EXPECT_TRUE(dc.hasRule("export.cancelled"));
  EXPECT_FALSE(std::filesystem::exists(out));
}

TEST(VassalInputs, DraftExportsIncompleteScenariosWithWarnings) {
  const auto dir = exporters::testing::tempDir("vassal-draft");
  model::Scenario s = exporters::testing::hexScenario(8, 6);
  s.setup.clear();
  s.reinforcements.clear();
  exporters::vassal::VassalExportOptions o;
  o.allowIncomplete = true;
  model::Diagnostics d;
  model::NullProgress p;
  const model::Ruleset r = piecesRuleset();
  const auto result = exporters::vassal::exportVassal(s, &r, o, dir / "draft.vmod", d, p);
  ASSERT_TRUE(result);
  EXPECT_EQ(d.count(model::Severity::Error), 0u);
  EXPECT_TRUE(d.hasRule("export.vassal.no-placements"));
  EXPECT_TRUE(d.hasRule("export.vassal.counter-values"));
  EXPECT_EQ(result->atStartStacks, 0);
  EXPECT_EQ(result->pieces, 8);
}

}  // namespace
}  // namespace hexwright::vassal_test
