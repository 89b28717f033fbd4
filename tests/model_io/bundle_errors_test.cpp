// Every way a bundle can be wrong gives nullopt and an error diagnostic with a stable
// rule id and the file, line and column of the cause; never a crash or half a scenario.
#include <gtest/gtest.h>
#include <stdlib.h>

#include <fstream>
#include <random>

#include "model/io/bundle.h"
#include "model/io/zip_archive.h"
#include "sample_scenario.h"
#include "support/temp_dir.h"

namespace fs = std::filesystem;
using namespace hexwright;
using hexwright::testing::TempDir;

namespace {

std::string diagText(const model::Diagnostics& d) {
  std::string out;
  for (const auto& item : d.items()) out += model::formatDiagnostic(item) + "\n";
  return out;
}

io::BundleDocuments good() { return io::writeDocuments(samples::sampleHexScenario()); }

enum class File { Scenario, Map, Oob };

std::string& textOf(io::BundleDocuments& d, File f) {
  return f == File::Scenario ? d.scenarioXml : f == File::Map ? d.mapXml : d.oobXml;
}
const char* nameOf(File f) { return f == File::Scenario ? "scenario.xml" : f == File::Map ? "map.xml" : "oob.xml"; }

/// Replaces the first occurrence (which must exist).
void edit(io::BundleDocuments& d, File f, const std::string& from, const std::string& to) {
  std::string& text = textOf(d, f);
  const auto at = text.find(from);
  ASSERT_NE(at, std::string::npos) << "fixture text not found: " << from;
  text.replace(at, from.size(), to);
}

/// 1-based line and column of occurrence `nth` (from 0) of `needle` in `text`.
std::pair<int, int> positionOf(const std::string& text, const std::string& needle, int nth = 0) {
  auto at = text.find(needle);
  for (int k = 0; k < nth && at != std::string::npos; ++k) at = text.find(needle, at + 1);
  EXPECT_NE(at, std::string::npos) << needle;
  if (at == std::string::npos) return {-1, -1};
  int line = 1, column = 1;
  for (std::size_t i = 0; i < at; ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
      ++column;
    }
  }
  return {line, column};
}

/// Reads `d` and expects failure with an error `rule` at the first occurrence of `at`
/// in file `f`; returns that diagnostic.
model::Diagnostic expectError(const io::BundleDocuments& d, File f, const std::string& rule, const std::string& at,
                              int nth = 0) {
  model::Diagnostics diags;
  const auto s = io::readDocuments(d, "b.hexw", diags);
  EXPECT_FALSE(s) << "loaded although " << rule << " was expected";
  EXPECT_TRUE(diags.hasErrors());
  for (const auto& item : diags.items()) {
    if (item.rule != rule) continue;
    EXPECT_EQ(item.severity, model::Severity::Error);
    EXPECT_TRUE(item.location.source.has_value());
    if (!item.location.source) return item;
    EXPECT_EQ(item.location.source->file, std::string("b.hexw/") + nameOf(f));
    const auto [line, column] = positionOf(textOf(const_cast<io::BundleDocuments&>(d), f), at, nth);
    EXPECT_EQ(item.location.source->line, line) << model::formatDiagnostic(item);
    EXPECT_EQ(item.location.source->column, column) << model::formatDiagnostic(item);
    return item;
  }
  ADD_FAILURE() << "no " << rule << " diagnostic among:\n" << diagText(diags);
  return {};
}

}  // namespace

// ---------------------------------------------------------------- XML and format

TEST(BundleErrors, MalformedXmlGivesLineAndColumn) {
  auto d = good();
  edit(d, File::Map, "<routes>", "<routes>\n    <route id=\"x\" type=road/>");
  model::Diagnostics diags;
  EXPECT_FALSE(io::readDocuments(d, "b.hexw", diags));
  ASSERT_EQ(diags.size(), 1u) << diagText(diags);
  const auto& item = diags.items()[0];
  EXPECT_EQ(item.rule, "bundle.xml.malformed");
  EXPECT_EQ(item.location.source->file, "b.hexw/map.xml");
  const auto [line, column] = positionOf(d.mapXml, "<route id=\"x\" type=road/>");
  EXPECT_EQ(item.location.source->line, line);
  EXPECT_GE(item.location.source->column, column);
  EXPECT_LE(item.location.source->column, column + 26);
  EXPECT_NE(item.message.find("not well-formed"), std::string::npos);
}

