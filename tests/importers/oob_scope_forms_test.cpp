// What a word reaches beyond its own line: an arm heading above everything a listing names,
// a rank or an arm word written once in the plural for a list of names, an editor's
// bracketed insertion inside a name. Every text here is a published listing in
// tests/importers/oob_corpus/published/, read from the file as it was copied.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "importers/oob/text_util.h"
#include "importers/oob/unit_category.h"
#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

constexpr const char* kSheridanCavalry = "five_forks_archive_or_ocr_union_sheridans_cavalry.txt";
constexpr const char* kPondShenandoah = "third_winchester_archive_ocr_pond_union_cavalry_sixth_corps.txt";
constexpr const char* kLongstreetMeade = "gettysburg_gutenberg_html_longstreet_union_army_first_second_corps.html";
constexpr const char* kArmyArtillery = "cedar_creek_wikipedia_confederate_army_brigade_strengths.md";
constexpr const char* kWoodbury = "new_bern_archive_ocr_woodbury_union_coast_division_prose_ship_footnote.txt";
constexpr const char* kForceShiloh = "shiloh_gutenberg_txt_force_union_army_of_the_tennessee_prose.txt";
constexpr const char* kSpecialOrders =
    "gettysburg_campaign_or_special_orders_union_kilpatrick_third_cavalry_division.txt";

TEST(OobScopeForms, AnArmHeadingAboveEverythingTheListingNamesTypesItsBareUnits) {
  // "CAVALRY." / "Maj. Gen. Philip H. Sheridan." / "ARMY OF THE SHENANDOAH." / … / "6th
  // Michigan, Lieut. Col. …": the regiments under the army are cavalry.
  model::Diagnostics d;
  const auto read = readOpening(kSheridanCavalry, 120, d);
  for (const char* name : {"6th Michigan", "9th New York", "2d Massachusetts"}) {
    const auto* u = rawEntryNamed(read, name);
    ASSERT_NE(u, nullptr) << name;
    EXPECT_EQ(importers::oob::unitCategory(*u), "cavalry") << name;
  }
}

TEST(OobScopeForms, AnArmHeadingInsideTheListingTypesOnlyItsOwnUnits) {
  // "Artillery." under the First Division heads its batteries; it does not make the
  // listing an artillery listing.
  model::Diagnostics d;
  const auto read = readOpening(kSheridanCavalry, 120, d);
  const auto* battery = rawEntryNamed(read, "4th United States, Batteries C and E");
  ASSERT_NE(battery, nullptr);
  EXPECT_EQ(importers::oob::unitCategory(*battery), "artillery");
  const auto* later = rawEntryNamed(read, "1st Connecticut");
  ASSERT_NE(later, nullptr);
  EXPECT_EQ(importers::oob::unitCategory(*later), "cavalry");
}

TEST(OobScopeForms, AnArmGroupingWhereACorpsStandsTypesItsDivisionsUntilTheNextCorps) {
  // "CAVALRY  FORCES.1" / "Brigadier-General  ALFRED  T.  A.  TORBERT,  Commanding." /
  // "FIRST   DIVISION   (A.  P.  C)." / … / "SIXTH  AKMY  CORPS." / … "FIRST  DIVISION.".
  model::Diagnostics d;
  const auto read = readOpening(kPondShenandoah, 250, d);
  const auto* michigan = rawEntryNamed(read, "5th Michigan");
  ASSERT_NE(michigan, nullptr);
  EXPECT_EQ(importers::oob::unitCategory(*michigan), "cavalry");
  const auto* connecticut = rawEntryNamed(read, "1st Connecticut");
  ASSERT_NE(connecticut, nullptr);
  EXPECT_EQ(importers::oob::unitCategory(*connecticut), "cavalry") << "the Third Division too";
  std::size_t infantry = 0;
  for (const auto& u : read.units)
    if (!u.path.empty() &&
        importers::oob::containsNoCase(u.path.front() + (u.path.size() > 1 ? u.path[1] : ""), "CORPS"))
      infantry += importers::oob::unitCategory(u) == "infantry";
  EXPECT_GT(infantry, 30u) << "the Sixth Corps' regiments are infantry";
}

