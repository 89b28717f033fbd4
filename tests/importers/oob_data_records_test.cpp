// Orders of battle saved as a program's data: a game's JSON roster, a play aid's
// JavaScript object, the rows a PDF table extractor wrote; and the counter rosters those
// and designers' sheets hold (a counter's size, type and command code). Every file here is
// a published one in tests/importers/oob_corpus/published/, read as it was copied.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "importers/oob/counter_roster.h"
#include "importers/oob/data_records.h"
#include "importers/oob/oob_import.h"
#include "importers/oob/unit_category.h"
#include "importers/oob/yaml_text.h"
#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

constexpr const char* kGameJson = "harpers_ferry_gcacw_web_json_confederate_jackson_mclaws.txt";
constexpr const char* kPlayAidScript = "gaines_mill_cwbs_generals_aide_js_union_fifth_corps.txt";
constexpr const char* kExtractorRows = "spring_hill_gcacw_raw_json_confederate_hood_forrest.txt";
constexpr const char* kScenarioCut = "malvern_hill_historyvideogame_json_both_leaders_oob_reinforcements.txt";
constexpr const char* kRosterSheet = "peninsula_1862_gcacw_rosters_both_gates_of_richmond.csv";
constexpr const char* kYamlUnits = "princeton_court_house_jrnold_battleunits_yaml_both_glasgow_dyer_notes.txt";
constexpr const char* kDivisionRecords =
    "franklin_rtr1776_scenario_json_both_division_records_corps_army_as_fields_formation_key_means_posture.json";
constexpr const char* kStudioExport =
    "glendale_battleaxe_studio_project_json_confederate_hill_longstreet_commands_parent_ids.txt";

importers::oob::RawOob readPublished(const char* file, model::Diagnostics& d) {
  return importers::oob::readOobListing(
      publishedOpening(file, 100000),
      std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "tests/importers/oob_corpus/published" / file, d);
}

TEST(OobDataRecords, AGamesJsonRosterIsReadAsATableOfItsCounters) {
  // {"name": "Jackson", "size": "Corps", "command": "J", "type": "Ldr", …} then
  // {"name": "A.P. Hill", "size": "Div", "command": "J", "type": "Inf", …}.
  model::Diagnostics d;
  const auto read = readPublished(kGameJson, d);
  EXPECT_EQ(read.style, "data records");
  const auto* j = rawFormationNamed(read, "J");
  ASSERT_NE(j, nullptr);
  EXPECT_EQ(j->level, "corps");
  const auto* jackson = rawEntryNamed(read, "Jackson");
  ASSERT_NE(jackson, nullptr);
  EXPECT_NE(jackson->role, importers::oob::LeaderRole::None);
  const auto* hill = rawEntryNamed(read, "A.P. Hill");
  ASSERT_NE(hill, nullptr);
  EXPECT_EQ(hill->path, j->path);
  EXPECT_EQ(importers::oob::unitCategory(*hill), "infantry");
  EXPECT_EQ(hill->side, "Confederate") << "the side from the array's key \"confederateUnits\"";
  const auto* virginians = rawEntryNamed(read, "7 VA");
  ASSERT_NE(virginians, nullptr);
  EXPECT_EQ(importers::oob::unitCategory(*virginians), "cavalry");
  // The scenario's own object holds the records; it is none of them.
  EXPECT_EQ(rawEntryNamed(read, "Harpers Ferry \xE2\x80\x93 Crampton Gap"), nullptr);
  // Every entry keeps the line its record starts on.
  EXPECT_GT(hill->source.line, jackson->source.line);
}

