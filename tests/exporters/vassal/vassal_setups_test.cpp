// Items 4 and 7 of the VASSAL export (#36): several bundles of one game make one module
// whose File > New Game offers each scenario as a predefined set-up. Each set-up's saved
// game is read back as VASSAL reads it (DeobfuscatingInputStream, GameModule.decode's
// ESC-separated commands, BasicCommandEncoder's AddPiece, Stack.setState, BoardPicker's
// command), and every unit it places stands, by the board's own zone and grid numbering,
// on the hex its bundle sets it up on.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>

#include "exporters/fixtures.h"
#include "exporters/print/export_inputs.h"
#include "exporters/vassal/vassal_export.h"
#include "exporters/vassal/vassal_fixture.h"
#include "exporters/vassal/vassal_reference.h"
#include "model/core/progress.h"
#include "model/io/zip_archive.h"

namespace hexwright::vassal_test {
namespace {

namespace fs = std::filesystem;

struct SavedPiece {
  std::string unitId, map;
  int x = 0, y = 0;
  std::vector<std::string> images;  // the BasicPiece's and every Layer's
};

struct Board {
  std::string name;
  int width = 0;
  Grid grid;
  std::vector<ZonePolygon> zones;
};

std::string readFile(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), {});
}

// A piece's AddPiece: the Marker trait's UnitId, and the BasicPiece state (innermost).
SavedPiece readPiece(std::string type, std::string state) {
  SavedPiece p;
  for (;;) {
    Decoder t(type, '\t'), s(state, '\t');
    const std::string mine = t.nextToken(), myState = s.nextToken();
    if (!t.hasMoreTokens()) {
      Decoder basic(mine, ';');  // "piece;cloneKey;deleteKey;image;name"
      for (int i = 0; i < 3; ++i) basic.nextToken("");
      if (const std::string image = basic.nextToken(""); !image.empty()) p.images.push_back(image);
      Decoder b(myState, ';');
      p.map = b.nextToken("null");
      p.x = b.nextInt(-1);
      p.y = b.nextInt(-1);
      return p;
    }
    if (mine.rfind("emb2;", 0) == 0) {
      Decoder layer(mine.substr(5), ';');  // Embellishment.mySetType: 15 fields, then the images
      for (int i = 0; i < 15; ++i) layer.nextToken("");
      for (const auto& image : stringToArray(layer.nextToken("")))
        if (!image.empty()) p.images.push_back(image);
    }
    if (mine.rfind("mark;", 0) == 0) {
      Decoder keys(mine.substr(5), ','), values(myState, ',');
      while (keys.hasMoreTokens()) {
        const std::string key = keys.nextToken(), value = values.nextToken("");
        if (key == "UnitId") p.unitId = value;
      }
    }
    type = t.nextToken();
    state = s.nextToken();
  }
}

// The saved game's pieces by unit id; fails the test on any command VASSAL would not
// decode into a piece on a map.
std::map<std::string, SavedPiece> readSavedGame(const std::string& text, std::vector<std::string>& boardCommands) {
  std::map<std::string, SavedPiece> byId, byUnit;
  Decoder commands(text, 0x1b);
  std::vector<std::string> tokens;
  while (commands.hasMoreTokens()) tokens.push_back(commands.nextToken());
  EXPECT_GE(tokens.size(), 3u);
  EXPECT_EQ(tokens.front(), "begin_save");
  EXPECT_EQ(tokens.back(), "end_save") << "without end_save VASSAL reports the load cancelled";
  for (std::size_t i = 1; i + 1 < tokens.size(); ++i) {
    const std::string& c = tokens[i];
    if (c.rfind("+/", 0) != 0) {
      boardCommands.push_back(c);
      continue;
    }
    Decoder add(c.substr(2), '/');
    const std::string id = add.nextToken(), type = add.nextToken(), state = add.nextToken();
    EXPECT_NE(id, "null");
    if (type == "stack") {
      Decoder st(state, ';');
      const std::string map = st.nextToken();
      const int x = st.nextInt(-1), y = st.nextInt(-1);
      while (st.hasMoreTokens()) {
        const std::string child = st.nextToken();
        const auto it = byId.find(child);
        EXPECT_NE(it, byId.end()) << "stack " << id << " names " << child << " before it is added";
        if (it == byId.end()) continue;
        EXPECT_EQ(it->second.map, map);
        EXPECT_TRUE(it->second.x == x && it->second.y == y) << "a piece of stack " << id << " stands elsewhere";
      }
      continue;
    }
    SavedPiece p = readPiece(type, state);
    EXPECT_FALSE(p.unitId.empty()) << c.substr(0, 80);
    EXPECT_TRUE(byId.emplace(id, p).second) << "id " << id << " twice";
    EXPECT_TRUE(byUnit.emplace(p.unitId, p).second) << "unit " << p.unitId << " twice";
  }
  return byUnit;
}

