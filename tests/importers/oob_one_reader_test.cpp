// One reader for every text layout (importers/oob/text_oob_parser.h): an outline's
// indentation is a hint beside the words, so a line in any published form reads the same
// inside an outline as in a flat listing, and a wiki list's bullets are bullets however
// they are written.
#include <gtest/gtest.h>

#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

const model::Formation* parentOf(const model::OrderOfBattle& oob, const model::Formation& child) {
  for (const auto& f : oob.formations)
    if (child.parent && f.id == *child.parent) return &f;
  return nullptr;
}

TEST(OobOneReader, AnOutlineReadsEachLineInTheFormItIsWritten) {
  // An outline whose lines are written as Battles and Leaders and section 31 write them:
  // a heading with its commander after the comma, a brigade with its units after a colon,
  // a grouping label with its units on the same line.
  const std::string outline =
      "Army of the Tennessee\n"
      "    Maj. Gen. U. S. Grant\n"
      "    FIRST DIVISION, Maj. Gen. John A. McClernand\n"
      "        First Brigade, Col. Richard J. Oglesby: 8th Ill., Capt. James M. Ashmore (w); 18th Ill., Maj. "
      "Samuel Eaton (w)\n"
      "        Artillery: Battery D, 2nd Illinois Light Artillery; Battery E, 2nd Illinois Light Artillery\n"
      "        Marsh's\n"
      "            Col. C. Carroll Marsh\n"
      "            11th Illinois\n"
      "    Second Division\n"
      "        2nd Iowa\n";
  model::Diagnostics d;
  const auto r = importInto(outline, "outline.txt", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_EQ(r.outcome.style, "Battles and Leaders style, nested by indentation");
  const auto* brigade = formationNamed(r.oob, "First Brigade");
  const auto* division = formationNamed(r.oob, "FIRST DIVISION");
  ASSERT_NE(brigade, nullptr) << allDiagnostics(d);
  ASSERT_NE(division, nullptr);
  const auto* illinois = unitNamed(r.oob, "8th Ill");
  ASSERT_NE(illinois, nullptr) << allDiagnostics(d);
  EXPECT_EQ(illinois->formation, brigade->id);
  EXPECT_NE(illinois->notes.find("Ashmore"), std::string::npos) << illinois->notes;
  EXPECT_NE(unitNamed(r.oob, "Col. Richard J. Oglesby"), nullptr);
  EXPECT_NE(unitNamed(r.oob, "Maj. Gen. John A. McClernand"), nullptr);
  const auto* battery = unitNamed(r.oob, "Battery E, 2nd Illinois Light Artillery");
  ASSERT_NE(battery, nullptr);
  EXPECT_EQ(battery->type, "artillery");
  EXPECT_EQ(battery->formation, division->id);
  // "Marsh's" names no level: a formation one below the division it stands in.
  const auto* marsh = formationNamed(r.oob, "Marsh's");
  ASSERT_NE(marsh, nullptr) << allDiagnostics(d);
  EXPECT_EQ(marsh->level, "brigade");
  EXPECT_EQ(unitNamed(r.oob, "11th Illinois")->formation, marsh->id);
  // "Second Division" at the division's depth closes it and everything under it.
  const auto* second = formationNamed(r.oob, "Second Division");
  ASSERT_NE(second, nullptr);
  EXPECT_EQ(unitNamed(r.oob, "2nd Iowa")->formation, second->id);
  ASSERT_NE(parentOf(r.oob, *second), nullptr);
  EXPECT_EQ(parentOf(r.oob, *second)->name, "Army of the Tennessee");
}

TEST(OobOneReader, WikiBulletsWrittenWithoutASpaceAreUnitsNotFootnotes) {
  // Wikitext writes "*[[…]]" with no space; a printed page's footnote is "*Killed.".
  const std::string wikitext =
      "==Union==\n"
      "===Army of the Potomac===\n"
      "'''[[George G. Meade|MG George G. Meade]]'''\n"
      "*[[1st Minnesota Infantry Regiment|1st Minnesota]]\n"
      "**'''[[Battery B, 4th U.S. Artillery]]'''\n";
  model::Diagnostics d;
  const auto r = importInto(wikitext, "article.wiki", d);
  ASSERT_TRUE(r.ok) << allDiagnostics(d);
  EXPECT_NE(unitNamed(r.oob, "1st Minnesota"), nullptr) << allDiagnostics(d);
  const auto* battery = unitNamed(r.oob, "Battery B, 4th U.S. Artillery");
  ASSERT_NE(battery, nullptr) << allDiagnostics(d);
  EXPECT_EQ(battery->type, "artillery");
  for (const auto& x : d.items()) EXPECT_NE(x.rule, "import.oob.text.furniture") << model::formatDiagnostic(x);
}

}  // namespace
}  // namespace hexwright::testing
