// Orders of battle as wargame scenarios print them: a unit's men, figures or stands and its
// ratings after its name ("1st Tennessee Regiment (420 men) 21 figures - veteran, battle
// hardened, …", "15th Mass., 600 men, green, smoothbores"), a commander's role and ratings
// after a dash. Every text here is a published listing in
// tests/importers/oob_corpus/published/, read from the file as it was copied.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "importers/oob/text_patterns.h"
#include "importers/oob/unit_category.h"
#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

constexpr const char* kFiguresAndRatings = "raymond_thelittlecorporal_confederate_figures_ratings.txt";
constexpr const char* kJohnnyReb = "balls_bluff_magweb_zouave_johnny_reb_both_forces_points.txt";
constexpr const char* kSharedPlural = "glendale_tracksandthreads_fire_fury_confederate_divisions.txt";
constexpr const char* kArmMidName = "dranesville_thelittlecorporal_union_figures_ratings.txt";
constexpr const char* kArmyList = "antietam_fireandfury_uk_army_list_confederate_numbered_brigade_stands.txt";
constexpr const char* kGenerated =
    "fictional_encounter_onesided_blog_both_brigade_fire_fury_generator_lost_division_lines.txt";
constexpr const char* kRegimentsAsStands = "seven_days_civilwartalk_confederate_right_wing_proposed.txt";
constexpr const char* kStrengthAfterName =
    "perryville_brettschulte_blog_union_i_corps_state_abbreviations_strengths_question_marks_gun_codes.txt";
constexpr const char* kClubGame = "fictional_encounter_wfgamers_both_fire_fury_ii_corps_brigade_counts_bases.txt";

TEST(OobScenarioForms, AUnitsMenFiguresAndRatingsAfterItsNameAreItsRemarksNotProse) {
  // "1st Tennessee Regiment (420 men) 21 figures - veteran, battle hardened, steady morale,
  // musket": fourteen words, most in lower case, and an entry all the same.
  model::Diagnostics d;
  const auto read = readOpening(kFiguresAndRatings, 200, d);
  const auto* u = rawEntryNamed(read, "1st Tennessee Regiment");
  ASSERT_NE(u, nullptr);
  EXPECT_EQ(u->men, 420);
  EXPECT_NE(u->notes.find("veteran"), std::string::npos) << u->notes;
  EXPECT_NE(u->notes.find("musket"), std::string::npos) << u->notes;
}

TEST(OobScenarioForms, ACommandersRoleAndRatingsAfterADashAreNotHisName) {
  // "Brig. General John Gregg - Commander in Chief - experienced, good tactician, …"
  model::Diagnostics d;
  const auto read = readOpening(kFiguresAndRatings, 200, d);
  const auto* gregg = rawEntryNamed(read, "Brig. General John Gregg");
  ASSERT_NE(gregg, nullptr);
  EXPECT_NE(gregg->notes.find("Commander in Chief"), std::string::npos) << gregg->notes;
}

TEST(OobScenarioForms, MenAndRatingsAfterCommasGoWithTheUnitBeforeThem) {
  // "    15th Mass., 600 men, green, smoothbores" / "    71st Penn., 500 men, green,
  // rifle-muskets (Also known as the 1st California)" / "    Jennifer's Detachment, 300 men,
  // Average, Smoothbores (Represents a group of companies …)".
  model::Diagnostics d;
  const auto read = readOpening(kJohnnyReb, 200, d);
  const auto* mass = rawEntryNamed(read, "15th Mass");
  ASSERT_NE(mass, nullptr);
  EXPECT_EQ(mass->men, 600);
  const auto* penn = rawEntryNamed(read, "71st Penn");
  ASSERT_NE(penn, nullptr);
  EXPECT_EQ(penn->men, 500);
  EXPECT_NE(penn->notes.find("1st California"), std::string::npos) << penn->notes;
  EXPECT_EQ(rawEntryNamed(read, "1st California"), nullptr) << "a remark's unit is no entry";
  const auto* detachment = rawEntryNamed(read, "Jennifer's Detachment");
  ASSERT_NE(detachment, nullptr);
  EXPECT_EQ(detachment->men, 300);
  for (const auto& unit : read.units) EXPECT_NE(unit.name, "green");
}

