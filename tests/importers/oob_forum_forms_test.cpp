// Forms that hobby pages, forums and narrow site columns write an order of battle in: a
// battery's guns on their own lines, a name broken over two lines with its status, a title
// of places, a strength after an army's name, a remark dated by its month, nested bullets
// written "* * *" on one line, regiments as "6/23/27 GA + Cobb's Legion". Every text here is
// the opening of a published listing in tests/importers/oob_corpus/published/, as copied.
#include <gtest/gtest.h>

#include <map>

#include "importers/oob/ditto_marks.h"
#include "importers/oob/leader_text.h"
#include "importers/oob/line_forms.h"
#include "importers/oob/list_items.h"
#include "importers/oob/listing_words.h"
#include "importers/oob/prose_entries.h"
#include "importers/oob/text_decode.h"
#include "importers/oob/text_oob_parser.h"
#include "importers/oob/text_util.h"
#include "importers/oob/unit_category.h"
#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

constexpr const char* kShiloh = "shiloh_tripod_confederate_army_first_corps_russells_brigade.txt";
constexpr const char* kSchouler =
    "spring_1862_perseus_schouler_union_massachusetts_regiments_by_army_ordinal_prose.txt";
constexpr const char* kRunInDivisions =
    "army_of_the_west_1862_civilwar_com_or_confederate_run_in_divisions_batteries_by_captains.txt";
constexpr const char* kReportIndex =
    "carthage_battleofcarthage_org_both_report_index_commands_rains_strengths_prose.txt";
constexpr const char* kReportsList = "thompsons_station_or_reports_index_both.txt";
constexpr const char* kBlogReturn = "peninsula_1862_lotsastuff_blog_confederate_category_archive_strength_columns.txt";
constexpr const char* kPhisterer = "stones_river_bitlit_gutenberg_phisterer_union_regular_brigade_company_letters.txt";
constexpr const char* kStuart =
    "chancellorsville_archive_or_ocr_confederate_stuart_cavalry_rank_split_footnotes_after_report.txt";
constexpr const char* kOlustee = "olustee_reviewessays_union_three_brigades.txt";
constexpr const char* kGrantCharts = "wilderness_gutenberg_html_union_army_on_the_rapidan.html";
constexpr const char* kRoanoke = "roanoke_island_or_department_of_north_carolina_jan_1862.txt";
constexpr const char* kPeachtree = "peachtree_creek_readtheplaque_marker_both_forces.txt";
constexpr const char* kNewMadrid = "new_madrid_gutenberg_txt_union_army_of_the_mississippi.txt";
constexpr const char* kLongstreet = "fredericksburg_gutenberg_html_confederate_second_corps_cavalry.html";
constexpr const char* kGrantConfederate = "petersburg_gutenberg_html_confederate_army_of_northern_virginia.html";
constexpr const char* kNaturalBridge = "natural_bridge_nps_abpp_both_forces_engaged.txt";
constexpr const char* kMcMillen = "brices_crossroads_ehistory_or_mcmillen_infantry_division.txt";
constexpr const char* kStaffRide = "gettysburg_cmh_staff_ride_union_i_ii_corps_pdftext.txt";
constexpr const char* kCheatham = "chickamauga_archive_or_ocr_confederate_cheathams_division.txt";
constexpr const char* kPalfrey = "antietam_archive_ocr_palfrey_union_commanders.txt";
constexpr const char* kMarker = "franklin_historicalmarkerproject_scv_marker_tennessee_units.txt";
constexpr const char* kMorris = "gaines_mill_magweb_wargamers_newsletter_union_right_wing.txt";
constexpr const char* kSevenDays = "seven_days_civilwartalk_confederate_right_wing_proposed.txt";
constexpr const char* kShermanMarch = "savannah_gutenberg_txt_sherman_union_march_to_the_sea_wings.txt";
constexpr const char* kLossChart =
    "gettysburg_mmp_lcv_loss_charts_pdftotext_confederate_first_corps_first_brigade_names_after_its_values.txt";
constexpr const char* kDivisionOfThePotomac =
    "division_of_the_potomac_1861_civilwar_com_or_union_brigades_by_commander_possessive_spelled_ordinals_sharing_"
    "state.txt";
constexpr const char* kColumbusOrders =
    "belmont_campaign_hathitrust_or_confederate_columbus_general_orders_regiments_named_by_colonels_prose.txt";

