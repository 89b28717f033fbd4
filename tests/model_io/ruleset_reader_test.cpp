// The schema reader: broken documents give diagnostics with file, line, column and a
// stable rule id; nothing crashes; the search path and id lookup work.
#include "model/io/ruleset_reader.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>

namespace hexwright::io {
namespace {

using model::Diagnostics;
using model::Severity;

// A minimal valid schema; tests splice broken lines into it. Line numbers matter: the
// <terrain> element is on line 4 and its first <type> on line 5.
std::string doc(const std::string& extra = "", const std::string& terrainExtra = "") {
  return "<?xml version=\"1.0\"?>\n"                      // 1
         "<ruleset id=\"t\" name=\"T\" version=\"1\">\n"  // 2
         "  <grid kind=\"hex\"/>\n"                       // 3
         "  <terrain default=\"clear\">\n"                // 4
         "    <type id=\"clear\" name=\"Clear\"/>\n" +    // 5
         terrainExtra +                                   // 6...
         "  </terrain>\n" +
         extra + "</ruleset>\n";
}

struct Result {
  std::optional<model::Ruleset> ruleset;
  Diagnostics diagnostics;
};

Result read(const std::string& xml) {
  Result r;
  r.ruleset = readRuleset(xml, "test.xml", r.diagnostics);
  return r;
}

// The one diagnostic with `rule`; fails the test when there is not exactly one.
const model::Diagnostic& only(const Result& r, const std::string& rule) {
  static const model::Diagnostic none;
  const model::Diagnostic* found = nullptr;
  int count = 0;
  for (const auto& d : r.diagnostics.items()) {
    if (d.rule == rule) {
      found = &d;
      ++count;
    }
  }
  EXPECT_EQ(count, 1) << "diagnostics with rule " << rule;
  if (!found) {
    for (const auto& d : r.diagnostics.items()) ADD_FAILURE() << "got: " << model::formatDiagnostic(d);
    return none;
  }
  return *found;
}

void expectAt(const model::Diagnostic& d, int line, int column) {
  ASSERT_TRUE(d.location.source.has_value()) << d.message;
  EXPECT_EQ(d.location.source->file, "test.xml");
  EXPECT_EQ(d.location.source->line, line) << d.message;
  EXPECT_EQ(d.location.source->column, column) << d.message;
  EXPECT_EQ(d.severity, Severity::Error);
}

TEST(RulesetReader, MinimalDocumentLoads) {
  auto r = read(doc());
  EXPECT_TRUE(r.diagnostics.empty());
  ASSERT_TRUE(r.ruleset);
  EXPECT_EQ(r.ruleset->id, "t");
  EXPECT_EQ(r.ruleset->defaultTerrain, "clear");
  EXPECT_EQ(r.ruleset->sourceFile, "test.xml");
  EXPECT_EQ(r.ruleset->hexYards, 0);  // unknown
  EXPECT_EQ(r.ruleset->elevation.kind, model::ElevationKind::Unknown);
}

TEST(RulesetReader, MalformedXmlPointsAtTheError) {
  // Line 3 never closes <grid>; pugixml notices at the mismatched end tag on line 4.
  auto r =
      read("<?xml version=\"1.0\"?>\n<ruleset id=\"t\" name=\"T\" version=\"1\">\n  <grid kind=\"hex\">\n</ruleset>\n");
  EXPECT_FALSE(r.ruleset);
  const auto& d = only(r, "schema.xml.malformed");
  ASSERT_TRUE(d.location.source);
  EXPECT_EQ(d.location.source->file, "test.xml");
  EXPECT_EQ(d.location.source->line, 4);
  EXPECT_GE(d.location.source->column, 1);
  EXPECT_NE(d.message.find("is not well-formed XML"), std::string::npos);
}

TEST(RulesetReader, UnclosedAttributeQuote) {
  auto r = read("<ruleset id=\"t\" name=\"T version=\"1\">\n</ruleset>\n");
  EXPECT_FALSE(r.ruleset);
  const auto& d = only(r, "schema.xml.malformed");
  ASSERT_TRUE(d.location.source);
  EXPECT_EQ(d.location.source->line, 1);
}

TEST(RulesetReader, EmptyAndGarbageInput) {
  for (const char* text : {"", "   ", "not xml at all", "<", "<ruleset", "\xff\xfe\x00"}) {
    auto r = read(text);
    EXPECT_FALSE(r.ruleset) << text;
    EXPECT_TRUE(r.diagnostics.hasErrors()) << text;
  }
}

TEST(RulesetReader, WrongRootElement) {
  auto r = read("<rules id=\"t\"/>\n");
  EXPECT_FALSE(r.ruleset);
  expectAt(only(r, "schema.root.invalid"), 1, 1);
}

TEST(RulesetReader, UnknownAttributeIsReportedAtTheAttribute) {
  //       "    <type id="clear" name="Clear" colour="#ffffff"/>"
  //        123456789012345678901234567890123456
  auto r = read(doc("", "    <type id=\"grass\" name=\"Grass\" colour=\"#00ff00\"/>\n"));
  EXPECT_FALSE(r.ruleset);
  const auto& d = only(r, "schema.attribute.unknown");
  expectAt(d, 6, 35);
  EXPECT_NE(d.message.find("colour"), std::string::npos);
  EXPECT_NE(d.message.find("color"), std::string::npos);  // lists the allowed names
}

TEST(RulesetReader, ColumnsCountCharactersNotBytes) {
  // "Unión" has a two-byte character; the attribute after it is still at column 40.
  auto r = read(doc("  <sides><side id=\"union\" name=\"Unión\" colr=\"#000000\"/></sides>\n"));
  const auto& d = only(r, "schema.attribute.unknown");
  //    "  <sides><side id="union" name="Unión" colr="
  //     1234567890123456789012345678901234567890
  expectAt(d, 7, 40);
}

TEST(RulesetReader, DuplicateIdNamesTheFirstDefinition) {
  auto r = read(doc("", "    <type id=\"clear\" name=\"Clear again\"/>\n"));
  EXPECT_FALSE(r.ruleset);
  const auto& d = only(r, "schema.id.duplicate");
  expectAt(d, 6, 11);
  EXPECT_NE(d.message.find("first defined at line 5"), std::string::npos) << d.message;
}

TEST(RulesetReader, DuplicateSideAndUnitIds) {
  auto r =
      read(doc("  <sides>\n"
               "    <side id=\"union\" name=\"Union\"/>\n"
               "    <side id=\"union\" name=\"Union\"/>\n"
               "  </sides>\n"));
  expectAt(only(r, "schema.id.duplicate"), 9, 11);
}

TEST(RulesetReader, UnknownReferenceIsReportedAtTheReferringAttribute) {
  std::string xml = doc();
  xml.replace(xml.find("default=\"clear\""), 15, "default=\"grass\"");
  auto r = read(xml);
  EXPECT_FALSE(r.ruleset);
  const auto& d = only(r, "schema.reference.unknown");
  expectAt(d, 4, 12);
  EXPECT_NE(d.message.find("'grass'"), std::string::npos);
  EXPECT_NE(d.message.find("known: clear"), std::string::npos);
}

TEST(RulesetReader, ReferencesMayPointForward) {
  // Unit types name counter layouts declared later in the file.
  auto r = read(doc(
      "  <units><type id=\"inf\" name=\"Infantry\" symbol=\"infantry\" counter=\"c\">\n"
      "    <attribute name=\"strength\" type=\"int\"/></type></units>\n"
      "  <counters><layout id=\"c\" units=\"inf\"><front><field source=\"strength\"/></front></layout></counters>\n"));
  for (const auto& d : r.diagnostics.items()) ADD_FAILURE() << model::formatDiagnostic(d);
  ASSERT_TRUE(r.ruleset);
  EXPECT_EQ(r.ruleset->counterLayoutFor("inf")->front.size(), 1u);
}

TEST(RulesetReader, CounterFieldMustNameAnAttribute) {
  auto r =
      read(doc("  <units><type id=\"inf\" name=\"Infantry\" symbol=\"infantry\"/></units>\n"
               "  <counters><layout id=\"c\" units=\"inf\">\n"
               "    <front><field source=\"morale\"/></front></layout></counters>\n"));
  const auto& d = only(r, "schema.reference.unknown");
  expectAt(d, 9, 19);
  EXPECT_NE(d.message.find("morale"), std::string::npos);
}

// A layout shared by two unit types prints only what both have: a value one of them
// lacks could never be filled in (Hell Before Night's artillery has no intensity, 5.1A).
TEST(RulesetReader, CounterFieldMustNameAnAttributeOfEveryTypeUsingTheLayout) {
  auto r =
      read(doc("  <units><type id=\"inf\" name=\"Infantry\" symbol=\"infantry\">\n"
               "    <attribute name=\"strength\" type=\"int\" min=\"0\"/><attribute name=\"intensity\" type=\"int\" "
               "min=\"0\"/></type>\n"
               "    <type id=\"art\" name=\"Artillery\" symbol=\"artillery\"><attribute name=\"strength\" type=\"int\" "
               "min=\"0\"/></type></units>\n"
               "  <counters><layout id=\"c\" units=\"inf art\">\n"
               "    <front><field source=\"strength\"/><field source=\"intensity\"/></front></layout></counters>\n"));
  const auto& d = only(r, "schema.reference.unknown");
  EXPECT_EQ(d.location.source->line, 11);  // the <field> printing it
  EXPECT_NE(d.message.find("'intensity'"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("unit type art "), std::string::npos) << d.message;
}

// <los>: a block names types the schema defines and says where it blocks in the words the
// engine knows; a choice's default names one of its options.
TEST(RulesetReader, LosBlocksNameKnownTypesAndPlaces) {
  auto r =
      read(doc("  <los rule=\"11.3\" along=\"either\">\n"            // 7
               "    <block terrain=\"woods\" where=\"through\"/>\n"  // 8
               "    <block terrain=\"clear\" where=\"over\"/>\n"     // 9
               "    <choice id=\"c\" name=\"C\" default=\"x\"><option id=\"y\" name=\"Y\"/></choice>\n"
               "  </los>\n"));
  EXPECT_FALSE(r.ruleset);
  bool woods = false, where = false, def = false;
  for (const auto& d : r.diagnostics.items()) {
    woods = woods || (d.rule == "schema.reference.unknown" && d.message.find("woods") != std::string::npos);
    where = where || (d.rule == "schema.value.invalid" && d.message.find("over") != std::string::npos &&
                      d.message.find("into, out-of and through") != std::string::npos);
    def = def || d.message.find("default names no <option>") != std::string::npos;
  }
  EXPECT_TRUE(woods);
  EXPECT_TRUE(where);
  EXPECT_TRUE(def);
}

TEST(RulesetReader, LosReadsIntoTheModel) {
  auto r = read(
      doc("  <los rule=\"7.6\" along=\"both\" height=\"above-lower\" end-hexsides=\"ignore\">\n"
          "    <block terrain=\"clear\" where=\"through\" height=\"1\" beyond=\"2\" free=\"1\" rule=\"7.6.2 B\"/>\n"
          "    <condition id=\"evening\" name=\"Evening\" max-range=\"4\" rule=\"12.2D\"/>\n"
          "  </los>\n"));
  ASSERT_TRUE(r.ruleset);
  const auto& los = r.ruleset->los;
  EXPECT_TRUE(los.stated);
  EXPECT_EQ(los.along, model::LosAlong::Both);
  EXPECT_EQ(los.height, model::LosHeight::AboveLower);
  EXPECT_FALSE(los.endHexsidesBlock);
  ASSERT_EQ(los.blocks.size(), 1u);
  EXPECT_TRUE(los.blocks[0].through && !los.blocks[0].into);
  EXPECT_EQ(los.blocks[0].height, 1);
  EXPECT_EQ(los.blocks[0].beyond, 2);
  EXPECT_EQ(los.blocks[0].free, 1);
  ASSERT_TRUE(los.findCondition("evening"));
  EXPECT_EQ(los.findCondition("evening")->maxRange, 4);
}

// <roster>: a game's roster sheet as data; a broken one names what is wrong where.
TEST(RulesetReader, RosterReadsIntoTheModelAndItsMistakesAreNamed) {
  auto good = read(
      doc("  <roster sheets=\"per-side\" orientation=\"landscape\" title=\"{side} roster\" caption-figures=\"a b\">\n"
          "    <column label=\"Unit\" unit=\"true\" fill=\"true\"/>\n"
          "    <column label=\"SP\" width-boxes-from=\"strength\" min-width-mm=\"28\">\n"
          "      <cell symbols=\"infantry cavalry\" boxes-from=\"strength\" max-boxes=\"30\" unknown=\"?\"/>\n"
          "    </column>\n"
          "    <track label=\"Morale\" boxes=\"20\"/><footer label=\"Notes\"/><note>Use a pencil.</note>\n"
          "  </roster>\n"));
  ASSERT_TRUE(good.ruleset);
  const auto& roster = *good.ruleset->roster;
  EXPECT_EQ(roster.sheets, model::RosterLayout::Sheets::PerSide);
  EXPECT_TRUE(roster.landscape);
  EXPECT_EQ(roster.captionFigures, (std::vector<std::string>{"a", "b"}));
  ASSERT_EQ(roster.columns.size(), 2u);
  EXPECT_TRUE(roster.columns[0].unitLabel && roster.columns[0].fill);
  ASSERT_EQ(roster.columns[1].cells.size(), 1u);
  EXPECT_EQ(roster.columns[1].cells[0].symbols.size(), 2u);
  EXPECT_EQ(roster.columns[1].cells[0].boxesFrom, "strength");
  EXPECT_EQ(roster.notes, std::vector<std::string>{"Use a pencil."});
  auto bad =
      read(doc("  <roster sheets=\"per-brigade\">\n"                                   // 7
               "    <column label=\"SP\" width-mm=\"20\" fill=\"true\">\n"             // 8
               "      <cell symbols=\"musketeers\" boxes=\"8\" boxes-from=\"sp\"/>\n"  // 9
               "    </column>\n"
               "    <header label=\"Corps\" commander=\"corps\"/>\n"
               "  </roster>\n"));
  EXPECT_FALSE(bad.ruleset);
  std::vector<std::string> said;
  for (const auto& d : bad.diagnostics.items())
    said.push_back(std::to_string(d.location.source ? d.location.source->line : 0) + " " + d.message);
  const auto mentions = [&](const std::string& text) {
    return std::any_of(said.begin(), said.end(), [&](const auto& m) { return m.find(text) != std::string::npos; });
  };
  EXPECT_TRUE(mentions("per-brigade")) << ::testing::PrintToString(said);
  EXPECT_TRUE(mentions("one of fill=, width-mm=")) << ::testing::PrintToString(said);
  EXPECT_TRUE(mentions("musketeers")) << ::testing::PrintToString(said);
  EXPECT_TRUE(mentions("boxes= or boxes-from=, not both")) << ::testing::PrintToString(said);
  EXPECT_TRUE(mentions("corps")) << ::testing::PrintToString(said);  // no such OOB level
}

TEST(RulesetReader, MissingRequiredAttributeIsReportedAtTheElement) {
  auto r = read(doc("  <sides>\n    <side name=\"Union\"/>\n  </sides>\n"));
  EXPECT_FALSE(r.ruleset);
  const auto& d = only(r, "schema.attribute.missing");
  expectAt(d, 8, 5);
  EXPECT_NE(d.message.find("'id'"), std::string::npos);
}

TEST(RulesetReader, BadNumbersAndEnums) {
  auto r =
      read(doc("  <scale hex-yards=\"far\"/>\n"             // 7
               "  <elevation kind=\"hills\"/>\n"            // 8
               "  <print counter-inches=\"1..0.5\"/>\n"));  // 9
  EXPECT_FALSE(r.ruleset);
  ASSERT_EQ(r.diagnostics.size(), 3u);
  for (const auto& d : r.diagnostics.items()) EXPECT_EQ(d.rule, "schema.value.invalid");
  expectAt(r.diagnostics.items()[0], 7, 10);
  expectAt(r.diagnostics.items()[1], 8, 14);
  expectAt(r.diagnostics.items()[2], 9, 10);
  EXPECT_NE(r.diagnostics.items()[0].message.find("'far'"), std::string::npos);
}

TEST(RulesetReader, BadMovementCostAndColour) {
  auto r =
      read(doc("", "    <type id=\"woods\" name=\"Woods\" color=\"green\"><move class=\"all\" cost=\"S\"/></type>\n"));
  EXPECT_FALSE(r.ruleset);
  ASSERT_EQ(r.diagnostics.size(), 2u);
  expectAt(r.diagnostics.items()[0], 6, 35);  // color
  expectAt(r.diagnostics.items()[1], 6, 67);  // cost
}

TEST(RulesetReader, UnknownElementAndDuplicateSingleton) {
  auto r = read(doc("  <terain/>\n  <grid kind=\"hex\"/>\n"));
  EXPECT_FALSE(r.ruleset);
  expectAt(only(r, "schema.element.unknown"), 7, 3);
  expectAt(only(r, "schema.element.duplicate"), 8, 3);
}

TEST(RulesetReader, StrayTextIsReported) {
  auto r = read(doc("  stray words\n"));
  EXPECT_FALSE(r.ruleset);
  EXPECT_TRUE(r.diagnostics.hasRule("schema.text.unexpected"));
}

TEST(RulesetReader, MissingGridIsAnError) {
  std::string xml = doc();
  xml.erase(xml.find("  <grid kind=\"hex\"/>\n"), 21);
  auto r = read(xml);
  EXPECT_FALSE(r.ruleset);
  EXPECT_TRUE(r.diagnostics.hasRule("schema.attribute.missing"));
}

TEST(RulesetReader, DirectionNeedsADirectionalHexside) {
  auto r =
      read(doc("  <mobility><class id=\"inf\" name=\"Infantry\"/></mobility>\n"
               "  <hexsides><type id=\"stream\" name=\"Stream\">\n"
               "    <move class=\"inf\" cost=\"+1\" direction=\"toward\"/></type></hexsides>\n"));
  EXPECT_FALSE(r.ruleset);
  expectAt(only(r, "schema.value.invalid"), 9, 33);
}

TEST(RulesetReader, CheckRuleIdsAreDotted) {
  auto r = read(doc(
      "  <checks><check rule=\"Stacking\" severity=\"error\"/><check rule=\"a.b\" severity=\"fatal\"/></checks>\n"));
  EXPECT_FALSE(r.ruleset);
  ASSERT_EQ(r.diagnostics.size(), 2u);
  expectAt(r.diagnostics.items()[0], 7, 18);
  expectAt(r.diagnostics.items()[1], 7, 70);
}

TEST(RulesetReader, ChecksKeepTheirParameters) {
  auto r =
      read(doc("  <checks><check rule=\"setup.stacking.exceeded\" severity=\"warning\" ref=\"8.1A\" max-units=\"3\"\n"
               "                 max-strength=\"unknown\" note=\"n\"/></checks>\n"));
  ASSERT_TRUE(r.ruleset);
  ASSERT_EQ(r.ruleset->checks.size(), 1u);
  const auto& c = r.ruleset->checks[0];
  EXPECT_EQ(c.severity, Severity::Warning);
  EXPECT_EQ(c.ref, "8.1A");
  EXPECT_EQ(c.notes, "n");
  EXPECT_EQ(c.params.size(), 2u);
  EXPECT_EQ(c.integer("max-units"), 3);
  EXPECT_TRUE(c.isUnknown("max-strength"));
  EXPECT_EQ(c.source, (model::SourceLocation{"test.xml", 7, 11}));
}

TEST(RulesetReader, MoveAllExpandsToEveryClassWithoutItsOwnEntry) {
  auto r =
      read(doc("  <mobility><class id=\"inf\" name=\"I\"/><class id=\"art\" name=\"A\"/><class id=\"cav\" "
               "name=\"C\"/></mobility>\n",
               "    <type id=\"woods\" name=\"Woods\"><move class=\"all\" cost=\"2\"/><move class=\"art\" "
               "cost=\"prohibited\"/></type>\n"));
  ASSERT_TRUE(r.ruleset);
  const auto* woods = r.ruleset->findTerrain("woods");
  EXPECT_EQ(woods->movementCost("inf"), model::MovementCost::cost(2));
  EXPECT_EQ(woods->movementCost("cav"), model::MovementCost::cost(2));
  EXPECT_EQ(woods->movementCost("art"), model::MovementCost::prohibited());
  EXPECT_EQ(woods->movement.size(), 3u);
}

TEST(RulesetReader, UnknownValuesStayUnknown) {
  auto r =
      read(doc("  <scale hex-yards=\"unknown\" yards-per-inch=\"25..30\"/>\n"
               "  <turns days=\"unknown\" day-minutes=\"..45\" scenario-turns=\"6..\"/>\n"
               "  <units><type id=\"x\" name=\"X\" symbol=\"other\" combat=\"unknown\" movement=\"unknown\"/></units>\n"
               "  <markers><marker id=\"m\" name=\"M\" count=\"unknown\"/></markers>\n"
               "  <constants><constant name=\"c\" type=\"int\" value=\"unknown\"/></constants>\n"));
  for (const auto& d : r.diagnostics.items()) ADD_FAILURE() << model::formatDiagnostic(d);
  ASSERT_TRUE(r.ruleset);
  const auto& rs = *r.ruleset;
  EXPECT_EQ(rs.hexYards, 0);
  EXPECT_EQ(rs.yardsPerInch.min, 25.0);
  EXPECT_EQ(rs.yardsPerInch.max, 30.0);
  EXPECT_FALSE(rs.turns.days.has_value());
  EXPECT_FALSE(rs.turns.dayTurnMinutes.min.has_value());
  EXPECT_EQ(rs.turns.dayTurnMinutes.max, 45.0);
  EXPECT_EQ(rs.turns.scenarioTurns.min, 6.0);
  EXPECT_FALSE(rs.turns.scenarioTurns.max.has_value());
  EXPECT_FALSE(rs.unitTypes[0].isCombat.has_value());
  EXPECT_FALSE(rs.unitTypes[0].movementAllowance.has_value());
  EXPECT_FALSE(rs.markers[0].count.has_value());
  EXPECT_FALSE(rs.findConstant("c")->value.has_value());
}

TEST(RulesetReader, NumberingUnknownFieldsAreListed) {
  auto r = read(doc("", ""));
  ASSERT_TRUE(r.ruleset);
  std::string xml = doc();
  xml.replace(
      xml.find("<grid kind=\"hex\"/>"), 18,
      "<grid kind=\"hex\"><numbering orientation=\"unknown\" shove=\"odd\" row-origin=\"0\" digits=\"2\"/></grid>");
  r = read(xml);
  ASSERT_TRUE(r.ruleset);
  const auto& rs = *r.ruleset;
  EXPECT_FALSE(rs.numberingKnown("orientation"));
  EXPECT_FALSE(rs.numberingKnown("column-origin"));  // absent means unknown
  EXPECT_TRUE(rs.numberingKnown("shove"));
  EXPECT_TRUE(rs.numberingKnown("row-origin"));
  EXPECT_EQ(rs.numbering.rowOrigin, 0);
  EXPECT_EQ(rs.numbering.shove, model::Shove::Odd);
}

TEST(RulesetReader, LetteredSheetsWithExtentsBecomeSections) {
  std::string xml = doc();
  xml.replace(xml.find("<grid kind=\"hex\"/>"), 18,
              "<grid kind=\"hex\"><numbering sheet-letters=\"true\"/>"
              "<sheet id=\"A\" first-col=\"0\" first-row=\"0\" columns=\"40\" rows=\"30\"/>"
              "<sheet id=\"B\" first-col=\"38\" first-row=\"0\" columns=\"unknown\" rows=\"30\"/></grid>");
  auto r = read(xml);
  ASSERT_TRUE(r.ruleset);
  ASSERT_EQ(r.ruleset->numbering.sections.size(), 1u);  // B's extent is unknown
  EXPECT_EQ(r.ruleset->numbering.sections[0].letter, "A");
  EXPECT_EQ(r.ruleset->mapSheets.size(), 2u);
}

TEST(RulesetReader, AttributeDefinitions) {
  auto r = read(doc(
      "  <units><type id=\"i\" name=\"I\" symbol=\"infantry\">\n"
      "    <attribute name=\"morale\" type=\"text\" values=\"1|2| ? \" default=\"?\" print=\"both\" slot=\"bottom\"/>\n"
      "    <attribute name=\"sp\" type=\"int\" min=\"0\" max=\"3\" required=\"true\" print=\"no\"/>\n"
      "    <attribute name=\"bad\" type=\"text\" min=\"1\"/>\n"
      "    <attribute name=\"sp\" type=\"int\" default=\"x\"/>\n"
      "  </type></units>\n"));
  EXPECT_FALSE(r.ruleset);
  // min on a text attribute; duplicate name; a default that is not an int.
  EXPECT_EQ(r.diagnostics.size(), 3u);
  EXPECT_TRUE(r.diagnostics.hasRule("schema.id.duplicate"));
  // And the good part reads as intended.
  auto ok = read(doc(
      "  <units><type id=\"i\" name=\"I\" symbol=\"infantry\">\n"
      "    <attribute name=\"morale\" type=\"text\" values=\"1|2| ? \" default=\"?\" print=\"both\" slot=\"bottom\"/>\n"
      "    <attribute name=\"sp\" type=\"int\" min=\"0\" max=\"3\" required=\"true\" print=\"no\"/>\n"
      "  </type></units>\n"));
  ASSERT_TRUE(ok.ruleset);
  const auto& attrs = ok.ruleset->unitTypes[0].attributes;
  EXPECT_EQ(attrs[0].allowedValues, (std::vector<std::string>{"1", "2", "?"}));
  EXPECT_EQ(attrs[0].defaultValue, model::AttributeValue{std::string("?")});
  ASSERT_TRUE(attrs[0].print);
  EXPECT_EQ(attrs[0].print->face, model::CounterFace::Both);
  EXPECT_EQ(attrs[0].print->slot, model::CounterSlot::Bottom);
  EXPECT_FALSE(attrs[1].print.has_value());
  EXPECT_EQ(attrs[1].max, 3.0);
  EXPECT_TRUE(attrs[1].required);
}

TEST(RulesetReader, NewerFormatIsRefused) {
  std::string xml = doc();
  xml.replace(xml.find("version=\"1\">"), 12, "version=\"1\" format=\"2\">");
  auto r = read(xml);
  EXPECT_FALSE(r.ruleset);
  expectAt(only(r, "schema.format.unsupported"), 2, 38);
}

// Cutting a real schema anywhere, or flipping bytes, never crashes and every diagnostic
// carries a position in the file.
TEST(RulesetReader, TruncatedAndCorruptedSchemasNeverCrash) {
  std::ifstream in(std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "schemas" / "hell-before-night" / "ruleset.xml");
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string full = ss.str();
  ASSERT_GT(full.size(), 1000u);
  for (std::size_t cut = 0; cut < full.size(); cut += 97) {
    auto r = read(full.substr(0, cut));
    EXPECT_FALSE(r.ruleset) << cut;
    for (const auto& d : r.diagnostics.items()) {
      ASSERT_TRUE(d.location.source) << d.message;
      EXPECT_EQ(d.location.source->file, "test.xml");
      EXPECT_GE(d.location.source->line, 1) << d.message;
    }
  }
  std::mt19937 rng(42);
  for (int i = 0; i < 300; ++i) {
    std::string s = full;
    for (int k = 0; k < 4; ++k) s[rng() % s.size()] = static_cast<char>(rng() % 256);
    auto r = read(s);
    if (!r.ruleset) {
      EXPECT_TRUE(r.diagnostics.hasErrors());
    }
  }
}

TEST(RulesetFiles, UnreadableFile) {
  Diagnostics d;
  EXPECT_FALSE(loadRuleset("/nonexistent/ruleset.xml", d));
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d.items()[0].rule, "schema.file.unreadable");
  ASSERT_TRUE(d.items()[0].location.source);
  EXPECT_EQ(d.items()[0].location.source->file, "/nonexistent/ruleset.xml");
}

TEST(RulesetFiles, BuiltInSchemasAreOnTheSearchPath) {
  auto ids = availableRulesets();
  for (const char* id :
       {"bloody-april", "dress-on-the-colors", "hell-before-night", "huzzah", "unconditional-surrender"})
    EXPECT_NE(std::find(ids.begin(), ids.end(), id), ids.end()) << id;
  EXPECT_TRUE(std::is_sorted(ids.begin(), ids.end()));
  Diagnostics d;
  auto r = loadRulesetById("huzzah", d);
  ASSERT_TRUE(r);
  EXPECT_TRUE(d.empty());
}

TEST(RulesetFiles, UnknownIdListsTheKnownOnes) {
  Diagnostics d;
  EXPECT_FALSE(loadRulesetById("gettysburg", d));
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d.items()[0].rule, "schema.ruleset.unknown");
  EXPECT_NE(d.items()[0].message.find("hell-before-night"), std::string::npos);
  Diagnostics d2;
  EXPECT_FALSE(loadRulesetById("../schemas/huzzah", d2));
  EXPECT_TRUE(d2.hasRule("schema.ruleset.unknown"));
}

class EnvSchemas : public ::testing::Test {
 protected:
  void SetUp() override {
    m_dir = std::filesystem::temp_directory_path() / ("hexwright-schemas-" + std::to_string(::getpid()));
    std::filesystem::create_directories(m_dir / "custom");
    std::filesystem::create_directories(m_dir / "renamed");
    std::ofstream(m_dir / "custom" / "ruleset.xml") << doc().replace(doc().find("id=\"t\""), 6, "id=\"custom\"");
    std::ofstream(m_dir / "renamed" / "ruleset.xml") << doc();  // declares id "t"
    const char* old = std::getenv("HEXWRIGHT_SCHEMAS");
    if (old) m_old = old;
    ::setenv("HEXWRIGHT_SCHEMAS", m_dir.c_str(), 1);
  }
  void TearDown() override {
    if (m_old) {
      ::setenv("HEXWRIGHT_SCHEMAS", m_old->c_str(), 1);
    } else {
      ::unsetenv("HEXWRIGHT_SCHEMAS");
    }
    std::filesystem::remove_all(m_dir);
  }
  std::filesystem::path m_dir;
  std::optional<std::string> m_old;
};

TEST_F(EnvSchemas, EnvironmentVariableComesFirst) {
  auto path = schemaSearchPath();
  ASSERT_FALSE(path.empty());
  EXPECT_EQ(path.front(), m_dir);
  auto ids = availableRulesets();
  EXPECT_NE(std::find(ids.begin(), ids.end(), "custom"), ids.end());
  EXPECT_NE(std::find(ids.begin(), ids.end(), "huzzah"), ids.end());  // source tree still searched
  Diagnostics d;
  auto r = loadRulesetById("custom", d);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->id, "custom");
}

TEST_F(EnvSchemas, FolderAndIdMustAgree) {
  Diagnostics d;
  EXPECT_FALSE(loadRulesetById("renamed", d));
  EXPECT_TRUE(d.hasRule("schema.id.mismatch"));
}

}  // namespace
}  // namespace hexwright::io