TEST(OobScenarioForms, AnArmWordInsideANameWithFiguresAfterItIsOneUnit) {
  // "6th Infantry Pennsylvania Reserves (800 men) 16 figures - regular, …"
  model::Diagnostics d;
  const auto read = readOpening(kArmMidName, 200, d);
  const auto* u = rawEntryNamed(read, "6th Infantry Pennsylvania Reserves");
  ASSERT_NE(u, nullptr);
  EXPECT_EQ(u->men, 800);
  EXPECT_EQ(rawEntryNamed(read, "Pennsylvania Reserves"), nullptr);
}

TEST(OobScenarioForms, BrigadesListedByOwnerWithOnePluralLevelAreBrigadesOfTheDivisionBefore) {
  // "  • AP Hill’s Division (Andy) – Archer’s, Field’s, JR Anderson’s, Branch’s, Gregg’s &
  // Pender’s Brigades. 2 Batts."
  model::Diagnostics d;
  const auto read = readOpening(kSharedPlural, 200, d);
  for (const char* name : {"Archer's Brigade", "JR Anderson's Brigade", "Pender's Brigade"}) {
    const auto* f = rawFormationNamed(read, name);
    ASSERT_NE(f, nullptr) << name;
    ASSERT_GE(f->path.size(), 2u) << name;
    EXPECT_EQ(f->path[f->path.size() - 2], "AP Hill's Division") << name;
  }
  for (const auto& u : read.units) EXPECT_EQ(u.name.find("Brigades"), std::string::npos) << u.name;
}

TEST(OobScenarioForms, ASentenceBeforeAListIsNoFormation) {
  // "And the following entered behind Longstreet during the battle:" above two bullets.
  model::Diagnostics d;
  const auto read = readOpening(kSharedPlural, 200, d);
  for (const auto& f : read.formations)
    EXPECT_EQ(f.path.front().find("the following"), std::string::npos) << f.path.front();
  EXPECT_NE(rawFormationNamed(read, "Magruder's Division"), nullptr);
}

TEST(OobScenarioForms, AGamesArmyListShortensItsLevelsAndGivesStandsAfterEachName) {
  // "Army List: CS" / "1. D R Jones' Div. E" / "2. Garnett's Brig 4/3/2": a division and its
  // brigades, the stands (fresh/worn/spent) their remark, the side from the list's title.
  model::Diagnostics d;
  const auto read = readOpening(kArmyList, 20, d);
  const auto* jones = rawFormationNamed(read, "D R Jones' Division E");
  ASSERT_NE(jones, nullptr) << allDiagnostics(d);
  EXPECT_EQ(jones->level, "division");
  EXPECT_EQ(jones->side, "confederate");
  const auto* garnett = rawFormationNamed(read, "Garnett's Brigade (4/3/2)");
  ASSERT_NE(garnett, nullptr);
  EXPECT_EQ(garnett->level, "brigade");
  EXPECT_EQ(garnett->path.front(), "D R Jones' Division E");
  EXPECT_TRUE(read.units.empty()) << read.units.front().name;
}

