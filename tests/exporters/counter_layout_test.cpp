// Counter faces of the sample scenarios as their schemas describe them: composite
// values ("2*6"), en dashes between values, backs that show what identifies the front,
// no word printed twice, and text that does not fit reported, never shrunk below 4 pt.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <sstream>

#include "exporters/print/export_inputs.h"
#include "exporters/render/counter_painter.h"
#include "exporters/render/recording_canvas.h"
#include "model/oob/short_names.h"

namespace hexwright::exporters {
namespace {

using model::CounterSlot;

const ExportInputs& sample(const std::string& name) {
  static std::map<std::string, ExportInputs> cache;
  auto it = cache.find(name);
  if (it == cache.end()) {
    model::Diagnostics d;
    auto in = loadExportInputs(std::string(HEXWRIGHT_SOURCE_DIR) + "/scenarios/" + name + ".hexw", d);
    EXPECT_TRUE(in && in->ruleset) << name;
    it = cache.emplace(name, in ? std::move(*in) : ExportInputs{}).first;
  }
  return it->second;
}

CounterSpec spec(const ExportInputs& in, const std::string& id) {
  const model::Unit* u = in.scenario.oob.findUnit(model::UnitId{id});
  EXPECT_NE(u, nullptr) << id;
  return {u, nullptr, u ? u->side : model::SideId{}};
}

TEST(CounterLayout, HuzzahPrintsFireWeaponAndMoraleAsOneGroup) {
  const auto& in = sample("huzzah");
  const CounterPainter p(in.scenario, in.rulesetOrNull());
  // 5.3.6 "the 2*6 unit": fire 2, smoothbore, morale 6, in one slot, the symbol beside.
  const CounterFaceContent f = p.front(spec(in, "usa-20-ia-26"));
  ASSERT_TRUE(f.texts.count(CounterSlot::Bottom));
  EXPECT_EQ(f.texts.at(CounterSlot::Bottom), std::vector<std::string>{"2*6"});
  EXPECT_EQ(f.texts.at(CounterSlot::Top), std::vector<std::string>{"20th IA"});
  EXPECT_TRUE(f.symbolSlot.has_value());
  for (const auto& [slot, texts] : f.texts)
    for (const auto& t : texts) EXPECT_EQ(t.find('*'), t == "2*6" ? 1u : std::string::npos) << t;
  // Its battalion without a stated weapon class: the unknown is shown, not guessed.
  EXPECT_EQ(p.front(spec(in, "usa-20-ia-16")).texts.at(CounterSlot::Bottom).front(), "1?6");
}

TEST(CounterLayout, ValuesAreJoinedWithEnDashes) {
  const auto& in = sample("bloody-april");
  const CounterPainter p(in.scenario, in.rulesetOrNull());
  // Officer: "Effectiveness Radius–Rally Points" (2.3, "4-2"), typeset with an en dash.
  const CounterFaceContent f = p.front(spec(in, "u-union-col-abraham-m-hare"));
  EXPECT_EQ(f.texts.at(CounterSlot::Top).front(), "1/1/T");
  EXPECT_EQ(f.texts.at(CounterSlot::Center).front(), "Hare");
  EXPECT_EQ(f.texts.at(CounterSlot::Bottom).front(), "?\u2013?");
  // The rank symbol is pictured, not described (2.7): no rank words over the name.
  for (const auto& [slot, texts] : f.texts)
    for (const auto& t : texts) EXPECT_EQ(t.find("Colonel"), std::string::npos) << t;
}

TEST(CounterLayout, EveryUnknownValueKeepsItsOwnPlace) {
  // Bloody April's sample states no strength, morale or weapon for the 8th Illinois: the
  // front still shows three values, each "?", where the schema puts them (2.37).
  const auto& in = sample("bloody-april");
  const CounterPainter p(in.scenario, in.rulesetOrNull());
  const CounterFaceContent f = p.front(spec(in, "u-union-8th-illinois"));
  for (const CounterSlot slot : {CounterSlot::BottomLeft, CounterSlot::Bottom, CounterSlot::BottomRight}) {
    ASSERT_TRUE(f.texts.count(slot)) << model::counterSlotName(slot);
    EXPECT_EQ(f.texts.at(slot), std::vector<std::string>{"?"});
  }
}

TEST(CounterLayout, BacksShowWhatIdentifiesTheFrontAndNoWordTwice) {
  for (const std::string name : {"bloody-april", "hell-before-night", "huzzah", "unconditional-surrender"}) {
    const auto& in = sample(name);
    const CounterPainter p(in.scenario, in.rulesetOrNull());
    for (const auto& u : in.scenario.oob.units) {
      const CounterSpec c{&u, nullptr, u.side};
      const CounterFaceContent front = p.front(c), back = p.back(c);
      // A symbol on the back only would read as another counter.
      if (!back.none && !back.blank) {
        EXPECT_LE(back.symbolSlot.has_value(), front.symbolSlot.has_value()) << u.id.value;
      }
      for (const CounterFaceContent* face : {&front, &back}) {
        // Words, not values: three unknown values are rightly three "?".
        std::vector<std::string> all;
        for (const auto& [slot, texts] : face->texts)
          for (const auto& t : texts)
            if (std::count_if(t.begin(), t.end(), [](unsigned char ch) { return std::isalpha(ch) != 0; }) >= 2)
              all.push_back(t);
        std::sort(all.begin(), all.end());
        EXPECT_EQ(std::adjacent_find(all.begin(), all.end()), all.end()) << name << " " << u.id.value;
      }
    }
  }
}

TEST(CounterLayout, TextThatDoesNotFitIsShortenedAndReportedNeverBelowFourPoints) {
  const auto& in = sample("bloody-april");
  const CounterPainter p(in.scenario, in.rulesetOrNull());
  model::Unit u = *in.scenario.oob.findUnit(model::UnitId{"u-union-8th-illinois"});
  u.designation = "Fourteenth Regiment of Volunteer Infantry";
  const CounterSpec c{&u, nullptr, u.side};
  RecordingCanvas canvas;
  std::vector<std::string> misfits;
  p.paint(canvas, c, p.front(c), {0, 0, 12.7, 12.7}, 0, &misfits);
  ASSERT_EQ(misfits.size(), 1u);
  EXPECT_NE(misfits.front().find("Fourteenth Regiment"), std::string::npos) << misfits.front();
  EXPECT_NE(canvas.log().find("\u2026"), std::string::npos);  // printed shortened, with an ellipsis
  // No text call below the floor, and none asks the backend to shrink it further.
  std::istringstream log(canvas.log());
  for (std::string line; std::getline(log, line);) {
    EXPECT_EQ(line.find(" fit="), std::string::npos) << line;
    const auto at = line.find(" font \"");
    if (at == std::string::npos) continue;
    const auto size = line.find("\" ", at + 7);
    EXPECT_GE(std::stod(line.substr(size + 2)), kMinCounterTextMm - 0.005) << line;  // logged to 0.01 mm
  }
  // The same counter at a size where it fits reports nothing.
  misfits.clear();
  RecordingCanvas wide;
  u.designation = "14 Ill";
  p.paint(wide, c, p.front(c), {0, 0, 12.7, 12.7}, 0, &misfits);
  EXPECT_TRUE(misfits.empty());
}

// Names too long for a half-inch counter are shortened with the rulebook's stated
// abbreviations and the customary unit words before any type is shrunk.
TEST(CounterNames, FormsGetShorterWithStatedAbbreviationsFirst) {
  model::NameAbbreviations stated;
  stated.words = {{"Illinois", "Ill"}};
  stated.stripOrdinals = true;
  const std::string name = "Dresser's Battery (D), 2nd Illinois Light Artillery";
  const auto forms = model::counterNameForms(name, stated);
  ASSERT_GE(forms.size(), 4u);
  EXPECT_EQ(forms[0], name);
  EXPECT_EQ(forms[1], "Dresser's Battery (D), 2 Ill Light Artillery");  // Bloody April 2.37's words
  EXPECT_EQ(forms[2], "Dresser's Btry (D), 2 Ill Lt Arty");
  EXPECT_EQ(forms.back(), "Dresser's Btry");
  for (std::size_t i = 1; i < forms.size(); ++i) EXPECT_LT(forms[i].size(), forms[i - 1].size()) << forms[i];
  // The captain's name alone only where the type symbol says it is a battery.
  EXPECT_EQ(model::counterNameForms(name, stated, false, true).back(), "Dresser");
  // A designation keeps all its parts: only the unit words get shorter.
  const auto designation = model::counterNameForms("1 Bn, 4 Ill Cavalry", {}, true);
  ASSERT_EQ(designation.size(), 2u);
  EXPECT_EQ(designation.back(), "1 Bn, 4 Ill Cav");
  // The importer's designations come from the same words.
  std::vector<std::string> unknown;
  EXPECT_EQ(model::abbreviateWords("1st Nebraska", {{{"Nebraska", "Neb"}}, true}, &unknown), "1 Neb");
  EXPECT_EQ(model::abbreviateWords("4th Kansas", {{{"Nebraska", "Neb"}}, true}, &unknown), "4 Kansas");
  EXPECT_EQ(unknown, std::vector<std::string>{"Kansas"});
}

TEST(CounterNames, ABatteryNamePrintsItsShortFormWithoutAWarning) {
  const auto& in = sample("bloody-april");
  const CounterPainter p(in.scenario, in.rulesetOrNull());
  const CounterSpec c = spec(in, "u-union-dressers-battery-d-2nd-illinois-light-artillery");
  ASSERT_TRUE(c.unit && c.unit->designation.empty());
  // On a 5/8-inch counter the name as written would need type far under 4 pt.
  const Rect cell{0, 0, 15.875, 15.875};
  RecordingCanvas canvas;
  std::vector<std::string> misfits;
  p.paint(canvas, c, p.front(c), cell, 0, &misfits);
  EXPECT_TRUE(misfits.empty()) << misfits.front();
  EXPECT_NE(canvas.log().find("\"Dresser's Btry\""), std::string::npos) << canvas.log();
  EXPECT_EQ(canvas.log().find("\u2026"), std::string::npos);  // nothing cut short
  // The back's state "Reduced Strength" reads "Reduced" rather than shrink.
  misfits.clear();
  RecordingCanvas back;
  p.paint(back, c, p.back(c), cell, 0, &misfits);
  EXPECT_TRUE(misfits.empty()) << misfits.front();
  EXPECT_NE(back.log().find("\"Reduced\""), std::string::npos) << back.log();
}

TEST(CounterLayout, FormationBandsFollowTheDivision) {
  // The layouts print "@band" by division: every combat unit in one division shares a
  // colour, the side's divisions differ, and the front's band is on the back too.
  for (const std::string name : {"bloody-april", "huzzah", "unconditional-surrender"}) {
    const auto& in = sample(name);
    const CounterPainter p(in.scenario, in.rulesetOrNull());
    std::map<std::string, std::string> colourOfDivision;  // side/division -> colour
    std::map<std::string, std::set<std::string>> coloursOfSide;
    int banded = 0;
    for (const auto& u : in.scenario.oob.units) {
      const CounterSpec c{&u, nullptr, u.side};
      const CounterFaceContent front = p.front(c);
      if (!front.band) continue;
      ++banded;
      const CounterFaceContent back = p.back(c);
      if (!back.none && !back.blank) {
        ASSERT_TRUE(back.band.has_value()) << name << " " << u.id.value;
        EXPECT_EQ(*back.band, *front.band) << u.id.value;
      }
      const model::Formation* f = u.formation ? in.scenario.oob.findFormation(*u.formation) : nullptr;
      while (f && f->level != "division") f = f->parent ? in.scenario.oob.findFormation(*f->parent) : nullptr;
      ASSERT_NE(f, nullptr) << u.id.value << " has a band but no division";
      const std::string key = u.side.value + "/" + f->id.value;
      auto [it, fresh] = colourOfDivision.emplace(key, front.band->hex());
      EXPECT_EQ(it->second, front.band->hex()) << u.id.value;
      if (fresh) coloursOfSide[u.side.value].insert(front.band->hex());
    }
    EXPECT_GT(banded, 0) << name;
    for (const auto& [side, colours] : coloursOfSide) {
      std::size_t divisions = 0;
      for (const auto& [key, colour] : colourOfDivision) divisions += key.rfind(side + "/", 0) == 0;
      EXPECT_EQ(colours.size(), std::min(divisions, formationBandPalette().size())) << name << " " << side;
    }
  }
}

}  // namespace
}  // namespace hexwright::exporters
