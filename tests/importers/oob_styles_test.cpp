// The pieces the published styles share: ranks and statuses, officer lists, encodings,
// style detection, refusals, anchors, profiles for every ruleset.
#include <gtest/gtest.h>

#include <tuple>

#include "importers/common/oob_profile.h"
#include "importers/oob/leader_text.h"
#include "importers/oob/list_items.h"
#include "importers/oob/text_decode.h"
#include "importers/oob/text_util.h"
#include "importers/oob/unit_category.h"
#include "model/io/counter_name_table.h"
#include "model/io/ruleset_reader.h"
#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

using namespace importers::oob;

TEST(OobLeaders, RanksAreNeverSplitAtTheirPeriods) {
  for (const auto& [text, rank, name] : std::vector<std::tuple<std::string, std::string, std::string>>{
           {"Brig. Gen. Charles Clark (w).", "Brig. Gen.", "Charles Clark"},
           {"Brig.-Gen. John A. McClernand", "Brig.-Gen.", "John A. McClernand"},
           {"Lieut.-Col. William Hall (w)", "Lieut.-Col.", "William Hall"},
           {"Lieut. Col. T. H. Bell", "Lieut. Col.", "T. H. Bell"},
           {"Capt. W. W. Carnes", "Capt.", "W. W. Carnes"},
           {"Lt Col Oscar F. Moore", "Lt Col", "Oscar F. Moore"},
           {"BG John McArthur", "BG", "John McArthur"},
           {"Sergt. Maj. John Smith", "Sergt. Maj.", "John Smith"},
           {"Acting Brig. Gen. James Smith", "Acting Brig. Gen.", "James Smith"},
           {"Col. Alfred J. Vaughan, jr.", "Col.", "Alfred J. Vaughan, jr"},
           {"Major's Battery", "", "Major's Battery"}}) {
    const LeaderText l = parseLeader(text);
    EXPECT_EQ(l.rank, rank) << text;
    EXPECT_EQ(l.name, name) << text;
  }
}

TEST(OobListItems, MenAndGunsStatedWithTheUnit) {
  EXPECT_EQ(statedMen("350 men"), 350);
  EXPECT_EQ(statedMen("400 men, BLC, green"), 400);
  EXPECT_EQ(statedMen("80 infantrymen"), 80);
  EXPECT_EQ(statedMen("615 all ranks; 540 infantrymen"), 615);
  EXPECT_FALSE(statedMen("stationed at Rhea's Mill").has_value());
  EXPECT_FALSE(statedMen("8th Regiment, men of 1863").has_value());
  EXPECT_EQ(statedGuns("6 guns"), 6);
  EXPECT_EQ(statedGuns("2 x 6lb cannon, 2 x 12lb field howitzers, 4 x 12lb mountain howitzers"), 8);
  EXPECT_FALSE(statedGuns("1st Ohio Light, Battery M").has_value());
  // "3rd Tennessee Cavalry Regiment 785 Men": the figure is no part of the name.
  const ListItem glued = splitTrailingNotes("3rd Tennessee Cavalry Regiment 785 Men");
  EXPECT_EQ(glued.name, "3rd Tennessee Cavalry Regiment");
  EXPECT_EQ(statedMen(glued.notes), 785);
}