TEST(OobScopeForms, TwoLetteredBatteriesOfARegimentAreOneEntryWithIt) {
  // "1st  U.  S.  Art.,  Batteries  K  and  L."
  model::Diagnostics d;
  const auto read = readOpening(kPondShenandoah, 60, d);
  EXPECT_EQ(rawEntryNamed(read, "Batteries K and L"), nullptr);
  const bool whole = std::any_of(read.units.begin(), read.units.end(), [](const auto& u) {
    return u.name.find("Art., Batteries K and L") != std::string::npos;
  });
  EXPECT_TRUE(whole);
}

TEST(OobScopeForms, AGroupingsUnitsAfterItsCommanderOnTheLineAreUnitsAndHeadQuartersIsNoGeneral) {
  // "General Head-quarters:—Command of the Provost-Marshal-General, Brig.-General Marsena R.
  // Patrick; 93d N. Y., Col. John S. Crocker; 8th U. S. (8 cos.), Capt. Edwin W. H. Reed; …"
  model::Diagnostics d;
  const auto read = readOpening(kLongstreetMeade, 12, d);
  for (const char* name : {"93d N. Y", "8th U. S", "2d Pa. Cav"}) {
    const auto* u = rawEntryNamed(read, name);
    ASSERT_NE(u, nullptr) << name;
    EXPECT_EQ(u->role, importers::oob::LeaderRole::None) << name;
  }
  for (const auto& u : read.units) EXPECT_EQ(u.name.find("Head-quarters"), std::string::npos) << u.name;
}

TEST(OobScopeForms, AProvostGuardsUnitsFollowingItsCommanderAreKept) {
  // A grouping label, its commander, then its units on the same line.
  model::Diagnostics d;
  importers::oob::TextParseOptions o;
  const auto read = importers::oob::parseOobText(
      "Army of the Potomac, Major-General George G. Meade, U. S. Army, commanding.\n\n"
      "Provost Guard: Brig.-General Marsena R. Patrick; 93d N. Y., Col. John S. Crocker; 8th U. S. (8 cos.), "
      "Capt. Edwin W. H. Reed.\n",
      o, d);
  const auto* u = rawEntryNamed(read, "93d N. Y");
  ASSERT_NE(u, nullptr);
  EXPECT_NE(u->notes.find("Provost Guard"), std::string::npos) << u->notes;
  EXPECT_NE(rawEntryNamed(read, "8th U. S"), nullptr);
}

TEST(OobScopeForms, TheArmysArtilleryHeadingTypesItsBattalionsAndClosesTheCavalrysLastBrigade) {
  // "===Army Artillery===" / "| Division | Brigade |" / "| | Braxton's Battalion |" after
  // the cavalry's "| Rosser's Brigade | |".
  model::Diagnostics d;
  const auto read = readOpening(kArmyArtillery, 100, d);
  const auto* braxton = rawEntryNamed(read, "Braxton's Battalion");
  ASSERT_NE(braxton, nullptr);
  EXPECT_EQ(importers::oob::unitCategory(*braxton), "artillery");
  EXPECT_NE(braxton->path.back(), "Rosser's Brigade");
}

TEST(OobScopeForms, AnOrdinalAloneStandsForTheFormationOfTheLevelTheParagraphCounts) {
  // "The  land  force  was  divided  into  three  brigades.  The  first / was  composed  of
  // the  23d,  24th,  25th,  27th  Massachusetts,  and / 10th  Connecticut  regiments  of
  // infantry,  and  was  under  the / command  of  Brigadier  General  John  G.  Foster."
  model::Diagnostics d;
  const auto read = readOpening(kWoodbury, 200, d);
  const auto* u = rawEntryNamed(read, "25th Massachusetts");
  ASSERT_NE(u, nullptr);
  EXPECT_EQ(u->path.back(), "First Brigade");
  const auto* foster = rawEntryNamed(read, "Brigadier General John G. Foster");
  ASSERT_NE(foster, nullptr);
  EXPECT_EQ(foster->path.back(), "First Brigade") << "the brigade's commander, not the 10th Connecticut's";
  EXPECT_NE(foster->role, importers::oob::LeaderRole::None);
}

