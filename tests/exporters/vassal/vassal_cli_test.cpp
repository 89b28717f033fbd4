// `hexwright export vassal` run as a user would, on the sample bundles: the Hell Before
// Night module against its reviewed golden XML (golden/vassal-hell-before-night/), Bloody
// April's lettered sections as two boards, bad input refused with exit 2 and nothing
// written, and the JSON report.
//
// Regenerate the golden after an intended change:
//   HEXWRIGHT_UPDATE_GOLDEN=1 build/tests/exporters_tests --gtest_filter='VassalCli.*Golden*'
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>

#include "exporters/fixtures.h"
#include "exporters/print/counter_print.h"
#include "exporters/print/export_inputs.h"
#include "exporters/vassal/vassal_images.h"
#include "exporters/vassal/vassal_reader.h"

namespace hexwright::vassal_test {
namespace {

using exporters::testing::run;
using exporters::testing::tempDir;

const std::string kSamples = std::string(HEXWRIGHT_SOURCE_DIR) + "/scenarios/";
const std::filesystem::path kGolden =
    std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "tests/exporters/golden/vassal-hell-before-night";

std::string hexwright(const std::string& args, int& status) {
  return run(std::string("'") + HEXWRIGHT_CLI + "' " + args + " 2>&1", &status);
}

std::string readText(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), {});
}

void compareWithGolden(const std::string& name, const std::string& actual) {
  const auto path = kGolden / name;
  if (std::getenv("HEXWRIGHT_UPDATE_GOLDEN")) {
    std::filesystem::create_directories(kGolden);
    std::ofstream(path, std::ios::binary) << actual;
  }
  const std::string golden = readText(path);
  ASSERT_FALSE(golden.empty()) << "missing golden " << path << " (run with HEXWRIGHT_UPDATE_GOLDEN=1)";
  if (golden == actual) return;
  std::size_t line = 1, i = 0;
  while (i < golden.size() && i < actual.size() && golden[i] == actual[i]) line += golden[i++] == '\n';
  FAIL() << name << " differs from the golden from line " << line;
}

TEST(VassalCli, HellBeforeNightDraftMatchesTheReviewedGolden) {
  const auto out = tempDir("vassal-cli-hbn") / "hbn.vmod";
  int status = 0;
  const std::string log = hexwright(
      "export vassal '" + kSamples + "hell-before-night.hexw' -o '" + out.string() + "' --allow-incomplete", status);
  ASSERT_EQ(status, 0) << log;
  EXPECT_NE(log.find("wrote " + out.string()), std::string::npos) << log;
  // The sample has no set-up and units without ratings (its notes say why): warnings.
  EXPECT_NE(log.find("warning:"), std::string::npos) << log;
  std::string error;
  const auto m = Module::read(out, error);
  ASSERT_TRUE(m) << error;
  compareWithGolden("buildFile.xml", m->entry("buildFile.xml")->data);
  compareWithGolden("moduledata", m->entry("moduledata")->data);
  const auto board = m->image("board.png");
  ASSERT_TRUE(board);
  EXPECT_EQ(
      board->width,
      m->buildFile().select_node("//VASSAL.build.module.map.boardPicker.Board").node().attribute("width").as_int());
}

TEST(VassalCli, RefusesIncompleteScenariosAndBadOptionsWithExitTwo) {
  const auto dir = tempDir("vassal-cli-bad");
  int status = 0;
  std::string log = hexwright(
      "export vassal '" + kSamples + "hell-before-night.hexw' -o '" + (dir / "a.vmod").string() + "'", status);
  EXPECT_EQ(status, 2) << log;
  EXPECT_NE(log.find("no unit is placed"), std::string::npos) << log;
  EXPECT_NE(log.find("--allow-incomplete"), std::string::npos) << log;
  EXPECT_FALSE(std::filesystem::exists(dir / "a.vmod"));

  log = hexwright(
      "export vassal '" + kSamples + "dress-on-the-colors.hexw' --inch-px 500 -o '" + (dir / "b.vmod").string() + "'",
      status);
  EXPECT_EQ(status, 2) << log;
  EXPECT_NE(log.find("--inch-px"), std::string::npos) << log;
  EXPECT_FALSE(std::filesystem::exists(dir / "b.vmod"));

  log = hexwright("export vassal '" + kSamples + "huzzah.hexw' -o '" + (dir / "c.zip").string() + "'", status);
  EXPECT_EQ(status, 2) << log;
  EXPECT_NE(log.find(".vmod"), std::string::npos) << log;

  log = hexwright("export vassal --help", status);
  EXPECT_EQ(status, 0);
  EXPECT_NE(log.find("--hex-px"), std::string::npos) << log;
}