TEST(OobDataRecords, APlayAidsNestedObjectsGiveTheHierarchyByTheirArraysKeys) {
  // export const Union5thCorp = { name: '5th Corps', leader: 'Porter', divisions: [ { name:
  // '1-2', leader: 'Richardson', brigades: [ { name: '1-1-2', leader: 'Caldwell', … — and
  // the copy stops before its closing brackets.
  model::Diagnostics d;
  const auto read = readPublished(kPlayAidScript, d);
  const auto* brigade = rawFormationNamed(read, "1-1-2");
  ASSERT_NE(brigade, nullptr);
  EXPECT_EQ(brigade->level, "brigade");
  EXPECT_EQ(brigade->path, (std::vector<std::string>{"5th Corps", "1-2", "1-1-2"}));
  const auto* division = rawFormationNamed(read, "1-2");
  ASSERT_NE(division, nullptr);
  EXPECT_EQ(division->level, "division");
  const auto* caldwell = rawEntryNamed(read, "Caldwell");
  ASSERT_NE(caldwell, nullptr);
  EXPECT_EQ(caldwell->path, brigade->path);
  EXPECT_NE(caldwell->role, importers::oob::LeaderRole::None);
  EXPECT_NE(rawEntryNamed(read, "Slocum"), nullptr) << "the last division before the cut";
}

TEST(OobDataRecords, AnExtractorsRowsAreReadUnderTheirHeaderRow) {
  // "header_row": ["Unit/Leader", "Size", "Command", "Type", "Manpower Value", "Hex"],
  // "rows": [["Hood", "Army", "AT", "Ldr", "-+", "1417"], ["Cleburne", "Div", "C", "Inf", …
  model::Diagnostics d;
  const auto read = readPublished(kExtractorRows, d);
  const auto* army = rawFormationNamed(read, "AT");
  ASSERT_NE(army, nullptr);
  EXPECT_EQ(army->level, "army");
  const auto* cleburne = rawEntryNamed(read, "Cleburne");
  ASSERT_NE(cleburne, nullptr);
  EXPECT_EQ(cleburne->path, (std::vector<std::string>{"AT", "C"}));
  // A row wider than its header ("(Hurricane", "Switch)") keeps the split cell whole.
  const bool joined = std::any_of(read.units.begin(), read.units.end(), [](const auto& u) {
    return u.notes.find("(Hurricane Switch)") != std::string::npos;
  });
  EXPECT_TRUE(joined);
}

TEST(OobDataRecords, ARosterSheetsCommandCodesAreFormationsAtTheLevelTheirLeadersCountersGive) {
  // "Longstreet,Div,L,Ldr,-,…" / "Pickett,Demi-Div,L,Inf,16,…", the army's leader first.
  model::Diagnostics d;
  const auto read = readPublished(kRosterSheet, d);
  const auto* l = rawFormationNamed(read, "L");
  ASSERT_NE(l, nullptr);
  EXPECT_EQ(l->level, "division");
  EXPECT_EQ(l->path, (std::vector<std::string>{"ANV", "L"}));
  const auto* pickett = rawEntryNamed(read, "Pickett");
  ASSERT_NE(pickett, nullptr);
  EXPECT_EQ(pickett->path, l->path);
  EXPECT_EQ(pickett->role, importers::oob::LeaderRole::None);
  const auto* longstreet = rawEntryNamed(read, "Longstreet");
  ASSERT_NE(longstreet, nullptr);
  EXPECT_NE(longstreet->role, importers::oob::LeaderRole::None);
  const auto* reserve = rawEntryNamed(read, "Art Res-1");
  ASSERT_NE(reserve, nullptr);
  EXPECT_EQ(importers::oob::unitCategory(*reserve), "artillery");
}