class VassalSetups : public ::testing::Test {
 protected:
  void SetUp() override {
    dir = exporters::testing::tempDir("vassal-setups");
    const fs::path sample = fs::path(HEXWRIGHT_SOURCE_DIR) / "scenarios/bloody-april.hexw";
    fs::create_directories(dir / "games");
    fs::copy(sample, dir / "games/first-day.hexw", fs::copy_options::recursive);
    fs::copy(sample, dir / "games/second-day.hexw", fs::copy_options::recursive);
    // The second scenario: another title, and its first regiment set up elsewhere.
    const fs::path second = dir / "games/second-day.hexw/scenario.xml";
    std::string xml = readFile(second);
    xml = std::regex_replace(xml, std::regex("<title>[^<]*</title>"), "<title>Shiloh, the second day</title>");
    xml =
        std::regex_replace(xml, std::regex("hex=\"B0325\""), "hex=\"B1010\"", std::regex_constants::format_first_only);
    std::ofstream(second, std::ios::binary) << xml;
    int status = 0;
    const std::string log =
        exporters::testing::run(std::string("'") + HEXWRIGHT_CLI + "' export vassal '" + (dir / "games").string() +
                                    "' -o '" + (dir / "ba.vmod").string() + "' --hex-px 32 --allow-incomplete 2>&1",
                                &status);
    ASSERT_EQ(status, 0) << log;
    ASSERT_NE(log.find("2 scenarios as set-ups"), std::string::npos) << log;
    std::string error;
    module = Module::read(dir / "ba.vmod", error);
    ASSERT_TRUE(module) << error;
  }
  fs::path dir;
  std::optional<Module> module;
};

TEST_F(VassalSetups, EveryScenarioIsASavedGameWhoseUnitsStandOnTheirHexes) {
  const pugi::xml_node root = module->buildFile().document_element();
  int elements = 0;
  checkVocabulary(root, elements);
  expectMapComponents(module->buildFile());
  EXPECT_TRUE(module->buildFile()
                  .select_nodes("//VASSAL.build.module.Map[@mapName='Main Map']/VASSAL.build.module.map.SetupStack")
                  .empty())
      << "the set-ups place the units; at-start stacks would place them in every scenario";
  std::vector<Board> boards;
  for (const auto& x : module->buildFile().select_nodes(
           "//VASSAL.build.module.Map[@mapName='Main Map']//VASSAL.build.module.map.boardPicker.Board")) {
    const pugi::xml_node b = x.node();
    boards.push_back({b.attribute("name").value(), b.attribute("width").as_int(), gridOf(b), zonesOf(b)});
  }
  ASSERT_EQ(boards.size(), 2u) << "both scenarios are on the same two sheets: boards shared";

  const auto setups = module->buildFile().select_nodes("/VASSAL.build.GameModule/VASSAL.build.module.PredefinedSetup");
  ASSERT_EQ(setups.size(), 2u);
  std::map<std::string, std::string> labelOf;  // second scenario's unit -> label, to compare
  for (const auto& x : setups) {
    const pugi::xml_node setup = x.node();
    const std::string file = setup.attribute("file").value();
    const std::string stem = fs::path(file).stem().string();
    EXPECT_STREQ(setup.attribute("useFile").value(), "true");
    const ZipEntry* entry = module->entry(file);
    ASSERT_NE(entry, nullptr) << file << " is not in the module";
    std::ofstream(dir / file, std::ios::binary) << entry->data;
    std::string error;
    const auto zip = io::ZipReader::open(dir / file, error);
    ASSERT_TRUE(zip) << error;
    EXPECT_TRUE(zip->contains("savedata") && zip->contains("moduledata")) << "both or neither, or VASSAL asks";
    const auto game = zip->read("savedGame", error);
    ASSERT_TRUE(game) << error;
    const auto text = deobfuscateSavedGame(*game);
    ASSERT_TRUE(text);
    std::vector<std::string> boardCommands;
    const auto pieces = readSavedGame(*text, boardCommands);

    // The boards this set-up starts on, side by side: where each begins in the map.
    std::map<std::string, int> offset;
    for (const auto& c : boardCommands) {
      if (c.rfind("Main MapBoardPicker", 0) != 0) continue;
      Decoder d(c, '\t');
      d.nextToken();
      int x0 = 0;
      while (d.hasMoreTokens()) {
        const std::string name = d.nextToken();
        d.nextToken();
        d.nextToken();
        offset[name] = x0;
        for (const Board& b : boards)
          if (b.name == name) x0 += b.width;
      }
    }
    ASSERT_EQ(offset.size(), 2u) << "the set-up does not choose its boards";

    model::Diagnostics d;
    const auto in = exporters::loadExportInputs(dir / "games" / (stem + ".hexw"), d);
    ASSERT_TRUE(in);
    EXPECT_EQ(setup.attribute("name").value(), in->scenario.title);
    const auto& convention = in->scenario.map.grid().convention;
    int onHexes = 0;
    for (const auto& [unit, piece] : pieces) {
      EXPECT_FALSE(piece.images.empty()) << unit << " shows nothing";
      for (const auto& image : piece.images)
        EXPECT_TRUE(module->image(image).has_value()) << unit << " names " << image << ", not a PNG in the module";
    }
    for (const model::Placement& p : in->scenario.setup) {
      if (!p.hex) continue;
      const auto it = pieces.find(p.unit.value);
      ASSERT_NE(it, pieces.end()) << stem << ": " << p.unit.value << " is not in the set-up";
      const SavedPiece& piece = it->second;
      ASSERT_EQ(piece.map, "Main Map");
      const Board* on = nullptr;
      for (const Board& b : boards)
        if (offset.count(b.name) && piece.x >= offset[b.name] && piece.x < offset[b.name] + b.width) on = &b;
      ASSERT_NE(on, nullptr) << p.unit.value << " at x " << piece.x << " is on no board";
      const Point local{piece.x - offset[on->name], piece.y};
      EXPECT_TRUE(inAnyZone(on->zones, local.x, local.y)) << p.unit.value << " stands off the map's hexes";
      EXPECT_EQ(on->grid.locationName(local), model::formatLabel(*p.hex, convention)) << p.unit.value;
      EXPECT_EQ(on->grid.snap(local), local) << p.unit.value << " is not on a hex centre";
      if (stem == "second-day") labelOf[p.unit.value] = on->grid.locationName(local);
      ++onHexes;
    }
    EXPECT_GT(onHexes, 50);
    int onChart = 0;
    for (const auto& [unit, piece] : pieces) onChart += piece.map == "Reinforcements";
    EXPECT_GT(onChart, 0) << stem << ": its reinforcements wait on its chart";
  }
  EXPECT_EQ(labelOf.at("u-union-11th-iowa"), "B1010") << "each set-up is its own scenario's";

  // Shared pieces: the palette holds each unit once although two scenarios have it.
  const auto slots = module->buildFile().select_nodes(
      "//VASSAL.build.module.PieceWindow[@name='Counters']//VASSAL.build.widget.PieceSlot");
  model::Diagnostics d;
  const auto in = exporters::loadExportInputs(dir / "games/first-day.hexw", d);
  ASSERT_TRUE(in);
  EXPECT_EQ(slots.size(), in->scenario.oob.units.size());
}