// docs/vassal.md's table of samples says, for each, what an export without
// --allow-incomplete does; every row is run and must say the truth, and every sample in
// scenarios/ must have a row.
TEST(VassalCli, SamplesAreAsDocsVassalSays) {
  const std::string doc = readText(std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "docs/vassal.md");
  const std::regex row(R"(\| `([a-z-]+)` \| (exported|refused: ([^|]*)) \|)");
  std::set<std::string> documented;
  const auto dir = tempDir("vassal-samples-doc");
  for (auto it = std::sregex_iterator(doc.begin(), doc.end(), row); it != std::sregex_iterator(); ++it) {
    const std::string sample = (*it)[1];
    if (!std::filesystem::exists(kSamples + sample + ".hexw")) continue;
    SCOPED_TRACE(sample);
    documented.insert(sample);
    int status = 0;
    const std::string log = hexwright(
        "export vassal '" + kSamples + sample + ".hexw' -o '" + (dir / (sample + ".vmod")).string() + "'", status);
    const bool refused = (*it)[2].str() != "exported";
    EXPECT_EQ(status, refused ? 2 : 0) << log;
    // Exactly the error rules the row names.
    std::set<std::string> said, found;
    const std::string rules = (*it)[3];
    const std::regex rule("`(export\\.vassal\\.[a-z-]+)`");
    for (auto r = std::sregex_iterator(rules.begin(), rules.end(), rule); r != std::sregex_iterator(); ++r)
      said.insert((*r)[1]);
    const std::regex error(R"(^error: .*\[(export\.vassal\.[a-z-]+)\]$)", std::regex::multiline);
    for (auto r = std::sregex_iterator(log.begin(), log.end(), error); r != std::sregex_iterator(); ++r)
      found.insert((*r)[1]);
    EXPECT_EQ(said, found) << log;
  }
  std::size_t samples = 0;
  for (const auto& entry : std::filesystem::directory_iterator(kSamples)) {
    if (entry.path().extension() != ".hexw") continue;
    ++samples;
    EXPECT_TRUE(documented.count(entry.path().stem().string()))
        << entry.path().stem() << " has no row in docs/vassal.md's table of samples";
  }
  EXPECT_GE(samples, 5u);
}