TEST(OobScopeForms, AColonelOfHisOwnRegimentCommandingTheBrigadeIsNotThatRegimentInIt) {
  // "…; the Second was composed of the Eleventh, Twentieth, Forty-fifth, and Forty-eighth
  // Illinois, and commanded by Col. Marsh, of the Twentieth Illinois; …"
  model::Diagnostics d;
  const auto read = readOpening(kForceShiloh, 60, d);
  const auto* marsh = rawEntryNamed(read, "Col. Marsh");
  ASSERT_NE(marsh, nullptr);
  EXPECT_NE(marsh->role, importers::oob::LeaderRole::None);
  const auto* twentieth = rawEntryNamed(read, "Twentieth Illinois");
  ASSERT_NE(twentieth, nullptr);
  EXPECT_EQ(twentieth->path.back(), marsh->path.back());
  std::size_t named = 0;
  for (const auto& unit : read.units) named += unit.name == "Twentieth Illinois";
  EXPECT_EQ(named, 1u) << "his own regiment is named once, in the list";
}

TEST(OobScopeForms, AKindWrittenOnceInThePluralNamesEachRegimentOfTheList) {
  // "the First. Fifth, Sixth, and Seventh Michigan Regiments will compose the Second Brigade".
  model::Diagnostics d;
  const auto read = readOpening(kSpecialOrders, 40, d);
  for (const char* name : {"Fifth Michigan", "Sixth Michigan", "Seventh Michigan"}) {
    const auto* u = rawEntryNamed(read, name);
    ASSERT_NE(u, nullptr) << name;
    EXPECT_EQ(u->path.back(), "Second Brigade") << name;
  }
  EXPECT_EQ(rawEntryNamed(read, "Seventh Michigan Regiments"), nullptr);
}

TEST(OobScopeForms, AnEditorsBracketedWordIsPartOfTheName) {
  // "The First Vermont, the First [West] Virginia, the Eighteenth Pennsylvania, …"
  model::Diagnostics d;
  const auto read = readOpening(kSpecialOrders, 40, d);
  const auto* u = rawEntryNamed(read, "First [West] Virginia");
  ASSERT_NE(u, nullptr);
  EXPECT_EQ(u->path.back(), "First Brigade");
}

TEST(OobScopeForms, AnOrdersParagraphGivesACommandToTheManItNamesForIt) {
  // "I. Brigadier General Wesley Merritt will report without delay to Brigadier General
  // John Buford, commanding First Cavalry Division, for assignment." / "III. Brigadier
  // General J. Kilpatrick, U. S. Volunteers, is assigned to the command of the Third Cavalry
  // Division."
  model::Diagnostics d;
  const auto read = readOpening(kSpecialOrders, 40, d);
  const auto* buford = rawEntryNamed(read, "Brigadier General John Buford");
  ASSERT_NE(buford, nullptr);
  EXPECT_EQ(buford->path.back(), "First Cavalry Division");
  const auto* kilpatrick = rawEntryNamed(read, "Brigadier General J. Kilpatrick");
  ASSERT_NE(kilpatrick, nullptr);
  EXPECT_EQ(kilpatrick->path.back(), "Third Cavalry Division");
  // Merritt only reports; he commands nothing the order names.
  EXPECT_EQ(rawEntryNamed(read, "Brigadier General Wesley Merritt"), nullptr);
  for (const auto& u : read.units) EXPECT_EQ(u.name.find("commanding"), std::string::npos) << u.name;
}

}  // namespace
}  // namespace hexwright::testing