TEST(OobDataRecords, ACutFromInsideAGamesScenarioKeepsItsLeadersUnitsAndSides) {
  // "leaders": { … "US": [ { "name": "Brig. Gen. Fitz John Porter", … } ] … }, "supply":
  // { … }, "terrain": { "hills": [ … ] }, "oob": { "US": [ { "name": "Morell's Division
  // (Porter's V Corps)", "arm": "inf", "role": … } ] }, "reinforcements": [ { "side": "US", … } ]
  model::Diagnostics d;
  const auto read = readPublished(kScenarioCut, d);
  EXPECT_EQ(read.style, "data records");
  const auto* porter = rawEntryNamed(read, "Brig. Gen. Fitz John Porter");
  ASSERT_NE(porter, nullptr);
  EXPECT_NE(porter->role, importers::oob::LeaderRole::None);
  EXPECT_EQ(porter->side, "Union") << "the side from the array's key \"US\"";
  const auto* morell = rawEntryNamed(read, "Morell's Division (Porter's V Corps)");
  ASSERT_NE(morell, nullptr);
  EXPECT_EQ(morell->role, importers::oob::LeaderRole::None) << "a game's \"role\": \"defend\" is no leader's role";
  EXPECT_EQ(morell->men, 8900);
  const auto* kearny = rawEntryNamed(read, "Kearny's Division (III Corps reserve)");
  ASSERT_NE(kearny, nullptr);
  EXPECT_EQ(kearny->side, "Union") << "a record's own \"side\": \"US\"";
  // A supply point, a hill and a road have names too; none is an entry.
  for (const char* place :
       {"Union train - Malvern House and the James River road", "Malvern Hill plateau", "Willis Church Road"})
    EXPECT_EQ(rawEntryNamed(read, place), nullptr) << place;
  EXPECT_EQ(d.count(model::Severity::Error), 0u);
}

TEST(OobDataRecords, AnObjectHoldingUnitsIsTheirFormationAndAGamesSideLabelIsNoSide) {
  // { "name": "Gregg's Brigade", "commander": "Brig. Gen. Maxcy Gregg", "units": [ { "name":
  // "1st South Carolina Infantry", …, "side": "sideB" }, … ] }, and { "name": "A. P. Hill's
  // Division", …, "units": [] }: each object holding units is their formation (its name gives
  // its level, "units": [] holds none yet); "sideB" is none of the ruleset's sides.
  model::Diagnostics d;
  const auto read = readPublished(kStudioExport, d);
  const auto* gregg = rawFormationNamed(read, "Gregg's Brigade");
  ASSERT_NE(gregg, nullptr) << allDiagnostics(d);
  const auto* first = rawEntryNamed(read, "12th South Carolina Infantry");
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(first->path, gregg->path);
  const auto* hill = rawFormationNamed(read, "A. P. Hill's Division");
  ASSERT_NE(hill, nullptr);
  EXPECT_EQ(rawEntryNamed(read, "A. P. Hill's Division"), nullptr) << "a formation, not a unit";
  model::Diagnostics di;
  const auto r = importInto(publishedOpening(kStudioExport, 100000), "glendale.json", di);
  ASSERT_TRUE(r.ok) << allDiagnostics(di);
  const auto* label = findRule(di, "import.oob.side.unknown");
  ASSERT_NE(label, nullptr) << allDiagnostics(di);
  EXPECT_NE(label->message.find("sideB"), std::string::npos) << label->message;
  const auto* imported = unitNamed(r.oob, "12th South Carolina Infantry");
  ASSERT_NE(imported, nullptr);
  EXPECT_NE(imported->notes.find("side: sideB"), std::string::npos) << imported->notes;
}

TEST(OobDataRecords, ADataSetsYamlIsReadAsItsRecordsWhateverTheFileIsCalled) {
  // "  MO022:" / "    Confederate:" / "      units:" / "      - unit_code: CMO0008RC" /
  // "        unit_name: 8th Mo Cav": a data set's YAML, its side from the key above the units.
  model::Diagnostics d;
  const auto read = readPublished(kYamlUnits, d);
  EXPECT_EQ(read.style, "data records");
  const auto* hunter = rawEntryNamed(read, "Hunter's Mo Cav");
  ASSERT_NE(hunter, nullptr) << allDiagnostics(d);
  EXPECT_EQ(hunter->side, "Confederate");
  EXPECT_EQ(importers::oob::unitCategory(*hunter), "cavalry");
  const auto* colored = rawEntryNamed(read, "US 62nd Colored Infantry");
  ASSERT_NE(colored, nullptr);
  EXPECT_EQ(colored->side, "Union");
}

