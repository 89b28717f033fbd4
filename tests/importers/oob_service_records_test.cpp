// A regiment's roster, one man a paragraph: each man is of the company above him, never a
// unit, and his fate is his status. Every listing here is a published one in
// tests/importers/oob_corpus/published/, as copied.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "importers/oob/service_records.h"
#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

constexpr const char* kIowaRoster = "whole_war_github_iagenweb_iowa_ag_roster_union_33rd_iowa_companies_letter_a.txt";
constexpr const char* kMusterOutRoll =
    "antietam_to_chancellorsville_gutenberg_txt_hitchcock_union_132nd_pennsylvania_muster_out_roll_persons_only_"
    "company_heading_footnote_mark.txt";

TEST(OobServiceRecords, AMansRecordNamesHimAndHisFate) {
  using importers::oob::serviceRecordOf;
  const auto adams = serviceRecordOf(
      "Allsup, John R. Age 25. Residence Sigourney, nativity Iowa. Enlisted Aug. 13, 1862, as Fifth Sergeant. "
      "Mustered Sept. 1, 1862. Wounded and taken prisoner April 30, 1864, Saline River, Ark.");
  ASSERT_TRUE(adams);
  EXPECT_EQ(adams->man, "Allsup, John R.");
  EXPECT_EQ(adams->status, "wounded; captured");
  const auto adamsHenry = serviceRecordOf(
      "HENRY ADAMS, private, mustered in Aug. 14, 1862; died Sept. 22 of wounds received at Antietam, Md., Sept. 17, "
      "1862.");
  ASSERT_TRUE(adamsHenry);
  EXPECT_EQ(adamsHenry->man, "HENRY ADAMS, private");
  EXPECT_EQ(adamsHenry->status, "mortally wounded");
  // ("LIGHTNER" is a man's name, though "light" marks a unit in a listing.)
  EXPECT_TRUE(serviceRecordOf("NATHAN F. LIGHTNER, corporal, mustered in Aug. 14, 1862; discharged at Newark."));
  // A unit, or an officer after his rank, is no roster's man.
  EXPECT_FALSE(serviceRecordOf("Battery A, 1st Ohio Light Artillery, mustered out June 1865"));
  EXPECT_FALSE(serviceRecordOf("Col. John Smith, resigned Oct. 1, 1862"));
  EXPECT_FALSE(serviceRecordOf("12th Iowa, transferred to the Third Brigade"));
}

TEST(OobServiceRecords, ARostersMenAreTheirCompanysAndNoneIsAUnit) {
  // COMPANY "B" / "Adams, David H. Age 23. Residence Ioka, …" / "Allsup, John R. Age 25. …
  // Wounded and taken prisoner April 30, 1864, Saline River, Ark. …".
  model::Diagnostics d;
  const auto read = readOpening(kIowaRoster, 30, d);
  const auto* b = rawEntryNamed(read, "COMPANY \"B\"");
  ASSERT_NE(b, nullptr) << allDiagnostics(d);
  EXPECT_NE(std::find(b->officers.begin(), b->officers.end(), "Allsup, John R. (wounded; captured)"),
            b->officers.end());
  // (Its only units are its companies' headings, A to D in these lines.)
  for (const auto& u : read.units) EXPECT_TRUE(u.name.starts_with("COMPANY \"")) << u.name;
  EXPECT_EQ(read.units.size(), 4u) << allDiagnostics(d);
}

TEST(OobServiceRecords, AMansParagraphWrappedOverLinesIsHisWhole) {
  // "AMOS APPLEMAN, private, mustered in Aug. 14, 1862; mustered out with" / "company May
  // 24, 1863." — the wrapped line is his, no company of its own.
  model::Diagnostics d;
  const auto read = readOpening(kMusterOutRoll, 230, d);
  ASSERT_FALSE(read.units.empty()) << allDiagnostics(d);
  for (const auto& u : read.units) EXPECT_EQ(u.name.find("May 24"), std::string::npos) << u.name;
  const auto* company = rawEntryNamed(read, "COMPANY A");
  ASSERT_NE(company, nullptr) << allDiagnostics(d);
  EXPECT_NE(std::find(company->officers.begin(), company->officers.end(), "HENRY ADAMS, private (mortally wounded)"),
            company->officers.end());
  // (The field and staff, before any company: each man kept for review, his fate with him.)
  bool kept = allDiagnostics(d).find("RICHARD A. OAKFORD, colonel (killed)") != std::string::npos;
  for (const auto& f : read.formations)
    kept = kept || f.notes.find("RICHARD A. OAKFORD, colonel (killed)") != std::string::npos;
  EXPECT_TRUE(kept) << allDiagnostics(d);
}

TEST(OobServiceRecords, ARegimentalHistorysParagraphsAreItsNotesNotEntries) {
  // Dyer's Compendium: "1st Regiment Cavalry (44th Volunteers)" / "Companies "A," … organized
  // at Camp Curtin, Pa., …" / "… Regiment attached to McCall's Division, …" / "SERVICE.--…".
  using importers::oob::tellsAUnitsService;
  EXPECT_TRUE(tellsAUnitsService("Regiment attached to McCall's Division, Army of the Potomac, to March, 1862."));
  EXPECT_TRUE(
      tellsAUnitsService("SERVICE.--Reconnaissance to Leesburg, Va., October 20, 1861. Action at Dranesville."));
  EXPECT_TRUE(tellsAUnitsService("Attached to 1st Brigade, 2nd Division, Army of the Ohio, to November, 1862."));
  // (A narrative's "Attached to this force were three battalions of artillery …" is none.)
  EXPECT_FALSE(tellsAUnitsService("Attached to this force were three battalions of artillery and three regiments."));
  model::Diagnostics d;
  const auto read = readOpening("dranesville_civilwararchive_dyer_union_1st_pennsylvania_cavalry.txt", 4, d);
  ASSERT_FALSE(read.units.empty()) << allDiagnostics(d);
  for (const auto& u : read.units) {
    EXPECT_EQ(u.name.find("Dranesville"), std::string::npos) << u.name;
    EXPECT_EQ(u.name.find("Camp Curtin"), std::string::npos) << u.name;
  }
  const auto* regiment = rawEntryNamed(read, "1st Regiment Cavalry");  // (its remark in its notes)
  ASSERT_NE(regiment, nullptr) << allDiagnostics(d);
  EXPECT_NE(regiment->notes.find("McCall's Division"), std::string::npos) << regiment->notes;
}

}  // namespace
}  // namespace hexwright::testing
