// `hexwright import oob` and `hexwright export oob` as a user runs them.
#include <gtest/gtest.h>

#include <fstream>

#include "run_cli.h"

namespace hexwright::testing {
namespace {

void write(const std::filesystem::path& p, const std::string& text) {
  std::ofstream(p, std::ios::binary) << text;
}

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
  write(tmp / "ohio.txt", kListing);
  const auto r = runCli("import oob " + bundle + " " + (tmp / "ohio.txt").string());
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("3 formations, 8 units"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("infantry 3"), std::string::npos) << r.out;
  EXPECT_EQ(readFile(tmp / "shiloh.hexw" / "sources" / "ohio.txt"), kListing);
  const std::string oob = readFile(tmp / "shiloh.hexw" / "oob.xml");
  EXPECT_NE(oob.find("name=\"36th Indiana\""), std::string::npos);
  EXPECT_NE(oob.find("file=\"sources/ohio.txt\" line=\"5\""), std::string::npos) << oob;
  // A later save (another import) keeps the cited source.
  write(tmp / "more.csv", "path,unit,type\nArmy of the Ohio/Fourth Division/Tenth Brigade,Extra Company,infantry\n");
  ASSERT_EQ(runCli("import oob " + bundle + " " + (tmp / "more.csv").string()).exitCode, 0);
  EXPECT_EQ(readFile(tmp / "shiloh.hexw" / "sources" / "ohio.txt"), kListing);
  EXPECT_EQ(runCli("info " + bundle).exitCode, 0);
}

TEST(OobCli, BadInputNamesFileAndLineAndLeavesTheBundleUntouched) {
  TempDir tmp;
  const std::string bundle = newBundle(tmp);
  const std::string before = readFile(tmp / "shiloh.hexw" / "oob.xml");
  write(tmp / "bad.csv", "path,unit,type\nArmy of the Ohio/Fourth Division,Balloon Corps,balloon\n");
  const auto r = runCli("import oob " + bundle + " " + (tmp / "bad.csv").string());
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("sources/bad.csv:2"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("import.oob.unknown-type"), std::string::npos) << r.err;
  EXPECT_EQ(readFile(tmp / "shiloh.hexw" / "oob.xml"), before);
  EXPECT_FALSE(std::filesystem::exists(tmp / "shiloh.hexw" / "sources"));
  const auto missing = runCli("import oob " + bundle + " " + (tmp / "nope.txt").string());
  EXPECT_EQ(missing.exitCode, 2);
  EXPECT_NE(missing.err.find("nope.txt"), std::string::npos);
}

TEST(OobCli, ExportThenImportGivesTheSameOrderOfBattle) {
  TempDir tmp;
  const std::string bundle = newBundle(tmp);
  write(tmp / "ohio.txt", kListing);
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

TEST(OobCli, HelpDescribesBothCommands) {
  const auto imp = runCli("import oob --help");
  EXPECT_EQ(imp.exitCode, 0);
  EXPECT_NE(imp.out.find("--profile"), std::string::npos);
  EXPECT_NE(imp.out.find("--format"), std::string::npos);
  const auto exp = runCli("export oob --help");
  EXPECT_EQ(exp.exitCode, 0);
  EXPECT_NE(exp.out.find("--output"), std::string::npos);
}

}  // namespace
}  // namespace hexwright::testing
