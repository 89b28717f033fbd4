// Every schema in schemas/ loads without diagnostics.
#include <gtest/gtest.h>

#include "model/io/ruleset_reader.h"

namespace hexwright::io {
namespace {

const char* const kIds[] = {"hell-before-night", "bloody-april", "unconditional-surrender", "huzzah",
                            "dress-on-the-colors"};

std::filesystem::path schemaFile(const std::string& id) {
  return std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "schemas" / id / "ruleset.xml";
}

class EverySchema : public ::testing::TestWithParam<const char*> {};

TEST_P(EverySchema, LoadsWithZeroDiagnostics) {
  model::Diagnostics d;
  auto r = loadRuleset(schemaFile(GetParam()), d);
  for (const auto& item : d.items()) ADD_FAILURE() << model::formatDiagnostic(item);
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->id, GetParam());
  EXPECT_FALSE(r->name.empty());
  EXPECT_FALSE(r->version.empty());
  EXPECT_FALSE(r->sides.empty());
  EXPECT_FALSE(r->terrain.empty());
  EXPECT_NE(r->findTerrain(r->defaultTerrain), nullptr);
}

INSTANTIATE_TEST_SUITE_P(Schemas, EverySchema, ::testing::ValuesIn(kIds), [](const auto& test) {
  std::string n = test.param;
  for (char& c : n)
    if (c == '-') c = '_';
  return n;
});

}  // namespace
}  // namespace hexwright::io
