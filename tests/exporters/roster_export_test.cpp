// Roster sheets: the generic brigade roster, and the Bloody April and Unconditional
// Surrender forms, checked through the roster document and the PDF's text.
#include <gtest/gtest.h>

#include "exporters/print/roster_builder.h"
#include "exporters/print/roster_print.h"
#include "fixtures.h"
#include "model/io/ruleset_reader.h"

namespace hexwright::exporters {
namespace {

using testing::hexRuleset;
using testing::hexScenario;
using testing::run;
using testing::tempDir;

// The test ruleset with a shipped game's roster layout (its <roster>).
model::Ruleset withRosterOf(const std::string& game) {
  auto r = hexRuleset();
  model::Diagnostics d;
  const auto shipped = io::loadRulesetById(game, d);
  EXPECT_TRUE(shipped && shipped->roster) << game;
  if (shipped) r.roster = shipped->roster;
  return r;
}

const RosterTable& firstTable(const RosterDocument& d, const std::string& title) {
  for (const auto& s : d.sheets)
    if (s.title == title && !s.tables.empty()) return s.tables.front();
  ADD_FAILURE() << "no sheet " << title;
  static RosterTable none;
  return none;
}

TEST(Rosters, GenericBrigadeSheetHasStrengthBoxes) {
  const auto r = hexRuleset();
  const auto s = hexScenario();
  const RosterDocument doc = buildRosters(s, &r, 215.9, 279.4);
  const RosterTable& t = firstTable(doc, "Gibson's Brigade");
  ASSERT_EQ(t.rows.size(), 2u);  // 1 Ark, 4 La (the leader is on the staff sheet)
  EXPECT_EQ(t.rows[0][0].text, "1 Ark (1st Arkansas)");
  EXPECT_EQ(t.rows[0][2].boxes, 8);  // strength 8
  EXPECT_EQ(t.rows[1][2].boxes, 7);
}

TEST(Rosters, BloodyAprilFollowsCase26) {
  const auto r = withRosterOf("bloody-april");
  auto s = hexScenario();
  s.oob.units[1].attributes["ammunition"] = std::int64_t{6};
  const RosterDocument doc = buildRosters(s, &r, 215.9, 279.4);
  EXPECT_TRUE(doc.landscape);
  const RosterTable& t = firstTable(doc, "Hare's Brigade");
  ASSERT_EQ(t.columns.size(), 6u);
  // 8 Ill: infantry, strength 6 of 8 boxes, 24 fatigue, ammunition 6 of 10.
  EXPECT_EQ(t.rows[0][1].boxes, 8);
  EXPECT_EQ(t.rows[0][1].usable, 6);
  EXPECT_EQ(t.rows[0][3].boxes, 24);
  EXPECT_EQ(t.rows[0][4].boxes, 10);
  EXPECT_EQ(t.rows[0][4].usable, 6);
  // Stewart's cavalry: no fatigue boxes, five ammunition boxes.
  EXPECT_EQ(t.rows[2][3].boxes, 0);
  EXPECT_EQ(t.rows[2][4].boxes, 5);
  // The artillery crew has no roster boxes (26.13: infantry and cavalry only).
  EXPECT_EQ(t.rows[3][1].boxes, 0);
}

TEST(Rosters, UnconditionalSurrenderShowsShatterFigures) {
  const auto r = withRosterOf("unconditional-surrender");
  auto s = hexScenario();
  s.oob.units[1].attributes["shatter"] = std::int64_t{9};
  s.oob.units[1].attributes["shatter-second"] = std::int64_t{4};
  const RosterDocument doc = buildRosters(s, &r, 215.9, 279.4);
  ASSERT_FALSE(doc.sheets.empty());
  EXPECT_EQ(doc.sheets[0].title, "Union roster");
  EXPECT_EQ(doc.sheets[0].tables[0].caption, "Hare's Brigade: 9/4");
  ASSERT_EQ(doc.sheets[0].tracks.size(), 1u);
  // A battery's values with "*" for rifled guns (7.1.1 B), and its gun and crew boxes.
  const auto& t = doc.sheets[0].tables[0];
  ASSERT_EQ(t.columns.size(), 6u);  // Hare's Brigade holds a battery
  EXPECT_EQ(t.columns[3].title, "Support/Bomb./Range");
}

// Which sheet, which columns and what each holds for each kind of unit come from the
// schema: a layout written here, for no game, is followed as given.
TEST(Rosters, TheSchemasLayoutIsFollowed) {
  auto r = hexRuleset();
  model::RosterLayout layout;
  layout.sheets = model::RosterLayout::Sheets::PerSide;
  layout.title = "{side} muster";
  layout.captionFigures = {"strength"};
  model::RosterColumnSpec unit{"Who", true, true, {}, {}, 0, {}, 30, 0, {}, {}};
  model::RosterColumnSpec guns{"Pieces", false, false, 20.0, {}, 0, {}, 30, 0, {model::NatoSymbol::Artillery}, {}};
  guns.cells.push_back({{model::NatoSymbol::Artillery}, "{morale}!", "", "", 3, "", 30, "", "?"});
  layout.columns = {unit, guns};
  layout.footers = {"Signed"};
  r.roster = layout;
  auto s = hexScenario();
  const RosterDocument doc = buildRosters(s, &r, 215.9, 279.4);
  ASSERT_FALSE(doc.sheets.empty());
  EXPECT_FALSE(doc.landscape);
  EXPECT_EQ(doc.sheets[0].title, "Union muster");
  const auto& hare = doc.sheets[0].tables[0];
  EXPECT_EQ(hare.caption, "Hare's Brigade: 6");  // 8 Ill's strength, the first set
  ASSERT_EQ(hare.columns.size(), 2u);            // it holds Schwartz's Battery
  EXPECT_EQ(hare.columns[0].title, "Who");
  EXPECT_DOUBLE_EQ(hare.columns[0].widthMm, 215.9 - 24 - 20);
  EXPECT_EQ(hare.rows[3][1].text, "4!");  // the battery: morale 4
  EXPECT_EQ(hare.rows[3][1].boxes, 3);
  EXPECT_EQ(hare.rows[0][1].text, "");  // infantry: no rule matches, blank
  EXPECT_EQ(doc.sheets[0].footer[0].label, "Signed");
  // Gibson's Brigade has no battery: the column is left out.
  const auto confederate = std::find_if(doc.sheets.begin(), doc.sheets.end(),
                                        [](const RosterSheet& x) { return x.title == "Confederate muster"; });
  ASSERT_NE(confederate, doc.sheets.end());
  EXPECT_EQ(confederate->tables[0].columns.size(), 1u);
}

TEST(Rosters, PdfNamesEveryUnit) {
  const auto r = hexRuleset();
  const auto s = hexScenario();
  const auto file = tempDir("rosters") / "rosters.pdf";
  model::Diagnostics d;
  model::NullProgress progress;
  const auto result = exportRosters(s, &r, {}, file, d, progress);
  ASSERT_TRUE(result);
  const std::string text = run("pdftotext -layout '" + file.string() + "' -");
  for (const char* name : {"8 Ill", "18 Ill", "1 Ark", "4 La", "Hare's Brigade", "McClernand"})
    EXPECT_NE(text.find(name), std::string::npos) << name;
}

}  // namespace
}  // namespace hexwright::exporters
