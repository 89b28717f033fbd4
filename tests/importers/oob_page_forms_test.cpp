// Lines a listing reader must know by their form before any entry is read: a web page's
// frame and breadcrumb trail, prose paragraphs, table cell borders, a title that names
// the formation reported, a remark on a line of its own (importers/oob/line_forms.h and
// the cleaner). Every text here is the opening of a published listing in
// tests/importers/oob_corpus/published/, read from the file as it was copied.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "importers/oob/line_forms.h"
#include "importers/oob/text_decode.h"
#include "importers/oob/text_oob_parser.h"
#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

TEST(OobPageForms, ABreadcrumbNamesTheArmyAndTheFrameAndCellBordersAreNoEntries) {
  model::Diagnostics d;
  const auto r =
      importInto(publishedOpening("gettysburg_civilwarintheeast_i_corps_iron_brigade.txt", 12), "page.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  // "United States Army > Army of the Potomac": the trail's last step heads the listing.
  const auto* army = formationNamed(r.oob, "Army of the Potomac");
  ASSERT_NE(army, nullptr) << allDiagnostics(d);
  EXPECT_FALSE(anyNameHas(r.oob, ">"));
  // "Headquarters Escort | ||" groups the escort; it is no unit of its own.
  EXPECT_EQ(unitNamed(r.oob, "Headquarters Escort"), nullptr);
  EXPECT_NE(unitNamed(r.oob, "1st Maine Cavalry, Co. L"), nullptr);
  // "First Division |": a cell border is no part of a name.
  EXPECT_NE(formationNamed(r.oob, "First Division"), nullptr);
  EXPECT_FALSE(anyNameHas(r.oob, "|"));
  // The corps' history, a paragraph full of names and ordinals, is prose.
  EXPECT_FALSE(anyNameHas(r.oob, "June 30"));
  EXPECT_FALSE(anyNameHas(r.oob, "which included"));
}

TEST(OobPageForms, AWikiPageWithItsHeadingsAtOneMarginIsReadByItsWords) {
  model::Diagnostics d;
  const auto r = importInto(publishedOpening("fort_donelson_wikipedia_confederate_right_wing.txt", 40), "page.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  // Indented commanders and bullets under headings at one margin are no outline tree.
  EXPECT_NE(formationNamed(r.oob, "Army of Central Kentucky"), nullptr) << allDiagnostics(d);
  const auto* third = formationNamed(r.oob, "3rd Brigade");
  ASSERT_NE(third, nullptr);
  EXPECT_EQ(unitNamed(r.oob, "32nd Tennessee")->formation, third->id);
  // "From Wikipedia, the free encyclopedia", "Jump to: navigation, search", the
  // introduction, and "(attached to 3rd Brigade)" under the 2nd Brigade are no entries.
  for (const char* notAnEntry : {"Wikipedia", "Jump to", "search", "The following", "attached to"})
    EXPECT_FALSE(anyNameHas(r.oob, notAnEntry)) << notAnEntry;
  EXPECT_NE(formationNamed(r.oob, "2nd Brigade"), nullptr);
  // The remark stays with the brigade it stands under.
  model::Diagnostics raw;
  importers::oob::TextParseOptions o;
  o.fileName = "page.txt";
  const auto read = importers::oob::parseOobText(
      importers::oob::plainPunctuation(publishedOpening("fort_donelson_wikipedia_confederate_right_wing.txt", 40)), o,
      raw);
  bool kept = false;
  for (const auto& f : read.formations)
    kept = kept || (f.path.back() == "2nd Brigade" && f.notes.find("(attached to 3rd Brigade)") != std::string::npos);
  EXPECT_TRUE(kept) << allDiagnostics(raw);
}

TEST(OobPageForms, AFieldReportsTitleNamesTheDivisionItReportsAndItsCommander) {
  model::Diagnostics d;
  const auto r = importInto(publishedOpening("pea_ridge_or_mcintosh_division_field_report.txt", 14), "report.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* division = formationNamed(r.oob, "Division stationed in the western part of Arkansas");
  ASSERT_NE(division, nullptr) << allDiagnostics(d);
  EXPECT_EQ(division->level, "division");
  ASSERT_TRUE(division->commander);
  EXPECT_EQ(r.oob.findUnit(*division->commander)->name, "Colonel James McIntosh");
}

TEST(OobPageForms, ALabelledLineOfBatteriesUnderBulletsIsArtilleryAndNamesNoSide) {
  model::Diagnostics d;
  const auto r = importInto(publishedOpening("nashville_bonps_union_iv_corps.txt", 31), "page.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  // "Light Batteries: 25th Indiana (Sturm); …; Battery M, 4th U.S. (Canby)": "U.S." in a
  // battery's name is no side heading, and the label types the batteries.
  for (const char* battery : {"25th Indiana", "1st Kentucky", "6th Ohio"}) {
    const auto* u = unitNamed(r.oob, battery);
    ASSERT_NE(u, nullptr) << battery << "\n" << allDiagnostics(d);
    EXPECT_EQ(u->type, "artillery") << battery;
  }
  EXPECT_FALSE(anyNameHas(r.oob, "Light Batteries"));
  // "Artillery: Maj. Wilbur F. Goodspeed" is the grouping's commander, not a unit.
  EXPECT_EQ(unitNamed(r.oob, "Artillery"), nullptr);
}

TEST(OobPageForms, AnArmyHeadingLedByItsSideAndAOneSentenceIntroduction) {
  model::Diagnostics d;
  const auto r = importInto(publishedOpening("perryville_neocities_confederate_army.txt", 20), "page.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  // "The Battle of Perryville, Kentucky was fought on October 8th, 1862." is prose.
  EXPECT_FALSE(anyNameHas(r.oob, "Perryville"));
  EXPECT_FALSE(anyNameHas(r.oob, "1862"));
  // "Confederate Army of the Mississippi": an army heading naming its side.
  const model::Formation* army = nullptr;
  for (const auto& f : r.oob.formations)
    if (f.level == "army" && f.name.find("Army of the Mississippi") != std::string::npos) army = &f;
  ASSERT_NE(army, nullptr) << allDiagnostics(d);
  EXPECT_EQ(army->side.str(), "confederate");
  ASSERT_TRUE(army->commander);
  EXPECT_EQ(r.oob.findUnit(*army->commander)->name, "General Braxton Bragg");
}

TEST(OobPageForms, AHeadingThatNamesItsArmyOpensTheArmyAboveIt) {
  model::Diagnostics raw;
  importers::oob::TextParseOptions o;
  o.fileName = "page.txt";
  // "Cavalry Corps, Army of Tennessee" and "==XIV Corps (Army of the Cumberland)==".
  for (const char* file :
       {"franklin_1863_wikipedia_confederate_cavalry_corps.txt", "stones_river_wikipedia_union_right_wing.md"}) {
    const auto read =
        importers::oob::parseOobText(importers::oob::plainPunctuation(publishedOpening(file, 60)), o, raw);
    bool corpsUnderArmy = false;
    for (const auto& f : read.formations)
      corpsUnderArmy = corpsUnderArmy || (f.level == "corps" && f.path.size() == 2 && f.path[0].starts_with("Army of"));
    EXPECT_TRUE(corpsUnderArmy) << file << "\n" << allDiagnostics(raw);
  }
}

TEST(OobPageForms, ADoubleSpacedCasualtyReturnKeepsItsNamesWholeAndItsFiguresInTheirColumns) {
  // The Official Records' return for Deep Bottom as a web page gives it: a blank line after
  // every printed line, names wrapped over them ("Major General WINFIELD" / "S. HANCOCK.+",
  // "2nd New York Heavy" / "Artillery"), "--" for an empty cell, "+" for a dagger.
  model::Diagnostics d;
  const auto r = importInto(publishedOpening("deep_bottom_or_casualties_first_brigade.txt", 80), "return.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  // Bloody April has no corps: the corps commander is a note on the formation above.
  bool hancock = false;
  for (const auto& f : r.oob.formations)
    if (const auto n = f.attributes.find("notes"); n != f.attributes.end())
      hancock =
          hancock || std::get<std::string>(n->second).find("Major General WINFIELD S. HANCOCK") != std::string::npos;
  EXPECT_TRUE(hancock) << allDiagnostics(d);
  EXPECT_NE(unitNamed(r.oob, "Brigadier General FRANCIS C. BARLOW"), nullptr);
  const auto* heavy = unitNamed(r.oob, "2nd New York Heavy Artillery");
  ASSERT_NE(heavy, nullptr) << allDiagnostics(d);
  EXPECT_EQ(heavy->type, "artillery");
  EXPECT_NE(heavy->notes.find("killed 4, wounded 39, missing 17, aggregate 60"), std::string::npos) << heavy->notes;
  // "26th Michigan -- 3 1 14 2 18 38": the first cell is empty, not a dot leader.
  const auto* michigan = unitNamed(r.oob, "26th Michigan");
  ASSERT_NE(michigan, nullptr);
  EXPECT_NE(michigan->notes.find("killed 3, wounded 15, missing 20, aggregate 38"), std::string::npos)
      << michigan->notes;
  EXPECT_NE(unitNamed(r.oob, "1st Vermont Cavalry, Company M"), nullptr);
  EXPECT_EQ(unitNamed(r.oob, "Company M"), nullptr);
  // The title, the dateline and the broken column headings are no units.
  for (const auto& u : r.oob.units) {
    EXPECT_EQ(u.name.find("Return of"), std::string::npos) << u.name;
    EXPECT_EQ(u.name.find("AUGUST"), std::string::npos) << u.name;
    EXPECT_EQ(u.name.find("Captured"), std::string::npos) << u.name;
  }
  EXPECT_TRUE(r.outcome.review.empty()) << r.outcome.review.front().second;
}

TEST(OobPageForms, AHeadingNamingTwoLevelsAndFiguresAfterTheirLabel) {
  // A hobby page: a host's banner, "First Corps, McLaw's Division" naming the corps and the
  // division at once, "Strength - 2183" and "Losses - 649 (179-419-51) - 29.7%" under each
  // brigade's regiments.
  model::Diagnostics d;
  const auto r = importInto(publishedOpening("gettysburg_tripod_mclaws_division.txt", 36), "page.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* division = formationNamed(r.oob, "McLaw's Division");
  ASSERT_NE(division, nullptr) << allDiagnostics(d);
  EXPECT_EQ(division->level, "division");
  for (const auto& u : r.oob.units) {
    EXPECT_EQ(u.name.find("Strength"), std::string::npos) << u.name;
    EXPECT_EQ(u.name.find("Losses"), std::string::npos) << u.name;
    EXPECT_EQ(u.name.find("website"), std::string::npos) << u.name;
  }
  EXPECT_TRUE(r.outcome.review.empty()) << r.outcome.review.front().second;
}

TEST(OobPageForms, AWingWithItsCommanderAndADivisionNamingItsCorpsInParentheses) {
  // "RIGHT WING -- Lieutenant General Leonidas Polk"; "Cheatham's Division (Polk's Corps) --
  // Major General B. F. Cheatham" is a division whatever its remark names.
  model::Diagnostics d;
  const auto r =
      importInto(publishedOpening("chickamauga_chattanoogacw_confederate_right_wing.txt", 20), "page.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* polk = unitNamed(r.oob, "Lieutenant General Leonidas Polk");
  ASSERT_NE(polk, nullptr) << allDiagnostics(d);
  EXPECT_NE(polk->notes.find("commanded the Right Wing"), std::string::npos) << polk->notes;
  const model::Formation* cheatham = nullptr;
  for (const auto& f : r.oob.formations)
    if (f.name.starts_with("Cheatham's Division")) cheatham = &f;
  ASSERT_NE(cheatham, nullptr) << allDiagnostics(d);
  EXPECT_EQ(cheatham->level, "division");
}

TEST(OobPageForms, AReturnsAbstractThenItsOrganizationGiveOneDivisionAndItsBrigadesOnce) {
  // Official Records: "Abstract from return of the Third Division, Army of the Ohio, …" with a
  // row of figures per brigade and arm, then "Organization of the Third Division, …" naming
  // the same brigades again with their regiments.
  model::Diagnostics d;
  const auto r = importInto(publishedOpening("shiloh_campaign_or_mitchel_third_division.txt", 100), "or.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* division = formationNamed(r.oob, "Third Division");
  ASSERT_NE(division, nullptr) << allDiagnostics(d);
  std::size_t eighth = 0;
  for (const auto& f : r.oob.formations) {
    EXPECT_EQ(f.name.find("unnamed"), std::string::npos) << f.name;
    eighth += f.name == "Eighth Brigade";
  }
  EXPECT_EQ(eighth, 1u);
  const auto* illinois = unitNamed(r.oob, "19th Illinois");
  ASSERT_NE(illinois, nullptr);
  EXPECT_EQ(illinois->formation, formationNamed(r.oob, "Eighth Brigade")->id);
  // One commander, named twice ("O. M. Mitchel", "ORMSBY M. MITCHEL commanding"), fullest spelling.
  const auto* mitchel = unitNamed(r.oob, "Brigadier General ORMSBY M. MITCHEL");
  ASSERT_NE(mitchel, nullptr) << allDiagnostics(d);
  EXPECT_EQ(mitchel->formation, division->id);
  EXPECT_EQ(unitNamed(r.oob, "Brigadier General O. M. Mitchel"), nullptr);
  // The abstract's rows by arm ("Artillery (three batteries) 12 331 …") are no units.
  EXPECT_EQ(unitNamed(r.oob, "Artillery"), nullptr);
  EXPECT_EQ(unitNamed(r.oob, "Cavalry"), nullptr);
  // "1st Michigan Engineers" under "Artillery." is engineers, not a battery.
  ASSERT_NE(unitNamed(r.oob, "1st Michigan Engineers"), nullptr);
  EXPECT_NE(unitNamed(r.oob, "1st Michigan Engineers")->type, "artillery");
}

TEST(OobPageForms, ASideWithItsCommanderAndUnitsInPrintedAbbreviations) {
  // A battlefield blog's list: "Federal Troops, Brig.-Gen. Lyon" names the side and the
  // commander of an army it does not name; "2nd US Dgns.", "DuBois Baty", "Mo. Arty.".
  model::Diagnostics d;
  const auto r = importInto(publishedOpening("wilsons_creek_18thcenturysojourn_union.txt", 14), "blog.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const model::Unit* lyon = nullptr;
  for (const auto& u : r.oob.units)
    if (u.name.ends_with("Lyon")) lyon = &u;
  ASSERT_NE(lyon, nullptr) << allDiagnostics(d);
  EXPECT_EQ(lyon->side.str(), "union");
  EXPECT_EQ(formationNamed(r.oob, "Federal Troops"), nullptr);
  EXPECT_EQ(unitNamed(r.oob, "2nd US Dgns")->type, "cavalry");
  EXPECT_EQ(unitNamed(r.oob, "DuBois Baty")->type, "artillery");
  EXPECT_EQ(unitNamed(r.oob, "Mo. Arty")->type, "artillery");
}

TEST(OobPageForms, AnEscortDescribedInParenthesesIsAUnitAndACountIsNot) {
  // "Escort (James H. Polk's Mississippi Company)" is a unit under its brigade; only a
  // return's "Artillery (three batteries)" row is a summary (AReturnsAbstract… above).
  model::Diagnostics d;
  const auto r =
      importInto(publishedOpening("franklin_1863_wikipedia_confederate_cavalry_corps.txt", 26), "page.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  std::size_t escorts = 0;
  for (const auto& u : r.oob.units) escorts += u.name == "Escort";
  EXPECT_EQ(escorts, 2u) << allDiagnostics(d);
}

TEST(OobPageForms, AStaffRideAppendixWithDashesSlashesAndASideLabel) {
  // Added after the one-reader change and read first as it stands: "Union Army: Army of the
  // Shenandoah—Maj. Gen. Philip H. Sheridan/Maj. Gen." wrapped over a blank line, "2d
  // Brigade-Col. William H. Ball", "Artillery Brigade, VI Corps—Col. Charles Thompkins".
  model::Diagnostics d;
  const auto r = importInto(publishedOpening("cedar_creek_cmh_staff_ride_vi_corps.txt", 61), "ride.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* army = formationNamed(r.oob, "Army of the Shenandoah");
  ASSERT_NE(army, nullptr) << allDiagnostics(d);
  EXPECT_EQ(army->side.str(), "union");
  for (const char* leader : {"Maj. Gen. Philip H. Sheridan", "Maj. Gen. Horatio G. Wright", "Col. William H. Ball",
                             "Col. Charles Thompkins"})
    EXPECT_NE(unitNamed(r.oob, leader), nullptr) << leader << "\n" << allDiagnostics(d);
  EXPECT_NE(formationNamed(r.oob, "2d Brigade"), nullptr);
  const auto* artillery = formationNamed(r.oob, "Artillery Brigade");
  ASSERT_NE(artillery, nullptr) << allDiagnostics(d);
  EXPECT_EQ(artillery->level, "brigade");
}

TEST(OobPageForms, DetachmentsAndCountsAfterARegimentAndACommanderWithoutRank) {
  // "8th Iowa, Detachment", "4th U.S. Artillery, 1 battery": one unit each; "Department of
  // the Mississippi[]": an edit link whose text the copy lost; "9th Kentucky: John W.
  // Caldwell": a regiment and its colonel, no rank written.
  model::Diagnostics d;
  const auto r = importInto(publishedOpening("corinth_siege_fandom_union_right_wing.txt", 81), "wiki.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_NE(unitNamed(r.oob, "8th Iowa, Detachment"), nullptr) << allDiagnostics(d);
  EXPECT_NE(unitNamed(r.oob, "4th U.S. Artillery, 1 battery"), nullptr);
  EXPECT_EQ(unitNamed(r.oob, "Detachment"), nullptr);
  EXPECT_EQ(unitNamed(r.oob, "1 battery"), nullptr);
  EXPECT_NE(formationNamed(r.oob, "Department of the Mississippi"), nullptr);
  model::Diagnostics d2;
  const auto atlanta = importInto(publishedOpening("atlanta_kiddle_confederate_hardees_corps.txt", 40), "k.txt", d2);
  const auto* kentucky = unitNamed(atlanta.oob, "9th Kentucky");
  ASSERT_NE(kentucky, nullptr) << allDiagnostics(d2);
  EXPECT_NE(kentucky->notes.find("John W. Caldwell"), std::string::npos) << kentucky->notes;
}

TEST(OobPageForms, GroupingLabelsMisspelledArmsAndACompanyWithItsParent) {
  // A battlefield group's page: "Engineers and Mechanics" and "Pontoon Train Guard" over
  // their units, "15th Illinois Calvary", "7th Company, Ohio Sharpshooters".
  model::Diagnostics d;
  const auto r = importInto(publishedOpening("bentonville_fobbnc_union_fifteenth_corps.txt", 30), "page.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_EQ(unitNamed(r.oob, "Engineers and Mechanics"), nullptr);
  EXPECT_EQ(unitNamed(r.oob, "Pontoon Train Guard"), nullptr);
  ASSERT_NE(unitNamed(r.oob, "1st Michigan"), nullptr) << allDiagnostics(d);
  EXPECT_NE(unitNamed(r.oob, "1st Michigan")->notes.find("Engineers and Mechanics"), std::string::npos);
  // (The misspelt arm is read as the word it is.)
  ASSERT_NE(unitNamed(r.oob, "15th Illinois Cavalry"), nullptr);
  EXPECT_EQ(unitNamed(r.oob, "15th Illinois Cavalry")->type, "cavalry");
  EXPECT_NE(unitNamed(r.oob, "7th Company, Ohio Sharpshooters"), nullptr);
  // A return's commander cut after an initial: "Colonel CARR B." / "WHITE.".
  model::Diagnostics d2;
  const auto cloyd =
      importInto(publishedOpening("cloyds_mountain_or_casualties_second_third_brigades.txt", 40), "or.txt", d2);
  EXPECT_NE(unitNamed(cloyd.oob, "Colonel CARR B. WHITE"), nullptr) << allDiagnostics(d2);
}

TEST(OobPageForms, ALabelHoldingAListIsNoHeading) {
  // Newspaper OCR of Battles and Leaders: a brigade's run-on list where the scan read a
  // comma as a colon ("… 8paulIding; 39th Ohi\". Cot. Alfred W. Gilbert; … Kirby Smith: S3d
  // Ohio"): the text before the colon is no brigade's name.
  model::Diagnostics d;
  const auto r = importInto(publishedOpening("iuka_exploreuk_bl_union_second_division_ocr.txt", 53), "ocr.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  for (const auto& f : r.oob.formations) EXPECT_EQ(f.name.find(';'), std::string::npos) << f.name;
  EXPECT_NE(unitNamed(r.oob, "43d1 Ohio"), nullptr) << allDiagnostics(d);
}

TEST(OobPageForms, AReturnPrintedInTwoHalvesGivesEachUnitOnceWithAllItsFigures) {
  // Official Records, Cloyd's Mountain: killed and wounded for every brigade and unit, then
  // the same brigades and units again with captured or missing and the aggregate; "..." is
  // an empty cell; names wrap after their figures ("3rd Pennsylvania ... 3 6 29" /
  // "Reserves", "Kentucky Light, ... ... ... 5" / "1st Battery").
  model::Diagnostics d;
  const auto r =
      importInto(publishedOpening("cloyds_mountain_or_casualties_second_third_brigades.txt", 131), "or.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  std::size_t ohio = 0, brigades = 0;
  for (const auto& u : r.oob.units) ohio += u.name == "12th Ohio";
  for (const auto& f : r.oob.formations) brigades += f.level == "brigade";
  EXPECT_EQ(ohio, 1u);
  EXPECT_EQ(brigades, 2u);
  const auto* twelfth = unitNamed(r.oob, "12th Ohio");
  ASSERT_NE(twelfth, nullptr);
  EXPECT_NE(twelfth->notes.find("killed 9, wounded 68"), std::string::npos) << twelfth->notes;
  EXPECT_NE(twelfth->notes.find("missing 10, aggregate 87"), std::string::npos) << twelfth->notes;
  EXPECT_NE(unitNamed(r.oob, "3rd Pennsylvania Reserves"), nullptr) << allDiagnostics(d);
  const auto* kentucky = unitNamed(r.oob, "Kentucky Light, 1st Battery");
  ASSERT_NE(kentucky, nullptr) << allDiagnostics(d);
  EXPECT_NE(kentucky->notes.find("wounded 5"), std::string::npos) << kentucky->notes;
  EXPECT_NE(unitNamed(r.oob, "Ohio Light, 1st Battery"), nullptr) << allDiagnostics(d);
}

TEST(OobPageForms, ANarrowColumnThatBreaksLinesAnywhere) {
  // A blog's order of battle, its lines broken wherever the column ended: "2nd" /
  // "Minnesota: Colonel …", "1st Kentucky" / "Cavalry: Colonel …", "Third Brigade: Colonel
  // Robert L." / "McCook", "9th Ohio Battery: Captain" / "Henry S. Wetmore".
  model::Diagnostics d;
  const auto r = importInto(publishedOpening("mill_springs_okayhistory_union_confederate.txt", 35), "blog.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  for (const char* unit : {"2nd Minnesota", "1st Kentucky Cavalry", "9th Ohio Battery", "Company C of the 14th Ohio"})
    EXPECT_NE(unitNamed(r.oob, unit), nullptr) << unit << "\n" << allDiagnostics(d);
  EXPECT_EQ(unitNamed(r.oob, "2nd"), nullptr);
  EXPECT_NE(unitNamed(r.oob, "Colonel Robert L. McCook"), nullptr) << allDiagnostics(d);
  EXPECT_NE(unitNamed(r.oob, "9th Ohio Battery")->notes.find("Henry S. Wetmore"), std::string::npos);
  // "DivisionBrigadeRegiments and Others": column headings whose spaces the copy lost.
  model::Diagnostics d2;
  const auto wiki = importInto(publishedOpening("second_bull_run_wikimili_union_i_ii_corps.txt", 40), "w.txt", d2);
  for (const auto& f : wiki.oob.formations) EXPECT_EQ(f.name.find("Regiments and Others"), std::string::npos) << f.name;
}

TEST(OobPageForms, ASecondSidesHeadingEndsTheFirstSidesArmy) {
  // "Union" / its brigades / "Confederate" / "Major-General" / "George B. Crittenden" /
  // its brigades: neither army is named, and the Confederate brigades are not the Union
  // army's. Kinds of unit wrapped onto the next line ("Tennessee Cavalry" / "Company: Captain
  // …", "4th Tennessee" / "Cavalry Battalion: …") join the name they end.
  model::Diagnostics d;
  const auto r = importInto(publishedOpening("mill_springs_okayhistory_union_confederate.txt", 80), "blog.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  std::vector<const model::Formation*> armies;
  for (const auto& f : r.oob.formations)
    if (f.level == "army") armies.push_back(&f);
  ASSERT_EQ(armies.size(), 2u) << allDiagnostics(d);
  EXPECT_NE(armies[0]->name, armies[1]->name);
  EXPECT_EQ(armies[1]->side.str(), "confederate");
  const auto* zollicoffers = formationNamed(r.oob, "First Brigade");
  ASSERT_NE(zollicoffers, nullptr);
  EXPECT_EQ(zollicoffers->side.str(), "confederate");
  EXPECT_EQ(*zollicoffers->parent, armies[1]->id);
  EXPECT_NE(unitNamed(r.oob, "4th Tennessee Cavalry Battalion"), nullptr) << allDiagnostics(d);
  EXPECT_EQ(unitNamed(r.oob, "Company"), nullptr) << allDiagnostics(d);
  for (const auto& u : r.oob.units) EXPECT_NE(u.name, "Cavalry Battalion");
}

TEST(OobPageForms, AnEtextsWrappedParagraphsRunHeadingsCommandersAndUnitsTogether) {
  // A Gutenberg e-text wrapped at 66 characters: "FIRST BRIGADE.--Brig. Gen'l Chas. Cruft,
  // 21st Ill., …" / "… 101st O. SECOND" / "BRIGADE.--…", "… 77th Penn. ARTILLERY.--5th
  // Ind." / "Battery, …", "… 2d Mo., 15th" / "Mo., 24th Wis.", "Brig.Gen'l", "Col. Wm. Grose
  // 59th Ill." with no comma before the first unit.
  model::Diagnostics d;
  const auto r = importInto(publishedOpening("chattanooga_cist_gutenberg_union_fourth_corps.txt", 32), "cist.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* cruft = unitNamed(r.oob, "Brig. Gen'l Chas. Cruft");
  ASSERT_NE(cruft, nullptr) << allDiagnostics(d);
  EXPECT_EQ(model::textAttribute(cruft->attributes, "rank"), "Brigadier General");
  ASSERT_TRUE(cruft->formation.has_value());
  const auto* first = r.oob.findFormation(*cruft->formation);
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(first->name, "FIRST BRIGADE");
  for (const char* unit : {"21st Ill", "101st O", "59th Ill", "77th Penn", "15th Mo", "100th Ill"})
    EXPECT_NE(unitNamed(r.oob, unit), nullptr) << unit << "\n" << allDiagnostics(d);
  EXPECT_NE(unitNamed(r.oob, "Col. Wm. Grose"), nullptr);
  EXPECT_NE(unitNamed(r.oob, "Brig.Gen'l G. D. Wagner"), nullptr) << allDiagnostics(d);
  const auto* battery = unitNamed(r.oob, "5th Ind. Battery");
  ASSERT_NE(battery, nullptr) << allDiagnostics(d);
  EXPECT_EQ(battery->type, "artillery");
}

TEST(OobPageForms, APageReflowedToOneWidthIsReadByItsEntriesNotItsLines) {
  // An HTML list whose line breaks were lost, then wrapped at 120 characters: "… 6th
  // Kansas" / "Cavalry - Colonel …", "(commanding 752 men" / "on the battlefield) 9th
  // Wisconsin Infantry - …", "… Lt. Henry H." / "Opedyke (stationed at Rhea's Mill)
  // Stockton's Ohio Battery - …".
  model::Diagnostics d;
  const auto r = importInto(publishedOpening("prairie_grove_thomaslegion_union_first_division.txt", 22), "page.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  for (const char* unit : {"9th Wisconsin Infantry", "2nd Ohio Cavalry", "3rd Wisconsin Cavalry", "6th Kansas Cavalry",
                           "Stockton's Ohio Battery", "2nd Kansas Battery"})
    EXPECT_NE(unitNamed(r.oob, unit), nullptr) << unit << "\n" << allDiagnostics(d);
  const auto* salomon = formationNamed(r.oob, "1st Brigade");
  ASSERT_NE(salomon, nullptr);
  EXPECT_EQ(r.oob.findFormation(*unitNamed(r.oob, "2nd Kansas Battery")->formation)->name, "1st Brigade");
}

TEST(OobPageForms, ARunOnParagraphsArtilleryAndLossesAfterItsBrigades) {
  // Battles and Leaders run every brigade of a division into one paragraph: "… Brigade
  // loss: k, 5; w, 47; m, 3 = 55. Artillery: 1st Ind. Heavy, Col. …; 1st Me., …; A, 1st
  // U. S., …. Artillery loss: k, 10; …".
  model::Diagnostics d;
  const auto r = importInto(publishedOpening("port_hudson_perseus_bl_union_first_division.txt", 12), "bl.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  for (const char* battery : {"1st Ind. Heavy", "1st Me", "A, 1st U. S", "G, 5th U. S"}) {
    const auto* u = unitNamed(r.oob, battery);
    ASSERT_NE(u, nullptr) << battery << "\n" << allDiagnostics(d);
    EXPECT_EQ(u->type, "artillery") << battery;
  }
  for (const auto& u : r.oob.units) EXPECT_EQ(u.notes.find("Artillery loss"), std::string::npos) << u.name;
  // "… == 526. Artillery, Maj. Charles S. Wainwright: D, 1st N. Y., …"; a scan's "Ist N. Y."
  model::Diagnostics d2;
  const auto w = importInto(publishedOpening("williamsburg_perseus_bl_union_hookers_division.txt", 20), "w.txt", d2);
  for (const char* battery : {"D, 1st N. Y", "H, 1st U. S"}) {
    const auto* u = unitNamed(w.oob, battery);
    ASSERT_NE(u, nullptr) << battery << "\n" << allDiagnostics(d2);
    EXPECT_EQ(u->type, "artillery") << battery;
  }
  model::Diagnostics d3;
  const auto ocr =
      importInto(publishedOpening("first_winchester_stonewall_hut_bl_union_banks_command_ocr.txt", 16), "o.txt", d3);
  EXPECT_NE(unitNamed(ocr.oob, "M, 1st N. Y"), nullptr) << allDiagnostics(d3);
}

TEST(OobPageForms, ASiteMenuAndSentencesNamingCommanders) {
  // A hobby site's menu ("Civil War Generals", "North Carolina Civil War Regiments and
  // Battles", …) copied above the listing is no unit; a children's encyclopedia names each
  // commander in a sentence under his heading; "MajGen" is a rank.
  model::Diagnostics d;
  const auto menu =
      importInto(publishedOpening("spotsylvania_thomaslegion_confederate_kershaws_brigade.txt", 64), "s.txt", d);
  ASSERT_TRUE(menu.ok) << allDiagnostics(d);
  EXPECT_FALSE(anyNameHas(menu.oob, "Civil War"));
  EXPECT_NE(unitNamed(menu.oob, "2nd South Carolina"), nullptr) << allDiagnostics(d);
  model::Diagnostics d2;
  const auto kids = importInto(publishedOpening("gettysburg_kiddle_confederate_first_corps.txt", 44), "k.txt", d2);
  ASSERT_TRUE(kids.ok) << allDiagnostics(d2);
  const auto* longstreet = unitNamed(kids.oob, "LTG James Longstreet");
  ASSERT_NE(longstreet, nullptr) << allDiagnostics(d2);
  EXPECT_EQ(kids.oob.findFormation(*longstreet->formation)->name, "First Corps");
  // Bloody April's profile names no lieutenant general: the rank stays unknown, never
  // "Lieutenant"; "MG" is its "Major General".
  EXPECT_NE(model::textAttribute(longstreet->attributes, "rank"), "Lieutenant");
  const auto* mclaws = unitNamed(kids.oob, "MG Lafayette McLaws");
  ASSERT_NE(mclaws, nullptr);
  EXPECT_EQ(model::textAttribute(mclaws->attributes, "rank"), "Major General");
  model::Diagnostics d3;
  const auto german =
      importInto(publishedOpening("whole_war_eberhardref_union_military_division_mississippi.txt", 85), "g.txt", d3);
  ASSERT_TRUE(german.ok) << allDiagnostics(d3);
  const auto* thomas = unitNamed(german.oob, "MajGen George Henry *Thomas");
  ASSERT_NE(thomas, nullptr) << allDiagnostics(d3);
  EXPECT_EQ(german.oob.findFormation(*thomas->formation)->name, "Army of the Cumberland");
  EXPECT_EQ(model::textAttribute(thomas->attributes, "rank"), "Major General");
  // "Part II: Union:" is the side's title, no army.
  EXPECT_EQ(formationNamed(german.oob, "Union:"), nullptr);
}

TEST(OobPageForms, AnItemAParagraphWithFootnoteNumbersAfterNames) {
  // A printed organization, each item its own paragraph: "Colonel Holden Putnam.2" (a
  // footnote number after the full stop), "Colonel Samuel A. Holmes.1 56th Illinois. 17th
  // Iowa. …" (a brigade's regiments run into its commander's line), "1st Missouri Light
  // Artillery, Battery M.", "Ohio Light Artillery, 11th Battery.".
  model::Diagnostics d;
  const auto r =
      importInto(publishedOpening("vicksburg_perseus_union_army_of_the_tennessee_page_888.txt", 40), "p.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_NE(unitNamed(r.oob, "Colonel Holden Putnam"), nullptr) << allDiagnostics(d);
  const auto* holmes = unitNamed(r.oob, "Colonel Samuel A. Holmes");
  ASSERT_NE(holmes, nullptr) << allDiagnostics(d);
  for (const char* unit : {"56th Illinois", "17th Iowa", "80th Ohio"}) {
    const auto* u = unitNamed(r.oob, unit);
    ASSERT_NE(u, nullptr) << unit << "\n" << allDiagnostics(d);
    EXPECT_EQ(u->formation, holmes->formation) << unit;
  }
  for (const char* battery : {"1st Missouri Light Artillery, Battery M", "Ohio Light Artillery, 11th Battery"})
    EXPECT_NE(unitNamed(r.oob, battery), nullptr) << battery << "\n" << allDiagnostics(d);
  EXPECT_EQ(unitNamed(r.oob, "Battery M"), nullptr);
}

TEST(OobPageForms, UnitsWithNoArmWordTakeTheArmTheirFormationNames) {
  // "Third Brigade (cavalry),", "cavalry division,", "independent cavalry Brigade,": the
  // regiments under them are "2d Kan.", "3d Ark." with no arm word, and are cavalry; a
  // unit's own word still wins ("2d Ind. Battery" in an infantry brigade).
  model::Diagnostics d;
  const auto r =
      importInto(publishedOpening("camden_expedition_perseus_bl_union_department_of_arkansas.txt", 60), "bl.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  for (const char* unit : {"6th Kan", "14th Kan", "3d Ark", "1st Mo", "1st Iowa", "3d Mo"}) {
    const auto* u = unitNamed(r.oob, unit);
    ASSERT_NE(u, nullptr) << unit << "\n" << allDiagnostics(d);
    EXPECT_EQ(u->type, "cavalry") << unit;
  }
  EXPECT_EQ(unitNamed(r.oob, "2d Ind. Battery")->type, "artillery");
  EXPECT_EQ(unitNamed(r.oob, "50th Ind")->type, "infantry");
}

TEST(OobPageForms, ARankLineAfterAUnitsLineNamesThatUnitsCommander) {
  // A site that gives every entry a line: "Cheatham's Division" / "Maj. Gen. Benjamin F.
  // Cheatham" / "4th Tennessee Infantry" / "Lieut. Col. O. A. Bradshaw" / …: the colonels are
  // their regiments' officers, not leaders of the division.
  model::Diagnostics d;
  const auto r =
      importInto(publishedOpening("kennesaw_mountain_civilwartrack_confederate_army_of_tennessee.txt", 50), "k.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* fourth = unitNamed(r.oob, "4th Tennessee Infantry");
  ASSERT_NE(fourth, nullptr) << allDiagnostics(d);
  EXPECT_NE(fourth->notes.find("O. A. Bradshaw"), std::string::npos) << fourth->notes;
  EXPECT_EQ(unitNamed(r.oob, "Lieut. Col. O. A. Bradshaw"), nullptr);
  EXPECT_NE(unitNamed(r.oob, "Maj. Gen. Benjamin F. Cheatham"), nullptr) << allDiagnostics(d);
}

TEST(OobPageForms, AWargameListsDataInAColumnAndNamesBrigadesAfterTheirCommanders) {
  // "7th IN Inf                        5 stands", "Btty E   4th US Arty   3 stands   x3 10 pdr
  // Parrot": the data after the gap is a remark, the name before it stays whole; "BG Erastus
  // Tyler's Brigade" is Tyler's Brigade and its commander.
  model::Diagnostics d;
  const auto r =
      importInto(publishedOpening("port_republic_thelineofbattle_both_orders_of_battle.txt", 32), "w.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* seventh = unitNamed(r.oob, "7th IN Inf");
  ASSERT_NE(seventh, nullptr) << allDiagnostics(d);
  EXPECT_NE(seventh->notes.find("5 stands"), std::string::npos) << seventh->notes;
  EXPECT_NE(unitNamed(r.oob, "Btty E 4th US Arty"), nullptr) << allDiagnostics(d);
  const auto* tyler = formationNamed(r.oob, "Tyler's Brigade");
  ASSERT_NE(tyler, nullptr) << allDiagnostics(d);
  const auto* bg = unitNamed(r.oob, "BG Erastus Tyler");
  ASSERT_NE(bg, nullptr);
  EXPECT_EQ(*bg->formation, tyler->id);
}

TEST(OobPageForms, AWikisHistoryPageAndAGroupingAfterAWholeEntry) {
  // A wiki's "Difference between revisions" page: its header, the diff's context lines and
  // "[[Category:…]]" links are the page's; "Also known as Battle of …" names a battle.
  model::Diagnostics d;
  const auto r =
      importInto(publishedOpening("balls_bluff_familysearch_diff_union_stones_division.txt", 39), "diff.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_FALSE(anyNameHas(r.oob, "Category"));
  EXPECT_FALSE(anyNameHas(r.oob, "Difference between"));
  EXPECT_FALSE(anyNameHas(r.oob, "Also known as"));
  EXPECT_NE(unitNamed(r.oob, "1st Company, Richmond Howitzers"), nullptr) << allDiagnostics(d);
  // "53rd Pennsylvania: Colonel John R. Brooke" / "Artillery: Captain G.W. Hazzard": a whole
  // entry, then the grouping whose batteries follow.
  model::Diagnostics d2;
  const auto p = importInto(publishedOpening("seven_pines_historyofwar_union_second_corps.txt", 26), "p.txt", d2);
  const auto* battery = unitNamed(p.oob, "B, 1st New York");
  ASSERT_NE(battery, nullptr) << allDiagnostics(d2);
  EXPECT_EQ(battery->type, "artillery");
}

TEST(OobPageForms, TwoListingsSideBySideAreReadOneColumnAtATime) {
  // "Confederate        Union" / "Ewell's Division        First Division" / "Early's Brigade
  // SB  elite        1st Brigade  8  elite": each column is its own listing, and each side's
  // unnamed army its own placeholder.
  model::Diagnostics d;
  const auto r =
      importInto(publishedOpening("cedar_mountain_18clovehamhock_both_pacificon_game.txt", 13), "two.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* ewell = formationNamed(r.oob, "Ewell's Division");
  const auto* first = formationNamed(r.oob, "First Division");
  ASSERT_NE(ewell, nullptr) << allDiagnostics(d);
  ASSERT_NE(first, nullptr) << allDiagnostics(d);
  EXPECT_EQ(ewell->side.str(), "confederate");
  EXPECT_EQ(first->side.str(), "union");
  ASSERT_TRUE(ewell->parent && first->parent);
  EXPECT_NE(*ewell->parent, *first->parent);
  EXPECT_FALSE(anyNameHas(r.oob, "elite 1st Brigade"));
}

TEST(OobPageForms, ATablesCaptionNamesTheFormationItReports) {
  // Fox: "casualties in Ferrero's Division at the battle of the Mine, July 30, 1864." over
  // the table of its regiments.
  model::Diagnostics d;
  const auto r =
      importInto(publishedOpening("petersburg_crater_perseus_fox_union_ferreros_division.txt", 24), "fox.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* ferrero = formationNamed(r.oob, "Ferrero's Division");
  ASSERT_NE(ferrero, nullptr) << allDiagnostics(d);
  const auto* u = unitNamed(r.oob, "23d U. S. Colored Infantry");
  ASSERT_NE(u, nullptr);
  EXPECT_EQ(*u->formation, ferrero->id);
}

TEST(OobPageForms, ABooksDashesSeparateTheFormationsOfARunOnParagraph) {
  // Confederate Military History: "… Wirt Adams' division—Scott's brigade, Col. John S.
  // Scott: Scott's Louisiana regiment, … —Wood's brigade, Col. Robert C. Wood, Jr.: …".
  model::Diagnostics d;
  const auto r = importInto(
      publishedOpening("mississippi_june_1864_wikisource_cmh_confederate_wirt_adams_division.txt", 11), "c.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  for (const char* brigade : {"Scott's brigade", "Wood's brigade", "Gholson's brigade"})
    EXPECT_NE(formationNamed(r.oob, brigade), nullptr) << brigade << "\n" << allDiagnostics(d);
  const auto* wood = formationNamed(r.oob, "Wood's brigade");
  ASSERT_NE(wood, nullptr);
  const auto* regiment = unitNamed(r.oob, "Wood's regiment");
  ASSERT_NE(regiment, nullptr);
  EXPECT_EQ(*regiment->formation, wood->id);
}

TEST(OobPageForms, ATablesCellsRunTogetherHeadingsWithSurnamesAndTotals) {
  // A flattened table: "First Brigade-Moor" (the heading and its commander's surname),
  // "First Brigade total664611313.2.5%" (its totals, figures glued to the word).
  model::Diagnostics d;
  const auto r =
      importInto(publishedOpening("new_market_vmi_union_casualties_first_infantry_division.txt", 60), "vmi.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* first = formationNamed(r.oob, "First Brigade");
  ASSERT_NE(first, nullptr) << allDiagnostics(d);
  const auto* moor = unitNamed(r.oob, "Moor");
  ASSERT_NE(moor, nullptr) << allDiagnostics(d);
  EXPECT_EQ(*moor->formation, first->id);
  EXPECT_FALSE(anyNameHas(r.oob, "total"));
}

TEST(OobPageForms, ATitleNamingADepartmentNamesTheArmy) {
  // "Organization of troops in the Department of the Gulf, commanded by Major General Dabney
  // H. Maury, C. S. Army, August 10, 1863.": the department stands where an army does.
  model::Diagnostics d;
  const auto r =
      importInto(publishedOpening("mobile_or_maury_department_of_the_gulf_confederate.txt", 30), "or.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* gulf = formationNamed(r.oob, "Department of the Gulf");
  ASSERT_NE(gulf, nullptr) << allDiagnostics(d);
  EXPECT_EQ(gulf->level, "army");
  const auto* maury = unitNamed(r.oob, "Major General Dabney H. Maury");
  ASSERT_NE(maury, nullptr) << allDiagnostics(d);
  EXPECT_EQ(*maury->formation, gulf->id);
}

TEST(OobPageForms, ANumberedTitleNamesItsArmy) {
  // "II. — Organization  of  the  Army  of  Tennessee  (Confederate},  com-" / "manded by …":
  // an appendix numbers its tables; the number is no unit and the title still names the army.
  model::Diagnostics d;
  const auto read = readOpening("nashville_archive_ocr_cox_confederate_army_of_tennessee.txt", 20, d);
  const auto* army = rawFormationNamed(read, "Army of Tennessee");
  ASSERT_NE(army, nullptr) << allDiagnostics(d);
  EXPECT_EQ(army->level, "army");
  for (const auto& u : read.units) EXPECT_EQ(u.name.find("Organization"), std::string::npos) << u.name;
}

TEST(OobPageForms, ATitleNamingAnArmyByItsCommanderNamesTheArmy) {
  // "Organization  of  Price's  Army." / "FAGAN’S  DIVISION.": the army, named by its commander.
  model::Diagnostics d;
  const auto read = readOpening("price_missouri_expedition_archive_or_ocr_confederate_whole_army.txt", 30, d);
  const auto* army = rawFormationNamed(read, "Price's Army");
  ASSERT_NE(army, nullptr) << allDiagnostics(d);
  EXPECT_EQ(army->level, "army");
}

TEST(OobPageForms, ATitleInCapitalsWrappedOverTwoLinesIsOneTitle) {
  // "ORGANIZATION  OF  TEOOPS  IN  THE  DEPARTMENT" / "OF  THE   MISSISSIPPI  AND   EAST
  // LOUISIANA,": the second line goes on with the first, and is no unit.
  model::Diagnostics d;
  const auto read =
      readOpening("big_black_river_archive_ocr_greene_confederate_pemberton_department_april_1863.txt", 20, d);
  const auto* department = rawFormationNamed(read, "DEPARTMENT OF THE MISSISSIPPI AND EAST LOUISIANA");
  ASSERT_NE(department, nullptr) << allDiagnostics(d);
  EXPECT_EQ(department->level, "army");
  for (const auto& u : read.units) EXPECT_FALSE(u.name.starts_with("OF THE")) << u.name;
}

TEST(OobPageForms, ATitleNamingTheForcesAndTheirCommanderNamesTheCommand) {
  // "No.  2. " / "Organization  of  the  Union  Forces^  commanded  hy  Maj.  Gen.  Edward" / "B.  8.
  // Canhy^  operating  against  Mobile^ …": the document's number (its spaces doubled by the
  // scan) is no unit, the caret is the scan's comma, and the forces the title names are the
  // command its units stand under.
  model::Diagnostics d;
  const auto read =
      readOpening("mobile_campaign_archive_or_ocr_union_engineers_siege_train_thirteenth_corps.txt", 12, d);
  const auto* forces = rawFormationNamed(read, "Union Forces");
  ASSERT_NE(forces, nullptr) << allDiagnostics(d);
  EXPECT_EQ(forces->level, "army");
  for (const auto& u : read.units) EXPECT_FALSE(u.name.starts_with("No.")) << u.name;
  ASSERT_NE(rawFormationNamed(read, "ENGINEER BRIGADE"), nullptr);
  EXPECT_EQ(rawFormationNamed(read, "ENGINEER BRIGADE")->path.front(), "Union Forces");
}

TEST(OobPageForms, AReturnsNameWrappedWithItsLeaderIsNoHeading) {
  // "3rd Regiment Potomac Home ..... 2 2 ...... 7" / "Brigade...............": the rest of
  // the regiment's name, led out to the figures as the row is; a regiment of a brigade's
  // name is a unit.
  model::Diagnostics d;
  const auto r = importInto(publishedOpening("monocacy_or_casualties_tyler_troops.txt", 30), "or.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* third = unitNamed(r.oob, "3rd Regiment Potomac Home Brigade");
  ASSERT_NE(third, nullptr) << allDiagnostics(d);
  EXPECT_NE(third->notes.find("killed 2"), std::string::npos) << third->notes;
  for (const auto& f : r.oob.formations) EXPECT_NE(f.level, "brigade") << f.name;
}

TEST(OobPageForms, AGeneralsCommandStandsWhereACorpsDoes) {
  // "Longstreet’s Command Major General James Longstreet" / "Anderson’s Division …": the
  // command holds the divisions after it, and is no unit.
  model::Diagnostics d;
  const auto r = importInto(
      publishedOpening("antietam_civilwarintheeast_confederate_longstreet_jackson_commands.txt", 30), "c.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* longstreet = formationNamed(r.oob, "Longstreet's Command");
  ASSERT_NE(longstreet, nullptr) << allDiagnostics(d);
  EXPECT_EQ(unitNamed(r.oob, "Longstreet's Command"), nullptr);
  const auto* anderson = formationNamed(r.oob, "Anderson's Division");
  ASSERT_NE(anderson, nullptr);
  ASSERT_TRUE(anderson->parent.has_value());
  EXPECT_EQ(*anderson->parent, longstreet->id);
}

TEST(OobPageForms, BrigadesReportingDirectlyBelongAboveTheDivision) {
  // A Wikipedia table's division column: "Unattached" / "Reporting directly", then the
  // Independent and Cavalry Brigades, which are the corps' own, not the Third Division's.
  model::Diagnostics d;
  const auto r = importInto(publishedOpening("second_bull_run_wikimili_union_i_ii_corps.txt", 100), "w.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* independent = formationNamed(r.oob, "Independent Brigade");
  const auto* third = formationNamed(r.oob, "Third Division");
  ASSERT_NE(independent, nullptr) << allDiagnostics(d);
  ASSERT_NE(third, nullptr);
  ASSERT_TRUE(independent->parent.has_value());
  EXPECT_NE(*independent->parent, third->id);
}

TEST(OobPageForms, LineFormsAreKnownByTheirShape) {
  using namespace importers::oob;
  EXPECT_TRUE(isWebPageChrome("From Wikipedia, the free encyclopedia"));
  EXPECT_TRUE(isWebPageChrome("Jump to: navigation, search"));
  EXPECT_FALSE(isWebPageChrome("Army of Central Kentucky"));
  EXPECT_TRUE(isNeighbourLinks("< to June \xE2\x80\xA2 July 1863 \xE2\x80\xA2 to August >"));
  EXPECT_EQ(breadcrumbSteps("United States Army > Army of the Potomac"),
            (std::vector<std::string>{"United States Army", "Army of the Potomac"}));
  EXPECT_TRUE(breadcrumbSteps("24th Michigan Infantry Regiment").empty());
  // Run-on entries of a rulebook's order of battle are long but no prose: ":" and ";".
  EXPECT_FALSE(
      isProse("Second Brigade: Commanding: Brig. Gen. John S. Bowen; 9th Arkansas, 10th Arkansas, 2nd "
              "Confederate, 1st Missouri, Pettus Flying Artillery (Hudson's Mississippi Battery), Watson's "
              "Louisiana Battery; Thompson's Company, Kentucky Cavalry (not engaged, guarding right flank)"));
  EXPECT_TRUE(opensATitle("Field report of the division stationed in the western part of Arkansas"));
  EXPECT_TRUE(opensATitle("No. 7. Return of Casualties in the Union Forces."));
  EXPECT_TRUE(isPlaceAndDate("DEEP BOTTOM, VA., AUGUST 13-20, 1864."));
  EXPECT_FALSE(isPlaceAndDate("1st Brigade, August 1862"));
  EXPECT_FALSE(isPlaceAndDate("Arkansas Battery"));
}

}  // namespace
}  // namespace hexwright::testing
