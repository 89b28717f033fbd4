// Text inputs of importers against hostile sizes and bytes (issue 21): the line ceiling
// (kMaxLineBytes) in every line-oriented reader, UTF-8 refused with file:line:column in
// every XML file an importer reads, and the hand-written patterns that replaced
// std::regex (which overflowed the stack on one long line) giving the same answers.
#include <gtest/gtest.h>

#include <fstream>

#include "importers/common/oob_profile.h"
#include "importers/convert/conversion_table.h"
#include "importers/georef/gcp.h"
#include "importers/mapping/mapping.h"
#include "importers/oob/csv_oob_parser.h"
#include "importers/oob/text_oob_parser.h"
#include "importers/oob/text_patterns.h"
#include "model/io/io_limits.h"
#include "model/io/text_checks.h"
#include "support/temp_dir.h"

namespace hexwright::importers {
namespace {

const model::Diagnostic* findRule(const model::Diagnostics& d, const std::string& rule) {
  for (const auto& x : d.items())
    if (x.rule == rule) return &x;
  return nullptr;
}

/// Two ordinary lines, then one a byte over the ceiling.
std::string withLongThirdLine(const std::string& first, const std::string& second) {
  return first + "\n" + second + "\n" + std::string(io::kMaxLineBytes + 1, 'x') + "\n";
}

void expectLineTooLong(const model::Diagnostics& d, const std::string& rule, const std::string& file) {
  const auto* x = findRule(d, rule);
  ASSERT_NE(x, nullptr);
  EXPECT_EQ(x->severity, model::Severity::Error);
  ASSERT_TRUE(x->location.source);
  EXPECT_EQ(x->location.source->file, file);
  EXPECT_EQ(x->location.source->line, 3);
  EXPECT_NE(x->message.find(std::to_string(io::kMaxLineBytes + 1) + " bytes"), std::string::npos) << x->message;
}

TEST(TextInputLimits, OobTextRefusesALineOverTheCeiling) {
  oob::TextParseOptions o;
  o.fileName = "sources/listing.txt";
  model::Diagnostics d;
  const auto raw = oob::parseOobText(withLongThirdLine("FIRST DIVISION", "First Brigade: 8th Illinois"), o, d);
  expectLineTooLong(d, "import.oob.line-too-long", "sources/listing.txt");
  EXPECT_TRUE(raw.units.empty());
}

TEST(TextInputLimits, LineLengthCountsEveryByteBeforeTheNewline) {
  const std::string atCeiling = "a\n" + std::string(io::kMaxLineBytes, 'x') + "\r\nb";
  EXPECT_FALSE(io::firstLongLine(atCeiling, io::kMaxLineBytes + 1));
  const auto over = io::firstLongLine(atCeiling, io::kMaxLineBytes);
  ASSERT_TRUE(over);  // the '\r' of a CRLF line end counts: the limit is on bytes
  EXPECT_EQ(over->line, 2u);
  EXPECT_EQ(over->bytes, io::kMaxLineBytes + 1);
  EXPECT_FALSE(io::firstLongLine(""));
}

TEST(TextInputLimits, OutlinesRefuseNestingDeeperThanAnyArmy) {
  // Each level costs a copy of the path for every entry under it (1.1 GB for 4,000
  // levels) and a frame of the recursive walk.
  auto nested = [](int depth) {
    std::string list;
    for (int i = 1; i <= depth; ++i) list += std::string(i, '*') + " Level " + std::to_string(i) + "\n";
    return list;
  };
  oob::TextParseOptions o;
  o.fileName = "list.txt";
  model::Diagnostics d;
  const auto raw = oob::parseOobText(nested(io::kMaxFormationDepth + 1), o, d);
  const auto* x = findRule(d, "import.oob.text.too-deep");
  ASSERT_NE(x, nullptr);
  ASSERT_TRUE(x->location.source);
  EXPECT_EQ(x->location.source->line, io::kMaxFormationDepth + 1);
  EXPECT_TRUE(raw.formations.empty());
  model::Diagnostics ok;
  const auto deepest = oob::parseOobText(nested(io::kMaxFormationDepth), o, ok);
  EXPECT_EQ(findRule(ok, "import.oob.text.too-deep"), nullptr);
  EXPECT_FALSE(deepest.formations.empty());
}

TEST(TextInputLimits, OobCsvRefusesALineOverTheCeiling) {
  model::Diagnostics d;
  const auto raw = oob::parseOobCsv(withLongThirdLine("path,unit", "Army/Division,8th Illinois"), "oob.csv", d);
  expectLineTooLong(d, "import.oob.line-too-long", "oob.csv");
  EXPECT_TRUE(raw.units.empty());
}

TEST(TextInputLimits, OobCsvRefusesAPathDeeperThanAnyArmy) {
  std::string deep;
  for (int i = 0; i <= io::kMaxFormationDepth; ++i) deep += "level" + std::to_string(i) + "/";
  model::Diagnostics d;
  const auto raw = oob::parseOobCsv("path,unit\nArmy/Division,8th Illinois\n" + deep + ",9th Illinois\n", "oob.csv", d);
  const auto* x = findRule(d, "import.oob.csv.too-deep");
  ASSERT_NE(x, nullptr);
  ASSERT_TRUE(x->location.source);
  EXPECT_EQ(x->location.source->line, 3);
  ASSERT_EQ(raw.units.size(), 1u);  // the first row is still read
  EXPECT_EQ(raw.units[0].name, "8th Illinois");
}

TEST(TextInputLimits, CsvQuotesOpenOnlyWhereACellStarts) {
  // The quote test at every '"' used to copy and trim the cell so far; it must still
  // open a quoted cell after white space only, and not after text or an empty quote.
  EXPECT_EQ(oob::splitCsvRecord("  \"a,b\",c", ','), (std::vector<std::string>{"a,b", "c"}));
  EXPECT_EQ(oob::splitCsvRecord("x\"y\",z", ','), (std::vector<std::string>{"x\"y\"", "z"}));
  EXPECT_EQ(oob::splitCsvRecord("\"a\"\"b\",\" c \"", ','), (std::vector<std::string>{"a\"b", " c "}));
  EXPECT_EQ(oob::splitCsvRecord("\"\"\"x\",y", ','), (std::vector<std::string>{"\"x", "y"}));
  const std::string quotes = "a" + std::string(200'000, '"');  // linear now, however many
  const auto fields = oob::splitCsvRecord(quotes, ',');
  ASSERT_TRUE(fields);
  EXPECT_EQ(fields->at(0).size(), quotes.size());
}

TEST(TextInputLimits, PointsRefuseALineOverTheCeiling) {
  model::Diagnostics d;
  EXPECT_FALSE(
      parseQgisPoints(withLongThirdLine("mapX,mapY,sourceX,sourceY,enable", "500000,4000000,10,-20,1"), "a.points", d));
  expectLineTooLong(d, "import.gcp.line-too-long", "a.points");
}

void expectEncodingError(const model::Diagnostics& d, const std::string& rule, const std::string& file, int line,
                         int column) {
  const auto* x = findRule(d, rule);
  ASSERT_NE(x, nullptr) << (d.empty() ? "" : formatDiagnostic(d.items().front()));
  ASSERT_TRUE(x->location.source);
  EXPECT_EQ(x->location.source->file, file);
  EXPECT_EQ(x->location.source->line, line);
  EXPECT_EQ(x->location.source->column, column);
  EXPECT_NE(x->message.find("UTF-8"), std::string::npos);
}

TEST(TextInputLimits, MappingRefusesInvalidUtf8WithLineAndColumn) {
  model::Diagnostics d;
  EXPECT_FALSE(
      parseMapping("<hexwright-mapping>\n  <landcover name=\"caf\xE9\"/>\n</hexwright-mapping>\n", "m.xml", d));
  expectEncodingError(d, "import.mapping.encoding", "m.xml", 2, 23);
}

TEST(TextInputLimits, ConversionTableAndProfileRefuseInvalidUtf8) {
  hexwright::testing::TempDir dir;
  const auto table = dir / "a--b.xml";
  std::ofstream(table, std::ios::binary)
      << "<conversion from=\"a\" to=\"b\">\n<map note=\"\xC0\xAF\"/>\n</conversion>\n";
  model::Diagnostics d;
  EXPECT_FALSE(convert::readConversionTable(table, d));
  expectEncodingError(d, "convert.table.encoding", table.string(), 2, 12);

  const auto profile = dir / "oob-profile.xml";
  std::ofstream(profile, std::ios::binary) << "<oob-profile>\n\n \xFF\n</oob-profile>\n";
  model::Diagnostics p;
  EXPECT_FALSE(oob::readOobProfile(profile, p));
  expectEncodingError(p, "import.oob.profile.encoding", profile.string(), 3, 2);
}

// The three importer XML files go through the bundle's XML reader: a second root element
// is refused at its line and column (pugixml alone loads the first half), and a NUL byte
// no longer ends a conversion table early.
TEST(TextInputLimits, ImporterXmlFilesAreParsedLikeTheBundle) {
  model::Diagnostics m;
  EXPECT_FALSE(parseMapping("<hexwright-mapping/>\n<hexwright-mapping/>\n", "m.xml", m));
  const auto* second = findRule(m, "import.mapping.malformed");
  ASSERT_NE(second, nullptr);
  EXPECT_NE(second->message.find("second root element"), std::string::npos) << second->message;
  EXPECT_EQ(second->location.source->line, 2);
  EXPECT_EQ(second->location.source->column, 1);

  hexwright::testing::TempDir dir;
  const auto table = dir / "a--b.xml";
  std::ofstream(table, std::ios::binary) << std::string("<conversion from=\"a\" to=\"b\">\n<map note=\"x\"/>") + '\0' +
                                                "\n<levels/></conversion>\n";
  model::Diagnostics t;
  EXPECT_FALSE(convert::readConversionTable(table, t));
  EXPECT_NE(findRule(t, "convert.table.malformed"), nullptr);

  const auto profile = dir / "oob-profile.xml";
  std::ofstream(profile, std::ios::binary) << "<oob-profile>\n</oob-profile>\n<oob-profile/>\n";
  model::Diagnostics p;
  EXPECT_FALSE(oob::readOobProfile(profile, p));
  const auto* extra = findRule(p, "import.oob.profile.malformed");
  ASSERT_NE(extra, nullptr);
  EXPECT_NE(extra->message.find(profile.string() + " is not well-formed XML"), std::string::npos) << extra->message;
  EXPECT_EQ(extra->location.source->line, 3);

  // An element's error gains its column: the attribute that is wrong, not just the line.
  model::Diagnostics typo;
  parseMapping("<hexwright-mapping name=\"x\"\n    colour=\"red\"/>\n", "m.xml", typo);
  const auto* unknown = findRule(typo, "import.mapping.unknown");
  ASSERT_NE(unknown, nullptr);
  EXPECT_EQ(unknown->location.source->line, 2);
  EXPECT_EQ(unknown->location.source->column, 5);
}

TEST(TextPatterns, CaseNumbers) {
  EXPECT_EQ(oob::caseNumberLength("[31.1] UNION"), 7u);
  EXPECT_EQ(oob::caseNumberLength("[31] x"), 5u);
  EXPECT_EQ(oob::caseNumberLength("[31.2.4]"), 8u);
  EXPECT_EQ(oob::caseNumberLength("[31.] x"), 0u);
  EXPECT_EQ(oob::caseNumberLength("[a] x"), 0u);
  EXPECT_EQ(oob::caseNumberLength("x [31]"), 0u);
  // A line of digits that std::regex matched with one stack frame per character.
  EXPECT_EQ(oob::caseNumberLength("[" + std::string(200'000, '1') + "] x"), 200'003u);
}

TEST(TextPatterns, FormationCodes) {
  const auto codes = oob::formationCodes("1/1/T: Col. A, Lt. Col. B. 2/1/T: Col. C 10/ab: x");
  ASSERT_EQ(codes.size(), 3u);
  EXPECT_EQ(codes[0].at, 0u);
  EXPECT_EQ(codes[0].code, "1/1/T");
  EXPECT_EQ(codes[1].at, 27u);
  EXPECT_EQ(codes[1].code, "2/1/T");
  EXPECT_EQ(codes[2].code, "10/ab");
  EXPECT_TRUE(oob::formationCodes("x1/1/T: a").empty());           // not after a separator
  EXPECT_TRUE(oob::formationCodes("1/abcdefghijklm: a").empty());  // more than 12 after '/'
  EXPECT_TRUE(oob::formationCodes("1/T:a").empty());               // no space after ':'
  EXPECT_TRUE(oob::formationCodes(". " + std::string(100'000, '7')).empty());
}

TEST(TextPatterns, BatteriesAndBattalions) {
  EXPECT_TRUE(oob::isLetteredBattery("Battery D"));
  EXPECT_TRUE(oob::isLetteredBattery("battery (b)"));
  EXPECT_FALSE(oob::isLetteredBattery("Battery DE"));
  EXPECT_FALSE(oob::isLetteredBattery("Battery 1"));
  EXPECT_TRUE(oob::isOrdinalBattalions("3rd Battalion"));
  EXPECT_TRUE(oob::isOrdinalBattalions("1st and 2nd Battalions"));
  EXPECT_FALSE(oob::isOrdinalBattalions("1st Tennessee Battalion"));
  EXPECT_FALSE(oob::isOrdinalBattalions("1st and Battalion"));
  EXPECT_FALSE(oob::isOrdinalBattalions(std::string(100'000, '1') + "st"));
}

TEST(TextPatterns, WikiMarkup) {
  EXPECT_EQ(oob::stripMarkup("[[6th Indiana Infantry Regiment|6th Indiana]][1]"), "6th Indiana");
  EXPECT_EQ(oob::stripMarkup("'''[[Henry W. Halleck]]''' [citation needed]"), "Henry W. Halleck");
  EXPECT_EQ(oob::stripMarkup("**[Grant](https://x/y)** [Note 3] and [nb 2][a]"), "Grant and");
  EXPECT_EQ(oob::stripMarkup("[[a|b] [cd] [xy](y"), "[[a|b] [cd] [xy](y");  // nothing closed: kept
  EXPECT_EQ(oob::stripMarkup("''''x''"), "'x");
  // Thousands of unclosed links on one line: minutes and then a stack overflow with std::regex.
  std::string many;
  for (int i = 0; i < 20'000; ++i) many += "[[a|";
  EXPECT_EQ(oob::stripMarkup(many), many);
  EXPECT_EQ(oob::stripMarkup(many + "b]]"), many.substr(0, many.size() - 4) + "b");
}

}  // namespace
}  // namespace hexwright::importers
