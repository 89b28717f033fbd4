// What the schema reader refuses before it reads a single element (issue 21): bytes that
// are not UTF-8 and a second top-level element, each with file:line:column.
#include <gtest/gtest.h>

#include "model/io/ruleset_reader.h"

namespace hexwright::io {
namespace {

const model::Diagnostic& onlyError(const model::Diagnostics& d) {
  EXPECT_EQ(d.count(model::Severity::Error), 1u);
  for (const auto& x : d.items())
    if (x.severity == model::Severity::Error) return x;
  static const model::Diagnostic none;
  return none;
}

TEST(SchemaBytes, InvalidUtf8IsRefusedAtTheFirstBadByte) {
  model::Diagnostics d;
  // U+00E9 is fine; the lone continuation byte on line 3 is not.
  EXPECT_FALSE(readRuleset("<ruleset id=\"x\">\n<!-- caf\xC3\xA9 -->\n  <!-- \x80 -->\n</ruleset>\n", "r.xml", d));
  const auto& e = onlyError(d);
  EXPECT_EQ(e.rule, "schema.xml.encoding");
  ASSERT_TRUE(e.location.source);
  EXPECT_EQ(*e.location.source, (model::SourceLocation{"r.xml", 3, 8}));
}

TEST(SchemaBytes, ASecondRootElementIsRefused) {
  model::Diagnostics element;
  EXPECT_FALSE(readRuleset("<ruleset id=\"x\">\n</ruleset>\n<terrain id=\"y\"/>\n", "r.xml", element));
  const auto& e = onlyError(element);
  EXPECT_NE(e.message.find("<terrain> is a second root element"), std::string::npos) << e.message;
  ASSERT_TRUE(e.location.source);
  EXPECT_EQ(e.location.source->line, 3);
  EXPECT_EQ(e.location.source->column, 1);
}

}  // namespace
}  // namespace hexwright::io
