// Forms of the organization charts printed in memoirs and campaign histories: artillery
// battalions set over their batteries, a division headed by its general's name in capitals
// right after the last battery of the division before, and a NOTE block of lettered
// footnotes broken by a stray heading. Every text here is a published listing in
// tests/importers/oob_corpus/published/, read from the file as it was copied.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "importers/oob/text_util.h"
#include "importers/oob/unit_category.h"
#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

constexpr const char* kGrantConfederate = "petersburg_gutenberg_html_confederate_army_of_northern_virginia.html";
constexpr const char* kFirstBullRun = "first_bull_run_gutenberg_txt_longstreet_both_armies.txt";
constexpr const char* kMaryland = "maryland_campaign_gutenberg_txt_longstreet_confederate_longstreets_corps.txt";
constexpr const char* kForce = "fort_donelson_gutenberg_txt_force_union_army_prose.txt";
constexpr const char* kCistUnion = "stones_river_gutenberg_txt_cist_union_centre_right_wing.txt";
constexpr const char* kCistConfederate = "chickamauga_gutenberg_txt_cist_confederate_right_wing_hills_corps.txt";

/// A name as printed, its closing full stop aside ("2d U. S. Art." is read "2d U. S. Art").
std::string withoutFullStop(std::string name) {
  while (!name.empty() && name.back() == '.') name.pop_back();
  return name;
}

const importers::oob::RawUnit* rawUnitNamed(const importers::oob::RawOob& oob, const std::string& name) {
  const auto it = std::find_if(oob.units.begin(), oob.units.end(),
                               [&](const auto& u) { return withoutFullStop(u.name) == withoutFullStop(name); });
  return it == oob.units.end() ? nullptr : &*it;
}

TEST(OobChartForms, AnArtilleryBattalionOverItsBatteriesGroupsThemAndIsNoUnit) {
  // "     Cabell's Battalion." / "          Manly's Battery.": the battalion heads the
  // batteries indented under it.
  model::Diagnostics d;
  const auto read = readOpening(kGrantConfederate, 400, d);
  EXPECT_EQ(rawUnitNamed(read, "Cabell's Battalion"), nullptr);
  EXPECT_EQ(rawUnitNamed(read, "Gibb's Battalion"), nullptr);
  const auto* manly = rawUnitNamed(read, "Manly's Battery");
  ASSERT_NE(manly, nullptr);
  EXPECT_EQ(importers::oob::unitCategory(*manly), "artillery");
  EXPECT_NE(manly->notes.find("Cabell's Battalion"), std::string::npos) << manly->notes;
}

TEST(OobChartForms, AGeneralsDivisionInCapitalsAfterABatteryHeadsADivisionNotTheBatterysOfficer) {
  // "          Otey's        \"" / "" / "BRIG.-GEN. A. L. LONG'S DIVISION." / "     Braxton's
  // Battalion." / "          Lee Battery.": Long heads the next division.
  model::Diagnostics d;
  const auto read = readOpening(kGrantConfederate, 400, d);
  const auto* lee = rawUnitNamed(read, "Lee Battery");
  ASSERT_NE(lee, nullptr);
  ASSERT_FALSE(lee->path.empty());
  EXPECT_TRUE(importers::oob::containsNoCase(lee->path.back(), "LONG'S DIVISION")) << lee->path.back();
  for (const auto& u : read.units)
    for (const auto& o : u.officers) EXPECT_FALSE(importers::oob::containsNoCase(o, "DIVISION")) << u.name << ": " << o;
}

TEST(OobChartForms, LetteredFootnotesGoOnAfterAStrayHeadingInTheNoteBlock) {
  // "NOTE." / "(a) COL. W. R. Aylett was in command …" … "Organization of the Army of the
  // Valley District." / "(e) Constituting York's Brigade." / "(h) The Virginia regiments
  // constituted Terry's Brigade, Gordon's" / "Division.": footnotes, never entries.
  model::Diagnostics d;
  const auto read = readOpening(kGrantConfederate, 400, d);
  for (const auto& u : read.units) {
    EXPECT_FALSE(u.name.starts_with("(")) << u.name;
    EXPECT_EQ(u.name.find("Terry's Brigade"), std::string::npos) << u.name;
    EXPECT_EQ(u.name.find("Dearing's Brigade"), std::string::npos) << u.name;
  }
}

