// `hexwright convert oob` as a user runs it: a small Bloody April bundle built with
// `new` and `import oob`, converted to Hell Before Night and Unconditional Surrender.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>

#include "run_cli.h"

namespace hexwright::testing {
namespace {

// One brigade of four regiments (500-800 men: 5-8 BA strength points, BA 2.5) and a battery.
const char* kOob =
    "side,army,corps,division,brigade,unit,type,men,weapon,guns,attr:morale,attr:officer,attr:guns\n"
    "confederate,Army of the Mississippi,Second Corps,First Division,First Brigade,4th Louisiana,infantry,500,Rifled "
    "Musket,,4,Gibson,\n"
    "confederate,Army of the Mississippi,Second Corps,First Division,First Brigade,13th Louisiana,infantry,600,Rifled "
    "Musket,,4,Gibson,\n"
    "confederate,Army of the Mississippi,Second Corps,First Division,First Brigade,19th "
    "Louisiana,infantry,700,Musket,,4,Gibson,\n"
    "confederate,Army of the Mississippi,Second Corps,First Division,First Brigade,1st "
    "Arkansas,infantry,800,Musket,,3,Gibson,\n"
    "confederate,Army of the Mississippi,Second Corps,First Division,First Brigade,Bain's Battery,artillery,,,4,4,,"
    "\"2 x 6-pounder smoothbores, 2 x 12-pounder Howitzers\"\n";

std::string baBundle(const TempDir& tmp) {
  const std::string bundle = (tmp / "shiloh.hexw").string();
  auto r = runCli("new " + bundle + " --ruleset bloody-april --cols 12 --rows 9");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  writeFile(tmp / "oob.csv", kOob);
  r = runCli("import oob " + bundle + " " + (tmp / "oob.csv").string());
  EXPECT_EQ(r.exitCode, 0) << r.err << r.out;
  return bundle;
}

const nlohmann::json* entry(const nlohmann::json& report, const std::string& kind, const std::string& name) {
  for (const auto& e : report["entries"])
    if (e["kind"] == kind && e["source_name"] == name) return &e;
  return nullptr;
}

TEST(ConvertOobCli, BloodyAprilToHellBeforeNightMapsRegimentsOneToOne) {
  TempDir tmp;
  const std::string bundle = baBundle(tmp);
  const std::string out = (tmp / "hbn.hexw").string();
  const auto r = runCli("convert oob " + bundle + " --to hell-before-night -o " + out + " --format json");
  // A 12 x 9 Bloody April map is no Hell Before Night map: written, but it does not validate.
  ASSERT_EQ(r.exitCode, 1) << r.err << r.out;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_FALSE(j["ok"].get<bool>());
  EXPECT_TRUE(j["written"].get<bool>());
  EXPECT_EQ(j["to"], "hell-before-night");
  EXPECT_NE(j["table"].get<std::string>().find("bloody-april--hell-before-night.xml"), std::string::npos);
  EXPECT_EQ(j["counts"]["mapped"]["units"], 5);
  EXPECT_EQ(j["counts"]["merged"]["units"], 0);
  EXPECT_EQ(j["counts"]["merged"]["formations"], 1);  // the corps: HBN has none
  const auto* corps = entry(j, "formation", "Second Corps");
  ASSERT_NE(corps, nullptr);
  EXPECT_EQ((*corps)["action"], "merged");
  EXPECT_FALSE((*corps)["rule"].get<std::string>().empty());
  // HBN states no men per strength point: flagged, not invented.
  bool flagged = false;
  for (const auto& d : j["diagnostics"]) flagged |= d["rule"] == "convert.strength.unknown";
  EXPECT_TRUE(flagged) << r.out;

  const auto info = runCli("info " + out + " --format json");
  ASSERT_EQ(info.exitCode, 0) << info.err;
  const auto i = nlohmann::json::parse(info.out);
  EXPECT_EQ(i["ruleset"], "hell-before-night");
  EXPECT_EQ(i["grid"]["columns"], 12);
  EXPECT_EQ(i["grid"]["rows"], 9);
  const std::string oob = readFile(tmp / "hbn.hexw" / "oob.xml");
  EXPECT_NE(oob.find("Guns: 2 L, 2 HA"), std::string::npos) << oob;
  EXPECT_NE(oob.find("level=\"formation\""), std::string::npos) << oob;
}

TEST(ConvertOobCli, BloodyAprilToUnconditionalSurrenderMergesTheBrigade) {
  TempDir tmp;
  const std::string bundle = baBundle(tmp);
  const std::string out = (tmp / "us.hexw").string();
  const auto report = tmp / "report.json";
  const auto r = runCli("convert oob " + bundle + " --to unconditional-surrender -o " + out +
                        " --format json --report " + report.string());
  ASSERT_EQ(r.exitCode, 1) << r.err << r.out;  // written; the small map does not validate
  const auto j = nlohmann::json::parse(readFile(report));
  EXPECT_EQ(j["counts"]["merged"]["units"], 1);
  const auto* brigade = entry(j, "unit", "First Brigade");
  ASSERT_NE(brigade, nullptr);
  EXPECT_EQ((*brigade)["action"], "merged");
  EXPECT_EQ((*brigade)["sources"].size(), 4u);
  EXPECT_EQ((*brigade)["target_type"], "infantry-brigade");
  const std::string oob = readFile(tmp / "us.hexw" / "oob.xml");
  // 2600 men (BA 2.5) at 200 per US strength point (US 1.5 B).
  EXPECT_NE(oob.find("name=\"strength\" type=\"int\" value=\"13\""), std::string::npos) << oob;
  for (const char* name : {"4th Louisiana", "13th Louisiana", "19th Louisiana", "1st Arkansas"})
    EXPECT_NE(oob.find(name), std::string::npos) << name;
  EXPECT_EQ(runCli("info " + out).exitCode, 0);
}

TEST(ConvertOobCli, TextReportAndFailuresWriteNothing) {
  TempDir tmp;
  const std::string bundle = baBundle(tmp);
  const std::string out = (tmp / "hbn.hexw").string();
  const auto text = runCli("convert oob " + bundle + " --to hell-before-night -o " + out);
  ASSERT_EQ(text.exitCode, 1) << text.err;
  EXPECT_NE(text.out.find("dropped:"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("Written to"), std::string::npos);
  // The output exists now: refused without --force, and left as it is.
  const std::string before = readFile(tmp / "hbn.hexw" / "oob.xml");
  const auto again = runCli("convert oob " + bundle + " --to hell-before-night -o " + out);
  EXPECT_EQ(again.exitCode, 2);
  EXPECT_NE(again.err.find("convert.output.exists"), std::string::npos) << again.err;
  EXPECT_EQ(readFile(tmp / "hbn.hexw" / "oob.xml"), before);
  EXPECT_EQ(runCli("convert oob " + bundle + " --to hell-before-night -o " + out + " --force").exitCode, 1);

  const auto unknown = runCli("convert oob " + bundle + " --to no-such-game -o " + (tmp / "x.hexw").string());
  EXPECT_EQ(unknown.exitCode, 2);
  EXPECT_FALSE(std::filesystem::exists(tmp / "x.hexw"));
  const auto same = runCli("convert oob " + bundle + " --to bloody-april -o " + (tmp / "y.hexw").string());
  EXPECT_EQ(same.exitCode, 2);
  writeFile(tmp / "bad.xml",
            "<conversion from=\"bloody-april\" to=\"hell-before-night\"><units><unit from=\"infantry\" "
            "to=\"hussar\"/></units></conversion>");
  const auto bad = runCli("convert oob " + bundle + " --to hell-before-night -o " + (tmp / "z.hexw").string() +
                          " --table " + (tmp / "bad.xml").string());
  EXPECT_EQ(bad.exitCode, 2);
  EXPECT_NE(bad.err.find("hussar"), std::string::npos) << bad.err;
  EXPECT_FALSE(std::filesystem::exists(tmp / "z.hexw"));
  const auto missing =
      runCli("convert oob " + (tmp / "nope.hexw").string() + " --to hell-before-night -o " + (tmp / "w.hexw").string());
  EXPECT_EQ(missing.exitCode, 2);
}

TEST(ConvertOobCli, HelpNamesTheTableAndExitCodes) {
  const auto r = runCli("convert oob --help");
  EXPECT_EQ(r.exitCode, 0);
  EXPECT_NE(r.out.find("--to"), std::string::npos);
  EXPECT_NE(r.out.find("schemas/conversions"), std::string::npos);
  EXPECT_NE(r.out.find("Exit codes"), std::string::npos);
}

TEST(ConvertOobCli, UnionCavalryIntoUnconditionalSurrenderExitsOne) {
  // US cavalry is Forrest's, Confederate only (US 17.1): the converted bundle could not
  // validate, so the conversion fails with exit 1 and writes nothing.
  TempDir tmp;
  const std::string bundle = (tmp / "shiloh.hexw").string();
  ASSERT_EQ(runCli("new " + bundle + " --ruleset bloody-april --cols 12 --rows 9").exitCode, 0);
  writeFile(tmp / "cav.csv", "path,unit,type\nArmy of the Tennessee/First Division,4th Illinois Cavalry,cavalry\n");
  ASSERT_EQ(runCli("import oob " + bundle + " " + (tmp / "cav.csv").string()).exitCode, 0);
  const std::string out = (tmp / "us.hexw").string();
  const auto r = runCli("convert oob " + bundle + " --to unconditional-surrender -o " + out);
  EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
  EXPECT_NE(r.err.find("convert.unit-type.side"), std::string::npos) << r.err;
  EXPECT_FALSE(std::filesystem::exists(out));
  EXPECT_EQ(r.out.rfind("Summary: ", 0), 0u) << r.out;  // the report opens with its summary
}

TEST(ConvertOobCli, ConvertedBundleIsValidatedAndItsErrorsListed) {
  TempDir tmp;
  const std::string bundle = baBundle(tmp);
  const std::string out = (tmp / "huzzah.hexw").string();
  const auto r = runCli("convert oob " + bundle + " --to huzzah -o " + out + " --format json");
  ASSERT_EQ(r.exitCode, 1) << r.err << r.out;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_TRUE(j["written"].get<bool>());
  ASSERT_TRUE(std::filesystem::exists(tmp / "huzzah.hexw" / "oob.xml"));
  std::size_t summaries = 0;
  std::set<std::string> rules;
  for (const auto& d : j["diagnostics"]) {
    rules.insert(d["rule"].get<std::string>());
    if (d["rule"] == "convert.result.invalid") ++summaries;
  }
  EXPECT_EQ(summaries, 1u) << r.out;
  // The same errors `hexwright validate` finds in the written bundle.
  const auto v = runCli("validate " + out + " --format json");
  EXPECT_EQ(v.exitCode, 1);
  // Held in a variable: a range-for over a member of a temporary reads freed memory (ASan).
  const nlohmann::json report = nlohmann::json::parse(v.out);
  for (const auto& d : report["diagnostics"])
    if (d["severity"] == "error") {
      EXPECT_TRUE(rules.count(d["rule"].get<std::string>())) << d.dump();
    }
}

}  // namespace
}  // namespace hexwright::testing
