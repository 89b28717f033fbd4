// Every count and size a bundle states has a ceiling with a clear error at file:line
// (docs/bundle-format.md, "Limits"), encoding errors are refused at read, and positions
// of many problems on one long line stay right (and cheap).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "model/io/bundle.h"
#include "model/io/io_limits.h"
#include "model/io/text_checks.h"
#include "sample_scenario.h"

using namespace hexwright;

namespace {

io::BundleDocuments good() { return io::writeDocuments(samples::sampleHexScenario()); }

void replaceFirst(std::string& text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  ASSERT_NE(at, std::string::npos) << from;
  text.replace(at, from.size(), to);
}

/// The first error, formatted "file:line:col: …".
std::string firstError(const model::Diagnostics& d) {
  for (const auto& x : d.items())
    if (x.severity == model::Severity::Error) return model::formatDiagnostic(x);
  return "";
}

TEST(BundleLimits, TurnsBeyondTheCeilingAreRefusedAtTheirLine) {
  for (const char* last : {"2000000000", "10001"}) {
    io::BundleDocuments docs = good();
    replaceFirst(docs.scenarioXml, "last=\"24\"", std::string("last=\"") + last + "\"");
    model::Diagnostics d;
    EXPECT_FALSE(io::readDocuments(docs, "b.hexw", d)) << last;
    EXPECT_TRUE(d.hasRule("bundle.attribute.invalid")) << last;
    EXPECT_NE(firstError(d).find("b.hexw/scenario.xml:"), std::string::npos) << firstError(d);
  }
  io::BundleDocuments docs = good();
  replaceFirst(docs.scenarioXml, "first=\"1\"", "first=\"-2147483648\"");
  model::Diagnostics d;
  EXPECT_FALSE(io::readDocuments(docs, "b.hexw", d));
}

TEST(BundleLimits, TableSizesMustBeFiniteAndReal) {
  const io::BundleDocuments base = io::writeDocuments(samples::sampleTabletopScenario());
  for (const char* width : {"inf", "nan", "1e308", "-3"}) {
    io::BundleDocuments docs = base;
    replaceFirst(docs.mapXml, "width=\"72\"", std::string("width=\"") + width + "\"");
    model::Diagnostics d;
    EXPECT_FALSE(io::readDocuments(docs, "t.hexw", d)) << width;
    EXPECT_NE(firstError(d).find("t.hexw/map.xml:"), std::string::npos) << firstError(d);
    EXPECT_NE(firstError(d).find("table width"), std::string::npos) << firstError(d);
  }
}

TEST(BundleLimits, GridAndOriginCeilings) {
  io::BundleDocuments docs = good();
  replaceFirst(docs.mapXml, "columns=\"", "columns=\"4000");  // 4000xx columns
  model::Diagnostics d;
  EXPECT_FALSE(io::readDocuments(docs, "b.hexw", d));
  EXPECT_TRUE(d.hasRule("bundle.grid.invalid"));
  io::BundleDocuments origin = good();
  replaceFirst(origin.mapXml, "column-origin=\"", "column-origin=\"-2147483");
  model::Diagnostics o;
  EXPECT_FALSE(io::readDocuments(origin, "b.hexw", o));
  EXPECT_TRUE(o.hasRule("bundle.grid.invalid"));
}

TEST(BundleLimits, AFormationChainDeeperThanTheCeilingIsRefused) {
  model::Scenario s = samples::sampleHexScenario();
  auto& f = s.oob.formations;
  for (int i = 0; i < io::kMaxFormationDepth + 5; ++i) {
    f.push_back(f.back());
    f.back().id = model::FormationId("chain-" + std::to_string(i));
    f.back().parent = i == 0 ? model::FormationId("usa-6") : model::FormationId("chain-" + std::to_string(i - 1));
    f.back().commander.reset();
  }
  model::Diagnostics d;
  EXPECT_FALSE(io::readDocuments(io::writeDocuments(s), "b.hexw", d));
  ASSERT_TRUE(d.hasRule("bundle.formation.too-deep"));
  EXPECT_NE(firstError(d).find("b.hexw/oob.xml:"), std::string::npos) << firstError(d);
  // A chain at the ceiling loads.
  f.resize(f.size() - 7);
  model::Diagnostics ok;
  EXPECT_TRUE(io::readDocuments(io::writeDocuments(s), "b.hexw", ok)) << firstError(ok);
}

TEST(BundleEncoding, InvalidUtf8IsRefusedAtItsLineAndColumn) {
  io::BundleDocuments docs = good();
  replaceFirst(docs.scenarioXml, "<title>Bloody", "<title>Bl\xC3\x28ody");
  model::Diagnostics d;
  EXPECT_FALSE(io::readDocuments(docs, "b.hexw", d));
  ASSERT_TRUE(d.hasRule("bundle.xml.encoding"));
  const std::string e = firstError(d);
  EXPECT_NE(e.find("b.hexw/scenario.xml:"), std::string::npos) << e;
  // line of <title>, column of the bad byte
  const std::size_t line =
      1 + static_cast<std::size_t>(
              std::count(docs.scenarioXml.begin(), docs.scenarioXml.begin() + docs.scenarioXml.find("\xC3\x28"), '\n'));
  EXPECT_NE(e.find("scenario.xml:" + std::to_string(line) + ":"), std::string::npos) << e;
}

TEST(BundleEncoding, Utf8CheckerFollowsRfc3629) {
  EXPECT_EQ(io::firstInvalidUtf8("plain ascii"), std::nullopt);
  EXPECT_EQ(io::firstInvalidUtf8("Mosb\xC3\xA9 \xE2\x80\x94 \xF0\x9F\x8E\xA8"), std::nullopt);
  EXPECT_EQ(io::firstInvalidUtf8("ab\xC0\xAF"), 2u);         // overlong '/'
  EXPECT_EQ(io::firstInvalidUtf8("a\xED\xA0\x80"), 1u);      // surrogate
  EXPECT_EQ(io::firstInvalidUtf8("a\xF4\x90\x80\x80"), 1u);  // above U+10FFFF
  EXPECT_EQ(io::firstInvalidUtf8("abc\xE2\x80"), 3u);        // cut short
  EXPECT_EQ(io::firstInvalidUtf8("\xFF"), 0u);
  // Long ASCII runs are checked eight bytes at a time: a bad byte at any offset, with
  // valid multi-byte characters before it, is still found where it is.
  for (std::size_t at = 0; at < 40; ++at) {
    std::string text(at, 'a');
    if (at >= 20) text.replace(10, 2, "\xC3\xA9");
    text += "\xFF";
    text += std::string(17, 'b');
    EXPECT_EQ(io::firstInvalidUtf8(text), at) << at;
    EXPECT_EQ(io::firstInvalidUtf8(text.substr(0, at) + std::string(19, 'c')), std::nullopt) << at;
  }
}

TEST(BundleDiagnostics, ManyProblemsOnOneLongLineHaveTheRightColumns) {
  // Everything on one line: each unknown attribute warns with its own column.
  io::BundleDocuments docs = good();
  std::string extra;
  for (int i = 0; i < 2000; ++i) extra += " x" + std::to_string(i) + "=\"\xC3\xA9\"";
  replaceFirst(docs.scenarioXml, "<turns ", "<turns" + extra + " ");
  std::string& text = docs.scenarioXml;
  for (char& c : text)
    if (c == '\n') c = ' ';
  model::Diagnostics d;
  ASSERT_TRUE(io::readDocuments(docs, "b.hexw", d));
  int checked = 0;
  for (const auto& x : d.items()) {
    if (x.rule != "bundle.xml.unknown-attribute" || !x.location.source) continue;
    const std::size_t from = x.message.find("attribute ") + 10;
    const std::string name = x.message.substr(from, x.message.find(' ', from) - from);
    const std::size_t at = text.find(" " + name + "=") + 1;
    // column in characters: every é before it is two bytes, one character
    const std::size_t before =
        static_cast<std::size_t>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\xC3'));
    EXPECT_EQ(x.location.source->line, 1);
    EXPECT_EQ(static_cast<std::size_t>(x.location.source->column), at + 1 - before) << name;
    ++checked;
  }
  EXPECT_GT(checked, 50);
}

}  // namespace

