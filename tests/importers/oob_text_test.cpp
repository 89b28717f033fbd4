// Published-style OOB listings and indented outlines (importers/oob/text_oob_parser.h).
#include <gtest/gtest.h>

#include "importers/oob/list_items.h"
#include "importers/oob/text_oob_parser.h"
#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

using importers::oob::OobFormat;

// Lines in the style of Bloody April 31.1 (the first division's heading, brigades, artillery, cavalry).
const char* kFirstDivision =
    "[31.1] UNION: ARMY OF THE TENNESSEE\n"
    "Commanding General: Major General Ulysses S. Grant. Capt. W.S. Hillyer, Aide-de-Camp.\n"
    "FIRST DIVISION\n"
    "Commanding: Major General John McClernand. Capt. Warren Stewart, Aide-de-Camp.\n"
    "First Brigade: Commanding: Col. Abraham M. Hare; 8th Illinois, 18th Illinois, 11th Iowa, 13th Iowa\n"
    "Artillery: Dresser's Battery (D), 2nd Illinois Light Artillery; Burrow's Battery, 14th Ohio Light Artillery\n"
    "Cavalry: 1st Battalion, 4th Illinois Cavalry; Carmichael's Company, Illinois Cavalry\n";

TEST(OobText, BrigadeLineGivesOfficerUnitsCodesAndProvenance) {
  model::Diagnostics d;
  const auto r = importInto(kFirstDivision, "listing.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* brigade = formationNamed(r.oob, "First Brigade");
  ASSERT_NE(brigade, nullptr);
  EXPECT_EQ(brigade->level, "brigade");
  EXPECT_EQ(brigade->code, "1/1/T");  // brigade/division/army, as "1/6/T" (2.3)
  EXPECT_EQ(brigade->source, (model::Provenance{"sources/listing.txt", 5}));
  ASSERT_TRUE(brigade->commander);
  const auto* hare = r.oob.findUnit(*brigade->commander);
  ASSERT_NE(hare, nullptr);
  EXPECT_EQ(hare->type, "officer");
  EXPECT_EQ(hare->name, "Col. Abraham M. Hare");
  EXPECT_EQ(model::textAttribute(hare->attributes, "rank"), "Colonel");
  EXPECT_EQ(model::textAttribute(hare->attributes, "command"), "1/1/T");
  EXPECT_EQ(hare->designation, "Hare");

  const auto* ill8 = unitNamed(r.oob, "8th Illinois");
  ASSERT_NE(ill8, nullptr);
  EXPECT_EQ(ill8->type, "infantry");
  EXPECT_EQ(ill8->designation, "8 Ill");
  EXPECT_EQ(ill8->formation, brigade->id);
  EXPECT_EQ(ill8->side.str(), "union");
  EXPECT_EQ(ill8->source.line, 5);
  // "Iowa" has no abbreviation stated anywhere: the word stays and the gap is flagged once.
  EXPECT_EQ(unitNamed(r.oob, "13th Iowa")->designation, "13 Iowa");
  std::size_t iowaFlags = 0;
  for (const auto& x : d.items())
    iowaFlags += x.rule == "import.oob.abbreviation.unknown" && x.message.find("\"Iowa\"") != std::string::npos;
  EXPECT_EQ(iowaFlags, 1u);
}

TEST(OobText, HeadingCommandersAidesAndArmySide) {
  model::Diagnostics d;
  const auto r = importInto(kFirstDivision, "listing.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* army = formationNamed(r.oob, "Army of the Tennessee");  // the ruleset's spelling of the heading
  ASSERT_NE(army, nullptr);
  EXPECT_EQ(army->level, "army");
  ASSERT_TRUE(army->commander);
  const auto* grant = r.oob.findUnit(*army->commander);
  EXPECT_EQ(grant->type, "commander");
  EXPECT_EQ(model::textAttribute(grant->attributes, "rank"), "Major General");
  const auto* aide = unitNamed(r.oob, "Capt. W.S. Hillyer");
  ASSERT_NE(aide, nullptr);
  EXPECT_EQ(aide->type, "aide");
  EXPECT_EQ(aide->formation, army->id);
  const auto* division = formationNamed(r.oob, "FIRST DIVISION");
  ASSERT_NE(division, nullptr);
  EXPECT_EQ(division->code, "1/T");
  EXPECT_EQ(division->parent, army->id);
}

TEST(OobText, ArtilleryAndCavalryLinesKeepDesignationsTogether) {
  model::Diagnostics d;
  const auto r = importInto(kFirstDivision, "listing.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* dresser = unitNamed(r.oob, "Dresser's Battery (D), 2nd Illinois Light Artillery");
  ASSERT_NE(dresser, nullptr);
  EXPECT_EQ(dresser->type, "artillery");
  EXPECT_EQ(dresser->formation, formationNamed(r.oob, "FIRST DIVISION")->id);  // Union artillery is divisional (26.12)
  const auto* cav = unitNamed(r.oob, "1st Battalion, 4th Illinois Cavalry");
  ASSERT_NE(cav, nullptr);
  EXPECT_EQ(cav->type, "cavalry");
  EXPECT_NE(unitNamed(r.oob, "Carmichael's Company, Illinois Cavalry"), nullptr);
  std::map<std::string, int> types;
  for (const auto& u : r.oob.units) ++types[u.type];
  EXPECT_EQ(types["infantry"], 4);
  EXPECT_EQ(types["artillery"], 2);
  EXPECT_EQ(types["cavalry"], 2);
}

TEST(OobText, ListSplittingRules) {
  std::vector<importers::oob::ListRemark> remarks;
  const auto items = importers::oob::splitUnitList(
      "1st Arkansas, Vaiden, or Bain's Mississippi Battery, 154th Tennessee (Senior). Polk's Tennessee Battery, "
      "Shoup's Battalion of Artillery, consisting of: Trigg's (Austin) Arkansas Battery, and Robert's Arkansas Battery "
      "(the latter is listed as unassigned)",
      remarks);
  ASSERT_EQ(items.size(), 6u);
  EXPECT_EQ(items[1].name, "Vaiden, or Bain's Mississippi Battery");
  EXPECT_EQ(items[2].name, "154th Tennessee");
  EXPECT_EQ(items[2].notes, "Senior");
  EXPECT_EQ(items[3].name, "Polk's Tennessee Battery");
  EXPECT_EQ(items[4].name, "Trigg's (Austin) Arkansas Battery");
  EXPECT_EQ(items[4].group, "Shoup's Battalion of Artillery");
  EXPECT_EQ(items[5].name, "Robert's Arkansas Battery");
  EXPECT_EQ(items[5].notes, "the latter is listed as unassigned");
  EXPECT_TRUE(remarks.empty());
}

TEST(OobText, ABatterysRegimentAndItsGunsSpelledOutStayWithTheBattery) {
  // "Graham’s  battery  (K  and  G),  First  U. S.,  six  Napoleon  guns;  Randol’s  battery  (E),
  // First  U.  S.,  six  Napoleon  guns; …": a run-in list of the Official Records, one battery
  // between semicolons, its regiment and its guns after commas.
  model::Diagnostics d;
  const auto read = readOpening(
      "peninsula_1862_archive_or_ocr_union_troops_sent_to_peninsula_run_in_semicolon_batteries_gun_counts.txt", 30, d);
  const importers::oob::RawUnit* graham = nullptr;
  for (const auto& u : read.units) {
    EXPECT_FALSE(u.name.starts_with("First U. S")) << "a regiment's name alone is the battery's, not a unit";
    if (u.name.starts_with("Graham's battery")) graham = &u;
  }
  ASSERT_NE(graham, nullptr) << allDiagnostics(d);
  EXPECT_NE(graham->name.find("First U. S"), std::string::npos) << graham->name;
  EXPECT_NE(graham->notes.find("six Napoleon guns"), std::string::npos) << graham->notes;
}

TEST(OobText, RunTogetherEntriesAreSplitAndReported) {
  std::vector<importers::oob::ListRemark> remarks;
  const auto items = importers::oob::splitUnitList(
      "McClung's Tennessee Battery Wharton's Texas Ranger Regiment, Cavalry Wirt Adams's Mississippi Regiment, Cavalry",
      remarks);
  ASSERT_EQ(items.size(), 3u);
  EXPECT_EQ(items[0].name, "McClung's Tennessee Battery");
  EXPECT_EQ(items[1].name, "Wharton's Texas Ranger Regiment, Cavalry");
  EXPECT_EQ(items[2].name, "Wirt Adams's Mississippi Regiment, Cavalry");
  EXPECT_EQ(remarks.size(), 2u);
}

TEST(OobText, ReplacementOfficersJoinTheirBrigadeByCode) {
  const std::string text = std::string(kFirstDivision) +
                           "[31.5] REPLACEMENT OFFICERS\n"
                           "Union: Army of the Tennessee\n"
                           "1/1/T: Col. Marcellus Crocker, Lt. Col. William Hall. 9/9/T: Col. Nobody Known\n";
  model::Diagnostics d;
  const auto r = importInto(text, "listing.txt", d);
  EXPECT_FALSE(r.ok);  // 9/9/T names no formation
  const auto* missing = findRule(d, "import.oob.missing-parent");
  ASSERT_NE(missing, nullptr);
  EXPECT_EQ(missing->location.source->line, 10);
  EXPECT_NE(missing->message.find("9/9/T"), std::string::npos);
  const auto* hall = unitNamed(r.oob, "Lt. Col. William Hall");
  ASSERT_NE(hall, nullptr);
  EXPECT_EQ(hall->type, "officer");
  EXPECT_EQ(hall->formation, formationNamed(r.oob, "First Brigade")->id);
  EXPECT_EQ(model::textAttribute(hall->attributes, "rank"), "Lieutenant Colonel");
  EXPECT_EQ(hall->attributes.at("replacement"), model::AttributeValue(true));
}

TEST(OobText, LinesNotUnderstoodAreKeptAsNotesWithFileAndLineAndTheRestIsImported) {
  const std::string text =
      "First Brigade: Commanding: Col. Early Bird; 1st Ohio\n"  // before any army heading
      "[31.1] UNION: ARMY OF THE TENNESSEE\n"
      "FIRST DIVISION\n"
      "US Flag\n"  // a caption: no unit
      "Second Brigade: Commanding: Col. A. B. Sea; 2nd Ohio\n";
  model::Diagnostics d;
  const auto r = importInto(text, "bad.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_EQ(d.count(model::Severity::Error), 0u) << allDiagnostics(d);
  std::vector<std::pair<std::string, int>> warned;
  for (const auto& x : d.items())
    if (x.severity == model::Severity::Warning && x.location.source && x.location.source->file == "bad.txt" &&
        (x.rule == "import.oob.army.placeholder" || x.rule == "import.oob.text.not-understood"))
      warned.push_back({x.rule, x.location.source->line});
  EXPECT_EQ(warned, (std::vector<std::pair<std::string, int>>{{"import.oob.army.placeholder", 1},
                                                              {"import.oob.text.not-understood", 4}}));
  ASSERT_EQ(r.outcome.review.size(), 1u);
  EXPECT_EQ(r.outcome.review.front().first, 4);
  EXPECT_NE(unitNamed(r.oob, "1st Ohio"), nullptr);
  EXPECT_NE(unitNamed(r.oob, "2nd Ohio"), nullptr);
  // The line is kept on the formation it stood in, for the designer to review.
  const auto* division = formationNamed(r.oob, "FIRST DIVISION");
  ASSERT_NE(division, nullptr);
  const auto notes = model::textAttribute(division->attributes, "notes");
  ASSERT_TRUE(notes);
  EXPECT_NE(notes->find("line 4 not read"), std::string::npos) << *notes;
}

TEST(OobText, AnArmyNamedInHistoryGivesItsSideAndNothingElseAssumesTheFirstSide) {
  model::Diagnostics d;
  const auto r = importInto("ARMY OF THE POTOMAC\nFirst Brigade: Commanding: Col. A. B; 1st Maine\n", "potomac.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* maine = unitNamed(r.oob, "1st Maine");
  ASSERT_NE(maine, nullptr);
  EXPECT_EQ(maine->side.str(), "union");
  EXPECT_TRUE(d.hasRule("import.oob.side.inferred"));

  model::Diagnostics d2;
  const auto r2 = importInto("ARMY OF THE NORTH\nFirst Brigade: Commanding: Col. A. B; 1st Maine\n", "north.txt", d2);
  ASSERT_TRUE(r2.ok) << allDiagnostics(d2);
  const auto* w = findRule(d2, "import.oob.side.inferred");
  ASSERT_NE(w, nullptr);
  EXPECT_NE(w->message.find("assumed"), std::string::npos) << w->message;
}

TEST(OobText, IndentedOutlineOneLevelPerIndent) {
  const std::string outline =
      "Union\n"
      "  Army of the Ohio: Major General Don Carlos Buell\n"
      "    Fourth Division: Brig. Gen. William Nelson\n"
      "      Tenth Brigade: Colonel Jacob Ammen\n"
      "        36th Indiana\n"
      "        6th Ohio (arrived April 7)\n"
      "      Terrill's Battery\n";
  model::Diagnostics d;
  const auto r = importInto(outline, "outline.txt", d, OobFormat::Text);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* brigade = formationNamed(r.oob, "Tenth Brigade");
  ASSERT_NE(brigade, nullptr);
  EXPECT_EQ(brigade->level, "brigade");
  EXPECT_EQ(brigade->code, "10/4/O");  // as 31.5 writes it
  const auto* ohio = unitNamed(r.oob, "6th Ohio");
  ASSERT_NE(ohio, nullptr);
  EXPECT_EQ(ohio->notes, "arrived April 7");
  EXPECT_EQ(ohio->formation, brigade->id);
  EXPECT_EQ(ohio->source.line, 6);
  EXPECT_EQ(unitNamed(r.oob, "Terrill's Battery")->type, "artillery");
  EXPECT_EQ(unitNamed(r.oob, "Terrill's Battery")->formation, formationNamed(r.oob, "Fourth Division")->id);
  ASSERT_TRUE(brigade->commander);
  EXPECT_EQ(r.oob.findUnit(*brigade->commander)->type, "officer");
}

// A page listing both armies, each under its side's heading (as Wikipedia's order-of-battle
// articles do): each formation and unit takes the side named above it, not the last one.
TEST(OobText, ABulletedListOfBothArmiesGivesEachItsSide) {
  const std::string page =
      "== Union ==\n"
      "* Army of the Tennessee - MG Ulysses S. Grant\n"
      "** First Division - MG John A. McClernand\n"
      "*** 8th Illinois\n"
      "== Confederate ==\n"
      "* Army of the Mississippi - Gen. Albert Sidney Johnston\n"
      "** First Corps - MG Leonidas Polk\n"
      "*** 13th Arkansas\n";
  model::Diagnostics d;
  const auto r = importInto(page, "both-armies.wiki", d, OobFormat::Text);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  ASSERT_NE(formationNamed(r.oob, "Army of the Tennessee"), nullptr) << allDiagnostics(d);
  ASSERT_NE(formationNamed(r.oob, "Army of the Mississippi"), nullptr) << allDiagnostics(d);
  EXPECT_EQ(formationNamed(r.oob, "Army of the Tennessee")->side.value, "union");
  EXPECT_EQ(formationNamed(r.oob, "Army of the Mississippi")->side.value, "confederate");
  ASSERT_NE(unitNamed(r.oob, "8th Illinois"), nullptr);
  ASSERT_NE(unitNamed(r.oob, "13th Arkansas"), nullptr);
  EXPECT_EQ(unitNamed(r.oob, "8th Illinois")->side.value, "union");
  EXPECT_EQ(unitNamed(r.oob, "13th Arkansas")->side.value, "confederate");
}

}  // namespace
}  // namespace hexwright::testing
