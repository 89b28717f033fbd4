// `hexwright import oob` and `hexwright export oob` as a user runs them.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "run_cli.h"

namespace hexwright::testing {
namespace {

std::string newBundle(const TempDir& tmp) {
  const std::string bundle = (tmp / "shiloh.hexw").string();
  const auto r = runCli("new " + bundle + " --ruleset bloody-april --cols 10 --rows 10");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  return bundle;
}

const char* kListing =
    "[31.2] UNION: ARMY OF THE OHIO\n"
    "Commanding General: Major General Don Carlos Buell. Lieut. A.F. Rockwell, Aide-de-Camp.\n"
    "FOURTH DIVISION\n"
    "Commanding General: Brig. Gen. William \"Bull\" Nelson. Lieut. William Anderson, Aide-de-Camp.\n"
    "Tenth Brigade: Commanding: Colonel Jacob Ammen; 36th Indiana, 6th Ohio, 24th Ohio\n";

TEST(OobCli, ImportKeepsTheSourceInTheBundleAndReportsCounts) {
  TempDir tmp;
  const std::string bundle = newBundle(tmp);
  writeFile(tmp / "ohio.txt", kListing);
  const auto r = runCli("import oob " + bundle + " " + (tmp / "ohio.txt").string());
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("3 formations, 8 units"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("infantry 3"), std::string::npos) << r.out;
  EXPECT_EQ(readFile(tmp / "shiloh.hexw" / "sources" / "ohio.txt"), kListing);
  const std::string oob = readFile(tmp / "shiloh.hexw" / "oob.xml");
  EXPECT_NE(oob.find("name=\"36th Indiana\""), std::string::npos);
  EXPECT_NE(oob.find("file=\"sources/ohio.txt\" line=\"5\""), std::string::npos) << oob;
  // A later save (another import) keeps the cited source.
  writeFile(tmp / "more.csv",
            "path,unit,type\nArmy of the Ohio/Fourth Division/Tenth Brigade,Extra Company,infantry\n");
  ASSERT_EQ(runCli("import oob " + bundle + " " + (tmp / "more.csv").string()).exitCode, 0);
  EXPECT_EQ(readFile(tmp / "shiloh.hexw" / "sources" / "ohio.txt"), kListing);
  EXPECT_EQ(runCli("info " + bundle).exitCode, 0);
}

TEST(OobCli, AGamesJsonRosterIsImportedAsATableOfItsCountersWhateverTheFileIsCalled) {
  TempDir tmp;
  const std::string bundle = newBundle(tmp);
  const auto json = std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "tests/importers/oob_corpus/published" /
                    "harpers_ferry_gcacw_web_json_confederate_jackson_mclaws.txt";
  const auto r = runCli("import oob " + bundle + " " + json.string());
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("format: table (the text is data records"), std::string::npos) << r.out;
  const std::string oob = readFile(tmp / "shiloh.hexw" / "oob.xml");
  EXPECT_NE(oob.find("name=\"A.P. Hill\""), std::string::npos) << oob;
  EXPECT_NE(oob.find("line=\"43\""), std::string::npos) << "the record's own line: " << oob;
}

TEST(OobCli, AnEntryThatCannotBeImportedIsAWarningWithFileAndLineAndTheRestIsImported) {
  TempDir tmp;
  const std::string bundle = newBundle(tmp);
  writeFile(tmp / "bad.csv",
            "path,unit,type\nArmy of the Ohio/Fourth Division,Balloon Corps,balloon\n"
            "Army of the Ohio/Fourth Division,6th Ohio,infantry\n");
  const auto r = runCli("import oob " + bundle + " " + (tmp / "bad.csv").string());
  ASSERT_EQ(r.exitCode, 0) << r.err;
  // Diagnostics name the path the user gave, not the bundle's copy.
  EXPECT_NE(r.err.find((tmp / "bad.csv").string() + ":2"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("import.oob.unknown-type"), std::string::npos) << r.err;
  const std::string oob = readFile(tmp / "shiloh.hexw" / "oob.xml");
  EXPECT_NE(oob.find("6th Ohio"), std::string::npos) << oob;
  EXPECT_NE(oob.find("line 2 not imported: Balloon Corps (type balloon)"), std::string::npos) << oob;
  const auto missing = runCli("import oob " + bundle + " " + (tmp / "nope.txt").string());
  EXPECT_EQ(missing.exitCode, 2);
  EXPECT_NE(missing.err.find("nope.txt"), std::string::npos);
}

// An Official Records page as pasted: the title with commas, page furniture, footnote
// marks and their texts, a line nobody can read, no army heading.
const char* kPastedPage =
    "Organization of the Army of the Mississippi, General Albert Sidney Johnston, commanding, at the battle of "
    "Shiloh, Tenn., April 6-7, 1862.\n"
    "\n"
    "104 OPERATIONS IN KY., TENN., N. ALA., AND SW. VA. [CHAP. XXII.\n"
    "\n"
    "FIRST ARMY CORPS.\n"
    "Maj. Gen. Leonidas Polk.\n"
    "\n"
    "FIRST DIVISION.\n"
    "Brig. Gen. Charles Clark (w).\n"
    "\n"
    "First Brigade.\n"
    "Col. Robert M. Russell.\n"
    "11th Louisiana, Col. Samuel F. Marks (w), Lieut. Col.\n"
    "Robert H. Barrow.*\n"
    "12th Tennessee, Lieut. Col. Tyree H. Bell; Maj. Robert P. Caldwell.\n"
    "~~~~ ~~~~\n"
    "Tennessee Battery, Capt. Smith P. Bankhead.\n"
    "105 OPERATIONS IN KY., TENN., N. ALA., AND SW. VA. [CHAP. XXII.\n"
    "Total First Brigade ........ 1,459\n"
    "* Wounded April 7.\n";

TEST(OobCli, APastedPageIsReadWholeAndReviewedBeforeApplying) {
  TempDir tmp;
  const std::string bundle = newBundle(tmp);
  const std::string before = readFile(tmp / "shiloh.hexw" / "oob.xml");
  writeFile(tmp / "shiloh.txt", kPastedPage);
  const auto dry = runCli("import oob " + bundle + " " + (tmp / "shiloh.txt").string() + " --dry-run");
  ASSERT_EQ(dry.exitCode, 0) << dry.err;
  // Read as text although the title has commas, and said why.
  EXPECT_NE(dry.out.find("format: text (the file name ends in .txt)"), std::string::npos) << dry.out;
  // The title names the army and its commander; the tree shows each entry with its line.
  EXPECT_NE(dry.out.find("Army of the Mississippi (army, confederate)  (line 1)"), std::string::npos) << dry.out;
  EXPECT_NE(dry.out.find("General Albert Sidney Johnston"), std::string::npos) << dry.out;
  EXPECT_NE(dry.out.find("11th Louisiana [infantry]"), std::string::npos) << dry.out;
  // The wrapped officer is joined, and the footnote's text follows the entry citing it.
  EXPECT_NE(dry.out.find("Robert H. Barrow"), std::string::npos) << dry.out;
  EXPECT_NE(dry.out.find("Wounded April 7."), std::string::npos) << dry.out;
  // Furniture is no unit: the running heads and the total line are dropped.
  EXPECT_EQ(dry.out.find("OPERATIONS IN KY"), std::string::npos) << dry.out;
  EXPECT_EQ(dry.out.find("Total First Brigade ["), std::string::npos) << dry.out;
  // The line nobody reads is listed for review with file:line, never fatal.
  EXPECT_NE(dry.out.find("to review (1 lines not understood"), std::string::npos) << dry.out;
  EXPECT_NE(dry.out.find((tmp / "shiloh.txt").string() + ":16"), std::string::npos) << dry.out;
  EXPECT_EQ(readFile(tmp / "shiloh.hexw" / "oob.xml"), before);  // a dry run changes nothing
  const auto json = runCli("import oob " + bundle + " " + (tmp / "shiloh.txt").string() + " --dry-run --format json");
  ASSERT_EQ(json.exitCode, 0) << json.err;
  const auto j = nlohmann::json::parse(json.out);
  EXPECT_EQ(j["outcome"]["review"][0]["line"], 16);
  EXPECT_GE(j["outcome"]["furniture_dropped"], 3);
  bool doubtful = false, tenthLine = false;
  for (const auto& row : j["tree"]) {
    doubtful = doubtful || row["doubtful"].get<bool>();
    tenthLine = tenthLine || (row["line"] == 13 && row["text"].get<std::string>().starts_with("11th Louisiana"));
  }
  EXPECT_TRUE(tenthLine) << j["tree"].dump(1);
  EXPECT_TRUE(doubtful) << "the placeholder-free listing still marks what it guessed";
  const auto applied = runCli("import oob " + bundle + " " + (tmp / "shiloh.txt").string());
  ASSERT_EQ(applied.exitCode, 0) << applied.err;
  EXPECT_NE(readFile(tmp / "shiloh.hexw" / "oob.xml").find("11th Louisiana"), std::string::npos);
}

TEST(OobCli, ExportThenImportGivesTheSameOrderOfBattle) {
  TempDir tmp;
  const std::string bundle = newBundle(tmp);
  writeFile(tmp / "ohio.txt", kListing);
  ASSERT_EQ(runCli("import oob " + bundle + " " + (tmp / "ohio.txt").string()).exitCode, 0);
  const auto exported = runCli("export oob " + bundle + " -o " + (tmp / "oob.csv").string());
  ASSERT_EQ(exported.exitCode, 0) << exported.err;
  const std::string second = (tmp / "second.hexw").string();
  ASSERT_EQ(runCli("new " + second + " --ruleset bloody-april --cols 10 --rows 10").exitCode, 0);
  const auto r = runCli("import oob " + second + " " + (tmp / "oob.csv").string());
  ASSERT_EQ(r.exitCode, 0) << r.err;
  ASSERT_EQ(runCli("export oob " + second + " -o " + (tmp / "again.csv").string()).exitCode, 0);
  EXPECT_EQ(readFile(tmp / "again.csv"), readFile(tmp / "oob.csv"));
}

// Every sample's order of battle survives export, import --replace and export again,
// byte for byte: formations without an army above them (Hell Before Night's Lew Wallace,
// Huzzah!'s Frost), a regiment whose formation and unit share an id (Huzzah!), and values
// with en dashes (Dress on the Colors' "Fresh: 6–5") used to be refused or rewritten.
TEST(OobCli, EverySampleOrderOfBattleRoundTripsUnchanged) {
  namespace fs = std::filesystem;
  int samples = 0;
  for (const auto& entry : fs::directory_iterator(fs::path(HEXWRIGHT_SOURCE_DIR) / "scenarios")) {
    if (entry.path().extension() != ".hexw") continue;
    // A ground-only sample (olinda-ground) has no order of battle to carry.
    if (readFile(entry.path() / "oob.xml").find("<unit ") == std::string::npos) continue;
    ++samples;
    SCOPED_TRACE(entry.path().filename().string());
    TempDir tmp;
    const fs::path copy = tmp / "copy.hexw";
    fs::copy(entry.path(), copy, fs::copy_options::recursive);
    const auto exported = runCli("export oob " + copy.string() + " -o " + (tmp / "oob.csv").string());
    ASSERT_EQ(exported.exitCode, 0) << exported.err;
    const auto imported = runCli("import oob " + copy.string() + " " + (tmp / "oob.csv").string() + " --replace");
    ASSERT_EQ(imported.exitCode, 0) << imported.err;
    ASSERT_EQ(runCli("export oob " + copy.string() + " -o " + (tmp / "again.csv").string()).exitCode, 0);
    EXPECT_EQ(readFile(tmp / "again.csv"), readFile(tmp / "oob.csv"));
  }
  EXPECT_GE(samples, 5);
}

TEST(OobCli, PrintsHowTheFileWasReadAndWhatItFound) {
  TempDir tmp;
  const std::string bundle = newBundle(tmp);
  writeFile(tmp / "ohio.txt", kListing);
  const auto text = runCli("import oob " + bundle + " " + (tmp / "ohio.txt").string() + " --dry-run");
  ASSERT_EQ(text.exitCode, 0) << text.err;
  EXPECT_NE(text.out.find("read as: section-31 style, UTF-8"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("units 3, leaders 5"), std::string::npos) << text.out;  // Buell, Nelson, Ammen and two aides
  // --report json is the spelling of --format json.
  const auto json = runCli("import oob " + bundle + " " + (tmp / "ohio.txt").string() + " --dry-run --report json");
  ASSERT_EQ(json.exitCode, 0) << json.err;
  const auto j = nlohmann::json::parse(json.out);
  EXPECT_EQ(j["outcome"]["read_as"], "section-31 style");
  EXPECT_EQ(j["outcome"]["formations_by_level"]["division"], 1);
  EXPECT_EQ(j["outcome"]["units"], 3);
}

TEST(OobCli, RefusesEmptyBinaryAndJunkFilesWithoutTouchingTheBundle) {
  TempDir tmp;
  const std::string bundle = newBundle(tmp);
  const std::string before = readFile(tmp / "shiloh.hexw" / "oob.xml");
  writeFile(tmp / "empty.txt", "");
  const auto empty = runCli("import oob " + bundle + " " + (tmp / "empty.txt").string());
  EXPECT_EQ(empty.exitCode, 2);
  EXPECT_NE(empty.err.find("import.oob.empty"), std::string::npos) << empty.err;
  writeFile(tmp / "map.png", std::string("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) + std::string(20000, '\x01'));
  const auto binary = runCli("import oob " + bundle + " " + (tmp / "map.png").string());
  EXPECT_EQ(binary.exitCode, 2);
  EXPECT_NE(binary.err.find("is not a text file"), std::string::npos) << binary.err;
  EXPECT_LT(binary.err.size() + binary.out.size(), 2000u);  // no echo of the bytes
  std::string junk;
  for (int i = 0; i < 3000; ++i) junk += "qwx zzv, plk: " + std::to_string(i) + " frumble\n";
  writeFile(tmp / "junk.txt", junk);
  const auto refused = runCli("import oob " + bundle + " " + (tmp / "junk.txt").string());
  EXPECT_EQ(refused.exitCode, 2);
  EXPECT_LT(refused.err.size(), 5000u) << "diagnostics are capped per rule";
  EXPECT_NE(refused.err.find("more like this"), std::string::npos) << refused.err;
  EXPECT_EQ(readFile(tmp / "shiloh.hexw" / "oob.xml"), before);
  EXPECT_FALSE(std::filesystem::exists(tmp / "shiloh.hexw" / "sources"));
}

TEST(OobCli, ArmyAndSideOptionsAnchorAListingWithoutThem) {
  TempDir tmp;
  const std::string bundle = newBundle(tmp);
  writeFile(tmp / "division.txt",
            "FIRST DIVISION.\nMaj. Gen. John A. McClernand.\nFirst Brigade.\nCol. Abraham M. Hare (w).\n"
            "8th Illinois, Capt. James M. Ashmore (w).\n");
  // Without them the listing is imported all the same, under a placeholder army the
  // report asks the designer to rename (or to name with --army).
  const auto dry = runCli("import oob " + bundle + " " + (tmp / "division.txt").string() + " --dry-run");
  ASSERT_EQ(dry.exitCode, 0) << dry.err;
  EXPECT_NE(dry.err.find("--army"), std::string::npos) << dry.err;
  EXPECT_NE(dry.out.find("Army (unnamed)"), std::string::npos) << dry.out;
  EXPECT_EQ(dry.err.find("import.oob.missing-parent"), std::string::npos) << "no cascade: " << dry.err;
  const auto with = runCli("import oob " + bundle + " " + (tmp / "division.txt").string() +
                           " --army \"Army of the Tennessee\" --side union");
  ASSERT_EQ(with.exitCode, 0) << with.err;
  EXPECT_NE(with.out.find("read as: Official Records style"), std::string::npos) << with.out;
  const auto bad = runCli("import oob " + bundle + " " + (tmp / "division.txt").string() + " --side prussia");
  EXPECT_EQ(bad.exitCode, 2);
  EXPECT_NE(bad.err.find("--side prussia is none of"), std::string::npos) << bad.err;
}

TEST(OobCli, WorkbooksExportAndImportBackUnchangedThroughTheCommandLine) {
  // `hexwright` links no GDAL: it hands workbooks to hexwright-gis, as the user never sees.
  TempDir tmp;
  const std::string sample = (std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "scenarios" / "bloody-april.hexw").string();
  ASSERT_EQ(runCli("export oob " + sample + " -o " + (tmp / "oob.csv").string()).exitCode, 0);
  for (const char* ext : {"xlsx", "ods"}) {
    const std::string workbook = (tmp / (std::string("oob.") + ext)).string();
    const auto out = runCli("export oob " + sample + " -o " + workbook);
    ASSERT_EQ(out.exitCode, 0) << out.err;
    EXPECT_NE(out.out.find("522 units"), std::string::npos) << out.out;
    const std::string bundle = (tmp / (std::string("back-") + ext + ".hexw")).string();
    ASSERT_EQ(runCli("new " + bundle + " --ruleset bloody-april --cols 10 --rows 10").exitCode, 0);
    const auto in = runCli("import oob " + bundle + " " + workbook + " --replace");
    ASSERT_EQ(in.exitCode, 0) << in.err;
    EXPECT_NE(in.out.find("format: table (the file name ends in ." + std::string(ext) + ")"), std::string::npos)
        << in.out;
    const std::string again = (tmp / (std::string("again-") + ext + ".csv")).string();
    ASSERT_EQ(runCli("export oob " + bundle + " -o " + again).exitCode, 0);
    EXPECT_EQ(readFile(again), readFile(tmp / "oob.csv")) << ext;
  }
  const auto sheet = runCli("import oob " + (tmp / "back-ods.hexw").string() + " " + (tmp / "oob.ods").string() +
                            " --sheet Nowhere --dry-run");
  EXPECT_EQ(sheet.exitCode, 2);
  EXPECT_NE(sheet.err.find("no sheet of"), std::string::npos) << sheet.err;
}

TEST(OobCli, HelpDescribesBothCommands) {
  const auto imp = runCli("import oob --help");
  EXPECT_EQ(imp.exitCode, 0);
  EXPECT_NE(imp.out.find("--profile"), std::string::npos);
  EXPECT_NE(imp.out.find("--format"), std::string::npos);
  EXPECT_NE(imp.out.find("--side"), std::string::npos);
  EXPECT_NE(imp.out.find("--army"), std::string::npos);
  EXPECT_NE(imp.out.find("--input-format"), std::string::npos);
  EXPECT_NE(imp.out.find("--sheet"), std::string::npos);
  const auto exp = runCli("export oob --help");
  EXPECT_EQ(exp.exitCode, 0);
  EXPECT_NE(exp.out.find("--output"), std::string::npos);
}

}  // namespace
}  // namespace hexwright::testing
