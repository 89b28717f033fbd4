// Item (b) of the VASSAL export: every PieceSlot's text, decoded with VASSAL's own
// SequenceEncoder.Decoder rules (vassal_reference.cpp, from VASSAL 3.7.26
// vassal-app/src/main/java/VASSAL/tools/SequenceEncoder.java), is an AddPiece command
// whose traits read back field by field as BasicCommandEncoder.createPiece and each
// trait's mySetType/mySetState read them (VASSAL/build/module/BasicCommandEncoder.java,
// VASSAL/counters/BasicPiece.java, Embellishment.java, Marker.java), and every image a
// piece names is in the archive.
#include <gtest/gtest.h>

#include <set>

#include "exporters/fixtures.h"
#include "exporters/vassal/vassal_fixture.h"
#include "exporters/vassal/vassal_reference.h"

namespace hexwright::vassal_test {
namespace {

struct Layer {
  std::string name;
  std::vector<std::string> images, levelNames;
  std::string increaseKey;
  int level = 0;
};

struct DecodedPiece {
  std::string name, image, gpid;
  std::vector<std::pair<std::string, std::string>> properties;  // Marker keys and values
  std::vector<Layer> layers;                                    // outermost first
  std::set<std::string> images;                                 // every image named
};

// Embellishment.mySetType for an "emb2;" type (version 1 fields).
Layer readLayer(const std::string& type) {
  Decoder st(type.substr(5), ';');
  Layer l;
  st.nextToken("");                   // activateCommand
  st.nextInt(128);                    // activateModifiers
  st.nextToken("A");                  // activateKey
  st.nextToken("");                   // upCommand
  st.nextInt(128);                    // upModifiers
  st.nextToken("");                   // upKey
  st.nextToken("");                   // downCommand
  st.nextInt(128);                    // downModifiers
  st.nextToken("");                   // downKey
  st.nextToken("");                   // resetCommand
  st.nextToken("");                   // resetKey
  EXPECT_EQ(st.nextToken("1"), "1");  // resetLevel
  st.nextBoolean(false);              // drawUnderneathWhenSelected
  EXPECT_EQ(st.nextInt(0), 0);        // xOff
  EXPECT_EQ(st.nextInt(0), 0);        // yOff
  l.images = stringToArray(st.nextToken(""));
  l.levelNames = stringToArray(st.nextToken(""));
  st.nextBoolean(true);  // loopLevels
  l.name = st.nextToken("");
  st.nextToken("");                     // rndKey
  st.nextToken("");                     // rndText
  EXPECT_FALSE(st.nextBoolean(false));  // followProperty
  st.nextToken("");                     // propertyName
  EXPECT_EQ(st.nextInt(1), 1);          // firstLevelValue
  EXPECT_EQ(st.nextInt(0), 1);          // version: CURRENT_VERSION, no legacy key conversion
  EXPECT_TRUE(st.nextBoolean(true));    // alwaysActive
  st.nextToken("");                     // activateKeyStroke
  l.increaseKey = st.nextToken("");
  st.nextToken("");                       // decreaseKeyStroke
  st.nextToken("");                       // description
  EXPECT_EQ(st.nextToken("1.0"), "1.0");  // scale
  st.nextToken("");                       // onlyPropertyName
  EXPECT_EQ(st.nextToken("true"), "true");
  EXPECT_FALSE(st.hasMoreTokens()) << "extra fields in " << type;
  EXPECT_EQ(l.images.size(), l.levelNames.size()) << type;
  return l;
}

// BasicCommandEncoder.decode of "+/id/type/state", then createPiece and setState.
DecodedPiece decode(const std::string& command) {
  DecodedPiece p;
  EXPECT_EQ(command.substr(0, 2), "+/");
  Decoder st(command.substr(2), '/');
  EXPECT_EQ(st.nextToken(), "null");  // palette pieces have no id yet
  std::string type = st.nextToken();
  std::string state = st.nextToken();
  EXPECT_FALSE(st.hasMoreTokens());
  // Decorator chain: each level is "<trait type>\t<inner type>", the same for states.
  for (;;) {
    Decoder t(type, '\t'), s(state, '\t');
    const std::string mine = t.nextToken(), myState = s.nextToken();
    if (!t.hasMoreTokens()) {
      // BasicPiece: "piece;cloneKey;deleteKey;image;name", state "map;x;y;gpid;nProps".
      EXPECT_EQ(mine.substr(0, 6), "piece;") << mine;
      Decoder b(mine, ';');
      b.nextToken();
      b.nextToken("");
      b.nextToken("");
      p.image = b.nextToken("");
      p.name = b.nextToken("");
      if (!p.image.empty()) p.images.insert(p.image);
      Decoder bs(myState, ';');
      EXPECT_EQ(bs.nextToken(), "null");
      EXPECT_EQ(bs.nextInt(-1), 0);
      EXPECT_EQ(bs.nextInt(-1), 0);
      p.gpid = bs.nextToken("");
      EXPECT_EQ(bs.nextInt(-1), 0);  // no persistent properties
      break;
    }
    if (mine.rfind("mark;", 0) == 0) {
      Decoder keys(mine.substr(5), ','), values(myState, ',');
      while (keys.hasMoreTokens()) p.properties.emplace_back(keys.nextToken(), values.nextToken(""));
    } else if (mine.rfind("emb2;", 0) == 0) {
      Layer l = readLayer(mine);
      Decoder v(myState, ';');
      l.level = v.nextInt(-1);
      for (const auto& img : l.images)
        if (!img.empty()) p.images.insert(img);
      p.layers.push_back(std::move(l));
    } else {
      ADD_FAILURE() << "unexpected trait " << mine;
      break;
    }
    type = t.nextToken();
    state = s.nextToken();
  }
  return p;
}

std::string property(const DecodedPiece& p, const std::string& key) {
  for (const auto& [k, v] : p.properties)
    if (k == key) return v;
  return "<absent>";
}

class VassalPieces : public ::testing::Test {
 protected:
  void SetUp() override {
    dir = exporters::testing::tempDir("vassal-pieces");
    module = exportAndRead(piecesScenario(), piecesRuleset(), dir / "pieces.vmod");
    ASSERT_TRUE(module);
  }
  std::filesystem::path dir;
  std::optional<Module> module;
};

TEST_F(VassalPieces, EverySlotDecodesAndNamesOnlyImagesInTheArchive) {
  std::set<std::string> gpids, referenced;
  int slots = 0;
  for (const auto& x : module->buildFile().select_nodes("//VASSAL.build.widget.PieceSlot")) {
    const pugi::xml_node slot = x.node();
    const DecodedPiece p = decode(slot.text().get());
    EXPECT_EQ(p.gpid, slot.attribute("gpid").value()) << "the piece's gpid is its slot's";
    EXPECT_TRUE(gpids.insert(p.gpid).second) << "gpid " << p.gpid << " used twice";
    EXPECT_FALSE(p.images.empty()) << p.name << " shows nothing";
    for (const auto& img : p.images) {
      EXPECT_NE(module->entry("images/" + img), nullptr) << p.name << " names missing image " << img;
      EXPECT_TRUE(module->image(img).has_value()) << img << " is not a PNG";
      referenced.insert(img);
    }
    for (const auto& l : p.layers) {
      EXPECT_GE(l.level, 1);
      EXPECT_LE(l.level, static_cast<int>(l.images.size()));
    }
    ++slots;
  }
  // Palette: 8 units + markers (turn, fatigue x2 sides, charge); stacks: 5 set up + 1 arrival.
  EXPECT_EQ(slots, 8 + 4 + 5 + 1);
  const int next = module->buildFile().child("VASSAL.build.GameModule").attribute("nextPieceSlotId").as_int();
  for (const auto& g : gpids) EXPECT_LT(std::stoi(g), next);
  // Every counter image in the archive is some piece's face or state overlay.
  for (const auto& e : module->entries()) {
    const bool counterImage =
        e.name.rfind("images/u-", 0) == 0 || e.name.rfind("images/m-", 0) == 0 || e.name.rfind("images/state-", 0) == 0;
    if (counterImage) {
      EXPECT_TRUE(referenced.count(e.name.substr(7))) << e.name << " is used by no piece";
    }
  }
}

TEST_F(VassalPieces, UnitPiecesFlipAndShowTheirFormationState) {
  std::map<std::string, DecodedPiece> palette;  // by UnitId
  for (const auto& x : module->buildFile().select_nodes(
           "//VASSAL.build.module.PieceWindow[@name='Counters']//VASSAL.build.widget.PieceSlot")) {
    DecodedPiece p = decode(x.node().text().get());
    palette[property(p, "UnitId")] = std::move(p);
  }
  ASSERT_EQ(palette.size(), 8u);
  const DecodedPiece& inf = palette.at("u-8il");
  EXPECT_EQ(inf.name, "8th Illinois");
  EXPECT_EQ(property(inf, "Side"), "Union");
  EXPECT_EQ(property(inf, "Formation"), "Hare's Brigade");
  EXPECT_EQ(property(inf, "strength"), "6");
  EXPECT_EQ(property(inf, "weapon"), "R");
  ASSERT_EQ(inf.layers.size(), 2u);
  // Outer layer: the states the schema lists, none shown in the palette.
  EXPECT_EQ(inf.layers[0].name, "State");
  // The fixture's back is Disrupted, not a state: the states are tabs, marked with their
  // initials, in the corner the painter keeps free (the layout prints nothing top right).
  EXPECT_EQ(inf.layers[0].images, (std::vector<std::string>{"", "state-L-top-right.png", "state-C-top-right.png"}));
  EXPECT_EQ(inf.layers[0].levelNames[2], "+ (Column)");
  EXPECT_EQ(inf.layers[0].level, 1);
  // Inner layer: front and back, flipped with Ctrl+F (KeyEvent.VK_F 70, CTRL 130).
  EXPECT_EQ(inf.layers[1].name, "Face");
  EXPECT_EQ(inf.layers[1].images, (std::vector<std::string>{"u-u-8il.png", "u-u-8il-back.png"}));
  EXPECT_EQ(inf.layers[1].levelNames[1], "+ (Disrupted)");
  EXPECT_EQ(inf.layers[1].increaseKey, "70,130");
  // Leaders: the layout has no back (BackKind::None), so one face and no flip.
  const DecodedPiece& leader = palette.at("u-mcc");
  EXPECT_TRUE(leader.layers.empty());
  EXPECT_EQ(leader.image, "u-u-mcc.png");

  // Front and back really differ, and are counter-sized.
  const auto front = module->image("u-u-8il.png"), back = module->image("u-u-8il-back.png");
  ASSERT_TRUE(front && back);
  EXPECT_EQ(front->width, front->height);
  EXPECT_EQ(front->width,
            module->buildFile().select_node("//VASSAL.build.widget.PieceSlot").node().attribute("width").as_int());
  EXPECT_NE(front->pixels, back->pixels);
}

TEST_F(VassalPieces, AtStartStacksHoldTheSetUpUnitsInTheirStates) {
  std::map<std::string, std::vector<DecodedPiece>> stacks;  // by location
  for (const auto& x :
       module->buildFile().select_nodes("/VASSAL.build.GameModule/VASSAL.build.module.Map[@mapName='Main "
                                        "Map']/VASSAL.build.module.map.SetupStack")) {
    const pugi::xml_node st = x.node();
    EXPECT_STREQ(st.attribute("useGridLocation").value(), "true");
    EXPECT_STREQ(st.attribute("owningBoard").value(), "Map");
    for (const pugi::xml_node slot : st.children("VASSAL.build.widget.PieceSlot"))
      stacks[st.attribute("location").value()].push_back(decode(slot.text().get()));
  }
  ASSERT_EQ(stacks.size(), 3u);
  // Hex (3,2) is 0403 in this 1-based CCRR numbering.
  ASSERT_EQ(stacks["0403"].size(), 3u);
  EXPECT_EQ(property(stacks["0403"][0], "UnitId"), "u-8il");
  EXPECT_EQ(stacks["0403"][0].layers[0].level, 3) << "column is the second state: level 3";
  EXPECT_EQ(stacks["0403"][1].layers[0].level, 2) << "line: level 2";
  EXPECT_EQ(property(stacks["0403"][2], "UnitId"), "u-mcc");
  EXPECT_EQ(stacks["0101"].size(), 1u);
  EXPECT_EQ(stacks["0705"].size(), 1u);

  // The reinforcement waits in the turn 3 box of the chart.
  const pugi::xml_node chart =
      module->buildFile()
          .select_node("/VASSAL.build.GameModule/VASSAL.build.module.Map[@mapName='Reinforcements']")
          .node();
  ASSERT_TRUE(chart);
  const pugi::xml_node arrival = chart.child("VASSAL.build.module.map.SetupStack");
  EXPECT_STREQ(arrival.attribute("useGridLocation").value(), "false");
  EXPECT_EQ(std::string(arrival.attribute("name").value()).rfind("Turn 3", 0), 0u) << arrival.attribute("name").value();
  EXPECT_NE(std::string(arrival.attribute("name").value()).find("enter 0102"), std::string::npos);
  EXPECT_EQ(property(decode(arrival.child("VASSAL.build.widget.PieceSlot").text().get()), "UnitId"), "c-4la");
  // The stack stands inside the chart image, on a box (not on the beige background).
  const auto img = module->image(
      chart.select_node(".//VASSAL.build.module.map.boardPicker.Board").node().attribute("image").value());
  ASSERT_TRUE(img);
  const int x = arrival.attribute("x").as_int(), y = arrival.attribute("y").as_int();
  ASSERT_TRUE(img->inside(x, y));
  EXPECT_EQ(img->at(x, y), 0xffffffffu) << "box interiors are white";
}

// Every pixel a state tab paints lies over one flat colour of each face it is laid on:
// the tab hides nothing the counter prints (text, symbol, band or stripe).
void expectTabsHideNothing(const Module& m, const std::string& what) {
  int tabsChecked = 0;
  for (const auto& x : m.buildFile().select_nodes("//VASSAL.build.widget.PieceSlot")) {
    const DecodedPiece p = decode(x.node().text().get());
    std::vector<std::string> tabs, faces;
    for (const auto& img : p.images) (img.rfind("state-", 0) == 0 ? tabs : faces).push_back(img);
    for (const auto& tabName : tabs) {
      const auto tab = m.image(tabName);
      ASSERT_TRUE(tab) << tabName;
      for (const auto& faceName : faces) {
        const auto face = m.image(faceName);
        ASSERT_TRUE(face && face->width == tab->width) << faceName;
        std::optional<std::uint32_t> under;
        // The outermost pixel ring is the counter's cut edge, drawn on every face.
        for (int py = 1; py < tab->height - 1; ++py)
          for (int px = 1; px < tab->width - 1; ++px) {
            if ((tab->at(px, py) >> 24) == 0) continue;
            if (!under) under = face->at(px, py);
            ASSERT_EQ(face->at(px, py), *under)
                << what << ": " << tabName << " covers something " << faceName << " prints at " << px << "," << py;
          }
        ASSERT_TRUE(under.has_value()) << tabName << " paints nothing";
        ++tabsChecked;
      }
    }
  }
  EXPECT_GT(tabsChecked, 0) << what << " has no state tab to check";
}

TEST_F(VassalPieces, StateTabsHideNothingTheCounterPrints) { expectTabsHideNothing(*module, "the fixture"); }

// Bloody April prints Column on the back of an infantry counter (2.33) and Dismounted on
// a cavalry counter's (2.34): those states are the counter's sides, turned with Ctrl+T,
// and a unit set up in column starts on its back. The artillery's states have no side
// (its back is Reduced Strength, 2.35): tabs over the faces, which still flip.
TEST(VassalSampleStates, BloodyAprilsColumnIsTheCountersBackAndItsOtherStatesAreTabs) {
  const auto out = exporters::testing::tempDir("vassal-ba-states") / "ba.vmod";
  int status = 0;
  const std::string log = exporters::testing::run(std::string("'") + HEXWRIGHT_CLI + "' export vassal '" +
                                                      HEXWRIGHT_SOURCE_DIR + "/scenarios/bloody-april.hexw' -o '" +
                                                      out.string() + "' --hex-px 32 --allow-incomplete 2>&1",
                                                  &status);
  ASSERT_EQ(status, 0) << log;
  std::string error;
  const auto m = Module::read(out, error);
  ASSERT_TRUE(m) << error;
  expectTabsHideNothing(*m, "Bloody April");
  bool sawColumnStart = false, sawInfantry = false, sawArtillery = false;
  for (const auto& x : m->buildFile().select_nodes("//VASSAL.build.widget.PieceSlot")) {
    const DecodedPiece p = decode(x.node().text().get());
    const std::string type = property(p, "Type");
    if (type == "infantry") {
      sawInfantry = true;
      ASSERT_EQ(p.layers.size(), 1u) << p.name << ": the state is the face, no separate flip";
      const Layer& l = p.layers[0];
      EXPECT_EQ(l.name, "State");
      ASSERT_EQ(l.images.size(), 2u);
      EXPECT_EQ(l.levelNames, (std::vector<std::string>{"+ (Line)", "+ (Column)"}));
      EXPECT_EQ(l.images[1], l.images[0].substr(0, l.images[0].size() - 4) + "-back.png");
      EXPECT_EQ(l.increaseKey, "84,130") << "Ctrl+T (VK_T 84)";
      EXPECT_NE(m->image(l.images[0])->pixels, m->image(l.images[1])->pixels);
      sawColumnStart = sawColumnStart || l.level == 2;
    } else if (type == "artillery") {
      sawArtillery = true;
      ASSERT_EQ(p.layers.size(), 2u) << p.name;
      EXPECT_EQ(p.layers[0].images, (std::vector<std::string>{"", "state-L-top-right.png", "state-U-top-right.png",
                                                              "state-IP-top-right.png"}));
      EXPECT_EQ(p.layers[1].name, "Face");
    }
  }
  EXPECT_TRUE(sawInfantry && sawArtillery);
  EXPECT_TRUE(sawColumnStart) << "the sample sets regiments up in column: their stacks show the Column side";
}

// Ids that read the same as file names ("é", "è" and "ü" all read "__") get the next free
// suffix, in unit order, also past an id that is itself such a name ("__-2").
TEST(VassalPieceNames, IdsThatReadTheSameGetTheNextFreeSuffix) {
  model::Scenario s = piecesScenario();
  const model::Unit first = s.oob.units.front();
  for (const char* id : {"\xc3\xa9", "__-2", "\xc3\xa8", "\xc3\xbc"}) {
    model::Unit u = first;
    u.id = model::UnitId{id};
    u.name = std::string("named ") + id;
    s.oob.units.push_back(u);
  }
  const auto dir = exporters::testing::tempDir("vassal-piece-names");
  const auto module = exportAndRead(s, piecesRuleset(), dir / "names.vmod");
  ASSERT_TRUE(module);
  for (const char* image : {"images/u-__.png", "images/u-__-2.png", "images/u-__-3.png", "images/u-__-4.png"})
    EXPECT_NE(module->entry(image), nullptr) << image;
  EXPECT_EQ(module->entry("images/u-__-5.png"), nullptr);
}

TEST(VassalSequence, DecoderReadsBackEscapesAndQuotes) {
  // SequenceEncoder.append writes "a\;b" for "a;b" and quotes values starting with a
  // backslash; the reference decoder must undo exactly that.
  Decoder d("a\\;b;'\\x';;last", ';');
  EXPECT_EQ(d.nextToken(), "a;b");
  EXPECT_EQ(d.nextToken(), "\\x");
  EXPECT_EQ(d.nextToken(), "");
  EXPECT_EQ(d.nextToken(), "last");
  EXPECT_FALSE(d.hasMoreTokens());
  EXPECT_EQ(stringToArray(",a,b\\,c"), (std::vector<std::string>{"", "a", "b,c"}));
}

}  // namespace
}  // namespace hexwright::vassal_test