TEST(OobDataRecords, AListingsLabelledLinesAreNoYaml) {
  // "First Brigade: Col. Leonard A. Harris" has a key of two words: a listing's label, not data.
  EXPECT_FALSE(importers::oob::looksLikeYaml(
      "First Brigade: Col. Leonard A. Harris\n38th Indiana: Col. B. F. Scribner\n2nd Ohio: Lt. Col. J. Kell\n"
      "Second Brigade: Col. W. H. Lytle\n42nd Indiana: Col. J. G. Jones\n88th Indiana: Col. G. Humphrey\n"));
  EXPECT_TRUE(importers::oob::looksLikeYaml(publishedOpening(kYamlUnits, 40)));
}

TEST(OobDataRecords, AYamlOfAliasesThatExpandPastAnyRosterIsNoData) {
  // "a9: &a9 [*a8, *a8, …]": nine levels of nine aliases stand for 9^10 values; the reader
  // stops expanding long before memory does and reads the text as a listing instead.
  std::string yaml = "- name: 1st Ohio\n  unit: infantry\na0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n";
  for (int i = 1; i < 10; ++i) {
    yaml += "a" + std::to_string(i) + ": &a" + std::to_string(i) + " [";
    for (int k = 0; k < 9; ++k) yaml += (k ? ", *a" : "*a") + std::to_string(i - 1);
    yaml += "]\n";
  }
  EXPECT_TRUE(importers::oob::looksLikeYaml(yaml));
  EXPECT_FALSE(importers::oob::parseYamlText(yaml).has_value());
  EXPECT_FALSE(importers::oob::dataRecordsAsRows(yaml).has_value());
}

TEST(OobDataRecords, RowsPointingAtTheirParentsGiveTheHierarchy) {
  // A database export: "id,parent_id,name,type,commander"; a formation is a row another row
  // points at.
  model::Diagnostics d;
  const auto read = importers::oob::readOobListing(
      "id,parent_id,name,type,commander\n"
      "1,,Army of the Potomac,,Maj. Gen. George G. Meade\n"
      "2,1,II Corps,,Maj. Gen. Winfield S. Hancock\n"
      "3,2,First Division,,Brig. Gen. John C. Caldwell\n"
      "4,3,First Brigade,,Col. Edward E. Cross\n"
      "5,4,5th New Hampshire,infantry,Lt. Col. Charles E. Hapgood\n"
      "6,4,Battery B / 1st New York,artillery,\n"
      "7,99,Lost Battery,artillery,\n"
      "8,9,Loop A,infantry,\n"
      "9,8,Loop B,infantry,\n",
      "export.csv", d);
  const auto* brigade = rawFormationNamed(read, "First Brigade");
  ASSERT_NE(brigade, nullptr);
  EXPECT_EQ(brigade->path,
            (std::vector<std::string>{"Army of the Potomac", "II Corps", "First Division", "First Brigade"}));
  const auto* nh = rawEntryNamed(read, "5th New Hampshire");
  ASSERT_NE(nh, nullptr);
  EXPECT_EQ(nh->path, brigade->path);
  EXPECT_NE(rawEntryNamed(read, "Battery B / 1st New York"), nullptr) << "a slash in a name is no level";
  const auto* cross = rawEntryNamed(read, "Col. Edward E. Cross");
  ASSERT_NE(cross, nullptr);
  EXPECT_NE(cross->role, importers::oob::LeaderRole::None);
  // A parent no row has, and parents that lead back to themselves, are reported, the rows kept.
  EXPECT_NE(rawEntryNamed(read, "Lost Battery"), nullptr);
  std::size_t reported = 0;
  for (const auto& x : d.items()) reported += x.rule == "import.oob.csv.parent";
  EXPECT_EQ(reported, 3u);
}