// Bundles whose names read the same get the next free suffix on their set-up file, each
// from the bundle's own name (first, first-2, first-3; not first-2-3).
TEST(VassalSetupsNames, BundlesOfOneNameGetTheNextFreeSuffix) {
  const fs::path dir = exporters::testing::tempDir("vassal-setups-names");
  const model::Scenario s = piecesScenario();
  const model::Ruleset r = piecesRuleset();
  std::vector<exporters::vassal::VassalScenario> three;
  for (const char* where : {"a/first.hexw", "b/first.hexw", "c/first.hexw"}) three.push_back({&s, &r, where});
  model::Diagnostics d;
  model::NullProgress progress;
  ASSERT_TRUE(exporters::vassal::exportVassalScenarios(three, {}, dir / "m.vmod", d, progress)) << d.items().size();
  std::string error;
  const auto m = Module::read(dir / "m.vmod", error);
  ASSERT_TRUE(m) << error;
  std::set<std::string> files;
  for (const auto& x : m->buildFile().select_nodes("//VASSAL.build.module.PredefinedSetup"))
    files.insert(x.node().attribute("file").value());
  EXPECT_EQ(files, (std::set<std::string>{"first.vsav", "first-2.vsav", "first-3.vsav"}));
  for (const auto& f : files) EXPECT_NE(m->entry(f), nullptr) << f;
}

// Scenarios of two games cannot share a module: refused, naming both, nothing written.
TEST(VassalSetupsRefused, ScenariosOfTwoGames) {
  const fs::path dir = exporters::testing::tempDir("vassal-setups-two-games");
  int status = 0;
  const std::string log = exporters::testing::run(std::string("'") + HEXWRIGHT_CLI + "' export vassal '" +
                                                      HEXWRIGHT_SOURCE_DIR + "/scenarios/bloody-april.hexw' '" +
                                                      HEXWRIGHT_SOURCE_DIR + "/scenarios/hell-before-night.hexw' -o '" +
                                                      (dir / "x.vmod").string() + "' --allow-incomplete 2>&1",
                                                  &status);
  EXPECT_EQ(status, 2) << log;
  EXPECT_NE(log.find("export.vassal.rulesets"), std::string::npos) << log;
  EXPECT_FALSE(fs::exists(dir / "x.vmod"));
}

}  // namespace
}  // namespace hexwright::vassal_test
