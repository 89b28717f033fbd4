// What designers paste, read through the cleaner and the line reader: wiki tables with
// rowspans and references, HTML tables with a strength column, PDF text with running
// heads, hyphenation and wrapping, a page whose line breaks were lost.
#include "importers/oob/listing_cleaner.h"

#include <gtest/gtest.h>

#include "importers/oob/text_oob_parser.h"
#include "importers/oob/unit_category.h"
#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

importers::oob::RawOob read(const std::string& text, model::Diagnostics& d) {
  importers::oob::TextParseOptions o;
  o.fileName = "pasted.txt";
  return importers::oob::parseOobText(text, o, d);
}

const importers::oob::RawUnit* rawUnit(const importers::oob::RawOob& raw, const std::string& name) {
  for (const auto& u : raw.units)
    if (u.name == name) return &u;
  return nullptr;
}

TEST(ListingCleaner, AWikitextTableWithRowspansLinksAndReferences) {
  const std::string wiki =
      "{{Short description|none}}\n"
      "==Army of the Potomac==\n"
      "MG [[George B. McClellan]]\n"
      "===I Corps===\n"
      "{| class=\"wikitable\"\n"
      "! Division !! Brigade !! Regiments and Others\n"
      "|-\n"
      "| rowspan=2 | '''[[1st Division, I Corps|First Division]]'''<br>BG [[Abner Doubleday]]\n"
      "| 1st Brigade<br>Col [[Walter Phelps Jr.|Walter Phelps, Jr.]]\n"
      "|\n"
      "* [[22nd New York Infantry Regiment|22nd New York]]: Ltc John McKie, Jr.\n"
      "* [[30th New York Infantry Regiment|30th New York]]: Col William M. Searing<ref>Wounded at "
      "Antietam</ref>\n"
      "|-\n"
      "| Artillery<br>Cpt J. Albert Monroe\n"
      "|\n"
      "* [[Battery D, 1st Rhode Island Light Artillery]]: Cpt J. Albert Monroe\n"
      "|}\n"
      "==Notes==\n"
      "{{reflist}}\n";
  model::Diagnostics d;
  const auto raw = read(wiki, d);
  EXPECT_EQ(d.count(model::Severity::Error), 0u) << allDiagnostics(d);
  const auto* ny30 = rawUnit(raw, "30th New York");
  ASSERT_NE(ny30, nullptr) << allDiagnostics(d);
  ASSERT_FALSE(ny30->path.empty());
  EXPECT_EQ(ny30->path.back(), "1st Brigade");
  EXPECT_NE(ny30->notes.find("Wounded at Antietam"), std::string::npos) << ny30->notes;  // the <ref>'s text
  const auto* battery = rawUnit(raw, "Battery D, 1st Rhode Island Light Artillery");
  ASSERT_NE(battery, nullptr);
  EXPECT_EQ(importers::oob::unitCategory(*battery), "artillery");
  std::vector<std::string> paths;
  for (const auto& f : raw.formations) paths.push_back(f.path.back());
  EXPECT_EQ(paths, (std::vector<std::string>{"Army of the Potomac", "I Corps", "First Division", "1st Brigade"}));
}

TEST(ListingCleaner, AnHtmlTableKeepsItsStrengthColumnAndItsOfficers) {
  const std::string html =
      "<h2>Confederate Order of Battle &ndash; Shiloh</h2>\n"
      "<p><b>ARMY OF THE MISSISSIPPI</b><br>Gen. Albert Sidney Johnston (k)</p>\n"
      "<table>\n"
      "<tr><th>Brigade</th><th>Regiment</th><th>Commander</th><th>Strength</th></tr>\n"
      "<tr><td>Gladden's Brigade</td><td>21st Alabama</td><td>Lt. Col. Stewart W. Cayce</td><td>1,009</td></tr>\n"
      "<tr><td></td><td>Robertson's Alabama Battery</td><td>Capt. F. H. Robertson</td><td>120</td></tr>\n"
      "</table>\n";
  model::Diagnostics d;
  const auto raw = read(html, d);
  const auto* al21 = rawUnit(raw, "21st Alabama");
  ASSERT_NE(al21, nullptr) << allDiagnostics(d);
  EXPECT_EQ(al21->men, 1009);
  ASSERT_EQ(al21->officers.size(), 1u);
  EXPECT_EQ(al21->path.back(), "Gladden's Brigade");
  const auto* battery = rawUnit(raw, "Robertson's Alabama Battery");
  ASSERT_NE(battery, nullptr);
  EXPECT_EQ(battery->men, 120);
  for (const auto& u : raw.units) EXPECT_NE(u.name, "Regiment") << "the heading row is no unit";
}