TEST(OobListItems, PiecesOfOneDesignationStayTogether) {
  std::vector<ListRemark> remarks;
  auto names = [&](const std::string& list) {
    std::vector<std::string> out;
    for (const ListItem& i : splitUnitList(list, remarks)) out.push_back(i.name);
    return out;
  };
  // An owner's name, a place, then the rest of the name; a battery's guns are its remark.
  const auto taft = splitUnitList("Taft's, 5th New York, 6 20-pounder Parrotts", remarks);
  ASSERT_EQ(taft.size(), 1u);
  EXPECT_EQ(taft[0].name, "Taft's, 5th New York");
  EXPECT_EQ(statedGuns(taft[0].notes), 6);
  EXPECT_EQ(names("Clarke County, Arkansas, Artillery Battery"),
            std::vector<std::string>{"Clarke County, Arkansas, Artillery Battery"});
  EXPECT_EQ(names("Brewer's, Mississippi and Alabama, Cavalry Battalion"),
            std::vector<std::string>{"Brewer's, Mississippi and Alabama, Cavalry Battalion"});
  // Whole names stay apart.
  EXPECT_EQ(names("Woodruff's Baty, Reid's Baty"), (std::vector<std::string>{"Woodruff's Baty", "Reid's Baty"}));
  EXPECT_EQ(names("1st Arkansas Mounted Rifles, 2nd Arkansas Mounted Rifles"),
            (std::vector<std::string>{"1st Arkansas Mounted Rifles", "2nd Arkansas Mounted Rifles"}));
  const auto georgia = splitUnitList("Georgia, Col. Elihu P. Watkins (w)", remarks);
  ASSERT_EQ(georgia.size(), 1u);
  EXPECT_EQ(georgia[0].name, "Georgia");
  EXPECT_EQ(georgia[0].officers.size(), 1u);
  EXPECT_EQ(statedGuns("4 Napoleons"), 4);
  // "1st Company, Richmond Howitzers": a numbered part, then the unit it belongs to.
  EXPECT_EQ(names("1st Company, Richmond Howitzers"), std::vector<std::string>{"1st Company, Richmond Howitzers"});
}

TEST(OobLeaders, AFlattenedTablesFiguresGluedToTheNameAreNotTheName) {
  // WikiMili's Pea Ridge table: "Maj Eli W. Weston316726" (killed 3, wounded 16, …).
  const LeaderText l = parseLeader("Maj Eli W. Weston316726");
  EXPECT_EQ(l.name, "Eli W. Weston");
  EXPECT_EQ(l.notes, "316726");
  // A name that ends in a figure of its own is left alone: "Capt. Battery 2".
  EXPECT_EQ(parseLeader("Col. John Smith 2").name, "John Smith 2");
}

TEST(OobLeaders, StatusesInMarksAndWords) {
  EXPECT_EQ(parseLeader("Col. Julius Raith (mw)").status, "mortally wounded");
  EXPECT_EQ(parseLeader("Gen. Albert Sidney Johnston (k)").status, "killed");
  EXPECT_EQ(parseLeader("Col. Joseph J. Woods (w & c)").status, "wounded; captured");
  // Battles and Leaders print the pair with a space or "and": "(w c)", "(w and c)"; "(m w)" is one mark.
  EXPECT_EQ(parseLeader("Col. William Dwight, Jr. (w c)").status, "wounded; captured");
  EXPECT_EQ(parseLeader("Col. John K. Murphy (w and c)").status, "wounded; captured");
  EXPECT_EQ(parseLeader("Col. Elisha B. Smith (m w)").status, "mortally wounded");
  EXPECT_EQ(parseLeader("Col. Madison Miller (captured)").status, "captured");
  EXPECT_EQ(parseLeader("Capt. John Smith, missing").status, "missing");
  EXPECT_EQ(parseLeader("Col. Curran Pope (m)").status, "missing");
  const LeaderText titled = parseLeader("Maj. Ezra Taylor, Chief of Artillery.");
  EXPECT_EQ(titled.name, "Ezra Taylor");
  EXPECT_EQ(titled.notes, "Chief of Artillery");
  const auto list = parseLeaderList("Gen. Albert Sidney Johnston (k). Gen. P. G. T. Beauregard.");
  ASSERT_EQ(list.size(), 2u);
  EXPECT_EQ(list[1].name, "P. G. T. Beauregard");
}

TEST(OobLeaders, DatesAndAbsenceAfterANameAreNotesNotTheName) {
  // Wikipedia's succession lists: "BG Gideon J. Pillow Feb 9-13", "BG Thomas A. Davies
  // until 2 June", "General Albert Sidney Johnston Not present at battle".
  for (const auto& [text, name, notes] : std::vector<std::tuple<std::string, std::string, std::string>>{
           {"BG Gideon J. Pillow Feb 9-13", "Gideon J. Pillow", "Feb 9-13"},
           {"BG Thomas A. Davies until 2 June", "Thomas A. Davies", "until 2 June"},
           {"General Albert Sidney Johnston Not present at battle", "Albert Sidney Johnston", "Not present at battle"},
           {"Col. Henry May", "Henry May", ""},
           {"Col. May", "May", ""}}) {
    const LeaderText l = parseLeader(text);
    EXPECT_EQ(l.name, name) << text;
    EXPECT_EQ(l.notes, notes) << text;
  }
}

