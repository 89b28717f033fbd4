// A scan's misread words of an order of battle's own vocabulary ("Divisinn", "ABMY",
// "Batteiy") are read as the words they are, and English words a letter away are left as
// printed. The listings are published OCR in tests/importers/oob_corpus/published/.
#include <gtest/gtest.h>

#include <string>

#include "importers/oob/scanned_words.h"
#include "importers/oob/unit_category.h"
#include "oob_test_support.h"

namespace hexwright::testing {
namespace {

using importers::oob::withScannedWordsRead;

TEST(OobScannedWords, AMisreadLevelArmOrRankWordIsReadInTheCaseItWasPrinted) {
  EXPECT_EQ(withScannedWordsRead("AVestern  Divisinn  . ."), "AVestern  Division  . .");
  EXPECT_EQ(withScannedWordsRead("ABMY  OF  NOBTHEBN  VIBGINIA."), "ARMY  OF  NOBTHEBN  VIBGINIA.");
  EXPECT_EQ(withScannedWordsRead("SEVENTH COUPS."), "SEVENTH CORPS.");
  EXPECT_EQ(withScannedWordsRead("57th  Illinois  Inlantry,"), "57th  Illinois  Infantry,");
  EXPECT_EQ(withScannedWordsRead("Smith's (Mississippi) Batteiy,"), "Smith's (Mississippi) Battery,");
  EXPECT_EQ(withScannedWordsRead("Gunter's bnttnlion"), "Gunter's battalion");
  EXPECT_EQ(withScannedWordsRead("Brigadieb-Geneeal"), "Brigadier-General");
  EXPECT_EQ(withScannedWordsRead("FIRST D11iSION,"), "FIRST DIVISION,");
  // A caret after a word is the scan's comma; one standing alone is left.
  EXPECT_EQ(withScannedWordsRead("Union  Forces^  commanded"), "Union  Forces,  commanded");
  EXPECT_EQ(withScannedWordsRead("2 ^ 3"), "2 ^ 3");
}

TEST(OobScannedWords, EnglishWordsALetterAwayAreLeftAsPrinted) {
  for (const char* word : {"decision", "coops", "Brigadier", "brigaded", "Colored", "Federal", "several", "infant",
                           "batter", "Baxter", "arms", "Arty", "regimental", "commandant", "Brigaden", "10th", "1st"})
    EXPECT_EQ(withScannedWordsRead(word), word);
}

TEST(OobScannedWords, AMisreadArmWordStillGivesTheUnitItsArm) {
  // "Smith's  (Mississippi)  Batteiy,  Lieut.  AVilliam  B.  Turner." is a battery.
  model::Diagnostics d;
  const auto read = readOpening("chickamauga_archive_or_ocr_confederate_cheathams_division.txt", 160, d);
  const importers::oob::RawUnit* smith = nullptr;
  for (const auto& u : read.units)
    if (u.name.find("(Mississippi) Batt") != std::string::npos && u.name.starts_with("Smith")) smith = &u;
  ASSERT_NE(smith, nullptr) << allDiagnostics(d);
  EXPECT_EQ(importers::oob::unitCategory(*smith), "artillery") << smith->name;
}

TEST(OobScannedWords, AMisreadArmyHeadingIsTheArmy) {
  // "ABMY  OF  NOBTHEBN  VIBGINIA." / "General  BOBEBT  E.  LEE,  Commanding.": a B for every R.
  model::Diagnostics d;
  const auto read = readOpening("second_bull_run_archive_ocr_ropes_confederate_right_wing.txt", 12, d);
  const auto* army = rawFormationNamed(read, "ARMY OF NOBTHEBN VIBGINIA");
  ASSERT_NE(army, nullptr) << allDiagnostics(d);
  EXPECT_EQ(army->level, "army");
}

}  // namespace
}  // namespace hexwright::testing