TEST(VassalCli, BloodyAprilSectionsBecomeTwoBoardsAndTheReportIsJson) {
  const auto out = tempDir("vassal-cli-ba") / "ba.vmod";
  int status = 0;
  const std::string log =
      run(std::string("'") + HEXWRIGHT_CLI + "' export vassal '" + kSamples + "bloody-april.hexw' -o '" + out.string() +
              "' --hex-px 24 --allow-incomplete --format json",
          &status);
  ASSERT_EQ(status, 0) << log;
  const auto j = nlohmann::json::parse(log);
  EXPECT_TRUE(j.at("ok").get<bool>());
  ASSERT_EQ(j.at("boards").size(), 2u);
  EXPECT_EQ(j.at("boards")[0].at("name"), "Map A");
  EXPECT_EQ(j.at("hex_px"), 24);
  EXPECT_GT(j.at("placed_units").get<int>(), 100);
  std::string error;
  const auto m = Module::read(out, error);
  ASSERT_TRUE(m) << error;
  EXPECT_EQ(m->buildFile().select_node("//VASSAL.build.module.map.BoardPicker/setup").node().text().get(),
            std::string("Main MapBoardPicker\tMap A\t0\t0\tMap B\t1\t0"));
  // Set-up rows such as 29.5's "A2223/6" stand by the board's own lettered location.
  EXPECT_TRUE(m->buildFile().select_node("//VASSAL.build.module.map.SetupStack[@owningBoard='Map B']"));
  for (const auto& x : m->buildFile().select_nodes("//VASSAL.build.module.map.SetupStack[@useGridLocation='true']")) {
    const std::string board = x.node().attribute("owningBoard").value(), loc = x.node().attribute("location").value();
    EXPECT_EQ(loc.substr(0, 1), board.substr(4, 1)) << loc << " on " << board;
  }
  // 2.6 states the game's die, a d6: the module rolls one six-sided die.
  const pugi::xml_node dice = m->buildFile().select_node("//VASSAL.build.module.DiceButton").node();
  ASSERT_TRUE(dice);
  EXPECT_EQ(dice.attribute("nDice").as_int(), 1);
  EXPECT_EQ(dice.attribute("nSides").as_int(), 6);
  EXPECT_NE(std::string(dice.attribute("tooltip").value()).find("rule 2.6"), std::string::npos);
  EXPECT_EQ(dice.attribute("plus").as_int(), 0);
}

// A VASSAL counter is the printed counter: the module holds, byte for byte, the face the
// counter painter draws at the printed size with the ruleset's stated abbreviations
// ("Confederate Guards Response Battalion" shortened with Bloody April's "Tenn"), and not the
// face it would draw without them.
TEST(VassalCli, CounterImagesAreThePrintedFacesWithTheStatedAbbreviations) {
  const auto out = tempDir("vassal-cli-names") / "ba.vmod";
  int status = 0;
  const std::string log = hexwright(
      "export vassal '" + kSamples + "bloody-april.hexw' -o '" + out.string() + "' --hex-px 24 --allow-incomplete",
      status);
  ASSERT_EQ(status, 0) << log;
  std::string error;
  const auto m = Module::read(out, error);
  ASSERT_TRUE(m) << error;
  model::Diagnostics d;
  const auto in = exporters::loadExportInputs(kSamples + "bloody-april.hexw", d);
  ASSERT_TRUE(in && in->ruleset);
  // An infantry battalion: its states are its sides, so its faces keep no tab corner.
  const model::Unit* battery = nullptr;
  for (const auto& u : in->scenario.oob.units)
    if (u.name == "Confederate Guards Response Battalion") battery = &u;
  ASSERT_NE(battery, nullptr);
  const exporters::CounterSpec spec{battery, nullptr, battery->side};
  const double sizeMm = exporters::resolveCounterSizeMm({}, in->rulesetOrNull(), d);
  const exporters::CounterPainter stated(in->scenario, in->rulesetOrNull());
  exporters::CounterPainter plain(in->scenario, in->rulesetOrNull());
  plain.setNameAbbreviations({});
  auto resources = std::make_shared<exporters::CairoResources>();
  bool found = false, foundPlain = false;
  std::set<int> widths;
  for (const auto& e : m->entries())
    if (e.name.rfind("images/", 0) == 0 && e.data.size() > 24 && e.data.compare(1, 3, "PNG") == 0)
      widths.insert((static_cast<unsigned char>(e.data[18]) << 8) | static_cast<unsigned char>(e.data[19]));
  for (const int px : widths) {
    const auto want = exporters::vassal::renderCounterFace(stated, spec, stated.front(spec), sizeMm, px, resources);
    const auto without = exporters::vassal::renderCounterFace(plain, spec, plain.front(spec), sizeMm, px, resources);
    ASSERT_NE(want.bytes, without.bytes) << "the stated abbreviations change nothing on this counter";
    for (const auto& e : m->entries()) {
      found = found || e.data == want.bytes;
      foundPlain = foundPlain || e.data == without.bytes;
    }
  }
  EXPECT_TRUE(found) << "no image in the module is the painter's face of " << battery->name;
  EXPECT_FALSE(foundPlain);
}

}  // namespace
}  // namespace hexwright::vassal_test