TEST(ListingCleaner, PdfTextLosesItsRunningHeadsHyphensAndWraps) {
  const std::string pdf =
      "ORGANIZATION OF THE ARMY.\n"
      "FIRST BRIGADE.\n"
      "Col. WLADIMIR KRZYZA-\n"
      "NOWSKI.\n"
      "58th New York, Lieut. Col. Frederick Gellman,\n"
      "Capt. Michael Esembaux.\n"
      "119th New York, Col. John T. Lockman (w).\n"
      "158 THE GETTYSBURG CAMPAIGN. [CHAP. XXXIX.\n"
      "26th Wisconsin, Lieut. Col. Hans Boebel (w).\n"
      "159 THE GETTYSBURG CAMPAIGN. [CHAP. XXXIX.\n"
      "Total .......... 1,218\n";
  model::Diagnostics d;
  const auto raw = read(pdf, d);
  bool krzyzanowski = false;
  for (const auto& u : raw.units) krzyzanowski = krzyzanowski || u.name.find("KRZYZANOWSKI") != std::string::npos;
  EXPECT_TRUE(krzyzanowski) << "the hyphenated name is joined";
  const auto* ny58 = rawUnit(raw, "58th New York");
  ASSERT_NE(ny58, nullptr) << allDiagnostics(d);
  EXPECT_EQ(ny58->officers.size(), 2u) << "the wrapped officer is joined to his unit";
  EXPECT_NE(rawUnit(raw, "26th Wisconsin"), nullptr);
  for (const auto& u : raw.units) {
    EXPECT_EQ(u.name.find("GETTYSBURG"), std::string::npos) << "running heads are dropped";
    EXPECT_EQ(u.name.find("Total"), std::string::npos);
  }
  EXPECT_GE(raw.furniture, 3u);
}

TEST(ListingCleaner, APageWhoseLineBreaksWereLostIsSplitIntoEntriesAgain) {
  const std::string flat =
      "SECOND CORPS.MAJOR-GENERAL WINFIELD S. HANCOCK (wounded).FIRST DIVISION.BRIGADIER-GENERAL JOHN C. "
      "CALDWELL(wounded)First Brigade.-Colonel EDWARD E. CROSS (killed); Colonel H.B. McKEEN5th New Hampshire, "
      "Colonel E. E. Cross, Lieut.-Colonel C.E. Hapgood61st New York, Lieut.-Colonel Oscar K. Broady81st "
      "Pennsylvania, Colonel H. Boyd McKeenSecond Brigade.-Colonel PATRICK KELLY28th Massachusetts, Colonel "
      "Richard Byrnes63d New York, Lieut.-Colonel R. C. Bentley (wounded)\n";
  model::Diagnostics d;
  const auto raw = read(flat, d);
  for (const char* name :
       {"5th New Hampshire", "61st New York", "81st Pennsylvania", "28th Massachusetts", "63d New York"})
    EXPECT_NE(rawUnit(raw, name), nullptr) << name << "\n" << allDiagnostics(d);
  const auto* mass = rawUnit(raw, "28th Massachusetts");
  ASSERT_NE(mass, nullptr);
  EXPECT_EQ(mass->path.back(), "Second Brigade");
}

TEST(ListingCleaner, MarkdownHeadingsAreTheFormationsAboveTheirBullets) {
  const std::string md =
      "# Battle of Franklin - Union Order of Battle\n\n"
      "## IV Corps - Maj. Gen. David S. Stanley (w)\n\n"
      "### Second Division - Brig. Gen. George D. Wagner\n\n"
      "- **1st Brigade** - Col. Emerson Opdycke\n"
      "  - 36th Illinois\n"
      "  - 125th Ohio\n"
      "- **2nd Brigade** - Col. John Q. Lane\n"
      "  - 100th Illinois\n";
  model::Diagnostics d;
  const auto raw = read(md, d);
  const auto* ohio = rawUnit(raw, "125th Ohio");
  ASSERT_NE(ohio, nullptr) << allDiagnostics(d);
  EXPECT_EQ(ohio->path, (std::vector<std::string>{"IV Corps", "Second Division", "1st Brigade"}));
  const auto* stanley = rawUnit(raw, "Maj. Gen. David S. Stanley");
  ASSERT_NE(stanley, nullptr);
  EXPECT_EQ(stanley->status, "wounded");
}

