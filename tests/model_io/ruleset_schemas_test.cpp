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

// Every number a schema reads has its range, from the rulebook where it states one,
// otherwise at least 0: a negative strength or morale is then an error, not a value.
TEST_P(EverySchema, EveryNumericAttributeStatesItsRange) {
  model::Diagnostics d;
  auto r = loadRuleset(schemaFile(GetParam()), d);
  ASSERT_TRUE(r.has_value());
  std::size_t numeric = 0;
  auto check = [&](const std::string& owner, const model::AttributeDefs& defs) {
    for (const model::AttributeDef& a : defs) {
      if (a.type != model::AttributeType::Integer && a.type != model::AttributeType::Number) continue;
      ++numeric;
      EXPECT_TRUE(a.min.has_value()) << owner << " attribute " << a.name << " states no lower bound";
    }
  };
  for (const auto& t : r->unitTypes) check("unit type " + t.id, t.attributes);
  for (const auto& t : r->terrain) check("terrain " + t.id, t.attributes);
  for (const auto& t : r->hexsides) check("hexside " + t.id, t.attributes);
  for (const auto& t : r->routes) check("route " + t.id, t.attributes);
  for (const auto& t : r->features) check("feature " + t.id, t.attributes);
  EXPECT_GT(numeric, 0u);
}

INSTANTIATE_TEST_SUITE_P(Schemas, EverySchema, ::testing::ValuesIn(kIds), [](const auto& test) {
  std::string n = test.param;
  for (char& c : n)
    if (c == '-') c = '_';
  return n;
});

}  // namespace
}  // namespace hexwright::io