TEST(OobScenarioForms, AnArmyPlaceholderTakesTheSideOfTheFormationsUnderIt) {
  model::Diagnostics d;
  const auto r = importInto(publishedOpening(kArmyList, 20), kArmyList, d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* army = formationNamed(r.oob, importers::oob::kUnnamedArmy);
  ASSERT_NE(army, nullptr);
  EXPECT_EQ(army->side.str(), "confederate");
}

TEST(OobScenarioForms, ARankStaysARankAndRegimentNumbersAreNoStands) {
  using importers::oob::withGameStandsAsRemark;
  using importers::oob::withLevelAbbreviationsWritten;
  EXPECT_EQ(withLevelAbbreviationsWritten("Brig. Gen. Lewis A. Armistead"), "Brig. Gen. Lewis A. Armistead");
  EXPECT_EQ(withLevelAbbreviationsWritten("Kemper's Brig. (3/2/1)"), "Kemper's Brigade (3/2/1)");
  EXPECT_EQ(withLevelAbbreviationsWritten("2nd Bde, 1st Div"), "2nd Brigade, 1st Division");
  // "Featherston's Brigade : 1/7/14 TN": three Tennessee regiments, no game's stands.
  model::Diagnostics d;
  const auto read = readOpening(kRegimentsAsStands, 40, d);
  EXPECT_NE(rawFormationNamed(read, "Featherston's Brigade"), nullptr);
  EXPECT_NE(rawEntryNamed(read, "2 FL"), nullptr) << allDiagnostics(d);
  EXPECT_EQ(withGameStandsAsRemark("2nd Brigade 12/8/5 Experienced Mixed Musket"),
            "2nd Brigade (12/8/5 Experienced Mixed Musket)");
}

TEST(OobScenarioForms, AnUnnamedBatteryWithItsRatingsIsOneUnit) {
  // "Battery Experienced Smoothbore" (a generator's battery: no name, a rating and a gun).
  model::Diagnostics d;
  const auto read = readOpening(kGenerated, 40, d);
  const auto* battery = rawEntryNamed(read, "Battery Experienced Smoothbore");
  ASSERT_NE(battery, nullptr) << allDiagnostics(d);
  EXPECT_EQ(importers::oob::unitCategory(*battery), "artillery");
  EXPECT_EQ(rawEntryNamed(read, "Battery"), nullptr);
}

TEST(OobScenarioForms, ACommandersTitleNamesTheFormationsCommanderAndCountsAreNotes) {
  // "Union Forces (II Corps)" / "Corps Commander WS Hancock" / "1st Division (Caldwell) 4
  // Infantry Brigades (16 bases)" … "Confederate Forces (II Corps)" / "Corps Commander RS Ewell".
  model::Diagnostics d;
  const auto read = readOpening(kClubGame, 40, d);
  const auto* hancock = rawEntryNamed(read, "WS Hancock");
  ASSERT_NE(hancock, nullptr) << allDiagnostics(d);
  EXPECT_EQ(hancock->path, std::vector<std::string>{"II Corps"});
  EXPECT_EQ(hancock->side, "union");
  const auto* caldwell = rawEntryNamed(read, "Caldwell");
  ASSERT_NE(caldwell, nullptr);
  EXPECT_EQ(caldwell->path.back(), "1st Division");
  const auto* first = rawFormationNamed(read, "1st Division");
  ASSERT_NE(first, nullptr);
  EXPECT_NE(first->notes.find("4 Infantry Brigades"), std::string::npos) << first->notes;
  // Each side's II Corps is its own.
  const auto* ewell = rawEntryNamed(read, "RS Ewell");
  ASSERT_NE(ewell, nullptr);
  EXPECT_EQ(ewell->side, "confederate");
  EXPECT_NE(ewell->path, hancock->path);
  for (const auto& u : read.units) EXPECT_EQ(u.role != importers::oob::LeaderRole::None, true) << u.name;
}

TEST(OobScenarioForms, AStrengthAfterTheNameIsItsMenOnHeadingsAndUnitsAlike) {
  // "3rd Division (BG Lovell H. Rousseau) 7544" / "9th Brigade (Col. Leonard A. Harris) 2250" /
  // "38th IN 436" / "Buell’s Escort ?" / "1st Btty, MI Lt. Arty (Capt. C.O. Loomis) 111 6 Parrott
  // Rifles": a hobby list's strength after each name ("?" not known), a battery's guns after it.
  model::Diagnostics d;
  const auto read = readOpening(kStrengthAfterName, 45, d);
  const auto* division = rawFormationNamed(read, "3rd Division");
  ASSERT_NE(division, nullptr) << allDiagnostics(d);
  EXPECT_EQ(division->level, "division");
  ASSERT_NE(rawFormationNamed(read, "9th Brigade"), nullptr);
  const auto* indiana = rawEntryNamed(read, "38th IN");
  ASSERT_NE(indiana, nullptr);
  EXPECT_EQ(indiana->men, 436);
  const auto* escort = rawEntryNamed(read, "Buell's Escort");
  ASSERT_NE(escort, nullptr);
  EXPECT_NE(escort->notes.find("men not known"), std::string::npos) << escort->notes;
  bool parrotts = false;
  for (const auto& u : read.units)
    if (u.men == 111 && u.notes.find("guns: 6 Parrott Rifles") != std::string::npos) parrotts = true;
  EXPECT_TRUE(parrotts) << "Loomis's battery: 111 men, 6 Parrott Rifles";
}

}  // namespace
}  // namespace hexwright::testing