TEST(BundleErrors, EveryBrokenDocumentIsReported) {
  auto d = good();
  edit(d, File::Map, "</map>", "");
  edit(d, File::Oob, "<oob", "<oob <");
  model::Diagnostics diags;
  EXPECT_FALSE(io::readDocuments(d, "b.hexw", diags));
  ASSERT_EQ(diags.size(), 2u) << diagText(diags);
  EXPECT_EQ(diags.items()[0].location.source->file, "b.hexw/map.xml");
  EXPECT_EQ(diags.items()[1].location.source->file, "b.hexw/oob.xml");
}

TEST(BundleErrors, NewerFormatIsRefusedClearly) {
  auto d = good();
  edit(d, File::Map, "<map format=\"1\"", "<map format=\"3\"");
  const auto item = expectError(d, File::Map, "bundle.format.newer", "format=\"3\"");
  EXPECT_EQ(item.message, "map.xml was written by a newer Hexwright (format 3; this one reads up to 1)");
}

TEST(BundleErrors, MissingOrBadFormatVersion) {
  auto d = good();
  edit(d, File::Oob, "<oob format=\"1\"", "<oob");
  expectError(d, File::Oob, "bundle.format.invalid", "<oob");
  d = good();
  edit(d, File::Scenario, "<scenario format=\"1\"", "<scenario format=\"one\"");
  expectError(d, File::Scenario, "bundle.format.invalid", "format=\"one\"");
}

TEST(BundleErrors, WrongRootElement) {
  auto d = good();
  d.oobXml = "<?xml version=\"1.0\"?>\n<army format=\"1\"/>\n";
  expectError(d, File::Oob, "bundle.xml.root", "<army");
}

TEST(BundleErrors, DuplicateOnceOnlyElement) {
  auto d = good();
  edit(d, File::Scenario, "<title>", "<title>Again</title>\n  <title>");
  expectError(d, File::Scenario, "bundle.xml.duplicate-element", "<title>Bloody");
}

// ---------------------------------------------------------------- references

TEST(BundleErrors, PlacementOfUnknownUnit) {
  auto d = good();
  edit(d, File::Scenario, "<placement unit=\"csa-15-ark\"", "<placement unit=\"ghost\"");
  const auto item = expectError(d, File::Scenario, "bundle.reference.unknown-unit", "unit=\"ghost\"");
  EXPECT_NE(item.message.find("'ghost'"), std::string::npos) << item.message;
}

TEST(BundleErrors, ReinforcementOfUnknownUnit) {
  auto d = good();
  edit(d, File::Scenario, "<unit id=\"usa-gunboat\"/>", "<unit id=\"ghost-boat\"/>");
  expectError(d, File::Scenario, "bundle.reference.unknown-unit", "id=\"ghost-boat\"");
}

TEST(BundleErrors, CommanderThatIsNotAUnit) {
  auto d = good();
  edit(d, File::Oob, "commander=\"ldr-grant\"", "commander=\"ldr-sherman\"");
  expectError(d, File::Oob, "bundle.reference.unknown-unit", "commander=\"ldr-sherman\"");
}

TEST(BundleErrors, UnitInUnknownFormation) {
  auto d = good();
  edit(d, File::Oob, "formation=\"usa-6\"", "formation=\"usa-99\"");
  expectError(d, File::Oob, "bundle.reference.unknown-formation", "formation=\"usa-99\"");
}

TEST(BundleErrors, FormationWithUnknownParent) {
  auto d = good();
  edit(d, File::Oob, "parent=\"csa-army\"", "parent=\"csa-arm\"");
  expectError(d, File::Oob, "bundle.reference.unknown-formation", "parent=\"csa-arm\"");
}

TEST(BundleErrors, FormationCycle) {
  auto d = good();
  edit(d, File::Oob, "<formation id=\"csa-army\"", "<formation id=\"csa-army\" parent=\"csa-3-cleburne\"");
  const auto item = expectError(d, File::Oob, "bundle.reference.cycle", "parent=\"csa-3-cleburne\"");
  EXPECT_NE(item.message.find("'csa-army' → 'csa-3-cleburne' → 'csa-3' → 'csa-army'"), std::string::npos)
      << item.message;
}