TEST(OobDataRecords, AnAppsRecordsWithParentIdsAreTheSameTable) {
  // [{"id": "aop", "name": …}, {"id": "ii", "parentId": "aop", "name": "II Corps", …}]
  model::Diagnostics d;
  const auto read = importers::oob::readOobListing(
      "[{\"id\": \"aop\", \"name\": \"Army of the Potomac\", \"echelon\": \"army\"},\n"
      " {\"id\": \"ii\", \"parentId\": \"aop\", \"name\": \"II Corps\", \"echelon\": \"corps\"},\n"
      " {\"id\": \"5nh\", \"parentId\": \"ii\", \"name\": \"5th New Hampshire\", \"type\": \"infantry\"}]\n",
      "units.json", d);
  const auto* nh = rawEntryNamed(read, "5th New Hampshire");
  ASSERT_NE(nh, nullptr);
  EXPECT_EQ(nh->path, (std::vector<std::string>{"Army of the Potomac", "II Corps"}));
  const auto* corps = rawFormationNamed(read, "II Corps");
  ASSERT_NE(corps, nullptr);
  EXPECT_EQ(corps->level, "corps");
}

TEST(OobDataRecords, AGamesCounterFileOfFiguresAndANameALineIsATable) {
  // "46 32" / "22 12 3 2 Armstrong#" / … / "14" / "5 2 1 Deshler#": counts, then counters.
  model::Diagnostics d;
  const auto read = readPublished("chickamauga_mcconnell_hexgame_confederate_setup_surname_counters.txt", d);
  EXPECT_EQ(read.style, "counter file");
  const auto* deshler = rawEntryNamed(read, "Deshler");
  ASSERT_NE(deshler, nullptr);
  EXPECT_NE(deshler->notes.find("value 1 5"), std::string::npos) << deshler->notes;
  EXPECT_EQ(rawEntryNamed(read, "46"), nullptr) << "a count line is no counter";
  // A listing with one line of another form is no counter file.
  EXPECT_FALSE(
      importers::oob::counterRowsAsRows("12 3 1 Deshler#\n4 2 1 Helm#\n4 2 1 Adams#\n3 2 1 Stovall#\n"
                                        "6 2 1 Deas#\nFirst Brigade.\n"));
}

TEST(OobDataRecords, ATableWithNoUnitColumnIsReadFromItsDescriptionColumnWithDyersStateRuns) {
  // "battle_id,event_type,state,battle_name,…,text,…": the "text" cells hold "ILLINOIS--2d
  // and 4th Cavalry; …; 7th, 8th, … and 58th Infantry. IOWA--2d, 7th, 12th and 14th
  // Infantry. MISSOURI--13th and 16th Infantry."
  model::Diagnostics d;
  const auto read = readPublished("fort_henry_island_no_10_jrnold_dyer_2017_csv_union_na_cells.csv", d);
  for (const char* name :
       {"4th Illinois Cavalry", "58th Illinois Infantry", "14th Iowa Infantry", "13th Missouri Infantry"})
    EXPECT_NE(rawEntryNamed(read, name), nullptr) << name;
  EXPECT_EQ(importers::oob::unitCategory(*rawEntryNamed(read, "4th Illinois Cavalry")), "cavalry");
  EXPECT_TRUE(d.hasRule("import.oob.csv.read-as-text"));
  // The ids, dates and "NA" cells beside the description are no entries.
  for (const auto& u : read.units) {
    EXPECT_NE(u.name, "NA");
    EXPECT_EQ(u.name.find("5517"), std::string::npos) << u.name;
  }
}