TEST(OobChartForms, APlainETextsRunInParagraphReadsItsItalicsDashesAndGroupings) {
  // "FIRST DIVISION, Brig.-Gen. Daniel Tyler:--_First Brigade_, Col. E. D." / "Keyes, …;
  // _Second Brigade_, Brig.-Gen. R." / "C. Schenck, 2d N. Y., 1st and 2d Ohio, Batt. E, 2d U. S.
  // Art.; …" and "…, 7th and 24th Va.; _Troops not brigaded_: 7th and 8th La., …".
  model::Diagnostics d;
  const auto read = readOpening(kFirstBullRun, 60, d);
  for (const auto& f : read.formations) EXPECT_EQ(f.path.back().find('_'), std::string::npos) << f.path.back();
  for (const auto& u : read.units) EXPECT_EQ(u.name.find('_'), std::string::npos) << u.name;
  // The lettered battery before its regiment is one battery, in its brigade.
  std::size_t batteries = 0;
  for (const auto& u : read.units) {
    if (withoutFullStop(u.name) != "Batt. E, 2d U. S. Art") continue;
    ++batteries;
    ASSERT_GE(u.path.size(), 2u);
    EXPECT_EQ(u.path.back(), "Second Brigade");
    EXPECT_EQ(importers::oob::unitCategory(u), "artillery");
  }
  EXPECT_EQ(batteries, 1u);
  // The grouping after a semicolon is no part of the brigade's commander or units.
  const auto* hampton = rawUnitNamed(read, "Hampton Legion, S. C.");
  ASSERT_NE(hampton, nullptr);
  EXPECT_NE(hampton->notes.find("Troops not brigaded"), std::string::npos) << hampton->notes;
  for (const auto& u : read.units)
    for (const auto& o : u.officers) EXPECT_EQ(o.find("Troops not brigaded"), std::string::npos) << o;
}

TEST(OobChartForms, AParagraphWrappedAtAnInitialJoinsTheNameItBroke) {
  // "… 7th S. C., Col. D. Wyatt Aiken and Capt. John S." / "Hard; 8th S. C., …": the page
  // wrapped at an initial; the captain is John S. Hard.
  model::Diagnostics d;
  const auto read = readOpening(kMaryland, 30, d);
  bool hard = false;
  for (const auto& u : read.units)
    for (const auto& o : u.officers) hard = hard || o.find("John S. Hard") != std::string::npos;
  EXPECT_TRUE(hard);
  EXPECT_EQ(rawUnitNamed(read, "Hard"), nullptr);
}

TEST(OobChartForms, AHardWrappedParagraphIsReadAsItsSentences) {
  // "… The first, commanded by Colonel R.J. Oglesby, comprised" / "the Eighth, Eighteenth,
  // Twenty-ninth, Thirtieth, and Thirty-first" / "Illinois, the batteries of …": a book's
  // paragraph wrapped at 70 characters, its sentences and lists running over the breaks.
  model::Diagnostics d;
  const auto read = readOpening(kForce, 60, d);
  for (const char* name : {"Eighth Illinois", "Eighteenth Illinois", "Twenty-ninth Illinois", "Thirtieth Illinois",
                           "Thirty-first Illinois", "Second Iowa", "Seventh Iowa", "Fourteenth Iowa"})
    EXPECT_NE(rawUnitNamed(read, name), nullptr) << name << "\n" << allDiagnostics(d);
  // A name's initials run together ("R.J.") end no sentence; a state written out does.
  EXPECT_TRUE(std::any_of(read.units.begin(), read.units.end(),
                          [](const auto& u) { return u.name.find("Oglesby") != std::string::npos; }));
  for (const auto& u : read.units) EXPECT_EQ(u.name.find("Iowa Major"), std::string::npos) << u.name;
  // (Named as printed, its owner's rank with him: "Major Cavender's battalion of Missouri
  // artillery was attached to the division.")
  EXPECT_NE(rawUnitNamed(read, "Major Cavender's battalion of Missouri artillery"), nullptr);
}

TEST(OobChartForms, AnAppendixRunsItsBrigadesOnAfterTwoSpaces) {
  // "FIRST BRIGADE.--Col. M. B. Walker, 82d Ind., …, 38th O.  SECOND BRIGADE.--Col. J. M.
  // Harlan, …" under "Organization of the Fourteenth Army Corps, Dept. of the Cumberland."
  model::Diagnostics d;
  const auto read = readOpening(kCistUnion, 200, d);
  const auto* harlan = rawUnitNamed(read, "14th O.");
  ASSERT_NE(harlan, nullptr) << allDiagnostics(d);
  ASSERT_GE(harlan->path.size(), 3u);
  EXPECT_EQ(harlan->path.back(), "SECOND BRIGADE");
  EXPECT_EQ(harlan->path[harlan->path.size() - 2], "First Division");
  EXPECT_TRUE(std::any_of(read.formations.begin(), read.formations.end(),
                          [](const auto& f) { return f.path.back() == "Fourteenth Army Corps"; }));
}

TEST(OobChartForms, AnOwnersHeadingInCapitalsAndARankWrappedAtItsLineEnd) {
  // "…, Scott's (Tenn.) Batt'y.  WRIGHT'S BRIGADE: Brig.-Gen'l" / "M. J. Wright:  8th Tenn., …".
  model::Diagnostics d;
  const auto read = readOpening(kCistConfederate, 200, d);
  const auto* eighth = rawUnitNamed(read, "8th Tenn.");
  ASSERT_NE(eighth, nullptr) << allDiagnostics(d);
  ASSERT_FALSE(eighth->path.empty());
  EXPECT_EQ(eighth->path.back(), "WRIGHT'S BRIGADE");
  const auto* carnes = rawUnitNamed(read, "Carnes' (Tenn.) Batt'y");
  ASSERT_NE(carnes, nullptr);
  EXPECT_EQ(importers::oob::unitCategory(*carnes), "artillery");
}

}  // namespace
}  // namespace hexwright::testing