TEST(ListingCleaner, AReturnsTwoLineHeadingsSplitEachFigureIntoOfficersAndMen) {
  const std::string ret =
      "                                     Killed.      Wounded.    Captured or missing.\n"
      "Command.                           Officers. Men. Officers. Men. Officers. Men.  Aggregate.\n"
      "First Brigade.\n"
      "36th Illinois ......................    2     8      3    41     ....   2      56\n"
      "73rd Illinois ......................    1     6      4    25     ....  ....    36\n"
      "Total First Brigade ...............    3    14      7    66     ....   2      92\n";
  model::Diagnostics d;
  const auto raw = read(ret, d);
  const auto* il36 = rawUnit(raw, "36th Illinois");
  ASSERT_NE(il36, nullptr) << allDiagnostics(d);
  EXPECT_NE(il36->notes.find("killed 10, wounded 44, missing 2, aggregate 56"), std::string::npos) << il36->notes;
  EXPECT_EQ(raw.units.size(), 2u) << "the total line is no unit";
  EXPECT_EQ(raw.notUnderstood, 0u) << allDiagnostics(d);
}

TEST(ListingCleaner, TwoColumnsReadAcrossGiveTwoUnitsALineAndGluedFootnotesComeOff) {
  const std::string page =
      "Third Division6\n"
      "Brig. Gen. Speed S. Fry\n"
      "First Brigade\n"
      "Col. Moses B. Walker\n"
      "82d Indiana 31st Ohio\n"
      "12th Kentucky 38th Ohio\n"
      "17th Ohio\n"
      "Second Brigade (attached to 3d Brigade)\n"
      "10th Indiana 10th Kentucky\n";
  model::Diagnostics d;
  const auto raw = read(page, d);
  for (const char* name : {"82d Indiana", "31st Ohio", "12th Kentucky", "38th Ohio", "17th Ohio", "10th Kentucky"})
    EXPECT_NE(rawUnit(raw, name), nullptr) << name << "\n" << allDiagnostics(d);
  ASSERT_FALSE(raw.formations.empty());
  EXPECT_EQ(raw.formations.front().path.back(), "Third Division") << "the footnote 6 is no part of the name";
  for (const auto& f : raw.formations) EXPECT_EQ(f.path.back().find("3d Brigade)"), std::string::npos);
}

TEST(ListingCleaner, HeadingsWithADashAndAnOrdinalWrappedOntoTheLineAbove) {
  // Cist, "The Army of the Cumberland" (1882), as its text is published.
  const std::string cist =
      "First Division.\n"
      "Maj.-Gen'l. J. M. Palmer.\n"
      "FIRST BRIGADE.--Brig. Gen'l Chas. Cruft, 21st Ill., 38th Ill.,\n"
      "29th Ind., 1st Ky., 90th O., 101st O. SECOND\n"
      "BRIGADE.--Brig. Gen'l W. C. Whitaker, 96th Ill., 115th Ill.,\n"
      "35th Ind., 99th O.\n";
  model::Diagnostics d;
  const auto raw = read(cist, d);
  const auto* ky = rawUnit(raw, "1st Ky");
  ASSERT_NE(ky, nullptr) << allDiagnostics(d);
  EXPECT_EQ(ky->path.back(), "FIRST BRIGADE");
  const auto* ill = rawUnit(raw, "115th Ill");
  ASSERT_NE(ill, nullptr) << allDiagnostics(d);
  EXPECT_EQ(ill->path.back(), "SECOND BRIGADE");
  EXPECT_NE(rawUnit(raw, "101st O"), nullptr) << "the ordinal went back to its heading";
}

TEST(ListingCleaner, ThousandsSeparatorsGoOnlyBetweenDigitGroups) {
  EXPECT_EQ(importers::oob::withoutThousandsSeparators("1,459 men; 2d, 3d; 1,2,3; 10,000"),
            "1459 men; 2d, 3d; 1,2,3; 10000");
}

}  // namespace
}  // namespace hexwright::testing