namespace {

TEST(BundleDiagnostics, EchoedValuesAreCut) {
  io::BundleDocuments docs = good();
  const std::string huge(1'000'000, 'q');
  replaceFirst(docs.mapXml, "orientation=\"flat\"", "orientation=\"" + huge + "\"");
  model::Diagnostics d;
  EXPECT_FALSE(io::readDocuments(docs, "b.hexw", d));
  ASSERT_TRUE(d.hasRule("bundle.enum.unknown"));
  for (const auto& x : d.items()) EXPECT_LT(x.message.size(), 2000u) << x.rule;
  EXPECT_NE(firstError(d).find(std::string(200, 'q') + "\u2026\""), std::string::npos);
  // a cut never splits a character
  EXPECT_EQ(io::firstInvalidUtf8(
                io::shortenEchoes("v=\"" + std::string(199, 'a') + "\xC3\xA9\xC3\xA9" + std::string(300, 'b') + "\"")),
            std::nullopt);
}

}  // namespace

namespace {

TEST(HexLabels, ExtremeOriginsAndPrintedNumbersDoNotOverflow) {
  // Found by UBSan: origin arithmetic in int overflowed (model/hex/offset_coord.cpp).
  model::OffsetConvention c;
  c.digits = 10;
  c.columnOrigin = -2'000'000'000;
  c.rowOrigin = 2'000'000'000;
  EXPECT_EQ(model::parseLabel("21474836470000000000", c), std::nullopt);  // column 2147483647 + 2e9 is no int
  c.columnOrigin = 1;
  c.rowOrigin = 1;
  c.sections = {model::MapSection{"A", 2'147'483'640, 0, 10, 10}};
  EXPECT_EQ(model::parseLabel("A00000000100000000001", c), std::nullopt);  // first column + 9 is no int
  const auto h = model::parseLabel("00000000050000000007", c);
  ASSERT_TRUE(h);
  EXPECT_EQ(model::formatLabel(*h, c), "00000000050000000007");
}

}  // namespace
