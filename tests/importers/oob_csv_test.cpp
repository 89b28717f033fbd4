// CSV/TSV orders of battle (importers/oob/csv_oob_parser.h) built against Bloody April.
#include <gtest/gtest.h>

#include "importers/oob/csv_oob_parser.h"
#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

TEST(OobCsv, PathColumnForm) {
  const std::string csv =
      "path,unit,type,commander,men,guns,weapon,notes,source\n"
      "Army of the Tennessee/Sixth Division/First Brigade,,,Colonel Everett Peabody,,,,,\n"
      "Army of the Tennessee/Sixth Division/First Brigade,25th Missouri,infantry,,500,,Muskets,\"camped, alert\",OR "
      "10/1\n"
      "Army of the Tennessee/Sixth Division,Munch's Battery,Battery,,,6,,,\n";
  model::Diagnostics d;
  const auto r = importInto(csv, "oob.csv", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* brigade = formationNamed(r.oob, "First Brigade");
  ASSERT_NE(brigade, nullptr);
  EXPECT_EQ(brigade->code, "1/6/T");  // Peabody's brigade, as the 2.3 counter prints it
  ASSERT_TRUE(brigade->commander);
  EXPECT_EQ(r.oob.findUnit(*brigade->commander)->type, "officer");
  const auto* mo = unitNamed(r.oob, "25th Missouri");
  ASSERT_NE(mo, nullptr);
  EXPECT_EQ(mo->designation, "25 Mo");                             // "25 Mo" as the 7.3 diagram prints it
  EXPECT_EQ(model::intAttribute(mo->attributes, "strength"), 5);   // 100 men per SP (2.5)
  EXPECT_EQ(model::textAttribute(mo->attributes, "weapon"), "M");  // 9.22
  EXPECT_EQ(mo->notes, "camped, alert; source: OR 10/1");
  EXPECT_EQ(mo->source, (model::Provenance{"sources/oob.csv", 3}));
  const auto* munch = unitNamed(r.oob, "Munch's Battery");
  ASSERT_NE(munch, nullptr);
  EXPECT_EQ(munch->type, "artillery");
  EXPECT_EQ(model::intAttribute(munch->attributes, "gun-count"), 6);  // one gun point per gun (2.5)
}

TEST(OobCsv, LevelColumnsAndTabs) {
  const std::string tsv =
      "side\tarmy\tcorps\tdivision\tbrigade\tunit\ttype\tmen\n"
      "confederate\tArmy of the Mississippi\tSecond Army Corps\tSecond Division\tThird Brigade\t2nd "
      "Texas\tinfantry\t700\n"
      "confederate\tArmy of the Mississippi\tThird Army Corps\t\tSecond Brigade\t15th Arkansas\t\t\n";
  model::Diagnostics d;
  const auto r = importInto(tsv, "oob.tsv", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_EQ(formationNamed(r.oob, "Third Brigade")->code, "3/2/II");  // Jackson's brigade (7.1)
  EXPECT_EQ(formationNamed(r.oob, "Second Brigade")->code, "2/III");  // a corps without divisions
  EXPECT_EQ(formationNamed(r.oob, "Second Army Corps")->level, "corps");
  const auto* tx = unitNamed(r.oob, "2nd Texas");
  EXPECT_EQ(tx->side.str(), "confederate");
  EXPECT_EQ(model::intAttribute(tx->attributes, "strength"), 7);
  EXPECT_EQ(unitNamed(r.oob, "15th Arkansas")->type, "infantry");  // the profile's default type
}

TEST(OobCsv, MenThatAreNotWholeStrengthPointsStayUnknownAndAreFlagged) {
  const std::string csv =
      "path,unit,type,men\nArmy of the Ohio/Fourth Division/Tenth Brigade,36th Indiana,infantry,650\n";
  model::Diagnostics d;
  const auto r = importInto(csv, "oob.csv", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_FALSE(unitNamed(r.oob, "36th Indiana")->attributes.count("strength"));
  const auto* flag = findRule(d, "import.oob.profile.unknown");
  ASSERT_NE(flag, nullptr);
  EXPECT_NE(flag->message.find("rounding"), std::string::npos);
  EXPECT_EQ(flag->location.source->line, 2);
}

TEST(OobCsv, RowsThatCannotBeReadAreWarningsWithTheirLineAndTheRestIsImported) {
  const std::string csv =
      "path,unit,type,men\n"
      "Army of the Ohio/Fourth Division/Tenth Brigade,36th Indiana,infantry\n"     // 3 fields: the last is blank
      "Army of the Ohio/Fourth Division/Tenth Brigade,24th Ohio,infantry,many\n"   // not a number
      ";;;;\n"                                                                     // a separator row
      "Army of the Ohio/Fourth Division/Tenth Brigade,\"6th Ohio,infantry,500\n";  // quote never closed (RFC 4180: runs
                                                                                   // to the end)
  model::Diagnostics d;
  const auto r = importInto(csv, "oob.csv", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_EQ(d.count(model::Severity::Error), 0u) << allDiagnostics(d);
  std::vector<std::pair<std::string, int>> warnings;
  for (const auto& x : d.items())
    if (x.severity == model::Severity::Warning && x.rule.starts_with("import.oob.csv."))
      warnings.push_back({x.rule, x.location.source ? x.location.source->line : 0});
  EXPECT_EQ(warnings, (std::vector<std::pair<std::string, int>>{{"import.oob.csv.bad-number", 3},
                                                                {"import.oob.csv.malformed", 5}}));
  ASSERT_NE(unitNamed(r.oob, "36th Indiana"), nullptr);
  const auto* ohio = unitNamed(r.oob, "24th Ohio");
  ASSERT_NE(ohio, nullptr);
  EXPECT_NE(ohio->notes.find("men many"), std::string::npos) << ohio->notes;  // kept, not lost
  EXPECT_EQ(r.outcome.review.size(), 1u);
  EXPECT_EQ(r.outcome.review.front().first, 5);
}

TEST(OobCsv, TitleBlockBlankRowsMergedCellsAndLocaleNumbers) {
  // A workbook saved as CSV in a German locale: a title block, the header below it, a
  // formation named once for its units (merged cells), blank rows between groups, "1.459".
  const std::string csv =
      "Army of the Tennessee at Shiloh;;;;\n"
      "compiled from the Official Records;;;;\n"
      ";;;;\n"
      "Division;Brigade;Regiment;Strength;Killed\n"
      "First Division;First Brigade;8th Illinois;1.459;26\n"
      ";;18th Illinois;\"1,000\";\n"
      ";;;;\n"
      ";Second Brigade;11th Illinois;500;\n"
      "Total;;;2.959;\n";
  model::Diagnostics d;
  importers::oob::OobImportRequest req;
  req.file = "shiloh.csv";
  req.army = "Army of the Tennessee";
  req.side = "union";
  const auto r = importers::oob::importOobText(csv, scenarioWithSides(bloodyApril()), bloodyApril(), req, d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_EQ(d.count(model::Severity::Error), 0u) << allDiagnostics(d);
  const auto* ill8 = unitNamed(r.oob, "8th Illinois");
  const auto* ill18 = unitNamed(r.oob, "18th Illinois");
  const auto* ill11 = unitNamed(r.oob, "11th Illinois");
  ASSERT_TRUE(ill8 && ill18 && ill11) << allDiagnostics(d);
  EXPECT_EQ(r.oob.findFormation(*ill18->formation)->name, "First Brigade");  // filled down
  EXPECT_EQ(r.oob.findFormation(*ill11->formation)->name, "Second Brigade");
  const auto* second = r.oob.findFormation(*ill11->formation);
  EXPECT_EQ(r.oob.findFormation(*second->parent)->name, "First Division");  // filled down above it
  EXPECT_NE(ill8->notes.find("killed 26"), std::string::npos) << ill8->notes;
  EXPECT_EQ(r.oob.units.size(), 3u);  // the total row is no unit
  EXPECT_TRUE(d.hasRule("import.oob.text.furniture"));
}

TEST(OobCsv, DuplicateNamesAreKeptWithDistinctIdsAndReported) {
  const std::string csv =
      "path,unit,type\n"
      "Army of the Ohio/Fourth Division/Tenth Brigade,6th Ohio,infantry\n"
      "Army of the Ohio/Fourth Division/Tenth Brigade,6th Ohio,infantry\n";
  model::Diagnostics d;
  const auto r = importInto(csv, "oob.csv", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  ASSERT_EQ(r.oob.units.size(), 2u);
  EXPECT_NE(r.oob.units[0].id, r.oob.units[1].id);
  const auto* dup = findRule(d, "import.oob.duplicate");
  ASSERT_NE(dup, nullptr);
  EXPECT_EQ(dup->location.source->line, 3);
}

TEST(OobCsv, AFormationWithNoArmyAboveItGoesUnderANamedPlaceholder) {
  // A brigade with nothing above it: one warning asking for the army, and the rows imported.
  const std::string csv = "side,army,division,brigade,unit,type\nunion,,,Lost Brigade,1st Nowhere,infantry\n";
  model::Diagnostics d;
  const auto r = importInto(csv, "oob.csv", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* w = findRule(d, "import.oob.army.placeholder");
  ASSERT_NE(w, nullptr) << allDiagnostics(d);
  EXPECT_EQ(w->severity, model::Severity::Warning);
  EXPECT_EQ(w->location.source->line, 2);
  EXPECT_NE(w->message.find("--army"), std::string::npos);
  const auto* army = formationNamed(r.oob, importers::oob::kUnnamedArmy);
  ASSERT_NE(army, nullptr);
  EXPECT_EQ(formationNamed(r.oob, "Lost Brigade")->parent, army->id);
}

TEST(OobCsv, AGroupingTheRulesetLacksWithNothingAboveItStandsApartAndIsNotRefused) {
  // A game's rows beside each side's army: a corps standing apart, which Bloody April's Union
  // does not have. What it holds stands apart, of its side; nothing is refused. (The blank army
  // cell is not the Confederate army of the row above: a blank cell is never filled across sides.)
  const std::string csv =
      "side,army,corps,division,unit,type\n"
      "union,Army of the Tennessee,,,1st US Sharpshooters,infantry\n"
      "confederate,Army of the Mississippi,,,1st Texas,infantry\n"
      "union,,I Corps,,Signal detachment,infantry\n"
      "union,,I Corps,First Division,1st Minnesota,infantry\n";
  model::Diagnostics d;
  const auto r = importInto(csv, "oob.csv", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_EQ(formationNamed(r.oob, "I Corps"), nullptr) << "the Union has no corps in bloody-april";
  const auto* first = formationNamed(r.oob, "First Division");
  ASSERT_NE(first, nullptr) << allDiagnostics(d);
  EXPECT_EQ(first->side.str(), "union");
  EXPECT_FALSE(first->parent);
  const auto* minnesota = unitNamed(r.oob, "1st Minnesota");
  ASSERT_NE(minnesota, nullptr);
  EXPECT_EQ(*minnesota->formation, first->id);
  const auto* signal = unitNamed(r.oob, "Signal detachment");
  ASSERT_NE(signal, nullptr) << allDiagnostics(d);
  EXPECT_FALSE(signal->formation);
  EXPECT_EQ(signal->side.str(), "union");
  EXPECT_NE(signal->notes.find("of I Corps"), std::string::npos) << signal->notes;
  const auto* apart = findRule(d, "import.oob.missing-parent");
  ASSERT_NE(apart, nullptr);
  EXPECT_EQ(apart->severity, model::Severity::Warning);
}

TEST(OobCsv, AnUnknownTypeKeepsTheEntryInItsFormationsNotesAndTheRestIsImported) {
  const std::string csv = "path,unit,type\nArmy of the Ohio/Fourth Division,Balloon Corps,balloon\n";
  model::Diagnostics d;
  const auto r = importInto(csv, "oob.csv", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* e = findRule(d, "import.oob.unknown-type");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->severity, model::Severity::Warning);
  EXPECT_NE(e->message.find("balloon"), std::string::npos);
  EXPECT_EQ(e->location.source->line, 2);
  EXPECT_EQ(unitNamed(r.oob, "Balloon Corps"), nullptr);
  const auto notes = model::textAttribute(formationNamed(r.oob, "Fourth Division")->attributes, "notes");
  ASSERT_TRUE(notes);
  EXPECT_NE(notes->find("Balloon Corps"), std::string::npos);
}

TEST(OobCsv, UnknownWeaponStaysUnknownAndIsFlagged) {
  const std::string csv =
      "path,unit,type,weapon\nArmy of the Ohio/Fourth Division/Tenth Brigade,6th Ohio,infantry,Lorenz\n";
  model::Diagnostics d;
  const auto r = importInto(csv, "oob.csv", d);
  ASSERT_TRUE(r.ok);
  EXPECT_FALSE(unitNamed(r.oob, "6th Ohio")->attributes.count("weapon"));
  EXPECT_TRUE(d.hasRule("import.oob.profile.unknown"));
}

TEST(OobCsv, ATableWithNoHierarchyColumnsPutsItsUnitsUnderThePlaceholderArmy) {
  model::Diagnostics d;
  const auto r = importInto("unit,type\n6th Ohio,infantry\n", "oob.csv", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  const auto* ohio = unitNamed(r.oob, "6th Ohio");
  ASSERT_NE(ohio, nullptr);
  EXPECT_EQ(r.oob.findFormation(*ohio->formation)->name, importers::oob::kUnnamedArmy);
  EXPECT_TRUE(d.hasRule("import.oob.army.placeholder"));
}

TEST(OobCsv, ATableWithNoColumnWordsIsReadAsAListingAndRefusedWhenItNamesNothing) {
  model::Diagnostics d;
  const auto r = importInto("a,b,c\n1,2,3\n", "oob.csv", d);
  EXPECT_FALSE(r.ok);
  EXPECT_TRUE(d.hasRule("import.oob.csv.read-as-text"));
}

TEST(OobCsv, ATableWhoseHeaderNamesNoUnitColumnIsReadAsAListingNotRefused) {
  // battle,belligerent,description,strength: the units are inside the description cells.
  model::Diagnostics d;
  const auto r = importInto(
      "battle,belligerent,description,strength\n"
      "AL001,US,\"Elements of the 51st Indiana Infantry, 73rd Indiana Infantry, 3rd Ohio Infantry\",\n",
      "forces.csv", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_TRUE(d.hasRule("import.oob.csv.read-as-text"));
  EXPECT_NE(unitNamed(r.oob, "73rd Indiana Infantry"), nullptr);
  EXPECT_FALSE(d.hasRule("import.oob.csv.no-hierarchy"));
}

TEST(OobCsv, QuotedFields) {
  const auto f = importers::oob::splitCsvRecord(R"(a,"b, c","say ""hi""",)", ',');
  ASSERT_TRUE(f);
  EXPECT_EQ(*f, (std::vector<std::string>{"a", "b, c", "say \"hi\"", ""}));
  EXPECT_FALSE(importers::oob::splitCsvRecord(R"(a,"b)", ','));
}

}  // namespace
}  // namespace hexwright::testing
