// Counter sheets end to end: pages, sizes, duplex mirroring measured in the PDF.
#include <gtest/gtest.h>

#include <map>
#include <optional>

#include "exporters/print/counter_print.h"
#include "fixtures.h"
#include "pdf_probe.h"

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

// Prints the fixture OOB with one-word designations ("W1", "W2"… for pdftotext) on
// every unit but the leaders (single-sided; their names also appear on their units'
// counters as the formation's commander) and returns, per designation, its word box on
// the front page and on the back page.
struct FrontAndBack {
  Rect front, back;
};
std::map<std::string, FrontAndBack> printedDesignations(const CounterPrintOptions& o) {
  const auto r = hexRuleset();
  auto s = hexScenario();
  std::vector<std::string> names;
  for (std::size_t i = 0; i < s.oob.units.size(); ++i) {
    if (s.oob.units[i].type == "leader") continue;
    s.oob.units[i].designation = "W" + std::to_string(i);
    names.push_back(s.oob.units[i].designation);
  }
  const auto file = tempDir("duplex") / "counters.pdf";
  model::Diagnostics d;
  model::NullProgress progress;
  const auto result = exportCounters(s, &r, o, file, d, progress);
  EXPECT_TRUE(result);
  if (!result) return {};
  const auto info = testing::pdfinfo(file);
  EXPECT_EQ(info.at("Pages"), "2");
  EXPECT_NE(info.at("Page size").find(o.paper.widthMm > o.paper.heightMm ? "792 x 612" : "612 x 792"),
            std::string::npos);
  const auto front = testing::pdfWords(file, 1), back = testing::pdfWords(file, 2);
  std::map<std::string, FrontAndBack> out;
  for (const auto& name : names) {
    const auto* f = testing::findWord(front, name);
    const auto* b = testing::findWord(back, name);
    EXPECT_TRUE(f && b) << name << " missing from the front or the back page";
    if (f && b) out[name] = {f->box, b->box};
  }
  return out;
}

// Turning the printed sheet over reflects the page about the axis it turns on: a point
// (x, y) of the back page lies behind (W - x, y) of the front when the sheet turns
// about its vertical axis, behind (x, H - y) when about its horizontal one. The back
// offset is what the printer is told to add, so it is taken off first.
Vec2 behind(Vec2 backPoint, const PaperSize& paper, bool aboutVertical, Vec2 offset) {
  const Vec2 p{backPoint.x - offset.x, backPoint.y - offset.y};
  return aboutVertical ? Vec2{paper.widthMm - p.x, p.y} : Vec2{p.x, paper.heightMm - p.y};
}

struct DuplexCase {
  PaperSize paper;
  Duplex duplex;
  bool turnsAboutVertical;  // what the printer does with this paper and edge
  Vec2 offset;
};

TEST(CounterExport, EveryBackLandsBehindItsFront) {
  const PaperSize portrait = letterPaper(), landscape = letterPaper().landscape();
  // The long edge of a portrait sheet is vertical, of a landscape sheet horizontal; the
  // sheet turns about the edge the printer binds on. "none" (glue) is laid out as long edge.
  const DuplexCase cases[] = {{portrait, Duplex::LongEdge, true, {1.5, -2.0}},
                              {landscape, Duplex::LongEdge, false, {0, 0}},
                              {portrait, Duplex::ShortEdge, false, {-0.8, 1.2}},
                              {landscape, Duplex::ShortEdge, true, {0.4, 0.7}},
                              {portrait, Duplex::None, true, {0, 0}}};
  for (const DuplexCase& c : cases) {
    CounterPrintOptions o;
    o.paper = c.paper;
    o.sizeInches = 0.75;
    o.duplex = c.duplex;
    o.backOffsetMm = c.offset;
    const auto words = printedDesignations(o);
    EXPECT_EQ(words.size(), 6u);
    for (const auto& [name, w] : words) {
      // Designations are centred across the counter, so whether the back is mirrored
      // or (short edge) turned 180 degrees, its designation lies behind the front's.
      const Vec2 landed = behind(w.back.centre(), c.paper, c.turnsAboutVertical, c.offset);
      EXPECT_NEAR(landed.x, w.front.centre().x, 0.1) << name << " " << duplexName(c.duplex) << " " << c.paper.widthMm;
      EXPECT_NEAR(landed.y, w.front.centre().y, 0.1) << name << " " << duplexName(c.duplex) << " " << c.paper.widthMm;
    }
  }
}

}  // namespace
}  // namespace hexwright::exporters
