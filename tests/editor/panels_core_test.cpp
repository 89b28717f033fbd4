// What the Diagnostics panel lists, what New offers, what an export dialog says, without
// a display.
#include <gtest/gtest.h>

#include "editor/core/diagnostics_filter.h"
#include "editor/core/export_plan.h"
#include "editor/core/new_scenario_plan.h"
#include "editor_fixture.h"
#include "model/io/bundle.h"
#include "model/io/ruleset_reader.h"

namespace hexwright::editor {
namespace {

namespace fs = std::filesystem;

model::Diagnostics mixed() {
  model::Diagnostics d;
  auto add = [&](model::Severity s, const char* rule, const char* message, bool waived) {
    model::Diagnostic x;
    x.severity = s;
    x.rule = rule;
    x.message = message;
    x.waived = waived;
    d.add(x);
  };
  add(model::Severity::Error, "setup.hex.required", "waived error", true);                  // 0
  add(model::Severity::Warning, "map.area.empty", "area North is empty", false);            // 1
  add(model::Severity::Error, "setup.stacking.exceeded", "hex 1809 holds 5 units", false);  // 2
  add(model::Severity::Info, "oob.note", "a note", false);                                  // 3
  add(model::Severity::Ignore, "x.ignored", "never listed", false);                         // 4
  add(model::Severity::Warning, "map.area.empty", "area South is empty", true);             // 5
  return d;
}

TEST(DiagnosticsFilter, LiveProblemsFirstWaivedGroupedAtTheEnd) {
  const auto d = mixed();
  EXPECT_EQ(diagnosticRows(d, {}, {}), (std::vector<std::size_t>{2, 1, 3, 0, 5}));
  DiagnosticsFilter f;
  f.showWaived = false;
  EXPECT_EQ(diagnosticRows(d, f, {}), (std::vector<std::size_t>{2, 1, 3}));
}

TEST(DiagnosticsFilter, BySeverityRuleAndSearch) {
  const auto d = mixed();
  DiagnosticsFilter f;
  f.severity = model::Severity::Warning;
  EXPECT_EQ(diagnosticRows(d, f, {}), (std::vector<std::size_t>{1, 5}));
  f = {};
  f.rule = "map.area.empty";
  EXPECT_EQ(diagnosticRows(d, f, {}), (std::vector<std::size_t>{1, 5}));
  f = {};
  f.search = "NORTH";
  EXPECT_EQ(diagnosticRows(d, f, {}), (std::vector<std::size_t>{1}));
  // The place text the panel shows is searched too.
  std::vector<std::string> places(d.size());
  places[3] = "unit 8th Illinois";
  f.search = "illinois";
  EXPECT_EQ(diagnosticRows(d, f, places), (std::vector<std::size_t>{3}));
  EXPECT_EQ(diagnosticRules(d),
            (std::vector<std::string>{"map.area.empty", "oob.note", "setup.hex.required", "setup.stacking.exceeded"}));
}

TEST(DiagnosticsFilter, Counts) {
  const auto c = countDiagnostics(mixed());
  EXPECT_EQ(c.errors, 1u);
  EXPECT_EQ(c.warnings, 1u);
  EXPECT_EQ(c.notes, 1u);
  EXPECT_EQ(c.waived, 2u);
  EXPECT_EQ(countsText(c), "1 error, 1 warning, 1 note, 2 waived");
  EXPECT_EQ(countsText({}), "No problems");
}

TEST(NewScenarioPlan, StatedSizeSampleGridOrAChoice) {
  auto r = testing::testRuleset();
  auto p = planNewScenario(r, nullptr);
  EXPECT_EQ(p.columns, 10);  // stated by the (test) rulebook
  EXPECT_EQ(p.rows, 8);
  EXPECT_TRUE(p.sizeKnown);
  r.defaultColumns = r.defaultRows = 0;
  p = planNewScenario(r, nullptr);
  EXPECT_FALSE(p.sizeKnown);
  EXPECT_NE(p.sizeSource.find("states no map extent"), std::string::npos);
  model::Scenario sample;
  sample.map.kind = model::GridKind::Hex;
  model::HexGrid g;
  g.columns = 47;
  g.rows = 27;
  g.convention.rowOrigin = 0;
  sample.map.resetGrid(g, "clear");
  p = planNewScenario(r, &sample);
  EXPECT_EQ(p.columns, 47);
  EXPECT_EQ(p.rows, 27);
  EXPECT_EQ(p.numbering.rowOrigin, 0);
  EXPECT_NE(p.sizeSource.find("sample scenario"), std::string::npos);
  const auto s = buildNewScenario(r, p, p.columns, p.rows, 0, 0, "Shiloh");
  EXPECT_EQ(s.map.grid().columns, 47);
  EXPECT_EQ(s.map.grid().convention.rowOrigin, 0);
  EXPECT_EQ(s.title, "Shiloh");
}

TEST(NewScenarioPlan, HellBeforeNightDefaultsToItsSampleGrid) {
  model::Diagnostics d;
  const auto r = io::loadRulesetById("hell-before-night", d);
  ASSERT_TRUE(r.has_value());
  const auto bundle = sampleBundleFor("hell-before-night");
  ASSERT_TRUE(bundle.has_value());
  const auto sample = io::loadBundle(*bundle, d);
  ASSERT_TRUE(sample.has_value());
  const auto p = planNewScenario(*r, &*sample);
  EXPECT_EQ(p.columns, sample->map.grid().columns);
  EXPECT_EQ(p.rows, sample->map.grid().rows);
  EXPECT_EQ(p.columns, 47);  // every hex the rulebook cites, 0100 to 4726
  EXPECT_EQ(p.rows, 27);
  EXPECT_NE(p.numberingText.find("orientation not stated"), std::string::npos) << p.numberingText;
}

TEST(ExportPlan, DefaultPathPapersAndSheetCount) {
  auto doc = testing::testDocument(60, 80);
  const fs::path dir = "/somewhere";
  EXPECT_EQ(defaultExportPath(*doc, "-map.pdf", dir), dir / "test-battle-map.pdf");
  for (const auto& p : paperChoices()) {
    std::string error;
    EXPECT_TRUE(exporters::parsePaper(p, error).has_value()) << p << ": " << error;
  }
  exporters::MapPrintOptions o;
  const auto big = planMapExport(*doc, o);
  ASSERT_TRUE(big);
  EXPECT_GT(big->rows * big->cols, 1);
  EXPECT_EQ(big->pages, big->rows * big->cols + 1);  // and the assembly index
  std::string error;
  o.paper = *exporters::parsePaper("24x36in", error);
  EXPECT_LT(planMapExport(*doc, o)->pages, big->pages);
  o.singleSheet = true;
  EXPECT_EQ(planMapExport(*doc, o)->pages, 1);
}

}  // namespace
}  // namespace hexwright::editor
