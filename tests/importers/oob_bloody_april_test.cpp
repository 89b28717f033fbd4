// The Bloody April sample bundle's orders of battle come from the rulebook's section 31
// text (kept verbatim in the bundle as sources/section-31.txt) through this importer.
// The expected numbers are hand counts of the Bloody April 31.x order of battle lists,
// per army and per side.
#include <gtest/gtest.h>

#include <filesystem>

#include "model/io/bundle.h"
#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

const std::filesystem::path kBundle = std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "scenarios" / "bloody-april.hexw";

std::string sectionText() {
  model::Diagnostics d;
  auto text = io::readBundleFile(kBundle, "sources/section-31.txt", d);
  EXPECT_TRUE(text) << allDiagnostics(d);
  return text.value_or("");
}

struct Counts {
  std::map<std::string, std::map<std::string, int>> byArmy;  // army name → type → units
  std::map<std::string, std::map<std::string, int>> bySide;
  int replacements(const std::string& side, const model::OrderOfBattle& oob) const {
    int n = 0;
    for (const auto& u : oob.units)
      n += u.side.str() == side && u.attributes.count("replacement") &&
           u.attributes.at("replacement") == model::AttributeValue(true);
    return n;
  }
};

Counts count(const model::OrderOfBattle& oob) {
  Counts c;
  for (const auto& u : oob.units) {
    const model::Formation* f = u.formation ? oob.findFormation(*u.formation) : nullptr;
    while (f && f->parent) f = oob.findFormation(*f->parent);
    ++c.byArmy[f ? f->name : ""][u.type];
    ++c.bySide[u.side.str()][u.type];
  }
  return c;
}

class OobBloodyApril : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    model::Diagnostics d;
    s_result = importInto(sectionText(), "section-31.txt", d);
    s_diagnostics = d;
  }
  static inline importers::oob::OobImportResult s_result;
  static inline model::Diagnostics s_diagnostics;
};

TEST_F(OobBloodyApril, ImportsWithoutErrors) {
  EXPECT_TRUE(s_result.ok) << allDiagnostics(s_diagnostics);
  EXPECT_EQ(s_diagnostics.count(model::Severity::Error), 0u) << allDiagnostics(s_diagnostics);
}

TEST_F(OobBloodyApril, InfantryPerArmyMatchesHandCounts) {
  const Counts c = count(s_result.oob);
  // §7.3: "AoT total 74 listed (72 present)", "AoO total 37", "CSA AoM TOTAL 79",
  // "CSA Trans-Mississippi (hypothetical) … 33"; "UNION TOTAL 111 infantry units listed".
  EXPECT_EQ(c.byArmy.at("Army of the Tennessee").at("infantry"), 74);
  EXPECT_EQ(c.byArmy.at("Army of the Ohio").at("infantry"), 37);
  EXPECT_EQ(c.byArmy.at("Army of the Mississippi").at("infantry"), 79);
  EXPECT_EQ(c.byArmy.at("Army of the Trans-Mississippi").at("infantry"), 33);
  EXPECT_EQ(c.bySide.at("union").at("infantry"), 111);
}

TEST_F(OobBloodyApril, BatteriesAndCavalryMatchHandCounts) {
  const Counts c = count(s_result.oob);
  // §7.3 Batteries: AoT 23, AoO 3, Union total 26, CSA AoM 22, Trans-Miss 12.
  EXPECT_EQ(c.byArmy.at("Army of the Tennessee").at("artillery"), 23);
  EXPECT_EQ(c.byArmy.at("Army of the Ohio").at("artillery"), 3);
  EXPECT_EQ(c.bySide.at("union").at("artillery"), 26);
  EXPECT_EQ(c.byArmy.at("Army of the Mississippi").at("artillery"), 22);
  EXPECT_EQ(c.byArmy.at("Army of the Trans-Mississippi").at("artillery"), 12);
  // §7.3 Cavalry entries: AoT "12 listed", AoO 0, CSA AoM 10, Trans-Miss 16.
  EXPECT_EQ(c.byArmy.at("Army of the Tennessee").at("cavalry"), 12);
  EXPECT_EQ(c.byArmy.at("Army of the Ohio").count("cavalry"), 0u);
  EXPECT_EQ(c.byArmy.at("Army of the Mississippi").at("cavalry"), 10);
  EXPECT_EQ(c.byArmy.at("Army of the Trans-Mississippi").at("cavalry"), 16);
}