TEST(BundleErrors, UnknownArea) {
  auto d = good();
  edit(d, File::Scenario, "area=\"union-camps\"", "area=\"union-tents\"");
  expectError(d, File::Scenario, "bundle.reference.unknown-area", "area=\"union-tents\"");
  d = good();
  edit(d, File::Scenario, "entry-area=\"csa-entry\"", "entry-area=\"csa-exit\"");
  expectError(d, File::Scenario, "bundle.reference.unknown-area", "entry-area=\"csa-exit\"");
}

TEST(BundleErrors, UnknownSide) {
  auto d = good();
  edit(d, File::Oob, "side=\"union\"", "side=\"yankees\"");
  expectError(d, File::Oob, "bundle.reference.unknown-side", "side=\"yankees\"");
  d = good();
  edit(d, File::Map, "side=\"confederate\"", "side=\"rebels\"");
  expectError(d, File::Map, "bundle.reference.unknown-side", "side=\"rebels\"");
}

// A side id in the first active side or the deployment order is checked like any other
// side reference, at its own attribute.
TEST(BundleErrors, UnknownSideInTheTurnSequence) {
  auto d = good();
  edit(d, File::Scenario, "<turns first=\"1\"", "<turns first-active-side=\"yankees\" first=\"1\"");
  auto item = expectError(d, File::Scenario, "bundle.reference.unknown-side", "first-active-side=\"yankees\"");
  EXPECT_NE(item.message.find("first active side names side 'yankees'"), std::string::npos) << item.message;
  d = good();
  edit(d, File::Scenario, "<turns first=\"1\"",
       "<deployment-order>\n    <side id=\"confederate\"/>\n    <side id=\"rebels\"/>\n  </deployment-order>\n  "
       "<turns first=\"1\"");
  item = expectError(d, File::Scenario, "bundle.reference.unknown-side", "id=\"rebels\"");
  EXPECT_NE(item.message.find("deployment order names side 'rebels'"), std::string::npos) << item.message;
  d = good();
  edit(d, File::Scenario, "<turns first=\"1\"", "<turns first-active-side=\"\" first=\"1\"");
  expectError(d, File::Scenario, "bundle.id.missing", "first-active-side=\"\"");
}

// ---------------------------------------------------------------- hexes

TEST(BundleErrors, HexLabelThatDoesNotParse) {
  auto d = good();
  edit(d, File::Scenario, "hex=\"A0102\"", "hex=\"Z9999\"");
  const auto item = expectError(d, File::Scenario, "bundle.hex.invalid", "hex=\"Z9999\"");
  EXPECT_NE(item.message.find("\"Z9999\""), std::string::npos);
  d = good();
  edit(d, File::Map, "hexes=\"A1020 A1019", "hexes=\"A1020 A10-9");
  expectError(d, File::Map, "bundle.hex.invalid", "hexes=\"A1020 A10-9");
}

TEST(BundleErrors, HexOffTheMap) {
  auto d = good();
  edit(d, File::Scenario, "hex=\"A0102\"", "hex=\"0199\"");
  const auto item = expectError(d, File::Scenario, "bundle.hex.off-map", "hex=\"0199\"");
  EXPECT_NE(item.message.find("40 columns by 60 rows"), std::string::npos) << item.message;
  d = good();
  edit(d, File::Map, "<hex at=\"A0101\"", "<hex at=\"4101\"");
  expectError(d, File::Map, "bundle.hex.off-map", "at=\"4101\"");
  d = good();
  edit(d, File::Map, "<hexside hex=\"A1809\" side=\"N\">", "<hexside hex=\"9999\" side=\"N\">");
  expectError(d, File::Map, "bundle.hex.off-map", "hex=\"9999\"");
}

TEST(BundleErrors, HexListedTwice) {
  auto d = good();
  edit(d, File::Map, "<hex at=\"A0201\"", "<hex at=\"A0101\"");
  expectError(d, File::Map, "bundle.hex.duplicate", "at=\"A0101\"", 1);
  d = good();
  // A1809/N is also A1808/S: the same hexside named twice.
  edit(d, File::Map, "<hexside hex=\"A1809\" side=\"N\">",
       "<hexside hex=\"A1808\" side=\"S\"/>\n    <hexside hex=\"A1809\" side=\"0\">");
  expectError(d, File::Map, "bundle.hex.duplicate", "<hexside hex=\"A1809\" side=\"0\">");
}