TEST(OobDataRecords, TextThatOpensWithABracketIsNoDataUnlessItParses) {
  EXPECT_FALSE(importers::oob::dataRecordsAsRows("[edit]\nFirst Brigade\n6th Ohio\n"));
  EXPECT_FALSE(importers::oob::dataRecordsAsRows("[1] Army of the Potomac, Maj. Gen. George G. Meade\n"));
  EXPECT_FALSE(importers::oob::dataRecordsAsRows("{{Infobox military unit}}\nFirst Brigade\n"));
  EXPECT_FALSE(importers::oob::dataRecordsAsRows(std::string(100000, '[')));
  const auto two = importers::oob::dataRecordsAsRows("[{\"name\": \"6th Ohio\"}, {\"name\": \"24th Ohio\"}]");
  ASSERT_TRUE(two);
  EXPECT_EQ(two->size(), 3u) << "a header and two rows";
}

TEST(OobDataRecords, RecordsNamingOnlyTheirUnitsAreImportedEvenCutOff) {
  // A list of names, its closing bracket lost: the units, not a refusal for want of columns.
  model::Diagnostics d;
  const auto r = importInto("[{\"name\": \"6th Ohio\"},\n {\"name\": \"24th Ohio\"}", "cut.json", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_EQ(r.unitsAdded, 2u);
  EXPECT_FALSE(d.hasRule("import.oob.csv.no-hierarchy"));
}

TEST(OobDataRecords, RecordsWithMoreFieldsThanAnyRosterAreNoRoster) {
  std::string wide = "[";
  for (int i = 0; i < 200; ++i)
    wide += "{\"name\": \"u" + std::to_string(i) + "\", \"k" + std::to_string(i) + "\": 1},";
  wide += "]";
  EXPECT_FALSE(importers::oob::dataRecordsAsRows(wide));
}

TEST(OobDataRecords, AFlatRecordItsNameCallsAFormationWithACommanderIsThatFormation) {
  // {"name": "Cox's Division (XXIII Corps)", "commander": "Brig. Gen. Jacob D. Cox",
  // "strengthEstimate": 4200, "corps": "XXIII Corps", "army": "Army of the Ohio", …}.
  model::Diagnostics d;
  const auto read = readPublished(kDivisionRecords, d);
  const auto* cox = rawFormationNamed(read, "Cox's Division (XXIII Corps)");
  ASSERT_NE(cox, nullptr) << allDiagnostics(d);
  EXPECT_EQ(cox->level, "division");
  const auto leader = std::find_if(read.units.begin(), read.units.end(),
                                   [](const auto& u) { return u.name.ends_with("Jacob D. Cox"); });
  ASSERT_NE(leader, read.units.end()) << allDiagnostics(d);
  EXPECT_NE(leader->role, importers::oob::LeaderRole::None);
  EXPECT_EQ(leader->path.back(), "Cox's Division (XXIII Corps)");
  // ("Wilson's Cavalry (Hatch's Division, Croxton's Brigade)": its own name calls it no
  // formation; the remark names the ones it came from.)
  EXPECT_EQ(rawFormationNamed(read, "Wilson's Cavalry (Hatch's Division, Croxton's Brigade)"), nullptr);
}

TEST(OobDataRecords, AGamesCounterNamedForItsBrigadeIsStillTheUnitItPlays) {
  // {"name": "McCulloch's Brigade (Chalmers's Division), dismounted", "commander": "Col.
  // Robert McCulloch", "arm": "inf", "men": …}: a counter, with its men and arm.
  model::Diagnostics d;
  const auto read = importers::oob::readOobListing(
      publishedOpening("fort_pillow_historyvideogame_json_both_leaders_oob.txt", 100000), "fort_pillow.txt", d);
  EXPECT_EQ(rawFormationNamed(read, "McCulloch's Brigade (Chalmers's Division), dismounted"), nullptr);
  EXPECT_NE(rawEntryNamed(read, "McCulloch's Brigade (Chalmers's Division), dismounted"), nullptr) << allDiagnostics(d);
}

}  // namespace
}  // namespace hexwright::testing