TEST(OobLists, OfficersStayWithTheirUnit) {
  std::vector<ListRemark> remarks;
  auto items = splitUnitList("12th Tennessee, Lieut. Col. T. H. Bell; Maj. R. P. Caldwell.", remarks);
  ASSERT_EQ(items.size(), 1u);
  EXPECT_EQ(items[0].name, "12th Tennessee");
  EXPECT_EQ(items[0].officers, (std::vector<std::string>{"Lieut. Col. T. H. Bell", "Maj. R. P. Caldwell."}));
  items = splitUnitList("8th Ill., Col. Frank L. Rhoads; Dresser's Battery (D), 2d Ill., Capt. James P. Timony (w)",
                        remarks);
  ASSERT_EQ(items.size(), 2u);
  EXPECT_EQ(items[1].name, "Dresser's Battery (D), 2d Ill");
  EXPECT_EQ(items[1].officers.size(), 1u);
  // Curly apostrophes are plain ones before parsing: two units, not one.
  items = splitUnitList(plainPunctuation("Carnes\u2019 (Tennessee) battery, Bankhead\u2019s battery"), remarks);
  ASSERT_EQ(items.size(), 2u);
  EXPECT_EQ(items[0].name, "Carnes' (Tennessee) battery");
}

TEST(OobText, OrdinalsDoNotOverflow) {
  EXPECT_EQ(ordinalValue("99999999999th"), 0);
  EXPECT_EQ(ordinalValue("2d"), 2);
  EXPECT_EQ(ordinalValue("154th"), 154);
}

TEST(OobDecode, EncodingsBecomeValidUtf8) {
  const DecodedText latin = decodeOobText("Carn\xe9s' battery, C\xf4te\n");
  EXPECT_EQ(latin.encoding, "Windows-1252");
  EXPECT_TRUE(isValidUtf8(latin.text));
  EXPECT_EQ(latin.text, "Carn\u00e9s' battery, C\u00f4te\n");
  EXPECT_EQ(decodeOobText("\x93"
                          "Bull\x94 Nelson")
                .text,
            "\u201cBull\u201d Nelson");
  const DecodedText bom = decodeOobText("\xEF\xBB\xBFpath,unit\n");
  EXPECT_EQ(bom.encoding, "UTF-8 with BOM");
  EXPECT_EQ(bom.text, "path,unit\n");
  EXPECT_FALSE(decodeOobText(std::string("PK\x03\x04\0\0", 6)).isText);
}