TEST(BundleErrors, HexsideTowardAHexNotBesideIt) {
  auto d = good();
  edit(d, File::Map, "toward=\"A1808\"", "toward=\"A1807\"");
  expectError(d, File::Map, "bundle.hexside.toward-invalid", "toward=\"A1807\"");
}

TEST(BundleErrors, GridTooLargeIsRefusedWithoutAllocating) {
  auto d = good();
  edit(d, File::Map, "columns=\"40\" rows=\"60\"", "columns=\"100000\" rows=\"100000\"");
  expectError(d, File::Map, "bundle.grid.invalid", "<grid");
  d = good();
  edit(d, File::Map, "columns=\"40\" rows=\"60\"", "columns=\"-4\" rows=\"60\"");
  expectError(d, File::Map, "bundle.grid.invalid", "<grid");
}

// ---------------------------------------------------------------- ids

TEST(BundleErrors, DuplicateIds) {
  struct Case {
    File file;
    std::string from, to, at;
  };
  const std::vector<Case> cases = {
      {File::Oob, "<unit id=\"csa-trigg\"", "<unit id=\"csa-15-ark\"", "id=\"csa-15-ark\" name=\"Trigg"},
      {File::Oob, "<formation id=\"usa-army\"", "<formation id=\"csa-army\"",
       "id=\"csa-army\" name=\"Army of the Tennessee"},
      {File::Map, "<area id=\"csa-entry\"", "<area id=\"union-camps\"", "id=\"union-camps\" name=\"Confederate"},
      {File::Map, "<route id=\"hamburg-purdy\"", "<route id=\"corinth-road\"", "id=\"corinth-road\" type=\"trail\""},
      {File::Map, "<label id=\"owl-creek\"", "<label id=\"shiloh-church\"", "id=\"shiloh-church\" text=\"Owl"},
      {File::Map, "<layer id=\"points\"", "<layer id=\"traced-woods\"", "id=\"traced-woods\" visible"},
      {File::Map, "<feature id=\"s1\"", "<feature id=\"w1\"", "id=\"w1\" type=\"stream\""},
      {File::Map, "letter=\"B\"", "letter=\"A\"", "letter=\"A\" first-column=\"0\" first-row=\"30\""},
      {File::Scenario, "<side id=\"union\"", "<side id=\"confederate\"",
       "id=\"confederate\" name=\"Army of the Tennessee"},
      {File::Scenario, "<reinforcement id=\"r-tyler\"", "<reinforcement id=\"r-hardee\"", "id=\"r-hardee\" turn=\"5\""},
      {File::Scenario, "<condition id=\"v-exit\"", "<condition id=\"v-church\"", "id=\"v-church\" kind=\"exit\""},
      {File::Scenario, "<placement unit=\"csa-trigg\"", "<placement unit=\"csa-15-ark\"",
       "unit=\"csa-15-ark\" hex=\"A0103\""},
      {File::Oob, "<attr name=\"morale\" type=\"text\" value=\"B\"/>",
       "<attr name=\"elite\" type=\"bool\" value=\"true\"/>", "name=\"elite\" type=\"bool\" value=\"true\""},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.to);
    auto d = good();
    edit(d, c.file, c.from, c.to);
    const auto item = expectError(d, c.file, "bundle.id.duplicate", c.at);
    EXPECT_NE(item.message.find("twice"), std::string::npos) << item.message;
  }
}

TEST(BundleErrors, EmptyId) {
  auto d = good();
  edit(d, File::Oob, "<unit id=\"csa-trigg\"", "<unit id=\"\"");
  expectError(d, File::Oob, "bundle.id.missing", "id=\"\"");
}

// ---------------------------------------------------------------- values

