// The committed sample scenarios: each loads, validates against its ruleset's schema with
// no unwaived errors, keeps the warnings its notes explain (values the rulebook leaves
// unknown), and is already in canonical form (load + write gives the same bytes), so a
// save from the editor or the CLI never shows a spurious diff.
#include "sample_bundles.h"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>

namespace hexwright::validate_testing {
namespace {

std::string readText(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(SampleBundles, TheFourRulebookSamplesArePresent) {
  for (const char* name : {"hell-before-night", "unconditional-surrender", "huzzah", "dress-on-the-colors"})
    EXPECT_TRUE(std::filesystem::is_directory(scenariosDir() / (std::string(name) + ".hexw"))) << name;
}

TEST(SampleBundles, EveryOneValidatesWithoutErrors) {
  for (const auto& path : sampleBundles()) {
    SCOPED_TRACE(path.filename().string());
    Diagnostics loadProblems;
    const auto s = io::loadBundle(path, loadProblems);
    ASSERT_TRUE(s.has_value()) << dump(loadProblems);
    EXPECT_EQ(loadProblems.count(Severity::Warning), 0u) << dump(loadProblems);
    const Ruleset r = loadSchema(s->rulesetId);
    const Diagnostics d = validate(*s, r);
    EXPECT_EQ(d.count(Severity::Error), 0u) << dump(d);
  }
}

// Each warning stands for data the rulebook does not give; scenarios/README.md lists them.
TEST(SampleBundles, TheirWarningsAreTheDocumentedUnknowns) {
  const std::map<std::string, std::multiset<std::string>> expected = {
      {"hell-before-night", {"map.feature.count"}},  // the 18 red-star hexes (3.2B) are not listed
      {"unconditional-surrender",                    // divisional areas and deployment line not located
       {"map.area.empty", "map.area.empty", "map.area.empty", "map.area.empty"}},
      {"huzzah", {"map.feature.count"}},  // the Command Source is off the map (Fig. 1)
      {"dress-on-the-colors", {}},
      // Counter values and Confederate facings are not in the text: waived.
      {"bloody-april", {}},
      // Ground only: no order of battle, set-up or victory in a sample of the natural style.
      {"olinda-ground", {}},
  };
  for (const auto& [name, rules] : expected) {
    SCOPED_TRACE(name);
    const Scenario s = loadSample(name);
    const Diagnostics d = validate(s, loadSchema(s.rulesetId));
    std::multiset<std::string> warnings;
    for (const auto& item : d.items())
      if (!item.waived && item.severity == Severity::Warning) warnings.insert(item.rule);
    EXPECT_EQ(warnings, rules) << dump(d);
  }
}

TEST(SampleBundles, LoadingAndWritingGivesTheSameBytes) {
  for (const auto& path : sampleBundles()) {
    SCOPED_TRACE(path.filename().string());
    Diagnostics d;
    const auto s = io::loadBundle(path, d);
    ASSERT_TRUE(s.has_value()) << dump(d);
    const io::BundleDocuments docs = io::writeDocuments(*s);
    EXPECT_EQ(docs.scenarioXml, readText(path / "scenario.xml"));
    EXPECT_EQ(docs.mapXml, readText(path / "map.xml"));
    EXPECT_EQ(docs.oobXml, readText(path / "oob.xml"));
  }
}

// Facts each sample must keep, straight from its rulebook.
TEST(SampleBundles, HellBeforeNightHoldsTheNamedHexesAndTurnRecord) {
  const Scenario s = loadSample("hell-before-night");
  EXPECT_EQ(s.turns.firstTurn, 1);
  EXPECT_EQ(s.turns.lastTurn, 11);  // 6 April turns 1-7, 7 April turns 1-4 (4.1.1A)
  ASSERT_GE(s.turns.turns.size(), 7u);
  EXPECT_TRUE(s.turns.turns[6].night);  // Turn 7 of 6 April is the night turn (12.1)
  for (const char* label : {"4318", "4517", "4500", "1013", "3026", "4715", "1809"}) {
    const auto h = parseLabel(label, s.map.grid().convention);
    ASSERT_TRUE(h && s.map.contains(*h)) << label;
  }
  int suddenDeath = 0;
  for (const auto& v : s.victory)
    if (v.kind == "hex" && v.side && v.side->value == "confederate") ++suddenDeath;
  EXPECT_EQ(suddenDeath, 2);  // 4318 and 4517 (3.3A)
}

TEST(SampleBundles, UnconditionalSurrenderSchedulesItsReinforcements) {
  const Scenario s = loadSample("unconditional-surrender");
  ASSERT_EQ(s.reinforcements.size(), 2u);
  EXPECT_EQ(s.reinforcements[0].turn, 3);  // 46th, 57th, 58th Illinois (14.3 A)
  EXPECT_EQ(s.reinforcements[0].units.size(), 3u);
  EXPECT_EQ(s.reinforcements[1].turn, 6);  // Grant
  const auto entry = parseLabel("2125", s.map.grid().convention);
  for (const auto& r : s.reinforcements) EXPECT_EQ(r.entryHex, entry);
  // The flooded hexside lies between 2602 and 2701 (3.1.3.1 C).
  const auto a = parseLabel("2602", s.map.grid().convention);
  const auto b = parseLabel("2701", s.map.grid().convention);
  ASSERT_TRUE(a && b);
  const int d = directionTo(*a, *b);
  ASSERT_GE(d, 0);
  const auto* side = s.map.featuresAt(hexside(*a, d));
  ASSERT_NE(side, nullptr);
  EXPECT_EQ(side->front().type, "flooded-stream");
}

TEST(SampleBundles, DressOnTheColorsCarriesTheHeronsCreekRosters) {
  const Scenario s = loadSample("dress-on-the-colors");
  EXPECT_EQ(s.map.kind, GridKind::Table);
  EXPECT_EQ(s.map.table, (TableSize{72, 48}));  // SCEN-10-1.2
  EXPECT_EQ(s.turns.lastTurn, 7);               // SCEN-10-3.2
  std::map<std::string, std::int64_t> stands;   // per side (SCEN-10 4.0/5.0: 42 and 41)
  for (const auto& u : s.oob.units)
    if (auto it = u.attributes.find("stands"); it != u.attributes.end())
      stands[u.side.value] += std::get<std::int64_t>(it->second);
  EXPECT_EQ(stands["union"], 42);
  EXPECT_EQ(stands["confederate"], 41);
  EXPECT_EQ(s.setup.size(), s.oob.units.size());  // everyone deploys in a zone (SCEN-10-3.1)
}

}  // namespace
}  // namespace hexwright::validate_testing