TEST(OobImport, LatinOneListingImportsAsUtf8) {
  model::Diagnostics d;
  const auto r =
      importInto("path,unit,type\nArmy of the Tennessee/First Division,Carn\xe9s' Battery,Battery\n", "latin.csv", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_EQ(r.outcome.encoding, "Windows-1252");
  ASSERT_NE(unitNamed(r.oob, "Carn\u00e9s' Battery"), nullptr);
  EXPECT_TRUE(isValidUtf8(r.sourceText));
}

TEST(OobImport, OneLeadingSpaceKeepsSectionThirtyOne) {
  model::Diagnostics d;
  const auto r = importInto(
      "[31.2] UNION: ARMY OF THE OHIO\n Commanding General: Major General Don Carlos Buell.\nFOURTH DIVISION\n"
      "Tenth Brigade: Commanding: Colonel Jacob Ammen; 36th Indiana, 6th Ohio, 24th Ohio\n",
      "ohio.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_EQ(r.outcome.style, "section-31 style");
  EXPECT_NE(unitNamed(r.oob, "24th Ohio"), nullptr);
}

TEST(OobImport, GroupingsTypeTheirUnitsAndAreNeverUnits) {
  model::Diagnostics d;
  const auto r = importInto(
      "ARMY OF THE MISSISSIPPI.\nGen. Albert Sidney Johnston.\nFIRST DIVISION.\nBrig. Gen. Charles Clark.\n"
      "Escort.\nCompany A, Alabama Cavalry, Capt. Thomas F. Jenkins.\nCavalry.\n1st Mississippi, Col. Andrew J. "
      "Lindsay.\n"
      "Artillery.\nCarnes' (Tennessee) battery, Capt. W. W. Carnes.\n",
      "clark.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_EQ(unitNamed(r.oob, "1st Mississippi")->type, "cavalry");
  EXPECT_EQ(unitNamed(r.oob, "Carnes' (Tennessee) battery")->type, "artillery");
  EXPECT_EQ(unitNamed(r.oob, "Company A, Alabama Cavalry")->notes, "Escort; officers: Capt. Thomas F. Jenkins");
  for (const char* grouping : {"Escort", "Cavalry", "Artillery"})
    EXPECT_EQ(unitNamed(r.oob, grouping), nullptr) << grouping;
}

TEST(OobImport, FragmentsAreKeptForReviewInBulletedListsAndOutlinesToo) {
  // A name cut at a rank's period ("Brig"): no counter, kept as a note with its line, as in a listing.
  for (const auto& [text, style] : std::vector<std::pair<std::string, std::string>>{
           {"== Union ==\n* Army of the Tennessee\n** First Division\n*** First Brigade\n**** 8th Illinois\n"
            "**** Brig\n**** 18th Illinois\n",
            "bulleted list"},
           {"Union Army of the Tennessee\n  First Division\n    First Brigade\n      8th Illinois\n      Brig\n"
            "      18th Illinois\n",
            "indented outline"}}) {
    model::Diagnostics d;
    const auto r = importInto(text, "list.txt", d);
    ASSERT_TRUE(r.ok) << style << "\n" << allDiagnostics(d);
    EXPECT_EQ(r.outcome.style, style);
    // "Brig" names no unit: no counter is made of it, and the line is kept for review.
    std::size_t fragments = 0;
    for (const auto& diag : d.items())
      if (diag.rule == "import.oob.text.not-understood") {
        ++fragments;
        EXPECT_NE(diag.message.find("\"Brig"), std::string::npos) << diag.message;
        ASSERT_TRUE(diag.location.source.has_value());
        EXPECT_EQ(diag.location.source->line, style == "bulleted list" ? 6 : 5);
      }
    EXPECT_EQ(fragments, 1u) << style << "\n" << allDiagnostics(d);
    EXPECT_NE(unitNamed(r.oob, "18th Illinois"), nullptr) << style;
    EXPECT_EQ(unitNamed(r.oob, "Brig"), nullptr) << style;
    bool kept = false;
    for (const auto& [line, why] : r.outcome.review)
      kept = kept || (line == (style == "bulleted list" ? 6 : 5) && why.find("\"Brig\"") != std::string::npos);
    EXPECT_TRUE(kept) << style;
  }
  EXPECT_TRUE(looksLikeNameFragment("jr."));
  EXPECT_TRUE(looksLikeNameFragment("A."));
  EXPECT_TRUE(looksLikeNameFragment("Brig"));
  EXPECT_FALSE(looksLikeNameFragment("8th Illinois"));
  EXPECT_FALSE(looksLikeNameFragment("Carnes' battery"));
}

TEST(OobImport, EmptyAndJunkAreRefusedWithCappedDiagnostics) {
  model::Diagnostics d;
  auto r = importInto("\n\n  \n", "empty.txt", d);
  EXPECT_FALSE(r.ok);
  EXPECT_NE(findRule(d, "import.oob.empty"), nullptr) << allDiagnostics(d);
  std::string junk;
  for (int i = 0; i < 500; ++i) junk += "blorp fnord " + std::to_string(i) + "\n";
  model::Diagnostics dj;
  r = importInto(junk, "junk.txt", dj);
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.outcome.notUnderstood, 500u);
  EXPECT_LE(dj.size(), 10u) << allDiagnostics(dj);
  EXPECT_GE(r.outcome.diagnosticsHidden, 495u);
  // Past a thousand lines with nothing read, the import stops and says so.
  for (int i = 500; i < 1500; ++i) junk += "blorp fnord " + std::to_string(i) + "\n";
  model::Diagnostics dg;
  r = importInto(junk, "junk.txt", dg);
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.outcome.notUnderstood, 1000u);
  EXPECT_NE(findRule(dg, "import.oob.text.gave-up"), nullptr) << allDiagnostics(dg);
}

TEST(OobImport, JunkOfEveryPrintableCharacterIsRefused) {
  // Random printable characters hold ordinal-looking pieces by chance ("9D", "x9@3rd!k{");
  // none of them is an entry an order of battle writes, and the file is refused whole.
  EXPECT_FALSE(namesAnOrderOfBattleEntry("z/9D"));
  EXPECT_FALSE(namesAnOrderOfBattleEntry("x9@3rd!k{"));
  EXPECT_FALSE(namesAnOrderOfBattleEntry("a4thx"));
  EXPECT_TRUE(namesAnOrderOfBattleEntry("22d Ohio"));
  EXPECT_TRUE(namesAnOrderOfBattleEntry("8th Illinois"));
  EXPECT_TRUE(namesAnOrderOfBattleEntry("Battery E, 2d Ill. Lt. Artillery"));
  std::uint32_t seed = 2;
  std::string junk;
  for (int line = 0; line < 3000; ++line) {
    seed = seed * 1103515245u + 12345u;
    const int length = 10 + static_cast<int>((seed >> 16) % 190);
    for (int c = 0; c < length; ++c) {
      seed = seed * 1103515245u + 12345u;
      junk += static_cast<char>(' ' + (seed >> 16) % 95);
    }
    junk += "\n";
  }
  model::Diagnostics d;
  const auto r = importInto(junk, "junk.txt", d);
  EXPECT_FALSE(r.ok) << r.outcome.style;
  EXPECT_NE(findRule(d, "import.oob.text.gave-up"), nullptr);
}

TEST(OobCsvStyles, SpreadsheetExports) {
  model::Diagnostics d;
  const auto r = importInto(
      "\xEF\xBB\xBF"
      "army;division;unit;type;commander;men\r\n"
      "Army of the Tennessee;Sixth Division;25th Missouri;INF;Lieut. Col. Robert T. Van Horn;1,000\r\n"
      "Army of the Tennessee;Sixth Division;\"Munch's\r\nBattery\";Bty;Capt. Emil Munch (w);\r\n",
      "sheet.csv", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_EQ(r.outcome.style, "CSV (semicolon-separated)");
  const auto* mo = unitNamed(r.oob, "25th Missouri");
  ASSERT_NE(mo, nullptr);
  EXPECT_EQ(mo->type, "infantry");
  EXPECT_EQ(model::intAttribute(mo->attributes, "strength"), 10);
  EXPECT_EQ(mo->notes, "officers: Lieut. Col. Robert T. Van Horn");
  const auto* munch = unitNamed(r.oob, "Munch's\nBattery");
  ASSERT_NE(munch, nullptr);
  EXPECT_EQ(munch->type, "artillery");
  EXPECT_EQ(r.outcome.statuses.at("wounded"), 1u);
  // The unit rows' commanders are not leaders of the division.
  EXPECT_EQ(r.outcome.leaders, 0u);
}

TEST(OobCsvStyles, NearMissesGetSuggestions) {
  model::Diagnostics d;
  const auto r = importInto(
      "path,unit,type\nArmy of the Tennessee/Sixth Division,25th Missouri,Infnatry\n"
      "Army of the Tennessee/Sixth Divison,16th Wisconsin,Inf\n",
      "typo.csv", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);                 // the rest is imported
  EXPECT_EQ(unitNamed(r.oob, "25th Missouri"), nullptr);  // no counter of a type nobody chose
  const auto* type = findRule(d, "import.oob.unknown-type");
  ASSERT_NE(type, nullptr) << allDiagnostics(d);
  EXPECT_NE(type->message.find("did you mean \"infantry\""), std::string::npos) << type->message;
  const auto* path = findRule(d, "import.oob.near-miss");
  ASSERT_NE(path, nullptr) << allDiagnostics(d);
  EXPECT_NE(path->message.find("did you mean \"Sixth Division\""), std::string::npos) << path->message;
  EXPECT_EQ(path->location.source->file, "typo.csv");  // the path the user gave
}

TEST(OobProfiles, EveryRulesetHasOneThatLoads) {
  for (const char* id :
       {"bloody-april", "hell-before-night", "unconditional-surrender", "huzzah", "dress-on-the-colors"}) {
    const auto file = io::oobProfileFile(id);
    ASSERT_TRUE(file) << id;
    model::Diagnostics d;
    const auto p = readOobProfile(*file, d);
    ASSERT_TRUE(p) << id << "\n" << allDiagnostics(d);
    EXPECT_TRUE(d.empty()) << id << "\n" << allDiagnostics(d);
    model::Diagnostics rd;
    const auto ruleset = io::loadRulesetById(id, rd);
    ASSERT_TRUE(ruleset);
    // Every type the profile names exists in the schema ("none": no counter).
    for (const auto& role : p->roleTypes)
      EXPECT_TRUE(role.type == "none" || ruleset->findUnitType(role.type)) << id << " " << role.type;
    for (const auto& w : p->typeWords) EXPECT_TRUE(ruleset->findUnitType(w.type)) << id << " " << w.type;
    for (const auto& h : p->headings)
      EXPECT_TRUE(h.level == "none" || ruleset->findOobLevel(h.level)) << id << " " << h.level;
  }
}

TEST(OobProfiles, GenericFallbackGivesLeadersATypeByTheSchemasSymbols) {
  model::Diagnostics d;
  const auto us = io::loadRulesetById("unconditional-surrender", d);
  ASSERT_TRUE(us);
  const OobProfile p = genericOobProfile(*us);
  EXPECT_EQ(p.typeForRole("heading"), "army-commander");  // the first headquarters-symbol leader
  EXPECT_EQ(p.typeForRole("line"), "army-commander");     // no leader-symbol type: any leader
  const auto hbn = io::loadRulesetById("hell-before-night", d);
  ASSERT_TRUE(hbn);
  const OobProfile h = genericOobProfile(*hbn);
  EXPECT_EQ(h.typeForRole("line"), "leader");
  EXPECT_EQ(h.defaultType, "infantry");
}

TEST(OobProfiles, AnInferredSideIsOneWarningNamingTheOption) {
  model::Diagnostics rd;
  const auto hbn = io::loadRulesetById("hell-before-night", rd);
  ASSERT_TRUE(hbn);
  OobImportRequest req;
  req.file = "cumberland.txt";
  model::Diagnostics d;
  const std::string listing =
      "ARMY OF THE CUMBERLAND.\nMaj. Gen. William S. Rosecrans.\nFIRST DIVISION.\nBrig. Gen. Jefferson C. Davis.\n"
      "First Brigade.\nCol. P. Sidney Post.\n59th Illinois, Capt. Hendrick E. Paine.\n74th Illinois, Col. Jason "
      "Marsh.\n";
  auto r = importOobText(listing, scenarioWithSides(*hbn), *hbn, req, d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_EQ(d.count(model::Severity::Error), 0u) << allDiagnostics(d);
  std::size_t inferred = 0;
  for (const auto& x : d.items()) inferred += x.rule == "import.oob.side.inferred";
  EXPECT_EQ(inferred, 1u) << "one warning for the army, none per entry";
  EXPECT_NE(findRule(d, "import.oob.side.inferred")->message.find("--side"), std::string::npos);
  EXPECT_EQ(unitNamed(r.oob, "74th Illinois")->side.str(), "union");  // the Army of the Cumberland's
  req.side = "union";
  model::Diagnostics d2;
  r = importOobText(listing, scenarioWithSides(*hbn), *hbn, req, d2);
  ASSERT_TRUE(r.ok) << allDiagnostics(d2);
  EXPECT_EQ(unitNamed(r.oob, "74th Illinois")->type, "infantry");
  EXPECT_EQ(unitNamed(r.oob, "Col. P. Sidney Post")->type, "leader");
  EXPECT_EQ(formationNamed(r.oob, "First Brigade")->level, "formation");
}

TEST(OobImport, PrintedArmAbbreviationsTypeTheUnit) {
  // Abbreviations a printed table uses and no profile lists: the builder types the unit by
  // the arm the name states ("Dgns" dragoons, "Baty" battery, "H. Art'y" heavy artillery).
  model::Diagnostics d;
  const auto r =
      importInto("ARMY OF THE WEST\nFirst Brigade\n2nd U.S. Dgns.\nDuBois Baty\n1st Maine H. Art'y\n", "return.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  for (const auto& [name, type] : std::vector<std::pair<std::string, std::string>>{
           {"2nd U.S. Dgns", "cavalry"}, {"DuBois Baty", "artillery"}, {"1st Maine H. Art'y", "artillery"}}) {
    const auto* u = unitNamed(r.oob, name);
    ASSERT_NE(u, nullptr) << name << "\n" << allDiagnostics(d);
    EXPECT_EQ(u->type, type) << name;
  }
}

}  // namespace
}  // namespace hexwright::testing
