// Forms of the organization charts printed in memoirs and campaign histories: artillery
// battalions set over their batteries, a division headed by its general's name in capitals
// right after the last battery of the division before, and a NOTE block of lettered
// footnotes broken by a stray heading. Every text here is a published listing in
// tests/importers/oob_corpus/published/, read from the file as it was copied.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "importers/oob/text_util.h"
#include "importers/oob/unit_category.h"
#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

constexpr const char* kGrantConfederate = "petersburg_gutenberg_html_confederate_army_of_northern_virginia.html";

const importers::oob::RawUnit* rawUnitNamed(const importers::oob::RawOob& oob, const std::string& name) {
  const auto it = std::find_if(oob.units.begin(), oob.units.end(), [&](const auto& u) { return u.name == name; });
  return it == oob.units.end() ? nullptr : &*it;
}

TEST(OobChartForms, AnArtilleryBattalionOverItsBatteriesGroupsThemAndIsNoUnit) {
  // "     Cabell's Battalion." / "          Manly's Battery.": the battalion heads the
  // batteries indented under it.
  model::Diagnostics d;
  const auto read = readOpening(kGrantConfederate, 400, d);
  EXPECT_EQ(rawUnitNamed(read, "Cabell's Battalion"), nullptr);
  EXPECT_EQ(rawUnitNamed(read, "Gibb's Battalion"), nullptr);
  const auto* manly = rawUnitNamed(read, "Manly's Battery");
  ASSERT_NE(manly, nullptr);
  EXPECT_EQ(importers::oob::unitCategory(*manly), "artillery");
  EXPECT_NE(manly->notes.find("Cabell's Battalion"), std::string::npos) << manly->notes;
}

TEST(OobChartForms, AGeneralsDivisionInCapitalsAfterABatteryHeadsADivisionNotTheBatterysOfficer) {
  // "          Otey's        \"" / "" / "BRIG.-GEN. A. L. LONG'S DIVISION." / "     Braxton's
  // Battalion." / "          Lee Battery.": Long heads the next division.
  model::Diagnostics d;
  const auto read = readOpening(kGrantConfederate, 400, d);
  const auto* lee = rawUnitNamed(read, "Lee Battery");
  ASSERT_NE(lee, nullptr);
  ASSERT_FALSE(lee->path.empty());
  EXPECT_TRUE(importers::oob::containsNoCase(lee->path.back(), "LONG'S DIVISION")) << lee->path.back();
  for (const auto& u : read.units)
    for (const auto& o : u.officers) EXPECT_FALSE(importers::oob::containsNoCase(o, "DIVISION")) << u.name << ": " << o;
}

TEST(OobChartForms, LetteredFootnotesGoOnAfterAStrayHeadingInTheNoteBlock) {
  // "NOTE." / "(a) COL. W. R. Aylett was in command …" … "Organization of the Army of the
  // Valley District." / "(e) Constituting York's Brigade." / "(h) The Virginia regiments
  // constituted Terry's Brigade, Gordon's" / "Division.": footnotes, never entries.
  model::Diagnostics d;
  const auto read = readOpening(kGrantConfederate, 400, d);
  for (const auto& u : read.units) {
    EXPECT_FALSE(u.name.starts_with("(")) << u.name;
    EXPECT_EQ(u.name.find("Terry's Brigade"), std::string::npos) << u.name;
    EXPECT_EQ(u.name.find("Dearing's Brigade"), std::string::npos) << u.name;
  }
}

}  // namespace
}  // namespace hexwright::testing