TEST(BundleErrors, AttributeValueOfTheWrongType) {
  auto d = good();
  edit(d, File::Oob, "<attr name=\"strength\" type=\"int\" value=\"7\"/>",
       "<attr name=\"strength\" type=\"int\" value=\"7.5\"/>");
  const auto item = expectError(d, File::Oob, "bundle.attr.type-mismatch", "value=\"7.5\"");
  EXPECT_NE(item.message.find("'strength'"), std::string::npos);
  d = good();
  edit(d, File::Map, "type=\"bool\" value=\"true\"", "type=\"bool\" value=\"yes\"");
  expectError(d, File::Map, "bundle.attr.type-mismatch", "value=\"yes\"");
  d = good();
  edit(d, File::Oob, "type=\"number\" value=\"100\"", "type=\"number\" value=\"lots\"");
  expectError(d, File::Oob, "bundle.attr.type-mismatch", "value=\"lots\"");
}

TEST(BundleErrors, UnknownEnumerations) {
  struct Case {
    File file;
    std::string from, to, at;
  };
  const std::vector<Case> cases = {
      {File::Oob, "type=\"int\" value=\"7\"", "type=\"integer\" value=\"7\"", "type=\"integer\""},
      {File::Map, "orientation=\"flat\"", "orientation=\"diagonal\"", "orientation=\"diagonal\""},
      {File::Map, "shove=\"even\"", "shove=\"both\"", "shove=\"both\""},
      {File::Map, "kind=\"hex\"", "kind=\"sphere\"", "kind=\"sphere\""},
      {File::Map, "geometry=\"polyline\"", "geometry=\"blob\"", "geometry=\"blob\""},
      {File::Map, "side=\"SE\"", "side=\"UP\"", "side=\"UP\""},
      {File::Scenario, "facing=\"S\"", "facing=\"E\"", "facing=\"E\""},  // E is not a flat-top direction
      {File::Scenario, "severity=\"ignore\"", "severity=\"fatal\"", "severity=\"fatal\""},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.to);
    auto d = good();
    edit(d, c.file, c.from, c.to);
    expectError(d, c.file, "bundle.enum.unknown", c.at);
  }
}

TEST(BundleErrors, NumbersAndBooleansThatDoNotParse) {
  auto d = good();
  edit(d, File::Map, "columns=\"40\"", "columns=\"forty\"");
  expectError(d, File::Map, "bundle.attribute.invalid", "columns=\"forty\"");
  d = good();
  edit(d, File::Scenario, "<turns first=\"1\"", "<turns first=\"1.5\"");
  expectError(d, File::Scenario, "bundle.attribute.invalid", "first=\"1.5\"");
  d = good();
  edit(d, File::Map, "opacity=\"0.65\"", "opacity=\"0,65\"");
  expectError(d, File::Map, "bundle.attribute.invalid", "opacity=\"0,65\"");
  d = good();
  edit(d, File::Map, "visible=\"false\"", "visible=\"no\"");
  expectError(d, File::Map, "bundle.attribute.invalid", "visible=\"no\"");
  d = good();
  edit(d, File::Map, "points=\"1.5,2.25", "points=\"1.5;2.25");
  expectError(d, File::Map, "bundle.attribute.invalid", "points=\"1.5;2.25");
}

TEST(BundleErrors, MissingRequiredAttribute) {
  auto d = good();
  edit(d, File::Scenario, "<condition id=\"v-exit\" kind=\"exit\"", "<condition id=\"v-exit\"");
  const auto item = expectError(d, File::Scenario, "bundle.attribute.missing", "<condition id=\"v-exit\"");
  EXPECT_NE(item.message.find("kind"), std::string::npos);
}

TEST(BundleErrors, BackgroundOutsideTheBundle) {
  for (const std::string bad :
       {"../thom.tif", "/etc/passwd", "rasters/../../x.tif", "map.xml", "./a.tif", "a\\b.tif", ""}) {
    SCOPED_TRACE(bad);
    auto d = good();
    edit(d, File::Map, "file=\"rasters/thom-map-1862.tif\"", "file=\"" + bad + "\"");
    expectError(d, File::Map, "bundle.background.path-invalid", "file=\"" + bad + "\"");
  }
}

TEST(BundleErrors, ManyErrorsAreCapped) {
  auto d = good();
  std::string& map = d.mapXml;
  for (std::size_t at = map.find("<hex at=\""); at != std::string::npos; at = map.find("<hex at=\"", at + 1)) {
    map[at + 9] = 'Q';  // every hex label broken
  }
  model::Diagnostics diags;
  EXPECT_FALSE(io::readDocuments(d, "b.hexw", diags));
  EXPECT_LE(diags.size(), 101u);
  EXPECT_TRUE(diags.hasRule("bundle.errors.truncated"));
}

