// Import ▸ Order of Battle without a display: a pasted page read for review, lines
// re-marked by the designer, the army and side set, and the import applied as one undo
// step whose source is saved with the bundle.
#include "editor/core/oob_import_review.h"

#include <gtest/gtest.h>

#include <fstream>

#include "frame_fixture.h"
#include "importers/oob/oob_csv_writer.h"
#include "importers/oob/workbook.h"
#include "model/io/bundle.h"
#include "model/io/ruleset_reader.h"
#include "model/scenario/new_scenario.h"

namespace hexwright::editor {
namespace {

using importers::oob::LineMark;

// A page as pasted: no army heading, a caption line, a line that reads as nothing.
const char* kPage =
    "FIRST DIVISION.\n"
    "Maj. Gen. John A. McClernand.\n"
    "First Brigade.\n"
    "Col. Abraham M. Hare (w).\n"
    "8th Illinois, Capt. James M. Ashmore (w).\n"
    "Swett's Battery\n"
    "~~ ~~\n";

std::unique_ptr<Document> bloodyAprilDocument() {
  model::Diagnostics d;
  auto ruleset = io::loadRulesetById("bloody-april", d);
  EXPECT_TRUE(ruleset);
  model::NewScenarioOptions o;
  o.columns = 10;
  o.rows = 8;
  auto doc = Document::create(*ruleset, o);
  doc->setValidator({});
  return doc;
}

std::filesystem::path writePage(const std::filesystem::path& dir) {
  const auto file = dir / "mcclernand.txt";
  std::ofstream(file) << kPage;
  return file;
}

const importers::oob::ReviewRow* rowStarting(const OobImportReview& r, const std::string& text) {
  for (const auto& row : r.rows())
    if (row.row.text.starts_with(text)) return &row.row;
  return nullptr;
}

TEST(OobImportReview, APastedPageIsShownWithItsLinesAndWhatCouldNotBeRead) {
  const auto dir = testing::scratchDir("oob-review");
  auto doc = bloodyAprilDocument();
  OobImportReview review(*doc, writePage(dir));
  ASSERT_TRUE(review.canApply()) << review.error();
  const auto* hare = rowStarting(review, "Col. Abraham M. Hare");
  ASSERT_NE(hare, nullptr);
  EXPECT_EQ(hare->line, 4);
  const auto* army = rowStarting(review, "Army (unnamed)");
  ASSERT_NE(army, nullptr) << "no army heading: a placeholder the designer renames";
  EXPECT_TRUE(army->doubtful);
  bool notRead = false;
  for (const auto& row : review.rows()) notRead = notRead || (row.notRead && row.row.line == 7);
  EXPECT_TRUE(notRead) << "line 7 is listed for review";
  EXPECT_NE(review.summary().find("1 lines to review"), std::string::npos) << review.summary();
  EXPECT_TRUE(doc->scenario().oob.units.empty()) << "nothing is added before Import";
}

TEST(OobImportReview, TheDesignersArmySideAndMarksAreReadAtOnce) {
  const auto dir = testing::scratchDir("oob-review-marks");
  auto doc = bloodyAprilDocument();
  OobImportReview review(*doc, writePage(dir));
  review.setArmy("Army of the Tennessee");
  review.setSide("union");
  review.mark(7, LineMark::Ignored);  // the scrawl
  review.mark(6, LineMark::Heading);  // the designer reads "Swett's Battery" as a grouping heading instead
  review.refresh();
  ASSERT_TRUE(review.canApply()) << review.error();
  EXPECT_EQ(rowStarting(review, "Army (unnamed)"), nullptr);
  const auto* army = rowStarting(review, "Army of the Tennessee");
  ASSERT_NE(army, nullptr);
  EXPECT_NE(army->text.find("union"), std::string::npos) << army->text;
  for (const auto& row : review.rows()) EXPECT_FALSE(row.notRead) << row.row.text;
  review.clearMark(6);
  review.mark(6, LineMark::Unit);
  review.refresh();
  const auto* swett = rowStarting(review, "Swett's Battery");
  ASSERT_NE(swett, nullptr);
  EXPECT_NE(swett->text.find("[artillery]"), std::string::npos) << swett->text;
}

TEST(OobImportReview, ImportIsOneUndoStepAndTheSourceIsSavedWithTheBundle) {
  const auto dir = testing::scratchDir("oob-review-apply");
  auto doc = bloodyAprilDocument();
  OobImportReview review(*doc, writePage(dir));
  review.setArmy("Army of the Tennessee");
  review.setSide("union");
  review.refresh();
  const std::size_t before = doc->history().size();
  ASSERT_TRUE(review.apply(*doc));
  EXPECT_EQ(doc->history().size(), before + 1);
  ASSERT_FALSE(doc->scenario().oob.units.empty());
  model::Diagnostics d;
  ASSERT_TRUE(doc->saveAs(dir / "battle.hexw", d)) << d.size();
  EXPECT_TRUE(std::filesystem::exists(dir / "battle.hexw" / "sources" / "mcclernand.txt"));
  doc->undo();
  EXPECT_TRUE(doc->scenario().oob.units.empty());
}

TEST(OobImportReview, AWorkbookIsReviewedLikeAnyListing) {
  const auto dir = testing::scratchDir("oob-review-workbook");
  auto doc = bloodyAprilDocument();
  // A workbook exported from the sample bundle, by the importers' own writer.
  model::Diagnostics d;
  const auto sample =
      io::loadBundle(std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "scenarios" / "bloody-april.hexw", d);
  ASSERT_TRUE(sample);
  importers::oob::installWorkbookSupport();
  std::string error;
  ASSERT_TRUE(importers::oob::writeOobWorkbook(sample->oob, dir / "oob.xlsx", error)) << error;
  OobImportReview review(*doc, dir / "oob.xlsx");
  ASSERT_TRUE(review.canApply()) << review.error();
  EXPECT_NE(review.summary().find("workbook"), std::string::npos) << review.summary();
  ASSERT_TRUE(review.apply(*doc));
  // The same order of battle (the provenance now names the workbook it came from).
  EXPECT_EQ(importers::oob::writeOobCsv(doc->scenario().oob), importers::oob::writeOobCsv(sample->oob));
}

TEST(OobImportReview, AFileThatIsNoListingSaysWhyAndCannotBeApplied) {
  const auto dir = testing::scratchDir("oob-review-junk");
  auto doc = bloodyAprilDocument();
  std::ofstream(dir / "junk.txt") << "qwx zzv plk\nfrumble wob\n";
  OobImportReview review(*doc, dir / "junk.txt");
  EXPECT_FALSE(review.canApply());
  EXPECT_FALSE(review.error().empty());
  EXPECT_FALSE(review.apply(*doc));
  OobImportReview missing(*doc, dir / "nope.txt");
  EXPECT_FALSE(missing.canApply());
  EXPECT_NE(missing.error().find("nope.txt"), std::string::npos) << missing.error();
}

}  // namespace
}  // namespace hexwright::editor
