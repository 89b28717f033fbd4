// Counter sheets end to end: pages, sizes, duplex mirroring measured in the PDF.
#include <gtest/gtest.h>

#include <regex>

#include "exporters/print/counter_print.h"
#include "fixtures.h"

namespace hexwright::exporters {
namespace {

using testing::hexRuleset;
using testing::hexScenario;
using testing::run;
using testing::tempDir;

std::optional<CounterPrintResult> exportTo(const std::filesystem::path& file, const CounterPrintOptions& o,
                                           model::Diagnostics& d) {
  const auto r = hexRuleset();
  const auto s = hexScenario();
  model::NullProgress progress;
  return exportCounters(s, &r, o, file, d, progress);
}

TEST(CounterExport, FrontAndBackPagePerSheet) {
  const auto file = tempDir("counters") / "counters.pdf";
  model::Diagnostics d;
  CounterPrintOptions o;
  o.markers = true;
  const auto result = exportTo(file, o, d);
  ASSERT_TRUE(result);
  // 8 units + markers: turn 1, fatigue 3 per side x 2 sides, charge 1 (count not stated).
  EXPECT_EQ(result->counters, 8 + 1 + 6 + 1);
  EXPECT_EQ(result->sheets, 1);
  EXPECT_EQ(result->pages, 2);
  EXPECT_TRUE(d.hasRule("export.counters.marker-count-unstated"));
  EXPECT_TRUE(d.hasRule("export.counters.size-default"));
  const std::string info = run("pdfinfo '" + file.string() + "'");
  EXPECT_NE(info.find("Pages:           2"), std::string::npos) << info;
}

}  // namespace
}  // namespace hexwright::exporters
