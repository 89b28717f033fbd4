// Mapping files: the format, its errors with line numbers, per-ruleset renames, and the
// shipped OpenStreetMap mapping against every schema in the tree.
#include "importers/mapping/mapping.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "importer_fixtures.h"
#include "model/io/ruleset_reader.h"

namespace hexwright::importers {
namespace {

const char* kMapping = R"(<?xml version="1.0"?>
<hexwright-mapping version="1" name="test">
  <landcover>
    <class value="41" terrain="woods"/>
    <class value="11" ignore="true"/>
  </landcover>
  <vector>
    <terrain layer="landuse" where="kind = 'forest'" type="woods" min-coverage="0.4"/>
    <hexside layer="water" type="stream"/>
    <hexside layer="roads" where="bridge = 1" type="bridge" placement="crosses"/>
    <route layer="roads" type="road" name-field="name"/>
    <feature layer="places" type="town"/>
    <route layer="rail" type="railroad"/>
  </vector>
  <ruleset id="test">
    <terrain from="woods" to="heavy-woods"/>
    <route from="railroad" to=""/>
  </ruleset>
</hexwright-mapping>
)";

TEST(Mapping, ReadsEveryKindOfRule) {
  model::Diagnostics d;
  const auto m = parseMapping(kMapping, "test.xml", d);
  ASSERT_TRUE(m);
  EXPECT_TRUE(d.empty());
  EXPECT_EQ(m->name, "test");
  ASSERT_EQ(m->classes.size(), 2u);
  EXPECT_EQ(m->classes[0].value, 41);
  EXPECT_TRUE(m->classes[1].ignore);
  ASSERT_EQ(m->rules.size(), 6u);
  EXPECT_EQ(m->rules[0].target, MappingTarget::Terrain);
  EXPECT_EQ(m->rules[0].where, "kind = 'forest'");
  EXPECT_EQ(m->rules[0].minCoverage, 0.4);
  EXPECT_EQ(m->rules[0].line, 8);
  EXPECT_EQ(m->rules[2].placement, model::HexsidePlacement::Crosses);
  EXPECT_EQ(m->rules[3].nameField, "name");
  ASSERT_EQ(m->renames.at("test").size(), 2u);
}

TEST(Mapping, ResolvesForARuleset) {
  model::Diagnostics d;
  const auto m = parseMapping(kMapping, "test.xml", d);
  const auto resolved = resolveMapping(*m, testing::testRuleset(), d);
  ASSERT_TRUE(resolved);
  const Mapping& r = *resolved;
  EXPECT_EQ(r.classes[0].terrain, "heavy-woods");
  EXPECT_EQ(r.rules[0].type, "heavy-woods");
  // The stream takes its placement from the ruleset (along); the railroad is dropped
  // quietly because the mapping says this game has none.
  EXPECT_EQ(r.rules[1].placement, model::HexsidePlacement::Along);
  EXPECT_EQ(r.rules.size(), 5u);
  EXPECT_TRUE(d.empty()) << model::formatDiagnostic(d.items()[0]);

  model::Ruleset other = testing::testRuleset();
  other.id = "other";
  model::Diagnostics unknown;
  // Without renames "woods" (a class and a terrain rule) and "railroad" are unknown: an
  // error for each rule, at its line, with the ruleset's nearest names; nothing resolves.
  EXPECT_FALSE(resolveMapping(*m, other, unknown));
  ASSERT_EQ(unknown.size(), 3u);
  EXPECT_EQ(unknown.count(model::Severity::Error), 3u);
  EXPECT_TRUE(unknown.hasRule("import.mapping.unknown-type"));
  EXPECT_EQ(unknown.items()[0].location.source->file, "test.xml");
  EXPECT_EQ(unknown.items()[0].location.source->line, 4);
  EXPECT_NE(unknown.items()[0].message.find("nearest: light-woods, heavy-woods"), std::string::npos)
      << unknown.items()[0].message;
  EXPECT_EQ(unknown.items()[1].location.source->line, 8);
  EXPECT_EQ(unknown.items()[2].location.source->line, 13);

  // A class renamed to nothing is ignored for that game, not reported as unmapped.
  auto withWater = *m;
  withWater.classes.push_back(ClassRule{11, "water", false, 6});
  withWater.renames["test"].push_back(TypeRename{MappingTarget::Terrain, "water", "", 20});
  model::Diagnostics quiet;
  const auto resolvedWater = resolveMapping(withWater, testing::testRuleset(), quiet);
  ASSERT_TRUE(resolvedWater);
  const Mapping& w = *resolvedWater;
  EXPECT_TRUE(quiet.empty());
  ASSERT_EQ(w.classes.size(), 3u);
  EXPECT_TRUE(w.classes[2].ignore);
}

TEST(Mapping, ErrorsNameFileAndLine) {
  model::Diagnostics d;
  EXPECT_FALSE(parseMapping(
      "<hexwright-mapping>\n  <vector>\n    <terrain layer='x'/>\n  </vector>\n</hexwright-mapping>", "m.xml", d));
  ASSERT_TRUE(d.hasRule("import.mapping.invalid"));
  EXPECT_EQ(d.items()[0].location.source->file, "m.xml");
  EXPECT_EQ(d.items()[0].location.source->line, 3);

  model::Diagnostics malformed;
  EXPECT_FALSE(parseMapping("<hexwright-mapping>\n<vector>\n</hexwright-mapping>", "m.xml", malformed));
  EXPECT_TRUE(malformed.hasRule("import.mapping.malformed"));

  model::Diagnostics typo;
  const auto m = parseMapping(
      "<hexwright-mapping><vector><route layer='r' type='road' nmae-field='x'/></vector>"
      "</hexwright-mapping>",
      "m.xml", typo);
  // A misspelt attribute or element would make its rule do nothing: refused, with what
  // it could have meant.
  EXPECT_FALSE(m);
  ASSERT_TRUE(typo.hasRule("import.mapping.unknown"));
  EXPECT_NE(typo.items()[0].message.find("did you mean name-field"), std::string::npos) << typo.items()[0].message;
  model::Diagnostics element;
  EXPECT_FALSE(
      parseMapping("<hexwright-mapping>\n<landcover>\n<clas value='4' terrain='w'/>\n</landcover>\n"
                   "</hexwright-mapping>",
                   "m.xml", element));
  ASSERT_TRUE(element.hasErrors());
  EXPECT_EQ(element.items()[0].location.source->line, 3);
  EXPECT_NE(element.items()[0].message.find("did you mean class"), std::string::npos) << element.items()[0].message;

  model::Diagnostics bad;
  EXPECT_FALSE(
      parseMapping("<hexwright-mapping><landcover><class value='4x' terrain='w'/></landcover>"
                   "</hexwright-mapping>",
                   "m.xml", bad));
  EXPECT_FALSE(
      parseMapping("<hexwright-mapping><vector><terrain type='w' min-coverage='2'/></vector>"
                   "</hexwright-mapping>",
                   "m.xml", bad));
  EXPECT_FALSE(parseMapping("<hexwright-mapping version='2'/>", "m.xml", bad));
  EXPECT_FALSE(parseMapping("<other/>", "m.xml", bad));
}

TEST(Mapping, ShippedOsmMappingSuitsEverySchema) {
  const auto osm = findMapping("osm");
  ASSERT_TRUE(std::filesystem::exists(osm)) << osm;
  model::Diagnostics d;
  const auto m = loadMapping(osm, d);
  ASSERT_TRUE(m) << (d.empty() ? "" : model::formatDiagnostic(d.items()[0]));
  EXPECT_TRUE(d.empty()) << model::formatDiagnostic(d.items()[0]);
  int schemas = 0;
  for (const auto& entry :
       std::filesystem::directory_iterator(std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "schemas")) {
    const auto file = entry.path() / "ruleset.xml";
    if (!std::filesystem::exists(file)) continue;
    model::Diagnostics load;
    const auto rs = io::loadRuleset(file, load);
    if (!rs || rs->gridKind != model::GridKind::Hex) continue;
    ++schemas;
    SCOPED_TRACE(rs->id);
    // A ruleset the mapping knows resolves without a single unknown type; each keeps
    // at least one terrain rule and one route rule.
    EXPECT_TRUE(m->renames.count(rs->id)) << "osm.xml has no <ruleset id=\"" << rs->id << "\">";
    model::Diagnostics resolve;
    const auto resolved = resolveMapping(*m, *rs, resolve);
    ASSERT_TRUE(resolved) << model::formatDiagnostic(resolve.items()[0]);
    const Mapping& r = *resolved;
    EXPECT_TRUE(std::any_of(r.rules.begin(), r.rules.end(),
                            [](const VectorRule& v) { return v.target == MappingTarget::Terrain; }));
    EXPECT_TRUE(std::any_of(r.rules.begin(), r.rules.end(),
                            [](const VectorRule& v) { return v.target == MappingTarget::Route; }));
  }
  EXPECT_GE(schemas, 3);
}

TEST(Mapping, ShippedNlcdMappingSuitsEverySchema) {
  model::Diagnostics d;
  const auto m = loadMapping(findMapping("nlcd"), d);
  ASSERT_TRUE(m);
  EXPECT_TRUE(d.empty());
  for (const auto& entry :
       std::filesystem::directory_iterator(std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "schemas")) {
    model::Diagnostics load;
    const auto rs = io::loadRuleset(entry.path() / "ruleset.xml", load);
    if (!rs || rs->gridKind != model::GridKind::Hex) continue;
    SCOPED_TRACE(rs->id);
    model::Diagnostics resolve;
    const auto resolved = resolveMapping(*m, *rs, resolve);
    ASSERT_TRUE(resolved) << model::formatDiagnostic(resolve.items()[0]);
    const Mapping& r = *resolved;
    // Every NLCD class is still listed: as a terrain of the game or as ignored.
    EXPECT_EQ(r.classes.size(), m->classes.size());
  }
}

TEST(Mapping, FindsShippedMappingsByName) {
  EXPECT_EQ(findMapping("my/own.xml"), std::filesystem::path("my/own.xml"));
  EXPECT_EQ(findMapping("osm").filename(), "osm.xml");
}

}  // namespace
}  // namespace hexwright::importers