TEST(OobForumForms, AGunLineBelongsToTheBatteryAboveItAndIsNoRunningHead) {
  // "Clarke County, Arkansas, Artillery Battery 76 Men" / "Captain Franklin Roberts" /
  // "2 x 6-pounder smoothbores" / "2 x 12-pounder howitzers", and the same gun line under the
  // next battery: guns, not a page's running head nor a line not understood.
  model::Diagnostics d;
  const auto r = importInto(publishedOpening(kShiloh, 16), "s.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* clarke = unitNamed(r.oob, "Clarke County, Arkansas, Artillery Battery");
  const auto* caswell = unitNamed(r.oob, "Caswell, Tennessee, Artillery Battery");
  ASSERT_NE(clarke, nullptr) << allDiagnostics(d);
  ASSERT_NE(caswell, nullptr) << allDiagnostics(d);
  EXPECT_NE(clarke->notes.find("2 x 12-pounder howitzers"), std::string::npos) << clarke->notes;
  EXPECT_NE(caswell->notes.find("2 x 6-pounder smoothbores"), std::string::npos) << caswell->notes;
  EXPECT_EQ(allDiagnostics(d).find("running head"), std::string::npos) << allDiagnostics(d);
  EXPECT_EQ(allDiagnostics(d).find("pounder Napoleons\" reads as no unit"), std::string::npos) << allDiagnostics(d);
}

TEST(OobForumForms, ATitleOfPlacesAndAnArmyWithItsStrengthAreNoUnits) {
  // "Shiloh, Pittsburg Landing, Tennessee" / … / "Army of the Mississippi, 44,699" /
  // "General Albert" / "Sidney Johnston, Killed": a title, the army with its men, and its
  // commander's name broken over two lines with his status.
  model::Diagnostics d;
  const auto r = importInto(publishedOpening(kShiloh, 8), "s.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_EQ(unitNamed(r.oob, "Shiloh, Pittsburg Landing, Tennessee"), nullptr) << allDiagnostics(d);
  const auto* army = formationNamed(r.oob, "Army of the Mississippi");
  ASSERT_NE(army, nullptr) << allDiagnostics(d);
  ASSERT_TRUE(army->attributes.contains("notes"));
  EXPECT_NE(std::get<std::string>(army->attributes.at("notes")).find("men 44699"), std::string::npos);
  bool johnstonKilled = false;
  for (const auto& u : r.oob.units)
    johnstonKilled = johnstonKilled || (u.name.find("Albert Sidney Johnston") != std::string::npos &&
                                        u.notes.find("killed") != std::string::npos);
  EXPECT_TRUE(johnstonKilled) << allDiagnostics(d);
  EXPECT_TRUE(importers::oob::isPlaceName("Shiloh, Pittsburg Landing, Tennessee"));
  EXPECT_FALSE(importers::oob::isPlaceName("Clarke County, Arkansas, Artillery Battery"));
  EXPECT_FALSE(importers::oob::isPlaceName("8th, 9th, Tennessee"));
}

TEST(OobForumForms, AStatusWrittenAfterAnOfficersNameIsHisStatus) {
  using importers::oob::parseLeader;
  EXPECT_EQ(parseLeader("Colonel Samuel F. Marks wounded").status, "wounded");
  EXPECT_EQ(parseLeader("Colonel Samuel F. Marks wounded").name, "Samuel F. Marks");
  EXPECT_EQ(parseLeader("General Charles Clark Wounded").status, "wounded");
  EXPECT_EQ(parseLeader("Colonel Nathan Bedford Forrest wounded, Fallen Timbers").status, "wounded");
  EXPECT_EQ(parseLeader("Col. Thomas Killed").status, "killed");
  EXPECT_TRUE(parseLeader("Colonel wounded").status.empty());
}

TEST(OobForumForms, ARemarkDatedByItsMonthIsNoSecondUnit) {
  // "47th Tennessee Infantry Regiment Arrived April 7th 731 Men": one regiment and its
  // remark; "7th" is the day.
  model::Diagnostics d;
  const auto r = importInto(publishedOpening(kShiloh, 28), "s.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* forty7th = unitNamed(r.oob, "47th Tennessee Infantry Regiment");
  ASSERT_NE(forty7th, nullptr) << allDiagnostics(d);
  EXPECT_NE(forty7th->notes.find("Arrived April 7th"), std::string::npos) << forty7th->notes;
  EXPECT_EQ(unitNamed(r.oob, "7th"), nullptr);
  std::vector<importers::oob::ListRemark> remarks;
  const auto items = importers::oob::splitUnitList("15th Tennessee Infantry, joined on April 7th", remarks);
  ASSERT_EQ(items.size(), 1u);
  EXPECT_EQ(items[0].notes, "joined on April 7th");
}

TEST(OobForumForms, StarsWrittenApartNestAndSlashedNumbersShareTheirState) {
  // "* * * D. R. Jones' Division : MG …" / "* * * * * Ripley's Brigade : 6/23/27/28/44/48 GA
  // (~3,000)": a division, its brigade, six Georgia regiments; "Division Artillery
  // Battalion" is the division's artillery, no second division.
  model::Diagnostics d;
  const auto r = importInto(publishedOpening(kSevenDays, 26), "f.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* jones = formationNamed(r.oob, "D. R. Jones' Division");
  const auto* ripley = formationNamed(r.oob, "Ripley's Brigade");
  ASSERT_NE(jones, nullptr) << allDiagnostics(d);
  ASSERT_NE(ripley, nullptr) << allDiagnostics(d);
  ASSERT_TRUE(ripley->parent.has_value());
  EXPECT_EQ(*ripley->parent, jones->id);
  for (const char* n : {"6 GA", "23 GA", "48 GA", "2 GA Battalion", "Cobb's (GA) Legion"}) {
    const auto* u = unitNamed(r.oob, n);
    ASSERT_NE(u, nullptr) << n << "\n" << allDiagnostics(d);
  }
  EXPECT_EQ(unitNamed(r.oob, "6 GA")->formation, ripley->id);
  EXPECT_EQ(formationNamed(r.oob, "Division Artillery Battalion"), nullptr);
  std::vector<importers::oob::ListRemark> remarks;
  EXPECT_EQ(importers::oob::splitUnitList("54th MA/colored", remarks).size(), 1u);
  EXPECT_EQ(importers::oob::splitUnitList("1/7/14 TN + 2/11 MS + 2 FL", remarks).size(), 6u);
}

TEST(OobForumForms, AnOrderOfBattleToldInSentencesGivesItsBrigadesRegimentsAndOfficers) {
  // An essay: "The first was Colonel William B. Barton's Brigade. This brigade included the
  // 47th New York Volunteer Infantry Regiment (47th NY) under the instruction of Colonel
  // Henry Moore, …"; "Seymour's second Brigade was that of Colonel Joseph Roswell Hawley."
  model::Diagnostics d;
  const auto r = importInto(publishedOpening(kOlustee, 9), "essay.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* barton = formationNamed(r.oob, "Barton's Brigade");
  const auto* second = formationNamed(r.oob, "Second Brigade");
  ASSERT_NE(barton, nullptr) << allDiagnostics(d);
  ASSERT_NE(second, nullptr) << allDiagnostics(d);
  const auto* ny47 = unitNamed(r.oob, "47th New York Volunteer Infantry Regiment");
  const auto* usct8 = unitNamed(r.oob, "8th United States Colored Troops");
  ASSERT_NE(ny47, nullptr) << allDiagnostics(d);
  ASSERT_NE(usct8, nullptr) << allDiagnostics(d);
  EXPECT_EQ(ny47->formation, barton->id);
  EXPECT_EQ(usct8->formation, second->id);
  EXPECT_NE(ny47->notes.find("Henry Moore"), std::string::npos) << ny47->notes;
  EXPECT_NE(ny47->notes.find("47th NY"), std::string::npos) << ny47->notes;
  EXPECT_EQ(unitNamed(r.oob, "47th NY"), nullptr);
}

TEST(OobForumForms, ANarrativeThatNamesAnOfficersRegimentTellsNoEntries) {
  using importers::oob::entriesInProse;
  // A report's narrative: the regiment after an officer's name is his own, not a unit.
  EXPECT_TRUE(entriesInProse("The Second Brigade consisted of six batteries, 33 officers, 837 men, and 647 horses, "
                             "under the command of Major J. A. Tompkins, First Rhode Island Artillery. The regiment "
                             "was at all times disposable as a reserve.",
                             2)
                  .empty());
  EXPECT_TRUE(entriesInProse("When people think of the American Civil War, they think of Virginia and the 1st "
                             "Minnesota.",
                             2)
                  .empty());
  const auto told = entriesInProse(
      "The third brigade was under the command of Colonel James Montgomery. In his brigade was the 54th "
      "Massachusetts Volunteer Infantry Regiment (54th MA/colored) and the 1st North Carolina Colored Volunteers.",
      2);
  // A scan's history: brigades listed by their commanders' names, "forming" their division,
  // a word its line break split ("bri- gades").
  const auto formed = entriesInProse(
      "The Confederate forces consisted of Gracie's, Kemper's, Hoke's and Barton's brigades, forming Ransom's "
      "division ; Corse's, Clingman's, Bushrod Johnson's and Hagood's bri- gades, forming Hoke's division.",
      2);
  ASSERT_GE(formed.size(), 10u);
  EXPECT_EQ(formed[0], "Ransom's Division");
  EXPECT_EQ(formed[1], "Gracie's Brigade");
  EXPECT_EQ(formed[5], "Hoke's Division");
  EXPECT_EQ(formed[9], "Hagood's Brigade");
  ASSERT_EQ(told.size(), 4u);
  EXPECT_EQ(told[0], "Third Brigade");
  EXPECT_EQ(told[1], "Colonel James Montgomery");
  EXPECT_EQ(told[2], "54th Massachusetts Volunteer Infantry Regiment (54th MA/colored)");
}

TEST(OobForumForms, ASavedWebPagesCodeIsNoTextAndACommandersLineNamesTheFormationHeCommands) {
  // A Gutenberg HTML file: "<!DOCTYPE html PUBLIC …" over two lines, then a chart where
  // "MAJ.-GEN. W. S. HANCOCK, commanding Second Army Corps." opens the corps, and a
  // heading "ORGANIZATION CHARTS—UNION AND CONFEDERATE" names both sides, so neither.
  model::Diagnostics d;
  const auto r = importInto(publishedOpening(kGrantCharts, 40), "memoirs.html", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_FALSE(anyNameHas(r.oob, "DOCTYPE")) << allDiagnostics(d);
  EXPECT_FALSE(anyNameHas(r.oob, "xhtml")) << allDiagnostics(d);
  // The corps, read before a ruleset folds its level: under the army, with its commander.
  model::Diagnostics raw;
  const auto read = readOpening(kGrantCharts, 40, raw);
  const std::vector<std::string> corps{"Army of the Potomac", "Second Army Corps"};
  bool opened = false, division = false, hancock = false;
  for (const auto& f : read.formations) {
    opened = opened || (f.path == corps && f.level == "corps");
    division = division || (f.path.size() == 3 && f.path[1] == corps[1] && f.path[2] == "First Division");
  }
  for (const auto& u : read.units)
    hancock = hancock || (u.path == corps && u.name.find("HANCOCK") != std::string::npos);
  EXPECT_TRUE(opened) << allDiagnostics(raw);
  EXPECT_TRUE(division) << allDiagnostics(raw);
  EXPECT_TRUE(hancock) << allDiagnostics(raw);
  EXPECT_EQ(importers::oob::titleSide("ORGANIZATION CHARTS-UNION AND CONFEDERATE"), "");
  EXPECT_EQ(importers::oob::titleSide("ORGANIZATION OF THE CONFEDERATE FORCES"), "confederate");
}

TEST(OobForumForms, AnAbstractsRowWrappedBelowItsFiguresIsTheBrigadeTheOrganizationNames) {
  // "Abstract from return of the Department of North Carolina for the month of January,
  // 1862." / "Infantry. Artillery." / "1st (Foster's) 168 3,973 --- ---- 4,363" / "Brigade." …
  // then "Organization of troops …" / "First Brigade." / "Williams' Brigade.": four brigades.
  model::Diagnostics d;
  const auto r = importInto(publishedOpening(kRoanoke, 100), "or.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  ASSERT_NE(formationNamed(r.oob, "Department of North Carolina"), nullptr) << allDiagnostics(d);
  std::size_t brigades = 0;
  for (const auto& f : r.oob.formations) brigades += f.name.find("rigade") != std::string::npos;
  EXPECT_EQ(brigades, 4u) << allDiagnostics(d);
  const auto* first = formationNamed(r.oob, "First Brigade");
  ASSERT_NE(first, nullptr) << allDiagnostics(d);
  EXPECT_EQ(unitNamed(r.oob, "10th Connecticut")->formation, first->id);
  EXPECT_EQ(unitNamed(r.oob, "1st"), nullptr);
  EXPECT_FALSE(anyNameHas(r.oob, "Infantry, Artillery"));
  EXPECT_FALSE(anyNameHas(r.oob, "for the month"));
}

TEST(OobForumForms, BrigadesListedByTheirCommandersNamesUnderADivisionAndMarksStandingAlone) {
  // A historical marker: "Maney’s Division *       Brig. Gen. George Maney" /
  // "(Maney’s, Wright’s, Strah’s and Vaughan’s brigades)".
  model::Diagnostics raw;
  const auto read = readOpening(kPeachtree, 100, raw);
  std::size_t underManey = 0;
  bool maney = false;
  for (const auto& f : read.formations)
    underManey += f.path.size() >= 2 && f.path[f.path.size() - 2] == "Maney's Division" && f.level == "brigade";
  for (const auto& u : read.units) maney = maney || u.name.find("George Maney") != std::string::npos;
  EXPECT_EQ(underManey, 4u) << allDiagnostics(raw);
  EXPECT_TRUE(maney) << allDiagnostics(raw);
  for (const auto& u : read.units) EXPECT_EQ(u.name.find("Division *"), std::string::npos) << u.name;
}

TEST(OobForumForms, AParagraphThatNamesEachFormationsPartsAfterComprising) {
  // A history's paragraph: "Second Division, General Schuyler Hamilton, comprising First
  // Brigade, Colonel W.H. Worthington, Fifth Iowa and Fifty-ninth Indiana; and Second
  // Brigade, Colonel N. Perczell, …": each brigade under its division, its commander, then
  // its regiments, numbers spelled out and pairs sharing their state.
  model::Diagnostics raw;
  const auto read = readOpening(kNewMadrid, 42, raw);
  auto unitIn = [&](const std::string& name, const std::string& division, const std::string& brigade) {
    for (const auto& u : read.units)
      if (u.name == name && u.path.size() >= 2 && u.path[u.path.size() - 2] == division && u.path.back() == brigade)
        return true;
    return false;
  };
  EXPECT_TRUE(unitIn("Fifth Iowa", "Second Division", "First Brigade")) << allDiagnostics(raw);
  EXPECT_TRUE(unitIn("Fifty-ninth Indiana", "Second Division", "First Brigade")) << allDiagnostics(raw);
  EXPECT_TRUE(unitIn("Thirty-fourth Indiana", "Third Division", "First Brigade")) << allDiagnostics(raw);
  EXPECT_TRUE(unitIn("Forty-seventh Indiana", "Third Division", "First Brigade")) << allDiagnostics(raw);
  EXPECT_TRUE(unitIn("Sixteenth Illinois", "Fourth Division", "First Brigade")) << allDiagnostics(raw);
  for (const auto& u : read.units) {
    EXPECT_NE(u.name, "Seventh Illinois Cavalry, Company G");
    EXPECT_FALSE(u.name.starts_with("comprising")) << u.name;
  }
  for (const auto& f : read.formations) EXPECT_FALSE(f.path.back().starts_with("comprising")) << f.path.back();
  EXPECT_EQ(importers::oob::ordinalValue("Forty-seventh"), 47);
  EXPECT_EQ(importers::oob::ordinalValue("Ninetieth"), 90);
}

TEST(OobForumForms, ABooksRunInDivisionsWithInitialsAColonAndDashAndSemicolonLists) {
  // Longstreet's memoirs in HTML: "<span class="smcap">D. H. Hill&#8217;s Division</span>,
  // Maj.-Gen. Daniel H. Hill:&mdash;<i>First Brigade</i>, Brig.-Gen. R. E. Rodes; 3d, 5th,
  // 6th, 12th, and 26th Ala. <i>Second (Ripley&#8217;s) Brigade</i>, Brig.-Gen. George
  // Doles; 4th Ga.; 44th Ga., Col. John B. Estes; …" and "…:&mdash;<i>First (Field&#8217;s)
  // Brigade</i>, …".
  model::Diagnostics raw;
  const auto read = readOpening(kLongstreet, 20, raw);
  auto formation = [&](const std::string& name) {
    for (const auto& f : read.formations)
      if (f.path.back() == name) return true;
    return false;
  };
  EXPECT_TRUE(formation("D. H. Hill's Division")) << allDiagnostics(raw);
  EXPECT_TRUE(formation("Second (Ripley's) Brigade")) << allDiagnostics(raw);
  EXPECT_TRUE(formation("First (Field's) Brigade")) << allDiagnostics(raw);
  bool doles = false, fourthGeorgia = false;
  for (const auto& u : read.units) {
    doles = doles || u.name.find("George Doles") != std::string::npos;
    fourthGeorgia = fourthGeorgia || (u.name.starts_with("4th Ga") && u.path.back() == "Second (Ripley's) Brigade");
    EXPECT_NE(u.name, "D. H.");
  }
  EXPECT_TRUE(doles) << allDiagnostics(raw);
  EXPECT_TRUE(fourthGeorgia) << allDiagnostics(raw);
}

TEST(OobForumForms, DittoMarksStandForTheWordAboveAndAGeneralsPossessiveNamesHisFormation) {
  // "MAJ.-GEN. GEO. E. PICKETT'S Division." / "     Brig.-Gen. Seth M. Barton's Brigade. (a)" /
  // "     Brig.-Gen. M. D. Corse's      \"" / "          \"     Eppa Hunton's      \"".
  std::vector<std::string> lines{"     Brig.-Gen. Seth M. Barton's Brigade. (a)",
                                 "     Brig.-Gen. M. D. Corse's      \"", "          \"     Eppa Hunton's      \"", "",
                                 "Mr. Smith said \"no\""};
  EXPECT_EQ(importers::oob::fillDittoMarks(lines), 3u);
  EXPECT_EQ(lines[1], "     Brig.-Gen. M. D. Corse's      Brigade.");
  EXPECT_EQ(lines[2], "          Brig.-Gen.     Eppa Hunton's      Brigade.");
  std::vector<std::string> one{"He said \" so", "and left"};
  EXPECT_EQ(importers::oob::fillDittoMarks(one), 0u);

  model::Diagnostics raw;
  const auto read = readOpening(kGrantConfederate, 40, raw);
  std::vector<std::string> pickett;
  for (const auto& f : read.formations)
    if (f.path.size() >= 2 && f.path[f.path.size() - 2] == "PICKETT'S Division") pickett.push_back(f.path.back());
  EXPECT_EQ(pickett,
            (std::vector<std::string>{"Barton's Brigade", "Corse's Brigade", "Hunton's Brigade", "Terry's Brigade"}))
      << allDiagnostics(raw);
}

TEST(OobForumForms, ABattleSummarysSideTaggedRunsGiveEachSideItsCommanderAndUnits) {
  // The National Park Service's battle summary: "Campaign: Operations near St. Marks, Florida
  // (1865)", "Principal Commanders: Maj. Gen. John Newton [US]; Maj. Gen. Sam Jones [CS]",
  // "Forces Engaged: 2nd U.S. Colored Infantry and 99th U.S. Colored Infantry [US]; Kilcrease
  // Artillery; Dunham’s Battery; Abell’s Battery; 5th Florida Cavalry; … [CS]".
  model::Diagnostics raw;
  const auto read = readOpening(kNaturalBridge, 16, raw);
  std::map<std::string, std::string> sideOf;
  for (const auto& u : read.units) sideOf[u.name] = u.side;
  EXPECT_EQ(sideOf["2nd U.S. Colored Infantry"], "union") << allDiagnostics(raw);
  EXPECT_EQ(sideOf["99th U.S. Colored Infantry"], "union") << allDiagnostics(raw);
  EXPECT_EQ(sideOf["Kilcrease Artillery"], "confederate") << allDiagnostics(raw);
  EXPECT_EQ(sideOf["5th Florida Cavalry"], "confederate") << allDiagnostics(raw);
  EXPECT_EQ(sideOf["Barwick's Company Reserves"], "confederate") << allDiagnostics(raw);
  EXPECT_EQ(sideOf["Abell's Battery"], "confederate") << allDiagnostics(raw);
  EXPECT_FALSE(sideOf.count("Florida")) << allDiagnostics(raw);
  std::size_t commanders = 0;
  for (const auto& u : read.units)
    commanders += u.role == importers::oob::LeaderRole::HeadingCommander &&
                  (u.name.find("Newton") != std::string::npos || u.name.find("Sam Jones") != std::string::npos);
  EXPECT_EQ(commanders, 2u) << allDiagnostics(raw);
}

TEST(OobForumForms, AReportsTitleAndItsNarrativeOrganizedAsFollows) {
  // An Official Records report as a site transcribes it: "War of the Rebellion: Serial 077
  // Page 0103 …", "Numbers 3. Report of Colonel William L. McMillen, Ninety- fifth Ohio
  // Infantry, commanding Infantry DIVISION.", then "… which was organized as follows: First
  // Brigade, Colonel Alexander Wilkin, Ninth Minnesota Infantry, commanding - Seventy- second
  // Ohio Infantry Veteran Volunteers, Lieutenant Colonel Charles G. Eaton commanding; …".
  model::Diagnostics raw;
  const auto read = readOpening(kMcMillen, 20, raw);
  bool division = false, first = false;
  for (const auto& f : read.formations) {
    division = division || (f.path.back() == "Infantry DIVISION" && f.level == "division");
    first = first || (f.path.size() >= 2 && f.path[f.path.size() - 2] == "Infantry DIVISION" &&
                      f.path.back() == "First Brigade");
  }
  EXPECT_TRUE(division) << allDiagnostics(raw);
  EXPECT_TRUE(first) << allDiagnostics(raw);
  const importers::oob::RawUnit* ohio = nullptr;
  bool mcmillen = false;
  for (const auto& u : read.units) {
    if (u.name == "Seventy-second Ohio Infantry Veteran Volunteers") ohio = &u;
    mcmillen = mcmillen ||
               (u.name.find("McMillen") != std::string::npos && u.role == importers::oob::LeaderRole::HeadingCommander);
    EXPECT_EQ(u.name.find("Serial"), std::string::npos) << u.name;
    EXPECT_EQ(u.name.find("organized as follows"), std::string::npos) << u.name;
  }
  ASSERT_NE(ohio, nullptr) << allDiagnostics(raw);
  ASSERT_EQ(ohio->officers.size(), 1u);
  EXPECT_EQ(ohio->officers[0], "Lieutenant Colonel Charles G. Eaton");
  EXPECT_TRUE(mcmillen) << allDiagnostics(raw);
}

TEST(OobForumForms, CommandersInParenthesesAfterTheirHeadingAndTheirSuccessorsBelow) {
  // A staff-ride guide's PDF text: "FIRST ARMY CORPS (Maj. Gen. John R. Reynolds)" /
  // "(Maj. Gen. Abner Doubleday)" / "(Maj. Gen. John Newton)".
  model::Diagnostics raw;
  const auto read = readOpening(kStaffRide, 8, raw);
  std::vector<std::string> corpsCommanders;
  for (const auto& u : read.units)
    if (u.role == importers::oob::LeaderRole::HeadingCommander && !u.path.empty() &&
        u.path.back() == "FIRST ARMY CORPS")
      corpsCommanders.push_back(u.name);
  ASSERT_EQ(corpsCommanders.size(), 3u) << allDiagnostics(raw);
  EXPECT_NE(corpsCommanders[0].find("Reynolds"), std::string::npos);
  EXPECT_NE(corpsCommanders[1].find("Doubleday"), std::string::npos);
  EXPECT_NE(corpsCommanders[2].find("Newton"), std::string::npos);
}

TEST(OobForumForms, TwoBrigadesSideBySideUnderTheirDivisionsCentredHeading) {
  // "                     First Division (Brig. Gen. James S. Wadsworth)" over "First Brigade
  // (Brig. Gen. Solomon Meredith) Second Brigade (Brig. Gen. Lysander" / "  19th Indiana …
  // Cutler)" / "  24th Michigan …  7th Indiana": one space between the columns on the first
  // row; each column's regiments are its brigade's, both brigades the division's.
  model::Diagnostics raw;
  const auto read = readOpening(kStaffRide, 18, raw);
  auto unitUnder = [&](const std::string& name, const std::string& brigade) {
    for (const auto& u : read.units)
      if (u.name == name && u.path.size() >= 2 && u.path.back().starts_with(brigade) &&
          u.path[u.path.size() - 2] == "First Division")
        return true;
    return false;
  };
  EXPECT_TRUE(unitUnder("24th Michigan", "First Brigade")) << allDiagnostics(raw);
  EXPECT_TRUE(unitUnder("7th Wisconsin", "First Brigade")) << allDiagnostics(raw);
  EXPECT_TRUE(unitUnder("7th Indiana", "Second Brigade")) << allDiagnostics(raw);
  EXPECT_TRUE(unitUnder("56th Pennsylvania", "Second Brigade")) << allDiagnostics(raw);
}

TEST(OobForumForms, TwoBrigadesHeadedSideBySideThenEachOnesEntries) {
  // The Official Records' two columns as the Internet Archive's OCR reads them: "Jackson's
  // Brigade." / "SmitEs Brigade." / "Brig. Gen. John K. Jackson." / "1st Georgia …" /
  // "8th Mississippi, …" / "Brig. Gen. Preston Smith." / "11th Tennessee, …".
  model::Diagnostics raw;
  const auto read = readOpening(kCheatham, 70, raw);
  auto unitIn = [&](const std::string& prefix, const std::string& brigade) {
    for (const auto& u : read.units)
      if (u.name.starts_with(prefix) && !u.path.empty() && u.path.back() == brigade) return true;
    return false;
  };
  EXPECT_TRUE(unitIn("5th Georgia", "Jackson's Brigade")) << allDiagnostics(raw);
  EXPECT_TRUE(unitIn("8th Mississippi", "Jackson's Brigade")) << allDiagnostics(raw);
  EXPECT_TRUE(unitIn("Brig. Gen. John K. Jackson", "Jackson's Brigade")) << allDiagnostics(raw);
  EXPECT_TRUE(unitIn("Brig. Gen. Preston Smith", "SmitEs Brigade")) << allDiagnostics(raw);
  EXPECT_TRUE(unitIn("11th Tennessee", "SmitEs Brigade")) << allDiagnostics(raw);
}

TEST(OobForumForms, HeadingsSideBySideOnOneLineTakeTheCommandersBelowInOrder) {
  // A campaign history's appendix in OCR: "FIRST  DIVISION." / "(1)  Brigadier-General
  // RUFTJS  KING." / "(2)  …" and "First  Brigade.  Second  Brigade.  Third  Brigade." /
  // "Brig.-Gen.  A.  Duryea.    Col.  Wm.  H.  Christian.    Brig.-Gen.  Geo.  L.  Hartsuff."
  model::Diagnostics raw;
  const auto read = readOpening(kPalfrey, 40, raw);
  auto commanderOf = [&](const std::string& division, const std::string& formation, const std::string& name) {
    for (const auto& u : read.units)
      if (u.role == importers::oob::LeaderRole::HeadingCommander && u.name.find(name) != std::string::npos &&
          !u.path.empty() && u.path.back() == formation &&
          (division.empty() || (u.path.size() >= 2 && u.path[u.path.size() - 2] == division)))
        return true;
    return false;
  };
  EXPECT_TRUE(commanderOf("", "FIRST DIVISION", "RUFTJS KING")) << allDiagnostics(raw);
  EXPECT_TRUE(commanderOf("", "FIRST DIVISION", "HA.TOH")) << allDiagnostics(raw);
  EXPECT_TRUE(commanderOf("SECOND DIVISION", "First Brigade", "Duryea")) << allDiagnostics(raw);
  EXPECT_TRUE(commanderOf("SECOND DIVISION", "Second Brigade", "Christian")) << allDiagnostics(raw);
  EXPECT_TRUE(commanderOf("SECOND DIVISION", "Third Brigade", "Hartsuff")) << allDiagnostics(raw);
}

TEST(OobForumForms, AHeadingAndItsRegimentsOnOneLineWithNoColon) {
  // A marker: "Quarles Brigade including 42nd, 46th, 48th, 49th, 53rd, and 55th Tennessee
  // Infantry", "Vaughn's Brigade 11th, 12th, … and 154th Tennessee Infantry".
  model::Diagnostics raw;
  const auto read = readOpening(kMarker, 8, raw);
  auto unitIn = [&](const std::string& name, const std::string& brigade) {
    for (const auto& u : read.units)
      if (u.name == name && !u.path.empty() && u.path.back() == brigade) return true;
    return false;
  };
  EXPECT_TRUE(unitIn("42nd Tennessee Infantry", "Quarles Brigade")) << allDiagnostics(raw);
  EXPECT_TRUE(unitIn("55th Tennessee Infantry", "Quarles Brigade")) << allDiagnostics(raw);
  EXPECT_TRUE(unitIn("154th Tennessee Infantry", "Vaughn's Brigade")) << allDiagnostics(raw);
}

TEST(OobForumForms, ACommanderThenHisFormationThenItsUnitsOnOneLine) {
  // A magazine's scenario: "First Division. Brig. General G.W.Morell" / "    Brig. Gen.
  // Martindale: 1st Brigade: 22nd Mass., 1st Mich., 13th N.Y." / "    Capt. W.B. Weedon:
  // Artillery: 3rd Mass Battery (2 guns), 5th Mass Battery (2 guns)."
  model::Diagnostics raw;
  const auto read = readOpening(kMorris, 18, raw);
  bool morell = false, martindale = false, weedon = false;
  bool mich = false, battery = false;
  for (const auto& u : read.units) {
    const std::string at = u.path.empty() ? "" : u.path.back();
    morell = morell || (u.name.find("Morell") != std::string::npos && at == "First Division");
    martindale = martindale || (u.name.find("Martindale") != std::string::npos && at == "1st Brigade");
    weedon = weedon || u.name.find("Weedon") != std::string::npos;
    mich = mich || (u.name == "1st Mich" && at == "1st Brigade");
    battery = battery || (u.name == "5th Mass Battery" && u.guns == 2);
  }
  EXPECT_TRUE(morell) << allDiagnostics(raw);
  EXPECT_TRUE(martindale) << allDiagnostics(raw);
  EXPECT_TRUE(weedon) << allDiagnostics(raw);
  EXPECT_TRUE(mich) << allDiagnostics(raw);
  EXPECT_TRUE(battery) << allDiagnostics(raw);
}

TEST(OobForumForms, UnitsNamedBeforeTheArmyTheyWereInGoUnderThatArmy) {
  // "The First, Seventh, … and Thirty-second Regiments of Infantry, the First, Third, and
  // Fifth Batteries, … were in the Army of the Potomac. … were in General Burnside's army".
  model::Diagnostics d;
  const auto read = readOpening(kSchouler, 10, d);
  for (const char* army :
       {"Army of the Potomac", "Army of Virginia", "General Burnside's army", "Department of the Gulf"}) {
    const auto* f = rawFormationNamed(read, army);
    ASSERT_NE(f, nullptr) << army << "\n" << allDiagnostics(d);
    EXPECT_EQ(f->level, "army") << army;
  }
  // Thirteen numbers share "Regiments of Infantry": the first is one of them.
  const auto* first = rawEntryNamed(read, "First Regiment of Infantry");
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(first->path, std::vector<std::string>{"Army of the Potomac"});
  const auto* sixth = rawEntryNamed(read, "Sixth Company of Light Artillery");
  ASSERT_NE(sixth, nullptr);
  EXPECT_EQ(importers::oob::unitCategory(*sixth), "artillery");
  EXPECT_EQ(sixth->path, std::vector<std::string>{"Department of the Gulf"});
}

TEST(OobForumForms, AStrengthPaddedToAColumnWithNoHeadingIsTheUnitsMen) {
  // "5th Louisiana                  744" / "" / "Noland's battalion            162": each row
  // its own unit with its men, never one row run on into the next.
  model::Diagnostics d;
  const auto read = readOpening(kBlogReturn, 120, d);
  const auto* louisiana = rawEntryNamed(read, "5th Louisiana");
  ASSERT_NE(louisiana, nullptr) << allDiagnostics(d);
  EXPECT_EQ(louisiana->men, 744);
  const auto* noland = rawEntryNamed(read, "Noland's battalion");
  ASSERT_NE(noland, nullptr);
  EXPECT_EQ(noland->men, 162);
}

TEST(OobForumForms, CommandedByAfterAUnitNamesItsOfficerAndAnOrdinalIsPartOfHisRank) {
  // "Battery H, 5th U. S. Artillery, commanded by 1st Lieutenant F. L. Guenther."
  model::Diagnostics d;
  const auto read = readOpening(kPhisterer, 20, d);
  const auto* battery = rawEntryNamed(read, "Battery H, 5th U. S. Artillery");
  ASSERT_NE(battery, nullptr) << allDiagnostics(d);
  ASSERT_EQ(battery->officers.size(), 1u);
  EXPECT_EQ(battery->officers[0].rfind("1st Lieutenant", 0), 0u) << battery->officers[0];
  // "The 1st Battalion of the 15th Infantry: Companies A, B, … and H; commanded by Major John
  // H. King.": the unit, its companies a remark, its commander its officer.
  const auto* battalion = rawEntryNamed(read, "1st Battalion of the 15th Infantry");
  ASSERT_NE(battalion, nullptr);
  ASSERT_EQ(battalion->officers.size(), 1u);
  EXPECT_EQ(battalion->officers[0], "Major John H. King");
  EXPECT_NE(battalion->notes.find("Companies A, B"), std::string::npos) << battalion->notes;
}

TEST(OobForumForms, AnArmGroupingOverBrigadesTypesTheirUnits) {
  // "CAVALRY." / "James E. B. Stuart." / "First Brigade" / "1st North Carolina." …: cavalry.
  model::Diagnostics d;
  const auto read = readOpening(kStuart, 120, d);
  const auto* carolina = rawEntryNamed(read, "1st North Carolina");
  ASSERT_NE(carolina, nullptr) << allDiagnostics(d);
  EXPECT_EQ(importers::oob::unitCategory(*carolina), "cavalry");
}

TEST(OobForumForms, ADivisionsBracketedCommanderAndItsBrigadesWithTheirsAfterOneDash) {
  // "Second Division [Major General J. P. McCown].-First Brigade, Brigadier General W. L.
  // Cabell; Second Brigade, Brigadier General T. J. Churchill."
  model::Diagnostics d;
  const auto read = readOpening(kRunInDivisions, 40, d);
  const auto* mcCown = rawEntryNamed(read, "Major General J. P. McCown");
  ASSERT_NE(mcCown, nullptr) << allDiagnostics(d);
  EXPECT_EQ(mcCown->path, std::vector<std::string>{"Second Division"});
  const auto* cabell = rawEntryNamed(read, "Brigadier General W. L. Cabell");
  ASSERT_NE(cabell, nullptr);
  EXPECT_EQ(cabell->path, (std::vector<std::string>{"Second Division", "First Brigade"}));
}

TEST(OobForumForms, AGroupingsListIsNoProseAndBatteriesKnownByTheirCaptainsAreArtillery) {
  // "Reserved Batteries.-Captains Hoxton's, Landis', Guiber's, and Brown's." / "Cavalry.-
  // Forrest's regiment, Webb's squadron, Savery's company, McCulloch's regiment, and Price's
  // body guard."
  model::Diagnostics d;
  const auto read = readOpening(kRunInDivisions, 40, d);
  const auto* hoxton = rawEntryNamed(read, "Hoxton's");
  ASSERT_NE(hoxton, nullptr) << allDiagnostics(d);
  EXPECT_EQ(importers::oob::unitCategory(*hoxton), "artillery");
  const auto* guard = rawEntryNamed(read, "Price's body guard");
  ASSERT_NE(guard, nullptr);
  EXPECT_EQ(importers::oob::unitCategory(*guard), "cavalry");
}

TEST(OobForumForms, AReportsAuthorWithHisCommandDownFromTheArmyDefinesItsFormations) {
  // "Brig. Gen. James S. Rains, Second Division, Missouri State Guard" / "Col. James McCown,
  // Second Cavalry, Eighth Division, Missouri State Guard" / "Col. Franz Sigel, Third
  // Missouri Infantry, US" (and "BG X, Chief of Cavalry, Army of …" stays a staff post).
  model::Diagnostics d;
  const auto read = readOpening(kReportIndex, 30, d);
  const auto* rains = rawEntryNamed(read, "Brig. Gen. James S. Rains");
  ASSERT_NE(rains, nullptr) << allDiagnostics(d);
  EXPECT_EQ(rains->path, (std::vector<std::string>{"Missouri State Guard", "Second Division"}));
  const auto* second = rawEntryNamed(read, "Second Cavalry");
  ASSERT_NE(second, nullptr);
  EXPECT_EQ(second->path, (std::vector<std::string>{"Missouri State Guard", "Eighth Division"}));
  EXPECT_EQ(importers::oob::unitCategory(*second), "cavalry");
  ASSERT_EQ(second->officers.size(), 1u);
  EXPECT_NE(second->officers[0].find("McCown"), std::string::npos);
  const auto* army = rawFormationNamed(read, "Missouri State Guard");
  ASSERT_NE(army, nullptr);
  EXPECT_EQ(army->level, "army");
}

TEST(OobForumForms, AStateSpelledOutNamesARegimentWhateverFollowsIt) {
  // "Seventy-fifth New York." ("York" is no abbreviation wanting its period) and "One hundred
  // and sixty-fifth New York, Lieut. Col. …" (the state ends at a comma).
  using importers::oob::hasUnitMark;
  EXPECT_TRUE(hasUnitMark("Seventy-fifth New York"));
  EXPECT_TRUE(hasUnitMark("One hundred and sixty-fifth New York, Lieut. Col. Abel Smith"));
  EXPECT_TRUE(hasUnitMark("Second Massachusetts; Third"));
  EXPECT_FALSE(hasUnitMark("Yorktown road"));
  model::Diagnostics d;
  const auto read = importers::oob::parseOobText(
      "FIRST BRIGADE\nOne hundred and sixty-fifth New York, Lieut. Col. Abel Smith.\nSeventy-fifth New York.\n", {}, d);
  EXPECT_NE(rawEntryNamed(read, "One hundred and sixty-fifth New York"), nullptr) << allDiagnostics(d);
  EXPECT_NE(rawEntryNamed(read, "Seventy-fifth New York"), nullptr);
}

TEST(OobForumForms, TheRecordsListOfReportsGivesEachAuthorsCommand) {
  // "Numbers 5.-Brigadier General Absalom Baird, U. S. Army, commanding Third Division, Army
  // of Kentucky." / "Numbers 6.-Colonel John Coburn, Thirty-third Indiana Infantry,
  // commanding First Brigade." / "Numbers 4.-Colonel Thomas J. Jordan, Ninth Pennsylvania
  // Cavalry." / "Numbers 20.-Brigadier General William T. Martin, C. S. Army, commanding
  // First Division, Cavalry Corps."
  model::Diagnostics d;
  const auto read = readOpening(kReportsList, 80, d);
  const auto* baird = rawEntryNamed(read, "Brigadier General Absalom Baird");
  ASSERT_NE(baird, nullptr) << allDiagnostics(d);
  EXPECT_EQ(baird->path, (std::vector<std::string>{"Army of Kentucky", "Third Division"}));
  EXPECT_EQ(baird->side, "union");
  const auto* coburn = rawEntryNamed(read, "Colonel John Coburn");
  ASSERT_NE(coburn, nullptr);
  EXPECT_EQ(coburn->path, std::vector<std::string>{"First Brigade"});
  const auto* jordan = rawEntryNamed(read, "Ninth Pennsylvania Cavalry");
  ASSERT_NE(jordan, nullptr);
  EXPECT_EQ(importers::oob::unitCategory(*jordan), "cavalry");
  const auto* martin = rawEntryNamed(read, "Brigadier General William T. Martin");
  ASSERT_NE(martin, nullptr);
  EXPECT_EQ(martin->side, "confederate");
  EXPECT_EQ(martin->path, (std::vector<std::string>{"Cavalry Corps", "First Division"}));
  EXPECT_EQ(rawEntryNamed(read, "Lieutenant Hamlet B. Adams"), nullptr) << "an adjutant is staff";
}

TEST(OobForumForms, AnOfficerInParenthesesAfterHisRegimentIsItsOfficerWithHisFate) {
  // "- 69th New York State Militia (Col. Michael Corcoran — wounded & captured; then Capt. James
  // Kelly)", "- 79th New York \"Highlanders\" (Col. James Cameron — **killed**)": Markdown notes
  // name each regiment's colonel, his fate and his successor in the parentheses.
  model::Diagnostics d;
  const auto read =
      readOpening("first_bull_run_historyvideogame_markdown_notes_union_status_marks_in_headings.md", 95, d);
  const importers::oob::RawUnit* militia = nullptr;
  for (const auto& u : read.units)
    if (u.name.starts_with("69th New York")) militia = &u;
  ASSERT_NE(militia, nullptr) << allDiagnostics(d);
  ASSERT_EQ(militia->officers.size(), 2u) << militia->notes;
  EXPECT_EQ(militia->officers[0], "Col. Michael Corcoran (wounded; captured)");
  EXPECT_EQ(militia->officers[1], "Capt. James Kelly");
  const auto* wisconsin = rawEntryNamed(read, "2nd Wisconsin Infantry");
  ASSERT_NE(wisconsin, nullptr);
  ASSERT_EQ(wisconsin->officers.size(), 1u);
  EXPECT_EQ(wisconsin->officers[0], "Lt. Col. Henry W. Peck");
  // "- 11th New York Infantry (\"1st Fire Zouaves\"; Col. Noah L. Farnham — mortally wounded)": a
  // nickname beside him stays a remark, and he is still the officer.
  const importers::oob::RawUnit* zouaves = nullptr;
  for (const auto& u : read.units)
    if (u.name.starts_with("11th New York")) zouaves = &u;
  ASSERT_NE(zouaves, nullptr);
  ASSERT_EQ(zouaves->officers.size(), 1u) << zouaves->notes;
  EXPECT_EQ(zouaves->officers[0], "Col. Noah L. Farnham (mortally wounded)");
  EXPECT_NE(zouaves->notes.find("1st Fire Zouaves"), std::string::npos) << zouaves->notes;
}

}  // namespace
TEST(OobForumForms, FormationsCountedAndNamedOnlyByTheirCommandersAreEachTheirCommanders) {
  // Sherman's memoirs, wrapped as the e-text prints them: "The Fifteenth Corps had four
  // divisions, commanded by" / "Brigadier-Generals Charles R. Woods, W. B. Hazen, John E.
  // Smith," / "and John M. Gorse." (a plural rank for the men after it), and "…three
  // divisions, commanded by" / "Major-General J. A. Mower, and Brigadier-Generals M. D.
  // Leggett" / "and Giles A. Smith." (a rank of each kind).
  model::Diagnostics raw;
  const auto read = readOpening(kShermanMarch, 35, raw);
  std::vector<std::string> underFifteenth;
  for (const auto& f : read.formations)
    if (f.path.size() >= 2 && f.path[f.path.size() - 2] == "Fifteenth Corps") underFifteenth.push_back(f.path.back());
  EXPECT_EQ(underFifteenth,
            (std::vector<std::string>{"Woods' Division", "Hazen's Division", "Smith's Division", "Gorse's Division"}))
      << allDiagnostics(raw);
  // (A leader's name keeps the rank it was written with; the rank is also apart.)
  auto leader = [&](const std::string& name) -> const importers::oob::RawUnit* {
    for (const auto& u : read.units)
      if (u.role != importers::oob::LeaderRole::None && u.name.ends_with(name)) return &u;
    return nullptr;
  };
  const auto* hazen = leader("W. B. Hazen");
  ASSERT_NE(hazen, nullptr) << allDiagnostics(raw);
  EXPECT_EQ(hazen->rank, "Brigadier-General");
  EXPECT_EQ(hazen->path.back(), "Hazen's Division");
  const auto* mower = leader("J. A. Mower");
  ASSERT_NE(mower, nullptr) << allDiagnostics(raw);
  EXPECT_EQ(mower->rank, "Major-General");
  EXPECT_EQ(mower->path.back(), "Mower's Division");
  const auto* smith = leader("Giles A. Smith");
  ASSERT_NE(smith, nullptr) << allDiagnostics(raw);
  EXPECT_EQ(smith->rank, "Brigadier-General");
  EXPECT_EQ(smith->path.back(), "Smith's Division");
}

TEST(OobForumForms, FormationsListedByCommandersAreReadOnlyAsManyAsTheSentenceCounts) {
  using importers::oob::entriesInProse;
  // A biography's "Four brigades were formed respectively under Brigadier-General Richardson
  // and Colonels McCulloch, Bell, and Jeffrey Forrest" gives four, each its man's.
  const auto four = entriesInProse(
      "Four brigades were formed respectively under Brigadier-General Richardson and "
      "Colonels McCulloch, Bell, and Jeffrey Forrest, while the division was formed.",
      2);
  ASSERT_EQ(four.size(), 8u);
  EXPECT_EQ(four[0], "Richardson's Brigade");
  EXPECT_EQ(four[1], "Brigadier-General Richardson");
  EXPECT_EQ(four[6], "Forrest's Brigade");
  EXPECT_EQ(four[7], "Colonel Jeffrey Forrest");
  // Three counted and two named is no such list: the sentence goes on with something else.
  EXPECT_TRUE(
      entriesInProse("He had three divisions, commanded by Generals Smith and Jones, at the river.", 2).empty());
}

TEST(OobForumForms, AnOrdersSentencesGiveDivisionsBrigadesRegimentsNamedByTheirColonelsAndBatteriesByCaptains) {
  // Polk's General Orders No. 13 (1861): "The First Division will be under the command of
  // Brigadier-General Pillow, and will be composed as follows:" / "The. First Brigade, First
  // Division, commanded by Col. J. K. Walker, will be composed of the regiments of Cols. J. K.
  // Walker, C. M. Carroll, and John Y. Wright. Capt. M. T. Polk's battery of artillery will
  // compose a part of the First Brigade, First Division." / "The Second Division will be
  // commanded by Brig. Gen. B. F. Cheatham, …".
  model::Diagnostics raw;
  const auto read = readOpening(kColumbusOrders, 20, raw);
  std::size_t firstBrigades = 0;
  for (const auto& f : read.formations)
    firstBrigades +=
        f.path.size() >= 2 && f.path.back() == "First Brigade" && f.path[f.path.size() - 2] == "First Division";
  EXPECT_EQ(firstBrigades, 1u) << allDiagnostics(raw);  // (named again as the battery's, and after itself: one)
  ASSERT_NE(rawFormationNamed(read, "First Division"), nullptr) << allDiagnostics(raw);
  ASSERT_NE(rawFormationNamed(read, "Second Division"), nullptr) << allDiagnostics(raw);
  for (const char* regiment :
       {"Col. J. K. Walker's regiment", "Col. C. M. Carroll's regiment", "Col. John Y. Wright's regiment"}) {
    const auto* u = rawEntryNamed(read, regiment);
    ASSERT_NE(u, nullptr) << regiment << "\n" << allDiagnostics(raw);
    EXPECT_EQ(u->path.back(), "First Brigade");
    EXPECT_EQ(u->role, importers::oob::LeaderRole::None);
  }
  const auto* battery = rawEntryNamed(read, "Capt. M. T. Polk's battery of artillery");
  ASSERT_NE(battery, nullptr) << allDiagnostics(raw);
  EXPECT_EQ(importers::oob::unitCategory(*battery), "artillery");
  EXPECT_NE(rawEntryNamed(read, "Lieutenant-Colonel Blythe's battalion"), nullptr) << allDiagnostics(raw);
  bool cheatham = false, pillow = false;
  for (const auto& u : read.units) {
    cheatham = cheatham || (u.name.ends_with("B. F. Cheatham") && u.path.back() == "Second Division");
    pillow = pillow || (u.name.ends_with("Pillow") && u.path.back() == "First Division");
  }
  EXPECT_TRUE(cheatham) << allDiagnostics(raw);  // ("Brig. Gen." is no sentence's end)
  EXPECT_TRUE(pillow) << allDiagnostics(raw);
}

TEST(OobForumForms, AGameChartsNumberAndStateAbbreviationWithoutItsFullStopIsARegiment) {
  // A game's loss chart copied from its PDF: "Tex/Hood" / "3 Ark" / "1 Tex" / "4 Tex" / "5 Tex".
  model::Diagnostics raw;
  const auto read = readOpening(kLossChart, 60, raw);
  for (const char* regiment : {"3 Ark", "1 Tex", "4 Tex", "5 Tex", "2 Ga", "15 Ga"})
    EXPECT_NE(rawEntryNamed(read, regiment), nullptr) << regiment << "\n" << allDiagnostics(raw);
  // (Only right after a number, and only a state's: "B", "R7" and the check boxes are none;
  // "2 Ga" is no line of figures.)
  EXPECT_EQ(rawEntryNamed(read, "R7"), nullptr);
  EXPECT_EQ(rawEntryNamed(read, "B"), nullptr);
}

TEST(OobForumForms, ARunInBrigadeHeadingAndItsRegimentsNumberedInWordsSharingTheirName) {
  // "Brigadier-General Hunter's brigade.-Twenty-third, Twenty-fifth, Thirty-fifth, and
  // Thirty-seventh Regiments New York Volunteers." / "Brigadier-General Heintzelman's
  // brigade.-Fifth Regiment Maine Volunteers, Sixteenth, Twenty-sixth, and Twenty-seventh
  // Regiments New York Volunteers, and Tidball's battery (A), Second U. S. Artillery."
  model::Diagnostics raw;
  const auto read = readOpening(kDivisionOfThePotomac, 12, raw);
  for (const char* regiment : {"Twenty-third Regiment New York Volunteers", "Twenty-fifth Regiment New York Volunteers",
                               "Thirty-seventh Regiment New York Volunteers"}) {
    const auto* u = rawEntryNamed(read, regiment);
    ASSERT_NE(u, nullptr) << regiment << "\n" << allDiagnostics(raw);
    EXPECT_EQ(u->path.back(), "Hunter's brigade");
  }
  const auto* maine = rawEntryNamed(read, "Fifth Regiment Maine Volunteers");
  ASSERT_NE(maine, nullptr) << allDiagnostics(raw);
  EXPECT_EQ(maine->path.back(), "Heintzelman's brigade");
  EXPECT_NE(rawEntryNamed(read, "Sixteenth Regiment New York Volunteers"), nullptr) << allDiagnostics(raw);
  EXPECT_NE(rawEntryNamed(read, "Tidball's battery (A), Second U. S. Artillery"), nullptr) << allDiagnostics(raw);
  EXPECT_EQ(rawEntryNamed(read, "Second U. S. Artillery"), nullptr);
  const auto hunter =
      std::find_if(read.units.begin(), read.units.end(), [](const auto& u) { return u.name.ends_with("Hunter"); });
  ASSERT_NE(hunter, read.units.end()) << allDiagnostics(raw);
  EXPECT_NE(hunter->role, importers::oob::LeaderRole::None);
}

TEST(OobForumForms, AParksCommandersEachOverHisCommandLeadIt) {
  // "Brigadier General Samuel Ryan Curtis" / "Commander, Army of the Southwest", …,
  // "Colonel Grenville Dodge" / "Commander, 1st Brigade, 4th Division".
  model::Diagnostics raw;
  const auto read =
      readOpening("pea_ridge_nps_peri_union_federal_commanders_name_then_commander_line_no_units.txt", 30, raw);
  const auto leaderOf = [&](const std::string& name) -> std::string {
    for (const auto& u : read.units)
      if (u.name.ends_with(name) && u.role != importers::oob::LeaderRole::None) return u.path.back();
    return {};
  };
  EXPECT_EQ(leaderOf("Samuel Ryan Curtis"), "Army of the Southwest") << allDiagnostics(raw);
  EXPECT_EQ(leaderOf("Peter J. Osterhaus"), "1st Division");
  EXPECT_EQ(leaderOf("Grenville Dodge"), "1st Brigade");
  const auto* brigade = rawFormationNamed(read, "1st Brigade");
  ASSERT_NE(brigade, nullptr);
  EXPECT_EQ(brigade->path.front(), "4th Division");
  // (None of the commands is a unit: "Commander, 2nd Division" is no list of units.)
  for (const auto& u : read.units) EXPECT_EQ(u.name.find("Division"), std::string::npos) << u.name;
}

TEST(OobForumForms, TheBrigadeOfAGeneralIsHisBrigadeWithHimInCommand) {
  using importers::oob::entriesInProse;
  // General Orders No. 64 (1863): "The brigade of Brigadier-General Tilghman will consist of
  // the following regiments, viz: Twentieth, Twenty-sixth, and Fourteenth Mississippi."
  const auto told = entriesInProse(
      "The brigade of Brigadier-General Tilghman will consist of the following regiments, viz: Twentieth, "
      "Twenty-sixth, and Fourteenth Mississippi.",
      2, true);
  ASSERT_GE(told.size(), 5u);
  EXPECT_EQ(told[0], "Tilghman's Brigade");
  EXPECT_EQ(told[1], "Brigadier-General Tilghman");
  EXPECT_EQ(told[2], "Twentieth Mississippi");
  EXPECT_EQ(std::count(told.begin(), told.end(), "Brigadier-General Tilghman"), 1);
}

TEST(OobForumForms, AKindWrittenInLowerCaseAfterTheNameIsTheUnitsAndAPluralOneIsShared) {
  using importers::oob::entriesInProse;
  // The Southern Historical Society Papers on Drayton's brigade: "It was composed of the
  // Fifteenth South Carolina and the Fiftieth and Fifty-first Georgia regiments and Third
  // South Carolina battalion."
  const auto told = entriesInProse(
      "It was composed of the Fifteenth South Carolina and the Fiftieth and Fifty-first Georgia regiments and Third "
      "South Carolina battalion.",
      1);
  EXPECT_EQ(told, (std::vector<std::string>{"Fifteenth South Carolina", "Fiftieth Georgia", "Fifty-first Georgia",
                                            "Third South Carolina battalion"}));
}

TEST(OobForumForms, AMarkersRegimentsNumberedWithAnAmpersandAndApostrophesTypedAsAccents) {
  // Read the Plaque: "Brig. Gen. W. S. Featherston ~ Loring´s div. It consisted of the 40th,
  // 31st, 22d, 3d & 33d regts., (deployment sequence W. to E.) Stigler´s sharpshooters in
  // skirmish line."
  EXPECT_EQ(importers::oob::plainPunctuation("Loring\u00B4s div., Hood\u2032s"), "Loring's div., Hood's");
  model::Diagnostics raw;
  const auto read = readOpening(
      "peachtree_creek_readtheplaque_marker_both_featherston_mississippi_brigade_bare_ordinal_regts_acute_accent_"
      "apostrophes_bracketed_sides.txt",
      6, raw);
  std::size_t numbered = 0;
  for (const auto& u : read.units) numbered += u.name.starts_with("33d") || u.name.starts_with("40th");
  EXPECT_EQ(numbered, 2u) << allDiagnostics(raw);
  EXPECT_NE(rawEntryNamed(read, "Stigler's sharpshooters"), nullptr) << allDiagnostics(raw);
}

TEST(OobForumForms, AnOrdersClauseAfterAUnitsNameIsItsRemark) {
  // General orders of 1865: "Third U. S. Colored Cavalry to remain unattached."
  const auto item = importers::oob::splitTrailingNotes("Third U. S. Colored Cavalry to remain unattached.");
  EXPECT_EQ(item.name, "Third U. S. Colored Cavalry");
  EXPECT_EQ(item.notes, "to remain unattached");
  EXPECT_EQ(importers::oob::splitTrailingNotes("Forty-fifth Regiment will report to General Smith").name,
            "Forty-fifth Regiment");
}

TEST(OobForumForms, AReportsBrigadeWithItsCommanderAfterTwoHyphensAndItsRegimentsAfterConsistingOf) {
  // McClernand's report in the Rebellion Record: "First Brigade--Brigadier-General T. T.
  // Garrard commanding, consisting of the Forty-eighth and Sixty-ninth Indiana, One Hundred and
  // Twentieth Ohio, One Hundred and Thirteenth Illinois, and Seventh Kentucky."
  model::Diagnostics raw;
  const auto read = readOpening(
      "vicksburg_campaign_perseus_rebellion_record_union_mcclernand_xiii_corps_prose_consisting_of_spelled_ordinals_"
      "shared_state_cut_mid_report.txt",
      16, raw);
  for (const char* regiment : {"Forty-eighth Indiana", "Sixty-ninth Indiana", "One Hundred and Twentieth Ohio",
                               "One Hundred and Thirteenth Illinois", "Seventh Kentucky"}) {
    const auto* u = rawEntryNamed(read, regiment);
    ASSERT_NE(u, nullptr) << regiment << "\n" << allDiagnostics(raw);
    EXPECT_EQ(u->path.back(), "First Brigade");
  }
  const auto* garrard = rawEntryNamed(read, "Brigadier-General T. T. Garrard");
  ASSERT_NE(garrard, nullptr) << allDiagnostics(raw);
  EXPECT_NE(garrard->role, importers::oob::LeaderRole::None);
  EXPECT_EQ(garrard->path.back(), "First Brigade");
}

TEST(OobForumForms, NumbersOfAHundredAndMoreSpelledOutShareTheStateAfterTheLast) {
  // McClernand's report: "… consisting of the Nineteenth Kentucky, Seventy-seventh,
  // Ninety-seventh, One Hundred and Eighth, and One Hundred and Twentieth Illinois, and
  // Forty-eighth Ohio."
  model::Diagnostics raw;
  const auto read = readOpening(
      "vicksburg_campaign_perseus_rebellion_record_union_mcclernand_xiii_corps_prose_consisting_of_spelled_ordinals_"
      "shared_state_cut_mid_report.txt",
      28, raw);
  for (const char* regiment :
       {"Nineteenth Kentucky", "Seventy-seventh Illinois", "Ninety-seventh Illinois", "One Hundred and Eighth Illinois",
        "One Hundred and Twentieth Illinois", "Forty-eighth Ohio"})
    EXPECT_NE(rawEntryNamed(read, regiment), nullptr) << regiment << "\n" << allDiagnostics(raw);
  // (The "and" of a number is no second unit's.)
  EXPECT_EQ(allDiagnostics(raw).find("\"One Hundred and Twentieth Illinois\" is read as one unit"), std::string::npos);
}

}  // namespace hexwright::testing
