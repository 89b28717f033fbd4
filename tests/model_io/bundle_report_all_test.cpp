// A report-all load (validate, info) of a bundle with mistakes: every problem is reported,
// each bad element and what refers to it is left out, the rest comes back. A strict load
// (everything that may save) still refuses the bundle.
#include <gtest/gtest.h>

#include <algorithm>

#include "model/io/bundle.h"
#include "sample_scenario.h"

using namespace hexwright;

namespace {

io::BundleDocuments good() { return io::writeDocuments(samples::sampleHexScenario()); }

void insertBefore(std::string& text, const std::string& anchor, const std::string& what) {
  const auto at = text.find(anchor);
  ASSERT_NE(at, std::string::npos) << anchor;
  text.insert(at, what);
}

std::vector<std::string> rulesOf(const model::Diagnostics& d, model::Severity s) {
  std::vector<std::string> out;
  for (const auto& item : d.items())
    if (item.severity == s) out.push_back(item.rule);
  return out;
}

bool hasUnit(const model::Scenario& s, const std::string& id) {
  return std::any_of(s.oob.units.begin(), s.oob.units.end(), [&](const auto& u) { return u.id.str() == id; });
}

/// Four mistakes of four kinds, one in each place a designer makes them.
io::BundleDocuments fourMistakes() {
  io::BundleDocuments d = good();
  const model::Scenario s = samples::sampleHexScenario();
  const std::string firstUnit = s.oob.units.front().id.str();
  const std::string side = s.oob.units.front().side.str();
  const std::string type = s.oob.units.front().type;
  // a duplicate unit id and a unit in a formation that does not exist
  insertBefore(d.oobXml, "</units>",
               "<unit id=\"" + firstUnit + "\" type=\"" + type + "\" side=\"" + side + "\"/>\n" +
                   "<unit id=\"u-lost\" type=\"" + type + "\" side=\"" + side + "\" formation=\"f-nowhere\"/>\n");
  // an off-map hex, a facing that is not a direction, and a placement of the lost unit
  insertBefore(d.scenarioXml, "</setup>",
               "<placement unit=\"u-far\" hex=\"0199\"/>\n<placement unit=\"u-turned\" hex=\"A0101\" facing=\"Q\"/>\n"
               "<placement unit=\"u-lost\" hex=\"A0102\"/>\n");
  insertBefore(d.oobXml, "</units>",
               "<unit id=\"u-far\" type=\"" + type + "\" side=\"" + side + "\"/>\n<unit id=\"u-turned\" type=\"" +
                   type + "\" side=\"" + side + "\"/>\n");
  return d;
}

}  // namespace

TEST(BundleReportAll, StrictRefusesWhatReportAllReadsWithEveryProblemListed) {
  const io::BundleDocuments docs = fourMistakes();
  model::Diagnostics strict;
  EXPECT_FALSE(io::readDocuments(docs, "b.hexw", strict).has_value());

  model::Diagnostics all;
  const auto s = io::readDocuments(docs, "b.hexw", all, io::LoadMode::ReportAll);
  ASSERT_TRUE(s.has_value());
  auto errors = rulesOf(all, model::Severity::Error);
  std::sort(errors.begin(), errors.end());
  EXPECT_EQ(errors, (std::vector<std::string>{"bundle.enum.unknown", "bundle.hex.off-map", "bundle.id.duplicate",
                                              "bundle.reference.unknown-formation"}));
  EXPECT_EQ(rulesOf(strict, model::Severity::Error).size(), 4u);
  // Each problem is named by file and line.
  for (const auto& d : all.items()) {
    if (d.severity != model::Severity::Error) continue;
    ASSERT_TRUE(d.location.source.has_value());
    EXPECT_GT(d.location.source->line, 0) << d.message;
  }

  const model::Scenario sample = samples::sampleHexScenario();
  // Kept: every good unit (the first definition of the duplicate among them), and the two
  // whose placements were bad; left out: the unit in the missing formation and its placement.
  EXPECT_EQ(s->oob.units.size(), sample.oob.units.size() + 2);
  EXPECT_TRUE(hasUnit(*s, "u-far"));
  EXPECT_TRUE(hasUnit(*s, "u-turned"));
  EXPECT_FALSE(hasUnit(*s, "u-lost"));
  EXPECT_EQ(s->oob.units.front(), sample.oob.units.front());
  EXPECT_EQ(s->setup, sample.setup);
  EXPECT_EQ(s->map, sample.map);

  const auto infos = rulesOf(all, model::Severity::Info);
  ASSERT_EQ(std::count(infos.begin(), infos.end(), "bundle.load.partial"), 1);
  for (const auto& d : all.items()) {
    if (d.rule != "bundle.load.partial") continue;
    // u-lost (its formation is missing) and its placement
    EXPECT_NE(d.message.find("so were 2 that refer"), std::string::npos) << d.message;
  }
}

TEST(BundleReportAll, AGoodBundleLoadsTheSameEitherWay) {
  model::Diagnostics d;
  const auto s = io::readDocuments(good(), "b.hexw", d, io::LoadMode::ReportAll);
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(*s, samples::sampleHexScenario());
  EXPECT_FALSE(d.hasErrors());
  EXPECT_TRUE(rulesOf(d, model::Severity::Info).empty());
}

TEST(BundleReportAll, AFormationCycleIsLeftOutWithEverythingBelowIt) {
  io::BundleDocuments docs = good();
  const model::Scenario sample = samples::sampleHexScenario();
  insertBefore(docs.oobXml, "</formations>",
               "<formation id=\"f-a\" parent=\"f-b\"/>\n<formation id=\"f-b\" parent=\"f-a\"/>\n"
               "<formation id=\"f-c\" parent=\"f-b\"/>\n");
  insertBefore(docs.oobXml, "</units>", "<unit id=\"u-c\" type=\"infantry\" formation=\"f-c\"/>\n");
  model::Diagnostics d;
  const auto s = io::readDocuments(docs, "b.hexw", d, io::LoadMode::ReportAll);
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->oob, sample.oob);  // nothing of the cycle is left to hang a tree walk
  EXPECT_EQ(rulesOf(d, model::Severity::Error), std::vector<std::string>{"bundle.reference.cycle"});
}

TEST(BundleReportAll, AnUnreadableGridIsStillNoScenario) {
  io::BundleDocuments docs = good();
  const auto at = docs.mapXml.find("columns=\"");
  ASSERT_NE(at, std::string::npos);
  docs.mapXml.replace(at, 9, "columns=\"x");
  model::Diagnostics d;
  EXPECT_FALSE(io::readDocuments(docs, "b.hexw", d, io::LoadMode::ReportAll).has_value());
  EXPECT_TRUE(d.hasErrors());
}