TEST(BundleErrors, DamagedDocumentsNeverCrash) {
  const auto original = good();
  std::mt19937 rng(12345);
  for (int round = 0; round < 300; ++round) {
    auto d = original;
    std::string& text = textOf(d, static_cast<File>(round % 3));
    if (round % 2 == 0) {
      text.resize(std::uniform_int_distribution<std::size_t>(0, text.size())(rng));
    } else {
      for (int k = 0; k < 5; ++k) {
        const auto at = std::uniform_int_distribution<std::size_t>(0, text.size() - 1)(rng);
        text[at] = "<>\"=/ a0-9&;\n"[std::uniform_int_distribution<int>(0, 12)(rng)];
      }
    }
    model::Diagnostics diags;
    const auto s = io::readDocuments(d, "b.hexw", diags);
    if (!s) {
      EXPECT_TRUE(diags.hasErrors());
    }
  }
}

// ---------------------------------------------------------------- files

TEST(BundleErrors, MissingFileInFolderBundle) {
  TempDir tmp;
  model::Diagnostics diags;
  const fs::path bundle = tmp.path / "shiloh.hexw";
  ASSERT_TRUE(io::saveBundle(samples::sampleTabletopScenario(), bundle, diags)) << diagText(diags);
  fs::remove(bundle / "oob.xml");
  EXPECT_FALSE(io::loadBundle(bundle, diags));
  ASSERT_TRUE(diags.hasRule("bundle.file.missing"));
  EXPECT_EQ(diags.items().back().location.source->file, "shiloh.hexw/oob.xml");
}

TEST(BundleErrors, LoadErrorsNameTheBundle) {
  TempDir tmp;
  model::Diagnostics diags;
  const fs::path bundle = tmp.path / "shiloh.hexw";
  ASSERT_TRUE(io::saveBundle(samples::sampleTabletopScenario(), bundle, diags)) << diagText(diags);
  std::ofstream(bundle / "map.xml", std::ios::app) << "<trailing/>";
  EXPECT_FALSE(io::loadBundle(bundle, diags));
  ASSERT_TRUE(diags.hasRule("bundle.xml.malformed")) << diagText(diags);
  EXPECT_EQ(diags.items().back().location.source->file, "shiloh.hexw/map.xml");
  EXPECT_GT(diags.items().back().location.source->line, 1);
}

TEST(BundleErrors, NoBundleAtAll) {
  TempDir tmp;
  model::Diagnostics diags;
  EXPECT_FALSE(io::loadBundle(tmp.path / "nothing.hexw", diags));
  EXPECT_TRUE(diags.hasRule("bundle.file.missing"));
  std::ofstream(tmp.path / "junk.hexwz") << "this is not a zip file";
  EXPECT_FALSE(io::loadBundle(tmp.path / "junk.hexwz", diags));
  EXPECT_TRUE(diags.hasRule("bundle.zip.invalid"));
  EXPECT_EQ(diags.items().back().location.source->file, (tmp.path / "junk.hexwz").string());
}

TEST(BundleErrors, MissingFileInArchive) {
  TempDir tmp;
  const auto d = io::writeDocuments(samples::sampleTabletopScenario());
  std::string error;
  {
    auto zip = io::ZipWriter::create(tmp.path / "x.hexwz", error);
    ASSERT_TRUE(zip) << error;
    ASSERT_TRUE(zip->addBuffer("scenario.xml", d.scenarioXml, true, error));
    ASSERT_TRUE(zip->addBuffer("oob.xml", d.oobXml, true, error));
    ASSERT_TRUE(zip->close(error)) << error;
  }
  model::Diagnostics diags;
  EXPECT_FALSE(io::loadBundle(tmp.path / "x.hexwz", diags));
  ASSERT_EQ(diags.size(), 1u) << diagText(diags);
  EXPECT_EQ(diags.items()[0].rule, "bundle.file.missing");
  EXPECT_EQ(diags.items()[0].location.source->file, "x.hexwz/map.xml");
}
