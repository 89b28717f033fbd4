// A battle's infobox, as its wikitext and as a copy renders it: each side's armies,
// commanders and figures. The texts are published listings in
// tests/importers/oob_corpus/published/, read from the file as they were copied.
#include <gtest/gtest.h>

#include <string>

#include "importers/oob/infobox_fields.h"
#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

constexpr const char* kGettysburgWikitext = "gettysburg_wikipedia_wikitext_both_infobox_parameters_rspec_heredoc.wiki";
constexpr const char* kMineCreekRendered = "mine_creek_wikipedia_both_infobox_parameters.md";

TEST(OobInfobox, AnInfoboxsWikitextGivesEachSideItsArmyAndCommander) {
  // "{{Infobox military conflict" / " |combatant1 = {{flagcountry|USA|1861}}" / … /
  // " |units1 = [[Army of the Potomac]]<ref>…</ref>": the template's braces go, its fields are read.
  model::Diagnostics d;
  const auto read = readOpening(kGettysburgWikitext, 40, d);
  const auto* potomac = rawFormationNamed(read, "Army of the Potomac");
  const auto* northernVirginia = rawFormationNamed(read, "Army of Northern Virginia");
  ASSERT_NE(potomac, nullptr) << allDiagnostics(d);
  ASSERT_NE(northernVirginia, nullptr);
  EXPECT_EQ(potomac->level, "army");
  EXPECT_EQ(potomac->side, "union");
  EXPECT_EQ(northernVirginia->side, "confederate");
  const auto* meade = rawEntryNamed(read, "George G. Meade");
  const auto* lee = rawEntryNamed(read, "Robert E. Lee");
  ASSERT_NE(meade, nullptr);
  ASSERT_NE(lee, nullptr);
  EXPECT_EQ(meade->side, "union");
  EXPECT_EQ(lee->side, "confederate");
  // The box does not say which army each commanded: they stand in none.
  EXPECT_TRUE(meade->path.empty());
  EXPECT_EQ(read.units.size(), 2u) << "only the two commanders; the painter and the cited authors are no one's";
}

TEST(OobInfobox, AnInfoboxsStrengthAndCasualtiesAreNotesOnItsSidesArmy) {
  model::Diagnostics d;
  const auto read = readOpening(kGettysburgWikitext, 40, d);
  const auto* potomac = rawFormationNamed(read, "Army of the Potomac");
  ASSERT_NE(potomac, nullptr);
  EXPECT_NE(potomac->notes.find("strength1: 104256"), std::string::npos) << potomac->notes;
  EXPECT_NE(potomac->notes.find("3155 killed"), std::string::npos) << potomac->notes;
  const auto* northernVirginia = rawFormationNamed(read, "Army of Northern Virginia");
  ASSERT_NE(northernVirginia, nullptr);
  EXPECT_NE(northernVirginia->notes.find("71000 - 75000"), std::string::npos) << northernVirginia->notes;
}

TEST(OobInfobox, AnInfoboxsPageFieldsAreDroppedAsItsFurniture) {
  // "|caption = The '' '''Battle of Gettysburg''' '' by [[Thure de Thulstrup]]" is no entry.
  model::Diagnostics d;
  const auto read = readOpening(kGettysburgWikitext, 40, d);
  for (const auto& u : read.units) EXPECT_EQ(u.name.find("Thulstrup"), std::string::npos) << u.name;
  EXPECT_EQ(read.notUnderstood, 0u) << allDiagnostics(d);
}

TEST(OobInfobox, ARenderedInfoboxsUnitsAreArmiesAndItsGluedFatesAreMarks) {
  // "- Commander2: John S. MarmadukePOW, James F. Fagan William Lewis CabellPOW M. Jeff
  // Thompson" / "- Units2: Army of Missouri": the copy lost the icons' spaces.
  model::Diagnostics d;
  const auto read = readOpening(kMineCreekRendered, 30, d);
  const auto* missouri = rawFormationNamed(read, "Army of Missouri");
  ASSERT_NE(missouri, nullptr) << allDiagnostics(d);
  EXPECT_EQ(missouri->level, "army");
  EXPECT_EQ(rawEntryNamed(read, "Army of Missouri"), nullptr) << "an army is no infantry unit";
  const auto* marmaduke = rawEntryNamed(read, "John S. Marmaduke");
  ASSERT_NE(marmaduke, nullptr);
  EXPECT_EQ(marmaduke->status, "captured");
  const auto* thompson = rawEntryNamed(read, "M. Jeff Thompson");
  ASSERT_NE(thompson, nullptr);
  EXPECT_EQ(thompson->status, "");
  ASSERT_NE(rawEntryNamed(read, "Frederick W. Benteen"), nullptr);
  EXPECT_EQ(rawEntryNamed(read, "Frederick W. Benteen")->side, "union") << "Combatant1: (Union)";
}

TEST(OobInfobox, FieldsAreTheBoxsOwnNotAListingsLabels) {
  using importers::oob::infoboxField;
  using importers::oob::InfoboxKey;
  const auto units = infoboxField(" |units1     = Army of the Potomac", false);
  ASSERT_TRUE(units);
  EXPECT_EQ(units->key, InfoboxKey::Units);
  EXPECT_EQ(units->side, 1);
  EXPECT_EQ(units->value, "Army of the Potomac");
  const auto rendered = infoboxField("- Commander2: John S. Marmaduke", false);
  ASSERT_TRUE(rendered);
  EXPECT_EQ(rendered->key, InfoboxKey::Commander);
  EXPECT_EQ(rendered->side, 2);
  // A page field is the box's only inside it; "Artillery: …" and "MG = Major General" never are.
  EXPECT_FALSE(infoboxField("Date: 1864-10-25", false));
  EXPECT_TRUE(infoboxField("Date: 1864-10-25", true));
  EXPECT_FALSE(infoboxField("Artillery: Battery A", true));
  EXPECT_FALSE(infoboxField("MG = Major General", true));
}

TEST(OobInfobox, AFatesTemplateIsReadAsItsMark) {
  // "|commander1=[[Peroz I]] {{KIA}}<br>[[Mihran (general)|Mihran]] {{KIA}}": Wikipedia
  // shows an icon whose meaning is the mark an order of battle writes "(k)".
  model::Diagnostics d;
  const std::string box =
      "{{Infobox military conflict\n|combatant1 = {{flagcountry|CSA}}\n"
      "|commander1 = [[Albert Sidney Johnston]] {{KIA}}<br />[[P. G. T. Beauregard]]\n"
      "|units1 = [[Army of Mississippi (1862)|Army of Mississippi]]\n}}\n";
  importers::oob::TextParseOptions o;
  const auto read = importers::oob::parseOobText(box, o, d);
  const auto* johnston = rawEntryNamed(read, "Albert Sidney Johnston");
  ASSERT_NE(johnston, nullptr) << allDiagnostics(d);
  EXPECT_EQ(johnston->status, "killed");
  EXPECT_EQ(johnston->side, "confederate");
  ASSERT_NE(rawEntryNamed(read, "P. G. T. Beauregard"), nullptr);
  EXPECT_NE(rawFormationNamed(read, "Army of Mississippi"), nullptr);
}

}  // namespace
}  // namespace hexwright::testing
