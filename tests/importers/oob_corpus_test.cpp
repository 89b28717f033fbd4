// The corpus of real orders of battle (tests/importers/oob_corpus/README.md): each
// listing, typed from a published source in its own style, imports with exactly the
// counts its hand-made .counts file gives, and a sample of entries reads exactly.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "hand_counts.h"
#include "model/io/ruleset_reader.h"
#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

const std::filesystem::path kSourceRoot = HEXWRIGHT_SOURCE_DIR;
const std::filesystem::path kCorpus = kSourceRoot / "tests" / "importers" / "oob_corpus";

class OobCorpus : public ::testing::TestWithParam<std::string> {};

TEST_P(OobCorpus, MatchesTheHandCounts) {
  const HandCounts expected = readCounts(kCorpus / (GetParam() + ".counts"));
  ASSERT_TRUE(expected.values.count("source")) << GetParam();
  const std::filesystem::path source = expected.values.at("source").find('/') == std::string::npos
                                           ? kCorpus / expected.values.at("source")
                                           : kSourceRoot / expected.values.at("source");
  const std::string text = readAll(source);
  ASSERT_FALSE(text.empty()) << source;
  model::Diagnostics rd;
  const auto ruleset = io::loadRulesetById(expected.values.at("ruleset"), rd);
  ASSERT_TRUE(ruleset) << allDiagnostics(rd);
  importers::oob::OobImportRequest req;
  req.file = source.filename();
  if (expected.values.count("side")) req.side = expected.values.at("side");
  if (expected.values.count("army")) req.army = expected.values.at("army");
  model::Diagnostics d;
  const auto r = importers::oob::importOobText(text, scenarioWithSides(*ruleset), *ruleset, req, d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_EQ(r.outcome.style, expected.values.at("style"));

  std::map<std::string, std::size_t> counted;
  for (const auto& f : r.oob.formations) ++counted["formations." + f.level];
  for (const auto& u : r.oob.units) {
    const auto* t = ruleset->findUnitType(u.type);
    ++counted[t && t->isLeader ? std::string("leaders") : "units." + u.type];
  }
  counted["officers"] = r.outcome.officers;
  for (const auto& [status, n] : r.outcome.statuses) counted["status." + status] = n;
  counted["notes"] = r.outcome.notes;
  counted["not-understood"] = r.outcome.notUnderstood;
  std::map<std::string, std::string> actual;
  for (const auto& [key, n] : counted) actual[key] = std::to_string(n);
  // Every counted key the hand file names, and nothing it leaves out.
  for (const auto& [key, value] : expected.values) {
    if (key == "source" || key == "ruleset" || key == "style" || key == "side" || key == "army") continue;
    EXPECT_EQ(actual[key].empty() ? "0" : actual[key], value) << GetParam() << ": " << key;
  }
  // A listing counted per formation level must have no other levels; units and
  // statuses are always counted completely.
  bool formationsCounted = false;
  for (const auto& [key, value] : expected.values)
    formationsCounted = formationsCounted || key.starts_with("formations.");
  for (const auto& [key, value] : actual)
    if (((formationsCounted && key.starts_with("formations.")) || key.starts_with("units.") ||
         key.starts_with("status.")) &&
        !expected.values.count(key))
      ADD_FAILURE() << GetParam() << ": " << key << " = " << value << " is not in the hand counts";

  for (const auto& e : expected.entries) {
    ASSERT_GE(e.size(), 3u) << "entry needs name | type | formation [| notes]";
    const auto* u = unitNamed(r.oob, e[0]);
    ASSERT_NE(u, nullptr) << GetParam() << ": no entry \"" << e[0] << "\"\n" << allDiagnostics(d);
    EXPECT_EQ(u->type, e[1]) << e[0];
    const auto* f = u->formation ? r.oob.findFormation(*u->formation) : nullptr;
    EXPECT_EQ(f ? f->name : "", e[2]) << e[0];
    if (e.size() > 3) {
      EXPECT_EQ(u->notes, e[3]) << e[0];
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Listings, OobCorpus,
                         ::testing::Values("or_shiloh_polk", "or_shiloh_sherman", "bl_shiloh_mcclernand",
                                           "bl_shiloh_hardee", "wiki_shiloh_whl_wallace", "wiki_perryville_rousseau",
                                           "outline_perryville_cheatham", "sheet_shiloh_unattached",
                                           "sheet_shiloh_prentiss", "section31_bloody_april"));

}  // namespace
}  // namespace hexwright::testing