TEST_F(OobBloodyApril, LeadersMatchHandCounts) {
  const Counts c = count(s_result.oob);
  // §7.3 Commanders: AoT 7, AoO 5 (Union 12); Trans-Miss 4. CSA AoM: §7.3 counts 11 with
  // "+ Hindman per 16.67"; section 31 names Hindman only in a parenthetical ("assigned
  // directly to Hardee"), so the listing yields the other 10.
  EXPECT_EQ(c.byArmy.at("Army of the Tennessee").at("commander"), 7);
  EXPECT_EQ(c.byArmy.at("Army of the Ohio").at("commander"), 5);
  EXPECT_EQ(c.byArmy.at("Army of the Mississippi").at("commander"), 10);
  EXPECT_EQ(c.byArmy.at("Army of the Trans-Mississippi").at("commander"), 4);
  // §7.3 Aides: AoT 7, AoO 5, CSA AoM 10, Trans-Miss 4.
  EXPECT_EQ(c.byArmy.at("Army of the Tennessee").at("aide"), 7);
  EXPECT_EQ(c.byArmy.at("Army of the Ohio").at("aide"), 5);
  EXPECT_EQ(c.byArmy.at("Army of the Mississippi").at("aide"), 10);
  EXPECT_EQ(c.byArmy.at("Army of the Trans-Mississippi").at("aide"), 4);
  // §7.3 Brigade officers 18 + 10 (Union), 16 (AoM), 11 brigade/"division" leaders (Trans-Miss);
  // Replacement officers (31.5): Union 54, CSA AoM 32, Trans-Miss 8.
  EXPECT_EQ(c.byArmy.at("Army of the Tennessee").at("officer"), 18 + 36);
  EXPECT_EQ(c.byArmy.at("Army of the Ohio").at("officer"), 10 + 18);
  EXPECT_EQ(c.byArmy.at("Army of the Mississippi").at("officer"), 16 + 32);
  EXPECT_EQ(c.byArmy.at("Army of the Trans-Mississippi").at("officer"), 11 + 8);
  EXPECT_EQ(c.replacements("union", s_result.oob), 54);
  EXPECT_EQ(c.replacements("confederate", s_result.oob), 32 + 8);
}

TEST_F(OobBloodyApril, BrigadesCarryTheRulebooksCodes) {
  // Codes the rulebook prints: "1/6/T" Peabody (2.3), "3/1/T" Raith (16.0), "3/2/II"
  // Jackson (7.1), "1/RES" Trabue (16.12), "10/4/O" Ammen's brigade (31.5).
  std::map<std::string, std::string> officerOf;
  for (const auto& f : s_result.oob.formations)
    if (f.commander) officerOf[f.code] = s_result.oob.findUnit(*f.commander)->designation;
  EXPECT_EQ(officerOf["1/6/T"], "Peabody");
  EXPECT_EQ(officerOf["3/1/T"], "Raith");
  EXPECT_EQ(officerOf["3/2/II"], "Jackson");
  EXPECT_EQ(officerOf["1/RES"], "Trabue");
  EXPECT_EQ(officerOf["10/4/O"], "Ammen");
  // 28 Union and 16 CSA AoM brigades (§7.3).
  int union_ = 0, aom = 0;
  for (const auto& f : s_result.oob.formations) {
    if (f.level != "brigade") continue;
    const model::Formation* top = &f;
    while (top->parent) top = s_result.oob.findFormation(*top->parent);
    union_ += f.side.str() == "union";
    aom += top->name == "Army of the Mississippi";
  }
  EXPECT_EQ(union_, 28);
  EXPECT_EQ(aom, 16);
}

TEST_F(OobBloodyApril, EveryEntryKeepsItsSourceLine) {
  for (const auto& u : s_result.oob.units) {
    EXPECT_EQ(u.source.file, "sources/section-31.txt");
    EXPECT_GT(u.source.line, 0) << u.name;
  }
  // "8th Illinois" is on the seventh line of the section ("First Brigade: Commanding: Col. Abraham M. Hare; …").
  const auto* ill8 = unitNamed(s_result.oob, "8th Illinois");
  ASSERT_NE(ill8, nullptr);
  EXPECT_EQ(ill8->source.line, 7);
}

TEST_F(OobBloodyApril, SampleBundleHoldsWhatTheImporterProduces) {
  model::Diagnostics d;
  const auto bundle = io::loadBundle(kBundle, d);
  ASSERT_TRUE(bundle) << allDiagnostics(d);
  EXPECT_EQ(bundle->oob, s_result.oob);
}

}  // namespace
}  // namespace hexwright::testing
